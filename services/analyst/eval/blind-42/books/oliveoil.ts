/**
 * oliveoil — an olive oil producer's sales by month × product, Jan–Nov 2026 (EUR): a merged
 * title row, a subtitle and a note row, months down as text ("Jan 2026"), six oils across
 * (Early Harvest blank before its October launch), a Total € column and a Total row.
 */
import ExcelJS from 'exceljs';
import { growth, hundredths, meanCents, pct } from '../../expect';
import {
  MON,
  argMax,
  argMin,
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

const r = rng(1);
const PRODUCTS = [
  'Extra Virgin 500ml',
  'Extra Virgin 1L',
  'Early Harvest 250ml',
  'Lemon Infused',
  'Chilli Infused',
  '5L Tins',
] as const;
const RANGE: Array<[number, number]> = [
  [2400, 4200],
  [3100, 5600],
  [1800, 3900],
  [700, 1500],
  [500, 1300],
  [1900, 4800],
];
const N = 11;
// grid[m][p] in cents; Early Harvest (p = 2) is blank before October (m = 9)
const grid: number[][] = Array.from({ length: N }, (_, m) =>
  PRODUCTS.map((_, p) => (p === 2 && m < 9 ? 0 : cents(r, RANGE[p]![0], RANGE[p]![1]))),
);
const monthTot = grid.map((row) => total(row));
const prodTot = PRODUCTS.map((_, p) => total(grid.map((row) => row[p]!)));
const grand = total(monthTot);
const best = argMax(monthTot);
const worst = argMin(monthTot);
const topP = argMax(prodTot);
const sorted = [...monthTot].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
const THR = (sorted[5]! / 100n / 500n) * 500n; // whole euros, a round 500 near the median
const over = monthTot.filter((x) => x > THR * 100n).length;
const q3Chilli = total([6, 7, 8].map((m) => grid[m]![4]!));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sales 2026');
  ws.mergeCells('A1:H1');
  ws.getCell('A1').value = 'Finca Los Almendros S.L. — Sales by product';
  ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getCell('A2').value = 'January – November 2026, € excl. IVA';
  ws.getCell('A3').value = 'Note: Early Harvest 250ml released 1 October';
  const head = ws.getRow(5);
  ['Month', ...PRODUCTS, 'Total €'].forEach((h, i) => (head.getCell(i + 1).value = h));
  head.font = { bold: true };
  grid.forEach((row, m) => {
    const x = ws.getRow(6 + m);
    x.getCell(1).value = `${MON[m]} 2026`;
    row.forEach((v, p) => {
      if (v) x.getCell(p + 2).value = cell(v);
    });
    x.getCell(8).value = cell(monthTot[m]!);
  });
  const t = ws.getRow(6 + N);
  t.getCell(1).value = 'Total';
  prodTot.forEach((v, p) => (t.getCell(p + 2).value = cell(v)));
  t.getCell(8).value = cell(grand);
  t.font = { bold: true };
  for (let c = 2; c <= 8; c++) ws.getColumn(c).numFmt = '#,##0.00 "€"';
  ws.getColumn(1).width = 12;
  return toBytes(wb);
}

export const oliveoil: BlindBook = {
  name: 'oliveoil',
  business: 'olive oil producer',
  shape: 'sales by month × product',
  bytes,
  questions: questionsFor('oliveoil', [
    [
      'total sales this year',
      { value: hundredths(grand), means: 'all oils, Jan–Nov 2026 (Total row × Total € column)' },
    ],
    ['how did we do in march', { value: hundredths(monthTot[2]!), means: "March 2026's Total €" }],
    [
      'best month?',
      { at: monthAt(best, 2026), means: 'the month with the largest Total € (unique)' },
    ],
    [
      'which was our slowest month',
      { at: monthAt(worst, 2026), means: 'the month with the smallest Total € (unique)' },
    ],
    [
      'which oil sells best',
      { at: PRODUCTS[topP]!, means: 'the product with the largest Jan–Nov total (unique)' },
    ],
    [
      'how much extra virgin 1L did we sell in june',
      { value: hundredths(grid[5]![1]!), means: 'the Extra Virgin 1L cell for June 2026' },
    ],
    [
      'what share of sales are the 5L tins',
      { value: pct(prodTot[5]!, grand), means: '5L Tins total / all sales × 100' },
    ],
    [
      'compare august to july',
      {
        value: [hundredths(monthTot[7]! - monthTot[6]!), growth(monthTot[6]!, monthTot[7]!)],
        abs: true,
        means: 'August Total € less July, or the % change (either sign)',
      },
    ],
    ['average monthly sales', { value: meanCents(grand, N), means: 'Jan–Nov total / 11 months' }],
    [
      'chilli oil sales in q3',
      { value: hundredths(q3Chilli), means: 'Chilli Infused, July + August + September' },
    ],
    [
      `how many months were over €${Number(THR).toLocaleString('en-GB')}`,
      { value: String(over), means: `months whose Total € exceeds ${THR}` },
    ],
    [
      'lemon oil total so far',
      { value: hundredths(prodTot[3]!), means: 'Lemon Infused, Jan–Nov total' },
    ],
    [
      'how much early harvest have we sold since launch',
      { value: hundredths(prodTot[2]!), means: 'Early Harvest 250ml total (October + November)' },
    ],
    [
      'how many bottles did we sell in may',
      { refuse: true, means: 'the sheet holds euros only, no units' },
    ],
    [
      'how did november compare to november last year',
      { refuse: true, means: 'no 2025 figures in the book' },
    ],
    ['what will december sales be', { refuse: true, means: 'a forecast the sheet does not hold' }],
  ]),
  checks: [
    same('products = months', total(prodTot), grand),
    same('cells = total', total(grid.flat()), grand),
    unique('best month', monthTot),
    unique('slowest month', monthTot, 'min'),
    unique('top product', prodTot),
    offThreshold('month total', monthTot, THR * 100n),
    holds(
      'early harvest blank before October',
      grid.slice(0, 9).every((row) => row[2] === 0),
    ),
  ],
};
