/** Translation agency: an aged receivables report with day buckets, US$. */
import ExcelJS from 'exceljs';
import { hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  cell,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(5);
const CLIENTS = [
  'Atlas Legal LLP',
  'Nordic Pharma AB',
  'Brightwater Publishing',
  'Helix Medical Devices',
  'Kaiser & Lamm GmbH',
  'Orchid Travel Group',
  'Pinecrest University Press',
  'Solano Software Inc',
  'Vantage Patents',
  'Westbrook Engineering',
];
const BUCKETS = ['Current', '1-30 days', '31-60 days', '61-90 days', '90+ days'];
const amt = (p: number, lo: number, hi: number): bigint =>
  r.next() < p ? BigInt(r.int(lo, hi)) * 100n + BigInt(r.int(0, 99)) : 0n;
const SLOW = 3; // only this client has anything over 90 days
const rows = CLIENTS.map((name, i) => {
  const b = [
    amt(0.8, 400, 6000),
    amt(0.6, 300, 4500),
    amt(0.4, 200, 3000),
    amt(0.25, 150, 2500),
    0n,
  ];
  if (i === SLOW) b[4] = BigInt(r.int(2500, 5200)) * 100n + 40n;
  if (total(b) === 0n) b[0] = 85000n;
  return { name, b, t: total(b) };
});
const col = (j: number): bigint => total(rows.map((x) => x.b[j]!));
const all = total(rows.map((x) => x.t));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Aged Receivables');
  putRows(ws, [
    ['Aged Receivables Summary'],
    ['LinguaBridge Translations LLC'],
    ['As at 31 October 2026 - ageing by due date'],
    [],
    ['Contact', ...BUCKETS, 'Total'],
    ...rows.map((x) => [x.name, ...x.b.map((v) => (v ? cell(v) : undefined)), cell(x.t)]),
    ['Total', ...BUCKETS.map((_, j) => cell(col(j))), cell(all)],
    [],
    ['Percentage of total', ...BUCKETS.map((_, j) => Number(pct(col(j), all)) / 100), 1],
  ]);
  for (let c = 2; c <= 7; c++) ws.getColumn(c).numFmt = '$#,##0.00';
  ws.getRow(9).numFmt = '0.00%';
  ws.getColumn(1).width = 30;
  return toBytes(wb);
}

const by = (n: string): bigint => rows.find((x) => x.name === n)!.t;
const over30 = rows.filter((x) => x.b[2]! + x.b[3]! + x.b[4]! > 0n).length;
export const translation: BlindBook = {
  name: 'translation',
  business: 'translation agency',
  shape: 'aged receivables, day buckets, percentage row',
  bytes,
  checks: [
    { what: 'bucket totals = row totals', a: total(BUCKETS.map((_, j) => col(j))), b: all },
    { what: 'largest debtor unique', a: uniqueMax(rows.map((x) => x.t)) ? 1n : 0n, b: 1n },
    { what: 'one client over 90 days', a: BigInt(rows.filter((x) => x.b[4]! > 0n).length), b: 1n },
  ],
  questions: questionsFor('translation', [
    ['how much are we owed in total', { value: hundredths(all), means: 'Total row, Total column' }],
    [
      'who owes us the most',
      {
        at: rows[argMax(rows.map((x) => x.t))]!.name,
        means: 'contact with the largest Total (unique)',
      },
    ],
    [
      'how much is more than 90 days old',
      { value: hundredths(col(4)), means: '90+ days column total' },
    ],
    [
      'what does nordic pharma owe',
      { value: hundredths(by('Nordic Pharma AB')), means: 'Nordic Pharma AB, Total' },
    ],
    [
      'how much is overdue',
      { value: hundredths(all - col(0)), means: 'all buckets except Current (= Total − Current)' },
    ],
    [
      'what % of the ledger is over 60 days',
      { value: pct(col(3) + col(4), all), means: '(61-90 + 90+) / Total, %' },
    ],
    [
      'which client pays slowest',
      {
        at: rows[SLOW]!.name,
        means: 'the only contact with a 90+ days balance (oldest debt and largest 90+ amount)',
      },
    ],
    [
      'how many clients owe us something over 30 days',
      { value: String(over30), means: 'contacts with anything in 31-60, 61-90 or 90+' },
    ],
    ['current total', { value: hundredths(col(0)), means: 'Current column total (not yet due)' }],
    ['31-60 day bucket total', { value: hundredths(col(2)), means: '31-60 days column total' }],
    [
      'how much will we collect in november',
      { refuse: true, means: 'a forecast; the report says nothing of payment dates' },
    ],
    ['should we stop working for atlas legal', { refuse: true, means: 'an opinion' }],
    [
      'average balance per client',
      { value: meanCents(all, rows.length), means: `Total / ${rows.length} contacts, to the cent` },
    ],
  ]),
};
