/**
 * Issue 13, pass 26: the twentieth blind set's layouts, built as the lead described them
 * (never read from eval/blind*), for the pass26 tests.
 */
import type { ShapeRow } from './pass5-shapes';

/** W1: a two-year comparison, newest year first, Change and Change % (a fraction). */
export const TWO_YEAR_INCOME: Array<[string, number, number]> = [
  ['Course fees - adults', 4_850_000, 4_420_000],
  ['Course fees - children', 2_310_000, 2_560_000],
  ['Corporate training', 1_640_000, 1_210_000],
  ['Exam registration', 380_000, 365_000],
  ['Book sales', 215_000, 240_000],
];
export const TWO_YEAR_COSTS: Array<[string, number, number]> = [
  ['Teacher salaries', 4_120_000, 3_760_000],
  ['Rent', 1_260_000, 1_080_000],
  ['Utilities', 310_000, 295_000],
  ['Marketing', 420_000, 455_000],
  ['Materials', 190_000, 175_000],
];
export const sumAt = (lines: Array<[string, number, number]>, i: 1 | 2): number =>
  lines.reduce((s, l) => s + l[i], 0);

export function twoYearRows(
  income = TWO_YEAR_INCOME,
  costs = TWO_YEAR_COSTS,
  years: [string, string] = ['FY2025', 'FY2024'],
): ShapeRow[] {
  const line = (l: [string, number, number]): ShapeRow => [
    l[0],
    l[1],
    l[2],
    l[1] - l[2],
    (l[1] - l[2]) / l[2],
  ];
  const ti: [string, number, number] = ['Total income', sumAt(income, 1), sumAt(income, 2)];
  const tc: [string, number, number] = ['Total costs', sumAt(costs, 1), sumAt(costs, 2)];
  return [
    ['Bridgeway Language Centre'],
    ['Year-on-year comparison (PHP)'],
    [],
    [null, years[0], years[1], 'Change', 'Change %'],
    ['INCOME'],
    ...income.map(line),
    line(ti),
    ['COSTS'],
    ...costs.map(line),
    line(tc),
    [],
    line(['Surplus', ti[1] - tc[1], ti[2] - tc[2]]),
  ];
}

/** W2: budget vs actual as two stacked tables (INCOME, EXPENDITURE) with the same header. */
export const CLUB_INCOME: Array<[string, number, number]> = [
  ['Membership subscriptions', 48_000, 46_350],
  ['Boat hire', 12_000, 13_420],
  ['Regatta entries', 6_500, 5_180],
  ['Bar takings', 9_000, 9_640],
  ['Grants', 5_000, 5_000],
];
export const CLUB_SPENDING: Array<[string, number, number]> = [
  ['Coaching', 18_000, 19_250],
  ['Boat repairs', 7_500, 9_120],
  ['Boathouse rent', 14_000, 14_000],
  ['Insurance', 4_200, 4_480],
  ['Bar stock', 5_400, 5_110],
  ['Travel to regattas', 6_000, 5_230],
];
export function budgetStackRows(
  income = CLUB_INCOME,
  spending = CLUB_SPENDING,
  head: [string, string] = ['INCOME', 'EXPENDITURE'],
): ShapeRow[] {
  const header: ShapeRow = ['Line', 'Budget', 'Actual', 'Variance', 'Comment'];
  const line = (l: [string, number, number]): ShapeRow => [l[0], l[1], l[2], l[2] - l[1], ''];
  const total = (name: string, ls: Array<[string, number, number]>): ShapeRow =>
    line([name, sumAt(ls, 1), sumAt(ls, 2)]);
  const surplus = sumAt(income, 2) - sumAt(spending, 2);
  return [
    ['Riverside Rowing Club'],
    ['Season Apr 2025 – Mar 2026 · budget vs actual · GBP'],
    ['Variance = actual - budget'],
    [],
    [head[0]],
    header,
    ...income.map(line),
    total(`Total ${head[0].toLowerCase()}`, income),
    [],
    [],
    [head[1]],
    header,
    ...spending.map(line),
    total(`Total ${head[1].toLowerCase()}`, spending),
    [],
    ['Surplus / (deficit)', null, surplus],
  ];
}

