/** Children's nursery: an aged debtors summary of parents' fee accounts (£). */
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

const r = rng(8);
const FAMILIES: Array<[string, string]> = [
  ['Patel, Ravi & Meera', 'Anaya'],
  ['Hughes, Sarah', 'Ollie'],
  ['Okonkwo, Chidi', 'Ada'],
  ['Murphy, Ciara', 'Finn'],
  ['Lewandowski, Anna', 'Zofia'],
  ['Clarke, Tom & Jess', 'Isla'],
  ['Ahmed, Yusuf', 'Musa'],
  ['Reid, Laura', 'Harris'],
  ['Fernandes, Bruno', 'Leo'],
  ['Whitaker, Emma', 'Poppy'],
  ['Campbell, Iain', 'Rory'],
  ['Begum, Shahana', 'Aria'],
  ['Dawson, Mark', 'Theo'],
  ['Sutherland, Kate', 'Elsie'],
];
const BUCKETS = ['Current', '1-30 days', '31-60 days', '61-90 days', 'Over 90 days'];
const rows = FAMILIES.map((_, i) => {
  const fee = r.int(60000, 145000);
  return [
    r.next() < 0.8 ? fee : 0,
    r.next() < 0.45 ? r.int(8000, 90000) : 0,
    r.next() < 0.3 ? r.int(8000, 80000) : 0,
    r.next() < 0.15 || i === 6 ? r.int(5000, 70000) : 0,
    r.next() < 0.1 || i === 9 ? r.int(5000, 60000) : 0,
  ];
});
const famTotal = rows.map((v) => total(v));
const bucketTotal = BUCKETS.map((_, j) => total(rows.map((v) => v[j]!)));
const grand = total(famTotal);
const idx = (surname: string): number => FAMILIES.findIndex(([f]) => f.startsWith(surname));
const top = argMax(famTotal);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Aged Debtors');
  putRows(ws, [
    ['Little Acorns Nursery'],
    ['Aged Debtors Summary as at 31 October 2026'],
    [],
    ['Parent / Account', 'Child', ...BUCKETS, 'Total'],
    ...FAMILIES.map(([f, c], i) => [
      f,
      c,
      ...rows[i]!.map((x) => (x ? cell(x) : 0)),
      cell(famTotal[i]!),
    ]),
    ['Total', undefined, ...bucketTotal.map(cell), cell(grand)],
  ]);
  return toBytes(wb);
}

const over60 = rows.filter((v) => v[3]! + v[4]! > 0).length;
const q = questionsFor('nursery', [
  [
    'how much do parents owe us in total',
    { value: hundredths(grand), means: 'Total row, Total column' },
  ],
  [
    'how much is over 90 days',
    { value: hundredths(bucketTotal[4]!), means: 'Total of the Over 90 days column' },
  ],
  [
    'which family owes the most',
    {
      at: [FAMILIES[top]![0], FAMILIES[top]![0].split(',')[0]!],
      means: 'account with the largest Total (unique)',
    },
  ],
  [
    'what does the Patel family owe',
    { value: hundredths(famTotal[idx('Patel')]!), means: 'Patel, Ravi & Meera, Total' },
  ],
  [
    'how many families are more than 60 days behind',
    {
      value: String(over60),
      means: 'count of accounts with anything in 61-90 days or Over 90 days',
    },
  ],
  [
    'what share of the debt is current',
    { value: pct(bucketTotal[0]!, grand), means: 'Current total / grand Total × 100, 2 dp' },
  ],
  [
    'how much is overdue',
    {
      value: hundredths(grand - bucketTotal[0]!),
      means: 'grand Total − Current (all aged buckets)',
    },
  ],
  [
    "how much does Ollie's family owe",
    {
      value: hundredths(famTotal[idx('Hughes')]!),
      means: 'Total of the account whose Child is Ollie (Hughes)',
    },
  ],
  [
    '1-30 day total',
    { value: hundredths(bucketTotal[1]!), means: 'Total of the 1-30 days column' },
  ],
  [
    'average balance per family',
    { value: meanCents(grand, FAMILIES.length), means: 'grand Total / 14 accounts, to the penny' },
  ],
  [
    'how much of the Ahmed balance is 61 to 90 days old',
    { value: hundredths(rows[idx('Ahmed')]![3]!), means: 'Ahmed, Yusuf, 61-90 days' },
  ],
  ['which parents will pay late next month', { refuse: true, means: 'a forecast' }],
  [
    'how much did we invoice in october',
    { refuse: true, means: 'invoicing is not in an aged debtors summary' },
  ],
]);

export const nursery: BlindBook = {
  name: 'nursery',
  business: "children's nursery",
  shape: 'aged debtors summary (buckets across, families down, totals row)',
  bytes,
  questions: q,
  checks: [
    { what: 'bucket totals = family totals', a: total(bucketTotal), b: grand },
    { what: 'top debtor unique', a: uniqueMax(famTotal) ? 1n : 0n, b: 1n },
    { what: 'Ahmed has a 61-90 balance', a: rows[idx('Ahmed')]![3]! > 0 ? 1n : 0n, b: 1n },
  ],
};
