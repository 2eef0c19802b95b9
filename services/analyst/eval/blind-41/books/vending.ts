/**
 * vending — a vending machine operator's multi-sheet book, January – November 2026 (EUR): a
 * Summary sheet first (sites down: sales, product cost, site commission, net; Total row; cells
 * are formulas over the site sheets, with their results), then one sheet per site (months down:
 * cash sales, card sales, total sales, product cost, site commission, net; Total row).
 */
import ExcelJS from 'exceljs';
import { growth, meanCents, money, pct } from '../../expect';
import {
  MON,
  argMax,
  argMin,
  cell,
  cents,
  holds,
  monthAt,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
} from '../lib';

const r = rng(16);
const N = 11;
interface Site {
  name: string;
  comm: number;
  rows: Array<{
    cash: number;
    card: number;
    sales: number;
    cost: number;
    comm: number;
    net: number;
  }>;
}
const mkSite = (
  name: string,
  lo: number,
  hi: number,
  comm: number,
  season: (m: number) => number,
): Site => ({
  name,
  comm,
  rows: Array.from({ length: N }, (_, m) => {
    const sales = Math.round(cents(r, lo, hi) * season(m));
    const card = Math.round(sales * (0.55 + m * 0.02 + r.next() * 0.05));
    const cost = Math.round(sales * (0.44 + r.next() * 0.05));
    const c = Math.round(sales * comm);
    return { cash: sales - card, card, sales, cost, comm: c, net: sales - cost - c };
  }),
});
const SITES: Site[] = [
  mkSite('Hospital', 5200, 6100, 0.2, () => 1),
  mkSite('Leisure Centre', 2600, 3400, 0.15, (m) => (m === 0 ? 1.35 : m >= 5 && m <= 7 ? 0.75 : 1)),
  mkSite('Office Park', 3000, 3600, 0.12, (m) => (m === 7 ? 0.55 : 1)),
];
type K = 'cash' | 'card' | 'sales' | 'cost' | 'comm' | 'net';
const siteT = (s: Site, k: K): bigint => total(s.rows.map((x) => x[k]));
const allT = (k: K): bigint => total(SITES.map((s) => siteT(s, k)));
const monthSales = Array.from({ length: N }, (_, m) => total(SITES.map((s) => s.rows[m]!.sales)));
const bestMonth = argMax(monthSales);
const nets = SITES.map((s) => siteT(s, 'net'));
const sales = SITES.map((s) => siteT(s, 'sales'));
const topSite = argMax(nets);
const leisure = SITES[1]!.rows.map((x) => x.sales);
const lWorst = argMin(leisure);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const sum = wb.addWorksheet('Summary');
  sum.getCell('A1').value = 'Snackbox Vending Ltd — 2026 to date (January – November), €';
  sum.getCell('A1').font = { bold: true, size: 13 };
  sum.getRow(3).values = ['Site', 'Sales', 'Product cost', 'Site commission', 'Net'];
  sum.getRow(3).font = { bold: true };
  const cols: Array<[string, K]> = [
    ['D', 'sales'],
    ['E', 'cost'],
    ['F', 'comm'],
    ['G', 'net'],
  ];
  SITES.forEach((s, i) => {
    const row = sum.getRow(4 + i);
    row.getCell(1).value = s.name;
    cols.forEach(([c, k], j) => {
      row.getCell(2 + j).value = { formula: `'${s.name}'!${c}${5 + N}`, result: cell(siteT(s, k)) };
    });
  });
  const t = sum.getRow(4 + SITES.length);
  t.getCell(1).value = 'Total';
  cols.forEach(([, k], j) => {
    const L = String.fromCharCode(66 + j);
    t.getCell(2 + j).value = {
      formula: `SUM(${L}4:${L}${3 + SITES.length})`,
      result: cell(allT(k)),
    };
  });
  t.font = { bold: true };
  for (let c = 2; c <= 5; c++) sum.getColumn(c).numFmt = '€#,##0.00';
  sum.getColumn(1).width = 18;
  for (const s of SITES) {
    const ws = wb.addWorksheet(s.name);
    ws.getCell('A1').value =
      `${s.name} — machines takings 2026 (commission ${Math.round(s.comm * 100)}% of sales)`;
    ws.getCell('A1').font = { bold: true };
    ws.getRow(4).values = [
      'Month',
      'Cash sales',
      'Card sales',
      'Total sales',
      'Product cost',
      'Site commission',
      'Net',
    ];
    ws.getRow(4).font = { bold: true };
    s.rows.forEach((x, m) => {
      ws.getRow(5 + m).values = [
        `${MON[m]} 2026`,
        cell(x.cash),
        cell(x.card),
        cell(x.sales),
        cell(x.cost),
        cell(x.comm),
        cell(x.net),
      ];
    });
    const tt = ws.getRow(5 + N);
    tt.values = [
      'Total',
      ...(['cash', 'card', 'sales', 'cost', 'comm', 'net'] as K[]).map((k) => cell(siteT(s, k))),
    ];
    tt.font = { bold: true };
    for (let c = 2; c <= 7; c++) ws.getColumn(c).numFmt = '#,##0.00';
  }
  return toBytes(wb);
}