/** W3: a Shopify orders export, newest first. */
export type Order = [
  string,
  string,
  string,
  'paid' | 'refunded',
  string,
  number,
  number,
  number,
  number,
  string,
];
export const ORDERS: Order[] = [
  [
    '#1012',
    '2025-06-28 14:41 +0200',
    'a@x.de',
    'paid',
    'Chalk paint 3L tin',
    2,
    96,
    6.9,
    18.24,
    'DE',
  ],
  [
    '#1011',
    '2025-06-20 09:12 +0200',
    'b@x.fr',
    'paid',
    'Chalk paint 1L tin',
    3,
    54,
    8.9,
    10.8,
    'FR',
  ],
  ['#1010', '2025-06-11 18:03 +0200', 'c@x.nl', 'refunded', 'Wax finish', 1, 22, 6.9, 4.62, 'NL'],
  [
    '#1009',
    '2025-05-30 11:40 +0200',
    'd@x.de',
    'paid',
    'Chalk paint 3L tin',
    1,
    48,
    6.9,
    9.12,
    'DE',
  ],
  ['#1008', '2025-05-22 16:25 +0200', 'e@x.fr', 'paid', 'Brush set', 2, 38, 8.9, 7.6, 'FR'],
  [
    '#1007',
    '2025-05-14 10:05 +0200',
    'f@x.de',
    'refunded',
    'Chalk paint 3L tin',
    1,
    48,
    6.9,
    9.12,
    'DE',
  ],
  [
    '#1006',
    '2025-05-03 13:33 +0200',
    'g@x.nl',
    'paid',
    'Chalk paint 1L tin',
    4,
    72,
    6.9,
    15.12,
    'NL',
  ],
  ['#1005', '2025-04-26 19:47 +0200', 'h@x.de', 'paid', 'Wax finish', 2, 44, 6.9, 8.36, 'DE'],
  [
    '#1004',
    '2025-04-18 08:58 +0200',
    'i@x.fr',
    'paid',
    'Chalk paint 3L tin',
    3,
    144,
    0,
    28.8,
    'FR',
  ],
  ['#1003', '2025-04-09 12:14 +0200', 'j@x.de', 'paid', 'Brush set', 1, 19, 6.9, 3.61, 'DE'],
  [
    '#1002',
    '2025-05-02 15:20 +0200',
    'k@x.be',
    'paid',
    'Chalk paint 1L tin',
    1,
    18,
    8.9,
    3.78,
    'BE',
  ],
];
export const orderTotal = (o: Order): number => Math.round((o[6] + o[7] + o[8]) * 100) / 100;
export function ordersRows(orders = ORDERS): ShapeRow[] {
  return [
    [
      'Name',
      'Created at',
      'Email',
      'Financial Status',
      'Lineitem name',
      'Lineitem quantity',
      'Subtotal',
      'Shipping',
      'Taxes',
      'Total',
      'Shipping Country',
    ],
    ...orders.map((o): ShapeRow => [...o.slice(0, 9), orderTotal(o), o[9]] as ShapeRow),
  ];
}

/** W4: memberships, newest month first, a "Jan–Oct total" row above the months. */
export const GYM_MONTHS: Array<[number, number, number, number, number, number]> = [
  // adult end, new adult, cancelled adult, student end, new student, cancelled student (Jan..Oct)
  [180, 22, 8, 60, 10, 4],
  [191, 18, 7, 64, 9, 5],
  [199, 14, 6, 66, 7, 5],
  [204, 12, 7, 67, 6, 5],
  [206, 9, 7, 65, 4, 6],
  [203, 8, 11, 62, 3, 6],
  [205, 10, 8, 60, 5, 7],
  [209, 12, 8, 63, 8, 5],
  [218, 16, 7, 70, 12, 5],
  [224, 13, 7, 73, 7, 4],
];
export const gymMrr = (m: (typeof GYM_MONTHS)[number], adult = 95, student = 69): number =>
  m[0] * adult + m[3] * student;
export function gymRows(adult = 95, student = 69, sym = 'C$'): ShapeRow[] {
  const sumCol = (i: number): number => GYM_MONTHS.reduce((s, m) => s + m[i]!, 0);
  return [
    ['Northside Strength Gym'],
    [
      `Adult ${sym}${adult}/mo, Student ${sym}${student}/mo. MRR = end-of-month members x plan price.`,
    ],
    [
      'Month',
      'Adult members (end)',
      'New adult',
      'Cancelled adult',
      'Student members (end)',
      'New student',
      'Cancelled student',
      `MRR (${sym})`,
    ],
    ['Jan–Oct total', null, sumCol(1), sumCol(2), null, sumCol(4), sumCol(5), null],
    ...GYM_MONTHS.map((m, i): ShapeRow => [
      `2025-${String(i + 1).padStart(2, '0')}`,
      ...m,
      gymMrr(m, adult, student),
    ]).reverse(),
  ];
}

