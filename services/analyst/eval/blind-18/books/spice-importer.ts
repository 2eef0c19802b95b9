/**
 * A spice importer's two-sheet book (S$): a cash-flow statement with years as numbers (oldest
 * first) and outflows in brackets, and an exports-by-country sheet with quarters as columns.
 */
import ExcelJS from 'exceljs';
import { growth, money, pct } from '../../expect';
import { argMax, cell, int, questionsFor, REFUSE, rngFor, S, toBytes, type BlindBook } from './kit';

const NAME = 'spice-importer';
const r = rngFor(NAME);
const two = (lo: number, hi: number, sign = 1): [number, number] => [
  sign * int(r, lo, hi) * 100,
  sign * int(r, lo, hi) * 100,
];
const op: Array<[string, [number, number]]> = [
  ['Net profit', two(80000, 160000)],
  ['Depreciation', two(10000, 18000)],
  ['(Increase) in receivables', two(5000, 30000, -1)],
  ['(Increase) in inventory', two(10000, 40000, -1)],
  ['Increase in payables', two(2000, 15000)],
];
const inv: Array<[string, [number, number]]> = [
  ['Purchase of equipment', two(20000, 60000, -1)],
  ['Sale of old van', [1200000, 0]],
];
const fin: Array<[string, [number, number]]> = [
  ['Bank loan drawn', [0, 5000000]],
  ['Loan repayments', two(8000, 12000, -1)],
  ['Dividends paid', two(15000, 30000, -1)],
];
const tot = (xs: Array<[string, [number, number]]>, y: 0 | 1) => S(xs.map((x) => x[1][y]));
const start2024 = 4250000;
const net = [0, 1].map((y) => tot(op, y as 0) + tot(inv, y as 0) + tot(fin, y as 0));
const start = [BigInt(start2024), BigInt(start2024) + net[0]!];
const end = [start[0]! + net[0]!, start[1]! + net[1]!];
const countries = ['Singapore', 'Malaysia', 'Germany', 'Netherlands', 'UAE', 'Japan'];
const exp = countries.map(() =>
  [0, 1, 2, 3].map(() => int(r, 20000, 120000) * 100 + int(r, 0, 99)),
);
const expTot = exp.map((x) => S(x));

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const cf = wb.addWorksheet('Cash flow');
  cf.addRow(['Spice Route Trading Pte Ltd - statement of cash flows (S$)']);
  cf.addRow(['', 2024, 2025]);
  const put = (k: string, v: [number | bigint, number | bigint]) =>
    cf.addRow([k, cell(v[0]), cell(v[1])]);
  const sec = (head: string, xs: Array<[string, [number, number]]>, total: string) => {
    cf.addRow([head]);
    xs.forEach(([k, v]) => put(`  ${k}`, v));
    put(total, [tot(xs, 0), tot(xs, 1)]);
    cf.addRow([]);
  };
  sec('Operating activities', op, 'Net cash from operating activities');
  sec('Investing activities', inv, 'Net cash used in investing activities');
  sec('Financing activities', fin, 'Net cash from financing activities');
  put('Net increase / (decrease) in cash', [net[0]!, net[1]!]);
  put('Cash at beginning of year', [start[0]!, start[1]!]);
  put('Cash at end of year', [end[0]!, end[1]!]);
  cf.getColumn(2).numFmt = '#,##0.00;(#,##0.00)';
  cf.getColumn(3).numFmt = '#,##0.00;(#,##0.00)';
  const ex = wb.addWorksheet('Exports 2025');
  ex.addRow(['Export sales by destination, 2025 (S$)']);
  ex.addRow([]);
  ex.addRow(['Destination', 'Q1', 'Q2', 'Q3', 'Q4', 'Total']);
  exp.forEach((q, i) => ex.addRow([countries[i], ...q.map(cell), cell(expTot[i]!)]));
  ex.addRow(['Total', ...[0, 1, 2, 3].map((k) => cell(S(exp.map((q) => q[k]!)))), cell(S(expTot))]);
  return toBytes(wb);
}

const opCash = [tot(op, 0), tot(op, 1)];
const topC = argMax(expTot);

export const spiceImporter: BlindBook = {
  name: NAME,
  business: 'spice importer (S$, two sheets)',
  build,
  checks: [
    { what: 'end 2024 = start 2025', a: end[0]!, b: start[1]! },
    {
      what: 'export rows = export quarters',
      a: S(expTot),
      b: S([0, 1, 2, 3].map((k) => S(exp.map((q) => q[k]!)))),
    },
  ],
  questions: questionsFor(NAME, [
    [
      'net cash from operations 2025',
      { value: money(opCash[1]!) },
      'Net cash from operating activities, 2025',
    ],
    ['cash at the end of 2025', { value: money(end[1]!) }, 'Cash at end of year, 2025'],
    [
      'how much did we spend on equipment in 2025',
      { value: money(inv[0]![1][1]), abs: true },
      'Purchase of equipment, 2025 (an outflow; sign either way)',
    ],
    [
      'dividends paid in 2024',
      { value: money(fin[2]![1][0]), abs: true },
      'Dividends paid, 2024 (sign either way)',
    ],
    [
      'how much did cash go up or down in 2025',
      { value: money(net[1]!) },
      'Net increase / (decrease) in cash, 2025',
    ],
    ['cash at the start of 2024', { value: money(start[0]!) }, 'Cash at beginning of year, 2024'],
    [
      'operating cash flow growth from 2024 to 2025',
      { value: growth(opCash[0]!, opCash[1]!) },
      '(2025 - 2024) / |2024| * 100, net cash from operating activities',
    ],
    [
      'net cash from financing in 2024',
      { value: money(tot(fin, 0)) },
      'Net cash from financing activities, 2024',
    ],
    ['depreciation 2025', { value: money(op[1]![1][1]) }, 'Depreciation, 2025'],
    [
      'free cash flow 2025',
      { value: money(opCash[1]! + BigInt(inv[0]![1][1])) },
      'operating cash flow + purchase of equipment (negative), 2025',
    ],
    ['total exports this year', { value: money(S(expTot)) }, "Total, Total on 'Exports 2025'"],
    [
      'which country do we export most to',
      { value: money(expTot[topC]!), at: countries[topC]! },
      'destination with the largest Total',
    ],
    ['exports to germany in q3', { value: money(exp[2]![2]!) }, 'Germany, Q3'],
    [
      'what share of exports goes to japan',
      { value: pct(expTot[5]!, S(expTot)) },
      'Japan Total / all exports * 100',
    ],
    ['cash flow for march 2025', REFUSE, 'years only'],
    ['how much spice do we hold in stock', REFUSE, 'no inventory quantities'],
  ]),
};
