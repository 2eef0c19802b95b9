/**
 * roastery: a small coffee roaster in Amsterdam, hand-kept sales by month × product for
 * Jan–Nov 2026 (€ excl. BTW). Products down in three groups (single origin, blends,
 * wholesale) with a heading row and a "Subtotal …" row each, months across as text ("Jan-26"),
 * a Total € column and a TOTAL SALES row. Each cell is bags sold × the bag price.
 */
import ExcelJS from 'exceljs';
import { growth, hundredths, meanCents, pct } from '../../expect';
import {
  alts,
  argMax,
  argMin,
  cell,
  change,
  MON,
  monthAt,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
  type CrossCheck,
} from '../lib';

const r = rng(1);
const YEAR = 2026;
const N = 11; // Jan–Nov

interface Product {
  name: string;
  group: 'Single origin' | 'Blends' | 'Wholesale';
  price: number; // cents per bag
  lo: number;
  hi: number;
}

const PRODUCTS: Product[] = [
  { name: 'Ethiopia Yirgacheffe 250g', group: 'Single origin', price: 1250, lo: 60, hi: 140 },
  { name: 'Colombia Huila 250g', group: 'Single origin', price: 1150, lo: 70, hi: 160 },
  { name: 'Guatemala Antigua 250g', group: 'Single origin', price: 1195, lo: 30, hi: 90 },
  { name: 'Kenya AA 250g', group: 'Single origin', price: 1395, lo: 25, hi: 80 },
  { name: 'Brazil Cerrado 1kg', group: 'Single origin', price: 3290, lo: 15, hi: 45 },
  { name: 'House Espresso 1kg', group: 'Blends', price: 2950, lo: 40, hi: 110 },
  { name: 'Canal Blend 250g', group: 'Blends', price: 1095, lo: 90, hi: 200 },
  { name: 'Decaf Swiss Water 250g', group: 'Blends', price: 1175, lo: 20, hi: 60 },
  { name: 'Wholesale espresso 5kg', group: 'Wholesale', price: 10500, lo: 8, hi: 30 },
  { name: 'Wholesale filter 5kg', group: 'Wholesale', price: 9800, lo: 4, hi: 18 },
];
const GROUPS = ['Single origin', 'Blends', 'Wholesale'] as const;
// a quieter summer, a busy autumn (gift season starts in November)
const SEASON = [1.0, 0.95, 1.05, 1.0, 0.95, 0.85, 0.8, 0.82, 1.05, 1.12, 1.3];

/** bags[p][m] and sales[p][m] in cents */
const bags = PRODUCTS.map((p) => SEASON.map((s) => Math.round(r.int(p.lo, p.hi) * s)));
const sales = PRODUCTS.map((p, i) => bags[i]!.map((b) => b * p.price));
const productTotal = sales.map((row) => total(row));
const monthTotal = Array.from({ length: N }, (_, m) => total(sales.map((row) => row[m]!)));
const grand = total(productTotal);
const groupIdx = (g: string): number[] =>
  PRODUCTS.map((p, i) => (p.group === g ? i : -1)).filter((i) => i >= 0);
const groupMonth = (g: string, m: number): bigint => total(groupIdx(g).map((i) => sales[i]![m]!));
const groupTotal = (g: string): bigint => total(groupIdx(g).map((i) => productTotal[i]!));
const idx = (name: string): number => PRODUCTS.findIndex((p) => p.name.startsWith(name));

const best = argMax(monthTotal);
const top = argMax(productTotal);
const topSo = groupIdx('Single origin').reduce((a, i) =>
  productTotal[i]! > productTotal[a]! ? i : a,
);
const decaf = idx('Decaf');
const decafWorst = argMin(sales[decaf]!);
const kenya = idx('Kenya');
const brazil = idx('Brazil');
const blendsQ2 = total([3, 4, 5].map((m) => groupMonth('Blends', m)));
const brazilH1 = total(sales[brazil]!.slice(0, 6));

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sales 2026');
  ws.getCell('A1').value = 'Dijkstra Coffee Roasters: sales by product 2026';
  ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getCell('A2').value =
    'All figures in € excl. BTW. December not closed yet. Shop + webshop + wholesale.';
  ws.getCell('A2').font = { italic: true };
  const header = ['Product', ...MON.slice(0, N).map((m) => `${m}-26`), 'Total €'];
  ws.getRow(4).values = header;
  ws.getRow(4).font = { bold: true };
  let row = 5;
  const money = '#,##0.00';
  const put = (label: string, values: bigint[], bold = false): void => {
    const rr = ws.getRow(row++);
    rr.getCell(1).value = label;
    values.forEach((v, m) => {
      rr.getCell(m + 2).value = cell(v);
      rr.getCell(m + 2).numFmt = money;
    });
    rr.getCell(N + 2).value = cell(total(values));
    rr.getCell(N + 2).numFmt = money;
    if (bold) rr.font = { bold: true };
  };
  for (const g of GROUPS) {
    ws.getRow(row++).getCell(1).value = g.toUpperCase();
    for (const i of groupIdx(g))
      put(
        PRODUCTS[i]!.name,
        sales[i]!.map((v) => BigInt(v)),
      );
    put(
      `Subtotal ${g.toLowerCase()}`,
      Array.from({ length: N }, (_, m) => groupMonth(g, m)),
      true,
    );
    row++;
  }
  put('TOTAL SALES', monthTotal, true);
  row++;
  ws.getRow(row).getCell(1).value =
    'Note: cupping workshops and gift cards are booked separately and are not in this sheet.';
  ws.getColumn(1).width = 30;
  for (let c = 2; c <= N + 2; c++) ws.getColumn(c).width = 11;
  return toBytes(wb);
}