/** W5: an expense log of 2025 (no month near today), a payroll over a quarter, an inventory. */
export const EXPENSES: Array<[string, string, string, number]> = [
  ['2025-01-06', 'Office supplies', 'Paper and toner', 84.2],
  ['2025-01-19', 'Travel', 'Train to Leeds', 62.5],
  ['2025-02-03', 'Software', 'Accounting app', 30],
  ['2025-02-21', 'Travel', 'Taxi', 18.4],
  ['2025-03-04', 'Office supplies', 'Printer ink', 45.99],
  ['2025-03-28', 'Software', 'Accounting app', 30],
];
export function expenseRows(): ShapeRow[] {
  return [
    ['Date', 'Category', 'Description', 'Amount'],
    ...EXPENSES.map((e): ShapeRow => [new Date(`${e[0]}T00:00:00Z`), e[1], e[2], e[3]]),
  ];
}
export const PAY: Array<[string, string, number, number]> = [
  ['Jan-2025', 'Maria Santos', 3200, 2610],
  ['Jan-2025', 'Tom Reyes', 2800, 2330],
  ['Feb-2025', 'Maria Santos', 3200, 2610],
  ['Feb-2025', 'Tom Reyes', 2800, 2330],
  ['Mar-2025', 'Maria Santos', 3350, 2720],
  ['Mar-2025', 'Tom Reyes', 2800, 2330],
];
export function payRows(): ShapeRow[] {
  return [['Month', 'Employee', 'Gross pay', 'Net pay'], ...PAY.map((p): ShapeRow => [...p])];
}
export const CELLAR: Array<[string, number, number]> = [
  ['House red', 120, 4.5],
  ['Rioja reserva', 24, 13.8],
  ['Champagne', 12, 28],
  ['Pinot grigio', 60, 6.2],
];
export function cellarRows(): ShapeRow[] {
  return [
    ['Item', 'Bottles', 'Unit cost', 'Total value'],
    ...CELLAR.map((c): ShapeRow => [c[0], c[1], c[2], Math.round(c[1] * c[2] * 100) / 100]),
  ];
}

/** M1: a QuickBooks P&L with one value column headed "Total", a nested vehicle group, a footer. */
export const QB_INCOME: Array<[string, number]> = [
  ['Residential installs', 84_250],
  ['Commercial access control', 61_400],
  ['Service contracts', 22_900],
];
export const QB_COGS: Array<[string, number]> = [
  ['Hardware purchases', 48_300],
  ['Subcontractors', 12_750],
];
export const QB_VEHICLE: Array<[string, number]> = [
  ['Fuel', 6_420],
  ['Repairs', 2_180],
];
export const QB_EXPENSES: Array<[string, number]> = [
  ['Advertising', 3_950],
  ['Insurance', 4_600],
  ['Rent', 14_400],
  ['Wages', 38_200],
];
export const QB_INTEREST = 312.55;
export function qbRows(): ShapeRow[] {
  const s = (ls: Array<[string, number]>): number => ls.reduce((a, l) => a + l[1], 0);
  const income = s(QB_INCOME);
  const cogs = s(QB_COGS);
  const vehicles = s(QB_VEHICLE);
  const expenses = vehicles + s(QB_EXPENSES);
  const noi = income - cogs - expenses;
  return [
    ['Keyline Security Ltd'],
    ['Profit and Loss'],
    ['January - December 2025'],
    [],
    [null, 'Total'],
    ['Income'],
    ...QB_INCOME.map((l): ShapeRow => [`   ${l[0]}`, l[1]]),
    ['Total Income', income],
    ['Cost of Goods Sold'],
    ...QB_COGS.map((l): ShapeRow => [`   ${l[0]}`, l[1]]),
    ['Total Cost of Goods Sold', cogs],
    ['Gross Profit', income - cogs],
    ['Expenses'],
    ['   Vehicle expenses'],
    ...QB_VEHICLE.map((l): ShapeRow => [`      ${l[0]}`, l[1]]),
    ['   Total Vehicle expenses', vehicles],
    ...QB_EXPENSES.map((l): ShapeRow => [`   ${l[0]}`, l[1]]),
    ['Total Expenses', expenses],
    ['Net Operating Income', noi],
    ['Other Income'],
    ['   Interest earned', QB_INTEREST],
    ['Total Other Income', QB_INTEREST],
    ['Net Income', noi + QB_INTEREST],
    [],
    ['Cash Basis  Monday, January 12, 2026 09:14 AM GMT-05:00'],
  ];
}

