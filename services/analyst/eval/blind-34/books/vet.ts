/**
 * vet: a mobile farm vet's Aged Receivables Summary as at 30 November 2026: title rows, one row
 * per client with Current / 1-30 / 31-60 / 61-90 / 90+ days buckets and a Total, a Total row and
 * a "Percentage of total" row under it. AUD.
 */
import ExcelJS from 'exceljs';
import { hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  cell,
  commas,
  holds,
  putRows,
  questionsFor,
  rng,
  roundNear,
  same,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(6);
const BUCKETS = ['Current', '1-30 days', '31-60 days', '61-90 days', '90+ days'] as const;
const CHANCE = [0.75, 0.5, 0.35, 0.22, 0.2];
const SIZE = [1800, 1400, 1100, 900, 800];
const CLIENTS = [
  'Benalla Equestrian Centre',
  'Bright Riding School',
  'Glenrowan Dairy',
  'High Plains Cattle',
  'K & J Hutchins',
  'Kiewa Valley Pony Club',
  'M. O’Dwyer',
  'Mansfield Alpaca Farm',
  'Milawa Free Range Eggs',
  'Murray Valley Stud',
  'Myrtleford Sheep Co',
  'Porepunkah Kennels',
  'T. Nguyen',
  'Tallangatta Beef Co',
  'Whitfield Goat Dairy',
] as const;

const aging: bigint[][] = CLIENTS.map((name) => {
  const row: bigint[] = BUCKETS.map((_, b) =>
    r.next() < CHANCE[b]! ? BigInt(Math.round(SIZE[b]! * (0.2 + 1.6 * r.next()) * 100)) : 0n,
  );
  // every client on the list owes something; these two carry old debt and an overdue amount
  if (name === 'Murray Valley Stud') {
    row[3] = row[3] || 148550n;
    row[4] = row[4] || 96000n;
  }
  if (name === 'Porepunkah Kennels') row[1] = row[1] || 41275n;
  if (total(row) === 0n) row[0] = BigInt(r.int(15000, 90000));
  return row;
});
const rowTotals = aging.map((row) => total(row));
const bucketTotals = BUCKETS.map((_, b) => total(aging.map((row) => row[b]!)));
const grand = total(rowTotals);
const idx = (n: (typeof CLIENTS)[number]): number => CLIENTS.indexOf(n);
const most = argMax(rowTotals);
const b3160 = aging.map((row) => row[2]!);
const most3160 = argMax(b3160);
const overdue = grand - bucketTotals[0]!;
const old = aging.filter((row) => row[4]! > 0n).length;
const threshold = roundNear(rowTotals, 100000n);
const over = rowTotals.filter((t) => t > threshold).length;
const mvs = aging[idx('Murray Valley Stud')]!;
const pk = aging[idx('Porepunkah Kennels')]!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Aged Receivables');
  const rows: unknown[][] = [
    ['Aged Receivables Summary'],
    ['High Country Mobile Vet'],
    ['As at 30 November 2026'],
    ['Ageing by due date · AUD'],
    [],
    ['Contact', ...BUCKETS, 'Total'],
    ...CLIENTS.map((c, i) => [c, ...aging[i]!.map(cell), cell(rowTotals[i]!)]),
    ['Total', ...bucketTotals.map(cell), cell(grand)],
    ['Percentage of total', ...bucketTotals.map((b) => `${pct(b, grand)}%`), '100%'],
  ];
  putRows(ws, rows);
  for (const n of [1, 6, 7 + CLIENTS.length]) ws.getRow(n).font = { bold: true };
  for (let c = 2; c <= 7; c++) {
    ws.getColumn(c).numFmt = '#,##0.00';
    ws.getColumn(c).width = 13;
  }
  ws.getColumn(1).width = 28;
  return toBytes(wb);
}

export const vet: BlindBook = {
  name: 'vet',
  business: 'mobile farm vet',
  shape: 'aged receivables summary: Current, 1-30, 31-60, 61-90, 90+ days, Total; Total and % rows',
  bytes,
  questions: questionsFor('vet', [
    [
      'how much are we owed in total',
      { value: hundredths(grand), means: 'Total row, Total column' },
    ],
    [
      'who owes us the most',
      {
        value: hundredths(rowTotals[most]!),
        at: CLIENTS[most],
        means: 'client with the largest Total',
      },
    ],
    [
      'how much is over 90 days',
      { value: hundredths(bucketTotals[4]!), means: '90+ days column total' },
    ],
    [
      'how much is overdue',
      {
        value: hundredths(overdue),
        means: 'everything past due: Total − Current (1-30 to 90+ added)',
      },
    ],
    [
      'what does Glenrowan Dairy owe us',
      { value: hundredths(rowTotals[idx('Glenrowan Dairy')]!), means: 'Glenrowan Dairy row Total' },
    ],
    [
      "how much of Murray Valley Stud's balance is over 60 days",
      { value: hundredths(mvs[3]! + mvs[4]!), means: 'Murray Valley Stud 61-90 + 90+ days' },
    ],
    [
      'what % of the debt is current',
      { value: pct(bucketTotals[0]!, grand), tol: 0.01, means: 'Current total / Total × 100' },
    ],
    [
      'how many clients have something over 90 days',
      { value: String(old), means: 'client rows with a 90+ days amount' },
    ],
    [
      'how many clients owe us money',
      { value: String(CLIENTS.length), means: 'client rows (every one has a Total above 0)' },
    ],
    [
      'who has the biggest 31-60 balance',
      {
        value: hundredths(b3160[most3160]!),
        at: CLIENTS[most3160],
        means: 'client with the largest 31-60 days amount',
      },
    ],
    [
      'average amount owed per client',
      { value: meanCents(grand, CLIENTS.length), means: 'Total / number of client rows' },
    ],
    [
      'total in 1-30 days',
      { value: hundredths(bucketTotals[1]!), means: '1-30 days column total' },
    ],
    [
      `how many clients owe more than $${commas(Number(threshold / 100n))}`,
      { value: String(over), means: 'client rows whose Total is above the threshold' },
    ],
    [
      'what does Porepunkah Kennels have overdue',
      {
        value: hundredths(rowTotals[idx('Porepunkah Kennels')]! - pk[0]!),
        means: 'Porepunkah Kennels Total − Current',
      },
    ],
    ['when will Glenrowan pay', { refuse: true, means: 'no payment dates or promises are held' }],
    [
      'how much did we invoice in november',
      { refuse: true, means: 'an aging holds balances owed, not invoices raised' },
    ],
    [
      'which clients always pay late',
      { refuse: true, means: 'one snapshot holds no payment history' },
    ],
  ]),
  checks: [
    same('buckets = rows', total(bucketTotals), total(rowTotals)),
    same('overdue both ways', overdue, total(bucketTotals.slice(1))),
    holds('most owed unique', uniqueMax(rowTotals)),
    holds('31-60 leader unique', uniqueMax(b3160)),
    holds('threshold leaves a fair count', over > 1 && over < CLIENTS.length - 1),
    holds('no client sits on the threshold', !rowTotals.includes(threshold)),
    holds(
      'every client owes something',
      rowTotals.every((t) => t > 0n),
    ),
  ],
};
