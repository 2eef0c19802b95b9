/**
 * seafood: a seafood wholesaler's Aged Receivables Summary as at 30 November 2026 (report /
 * company / date title rows, Current, 1-30, 31-60, 61-90, 91+, Total; blanks where nothing
 * is due; Total row and a "Percentage of total" row), in PHP.
 */
import ExcelJS from 'exceljs';
import { meanCents, money, pct } from '../../expect';
import {
  argMax,
  argMin,
  bold,
  cell,
  cents,
  formatCols,
  holds,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  where,
  widths,
  type BlindBook,
} from '../lib';

const r = rng(6);
const CUSTOMERS = [
  'Boracay Blue Café',
  'Bistro Ilocano',
  'Cebu Grill House',
  'Davao Fresh Mart',
  'Golden Wok Restaurant',
  'Harbour View Resort',
  'Lucky Star Restaurant',
  'Makati Sushi Bar',
  'Manila Bay Hotel',
  'Pier 7 Seafood Grill',
  'Sampaguita Catering',
  'Tagaytay Lakeside Inn',
] as const;
const BUCKETS = ['Current', '1-30', '31-60', '61-90', '91+'] as const;
const P = [80, 60, 35, 20, 15];
const aging: number[][] = CUSTOMERS.map((name) =>
  P.map((p, b) => {
    const forced =
      (name === 'Lucky Star Restaurant' && b === 2) ||
      (name === 'Cebu Grill House' && b === 0) ||
      (name === 'Manila Bay Hotel' && b <= 1) ||
      (name === 'Golden Wok Restaurant' && b === 4) ||
      (name === 'Bistro Ilocano' && b === 4);
    return forced || r.int(1, 100) <= p ? cents(r, 5000, b === 0 ? 180000 : 90000) : 0;
  }),
);
// everybody on the report owes something
aging.forEach((row) => {
  if (!row.some((v) => v > 0)) row[0] = cents(r, 5000, 60000);
});
const rowT = aging.map((row) => total(row));
const colT = BUCKETS.map((_, b) => total(aging.map((row) => row[b]!)));
const grand = total(rowT);
const col = (b: number): number[] => aging.map((row) => row[b]!);
const ci = (n: (typeof CUSTOMERS)[number]): number => CUSTOMERS.indexOf(n);
const over60 = where(aging, (row) => row[3]! > 0 || row[4]! > 0).length;
const lucky = aging[ci('Lucky Star Restaurant')]!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Aged Receivables');
  const n = CUSTOMERS.length;
  putRows(ws, [
    ['Aged Receivables Summary'],
    ['Pacific Catch Seafood Trading Corp.'],
    ['As at 30 November 2026'],
    [],
    ['Contact', ...BUCKETS, 'Total'],
    ...aging.map((row, i) => [
      CUSTOMERS[i],
      ...row.map((v) => (v ? cell(v) : undefined)),
      cell(rowT[i]!),
    ]),
    ['Total', ...colT.map(cell), cell(grand)],
    ['Percentage of total', ...colT.map((c) => Number(c) / Number(grand)), 1],
  ]);
  bold(ws, 5);
  bold(ws, 6 + n);
  formatCols(ws, [2, 3, 4, 5, 6, 7], '"₱"#,##0.00');
  for (let c = 2; c <= 7; c++) ws.getCell(7 + n, c).numFmt = '0.00%';
  widths(ws, [26, 14, 14, 14, 14, 14, 16]);
  return toBytes(wb);
}

export const seafood: BlindBook = {
  name: 'seafood',
  business: 'seafood wholesaler (restaurants and hotels)',
  shape:
    'Aged Receivables Summary at 30 Nov 2026: Current, 1-30, 31-60, 61-90, 91+, Total; blanks; Total and Percentage of total rows',
  bytes,
  checks: [
    same('buckets = customers', total(colT), total(rowT)),
    same('grand = every cell', grand, total(aging.flat())),
    unique('customer total', rowT),
    unique('customer total (min)', rowT, 'min'),
    unique('91+ by customer', col(4)),
    holds('more than one customer over 90 days', where(col(4), (v) => v > 0).length > 1),
  ],
  questions: questionsFor('seafood', [
    ['How much are we owed in total?', { value: money(grand), means: 'Total row, Total column' }],
    [
      'Who owes us the most?',
      { at: CUSTOMERS[argMax(rowT)]!, means: 'the contact with the largest Total' },
    ],
    [
      'How much does Manila Bay Hotel owe?',
      { value: money(rowT[ci('Manila Bay Hotel')]!), means: "Manila Bay Hotel's Total" },
    ],
    ['How much is over 90 days?', { value: money(colT[4]!), means: 'Total row, 91+ column' }],
    [
      'How much is overdue?',
      { value: money(grand - colT[0]!), means: 'Total − Current (every bucket from 1-30 on)' },
    ],
    [
      'What share of receivables is current?',
      { value: pct(colT[0]!, grand), tol: 0.01, means: 'Current / Total, % (the percentage row)' },
    ],
    [
      'How many customers have something over 60 days?',
      { value: String(over60), means: 'contacts with an amount in 61-90 or 91+' },
    ],
    [
      'Who owes the most over 90 days?',
      { at: CUSTOMERS[argMax(col(4))]!, means: 'the contact with the largest 91+ amount' },
    ],
    ['How much is 31-60 days?', { value: money(colT[2]!), means: 'Total row, 31-60 column' }],
    [
      'How many customers owe us money?',
      { value: String(CUSTOMERS.length), means: 'contacts on the report (each owes something)' },
    ],
    [
      "What's the average amount owed per customer?",
      { value: meanCents(grand, CUSTOMERS.length), means: 'Total / number of contacts' },
    ],
    [
      "How much of Cebu Grill House's balance is current?",
      { value: money(aging[ci('Cebu Grill House')]![0]!), means: 'Cebu Grill House, Current' },
    ],
    [
      'How much does Lucky Star Restaurant owe that is more than 30 days late?',
      {
        value: money(total(lucky.slice(2))),
        means: 'Lucky Star Restaurant: 31-60 + 61-90 + 91+',
      },
    ],
    [
      'Which customer owes the least?',
      { at: CUSTOMERS[argMin(rowT)]!, means: 'the contact with the smallest Total' },
    ],
    ['When will Golden Wok pay?', { refuse: true, means: 'no payment dates; a guess' }],
    [
      'How much did we sell to Manila Bay Hotel this year?',
      { refuse: true, means: 'an aging report holds balances owed, not sales' },
    ],
    [
      'How many invoices does Golden Wok have open?',
      { refuse: true, means: 'a summary by contact, no invoice lines' },
    ],
  ]),
};
