/** Window cleaner: an aged receivables summary as at 31 October 2026, GBP. */
import ExcelJS from 'exceljs';
import { hundredths, pct } from '../../expect';
import {
  argMax,
  type BlindBook,
  cell,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
} from '../lib';

const r = rng(7);
const names = [
  'Abbey Court Management',
  'Bayview Dental',
  'Castle Street Co-op',
  'Dunmore Primary School',
  'Elm Tree Care Home',
  'Fenwick Estate Agents',
  'Greenway Surgery',
  'Harbour Hotel',
  'Ivy House Nursery',
  'Jarvis Motors',
  'Kingsway Offices',
  'Lakeside Flats RMC',
];
const amt = (p: number): number => (r.next() < p ? r.int(20, 480) * 100 + r.pick([0, 50]) : 0);
const rows = names.map((n) => {
  const b = [amt(0.8), amt(0.55), amt(0.35), amt(0.2), amt(0.15)];
  if (b.reduce((a, x) => a + x, 0) === 0) b[0] = 6500;
  return { n, b, t: b.reduce((a, x) => a + x, 0) };
});
const col = (i: number): bigint => total(rows.map((x) => x.b[i]!));
const all = total(rows.map((x) => x.t));
const tots = rows.map((x) => x.t);
const top = rows[argMax(tots)]!;
const ninety = rows.map((x) => x.b[4]!);
const worst90 = rows[argMax(ninety)]!;
const overdue = all - col(0);
const over60 = col(3) + col(4);
const hotel = rows[7]!;
const clean = rows.filter((x) => x.t === x.b[0]).length;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  putRows(wb.addWorksheet('Aged Receivables'), [
    ['Crystal Clear Window Cleaning'],
    ['Aged Receivables Summary'],
    ['As at 31 October 2026'],
    [],
    ['Contact', 'Current', '1 - 30 days', '31 - 60 days', '61 - 90 days', 'Older', 'Total'],
    ...rows.map((x) => [x.n, ...x.b.map((v) => (v ? cell(v) : undefined)), cell(x.t)]),
    ['Total', ...[0, 1, 2, 3, 4].map((i) => cell(col(i))), cell(all)],
    [],
    ['Percentage of total', ...[0, 1, 2, 3, 4].map((i) => `${pct(col(i), all)}%`), '100%'],
  ]);
  return toBytes(wb);
}

export const windows: BlindBook = {
  name: 'windows',
  business: 'window cleaner (commercial rounds)',
  shape: 'aged receivables summary, buckets across',
  bytes,
  questions: questionsFor('windows', [
    [
      'how much are we owed in total',
      { value: hundredths(all), means: 'Total of the Total column' },
    ],
    [
      'how much is overdue',
      {
        value: hundredths(overdue),
        means: 'everything outside Current (1–30 + 31–60 + 61–90 + Older)',
      },
    ],
    ['who owes us the most', { at: top.n, means: 'contact with the largest Total' }],
    ["what's over 90 days", { value: hundredths(col(4)), means: 'Older column total' }],
    [
      'who has the most money older than 90 days',
      { at: worst90.n, means: 'contact with the largest Older amount' },
    ],
    [
      'what share of the debt is more than 60 days old',
      { value: pct(over60, all), means: '(61–90 + Older) / Total × 100' },
    ],
    [
      'how much does the Harbour Hotel owe',
      { value: hundredths(BigInt(hotel.t)), means: 'Harbour Hotel, Total' },
    ],
    [
      'total in the 31-60 bucket',
      { value: hundredths(col(2)), means: '31 - 60 days column total' },
    ],
    [
      'how many customers are fully up to date',
      { value: String(clean), means: 'contacts whose whole balance is Current' },
    ],
    ['current (not yet due) total', { value: hundredths(col(0)), means: 'Current column total' }],
    [
      'what does Jarvis Motors owe that is 1-30 days late',
      { value: hundredths(BigInt(rows[9]!.b[1]!)), means: 'Jarvis Motors, 1 - 30 days' },
    ],
    [
      'when did Bayview last pay us',
      { refuse: true, means: 'no payment dates in an aged summary' },
    ],
    ['how much will we collect in november', { refuse: true, means: 'a forecast' }],
  ]),
  checks: [
    { what: 'buckets = totals', a: [0, 1, 2, 3, 4].reduce((s, i) => s + col(i), 0n), b: all },
    { what: 'top debtor unique', a: uniqueMax(tots) ? 1n : 0n, b: 1n },
    {
      what: 'top 90+ unique and positive',
      a: uniqueMax(ninety) && worst90.b[4]! > 0 ? 1n : 0n,
      b: 1n,
    },
  ],
};
