/** A printing co-op's A/R aging summary: buckets across, a TOTAL row, blanks for nothing owed. kr (SEK). */
import ExcelJS from 'exceljs';
import { money, pct, sum } from '../../expect';
import {
  amt,
  argMax,
  cents,
  put,
  questionsFor,
  REFUSE,
  rng,
  toBytes,
  type BlindBook,
} from '../kit';

const r = rng(6);
const CUSTOMERS = [
  'Bokhandeln Ekdahl',
  'Malmö Teater',
  'Café Kanelbulle',
  'Studentkåren',
  'Nordic Events AB',
  'Lunds Kyrka',
  'Grafik & Form',
  'Sjöberg Fastigheter',
  'Hamnens Bryggeri',
  'Tidningen Vecka',
];
const BUCKETS = ['Current', '1 - 30', '31 - 60', '61 - 90', '> 90'];
const rows = CUSTOMERS.map(() =>
  BUCKETS.map((_, b) => (r() < [0.8, 0.6, 0.4, 0.3, 0.25][b]! ? cents(r, 800, 42000) : 0)),
);
const rowTotal = rows.map((x) => sum(x));
const colTotal = BUCKETS.map((_, b) => sum(rows.map((x) => x[b]!)));
const grand = sum(rowTotal);

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('AR Aging');
  let row = put(ws, 1, [
    ['Tryckeriet Kooperativ ek. för.'],
    ['A/R Aging Summary'],
    ['As of 31 December 2025'],
    [],
  ]);
  row = put(ws, row, [[null, ...BUCKETS, 'TOTAL']]);
  row = put(
    ws,
    row,
    rows.map((x, i) => [CUSTOMERS[i], ...x.map((v) => (v ? amt(v) : null)), amt(rowTotal[i]!)]),
  );
  put(ws, row, [['TOTAL', ...colTotal.map(amt), amt(grand)], [], ['Amounts in SEK (kr)']]);
  return toBytes(wb);
}

const top = argMax(rowTotal);
const over60 = colTotal[3]! + colTotal[4]!;
const malmo = 1;

export const printingAging: BlindBook = {
  name: 'printing-aging',
  business: 'printing co-op',
  shape: 'AR aging summary',
  build,
  checks: [{ what: 'sum of bucket totals = sum of customer totals', a: sum(colTotal), b: grand }],
  questions: questionsFor('printing-aging', [
    ['who owes us the most', { at: CUSTOMERS[top]! }, 'customer with the highest TOTAL'],
    ['total receivables', { value: money(grand) }, 'TOTAL of TOTAL'],
    ['how much is more than 60 days late', { value: money(over60) }, '61-90 + >90 totals'],
    ['how much is over 90 days', { value: money(colTotal[4]!) }, '> 90 total'],
    [
      'what share of receivables is current',
      { value: pct(colTotal[0]!, grand) },
      'Current total / grand total, %',
    ],
    ['how much does Malmö Teater owe', { value: money(rowTotal[malmo]!) }, 'row TOTAL'],
    [
      'how much of what Malmö Teater owes is overdue',
      { value: money(rowTotal[malmo]! - BigInt(rows[malmo]![0]!)) },
      'row TOTAL - Current',
    ],
    [
      'how many customers have anything over 90 days',
      { value: String(rows.filter((x) => x[4]! > 0).length), tol: 0 },
      'rows with a non-blank > 90 cell',
    ],
    ['total overdue', { value: money(grand - colTotal[0]!) }, 'all buckets except Current'],
    ['31-60 day bucket total', { value: money(colTotal[2]!) }, 'column total'],
    [
      'what does studentkåren owe in the 1-30 column',
      { value: money(rows[3]![1]!) },
      'single cell (blank = 0)',
    ],
    ['when will Nordic Events pay', REFUSE, 'no payment dates'],
    ["what's our bad debt", REFUSE, 'ambiguous: no write-off policy in the sheet'],
    ['how much do we owe our suppliers', REFUSE, 'receivables only, not payables'],
  ]),
};
