/**
 * candles: a candle maker's sales by month × product, Jan–Nov 2026 (core shape 1). Months down
 * as text ("Jan"), six products across, a Total column and a Total row, a merged title and a
 * note row above the header. EUR, net of VAT.
 */
import ExcelJS from 'exceljs';
import { growth, meanCents, money, pct } from '../../expect';
import {
  argMax,
  argMin,
  countOf,
  holds,
  MON,
  monthAt,
  offThreshold,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
} from '../lib';

const r = rng(1);
const YEAR = 2026;
const N = 11; // Jan–Nov
const PRODUCTS = [
  'Pillar',
  'Container',
  'Tealights',
  'Wax melts',
  'Reed diffusers',
  'Gift sets',
] as const;
const BASE = [1800, 3200, 900, 1100, 1500, 1300];
const SEASON = [0.8, 0.9, 1.0, 0.85, 0.9, 0.72, 0.68, 0.74, 0.95, 1.15, 1.5];
/** gift sets sell on Valentine's (Feb), Mother's day (May) and before Christmas (Nov) */
const GIFT = [0.8, 1.6, 1.0, 1.1, 1.7, 0.8, 0.7, 0.8, 0.9, 1.3, 2.4];

/** sales[m][p] in cents */
const sales: number[][] = Array.from({ length: N }, (_, m) =>
  PRODUCTS.map((p, i) => {
    const f = i === 5 ? GIFT[m]! : SEASON[m]!;
    return Math.round(BASE[i]! * 100 * f * (0.85 + 0.3 * r.next()));
  }),
);
const monthTotal = sales.map((row) => total(row));
const productTotal = PRODUCTS.map((_, i) => total(sales.map((row) => row[i]!)));
const grand = total(monthTotal);

const P = (name: (typeof PRODUCTS)[number]): number => PRODUCTS.indexOf(name);
const best = argMax(monthTotal);
const topProduct = argMax(productTotal);
const waxLow = argMin(sales.map((row) => row[P('Wax melts')]!));
const CONTAINER_OVER = 340000; // €3,400
const containerOver = countOf(sales, (row) => row[P('Container')]! > CONTAINER_OVER);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sales 2026');
  putRows(ws, [
    ['Lumière Candle Co. — sales by product, 2026'],
    ['Net sales in €, excluding VAT. December to follow.'],
    [],
    ['Month', ...PRODUCTS, 'Total €'],
    ...sales.map((row, m) => [MON[m], ...row.map((c) => c / 100), Number(monthTotal[m]) / 100]),
    ['Total', ...productTotal.map((c) => Number(c) / 100), Number(grand) / 100],
  ]);
  ws.mergeCells('A1:H1');
  ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getRow(4).font = { bold: true };
  ws.getRow(5 + N).font = { bold: true };
  for (let c = 2; c <= 8; c++) ws.getColumn(c).numFmt = '#,##0.00';
  ws.getColumn(1).width = 12;
  return toBytes(wb);
}

export const candles: BlindBook = {
  name: 'candles',
  business: 'candle maker',
  shape: 'sales by month × product, Jan–Nov 2026',
  bytes,
  questions: questionsFor('candles', [
    [
      'What were our total sales this year?',
      { value: money(grand), means: 'the Total row × Total € column, Jan–Nov 2026' },
    ],
    [
      'How did we do in March?',
      { value: money(monthTotal[2]!), means: "March's Total € (all products)" },
    ],
    [
      'What was our best month?',
      {
        value: money(monthTotal[best]!),
        at: monthAt(best, YEAR),
        means: 'the month with the largest Total €',
      },
    ],
    [
      'How much did we make from gift sets this year?',
      { value: money(productTotal[P('Gift sets')]!), means: 'Gift sets column total, Jan–Nov' },
    ],
    [
      'Which product sells best?',
      {
        value: money(productTotal[topProduct]!),
        at: PRODUCTS[topProduct]!,
        means: 'the product with the largest total (Total row)',
      },
    ],
    [
      'What share of our sales were reed diffusers?',
      {
        value: pct(productTotal[P('Reed diffusers')]!, grand),
        tol: 0.01,
        means: 'Reed diffusers total / grand total × 100',
      },
    ],
    [
      'How much did tealights bring in in October?',
      { value: money(sales[9]![P('Tealights')]!), means: 'the October × Tealights cell' },
    ],
    [
      'What was the worst month for wax melts?',
      {
        value: money(sales[waxLow]![P('Wax melts')]!),
        at: monthAt(waxLow, YEAR),
        means: 'the month with the smallest Wax melts figure',
      },
    ],
    [
      'What are our average monthly sales?',
      { value: meanCents(grand, N), means: 'grand total / 11 months (Jan–Nov)' },
    ],
    [
      'How much did we sell in the first quarter?',
      { value: money(total(monthTotal.slice(0, 3))), means: 'Total € of Jan + Feb + Mar' },
    ],
    [
      'By how much did sales grow from October to November?',
      {
        value: [growth(monthTotal[9]!, monthTotal[10]!), money(monthTotal[10]! - monthTotal[9]!)],
        tol: 0.01,
        means: 'growth % = (Nov − Oct) / Oct × 100, or the € difference Nov − Oct',
      },
    ],
    [
      'In how many months did container candles sell more than €3,400?',
      { value: String(containerOver), means: 'months whose Container cell is above €3,400' },
    ],
    [
      'How much did we sell last month?',
      { value: money(monthTotal[10]!), means: 'November 2026 Total € (now = 7 Dec 2026)' },
    ],
    [
      'What were pillar candle sales over the summer, June to August?',
      {
        value: money(total(sales.slice(5, 8).map((row) => row[P('Pillar')]!))),
        means: 'Pillar cells of Jun + Jul + Aug',
      },
    ],
    [
      'How much profit did we make on gift sets?',
      { refuse: true, means: 'the sheet holds sales only, no costs or profit' },
    ],
    [
      'What will December sales be?',
      { refuse: true, means: 'a forecast; the sheet stops at November' },
    ],
    [
      'Why did pillar candle sales drop in the summer?',
      { refuse: true, means: 'a reason the sheet cannot give' },
    ],
  ]),
  checks: [
    same('product totals = month totals', total(productTotal), grand),
    same('cells = month totals', total(sales.flat()), total(monthTotal)),
    unique('month total', monthTotal),
    unique('product total', productTotal),
    unique(
      'wax melts month',
      sales.map((row) => row[P('Wax melts')]!),
      'min',
    ),
    offThreshold(
      'container month',
      sales.map((row) => row[P('Container')]!),
      CONTAINER_OVER,
    ),
    holds('container count is neither 0 nor all', containerOver > 0 && containerOver < N),
    holds('November is above October', monthTotal[10]! > monthTotal[9]!),
  ],
};
