/**
 * Issue 13, pass 19: variants of the shapes whose answers were wrong figures in the thirteenth
 * blind set (answers of the wrong kind, a job log counted by job type, a bank export's credits
 * less debits), built from the lead's description of each kind, the truth computed from the
 * rows written.
 */
import type { ShapeRow } from './pass5-shapes';
import { MONTH_NAMES } from './periods';

export const titled = (titles: number, name: string, rows: ShapeRow[]): ShapeRow[] =>
  titles
    ? [[`${name} 2025`], ...(titles > 1 ? [['Prepared by the owner'], [null]] : []), ...rows]
    : rows;

// ---------- W0: a place asked where the sheet holds no label of that kind ----------
/** A QuickBooks-style P&L with full-year totals only (no months). */
export function qbYearRows(titles: number, totalLabel: string): ShapeRow[] {
  return titled(titles, 'Profit and Loss', [
    [null, totalLabel],
    ['Income', null],
    ['Sales', 182000],
    ['Services', 41000],
    ['Total Income', 223000],
    ['Expenses', null],
    ['Rent', 24000],
    ['Wages', 61000],
    ['Total Expenses', 85000],
    ['Net Income', 138000],
  ]);
}
/** Sales by department (no products), one year's total each. */
export function departmentRows(titles: number, money: string): ShapeRow[] {
  return titled(titles, 'Sales by department', [
    ['Department', money],
    ['Bakery', 52000],
    ['Deli', 38000],
    ['Produce', 27000],
    ['Total', 117000],
  ]);
}
/** Inventory with a unit COST and no selling price. */
export function inventoryRows(titles: number, cost: string): ShapeRow[] {
  return titled(titles, 'Stock list', [
    ['Item', 'On hand', cost, 'Value'],
    ['Oak table', 4, 310, 1240],
    ['Pine chair', 40, 45, 1800],
    ['Lamp', 9, 28, 252],
  ]);
}
/** A loan schedule (no asset named). */
export function loanRows(titles: number): ShapeRow[] {
  const rows: ShapeRow[] = [['Period', 'Payment', 'Interest', 'Principal', 'Balance']];
  let balance = 12000;
  for (let p = 1; p <= 6; p++) {
    const interest = Math.round(balance * 0.01);
    const principal = 2000;
    balance -= principal;
    rows.push([p, principal + interest, interest, principal, balance]);
  }
  return titled(titles, 'Equipment loan', rows);
}

// ---------- W1: a job log ----------
export const JOB_LOG: Array<[string, string, string, number, number]> = [
  ['2025-01-14', 'Harper Ltd', 'Repair', 3, 60],
  ['2025-02-03', 'Mills & Co', 'Install', 6, 55],
  ['2025-03-21', 'Harper Ltd', 'Repair', 2, 60],
  ['2025-04-08', 'Oakridge', 'Service', 4, 50],
  ['2025-05-12', 'Harper Ltd', 'Install', 5, 55],
  ['2025-05-30', 'Mills & Co', 'Repair', 1, 60],
  ['2025-06-17', 'Oakridge', 'Repair', 3, 60],
  ['2025-07-02', 'Harper Ltd', 'Service', 2, 50],
  ['2025-09-09', 'Oakridge', 'Install', 7, 55],
];
export interface JobLogVariant {
  titles: number;
  money: string;
  rate: string;
  type: string;
  totals: boolean;
}
export function jobLogVariants(): JobLogVariant[] {
  const out: JobLogVariant[] = [];
  for (const titles of [0, 2])
    for (const money of ['Amount', 'Total', 'Charged (£)', 'Amount billed'])
      for (const rate of ['Rate', 'Hourly rate', 'Rate/hr'])
        for (const type of ['Job type', 'Job', 'Work'])
          for (const totals of [false, true]) out.push({ titles, money, rate, type, totals });
  return out;
}
export function jobLogRows(v: JobLogVariant): ShapeRow[] {
  const rows: ShapeRow[] = [['Date', 'Customer', v.type, 'Hours', v.rate, v.money]];
  for (const [d, c, t, h, r] of JOB_LOG) rows.push([new Date(`${d}T00:00:00Z`), c, t, h, r, h * r]);
  if (v.totals)
    rows.push([
      'Total',
      null,
      null,
      JOB_LOG.reduce((s, j) => s + j[3], 0),
      null,
      JOB_LOG.reduce((s, j) => s + j[3] * j[4], 0),
    ]);
  return titled(v.titles, 'Job log', rows);
}

