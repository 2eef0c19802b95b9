/**
 * A dental lab's AR aging report (JPY, whole yen): one row per clinic with Current, 1-30,
 * 31-60, 61-90, Over 90 and Total, a TOTAL row at the bottom and a note line under the table.
 */
import { money, pct, sum } from '../../expect';
import { argmax, ask, cell, int, rng, toBytes, uniqueMax, type BlindBook } from '../kit';

const NAME = 'dental-lab-aging';
const r = rng(6);
const CLINICS = [
  'Sakura Dental',
  'Aoyama Smile Clinic',
  'Kobayashi Shika',
  'Minato Orthodontics',
  'Ueno Family Dental',
  'Shibuya Implant Center',
  'Nakano Kids Dental',
  'Meguro Dental Office',
];
const BUCKETS = ['Current', '1-30', '31-60', '61-90', 'Over 90'];
/** whole yen x 100 = "cents" so the shared helpers apply */
const ages = CLINICS.map(() =>
  BUCKETS.map((_, b) =>
    r() < 0.25 + b * 0.1 ? 0n : BigInt(int(r, 20_000, 480_000 - b * 60_000)) * 100n,
  ),
);
const rowTotal = ages.map((a) => sum(a));
const colTotal = BUCKETS.map((_, b) => sum(ages.map((a) => a[b]!)));
const grand = sum(rowTotal);
const over60 = ages.map((a) => a[3]! + a[4]!);
if (!uniqueMax(rowTotal) || !uniqueMax(ages.map((a) => a[4]!))) throw new Error(`${NAME}: tie`);

export const dentalLabAging: BlindBook = {
  name: NAME,
  business: 'dental lab',
  shape: 'AR aging by customer, TOTAL row, note under the table',
  build: () =>
    toBytes((wb) => {
      const ws = wb.addWorksheet('AR Aging');
      ws.addRow(['Tokyo Crown Dental Laboratory']);
      ws.addRow(['Accounts receivable aging as of 30 Nov 2025 (¥)']);
      ws.addRow(['Clinic', ...BUCKETS, 'Total']);
      CLINICS.forEach((c, i) => ws.addRow([c, ...ages[i]!.map(cell), cell(rowTotal[i]!)]));
      ws.addRow(['TOTAL', ...colTotal.map(cell), cell(grand)]);
      ws.addRow([]);
      ws.addRow(['Note: Minato Orthodontics disputes one invoice; follow up in December.']);
    }),
  checks: [{ what: 'bucket totals = clinic totals', a: sum(colTotal), b: grand }],
  questions: ask(NAME, [
    [
      'who owes us the most',
      { at: CLINICS[argmax(rowTotal)]!, means: 'clinic with the largest Total' },
    ],
    ['total receivables', { value: money(grand), means: 'TOTAL row, Total column' }],
    [
      'how much is more than 60 days late',
      { value: money(colTotal[3]! + colTotal[4]!), means: '61-90 + Over 90, all clinics' },
    ],
    ['how much is over 90 days', { value: money(colTotal[4]!), means: 'Over 90 column total' }],
    ['how much is current', { value: money(colTotal[0]!), means: 'Current column total' }],
    [
      'what percent of receivables is over 90 days',
      { value: pct(colTotal[4]!, grand), means: 'Over 90 total / grand total * 100' },
    ],
    [
      'how much does sakura dental owe',
      { value: money(rowTotal[0]!), means: 'Sakura Dental Total' },
    ],
    [
      'which clinic has the most over 90 days',
      { at: CLINICS[argmax(ages.map((a) => a[4]!))]!, means: 'largest Over 90 cell' },
    ],
    [
      'how much does ueno owe that is past due',
      {
        value: money(rowTotal[4]! - ages[4]![0]!),
        means: 'Ueno Family Dental Total minus Current (all buckets 1+ days)',
      },
    ],
    ['total 31-60', { value: money(colTotal[2]!), means: '31-60 column total' }],
    ['meguro 61-90', { value: money(ages[7]![3]!), means: 'one cell' }],
    [
      'how much over 60 days for shibuya',
      { value: money(over60[5]!), means: 'Shibuya 61-90 + Over 90' },
    ],
    [
      'how much did we invoice this year',
      { refuse: true, means: 'aging shows open balances only, not invoicing' },
    ],
    ['when will nakano pay', { refuse: true, means: 'no payment dates on the sheet' }],
  ]),
};
