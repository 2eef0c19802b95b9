/** Bakery wholesaler: A/R aging summary (Current, 1-30, 31-60, 61-90, 91 and over, Total), PHP. */
import ExcelJS from 'exceljs';
import { meanCents, money, pct, sum } from '../../expect';
import {
  argMax,
  assertEq,
  cell,
  centsAt,
  questionsFor,
  rng,
  toBytes,
  uniqueMax,
  type BlindBook,
} from '../kit';

const NAME = 'bakery-ar-aging';
const CUSTOMERS = [
  'Bean There Cafe',
  'Kape Kanto',
  'Hotel Amihan',
  'Sari-Sari ni Aling Nena',
  'Brew Lab Makati',
  'Casa Luna Restaurant',
  'The Daily Grind',
  'Isla Bistro',
  'Mercado Deli',
  'Tasa Coffee Co.',
  'Pan y Vino',
  'Green Leaf Catering',
];
const BUCKETS = ['Current', '1 - 30', '31 - 60', '61 - 90', '91 and over'];
const r = rng(6);
/** aging[c][b] cents; about half the later buckets are empty */
const aging: bigint[][] = CUSTOMERS.map(() =>
  BUCKETS.map((_, b) =>
    b === 0 || r.int(0, 9) < 6 - b ? BigInt(r.int(150000, 4800000 - b * 600000)) : 0n,
  ),
);
const custTotal = aging.map((row) => sum(row));
const bucketTotal = BUCKETS.map((_, b) => sum(aging.map((row) => row[b]!)));
const grand = sum(custTotal);
const over90 = aging.map((row) => row[4]!);

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('AR Aging');
  ws.addRow(['Golden Crust Wholesale Bakery']);
  ws.addRow(['A/R Aging Summary']);
  ws.addRow(['As of October 31, 2025']);
  ws.addRow([]);
  ws.addRow(['', ...BUCKETS, 'Total']);
  CUSTOMERS.forEach((c, i) =>
    ws.addRow([c, ...aging[i]!.map((v) => (v === 0n ? null : cell(v))), cell(custTotal[i]!)]),
  );
  ws.addRow(['TOTAL', ...bucketTotal.map(cell), cell(grand)]);
  for (let c = 2; c <= 7; c++) ws.getColumn(c).numFmt = '"₱"#,##0.00';
  return toBytes(wb);
}

function verify(wb: ExcelJS.Workbook): void {
  const ws = wb.getWorksheet('AR Aging')!;
  const cols = ['B', 'C', 'D', 'E', 'F'];
  let g = 0n;
  CUSTOMERS.forEach((_, i) => {
    const row = 6 + i;
    const parts = sum(
      cols.map((c) => (ws.getCell(`${c}${row}`).value === null ? 0n : centsAt(ws, `${c}${row}`))),
    );
    assertEq(`customer row ${row}`, parts, centsAt(ws, `G${row}`));
    g += parts;
  });
  assertEq('aging total', g, centsAt(ws, `G${6 + CUSTOMERS.length}`));
  if (!uniqueMax(custTotal) || !uniqueMax(over90)) throw new Error('tie');
}

const top = argMax(custTotal);
const top90 = argMax(over90);
const overdue = grand - bucketTotal[0]!;

export const bakeryArAging: BlindBook = {
  name: NAME,
  business: 'bakery wholesaler',
  shape: 'A/R aging summary with title rows, empty cells for zero, TOTAL row and Total column',
  build,
  verify,
  questions: questionsFor(NAME, [
    [
      'who owes us the most',
      { value: money(custTotal[top]!), at: CUSTOMERS[top]! },
      'customer with the largest Total',
    ],
    ['total receivables', { value: money(grand) }, 'TOTAL row, Total column'],
    [
      'how much is more than 60 days late',
      { value: money(bucketTotal[3]! + bucketTotal[4]!) },
      '61 - 90 plus 91 and over, all customers',
    ],
    ['how much is over 90 days', { value: money(bucketTotal[4]!) }, '91 and over, TOTAL row'],
    [
      'what percent of receivables is overdue',
      { value: pct(overdue, grand) },
      '(Total - Current) / Total * 100',
    ],
    [
      `how much does ${CUSTOMERS[2]} owe us`,
      { value: money(custTotal[2]!) },
      `${CUSTOMERS[2]} Total`,
    ],
    ['how much is current (not yet due)', { value: money(bucketTotal[0]!) }, 'Current, TOTAL row'],
    [
      'how many customers have something over 90 days',
      { value: String(over90.filter((v) => v > 0n).length) },
      'customers with a non-empty 91 and over cell',
    ],
    ['total in the 1-30 bucket', { value: money(bucketTotal[1]!) }, '1 - 30, TOTAL row'],
    [
      'which customer is the most overdue past 90 days',
      { value: money(over90[top90]!), at: CUSTOMERS[top90]! },
      'customer with the largest 91 and over amount',
    ],
    [
      `${CUSTOMERS[6]} 31-60`,
      { value: money(aging[6]![2]!) },
      `${CUSTOMERS[6]}, 31 - 60 (0 when the cell is empty)`,
    ],
    [
      'average balance per customer',
      { value: meanCents(grand, CUSTOMERS.length) },
      `Total / ${CUSTOMERS.length} customers`,
    ],
    [
      `how much did we sell to ${CUSTOMERS[0]} this year`,
      { refuse: true },
      'an aging report shows open balances, not sales',
    ],
    [`when will ${CUSTOMERS[4]} pay`, { refuse: true }, 'no payment dates in the report'],
    [
      'how much is overdue in total',
      { value: money(overdue) },
      'everything but Current: 1-30 + 31-60 + 61-90 + 91 and over',
    ],
    [
      'how many customers owe us money',
      { value: String(custTotal.filter((v) => v > 0n).length) },
      'customer rows with a non-zero Total',
    ],
    [`whats ${CUSTOMERS[9]} balance`, { value: money(custTotal[9]!) }, `${CUSTOMERS[9]} Total`],
  ]),
};