// ---------- W7: a bank export ----------
export const BANK: Array<[string, string, number | null, number | null]> = [
  ['2025-11-01', 'Opening transfer', null, 2500],
  ['2025-11-04', 'Card payment - Fuel', 85.4, null],
  ['2025-11-10', 'Client payment Harper', null, 1200],
  ['2025-11-15', 'Rent', 950, null],
  ['2025-11-15', 'Client payment Oakridge', null, 640.5],
  ['2025-11-22', 'Phone bill', 42.99, null],
  ['2025-11-28', 'Client payment Mills', null, 310],
];
export function bankRows(titles: number, debit: string, credit: string): ShapeRow[] {
  const rows: ShapeRow[] = [['Date', 'Description', debit, credit, 'Balance']];
  let bal = 1000;
  for (const [d, desc, dr, cr] of BANK) {
    bal = Math.round((bal - (dr ?? 0) + (cr ?? 0)) * 100) / 100;
    rows.push([new Date(`${d}T00:00:00Z`), desc, dr, cr, bal]);
  }
  return titled(titles, 'Current account', rows);
}

// ---------- W4: AR aging, a bucket named ----------
export const AGING: Array<[string, number, number, number, number]> = [
  ['Bright Dental', 1200, 300, 0, 150],
  ['Cole Builders', 400, 2600, 900, 0],
  ['Dune Cafe', 0, 0, 200, 2100],
  ['Elm Hotel', 3100, 0, 0, 800],
];
export const AGING_LAST = [
  'Over 90',
  '90+',
  '> 90 days',
  '91+ days',
  '90 days and over',
  '91 and over',
];
export function agingRows(titles: number, last: string, who: string, totals: boolean): ShapeRow[] {
  const rows: ShapeRow[] = [[who, 'Current', '1-30', '31-60', '61-90', last, 'Total']];
  const buckets = AGING.map(([n, a, b, c, d]) => [n, a + 500, a, b, c, d] as const);
  for (const [n, cur, a, b, c, d] of buckets) rows.push([n, cur, a, b, c, d, cur + a + b + c + d]);
  if (totals) {
    const col = (i: number): number => buckets.reduce((s, r) => s + (r[i] as number), 0);
    rows.push([
      'Total',
      col(1),
      col(2),
      col(3),
      col(4),
      col(5),
      col(1) + col(2) + col(3) + col(4) + col(5),
    ]);
  }
  return titled(titles, 'AR Aging Summary', rows);
}

// ---------- W2: budget vs actual, an income table stacked over a costs table ----------
export const BUDGET_INCOME: Array<[string, number, number]> = [
  ['Product sales', 120000, 131500],
  ['Service income', 40000, 36200],
  ['Other income', 5000, 6100],
];
export const BUDGET_COSTS: Array<[string, number, number]> = [
  ['Wages', 60000, 63800],
  ['Rent', 18000, 18000],
  ['Marketing', 8000, 11900],
  ['Utilities', 4000, 3700],
];
export interface StackedVariant {
  titles: number;
  headings: [string, string];
  totals: [string, string];
  blank: boolean;
  header: 'both' | 'first';
}
export function stackedVariants(): StackedVariant[] {
  const out: StackedVariant[] = [];
  for (const titles of [0, 1])
    for (const headings of [
      ['Income', 'Costs'],
      ['Revenue', 'Expenses'],
      ['INCOME', 'COSTS'],
    ] as Array<[string, string]>)
      for (const totals of [
        ['Total income', 'Total costs'],
        ['Total', 'Total'],
      ] as Array<[string, string]>)
        for (const blank of [true, false])
          for (const header of ['both', 'first'] as const)
            out.push({ titles, headings, totals, blank, header });
  return out;
}
export function stackedRows(v: StackedVariant): ShapeRow[] {
  const block = (
    h: string,
    lines: typeof BUDGET_INCOME,
    total: string,
    withHeader: boolean,
  ): ShapeRow[] => [
    withHeader ? [h, 'Budget', 'Actual', 'Variance'] : [h, null, null, null],
    ...lines.map(([l, b, a]): ShapeRow => [l, b, a, a - b]),
    [
      total,
      lines.reduce((s, x) => s + x[1], 0),
      lines.reduce((s, x) => s + x[2], 0),
      lines.reduce((s, x) => s + x[2] - x[1], 0),
    ],
  ];
  return titled(v.titles, 'Budget vs actual', [
    ...block(v.headings[0], BUDGET_INCOME, v.totals[0], true),
    ...(v.blank ? [[null] as ShapeRow] : []),
    ...block(v.headings[1], BUDGET_COSTS, v.totals[1], v.header === 'both'),
  ]);
}

