/**
 * Fencing contractor (MAD, dirham): an A/R aging summary, title + "As of" line, buckets
 * Current / 1 - 30 / 31 - 60 / 61 - 90 / > 90 / Total per customer, a TOTAL row at the bottom.
 * Empty cells where a customer owes nothing in a bucket.
 */
import { meanCents, money, pct } from '../../expect';
import {
  argExtreme,
  asker,
  cell,
  newBook,
  rng,
  SEED,
  sumOf,
  toBytes,
  type BlindBook,
} from '../lib';

const NAME = 'fencing-ar';
const r = rng(SEED + 6);
const BUCKETS = ['Current', '1 - 30', '31 - 60', '61 - 90', '> 90'];
const CUSTOMERS = [
  'Riad Al Bahia',
  'Ecole Ibn Sina',
  'Ferme Oulad Ali',
  'Villa Zitoun',
  'Hotel Atlas Vue',
  'M. Benali',
  'Cooperative Argan',
  'Dar Souiri',
  'Camping Tamraght',
];
const ages = CUSTOMERS.map(() =>
  BUCKETS.map((_, b) => (r.next() < [0.7, 0.5, 0.4, 0.3, 0.25][b]! ? r.int(1500, 48000) * 100 : 0)),
);
ages.forEach((a) => {
  if (!a.some((x) => x > 0)) a[0] = r.int(2000, 9000) * 100;
});
const custTotal = ages.map((a) => sumOf(a));
const bucketTotal = BUCKETS.map((_, b) => sumOf(ages.map((a) => a[b]!)));
const grand = sumOf(custTotal);

async function build(): Promise<Uint8Array> {
  const wb = newBook();
  const ws = wb.addWorksheet('AR Aging');
  ws.addRow(['Clôtures Souss SARL']);
  ws.addRow(['A/R Aging Summary']);
  ws.addRow(['As of 31 October 2026']);
  ws.addRow(['Customer', ...BUCKETS, 'Total']);
  CUSTOMERS.forEach((c, i) =>
    ws.addRow([c, ...ages[i]!.map((v) => (v ? cell(v) : null)), cell(custTotal[i]!)]),
  );
  ws.addRow(['TOTAL', ...bucketTotal.map(cell), cell(grand)]);
  ws.addRow([]);
  ws.addRow(['Amounts in MAD']);
  return toBytes(wb);
}

const { qs, ask } = asker(NAME);
const over60 = bucketTotal[3]! + bucketTotal[4]!;
const overdue = grand - bucketTotal[0]!;
const oldestCust = argExtreme(ages.map((a) => a[4]!));
ask('how much are we owed in total', { value: money(grand) }, 'TOTAL row, Total column');
ask(
  'who owes us the most',
  { at: CUSTOMERS[argExtreme(custTotal)]! },
  'customer with the largest Total',
);
ask('how much is more than 60 days late', { value: money(over60) }, '61 - 90 plus > 90 totals');
ask('over 90 days?', { value: money(bucketTotal[4]!) }, '> 90 total');
ask('what does villa zitoun owe', { value: money(custTotal[3]!) }, 'Villa Zitoun, Total');
ask('how much is current', { value: money(bucketTotal[0]!) }, 'Current total (not yet due)');
ask(
  'what % of receivables is overdue',
  { value: pct(overdue, grand) },
  '(all buckets except Current) / Total * 100',
);
ask('how much is overdue', { value: money(overdue) }, 'Total minus Current');
ask(
  'how many customers have something past 90 days',
  { value: String(ages.filter((a) => a[4]! > 0).length) },
  'customers with a non-empty > 90 cell',
);
ask('who has the most over 90', { at: CUSTOMERS[oldestCust]! }, 'customer with the largest > 90');
ask('1-30 bucket total', { value: money(bucketTotal[1]!) }, '1 - 30 total');
ask(
  'how much does hotel atlas vue owe that is 31-60 days',
  { value: money(ages[4]![2]!) },
  'one cell (empty = 0)',
);
ask(
  'average balance per customer',
  { value: meanCents(grand, CUSTOMERS.length) },
  'Total / number of customers, rounded to the cent',
);
ask('when will the riad pay us', { refuse: true }, 'no payment dates or promises in the report');
ask(
  'how much did we invoice this year',
  { refuse: true },
  'aging shows open balances, not invoiced amounts',
);
export const fencingAr: BlindBook = {
  name: NAME,
  business: 'fencing contractor',
  shape: 'AR aging summary with buckets and a TOTAL row',
  build,
  questions: qs,
  checks: [{ what: 'bucket totals = customer totals', a: sumOf(bucketTotal), b: sumOf(custTotal) }],
};
