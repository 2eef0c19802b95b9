/**
 * Book 6 — packaging supplier (TRY): A/R AGING SUMMARY as at 30 Nov 2026: company, report and
 * date title rows; twelve customers down; Current, 1 - 30, 31 - 60, 61 - 90, 91 and over,
 * Total; blanks where nothing is due; a TOTAL row and a "% of total" row (fractions shown
 * `0.0%`); whole lira, `"₺"` prefix.
 */
import ExcelJS from 'exceljs';
import { meanCents, money, pct } from '../../expect';
import { at, between, bold, fmt, refuse, th, title, val, widths } from '../helpers';
import {
  argMax,
  argMin,
  holds,
  offThreshold,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  whole,
  type BlindBook,
} from '../lib';

const r = rng(6);
const NAME = 'packaging';
const NAMES = [
  'Ege Gıda A.Ş.',
  'Marmara Tekstil',
  'Karadeniz Fındık',
  'Anka Kozmetik',
  'Boğaziçi Elektronik',
  'Toros Un',
  'Ada Zeytinyağı',
  'Kapadokya Şarap',
  'Yıldız Oyuncak',
  'Pamukkale Süt',
  'Akdeniz Narenciye',
  'Trakya Mobilya',
];
const BUCKETS = ['Current', '1 - 30', '31 - 60', '61 - 90', '91 and over'] as const;
const ODDS = [0.85, 0.6, 0.35, 0.2, 0];
const RANGE: Array<[number, number]> = [
  [20000, 180000],
  [5000, 90000],
  [4000, 60000],
  [3000, 40000],
  [2500, 30000],
];
// rows[c][b] in cents of whole lira (0 = blank)
const rows = NAMES.map(() =>
  BUCKETS.map((_, b) => (r.next() < ODDS[b]! ? whole(r, RANGE[b]![0], RANGE[b]![1]) : 0)),
);
// three customers hold debts over 90 days (one disputed)
for (const c of [4, 7, 10]) rows[c]![4] = whole(r, RANGE[4]![0], RANGE[4]![1]);
// Ege has something overdue; Anka has a balance
rows[0]![1] = rows[0]![1] || whole(r, 5000, 30000);
rows[3]![0] = rows[3]![0] || whole(r, 20000, 60000);
const custTot = rows.map((b) => total(b));
const bucketTot = BUCKETS.map((_, b) => total(rows.map((x) => x[b]!)));
const grand = total(custTot);
const overdue = grand - bucketTot[0]!;
const over60 = bucketTot[3]! + bucketTot[4]!;
const n60 = rows.filter((x) => x[3]! + x[4]! > 0).length;
const top = argMax(custTot);
const least = argMin(custTot);
const top90 = argMax(rows.map((x) => x[4]!));
const thr = between(custTot, 5);
const overThr = custTot.filter((x) => x > BigInt(thr)).length;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('A-R Aging');
  title(ws, 1, 'Anadolu Ambalaj San. ve Tic. Ltd. Şti.', 7);
  title(ws, 2, 'A/R Aging Summary', 7);
  title(ws, 3, 'As of 30 November 2026', 7);
  ws.getRow(5).values = ['Customer', ...BUCKETS, 'Total'];
  rows.forEach((x, i) => {
    ws.getRow(6 + i).values = [
      NAMES[i]!,
      ...x.map((v) => (v ? v / 100 : null)),
      Number(custTot[i]!) / 100,
    ];
  });
  const tr = 6 + rows.length;
  ws.getRow(tr).values = ['TOTAL', ...bucketTot.map((v) => Number(v) / 100), Number(grand) / 100];
  ws.getRow(tr + 1).values = ['% of total', ...bucketTot.map((v) => Number(v) / Number(grand)), 1];
  bold(ws, 5, tr, tr + 1);
  fmt(ws, [2, 3, 4, 5, 6, 7], '"₺"#,##0');
  for (let c = 2; c <= 7; c++) ws.getCell(tr + 1, c).numFmt = '0.0%';
  widths(ws, [24, 12, 12, 12, 12, 13, 13]);
  return toBytes(wb);
}

export const packaging: BlindBook = {
  name: NAME,
  business: 'packaging supplier',
  shape: 'A/R aging summary with buckets, TOTAL and a "% of total" row',
  bytes,
  checks: [
    same('customers = buckets', total(custTot), total(bucketTot)),
    same('current + overdue = total', bucketTot[0]! + overdue, grand),
    unique('top debtor', custTot),
    unique('least debtor', custTot, 'min'),
    unique(
      'most over 90',
      rows.map((x) => x[4]!),
    ),
    holds('exactly three over 90', rows.filter((x) => x[4]! > 0).length === 3),
    holds(
      'Ege has overdue, Anka a balance',
      custTot[0]! - BigInt(rows[0]![0]!) > 0n && custTot[3]! > 0n,
    ),
    offThreshold('customer total', custTot, thr),
    holds(
      'every customer owes something',
      custTot.every((x) => x > 0n),
    ),
  ],
  questions: questionsFor(NAME, [
    ['How much are we owed in total?', val(money(grand), 'TOTAL row, Total')],
    ['Who owes us the most?', at(NAMES[top]!, 'customer with the largest Total')],
    ['How much is more than 90 days overdue?', val(money(bucketTot[4]!), '91 and over, TOTAL')],
    ['How much is overdue?', val(money(overdue), 'Total − Current')],
    [
      'What share of our receivables is current?',
      val(pct(bucketTot[0]!, grand), 'Current / Total, %', { tol: 0.06 }),
    ],
    [
      'How many customers have balances older than 60 days?',
      val(String(n60), 'customers with 61 - 90 or 91 and over'),
    ],
    ['How much does Anka Kozmetik owe us?', val(money(custTot[3]!), 'Anka Kozmetik, Total')],
    ['Which customer has the most over 90 days?', at(NAMES[top90]!, 'largest 91 and over balance')],
    ['How much is in the 31 to 60 day bucket?', val(money(bucketTot[2]!), '31 - 60, TOTAL')],
    [
      "How much of Ege Gıda's balance is overdue?",
      val(money(custTot[0]! - BigInt(rows[0]![0]!)), 'Ege Gıda Total − Current'),
    ],
    [
      `How many customers owe us more than ₺${th(thr)}?`,
      val(String(overThr), `customers with Total above ₺${th(thr)}`),
    ],
    [
      "What's the average balance per customer?",
      val(meanCents(grand, NAMES.length), 'TOTAL / 12 customers'),
    ],
    [
      'What share of what we are owed is more than 60 days old?',
      val(pct(over60, grand), '(61 - 90 + 91 and over) / Total, %', { tol: 0.01 }),
    ],
    ['Which customer owes us the least?', at(NAMES[least]!, 'smallest Total')],
    [
      "Who hasn't paid us in over 90 days?",
      at(
        rows.flatMap((x, i) => (x[4]! > 0 ? [NAMES[i]!] : [])),
        'the three customers with a 91 and over balance (any one named first)',
      ),
    ],
    ['What do we owe our suppliers?', refuse('payables are not on a receivables report')],
    ['How much were we owed at the end of October?', refuse('as at 30 November only')],
    ['When will Kapadokya Şarap pay?', refuse('a forecast')],
  ]),
};
