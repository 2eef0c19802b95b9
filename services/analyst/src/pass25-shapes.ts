/**
 * Issue 13, pass 25: the nineteenth blind set's layouts, built as the lead described them
 * (never read from eval/blind*), for pass25.test.ts.
 */
import type { ShapeRow } from './pass5-shapes';

/** W1: a plans-across MRR sheet: members per plan, MRR per plan, a Total MRR column, New, Cancelled. */
export const PLAN_PRICES: Array<[string, number]> = [
  ['Kids', 1200],
  ['Adult', 1800],
  ['Unlimited', 2900],
];
/** Members per plan by month, then New and Cancelled. */
export const PLAN_MONTHS: Array<[number, number, number, number, number]> = [
  [60, 110, 52, 14, 9],
  [62, 112, 53, 12, 8],
  [61, 115, 55, 15, 11],
  [63, 117, 56, 13, 10],
  [64, 118, 58, 16, 12],
  [66, 120, 59, 18, 21],
  [65, 121, 60, 17, 13],
  [67, 122, 61, 19, 14],
  [68, 124, 62, 15, 11],
  [69, 126, 63, 14, 12],
  [70, 127, 64, 12, 9],
  [71, 128, 64, 11, 10],
];
export const planMonth = (i: number): string => `2025-${String(i + 1).padStart(2, '0')}`;
export const planMrr = (i: number, p: number, prices = PLAN_PRICES): number =>
  PLAN_MONTHS[i]![p]! * prices[p]![1];
export const totalMrr = (i: number, prices = PLAN_PRICES): number =>
  [0, 1, 2].reduce((s, p) => s + planMrr(i, p, prices), 0);

export function planMrrRows(currency = 'THB (฿)', sym = '฿', prices = PLAN_PRICES): ShapeRow[] {
  const names = prices.map(([n]) => n);
  return [
    ['Iron Lotus Muay Thai & BJJ'],
    [`Memberships and monthly recurring revenue, ${currency}`],
    [
      'Month',
      ...names.map((n) => `${n} members`),
      ...names.map((n) => `${n} MRR`),
      'Total MRR',
      'New',
      'Cancelled',
    ],
    ...PLAN_MONTHS.map((m, i): ShapeRow => [
      planMonth(i),
      m[0],
      m[1],
      m[2],
      planMrr(i, 0, prices),
      planMrr(i, 1, prices),
      planMrr(i, 2, prices),
      totalMrr(i, prices),
      m[3],
      m[4],
    ]),
    [],
    [
      `Prices: ${prices.map(([n, p]) => `${n} ${sym}${p.toLocaleString('en-US')}`).join(', ')} per month`,
    ],
  ];
}

/** M1: a stock count: title, a "Total stock value" row with the total in the Value column, then the items. */
export const CHEESES: Array<[string, string, string, number, number, string]> = [
  ['FR-001', 'Comté 18 mois', 'Hard', 14, 22.5, ''],
  ['FR-002', 'Beaufort', 'Hard', 9, 26.4, ''],
  ['FR-003', 'Mimolette', 'Hard', 11, 15.2, ''],
  ['FR-004', 'Brie de Meaux', 'Soft', 8, 18.9, ''],
  ['FR-005', 'Camembert', 'Soft', 30, 4.8, ''],
  ['FR-006', 'Reblochon', 'Soft', 12, 9.75, 'reorder'],
  ['FR-007', 'Crottin de Chavignol', 'Goat', 40, 2.9, ''],
  ['FR-008', 'Sainte-Maure', 'Goat', 16, 7.4, ''],
  ['FR-009', 'Valençay', 'Goat', 10, 8.1, ''],
  ['FR-010', 'Roquefort', 'Blue', 7, 21.3, ''],
  ['FR-011', "Bleu d'Auvergne", 'Blue', 9, 12.6, ''],
  ['FR-012', 'Fourme d’Ambert', 'Blue', 6, 14.2, ''],
];
export const cheeseValue = (i: number): number =>
  Math.round(CHEESES[i]![3] * CHEESES[i]![4] * 100) / 100;
export function stockCountRows(titled = true, cur = '€'): ShapeRow[] {
  const total = CHEESES.reduce((s, _, i) => s + cheeseValue(i), 0);
  const head: ShapeRow[] = titled
    ? [
        ['Fromagerie du Coin — stock count 30 Sep 2025'],
        [`Total stock value (${cur})`, null, null, null, null, Math.round(total * 100) / 100],
        [],
      ]
    : [];
  return [
    ...head,
    ['SKU', 'Item', 'Category', 'Qty (pcs)', `Unit cost ${cur}`, `Value ${cur}`, 'Notes'],
    ...CHEESES.map(([sku, item, cat, q, u, note], i): ShapeRow => [
      sku,
      item,
      cat,
      q,
      u,
      cheeseValue(i),
      note,
    ]),
  ];
}