// ---------- W3, M4: a Sales sheet (departments × months) and a Costs sheet (lines × months) ----------
export const W3_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
export const W3_SALES: Array<[string, number[]]> = [
  ['Bakery', [4200, 3900, 5100, 4700, 4400, 4600]],
  ['Deli', [2100, 2300, 2500, 1900, 2800, 2200]],
];
export const W3_COSTS: Array<[string, number[]]> = [
  ['Wages', [2600, 2600, 2700, 2700, 2800, 2800]],
  ['Rent', [1200, 1200, 1200, 1200, 1200, 1200]],
  ['Supplies', [900, 1100, 1500, 800, 1700, 1000]],
];
export type W3Label = 'Mar-25' | 'Mar' | 'March 2025';
export const W3_LABELS: W3Label[] = ['Mar-25', 'Mar', 'March 2025'];
export function w3Label(kind: W3Label, i: number): string {
  const m = W3_MONTHS[i]!;
  const full = ['January', 'February', 'March', 'April', 'May', 'June'][i]!;
  return kind === 'Mar-25' ? `${m}-25` : kind === 'Mar' ? m : `${full} 2025`;
}
export function w3Rows(
  lines: Array<[string, number[]]>,
  first: string,
  label: W3Label,
  total: boolean,
  titles: number,
  name: string,
): ShapeRow[] {
  const head: ShapeRow = [
    first,
    ...W3_MONTHS.map((_, i) => w3Label(label, i)),
    ...(total ? ['Total'] : []),
  ];
  const body = lines.map(([l, v]): ShapeRow => [
    l,
    ...v,
    ...(total ? [v.reduce((a, b) => a + b, 0)] : []),
  ]);
  const foot: ShapeRow[] = total
    ? [
        [
          'Total',
          ...W3_MONTHS.map((_, i) => lines.reduce((s, l) => s + l[1][i]!, 0)),
          lines.reduce((s, l) => s + l[1].reduce((a, b) => a + b, 0), 0),
        ],
      ]
    : [];
  return titled(titles, name, [head, ...body, ...foot]);
}

// ---------- W6, M7: a members block and an MRR block per plan on one sheet ----------
export const PLANS: Array<[string, number[], number]> = [
  // plan, members per month, price per member (constant)
  ['Basic', [40, 42, 45, 47, 50, 52], 19],
  ['Pro', [22, 23, 25, 26, 26, 28], 49],
  ['Team', [5, 5, 6, 6, 7, 8], 199],
];
export const PLAN_MONTHS = ['Jan-25', 'Feb-25', 'Mar-25', 'Apr-25', 'May-25', 'Jun-25'];
export interface PlanVariant {
  titles: number;
  blocks: [string, string];
  totals: boolean;
  blank: boolean;
  repeatHeader: boolean;
}
export function planVariants(): PlanVariant[] {
  const out: PlanVariant[] = [];
  for (const titles of [0, 1])
    for (const blocks of [
      ['Members', 'MRR'],
      ['Active members', 'MRR ($)'],
      ['Subscribers', 'Monthly recurring revenue'],
    ] as Array<[string, string]>)
      for (const totals of [true, false])
        for (const blank of [true, false])
          for (const repeatHeader of [true, false])
            out.push({ titles, blocks, totals, blank, repeatHeader });
  return out;
}
export function planRows(
  v: PlanVariant,
  priceOf: (plan: number, month: number) => number = (p) => PLANS[p]![2],
): ShapeRow[] {
  const block = (
    name: string,
    value: (p: number, m: number) => number,
    header: boolean,
  ): ShapeRow[] => [
    [name],
    ...(header ? [['Plan', ...PLAN_MONTHS] as ShapeRow] : []),
    ...PLANS.map(([plan], p): ShapeRow => [plan, ...PLAN_MONTHS.map((_, m) => value(p, m))]),
    ...(v.totals
      ? [
          [
            'Total',
            ...PLAN_MONTHS.map((_, m) => PLANS.reduce((s, _p, p) => s + value(p, m), 0)),
          ] as ShapeRow,
        ]
      : []),
  ];
  return titled(v.titles, 'Subscriptions', [
    ...block(v.blocks[0], (p, m) => PLANS[p]![1][m]!, true),
    ...(v.blank ? [[null] as ShapeRow] : []),
    ...block(v.blocks[1], (p, m) => PLANS[p]![1][m]! * priceOf(p, m), v.repeatHeader),
  ]);
}

