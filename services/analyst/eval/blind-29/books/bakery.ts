/** Bakery chain's second site: multi-sheet, one sheet per quarter (months across) + Summary, PLN. */
import ExcelJS from 'exceljs';
import { growth, hundredths, meanCents, pct } from '../../expect';
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
const products = ['Chleb (bread)', 'Pastries', 'Cakes & tortes', 'Coffee', 'Sandwiches'];
const costs = ['Ingredients', 'Wages', 'Rent', 'Utilities'];
const M = 9;
const sales = products.map((_, p) =>
  Array.from(
    { length: M },
    () =>
      BigInt(
        r.int([18000, 12000, 9000, 14000, 8000][p]!, [26000, 19000, 17000, 21000, 13000][p]!),
      ) *
        100n +
      BigInt(r.int(0, 99)),
  ),
);
const rent = BigInt(r.int(9000, 9500)) * 100n;
const costRows = costs.map((c) =>
  Array.from({ length: M }, () =>
    c === 'Rent'
      ? rent
      : BigInt(
          c === 'Ingredients'
            ? r.int(17000, 24000)
            : c === 'Wages'
              ? r.int(26000, 31000)
              : r.int(2500, 4200),
        ) * 100n,
  ),
);
const salesM = Array.from({ length: M }, (_, m) => total(sales.map((s) => s[m]!)));
const costM = Array.from({ length: M }, (_, m) => total(costRows.map((s) => s[m]!)));
const q = (xs: bigint[], k: number): bigint => total(xs.slice(k * 3, k * 3 + 3));
const prodYtd = sales.map(total);
const cakesQ = [0, 1, 2].map((k) => q(sales[2]!, k));

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const title = 'Złoty Kłos Bakery - Site 2 (Mokotów)';
  for (let k = 0; k < 3; k++) {
    const ws = wb.addWorksheet(`Q${k + 1} 2026`);
    const mn = [0, 1, 2].map((i) => MONTHS[k * 3 + i]!);
    const rows: unknown[][] = [
      [title],
      [`Quarter ${k + 1} 2026 (zł)`],
      [],
      ['', ...mn, `Q${k + 1} total`],
      ['SALES'],
    ];
    products.forEach((p, i) =>
      rows.push([p, ...sales[i]!.slice(k * 3, k * 3 + 3).map(cell), cell(q(sales[i]!, k))]),
    );
    rows.push(['Total sales', ...salesM.slice(k * 3, k * 3 + 3).map(cell), cell(q(salesM, k))]);
    rows.push([]);
    rows.push(['COSTS']);
    costs.forEach((c, i) =>
      rows.push([c, ...costRows[i]!.slice(k * 3, k * 3 + 3).map(cell), cell(q(costRows[i]!, k))]),
    );
    rows.push(['Total costs', ...costM.slice(k * 3, k * 3 + 3).map(cell), cell(q(costM, k))]);
    rows.push([]);
    const pm = salesM.map((s, m) => s - costM[m]!);
    rows.push(['Profit', ...pm.slice(k * 3, k * 3 + 3).map(cell), cell(q(pm, k))]);
    putRows(ws, rows);
    ws.getColumn(1).width = 20;
  }
  const ws = wb.addWorksheet('Summary');
  const rows: unknown[][] = [
    [title],
    ['Summary 2026 year to date (zł)'],
    [],
    ['', 'Q1', 'Q2', 'Q3', 'YTD'],
  ];
  products.forEach((p, i) =>
    rows.push([p, ...[0, 1, 2].map((k) => cell(q(sales[i]!, k))), cell(prodYtd[i]!)]),
  );
  rows.push(['Total sales', ...[0, 1, 2].map((k) => cell(q(salesM, k))), cell(total(salesM))]);
  rows.push(['Total costs', ...[0, 1, 2].map((k) => cell(q(costM, k))), cell(total(costM))]);
  rows.push([
    'Profit',
    ...[0, 1, 2].map((k) => cell(q(salesM, k) - q(costM, k))),
    cell(total(salesM) - total(costM)),
  ]);
  putRows(ws, rows);
  return toBytes(wb);
}

const qPlaces = (k: number): string[] => [`Q${k + 1}`, `Quarter ${k + 1}`];
const coffee = sales[3]!;

export const bakery: BlindBook = {
  name: 'bakery',
  business: "bakery chain's second site",
  shape:
    'multi-sheet: Q1/Q2/Q3 2026 sheets (months across, sales and cost sections, profit) + Summary',
  bytes: build,
  questions: questionsFor('bakery', [
    [
      'total sales so far this year',
      { value: hundredths(total(salesM)), means: 'Summary Total sales YTD (Jan-Sep 2026)' },
    ],
    [
      'how much did pastries sell in may',
      { value: hundredths(sales[1]![4]!), means: 'Pastries, May 2026 (Q2 sheet)' },
    ],
    [
      'best quarter for cakes',
      { at: qPlaces(argMax(cakesQ)), means: 'quarter with the largest Cakes & tortes total' },
    ],
    ['profit in q3', { value: hundredths(q(salesM, 2) - q(costM, 2)), means: 'Profit, Q3 total' }],
    [
      'wages in july',
      { value: hundredths(costRows[1]![6]!), means: 'Wages, July 2026 (Q3 sheet)' },
    ],
    [
      'which product sells best overall',
      { at: products[argMax(prodYtd)]!, means: 'product with the largest YTD sales' },
    ],
    [
      'how did coffee sales change from Q1 to Q3',
      {
        value: [hundredths(q(coffee, 2) - q(coffee, 0)), growth(q(coffee, 0), q(coffee, 2))],
        means: 'Coffee Q3 - Q1 (or the % change)',
      },
    ],
    [
      'average monthly sales',
      { value: meanCents(total(salesM), M), means: 'Total sales YTD / 9 months' },
    ],
    [
      'rent paid so far this year',
      { value: hundredths(total(costRows[2]!)), means: 'Rent, Jan-Sep' },
    ],
    [
      'how does site 2 compare with site 1',
      { refuse: true, means: 'site 1 is not in the workbook' },
    ],
    ['what will Q4 sales come to', { refuse: true, means: 'a forecast; Q4 is not in the book' }],
    [
      'ingredients as a % of sales in q2',
      {
        value: pct(q(costRows[0]!, 1), q(salesM, 1)),
        means: 'Ingredients Q2 / Total sales Q2, % 2 dp',
      },
    ],
    [
      'best month for sales',
      { at: monthPlaces(argMax(salesM), 2026), means: 'month with the largest Total sales' },
    ],
  ]),
  checks: [
    {
      what: 'quarter totals = YTD',
      a: total([0, 1, 2].map((k) => q(salesM, k))),
      b: total(prodYtd),
    },
    { what: 'best month unique', a: uniqueMax(salesM) ? 1n : 0n, b: 1n },
    { what: 'best product unique', a: uniqueMax(prodYtd) ? 1n : 0n, b: 1n },
    { what: 'best cakes quarter unique', a: uniqueMax(cakesQ) ? 1n : 0n, b: 1n },
  ],
};