/** M3: a payroll register with a two-row header (Deductions over three columns), a Total row. */
export const PAY: Array<[string, number, number, number, number]> = [
  ['Bat-Erdene', 2400000, 276000, 212000, 100000],
  ['Solongo', 1900000, 218500, 168000, 0],
  ['Tömör', 2100000, 241500, 186000, 150000],
  ['Oyuna', 1750000, 201250, 154000, 50000],
];
export const payNet = (p: (typeof PAY)[number]): number => p[1] - p[2] - p[3] - p[4];
export function payrollRows(): ShapeRow[] {
  const col = (i: number): number => PAY.reduce((s, p) => s + (p[i] as number), 0);
  return [
    ['Altai Trading LLC — payroll register, September 2025'],
    ['Amounts in MNT (₮)'],
    [],
    ['Employee', 'Month', 'Gross pay', 'Deductions', null, null, 'Net pay'],
    [null, null, null, 'Social insurance', 'Income tax', 'Advance', null],
    ...PAY.map((p): ShapeRow => [p[0], 'Sep 2025', p[1], p[2], p[3], p[4], payNet(p)]),
    ['Total', null, col(1), col(2), col(3), col(4), PAY.reduce((s, p) => s + payNet(p), 0)],
  ];
}

/** M2: a season book: "Rentals" holds two stacked tables (Rental days, Revenue (CHF)), "Costs" one. */
export const GEAR = ['Skis', 'Snowboards', 'Boots', 'Helmets'];
export const SEASON_MONTHS = ['Dec-25', 'Jan-26', 'Feb-26', 'Mar-26'];
export const RENTAL_DAYS = [
  [310, 520, 480, 260],
  [140, 230, 210, 120],
  [280, 470, 430, 230],
  [190, 330, 300, 160],
];
export const DAY_RATE = [38, 42, 12, 8];
export const rentalRevenue = (g: number, m: number): number => RENTAL_DAYS[g]![m]! * DAY_RATE[g]!;
export const COSTS: Array<[string, number[]]> = [
  ['Staff', [9000, 11000, 11000, 7000]],
  ['Shop rent', [3500, 3500, 3500, 3500]],
  ['Waxing & repairs', [1200, 1800, 1600, 900]],
  ['Insurance', [600, 600, 600, 600]],
];
const add = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
export function rentalsRows(): ShapeRow[] {
  const head = ['Equipment', ...SEASON_MONTHS, 'Season'];
  const rev = GEAR.map((_, g) => SEASON_MONTHS.map((_, m) => rentalRevenue(g, m)));
  return [
    ['Rental days'],
    head,
    ...GEAR.map((n, g): ShapeRow => [n, ...RENTAL_DAYS[g]!, add(RENTAL_DAYS[g]!)]),
    [],
    [],
    ['Revenue (CHF)'],
    head,
    ...GEAR.map((n, g): ShapeRow => [n, ...rev[g]!, add(rev[g]!)]),
    ['Total', ...SEASON_MONTHS.map((_, m) => add(rev.map((r) => r[m]!))), add(rev.flat())],
  ];
}
export function costsRows(): ShapeRow[] {
  return [
    ['Running costs (CHF)'],
    ['Cost', 'December', 'January', 'February', 'March', 'Total'],
    ...COSTS.map(([n, v]): ShapeRow => [n, ...v, add(v)]),
    [
      'Total',
      ...[0, 1, 2, 3].map((m) => add(COSTS.map((c) => c[1][m]!))),
      add(COSTS.flatMap((c) => c[1])),
    ],
  ];
}

/** M4: budget vs actual, quarters as a two-row header (Q1 over Budget | Actual …), a Result row. */
export const BVA_INCOME: Array<[string, number[]]> = [
  ['Tuition', [42000, 40100, 38000, 39500, 30000, 28800, 45000, 47200]],
  ['Workshops', [6000, 5200, 5000, 6100, 3000, 2600, 7000, 6800]],
];
export const BVA_COSTS: Array<[string, number[]]> = [
  ['Teachers', [24000, 24500, 24000, 23800, 18000, 18200, 26000, 26500]],
  ['Rent', [9000, 9000, 9000, 9000, 9000, 9000, 9000, 9000]],
  ['Materials', [2500, 2900, 2000, 1800, 1200, 1500, 3000, 3300]],
];
const col8 = (rows: Array<[string, number[]]>): number[] =>
  [0, 1, 2, 3, 4, 5, 6, 7].map((i) => rows.reduce((s, r) => s + r[1][i]!, 0));