// ---------- M1: months down × sites across, with a Total row and a Total column ----------
export const SITES = ['High St', 'Market', 'Station'];
export const SITE_MONTHS: number[][] = [
  [3100, 2200, 1500],
  [2900, 2100, 1700],
  [3500, 2600, 1900],
  [3300, 2500, 1600],
  [3800, 2700, 2100],
  [4100, 2900, 2300],
  [4400, 3100, 2500],
  [4200, 3000, 2400],
  [3600, 2700, 2000],
  [3400, 2500, 1800],
  [3700, 2800, 2200],
  [4900, 3600, 2900],
];
export const FULL_MONTHS = MONTH_NAMES;
export function siteRows(
  titles: number,
  monthKind: 'Jan' | 'January' | 'Jan-25',
  totalCol: boolean,
  totalRow: boolean,
  name = 'Takings by site',
): ShapeRow[] {
  const label = (i: number): string =>
    monthKind === 'January'
      ? FULL_MONTHS[i]!
      : monthKind === 'Jan'
        ? FULL_MONTHS[i]!.slice(0, 3)
        : `${FULL_MONTHS[i]!.slice(0, 3)}-25`;
  const rows: ShapeRow[] = [['Month', ...SITES, ...(totalCol ? ['Total'] : [])]];
  SITE_MONTHS.forEach((v, i) =>
    rows.push([label(i), ...v, ...(totalCol ? [v.reduce((a, b) => a + b, 0)] : [])]),
  );
  if (totalRow) {
    const cols = SITES.map((_, s) => SITE_MONTHS.reduce((a, v) => a + v[s]!, 0));
    rows.push(['Total', ...cols, ...(totalCol ? [cols.reduce((a, b) => a + b, 0)] : [])]);
  }
  return titled(titles, name, rows);
}

// ---------- M3: a two-year comparison with sections and a Net result line ----------
export const TWO_YEAR_INCOME: Array<[string, number, number]> = [
  ['Sales', 182000, 197500],
  ['Catering', 24000, 19800],
  ['Other income', 3000, 3400],
];
export const TWO_YEAR_COSTS: Array<[string, number, number]> = [
  ['Wages', 71000, 78500],
  ['Rent', 24000, 24000],
  ['Ingredients', 52000, 55100],
  ['Marketing', 6000, 4800],
];
export function twoYearRows(titles: number, withChange: boolean): ShapeRow[] {
  const line = ([l, a, b]: [string, number, number]): ShapeRow => [
    l,
    a,
    b,
    ...(withChange ? [b - a, Math.round(((b - a) / a) * 10000) / 10000] : []),
  ];
  const sum = (xs: Array<[string, number, number]>, i: 1 | 2): number =>
    xs.reduce((s, x) => s + x[i], 0);
  const ti: [string, number, number] = [
    'Total income',
    sum(TWO_YEAR_INCOME, 1),
    sum(TWO_YEAR_INCOME, 2),
  ];
  const tc: [string, number, number] = [
    'Total expenses',
    sum(TWO_YEAR_COSTS, 1),
    sum(TWO_YEAR_COSTS, 2),
  ];
  return titled(titles, 'Comparison', [
    ['Line', 2024, 2025, ...(withChange ? ['Change', 'Change %'] : [])],
    ['Income'],
    ...TWO_YEAR_INCOME.map(line),
    line(ti),
    ['Expenses'],
    ...TWO_YEAR_COSTS.map(line),
    line(tc),
    line(['Net result', ti[1] - tc[1], ti[2] - tc[2]]),
  ]);
}

/** A loan schedule with payment dates. */
export function datedLoanRows(titles: number, dateKind: 'date' | 'text'): ShapeRow[] {
  const rows: ShapeRow[] = [['No.', 'Date', 'Payment', 'Interest', 'Principal', 'Balance']];
  let balance = 12000;
  for (let p = 1; p <= 6; p++) {
    const interest = Math.round(balance * 0.01);
    balance -= 2000;
    const iso = `2025-${String(p).padStart(2, '0')}-28`;
    rows.push([
      p,
      dateKind === 'date' ? new Date(`${iso}T00:00:00Z`) : iso,
      2000 + interest,
      interest,
      2000,
      balance,
    ]);
  }
  return titled(titles, 'Van loan', rows);
}
