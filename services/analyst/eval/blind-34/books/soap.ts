/**
 * soap: a handmade soap maker's sales by month × product for 2026 so far (Jan–Nov), months down
 * as text ("Jan"), products across, a Total column and a Total row, a merged title, a note under
 * it. EUR, net of VAT.
 */
import ExcelJS from 'exceljs';
import { growth, hundredths, meanCents, pct } from '../../expect';
import {
  MON,
  argMax,
  argMin,
  cell,
  commas,
  holds,
  monthPlaces,
  putRows,
  questionsFor,
  rng,
  roundNear,
  same,
  toBytes,
  total,
  uniqueMax,
  uniqueMin,
  type BlindBook,
} from '../lib';

const r = rng(1);
const YEAR = 2026;
const N = 11; // Jan..Nov
const PRODUCTS = [
  'Oat & Honey',
  'Lavender',
  'Charcoal',
  'Seaweed',
  'Goat Milk',
  'Shampoo Bars',
  'Gift Boxes',
] as const;
const BASE = [1800, 2150, 1300, 1050, 1500, 900, 1200];
const SEASON = [0.8, 0.9, 1.0, 0.95, 1.05, 1.2, 1.35, 1.3, 1.0, 0.95, 1.25];
const GIFT = [0.7, 1.4, 1.5, 0.9, 0.8, 0.9, 1.0, 1.0, 0.8, 1.1, 2.6];

/** sales[m][p] in cents */
const sales: bigint[][] = [];
for (let m = 0; m < N; m++) {
  const row: bigint[] = [];
  PRODUCTS.forEach((p, i) => {
    const f = SEASON[m]! * (p === 'Gift Boxes' ? GIFT[m]! : 1) * (0.85 + 0.3 * r.next());
    row.push(BigInt(Math.round(BASE[i]! * f)) * 100n + BigInt(r.int(0, 99)));
  });
  sales.push(row);
}
const monthTotals = sales.map((row) => total(row));
const productTotals = PRODUCTS.map((_, i) => total(sales.map((row) => row[i]!)));
const grand = total(monthTotals);
const col = (name: (typeof PRODUCTS)[number]): number => PRODUCTS.indexOf(name);

const best = argMax(monthTotals);
const topProduct = argMax(productTotals);
const worstProduct = argMin(productTotals);
const threshold = roundNear(monthTotals, 100000n); // a round €1,000
const over = monthTotals.filter((t) => t > threshold).length;
const q2 = total(monthTotals.slice(3, 6));
const seaweed = col('Seaweed');
const goat = col('Goat Milk');
const goatSummer = total([5, 6, 7].map((m) => sales[m]![goat]!));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sales 2026');
  const rows: unknown[][] = [
    ['Wild Nettle Soap Co. — sales by product, 2026'],
    ['€, net of VAT · markets, Galway shop and online (Shopify) together'],
    [],
    ['Month', ...PRODUCTS, 'Total €'],
    ...sales.map((row, m) => [MON[m], ...row.map(cell), cell(monthTotals[m]!)]),
    ['Total', ...productTotals.map(cell), cell(grand)],
    [],
    ['December to be added after the Christmas markets.'],
  ];
  putRows(ws, rows);
  ws.mergeCells('A1:I1');
  ws.getRow(1).font = { bold: true, size: 14 };
  ws.getRow(4).font = { bold: true };
  ws.getRow(4 + N + 1).font = { bold: true };
  for (let c = 2; c <= 9; c++) ws.getColumn(c).numFmt = '€#,##0.00';
  ws.getColumn(1).width = 12;
  return toBytes(wb);
}

export const soap: BlindBook = {
  name: 'soap',
  business: 'handmade soap maker',
  shape:
    'sales by month × product, Jan–Nov 2026 as text months, products across, Total column and row',
  bytes,
  questions: questionsFor('soap', [
    [
      'total sales so far this year',
      {
        value: hundredths(grand),
        means: 'every product cell Jan–Nov 2026 added (the Total row’s Total €)',
      },
    ],
    [
      'how much lavender have we sold this year',
      { value: hundredths(productTotals[col('Lavender')]!), means: 'Lavender column, Jan–Nov' },
    ],
    [
      'how did we do in march',
      { value: hundredths(monthTotals[2]!), means: 'March row Total € (all products)' },
    ],
    [
      'best month so far?',
      {
        value: hundredths(monthTotals[best]!),
        at: [...monthPlaces(best, YEAR), MON[best]!],
        means: 'month with the largest Total € (the sheet writes it "Nov")',
      },
    ],
    [
      'which product sells best',
      {
        value: hundredths(productTotals[topProduct]!),
        at: PRODUCTS[topProduct],
        means: 'product with the largest Jan–Nov total',
      },
    ],
    [
      "what's our worst seller",
      {
        value: hundredths(productTotals[worstProduct]!),
        at: PRODUCTS[worstProduct],
        means: 'product with the smallest Jan–Nov total',
      },
    ],
    [
      'what % of sales are gift boxes',
      {
        value: pct(productTotals[col('Gift Boxes')]!, grand),
        tol: 0.01,
        means: 'Gift Boxes total / all sales × 100, Jan–Nov',
      },
    ],
    [
      'sales last month',
      {
        value: hundredths(monthTotals[10]!),
        means: 'November 2026 Total € (now = 7 Dec 2026)',
      },
    ],
    [
      'average monthly sales this year',
      {
        value: meanCents(grand, N),
        means: 'Jan–Nov total / 11 months with sales, to the cent',
      },
    ],
    [
      'how much charcoal did we sell in june',
      { value: hundredths(sales[5]![col('Charcoal')]!), means: 'Charcoal cell of the Jun row' },
    ],
    [
      'how much has seaweed grown from jan to nov',
      {
        value: [
          hundredths(sales[10]![seaweed]! - sales[0]![seaweed]!),
          growth(sales[0]![seaweed]!, sales[10]![seaweed]!),
        ],
        tol: 0.01,
        means: 'Seaweed Nov − Jan (or the % change (Nov − Jan) / Jan)',
      },
    ],
    [
      'top 3 products',
      { at: PRODUCTS[topProduct], means: 'products ranked by Jan–Nov total; the first named' },
    ],
    [
      `how many months did we take over €${commas(Number(threshold / 100n))}`,
      { value: String(over), means: 'months whose Total € is above the threshold' },
    ],
    ['what did we take in Q2', { value: hundredths(q2), means: 'Apr + May + Jun Total €' }],
    [
      'goat milk sales june to august',
      { value: hundredths(goatSummer), means: 'Goat Milk column, Jun + Jul + Aug' },
    ],
    [
      "what's our margin on lavender",
      { refuse: true, means: 'the sheet holds sales only, no costs, so no margin' },
    ],
    [
      'how many bars of charcoal did we sell',
      { refuse: true, means: 'the sheet holds euros only, no units' },
    ],
    [
      'what will december be like',
      { refuse: true, means: 'December is not in the sheet and no forecast is held' },
    ],
  ]),
  checks: [
    same('month totals = product totals', total(monthTotals), total(productTotals)),
    same('grand = every cell', grand, total(sales.flat())),
    holds('best month unique', uniqueMax(monthTotals)),
    holds('top product unique', uniqueMax(productTotals)),
    holds('worst product unique', uniqueMin(productTotals)),
    holds('threshold leaves a fair count', over > 1 && over < N - 1),
    holds('no month sits on the threshold', !monthTotals.includes(threshold)),
  ],
};
