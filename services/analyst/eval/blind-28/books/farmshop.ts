/** farmshop: farm shop, one sheet per site (months down, text months) plus a Summary sheet, €. */
import ExcelJS from 'exceljs';
import { hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  cell,
  MONTHS,
  monthPlaces,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(12);
const N = 9; // Jan..Sep 2026
const SITES = [
  { name: 'Market stall', lo: 1500, hi: 5200 },
  { name: 'Farm gate', lo: 2500, hi: 7000 },
  { name: 'Online', lo: 800, hi: 4000 },
];
const data = SITES.map((s) => {
  const sales = Array.from(
    { length: N },
    () => BigInt(r.int(s.lo, s.hi)) * 100n + BigInt(r.int(0, 99)),
  );
  const costs = sales.map((x) => (x * BigInt(r.int(45, 70))) / 100n);
  return { ...s, sales, costs, margin: sales.map((x, i) => x - costs[i]!) };
});

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const sum = wb.addWorksheet('Summary');
  putRows(sum, [
    ['Hollybrook Farm Shop: Jan-Sep 2026 (€)'],
    [],
    ['Site', 'Sales', 'Costs', 'Margin'],
    ...data.map((d) => [d.name, cell(total(d.sales)), cell(total(d.costs)), cell(total(d.margin))]),
    [
      'All sites',
      cell(total(data.flatMap((d) => d.sales))),
      cell(total(data.flatMap((d) => d.costs))),
      cell(total(data.flatMap((d) => d.margin))),
    ],
  ]);
  for (const c of [2, 3, 4]) sum.getColumn(c).numFmt = '€#,##0.00';
  for (const d of data) {
    const ws = wb.addWorksheet(d.name);
    putRows(ws, [
      [`${d.name} - monthly`],
      ['Month', 'Sales', 'Costs', 'Margin'],
      ...d.sales.map((s, i) => [MONTHS[i], cell(s), cell(d.costs[i]!), cell(d.margin[i]!)]),
      ['Total', cell(total(d.sales)), cell(total(d.costs)), cell(total(d.margin))],
    ]);
    for (const c of [2, 3, 4]) ws.getColumn(c).numFmt = '€#,##0.00';
  }
  return toBytes(wb);
}

const margins = data.map((d) => total(d.margin));
const [market, gate, online] = data;
const allSales = total(data.flatMap((d) => d.sales));

export const farmshop: BlindBook = {
  name: 'farmshop',
  business: 'farm shop (three sites)',
  shape: 'multi-sheet: Summary first, then one sheet per site with months down (text), Total row',
  bytes,
  checks: [
    {
      what: 'sites sales = All sites sales',
      a: margins.reduce((a, _, i) => a + total(data[i]!.sales), 0n),
      b: allSales,
    },
    {
      what: 'sales - costs = margin overall',
      a: allSales - total(data.flatMap((d) => d.costs)),
      b: total(margins),
    },
    {
      what: 'unique best site and best market month',
      a: (uniqueMax(margins) ? 1n : 0n) + (uniqueMax(market!.sales) ? 1n : 0n),
      b: 2n,
    },
  ],
  questions: questionsFor('farmshop', [
    [
      'total sales across all sites',
      { value: hundredths(allSales), means: 'Summary, All sites, Sales' },
    ],
    [
      'which site made the most margin',
      { at: data[argMax(margins)]!.name, means: 'site with the largest Margin total' },
    ],
    [
      'online sales in march',
      { value: hundredths(online!.sales[2]!), means: 'Online sheet, March, Sales' },
    ],
    [
      'farm gate costs so far this year',
      { value: hundredths(total(gate!.costs)), means: 'Farm gate Costs, Jan-Sep 2026 total' },
    ],
    [
      'best month at the market stall',
      {
        at: monthPlaces(argMax(market!.sales), 2026),
        means: 'Market stall sheet, month with the largest Sales',
      },
    ],
    [
      'sales in may across all three sites',
      {
        value: hundredths(total(data.map((d) => d.sales[4]!))),
        means: 'May Sales summed over the three site sheets',
      },
    ],
    [
      'average monthly online sales',
      {
        value: meanCents(total(online!.sales), N),
        means: 'mean of Online Sales over Jan-Sep, to the cent',
      },
    ],
    [
      'margin percentage at the farm gate',
      {
        value: pct(total(gate!.margin), total(gate!.sales)),
        tol: 0.01,
        means: 'Farm gate Margin / Sales x 100, 2 dp',
      },
    ],
    [
      'market stall margin in august',
      { value: hundredths(market!.margin[7]!), means: 'Market stall sheet, August, Margin' },
    ],
    [
      'total costs for all sites',
      {
        value: hundredths(total(data.flatMap((d) => d.costs))),
        means: 'Summary, All sites, Costs',
      },
    ],
    [
      'what share of sales came from online',
      {
        value: pct(total(online!.sales), allSales),
        tol: 0.01,
        means: 'Online Sales / All sites Sales x 100, 2 dp',
      },
    ],
    [
      'farm gate sales in september',
      { value: hundredths(gate!.sales[8]!), means: 'Farm gate sheet, September, Sales' },
    ],
    [
      'how many customers came to the farm gate',
      { refuse: true, means: 'no customer counts in the book' },
    ],
    ['which products sell best online', { refuse: true, means: 'no product detail in the book' }],
  ]),
};