export const vending: BlindBook = {
  name: 'vending',
  business: 'vending machine operator (three sites)',
  shape: 'multi-sheet book with a summary (one sheet per site)',
  bytes,
  checks: [
    same('cash + card = sales', allT('cash') + allT('card'), allT('sales')),
    same(
      'sales − cost − commission = net',
      allT('sales') - allT('cost') - allT('comm'),
      allT('net'),
    ),
    same('months = sites', total(monthSales), allT('sales')),
    unique('site nets', nets),
    holds('top site on net is top on sales', argMax(sales) === topSite),
    unique('months', monthSales),
    unique('leisure months', leisure, 'min'),
  ],
  questions: questionsFor('vending', [
    [
      'total sales across all sites',
      { value: money(allT('sales')), means: 'Summary Total, Sales (Jan–Nov 2026)' },
    ],
    [
      'which site makes us the most',
      {
        at: SITES[topSite]!.name,
        value: [money(nets[topSite]!), money(sales[topSite]!)],
        means: 'the site with the largest Net (also largest Sales); net or sales',
      },
    ],
    [
      'hospital sales in march',
      { value: money(SITES[0]!.rows[2]!.sales), means: 'Hospital sheet, Mar 2026, Total sales' },
    ],
    [
      'how much commission have we paid the sites',
      { value: money(allT('comm')), means: 'Summary Total, Site commission' },
    ],
    ['net for the leisure centre', { value: money(nets[1]!), means: 'Leisure Centre Total, Net' }],
    [
      'best month overall',
      {
        at: monthAt(bestMonth, 2026),
        value: money(monthSales[bestMonth]!),
        means: 'the month with the largest total sales over the three sites',
      },
    ],
    [
      'what share of sales is card',
      {
        value: pct(allT('card'), allT('sales')),
        means: 'card sales / total sales × 100, all sites',
      },
    ],
    [
      'office park takings this year',
      { value: money(sales[2]!), means: 'Office Park Total, Total sales' },
    ],
    [
      'average monthly sales at the hospital',
      { value: meanCents(sales[0]!, N), means: 'Hospital Total sales / 11 months' },
    ],
    [
      'how did october compare with september',
      {
        value: [money(monthSales[9]! - monthSales[8]!), growth(monthSales[8]!, monthSales[9]!)],
        means: 'October total sales (all sites) less September, or the % change',
      },
    ],
    [
      'product cost as a % of sales',
      { value: pct(allT('cost'), allT('sales')), means: 'Summary Product cost / Sales × 100' },
    ],
    [
      'worst month at the leisure centre',
      {
        at: monthAt(lWorst, 2026),
        value: money(leisure[lWorst]!),
        means: 'the Leisure Centre month with the smallest Total sales',
      },
    ],
    [
      'how much cash have we collected',
      { value: money(allT('cash')), means: 'Cash sales, all sites' },
    ],
    ['overall net profit so far', { value: money(allT('net')), means: 'Summary Total, Net' }],
    ['which snack sells best', { refuse: true, means: 'no product lines in the book' }],
    [
      'how many machines do we have at the hospital',
      { refuse: true, means: 'no machine counts in the book' },
    ],
  ]),
};
