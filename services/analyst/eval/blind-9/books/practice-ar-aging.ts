/**
 * Accounting practice aged receivables (ZAR, monthly retainers): two title lines, an "as at" line,
 * buckets Current / 1 - 30 / 31 - 60 / 61 - 90 / > 90 / Total per client, and a Total row at
 * the bottom. Many cells are zero.
 */
import { meanCents, money as m, pct } from '../../expect';
import { ExcelJS, argExtreme, asker, cell, rng, sumN, toBytes, type BlindBook } from '../kit';

const NAME = 'practice-ar-aging';
const r = rng(NAME);
const CLIENTS = [
  'Nkosi Plumbing CC',
  'Blue Crane Guest House',
  'Dlamini Attorneys',
  'Karoo Veld Meats',
  'Marais Family Trust',
  'Oceanview Dental',
  'Pillay Logistics',
  'Rooibos Road Café',
  'Sithole Electrical',
  'Table Bay Yachts',
  'Umhlanga Florists',
  'Van Wyk Motors',
  'Windhoek Street Bakery',
  'Zebra Print Studio',
];
const BUCKETS = ['Current', '1 - 30', '31 - 60', '61 - 90', '> 90'];
const aging = CLIENTS.map(() =>
  BUCKETS.map((_, b) =>
    r.next() < [0.9, 0.6, 0.35, 0.25, 0.2][b]! ? r.int(150_000, 1_200_000) : 0,
  ),
);
const rowTotal = aging.map((x) => sumN(x));
const bucketTotal = BUCKETS.map((_, b) => sumN(aging.map((x) => x[b]!)));
const grand = sumN(rowTotal);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('AR Aging');
  ws.addRow(['Hollis & Mbeki Accountants Inc.']);
  ws.addRow(['Aged Receivables Summary']);
  ws.addRow(['As at 31 October 2025 · ZAR']);
  ws.addRow(['Client', ...BUCKETS, 'Total']);
  aging.forEach((x, i) => ws.addRow([CLIENTS[i], ...x.map(cell), cell(rowTotal[i]!)]));
  ws.addRow(['Total', ...bucketTotal.map(cell), cell(grand)]);
  for (let c = 2; c <= 7; c++) ws.getColumn(c).numFmt = '"R" #,##0.00';
  return toBytes(wb);
}

const { q, list } = asker(NAME);
const top = argExtreme(rowTotal, 'max');
const over90 = aging.map((x) => x[4]!);
const top90 = argExtreme(over90, 'max');
const c = (name: string): number => CLIENTS.indexOf(name);
const vw = c('Van Wyk Motors');
const pil = c('Pillay Logistics');
const past30 = (i: number): number => aging[i]![2]! + aging[i]![3]! + aging[i]![4]!;

q('how much are we owed in total', { value: m(grand) }, 'Total row, Total column');
q(
  'who owes us the most',
  { value: m(rowTotal[top]!), at: CLIENTS[top]! },
  'client with the largest Total',
);
q(
  'how much is more than 60 days late',
  { value: m(bucketTotal[3]! + bucketTotal[4]!) },
  '61 - 90 plus > 90 totals',
);
q('over 90 days?', { value: m(bucketTotal[4]!) }, '> 90 total');
q('what is current (not yet due)', { value: m(bucketTotal[0]!) }, 'Current total');
q(
  'what % of receivables is overdue',
  { value: pct(grand - bucketTotal[0]!, grand) },
  '(Total - Current) / Total',
);
q('how much does van wyk motors owe', { value: m(rowTotal[vw]!) }, 'Van Wyk Motors, Total');
q(
  'how much of pillay logistics is over 30 days',
  { value: m(past30(pil)) },
  'Pillay Logistics: 31 - 60 + 61 - 90 + > 90',
);
q(
  'which client has the most over 90 days',
  { value: m(over90[top90]!), at: CLIENTS[top90]! },
  'largest > 90 cell',
);
q(
  'how many clients have something over 90 days',
  { value: String(over90.filter((v) => v > 0).length) },
  'count of clients with a non-zero > 90',
);
q(
  'average balance per client',
  { value: meanCents(grand, CLIENTS.length) },
  'grand total / 14 clients',
);
q('when will dlamini attorneys pay', { refuse: true }, 'payment dates are not in an aging summary');
q(
  'what bad debt provision should we make',
  { refuse: true },
  'a policy question: the sheet does not say',
);
q('1-30 days total', { value: m(bucketTotal[1]!) }, '1 - 30 total');
q(
  'how much does oceanview dental owe that is current',
  { value: m(aging[c('Oceanview Dental')]![0]!) },
  'Oceanview Dental, Current',
);
q(
  'whats the total for clients owing more than R10,000',
  { value: m(sumN(rowTotal.filter((t) => t > 1_000_000))) },
  'sum of client Totals above R10,000.00',
);

export const practiceArAging: BlindBook = {
  name: NAME,
  business: 'accounting practice (retainers)',
  shape: 'AR aging: title lines, buckets, Total column and Total row',
  bytes,
  questions: list,
  checks: [
    ['bucket totals add to the grand total', sumN(bucketTotal) === grand],
    ['every client owes something', rowTotal.every((t) => t > 0)],
  ],
};