export function budgetQuartersRows(): ShapeRow[] {
  const inc = col8(BVA_INCOME);
  const cost = col8(BVA_COSTS);
  return [
    ['Little Notes Music School — budget vs actual 2025'],
    [],
    [null, 'Q1', null, 'Q2', null, 'Q3', null, 'Q4', null],
    ['Line', 'Budget', 'Actual', 'Budget', 'Actual', 'Budget', 'Actual', 'Budget', 'Actual'],
    ['INCOME'],
    ...BVA_INCOME.map(([n, v]): ShapeRow => [n, ...v]),
    ['Total income', ...inc],
    ['COSTS'],
    ...BVA_COSTS.map(([n, v]): ShapeRow => [n, ...v]),
    ['Total costs', ...cost],
    ['Result', ...inc.map((x, i) => x - cost[i]!)],
  ];
}

/** M5: a cash-flow statement with a "Loan drawdown" line under financing, a Year column. */
export function cashFlowRows(): ShapeRow[] {
  return [
    ['Cash flow statement 2025'],
    ['Line', 'H1', 'H2', 'Year'],
    ['Operating activities'],
    ['Cash from customers', 120000, 135000, 255000],
    ['Paid to suppliers', -70000, -76000, -146000],
    ['Net cash from operating activities', 50000, 59000, 109000],
    ['Investing activities'],
    ['New oven', -30000, 0, -30000],
    ['Net cash from investing activities', -30000, 0, -30000],
    ['Financing activities'],
    ['Loan drawdown', 40000, 0, 40000],
    ['Loan repayments', -5000, -8000, -13000],
    ['Net cash from financing activities', 35000, -8000, 27000],
    ['Net change in cash', 55000, 51000, 106000],
  ];
}

/** M5: an expense log grouped by category with "Subtotal <category>" rows and a GRAND TOTAL. */
export const EXPENSE_GROUPS: Array<[string, Array<[string, string, number]>]> = [
  [
    'Fuel',
    [
      ['2025-01-04', 'Diesel van', 92.4],
      ['2025-01-18', 'Diesel van', 88.1],
      ['2025-02-02', 'Petrol car', 61.25],
    ],
  ],
  [
    'Tools',
    [
      ['2025-01-09', 'Drill bits', 34.9],
      ['2025-02-11', 'Ladder', 189],
    ],
  ],
  [
    'Phone',
    [
      ['2025-01-31', 'Mobile plan', 45],
      ['2025-02-28', 'Mobile plan', 45],
    ],
  ],
];
export function subtotalLogRows(): ShapeRow[] {
  const rows: ShapeRow[] = [['Date', 'Category', 'Description', 'Amount']];
  let grand = 0;
  for (const [cat, items] of EXPENSE_GROUPS) {
    let sub = 0;
    for (const [d, desc, v] of items) {
      rows.push([new Date(`${d}T00:00:00Z`), cat, desc, v]);
      sub += v;
    }
    rows.push([null, `Subtotal ${cat}`, null, Math.round(sub * 100) / 100]);
    grand += sub;
  }
  rows.push([null, 'GRAND TOTAL', null, Math.round(grand * 100) / 100]);
  return rows;
}

/** M5: a three-year P&L, the latest year first. */
export const THREE_YEARS: Array<[string, number[]]> = [
  ['Sales', [410000, 372000, 351000]],
  ['Cost of sales', [-164000, -150000, -142000]],
  ['Marketing', [-21000, -18500, -16200]],
  ['Wages', [-118000, -109000, -101000]],
  ['Net profit', [107000, 94500, 91800]],
];
export function threeYearRows(): ShapeRow[] {
  return [
    ['Profit and loss, three years (NZD)'],
    ['Line', '2025', '2024', '2023'],
    ...THREE_YEARS.map(([n, v]): ShapeRow => [n, ...v]),
  ];
}

/** M5: a QuickBooks P&L with quarter columns "Jan - Mar 2025" … and Total. */
export const QB_QUARTERS = ['Jan - Mar 2025', 'Apr - Jun 2025', 'Jul - Sep 2025', 'Oct - Dec 2025'];
export const QB_NET = [8200, 15400, 21900, 6100];
export function qbQuarterRows(): ShapeRow[] {
  const income = [30000, 41000, 52000, 27000];
  const costs = income.map((x, i) => x - QB_NET[i]!);
  const add = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
  return [
    ['Kauri Kayaks Ltd'],
    ['Profit and Loss'],
    ['January - December 2025'],
    [],
    ['', ...QB_QUARTERS, 'Total'],
    ['Income'],
    ['Tours', ...income, add(income)],
    ['Total Income', ...income, add(income)],
    ['Expenses'],
    ['Guides', ...costs, add(costs)],
    ['Total Expenses', ...costs, add(costs)],
    ['Net Income', ...QB_NET, add(QB_NET)],
  ];
}
