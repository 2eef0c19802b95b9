/**
 * pestcontrol — a pest control company's QuickBooks Online "Sales by Customer Summary", July –
 * November 2026 (USD): merged company / report / date-range rows, months across + TOTAL, one
 * parent customer with indented sub-customers and a "Total <parent>" row, blanks for no sales,
 * TOTAL row, accrual-basis footer.
 */
import ExcelJS from 'exceljs';
import { growth, meanCents, money, pct } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  countOf,
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
const N = 5; // Jul–Nov
const visits = (price: number, every: number, start: number): Array<number | undefined> =>
  Array.from({ length: N }, (_, m) => ((m + start) % every === 0 ? price : undefined));
const monthly = (lo: number, hi: number): Array<number | undefined> =>
  Array.from({ length: N }, () => r.int(lo, hi) * 500);
interface Cust {
  name: string;
  xs: Array<number | undefined>;
  sub?: boolean;
}
const CUSTOMERS: Cust[] = [
  { name: 'Brookside Elementary School', xs: monthly(90, 130) },
  { name: 'Chen Residence', xs: visits(14500, 3, 1) },
  { name: 'Delgado Family', xs: visits(16500, 2, 0) },
  { name: 'First Baptist Church', xs: visits(28500, 2, 1) },
  { name: 'Golden Wok Restaurant', xs: monthly(60, 80) },
  { name: "Harper's Bakery", xs: monthly(50, 66) },
  { name: 'Lakeside Storage', xs: [38000, undefined, undefined, 41500, undefined] },
  { name: 'Elm Street Apartments', xs: monthly(70, 95), sub: true },
  { name: 'Harbor View Condos', xs: monthly(45, 60), sub: true },
  { name: 'Pine Court Townhomes', xs: [undefined, 52500, undefined, 21000, 24500], sub: true },
  { name: 'Miller Residence', xs: [24500, undefined, undefined, undefined, 14500] },
  { name: 'Oakmont HOA', xs: monthly(100, 140) },
  { name: 'Patel Residence', xs: visits(14500, 3, 0) },
  { name: 'Riverside Diner', xs: monthly(55, 70) },
  { name: 'Sunrise Senior Living', xs: monthly(180, 210) },
];
const PARENT = 'Maple Property Management';
const v = (x: number | undefined): number => x ?? 0;
const rowT = (xs: Array<number | undefined>): bigint => total(xs.map(v));
const subs = CUSTOMERS.filter((c) => c.sub);
const parentT = total(subs.map((c) => rowT(c.xs)));
const monthT = Array.from({ length: N }, (_, m) => total(CUSTOMERS.map((c) => v(c.xs[m]))));
const all = total(monthT);
const cust = (name: string): Cust => CUSTOMERS.find((c) => c.name === name)!;
// reading A: each listed customer (subs on their own); reading B: the parent as one customer
const plain = CUSTOMERS.filter((c) => !c.sub);
const readA = CUSTOMERS.map((c) => rowT(c.xs));
const readB = [...plain.map((c) => rowT(c.xs)), parentT];
const namesB = [...plain.map((c) => c.name), PARENT];
const topA = argMax(readA);
const topB = argMax(readB);
const novA = countOf(CUSTOMERS, (c) => c.xs[4] !== undefined);
const novB =
  countOf(plain, (c) => c.xs[4] !== undefined) + (subs.some((c) => c.xs[4] !== undefined) ? 1 : 0);
