/** Vineyard: 12-month cash-flow forecast Jul 2026-Jun 2027, months across, opening/closing chain, NZD. */
import ExcelJS from 'exceljs';
import { hundredths, pct } from '../../expect';
import {
  argMin,
  cell,
  monthPlaces,
  MON,
  MONTHS,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(10);
const N = 12;
const months = Array.from({ length: N }, (_, k) => ({ m: (6 + k) % 12, y: k < 6 ? 2026 : 2027 }));
const s = (f: (k: number) => number): bigint[] =>
  Array.from({ length: N }, (_, k) => BigInt(f(k)) * 100n);
const receipts: Array<[string, bigint[]]> = [
  [
    'Cellar door & tastings',
    s((k) => r.int(k >= 4 && k <= 8 ? 22000 : 9000, k >= 4 && k <= 8 ? 34000 : 15000)),
  ],
  ['Export sales (UK/US)', s(() => (r.next() < 0.5 ? r.int(20000, 60000) : 0))],
  [
    'Grape sales to Cloudy Bay',
    s((k) => (k === 9 ? r.int(90000, 120000) : k === 10 ? r.int(60000, 80000) : 0)),
  ],
];
const payments: Array<[string, bigint[]]> = [
  ['Vineyard labour', s((k) => r.int(k >= 8 ? 28000 : 14000, k >= 8 ? 42000 : 20000))],
  ['Sprays & fertiliser', s((k) => (k >= 3 && k <= 7 ? r.int(6000, 12000) : r.int(500, 2000)))],
  ['Bottling & packaging', s((k) => (k === 1 || k === 2 ? r.int(30000, 45000) : 0))],
  ['Freight', s(() => r.int(1500, 6000))],
  ['Loan repayments (BNZ)', s(() => 8500)],
  ['GST (net)', s((k) => (k % 2 === 0 ? r.int(2000, 9000) : 0))],
];
const opening0 = BigInt(r.int(150000, 190000)) * 100n;
const rec = Array.from({ length: N }, (_, k) => total(receipts.map(([, v]) => v[k]!)));
const pay = Array.from({ length: N }, (_, k) => total(payments.map(([, v]) => v[k]!)));
const net = rec.map((x, k) => x - pay[k]!);
const opening: bigint[] = [];
const closing: bigint[] = [];
let c = opening0;
for (let k = 0; k < N; k++) {
  opening.push(c);
  c += net[k]!;
  closing.push(c);
}
const lowC = argMin(closing);
const worstNet = argMin(net);
const label = (k: number): string => `${MON[months[k]!.m]}-${String(months[k]!.y).slice(2)}`;
const mp = (k: number): string[] => monthPlaces(months[k]!.m, months[k]!.y);
const get = (n: string): bigint[] => [...receipts, ...payments].find(([x]) => x === n)![1];

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Cash flow FY27');
  const rows: unknown[][] = [
    ['Kōwhai Ridge Vineyard - cash flow forecast'],
    ['Year ending 30 June 2027 (NZ$, GST exclusive)'],
    [],
    ['', ...months.map((_, k) => label(k)), 'Total'],
    ['Opening cash', ...opening.map(cell)],
    ['Receipts'],
  ];
  for (const [n, v] of receipts) rows.push([n, ...v.map(cell), cell(total(v))]);
  rows.push(['Total receipts', ...rec.map(cell), cell(total(rec))]);
  rows.push(['Payments']);
  for (const [n, v] of payments) rows.push([n, ...v.map(cell), cell(total(v))]);
  rows.push(['Total payments', ...pay.map(cell), cell(total(pay))]);
  rows.push([]);
  rows.push(['Net cash flow', ...net.map(cell), cell(total(net))]);
  rows.push(['Closing cash', ...closing.map(cell)]);
  putRows(ws, rows);
  for (let k = 2; k <= 14; k++) ws.getColumn(k).numFmt = '#,##0;[Red](#,##0)';
  return toBytes(wb);
}

const expK = [8, 7, 9, 6, 10, 11, 5].find((k) => get('Export sales (UK/US)')[k]! > 0n)!;
const negMonths = net.filter((x) => x < 0n).length;

export const vineyard: BlindBook = {
  name: 'vineyard',
  business: 'vineyard and cellar door',
  shape:
    'cash-flow forecast, 12 months across as "Jul-26", receipts/payments sections, opening/closing cash chain',
  bytes: build,
  questions: questionsFor('vineyard', [
    [
      'closing cash in june 2027?',
      { value: hundredths(closing[N - 1]!), means: 'Closing cash, Jun-27' },
    ],
    ['when is cash at its lowest', { at: mp(lowC), means: 'month with the smallest Closing cash' }],
    [
      'total receipts forecast for the year',
      { value: hundredths(total(rec)), means: 'Total receipts, Total column' },
    ],
    [
      `how much export do we expect in ${MONTHS[months[expK]!.m]!.toLowerCase()}`,
      {
        value: hundredths(get('Export sales (UK/US)')[expK]!),
        means: `Export sales (UK/US), ${label(expK)}`,
      },
    ],
    [
      'which month has the biggest net outflow',
      { at: mp(worstNet), means: 'month with the most negative Net cash flow' },
    ],
    [
      'what will bottling cost us',
      {
        value: hundredths(total(get('Bottling & packaging'))),
        means: 'Bottling & packaging, Total',
      },
    ],
    [
      'in how many months do we pay out more than comes in',
      { value: String(negMonths), means: 'count of months with Net cash flow < 0' },
    ],
    [
      'net cash flow over the year',
      {
        value: hundredths(total(net)),
        means: 'Net cash flow, Total (= closing Jun-27 - opening Jul-26)',
      },
    ],
    [
      'what cash do we start july with',
      { value: hundredths(opening0), means: 'Opening cash, Jul-26' },
    ],
    [
      'what did the cellar door actually take in august',
      { refuse: true, means: 'a forecast only: no actuals in the sheet' },
    ],
    [
      'how much profit will we make this year',
      { refuse: true, means: 'cash flow, not profit (no depreciation, stock, accruals)' },
    ],
    [
      'grape sales in april',
      {
        value: hundredths(get('Grape sales to Cloudy Bay')[9]!),
        means: 'Grape sales to Cloudy Bay, Apr-27',
      },
    ],
    [
      'what share of receipts is export',
      {
        value: pct(total(get('Export sales (UK/US)')), total(rec)),
        means: 'Export total / Total receipts, % 2 dp',
      },
    ],
  ]),
  checks: [
    { what: 'opening + net = closing', a: opening0 + total(net), b: closing[N - 1]! },
    { what: 'lowest closing unique', a: uniqueMax(closing.map((x) => -x)) ? 1n : 0n, b: 1n },
    { what: 'worst net unique', a: uniqueMax(net.map((x) => -x)) ? 1n : 0n, b: 1n },
  ],
};
