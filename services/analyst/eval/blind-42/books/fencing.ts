/**
 * fencing — a fencing contractor's QuickBooks Online "Sales by Customer Summary", July –
 * November 2026 (USD): merged company / report / date-range rows, months across + TOTAL,
 * blanks for no sales, a TOTAL row and the accrual-basis footer.
 */
import ExcelJS from 'exceljs';
import { growth, hundredths, meanCents, pct } from '../../expect';
import {
  MON,
  argMax,
  cell,
  cents,
  holds,
  monthAt,
  offThreshold,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
} from '../lib';

const r = rng(5);
const CUSTOMERS = [
  'Hillcrest Ranch',
  'Dawson Construction LLC',
  'Pine Valley Church',
  'Maple Grove HOA',
  'Brenda Kowalski',
  'Tri-County Schools',
  'Riverside Storage',
  'Greg & Lisa Ortiz',
  'Sunny Acres Farm',
  'City of Millbrook',
];
const N = 5; // Jul–Nov
const grid: number[][] = CUSTOMERS.map((c, i) =>
  Array.from({ length: N }, (_, m) => {
    if (c === 'Pine Valley Church' && m === 3) return cents(r, 2100, 4800);
    if (c === 'Dawson Construction LLC' && (m === 1 || m === 2)) return cents(r, 3500, 9800);
    return r.next() < (i < 4 ? 0.35 : 0.55) ? 0 : cents(r, 850, i < 4 ? 11000 : 6500);
  }),
);
const custT = grid.map((row) => total(row));
const monthT = Array.from({ length: N }, (_, m) => total(grid.map((row) => row[m]!)));
const grand = total(custT);
const top = argMax(custT);
const bestM = argMax(monthT);
const THR = 1000000;
const blanksJul = grid.filter((row) => row[0] === 0).length;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sales by Customer Summary');
  const title = (row: number, text: string, size: number): void => {
    ws.mergeCells(row, 1, row, 7);
    const c = ws.getCell(row, 1);
    c.value = text;
    c.font = { bold: true, size };
    c.alignment = { horizontal: 'center' };
  };
  title(1, 'Straightline Fence & Gate Co.', 14);
  title(2, 'Sales by Customer Summary', 12);
  title(3, 'July - November, 2026', 10);
  const head = ws.getRow(5);
  head.getCell(1).value = '';
  for (let m = 0; m < N; m++) head.getCell(2 + m).value = `${MON[6 + m]} 2026`;
  head.getCell(7).value = 'TOTAL';
  head.font = { bold: true };
  grid.forEach((row, i) => {
    const x = ws.getRow(6 + i);
    x.getCell(1).value = CUSTOMERS[i];
    row.forEach((v, m) => {
      if (v) x.getCell(2 + m).value = cell(v);
    });
    x.getCell(7).value = cell(custT[i]!);
  });
  const t = ws.getRow(6 + CUSTOMERS.length);
  t.getCell(1).value = 'TOTAL';
  monthT.forEach((v, m) => (t.getCell(2 + m).value = cell(v)));
  t.getCell(7).value = cell(grand);
  t.font = { bold: true };
  ws.getCell(9 + CUSTOMERS.length, 1).value =
    'Accrual Basis Monday, December 7, 2026 09:14 AM GMT-06:00';
  for (let c = 2; c <= 7; c++) ws.getColumn(c).numFmt = '"$"#,##0.00';
  ws.getColumn(1).width = 28;
  return toBytes(wb);
}

export const fencing: BlindBook = {
  name: 'fencing',
  business: 'fencing contractor',
  shape: 'QuickBooks Sales by Customer Summary export',
  bytes,
  questions: questionsFor('fencing', [
    ['total sales jul to nov', { value: hundredths(grand), means: 'TOTAL row, TOTAL column' }],
    [
      "who's our biggest customer",
      { at: CUSTOMERS[top]!, means: 'the customer with the largest TOTAL (unique)' },
    ],
    ['sales in september', { value: hundredths(monthT[2]!), means: 'TOTAL row, Sep 2026' }],
    [
      'how much have we billed hillcrest ranch',
      { value: hundredths(custT[0]!), means: "Hillcrest Ranch's TOTAL" },
    ],
    [
      'best month',
      { at: monthAt(6 + bestM, 2026), means: 'the month with the largest TOTAL row cell (unique)' },
    ],
    [
      'how many customers did we have',
      { value: String(CUSTOMERS.length), means: 'customer rows (every one bought something)' },
    ],
    [
      'what share of sales is our biggest customer',
      { value: pct(custT[top]!, grand), means: 'top customer TOTAL / TOTAL × 100' },
    ],
    [
      'how many customers spent over $10k',
      {
        value: String(custT.filter((v) => v > BigInt(THR)).length),
        means: 'customers with TOTAL above $10,000',
      },
    ],
    [
      'compare november to july',
      {
        value: [hundredths(monthT[4]! - monthT[0]!), growth(monthT[0]!, monthT[4]!)],
        abs: true,
        means: 'November TOTAL less July, or the % change',
      },
    ],
    [
      'pine valley church in october',
      { value: hundredths(grid[2]![3]!), means: "Pine Valley Church's Oct 2026 cell" },
    ],
    ['average monthly sales', { value: meanCents(grand, N), means: 'TOTAL / 5 months' }],
    [
      'how much did dawson spend in aug and sep',
      {
        value: hundredths(BigInt(grid[1]![1]! + grid[1]![2]!)),
        means: 'Dawson Construction LLC, Aug + Sep 2026',
      },
    ],
    [
      'how many customers bought nothing in july',
      { value: String(blanksJul), means: 'customers with a blank Jul 2026 cell' },
    ],
    ['what did the materials cost us', { refuse: true, means: 'a sales report holds no costs' }],
    ['who still owes us money', { refuse: true, means: 'a sales summary holds no balances due' }],
    ['what will december sales be', { refuse: true, means: 'a forecast the report does not hold' }],
  ]),
  checks: [
    same('customers = months', total(custT), total(monthT)),
    same('cells = total', total(grid.flat()), grand),
    unique('top customer', custT),
    unique('best month', monthT),
    offThreshold('customer total', custT, THR),
    holds(
      'every customer bought',
      custT.every((v) => v > 0n),
    ),
  ],
};
