/** A florist's sales kept by hand: months ("Jan-25") down, products across, Total row and column. NZ$. */
import ExcelJS from 'exceljs';
import { growth, meanCents, money, pct, sum } from '../../expect';
import {
  amt,
  argMax,
  argMin,
  cents,
  monthAt,
  put,
  questionsFor,
  REFUSE,
  rng,
  toBytes,
  type BlindBook,
} from '../kit';

const r = rng(1);
const PRODUCTS = ['Bouquets', 'Wedding flowers', 'Pot plants', 'Sympathy', 'Delivery fees'];
const RANGES: Array<[number, number]> = [
  [2200, 5200],
  [0, 9000],
  [600, 1800],
  [400, 1500],
  [150, 480],
];
const grid = Array.from({ length: 12 }, () => RANGES.map(([lo, hi]) => cents(r, lo, hi)));
const label = (m: number): string => monthAt(m)[0]!;
const monthTotal = grid.map((row) => sum(row));
const productTotal = PRODUCTS.map((_, p) => sum(grid.map((row) => row[p]!)));
const grand = sum(monthTotal);

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sales 2025');
  let row = put(ws, 1, [['Petal & Stem Florist'], ['Monthly sales, amounts in NZ$'], []]);
  row = put(ws, row, [[null, ...PRODUCTS, 'Total']]);
  row = put(
    ws,
    row,
    grid.map((g, m) => [label(m), ...g.map(amt), amt(monthTotal[m]!)]),
  );
  put(ws, row, [['Total', ...productTotal.map(amt), amt(grand)]]);
  return toBytes(wb);
}

const best = argMax(monthTotal);
const worstPlants = argMin(grid.map((g) => g[2]!));
const q2 = sum(monthTotal.slice(3, 6));
const h1 = sum(monthTotal.slice(0, 6));
const h2 = sum(monthTotal.slice(6));
const topProduct = argMax(productTotal);

export const florist: BlindBook = {
  name: 'florist',
  business: 'florist',
  shape: 'months x products with Total row and column',
  build,
  checks: [{ what: 'sum of product totals = sum of month totals', a: sum(productTotal), b: grand }],
  questions: questionsFor('florist', [
    [
      'what were our total sales for the year',
      { value: money(grand) },
      'grand total, all products, all months',
    ],
    ['best month?', { at: monthAt(best) }, 'month with the highest Total'],
    [
      'how much did wedding flowers bring in this year',
      { value: money(productTotal[1]!) },
      'Wedding flowers column total',
    ],
    ['how did we do in march', { value: money(monthTotal[2]!) }, 'March total, all products'],
    [
      'worst month for pot plants',
      { at: monthAt(worstPlants) },
      'month with the lowest Pot plants',
    ],
    [
      'How much did sales grow from January to December, in percent?',
      { value: growth(monthTotal[0]!, monthTotal[11]!) },
      'growth = (Dec total - Jan total) / Jan total',
    ],
    ['average monthly sales', { value: meanCents(grand, 12) }, 'grand total / 12'],
    [
      'what share of sales was delivery fees',
      { value: pct(productTotal[4]!, grand) },
      'Delivery fees total / grand total, %',
    ],
    ['sales in Q2', { value: money(q2) }, 'April + May + June totals'],
    [
      'which product sells the most',
      { at: PRODUCTS[topProduct]! },
      'product with the highest yearly total',
    ],
    ['bouquets in october?', { value: money(grid[9]![0]!) }, 'single cell Oct-25 x Bouquets'],
    [
      'difference between the first half and the second half',
      { value: money(h2 - h1), abs: true },
      '|(Jul..Dec) - (Jan..Jun)|, either sign accepted',
    ],
    ['how many weddings did we do', REFUSE, 'the sheet has money, not counts of weddings'],
    ['whats our profit this year', REFUSE, 'no costs in the sheet'],
    ['sales in 2024', REFUSE, 'only 2025 is in the sheet'],
  ]),
};