const checks: CrossCheck[] = [
  same('products = months', grand, total(monthTotal)),
  same('groups = grand', total(GROUPS.map(groupTotal)), grand),
  unique('month totals', monthTotal),
  unique('product totals', productTotal),
  unique('decaf months', sales[decaf]!, 'min'),
  unique(
    'single origin totals',
    groupIdx('Single origin').map((i) => productTotal[i]!),
  ),
];

export const roastery: BlindBook = {
  name: 'roastery',
  business: 'coffee roaster (shop, webshop, wholesale)',
  shape: 'sales by month × product',
  bytes: build,
  checks,
  questions: questionsFor('roastery', [
    [
      'what are total sales so far this year?',
      { value: hundredths(grand), means: 'TOTAL SALES, Total € (Jan–Nov 2026)' },
    ],
    [
      'how did we do in march',
      { value: hundredths(monthTotal[2]!), means: 'TOTAL SALES in Mar-26' },
    ],
    [
      'best month?',
      {
        value: hundredths(monthTotal[best]!),
        at: monthAt(best, YEAR),
        means: 'the month with the highest TOTAL SALES',
      },
    ],
    [
      'which coffee sells best',
      {
        value: hundredths(productTotal[top]!),
        at: PRODUCTS[top]!.name,
        means: 'the product line with the highest Total € (subtotals excluded)',
      },
    ],
    [
      'how much has the Kenya brought in this year',
      { value: hundredths(productTotal[kenya]!), means: 'Kenya AA 250g, Total €' },
    ],
    ['blend sales in Q2', { value: hundredths(blendsQ2), means: 'Subtotal blends, Apr–Jun 2026' }],
    [
      'what share of our sales is wholesale',
      { value: pct(groupTotal('Wholesale'), grand), means: 'Subtotal wholesale / TOTAL SALES, %' },
    ],
    [
      'compare november with october',
      {
        value: change(monthTotal[9]!, monthTotal[10]!),
        means: 'TOTAL SALES Nov − Oct, or the % change',
      },
    ],
    [
      'average monthly sales',
      { value: meanCents(grand, N), means: 'TOTAL SALES / 11 months (Jan–Nov)' },
    ],
    [
      'which single origin did best',
      {
        value: hundredths(productTotal[topSo]!),
        at: PRODUCTS[topSo]!.name,
        means: 'the single-origin line with the highest Total €',
      },
    ],
    [
      'worst month for the decaf',
      {
        value: hundredths(sales[decaf]![decafWorst]!),
        at: monthAt(decafWorst, YEAR),
        means: 'the lowest month of Decaf Swiss Water 250g',
      },
    ],
    [
      'how many bags of Ethiopia did we sell',
      { refuse: true, means: 'the sheet holds euros only, no bag counts or prices' },
    ],
    [
      "what's our margin on the guatemala",
      { refuse: true, means: 'no cost of beans or roasting in the sheet' },
    ],
    [
      'what will december look like',
      { refuse: true, means: 'December is not in the sheet and there is no forecast' },
    ],
    [
      'brazil sales in the first half of the year',
      { value: hundredths(brazilH1), means: 'Brazil Cerrado 1kg, Jan–Jun 2026' },
    ],
    [
      'how much have sales grown since january',
      {
        value: alts(
          hundredths(monthTotal[10]! - monthTotal[0]!),
          growth(monthTotal[0]!, monthTotal[10]!),
        ),
        means: 'TOTAL SALES Nov − Jan (the latest month vs January), or the % change',
      },
    ],
  ]),
};
