/** A mushroom farm near Pune: cash-flow statement, ₹ in thousands, years as columns oldest first. */
import ExcelJS from 'exceljs';
import { growth, hundredths } from '../../expect';
import { SEED, asker, rng, sumB, toBytes, writeRows, type BlindBook, type Row } from '../kit';

const r = rng(SEED + 12);
// Whole thousands of rupees, as the sheet states "in ₹ thousands"; expected figures are in those units.
const k = (lo: number, hi: number): bigint => BigInt(r.int(lo, hi));
const years = [2024, 2025];
const op: Array<[string, bigint[]]> = [
  ['Net profit', years.map(() => k(800, 2400))],
  ['Depreciation', years.map(() => k(150, 320))],
  ['(Increase) in receivables', years.map(() => -k(20, 260))],
  ['Increase in payables', years.map(() => k(10, 180))],
];
const inv: Array<[string, bigint[]]> = [
  ['Purchase of grow rooms', years.map(() => -k(400, 1900))],
  ['Sale of old truck', [0n, k(60, 140)]],
];
const fin: Array<[string, bigint[]]> = [
  ['Loan received', [k(500, 900), 0n]],
  ['Loan repayments', years.map(() => -k(120, 260))],
  ["Owner's drawings", years.map(() => -k(200, 600))],
];
const tot = (ls: Array<[string, bigint[]]>): bigint[] =>
  years.map((_, i) => sumB(ls.map(([, v]) => v[i]!)));
const O = tot(op),
  I = tot(inv),
  F = tot(fin);
const change = years.map((_, i) => O[i]! + I[i]! + F[i]!);
const opening0 = 410n;
const opening = [opening0, opening0 + change[0]!];
const closing = years.map((_, i) => opening[i]! + change[i]!);

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Cash flow');
  const row = (l: string, v: bigint[]): Row => [l, ...v.map(Number)];
  const rows: Row[] = [
    ['Sahyadri Mushrooms Pvt Ltd'],
    ['Statement of cash flows'],
    ['(₹ in thousands)'],
    [null, 'FY 2024', 'FY 2025'],
    ['Cash flows from operating activities'],
    ...op.map(([l, v]) => row(l, v)),
    row('Net cash from operating activities', O),
    [],
    ['Cash flows from investing activities'],
    ...inv.map(([l, v]) => row(l, v)),
    row('Net cash used in investing activities', I),
    [],
    ['Cash flows from financing activities'],
    ...fin.map(([l, v]) => row(l, v)),
    row('Net cash from financing activities', F),
    [],
    row('Net change in cash', change),
    row('Cash at beginning of year', opening),
    row('Cash at end of year', closing),
  ];
  writeRows(ws, rows, '#,##0;(#,##0)');
  return toBytes(wb);
}

const { qs, q } = asker('mushroom-farm');
// Either the sheet's unit (thousands) or the figure scaled to rupees is a fair answer.
const s = (v: bigint): string[] => [hundredths(v * 100n), hundredths(v * 100_000n)];
q(
  'operating cash flow 2025',
  { value: s(O[1]!) },
  'Net cash from operating activities, FY 2025, in ₹ thousands',
);
q(
  'how much cash did we end 2025 with',
  { value: s(closing[1]!) },
  'Cash at end of year, FY 2025 (thousands)',
);
q(
  'net change in cash last year',
  { value: s(change[1]!) },
  'Net change in cash, FY 2025 ("last year" from Nov 2026 = FY 2025)',
);
q(
  'what did we spend on grow rooms in 2025',
  { value: s(inv[0]![1][1]!), abs: true },
  'Purchase of grow rooms, FY 2025 (sign ignored)',
);
q(
  'investing cash flow 2024',
  { value: s(I[0]!) },
  'Net cash used in investing activities, FY 2024',
);
q(
  'how much did the owner take out in 2025',
  { value: s(fin[2]![1][1]!), abs: true },
  "Owner's drawings, FY 2025 (sign ignored)",
);
q(
  'depreciation both years together',
  { value: s(op[1]![1][0]! + op[1]![1][1]!) },
  'Depreciation FY 2024 + FY 2025',
);
q('opening cash 2024', { value: s(opening[0]!) }, 'Cash at beginning of year, FY 2024');
q(
  'how much did operating cash flow change from 2024 to 2025 in percent',
  { value: growth(O[0]!, O[1]!) },
  '(FY2025 - FY2024) / |FY2024| * 100',
);
q('financing 2025', { value: s(F[1]!) }, 'Net cash from financing activities, FY 2025');
q('net profit 2024', { value: s(op[0]![1][0]!) }, 'Net profit line, FY 2024');
q(
  'loan repayments total over the two years',
  { value: s(fin[1]![1][0]! + fin[1]![1][1]!), abs: true },
  'Loan repayments FY2024 + FY2025 (sign ignored)',
);
q('how much mushrooms did we sell', { refuse: true }, 'no sales figures in a cash-flow statement');
q(
  'what is our burn rate',
  { refuse: true },
  'the farm is cash-positive from operations; burn is undefined here, ask back',
);

export const mushroomFarm: BlindBook = {
  name: 'mushroom-farm',
  business: 'mushroom farm cash-flow statement (₹ thousands)',
  build,
  questions: qs,
  checks: [
    ['closing 2025 = opening 2024 + both changes', closing[1]!, opening0 + change[0]! + change[1]!],
  ],
};
