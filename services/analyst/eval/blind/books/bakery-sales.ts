/**
 * Golden Crust Bakery (₱): sales by month x product, the way an owner keeps it by hand. Title
 * block, months down as three-letter labels, products across, a Total column and a Total row,
 * coffee blank before the counter opened, a note under the table.
 */
import { growth, meanCents, money, pct } from '../../expect';
import { makeRng } from '../rng';
import {
  bold,
  cell,
  formatColumns,
  MON,
  monthPlaces,
  newBook,
  PESO,
  sumN,
  toBytes,
} from '../sheet';
import type { BookSpec } from '../types';

const PRODUCTS = ['Pandesal', 'Ensaymada', 'Ube Cake', 'Coffee'] as const;
const RANGES: Record<(typeof PRODUCTS)[number], [number, number]> = {
  Pandesal: [4_200_000, 6_800_000],
  Ensaymada: [1_500_000, 3_200_000],
  'Ube Cake': [900_000, 4_100_000],
  Coffee: [600_000, 1_900_000],
};

export interface BakerySales {
  /** cents[month 0-11][product index]; coffee 0 in Jan and Feb (blank cells) */
  grid: number[][];
}

export const bakerySales: BookSpec<BakerySales> = {
  name: 'bakery-sales',
  about: 'bakery, ₱, months down x products across, Total column and row, blank cells, note',
  async build(seed) {
    const rng = makeRng(seed);
    const grid = MON.map((_, m) =>
      PRODUCTS.map((p) => {
        if (p === 'Coffee' && m < 2) return 0;
        const [lo, hi] = RANGES[p];
        return rng.int(lo / 100, hi / 100) * 100 + rng.int(0, 99);
      }),
    );
    const wb = newBook();
    const ws = wb.addWorksheet('Sales 2025');
    bold(ws.addRow(['Golden Crust Bakery']));
    ws.addRow(['Monthly sales by product, 2025 (PHP)']);
    ws.addRow([]);
    bold(ws.addRow(['Month', ...PRODUCTS, 'Total']));
    grid.forEach((row, m) =>
      ws.addRow([
        MON[m],
        ...row.map((c, i) => (PRODUCTS[i] === 'Coffee' && m < 2 ? null : cell(c))),
        cell(sumN(row)),
      ]),
    );
    const colTotals = PRODUCTS.map((_, i) => sumN(grid.map((r) => r[i]!)));
    bold(ws.addRow(['Total', ...colTotals.map(cell), cell(sumN(colTotals))]));
    ws.addRow([]);
    ws.addRow(['Note: the coffee counter opened on 1 March.']);
    formatColumns(ws, [2, 3, 4, 5, 6], PESO, 5);
    ws.getColumn(1).width = 12;
    return { bytes: await toBytes(wb), facts: { grid } };
  },
  questions({ grid }) {
    const monthTotal = grid.map((r) => sumN(r));
    const year = sumN(monthTotal);
    const col = (name: (typeof PRODUCTS)[number]): number[] =>
      grid.map((r) => r[PRODUCTS.indexOf(name)]!);
    const product = PRODUCTS.map((p) => sumN(col(p)));
    const best = monthTotal.indexOf(Math.max(...monthTotal));
    const worst = monthTotal.indexOf(Math.min(...monthTotal));
    const topProduct = product.indexOf(Math.max(...product));
    const h2 = sumN(monthTotal.slice(6));
    const q2Pandesal = sumN(col('Pandesal').slice(3, 6));
    return [
      {
        id: 'year-total',
        question: 'what were our total sales for 2025',
        expect: { value: money(year) },
        means:
          'sum of all products over the 12 months (the Total row / Total column, not added again)',
      },
      {
        id: 'best-month',
        question: 'best month?',
        expect: { value: money(monthTotal[best]!), at: [MON[best]!, ...monthPlaces(best + 1)] },
        means: 'month with the largest all-products total; figure = that month total',
      },
      {
        id: 'slowest-month',
        question: 'which month was slowest',
        expect: { value: money(monthTotal[worst]!), at: [MON[worst]!, ...monthPlaces(worst + 1)] },
        means: 'month with the smallest all-products total',
      },
      {
        id: 'march',
        question: 'how did we do in march',
        expect: { value: money(monthTotal[2]!) },
        means: 'on a sales-only sheet: March sales, all products',
      },
      {
        id: 'ube-july',
        question: 'ube cake sales in july',
        expect: { value: money(col('Ube Cake')[6]!) },
        means: 'the Jul x Ube Cake cell',
      },
      {
        id: 'pandesal-q2',
        question: 'How much pandesal did we sell in Q2?',
        expect: { value: money(q2Pandesal) },
        means: 'Pandesal Apr+May+Jun (pesos; the sheet holds amounts only)',
      },
      {
        id: 'growth-jan-dec',
        question: 'how much did sales grow from january to december in percent',
        expect: { value: growth(monthTotal[0]!, monthTotal[11]!) },
        means: 'growth = (Dec total - Jan total) / Jan total, all products',
      },
      {
        id: 'top-product',
        question: 'which product sold the most this year',
        expect: { value: money(product[topProduct]!), at: PRODUCTS[topProduct]! },
        means: 'product with the largest annual peso total',
      },
      {
        id: 'avg-month',
        question: 'avrage monthly sales',
        expect: { value: meanCents(year, 12) },
        means: 'annual all-products total / 12',
      },
      {
        id: 'coffee-share',
        question: 'what share of our sales was coffee',
        expect: { value: pct(product[3]!, year) },
        means: 'coffee annual / all annual, percent',
      },
      {
        id: 'ensaymada-year',
        question: 'total ensaymada sales for the year',
        expect: { value: money(product[1]!) },
        means: 'Ensaymada column total',
      },
      {
        id: 'h2',
        question: 'how much did we sell in the second half of the year',
        expect: { value: money(h2) },
        means: 'Jul..Dec, all products',
      },
      {
        id: 'coffee-dec',
        question: 'coffee in december?',
        expect: { value: money(col('Coffee')[11]!) },
        means: 'the Dec x Coffee cell',
      },
      {
        id: 'q1-total',
        question: 'sales for the first quarter',
        expect: { value: money(sumN(monthTotal.slice(0, 3))) },
        means: 'Jan..Mar all products (coffee blank = 0)',
      },
      {
        id: 'profit-march',
        question: 'what was our profit in march',
        expect: { refuse: true },
        means: 'no costs on the sheet',
      },
      {
        id: 'loaves',
        question: 'how many pieces of pandesal did we sell',
        expect: { refuse: true },
        means: 'quantities are not on the sheet, only pesos',
      },
      {
        id: 'sales-2024',
        question: 'what were sales in 2024',
        expect: { refuse: true },
        means: 'the sheet holds 2025 only',
      },
    ];
  },
};
