/**
 * E-bike rental cash-flow statement, three years as NUMBER column headers newest first
 * (2025, 2024, 2023), "US$ in thousands" on a unit line, sections with "Net cash ..." lines,
 * outflows shown negative, and cash at beginning / end of year.
 * Values are whole thousands; an answer in thousands or in dollars is accepted.
 */
import { growth } from '../../expect';
import {
  ExcelJS,
  argExtreme,
  asker,
  rng,
  sumN,
  toBytes,
  type BlindBook,
  type BlindExpect,
} from '../kit';

const NAME = 'ebike-cashflow';
const r = rng(NAME);
const YEARS = [2025, 2024, 2023];
const gen = (lo: number, hi: number): number[] => YEARS.map(() => r.int(lo, hi));
const OP: Array<[string, number[]]> = [
  ['Net income', gen(180, 640)],
  ['Depreciation of fleet', gen(210, 380)],
  ['(Increase) decrease in receivables', gen(-60, 40)],
  ['Increase (decrease) in payables', gen(-30, 55)],
];
const INV: Array<[string, number[]]> = [
  ['Purchase of e-bikes', gen(-900, -350)],
  ['Proceeds from sale of retired bikes', gen(15, 70)],
];
const FIN: Array<[string, number[]]> = [
  ['Loan drawdown', [0, 500, 300]],
  ['Loan repayments', gen(-220, -120)],
  ['Owner drawings', gen(-150, -60)],
];
const net = (rows: Array<[string, number[]]>): number[] =>
  YEARS.map((_, i) => sumN(rows.map((x) => x[1][i]!)));
const op = net(OP);
const inv = net(INV);
const fin = net(FIN);
const change = YEARS.map((_, i) => op[i]! + inv[i]! + fin[i]!);
/** cash at beginning of 2023 is given; later years follow */
const begin2023 = 412;
const begin = [0, 0, begin2023];
const end = [0, 0, begin2023 + change[2]!];
begin[1] = end[2]!;
end[1] = begin[1] + change[1]!;
begin[0] = end[1]!;
end[0] = begin[0] + change[0]!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Cash flow');
  ws.addRow(['VoltRide E-Bike Rentals LLC']);
  ws.addRow(['Statement of cash flows, years ended 31 December']);
  ws.addRow(['US$ in thousands']);
  ws.addRow([]);
  ws.addRow(['', ...YEARS]);
  const line = (l: string, xs: number[]): void => void ws.addRow([l, ...xs]);
  ws.addRow(['Cash flows from operating activities']);
  OP.forEach(([l, xs]) => line(l, xs));
  line('Net cash from operating activities', op);
  ws.addRow(['Cash flows from investing activities']);
  INV.forEach(([l, xs]) => line(l, xs));
  line('Net cash used in investing activities', inv);
  ws.addRow(['Cash flows from financing activities']);
  FIN.forEach(([l, xs]) => line(l, xs));
  line('Net cash from (used in) financing activities', fin);
  ws.addRow([]);
  line('Net increase (decrease) in cash', change);
  line('Cash at beginning of year', begin);
  line('Cash at end of year', end);
  for (let c = 2; c <= 4; c++) ws.getColumn(c).numFmt = '#,##0;(#,##0)';
  return toBytes(wb);
}

const { q, list } = asker(NAME);
/** thousands as written, or the same figure in dollars */
const k = (v: number, abs = false): BlindExpect => ({
  value: [String(v), String(v * 1000)],
  ...(abs ? { abs } : {}),
});
const bestOp = argExtreme(op, 'max');

q('operating cash flow 2025', k(op[0]!), 'Net cash from operating activities, 2025');
q(
  'how much did we spend on bikes in 2024',
  k(INV[0]![1][1]!, true),
  'Purchase of e-bikes, 2024 (an outflow)',
);
q('cash at the end of 2025', k(end[0]!), 'Cash at end of year, 2025');
q('net change in cash in 2023', k(change[2]!), 'Net increase (decrease) in cash, 2023');
q(
  'what was our free cash flow',
  { refuse: true },
  'several definitions (capex gross or net of disposals); ask',
);
q(
  'how much did operating cash flow grow from 2024 to 2025',
  { value: [growth(op[1]!, op[0]!), String(op[0]! - op[1]!), String((op[0]! - op[1]!) * 1000)] },
  '(2025 - 2024) / 2024 in percent, or the change in thousands or dollars',
);
q(
  'total loan repayments over the three years',
  k(sumN(FIN[1]![1]), true),
  'Loan repayments 2023+2024+2025',
);
q(
  'which year had the best operating cash flow',
  { ...k(op[bestOp]!), at: String(YEARS[bestOp]) },
  'year with the largest Net cash from operating activities',
);
q('financing cash flow in 2024', k(fin[1]!), 'Net cash from (used in) financing activities, 2024');
q('cash at the start of 2023', k(begin2023), 'Cash at beginning of year, 2023');
q('how much depreciation in 2025', k(OP[1]![1][0]!), 'Depreciation of fleet, 2025');
q(
  'how much did the owner take out in total',
  k(sumN(FIN[2]![1]), true),
  'Owner drawings, three years',
);
q('how many rides did we sell', { refuse: true }, 'no ride counts in a cash-flow statement');
q(
  'what was our rental revenue in 2025',
  { refuse: true },
  'a cash-flow statement starts from net income: revenue is not on it',
);
q('net income 2023', k(OP[0]![1][2]!), 'Net income, 2023');

export const ebikeCashflow: BlindBook = {
  name: NAME,
  business: 'e-bike rental',
  shape: 'cash-flow statement in thousands, year numbers newest first, sections, negatives',
  bytes,
  questions: list,
  checks: [
    ['end 2025 = begin 2023 + all changes', end[0] === begin2023 + sumN(change)],
    ['each year: end = begin + change', YEARS.every((_, i) => end[i] === begin[i]! + change[i]!)],
  ],
};