const OVER = 300000n;
const overA = countOf(readA, (x) => x > OVER);
const overB = countOf(readB, (x) => x > OVER);
const best = argMax(monthT);
const worst = argMin(monthT);
const MONTH_LABELS = ['Jul 2026', 'Aug 2026', 'Sep 2026', 'Oct 2026', 'Nov 2026'];

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sales by Customer Summary');
  const title = (row: number, text: string, size: number): void => {
    ws.mergeCells(row, 1, row, 7);
    const c = ws.getCell(row, 1);
    c.value = text;
    c.alignment = { horizontal: 'center' };
    c.font = { bold: true, size };
  };
  title(1, 'Shield Pest Solutions LLC', 14);
  title(2, 'Sales by Customer Summary', 12);
  title(3, 'July - November, 2026', 10);
  ws.getRow(5).values = ['', ...MONTH_LABELS, 'TOTAL'];
  ws.getRow(5).font = { bold: true };
  let n = 6;
  const put = (label: string, xs: Array<number | undefined>, bold = false): void => {
    const row = ws.getRow(n++);
    row.getCell(1).value = label;
    xs.forEach((x, m) => {
      if (x !== undefined) row.getCell(2 + m).value = cell(x);
    });
    row.getCell(7).value = cell(rowT(xs));
    if (bold) row.font = { bold: true };
  };
  let parentDone = false;
  for (const c of CUSTOMERS) {
    if (c.sub) {
      if (!parentDone) {
        ws.getCell(n++, 1).value = PARENT;
        parentDone = true;
      }
      put(`   ${c.name}`, c.xs);
      if (c === subs[subs.length - 1]) {
        const xs = Array.from({ length: N }, (_, m) => Number(total(subs.map((s) => v(s.xs[m])))));
        put(`Total ${PARENT}`, xs, true);
      }
    } else put(c.name, c.xs);
  }
  put('TOTAL', monthT.map(Number), true);
  n++;
  ws.getCell(n, 1).value = 'Accrual Basis Monday, December 7, 2026 09:14 AM GMT-05:00';
  for (let c = 2; c <= 7; c++) {
    ws.getColumn(c).numFmt = '$#,##0.00';
    ws.getColumn(c).width = 12;
  }
  ws.getColumn(1).width = 34;
  return toBytes(wb);
}

export const pestcontrol: BlindBook = {
  name: 'pestcontrol',
  business: 'pest control company',
  shape: 'QuickBooks Sales by Customer Summary (title rows, sub-customers, footer)',
  bytes,
  checks: [
    same('customers = months', total(readA), all),
    same('parent reading = total', total(readB), all),
    unique('customers', readA),
    unique('customers with the parent as one', readB),
    holds('top customer same either way', CUSTOMERS[topA]!.name === namesB[topB]),
    unique('months', monthT),
    unique('months', monthT, 'min'),
    offThreshold('customers', [...readA, ...readB], OVER),
  ],
  questions: questionsFor('pestcontrol', [
    ['total sales', { value: money(all), means: 'TOTAL row, TOTAL column (Jul–Nov 2026)' }],
    ['sales in september', { value: money(monthT[2]!), means: 'TOTAL row, Sep 2026' }],
    [
      'who is our biggest customer',
      {
        at: CUSTOMERS[topA]!.name,
        value: money(readA[topA]!),
        means: 'the customer with the largest TOTAL (the same with the property manager as one)',
      },
    ],
    [
      'how much has riverside diner spent with us',
      { value: money(rowT(cust('Riverside Diner').xs)), means: 'Riverside Diner TOTAL' },
    ],
    [
      'best month',
      {
        at: monthAt(best + 6, 2026),
        value: money(monthT[best]!),
        means: 'the month with the largest TOTAL row',
      },
    ],
    [
      'how many customers did we bill in november',
      {
        value: [String(novA), String(novB)],
        means:
          'customers with a Nov 2026 figure; sub-customers on their own, or Maple Property Management as one',
      },
    ],
    [
      'what share of sales is oakmont hoa',
      { value: pct(rowT(cust('Oakmont HOA').xs), all), means: 'Oakmont HOA TOTAL / TOTAL × 100' },
    ],
    ['average monthly sales', { value: meanCents(all, N), means: 'TOTAL / 5 months' }],
    [
      'how many customers spent over $3,000',
      {
        value: [String(overA), String(overB)],
        means:
          'customers whose TOTAL is above $3,000; sub-customers on their own, or the parent as one',
      },
    ],
    [
      'how much did the maple property buildings bring in',
      { value: money(parentT), means: 'Total Maple Property Management' },
    ],
    [
      'how did november compare with october',
      {
        value: [money(monthT[4]! - monthT[3]!), growth(monthT[3]!, monthT[4]!)],
        means: 'November TOTAL less October, or the % change',
      },
    ],
    [
      'what did golden wok pay in august',
      {
        value: money(cust('Golden Wok Restaurant').xs[1]!),
        means: 'Golden Wok Restaurant, Aug 2026',
      },
    ],
    [
      'slowest month?',
      {
        at: monthAt(worst + 6, 2026),
        value: money(monthT[worst]!),
        means: 'the month with the smallest TOTAL row',
      },
    ],
    [
      'how many treatments did we do in october',
      { refuse: true, means: 'the report holds dollars, not job counts' },
    ],
    [
      'what profit do we make on riverside diner',
      { refuse: true, means: 'no costs on a sales report' },
    ],
    [
      'who still owes us money',
      { refuse: true, means: 'sales, not receivables; nothing about what is unpaid' },
    ],
  ]),
};
