/**
 * Chocolatier: sales by month × product, Jan–Nov 2026, in euros. Merged title row and a note
 * row, months down as text ("Jan"), six products across (Easter figures only in March and
 * April, blank otherwise), a Total € column and a Total row.
 */
import ExcelJS from 'exceljs';
import { growth, hundredths, meanCents, pct } from '../../expect';
import {
  MON,
  argMax,
  argMin,
  cell,
  cents,
  countOf,
  monthAt,
  offThreshold,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  topSeparated,
  total,
  unique,
  type BlindBook,
} from '../lib';

const r = rng(1);
const NAME = 'chocolatier';
const PRODUCTS = [
  'Pralines',
  'Truffles',
  'Bars',
  'Hot chocolate',
  'Gift boxes',
  'Easter figures',
] as const;
const N = 11; // Jan–Nov

// seasonal weights per month (Jan..Nov)
const winter = [1.4, 1.2, 1.0, 0.6, 0.4, 0.3, 0.3, 0.3, 0.5, 0.9, 1.3];
const gifts = [0.8, 2.2, 0.9, 1.0, 1.1, 0.8, 0.7, 0.7, 0.8, 0.9, 1.6];
const grid: number[][] = Array.from({ length: N }, (_, m) => [
  cents(r, 9000, 14000),
  Math.round(cents(r, 5000, 8000) * gifts[m]!),
  cents(r, 3500, 6500),
  Math.round(cents(r, 2000, 3200) * winter[m]!),
  Math.round(cents(r, 4000, 6000) * gifts[m]!),
  m === 2 ? cents(r, 6000, 9000) : m === 3 ? cents(r, 12000, 16000) : 0,
]);
const monthTotals = grid.map((row) => total(row));
const prodTotals = PRODUCTS.map((_, p) => total(grid.map((row) => row[p]!)));
const grand = total(monthTotals);

const bestMonth = argMax(monthTotals);
const truffles = grid.map((row) => row[1]!);
const worstTruffles = argMin(truffles);
const topProduct = argMax(prodTotals);
const hotQ1 = total(grid.slice(0, 3).map((row) => row[3]!));
const THRESHOLD = 3_500_000n; // €35,000
const over = countOf(monthTotals, (x) => x > THRESHOLD);
const sortedProd = [...prodTotals].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0));
const top3 = sortedProd[0]! + sortedProd[1]! + sortedProd[2]!;
const novDec = [monthTotals[9]!, monthTotals[10]!];

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sales 2026');
  putRows(ws, [
    ['Maison Verhaeghe Chocolatier — Sales by product 2026 (€, excl. VAT)'],
    ['Shop and webshop together. December still to add.'],
    [],
    ['Month', ...PRODUCTS, 'Total €'],
    ...grid.map((row, m) => [
      MON[m],
      ...row.map((v) => (v === 0 ? undefined : cell(v))),
      cell(monthTotals[m]!),
    ]),
    ['Total', ...prodTotals.map((v) => cell(v)), cell(grand)],
  ]);
  ws.mergeCells('A1:H1');
  ws.getRow(1).font = { bold: true, size: 14 };
  ws.getRow(4).font = { bold: true };
  ws.getRow(5 + N).font = { bold: true };
  for (let c = 2; c <= 8; c++) {
    ws.getColumn(c).numFmt = '€ #,##0.00';
    ws.getColumn(c).width = 14;
  }
  ws.getColumn(1).width = 10;
  return toBytes(wb);
}

export const chocolatier: BlindBook = {
  name: NAME,
  business: 'chocolatier (shop and webshop)',
  shape:
    'sales by month × product, Jan–Nov 2026, months down, products across, Total column and row',
  bytes,
  questions: questionsFor(NAME, [
    ['total sales this year', { value: hundredths(grand), means: 'grand total Jan–Nov 2026' }],
    [
      'how did we do in march',
      { value: hundredths(monthTotals[2]!), means: 'March total, all products' },
    ],
    ['best month?', { at: monthAt(bestMonth, 2026), means: 'month with the largest Total €' }],
    [
      'which month were truffles weakest',
      { at: monthAt(worstTruffles, 2026), means: 'month with the smallest Truffles sales' },
    ],
    [
      'how much did gift boxes bring in',
      { value: hundredths(prodTotals[4]!), means: 'Gift boxes column total' },
    ],
    [
      'which product sells the most',
      { at: PRODUCTS[topProduct], means: 'product with the largest total' },
    ],
    [
      'what share of our sales is pralines',
      { value: pct(prodTotals[0]!, grand), means: 'Pralines total / grand total, %' },
    ],
    [
      'hot chocolate sales in Q1',
      { value: hundredths(hotQ1), means: 'Hot chocolate Jan + Feb + Mar' },
    ],
    [
      'easter figures total',
      { value: hundredths(prodTotals[5]!), means: 'Easter figures column total (Mar + Apr)' },
    ],
    ['average monthly sales', { value: meanCents(grand, N), means: 'grand total / 11 months' }],
    [
      'compare november to october',
      {
        value: [hundredths(novDec[1]! - novDec[0]!), growth(novDec[0]!, novDec[1]!)],
        means: 'Nov total − Oct total, or the % change',
      },
    ],
    [
      'how many months did we go over €35k',
      { value: String(over), means: 'months whose Total € is above 35,000' },
    ],
    [
      'top 3 products',
      {
        value: [hundredths(sortedProd[0]!), hundredths(top3)],
        means: 'the largest product total (first of the three), or the three together',
      },
    ],
    [
      'how many boxes of truffles did we sell',
      { refuse: true, means: 'the sheet holds euros only, no units' },
    ],
    [
      "what's our margin on the bars",
      { refuse: true, means: 'no costs in the sheet, so no margin' },
    ],
    [
      'what will december sales be',
      { refuse: true, means: 'December is not in the sheet; no forecast held' },
    ],
  ]),
  checks: [
    same('products = months', total(prodTotals), grand),
    same(
      'month totals = cells',
      total(monthTotals),
      total(grid.flatMap((row) => row.map((v) => BigInt(v)))),
    ),
    unique('month totals', monthTotals),
    unique('truffles', truffles, 'min'),
    unique('product totals', prodTotals),
    topSeparated('products', prodTotals, 3),
    offThreshold('month total', monthTotals, THRESHOLD),
  ],
};