/** M2: a payroll register: a "Deductions" row over the deduction columns, "Total <month>" rows. */
export const REGISTER: Array<[string, string, number]> = [
  ['Jul-2025', 'Adaeze Okafor', 450_000],
  ['Jul-2025', 'Tunde Bello', 380_000],
  ['Jul-2025', 'Ngozi Eze', 300_000],
  ['Aug-2025', 'Adaeze Okafor', 450_000],
  ['Aug-2025', 'Tunde Bello', 380_000],
  ['Aug-2025', 'Ngozi Eze', 320_000],
  ['Sep-2025', 'Adaeze Okafor', 470_000],
  ['Sep-2025', 'Tunde Bello', 380_000],
  ['Sep-2025', 'Ngozi Eze', 320_000],
];
/** PAYE, pension (8%), NHF, total deductions, net for a gross pay. */
export function deductions(gross: number): [number, number, number, number, number] {
  const paye = Math.round(gross * 0.11);
  const pension = Math.round(gross * 0.08);
  const nhf = Math.round(gross * 0.025);
  const total = paye + pension + nhf;
  return [paye, pension, nhf, total, gross - total];
}
export function registerRows(): ShapeRow[] {
  const rows: ShapeRow[] = [
    ['Lagos Print Works — payroll register Q3 2025 (NGN)'],
    [null, null, null, 'Deductions'],
    [
      'Month',
      'Employee',
      'Gross pay',
      'PAYE',
      'Pension (8%)',
      'NHF',
      'Total deductions',
      'Net pay',
    ],
  ];
  for (const month of [...new Set(REGISTER.map((r) => r[0]))]) {
    const staff = REGISTER.filter((r) => r[0] === month);
    for (const s of staff) rows.push([s[0], s[1], s[2], ...deductions(s[2])]);
    const cols = [0, 1, 2, 3, 4].map((i) => staff.reduce((a, s) => a + deductions(s[2])[i]!, 0));
    rows.push([null, `Total ${month}`, staff.reduce((a, s) => a + s[2], 0), ...cols]);
  }
  return rows;
}

/** M3: a wine stock count: Item | Type | Bottles | Unit cost £ | Stock value £ | Notes, a Total row, a note. */
export const WINES: Array<[string, string, number, number, string]> = [
  ['Malbec Reserva 2021', 'Red', 36, 9.4, ''],
  ['Rioja Crianza 2020', 'Red', 48, 8.15, ''],
  ['Sancerre 2023', 'White', 18, 14.6, 'reorder'],
  ['Albariño 2023', 'White', 30, 10.2, ''],
  ['Picpoul de Pinet', 'White', 42, 7.3, ''],
  ['Provence Rosé 2024', 'Rosé', 24, 9.9, ''],
  ['Crémant de Loire', 'Sparkling', 30, 11.25, ''],
  ['Champagne Brut NV', 'Sparkling', 12, 24.5, ''],
];
export const wineValue = (w: (typeof WINES)[number]): number => Math.round(w[2] * w[3] * 100) / 100;
export function wineRows(): ShapeRow[] {
  return [
    ['Stock count — 30 Nov 2025'],
    ['Item', 'Type', 'Bottles', 'Unit cost £', 'Stock value £', 'Notes'],
    ...WINES.map((w): ShapeRow => [w[0], w[1], w[2], w[3], wineValue(w), w[4]]),
    [
      'Total',
      null,
      WINES.reduce((a, w) => a + w[2], 0),
      null,
      Math.round(WINES.reduce((a, w) => a + wineValue(w), 0) * 100) / 100,
      null,
    ],
    [],
    ['Counted by the bar manager; values at last purchase price.'],
  ];
}

/** M4: job costing (Project | Client | Fee | Labour cost | Consultants | Expenses | Total cost | Margin, Total row) and an Hours sheet. */
export const PROJECTS: Array<[string, string, number, number, number, number]> = [
  ['Harbour View flats', 'Meridian Homes', 84_000, 41_200, 9_800, 3_100],
  ['Library extension', 'City Council', 126_000, 70_400, 21_500, 6_900],
  ['Barn conversion', 'J. & P. Hale', 38_500, 24_100, 4_200, 2_650],
  ['Clinic fit-out', 'Northgate Health', 57_000, 33_800, 6_300, 3_400],
];
export const projectCost = (p: (typeof PROJECTS)[number]): number => p[3] + p[4] + p[5];
export function projectRows(): ShapeRow[] {
  const sumAtI = (i: number): number => PROJECTS.reduce((a, p) => a + (p[i] as number), 0);
  return [
    ['Project', 'Client', 'Fee', 'Labour cost', 'Consultants', 'Expenses', 'Total cost', 'Margin'],
    ...PROJECTS.map((p): ShapeRow => [...p, projectCost(p), p[2] - projectCost(p)]),
    [
      'Total',
      null,
      sumAtI(2),
      sumAtI(3),
      sumAtI(4),
      sumAtI(5),
      PROJECTS.reduce((a, p) => a + projectCost(p), 0),
      PROJECTS.reduce((a, p) => a + p[2] - projectCost(p), 0),
    ],
  ];
}
export const HOURS: Array<[string, number[]]> = [
  ['Rita Moreno', [120, 132, 118, 140, 126, 110]],
  ['Sam Okoye', [96, 104, 99, 112, 108, 101]],
  ['Lena Fischer', [140, 128, 135, 150, 142, 138]],
];
export function hoursRows(): ShapeRow[] {
  return [
    ['Staff', '2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06', 'Total'],
    ...HOURS.map((h): ShapeRow => [h[0], ...h[1], h[1].reduce((a, b) => a + b, 0)]),
  ];
}
