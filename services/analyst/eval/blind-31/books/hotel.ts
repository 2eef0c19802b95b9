/** Small hotel: budget vs actual, year to date, with variance columns, €. */
import ExcelJS from 'exceljs';
import { hundredths, pct } from '../../expect';
import {
  argMax,
  cell,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(4);
const k = (lo: number, hi: number): bigint => BigInt(r.int(lo, hi)) * 100n;
interface L {
  name: string;
  budget: bigint;
  actual: bigint;
}
const mk = (name: string, lo: number, hi: number, swing: number): L => {
  const budget = k(lo, hi);
  const pctOff = name === 'Marketing' ? r.int(6, swing) : r.int(-swing, swing);
  const actual = budget + (budget * BigInt(pctOff)) / 100n + BigInt(r.int(0, 99));
  return { name, budget, actual };
};
const revenue: L[] = [
  mk('Rooms', 380000, 420000, 9),
  mk('Food & Beverage', 120000, 150000, 12),
  mk('Bar', 45000, 60000, 15),
  mk('Events & Weddings', 30000, 55000, 25),
];
const costs: L[] = [
  mk('Staff costs', 210000, 240000, 6),
  mk('Housekeeping supplies', 14000, 19000, 18),
  mk('Laundry', 18000, 24000, 22),
  mk('Utilities', 26000, 34000, 16),
  mk('Marketing', 9000, 14000, 30),
  mk('Repairs & maintenance', 12000, 20000, 35),
  mk('OTA commission', 38000, 46000, 14),
];
const B = (ls: L[]): bigint => total(ls.map((l) => l.budget));
const A = (ls: L[]): bigint => total(ls.map((l) => l.actual));
const v = (l: L): bigint => l.actual - l.budget;
const vp = (l: L): number => Number(pct(v(l), l.budget));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('BvA YTD');
  const row = (l: L): unknown[] => [
    l.name,
    cell(l.budget),
    cell(l.actual),
    cell(v(l)),
    vp(l) / 100,
  ];
  const tot = (name: string, ls: L[]): unknown[] => row({ name, budget: B(ls), actual: A(ls) });
  putRows(ws, [
    ['The Harbour House Hotel'],
    [undefined, 'Budget vs Actual - year to date, January to October 2026 (EUR)'],
    [undefined, 'Budget', 'Actual', 'Variance', undefined],
    ['', '€', '€', '€ (Actual - Budget)', '%'],
    ['REVENUE'],
    ...revenue.map(row),
    tot('Total revenue', revenue),
    [],
    ['COSTS'],
    ...costs.map(row),
    tot('Total costs', costs),
    [],
    [
      'Net operating profit',
      cell(B(revenue) - B(costs)),
      cell(A(revenue) - A(costs)),
      cell(A(revenue) - A(costs) - (B(revenue) - B(costs))),
    ],
  ]);
  ws.mergeCells('B2:E2');
  ws.mergeCells('D3:E3');
  for (const c of [2, 3, 4]) ws.getColumn(c).numFmt = '€#,##0.00;-€#,##0.00';
  ws.getColumn(5).numFmt = '0.00%';
  ws.getColumn(1).width = 28;
  return toBytes(wb);
}

const get = (n: string): L => [...revenue, ...costs].find((l) => l.name === n)!;
const over = costs.map(v);
const big = argMax(revenue.map((l) => l.actual));
const mkt = get('Marketing');
const fb = get('Food & Beverage');
export const hotel: BlindBook = {
  name: 'hotel',
  business: 'small harbour hotel',
  shape: 'budget vs actual YTD with variance € and % columns, merged header',
  bytes,
  checks: [
    {
      what: 'line variances = total cost variance',
      a: total(costs.map(v)),
      b: A(costs) - B(costs),
    },
    {
      what: 'line variances = total revenue variance',
      a: total(revenue.map(v)),
      b: A(revenue) - B(revenue),
    },
    { what: 'most-over cost line unique', a: uniqueMax(over) ? 1n : 0n, b: 1n },
    { what: 'marketing really over budget', a: v(mkt) > 0n ? 1n : 0n, b: 1n },
  ],
  questions: questionsFor('hotel', [
    [
      'actual room revenue this year',
      { value: hundredths(get('Rooms').actual), means: 'Rooms, Actual (YTD Jan–Oct 2026)' },
    ],
    [
      'are we over budget on marketing',
      {
        value: hundredths(v(mkt)),
        abs: true,
        means: 'Marketing Actual − Budget (compared by size)',
      },
    ],
    [
      'how far off budget are total costs',
      {
        value: hundredths(A(costs) - B(costs)),
        abs: true,
        means: 'Total costs Actual − Budget (by size)',
      },
    ],
    [
      'which cost line has overspent the most',
      {
        at: costs[argMax(over)]!.name,
        means: 'cost line with the largest Actual − Budget in € (unique)',
      },
    ],
    [
      'what did we budget for laundry',
      { value: hundredths(get('Laundry').budget), means: 'Laundry, Budget' },
    ],
    [
      'by what % is food and beverage off budget',
      {
        value: pct(v(fb), fb.budget),
        abs: true,
        means: 'F&B variance / budget, % to 2 dp (the % column)',
      },
    ],
    ['total revenue so far', { value: hundredths(A(revenue)), means: 'Total revenue, Actual' }],
    [
      'actual net operating profit',
      { value: hundredths(A(revenue) - A(costs)), means: 'Net operating profit, Actual' },
    ],
    [
      'what profit did we budget for',
      { value: hundredths(B(revenue) - B(costs)), means: 'Net operating profit, Budget' },
    ],
    [
      'utilities spend ytd',
      { value: hundredths(get('Utilities').actual), means: 'Utilities, Actual' },
    ],
    [
      'biggest source of revenue',
      { at: revenue[big]!.name, means: 'revenue line with the largest Actual' },
    ],
    ['why is laundry over budget', { refuse: true, means: 'a reason is not in the sheet' }],
    [
      "what's our occupancy rate",
      { refuse: true, means: 'no room-nights or occupancy in the sheet' },
    ],
    [
      'how much did repairs cost in august',
      { refuse: true, means: 'year-to-date only, no monthly split' },
    ],
  ]),
};
