/**
 * preserves — a jam and chutney maker's sales by month × product, Jan–Nov 2026 (GBP): merged
 * title, a subtitle and a note row, months down as date cells ("Jan-26"), six products across
 * (Christmas Chutney blank before October), a Total £ column and a Total row.
 */
import ExcelJS from 'exceljs';
import { growth, meanCents, money, pct } from '../../expect';
import {
  cell,
  cents,
  countOf,
  day,
  monthAt,
  offThreshold,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  argMax,
  argMin,
  type BlindBook,
} from '../lib';

const r = rng(1);
const PRODUCTS = [
  'Strawberry Jam',
  'Seville Orange Marmalade',
  'Damson Jam',
  'Apple & Ale Chutney',
  'Red Onion Marmalade',
  'Christmas Chutney',
] as const;
const N = 11; // Jan–Nov
const seasonal = [
  [900, 1600, 0.9, 1, 1.1, 1.4, 1.9, 2.2, 2.0, 1.5, 1.2, 1.1, 1.3],
  [1100, 1700, 2.6, 2.4, 2.1, 1.5, 0.9, 0.7, 0.6, 0.6, 0.7, 0.9, 1.0],
  [700, 1200, 0.7, 0.8, 0.8, 0.8, 0.9, 0.9, 1.0, 1.3, 1.7, 1.9, 1.6],
  [800, 1300, 0.9, 1.0, 1.0, 1.1, 1.1, 1.2, 1.3, 1.3, 1.4, 1.6, 1.9],
  [600, 1100, 0.8, 1.0, 0.9, 1.0, 1.2, 1.5, 1.6, 1.4, 1.2, 1.1, 1.5],
] as const;
// grid[m][p] in pence; undefined = blank
const grid: Array<Array<number | undefined>> = Array.from({ length: N }, (_, m) =>
  PRODUCTS.map((_, p) => {
    if (p === 5)
      return m === 9 ? cents(r, 1400, 2100) : m === 10 ? cents(r, 3900, 5200) : undefined;
    const s = seasonal[p]!;
    return Math.round(cents(r, s[0], s[1]) * s[m + 2]!);
  }),
);
const val = (m: number, p: number): number => grid[m]![p] ?? 0;
const monthTotals = grid.map((_, m) => total(PRODUCTS.map((__, p) => val(m, p))));
const productTotals = PRODUCTS.map((_, p) => total(grid.map((__, m) => val(m, p))));
const all = total(monthTotals);

const best = argMax(monthTotals);
const worst = argMin(monthTotals);
const top = argMax(productTotals);
const damsonPeak = argMax(grid.map((_, m) => val(m, 2)));
const q2Apple = total([3, 4, 5].map((m) => val(m, 3)));
const h1 = total(monthTotals.slice(0, 6));
const OVER = 800000n; // £8,000
const over = countOf(monthTotals, (t) => t > OVER);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sales 2026');
  ws.mergeCells('A1:H1');
  ws.getCell('A1').value = 'Hedgerow Kitchen Preserves';
  ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getCell('A2').value = 'Sales by product, January – November 2026 (£, excluding VAT)';
  ws.getCell('A3').value =
    'Farm gate, online shop and deli wholesale combined. December not yet closed.';
  ws.getRow(5).values = ['Month', ...PRODUCTS, 'Total £'];
  ws.getRow(5).font = { bold: true };
  grid.forEach((row, m) => {
    const x = ws.getRow(6 + m);
    x.getCell(1).value = day(2026, m, 1);
    x.getCell(1).numFmt = 'mmm-yy';
    row.forEach((v, p) => {
      if (v !== undefined) x.getCell(2 + p).value = cell(v);
    });
    x.getCell(8).value = cell(monthTotals[m]!);
  });
  const t = ws.getRow(6 + N);
  t.getCell(1).value = 'Total';
  productTotals.forEach((v, p) => (t.getCell(2 + p).value = cell(v)));
  t.getCell(8).value = cell(all);
  t.font = { bold: true };
  for (let c = 2; c <= 8; c++) ws.getColumn(c).numFmt = '£#,##0.00';
  ws.getColumn(1).width = 10;
  return toBytes(wb);
}

export const preserves: BlindBook = {
  name: 'preserves',
  business: 'jam and chutney maker',
  shape: 'sales by month × product',
  bytes,
  checks: [
    same('products = months', total(productTotals), all),
    same('cells = total', total(grid.flat().map((v) => v ?? 0)), all),
    unique('month totals', monthTotals),
    unique('month totals', monthTotals, 'min'),
    unique('product totals', productTotals),
    unique(
      'damson months',
      grid.map((_, m) => val(m, 2)),
    ),
    offThreshold('month totals', monthTotals, OVER),
  ],
  questions: questionsFor('preserves', [
    [
      'total sales this year?',
      { value: money(all), means: 'the Total row of the Total £ column, Jan–Nov 2026' },
    ],
    ['how did we do in march', { value: money(monthTotals[2]!), means: "March's Total £" }],
    [
      'best month',
      {
        at: monthAt(best, 2026),
        value: money(monthTotals[best]!),
        means: 'the month with the largest Total £',
      },
    ],
    [
      'which month was slowest for sales?',
      {
        at: monthAt(worst, 2026),
        value: money(monthTotals[worst]!),
        means: 'the month with the smallest Total £',
      },
    ],
    [
      'how much red onion marmalade have we sold this year',
      { value: money(productTotals[4]!), means: 'Red Onion Marmalade column total' },
    ],
    [
      'what is our best seller',
      {
        at: PRODUCTS[top]!,
        value: money(productTotals[top]!),
        means: 'the product with the largest total sales',
      },
    ],
    [
      'what share of sales is strawberry jam',
      { value: pct(productTotals[0]!, all), means: 'Strawberry Jam total / all sales × 100' },
    ],
    [
      'christmas chutney sales so far?',
      {
        value: money(productTotals[5]!),
        means: 'Christmas Chutney total (October and November only)',
      },
    ],
    [
      'compare october with september',
      {
        value: [money(monthTotals[9]! - monthTotals[8]!), growth(monthTotals[8]!, monthTotals[9]!)],
        means: 'October Total £ less September, or the % change',
      },
    ],
    [
      'average monthly sales',
      { value: meanCents(all, N), means: 'all sales / 11 months (Jan–Nov)' },
    ],
    [
      'apple & ale chutney sales in Q2',
      { value: money(q2Apple), means: 'Apple & Ale Chutney, April + May + June' },
    ],
    [
      'how many months did we go over £8k',
      { value: String(over), means: 'months whose Total £ is above £8,000' },
    ],
    [
      'when did damson jam sell best',
      {
        at: monthAt(damsonPeak, 2026),
        value: money(val(damsonPeak, 2)),
        means: 'the month with the largest Damson Jam sales',
      },
    ],
    [
      'what did we take in the first half of the year',
      { value: money(h1), means: 'Total £ of January to June' },
    ],
    [
      'how many jars did we sell in june',
      { refuse: true, means: 'the sheet holds sales in pounds, not jar counts' },
    ],
    [
      'what will december sales come to',
      { refuse: true, means: 'a forecast; December is not on the sheet' },
    ],
    [
      'should we stop making the marmalade',
      { refuse: true, means: 'an opinion, not a figure in the sheet' },
    ],
  ]),
};
