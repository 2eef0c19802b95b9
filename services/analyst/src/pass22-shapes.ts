/**
 * Issue 13, pass 22: small workbooks of the sixteenth blind set's shapes (wrong figures),
 * each with layout variants (see pass22.test.ts). Built from the lead's description of the
 * kinds only.
 */
import type { ShapeRow } from './pass5-shapes';
import { MONTH_SHORT } from './periods';

const title = (n: number, lines: string[]): ShapeRow[] =>
  lines.slice(0, n).map((l) => [l] as ShapeRow);

/** W3: a QuickBooks P&L with parent accounts, their children and "Total <parent>" lines. */
export const QB = {
  standard: 182400.5,
  suites: 96350.25,
  spa: 18200,
  restaurant: 74210.4,
  bar: 31890.6,
  cogsFood: 25400.1,
  wages: 120500,
  social: 36150.75,
  utilities: 22100.3,
};
export const QB_TOTALS = {
  rooms: QB.standard + QB.suites,
  fnb: QB.restaurant + QB.bar,
  income: QB.standard + QB.suites + QB.restaurant + QB.bar + QB.spa,
  payroll: QB.wages + QB.social,
  expenses: QB.wages + QB.social + QB.utilities,
};
export function qbParentRows(titles: number, numbered: boolean, blank: boolean): ShapeRow[] {
  const n = (code: string, name: string): string => (numbered ? `${code} ${name}` : name);
  const gap: ShapeRow[] = blank ? [[]] : [];
  return [
    ...title(titles, ['Hotel Atlantico Lda', 'Profit and Loss', 'January - December 2025']),
    ...gap,
    ['', 'Total'],
    ['Income', null],
    [n('4000', 'Room Revenue'), null],
    [n('4010', 'Standard Rooms'), QB.standard],
    [n('4020', 'Suites'), QB.suites],
    [`Total ${n('4000', 'Room Revenue')}`, QB_TOTALS.rooms],
    [n('4100', 'Food & Beverage'), null],
    [n('4110', 'Restaurant'), QB.restaurant],
    [n('4120', 'Bar'), QB.bar],
    [`Total ${n('4100', 'Food & Beverage')}`, QB_TOTALS.fnb],
    [n('4200', 'Spa Income'), QB.spa],
    ['Total Income', QB_TOTALS.income],
    ...gap,
    ['Cost of Goods Sold', null],
    [n('5000', 'Food Cost'), QB.cogsFood],
    ['Total Cost of Goods Sold', QB.cogsFood],
    ['Gross Profit', QB_TOTALS.income - QB.cogsFood],
    ...gap,
    ['Expenses', null],
    [n('6000', 'Payroll'), null],
    [n('6010', 'Wages'), QB.wages],
    [n('6020', 'Social charges'), QB.social],
    [`Total ${n('6000', 'Payroll')}`, QB_TOTALS.payroll],
    [n('6100', 'Utilities'), QB.utilities],
    ['Total Expenses', QB_TOTALS.expenses],
    ['Net Operating Income', QB_TOTALS.income - QB.cogsFood - QB_TOTALS.expenses],
    ['Net Income', QB_TOTALS.income - QB.cogsFood - QB_TOTALS.expenses],
  ];
}

/** W4: job costing, two-row header, the TOTAL row at the top. */
export const JOBS: Array<[string, string, number, number, number, number | null]> = [
  ['SP-2501', 'Hotel Atlântico', 48200, 12100.4, 18400.26, 9000],
  ['SP-2502', 'Casa Verde', 23500, 6400, 9800, null],
  ['SP-2503', 'Quinta do Mar', 61800, 15200, 21450.5, 12800],
  ['SP-2504', 'Padaria Lobo', 12900, 4100, 5300, 900],
];
export const jobCost = (j: (typeof JOBS)[number]): number => j[3] + j[4] + (j[5] ?? 0);
export const jobMargin = (j: (typeof JOBS)[number]): number => j[2] - jobCost(j);
export function jobRows(titles: number, pctColumn: boolean): ShapeRow[] {
  const tot = (i: 2 | 3 | 4): number => JOBS.reduce((a, j) => a + j[i], 0);
  const sub = JOBS.reduce((a, j) => a + (j[5] ?? 0), 0);
  const cost = JOBS.reduce((a, j) => a + jobCost(j), 0);
  const margin = JOBS.reduce((a, j) => a + jobMargin(j), 0);
  const pct = (m: number, c: number): number[] =>
    pctColumn ? [Math.round((m / c) * 1000) / 10] : [];
  return [
    ...title(titles, ['Job costing 2025', 'Sol Pinturas']),
    ['Job', 'Client', 'Contract', 'Costs', null, null, null, 'Margin', ...(pctColumn ? [''] : [])],
    [
      null,
      null,
      'value',
      'Materials',
      'Labour',
      'Subcontract',
      'Total cost',
      '',
      ...(pctColumn ? ['Margin %'] : []),
    ],
    ['TOTAL', null, tot(2), tot(3), tot(4), sub, cost, margin, ...pct(margin, tot(2))],
    ...JOBS.map(
      (j) =>
        [
          j[0],
          j[1],
          j[2],
          j[3],
          j[4],
          j[5],
          jobCost(j),
          jobMargin(j),
          ...pct(jobMargin(j), j[2]),
        ] as ShapeRow,
    ),
  ];
}

/** W5: MRR by plan with months across and a Total MRR row, a subscribers table below. */
export const MONTHS = MONTH_SHORT;
export const PLANS: Array<[string, number[]]> = [
  ['Starter', MONTHS.map((_, i) => 1200 + i * 85 + (i % 3) * 40)],
  ['Pro', MONTHS.map((_, i) => 4800 + i * 310 - (i % 4) * 120)],
  ['Business', MONTHS.map((_, i) => 6500 + i * 150 + (i % 2) * 700)],
];
export const totalMrr = (m: number): number => PLANS.reduce((a, p) => a + p[1][m]!, 0);
export function mrrRows(titles: number, year: boolean, blank: boolean): ShapeRow[] {
  const head = MONTHS.map((m) => (year ? `${m} 2025` : m));
  return [
    ...title(titles, ['Cloudly SaaS', 'MRR 2025 (EUR)']),
    ['MRR by plan', ...head],
    ...PLANS.map((p) => [p[0], ...p[1]] as ShapeRow),
    ['Total MRR', ...MONTHS.map((_, i) => totalMrr(i))],
    ...(blank ? [[] as ShapeRow] : []),
    ['Subscribers', ...head],
    ...PLANS.map((p, k) => [p[0], ...MONTHS.map((_, i) => 40 + k * 10 + i)] as ShapeRow),
    ['Total subscribers', ...MONTHS.map((_, i) => 150 + 3 * i)],
  ];
}

/** W7: a cash-flow statement with quarter columns and a FY column. */
export const CF_LINES: Array<[string, number[]]> = [
  ['Tuition collected', [84000, 61000, 92500, 70100]],
  ['Salaries paid', [-41000, -41000, -43500, -43500]],
  ['Rent paid', [-9000, -9000, -9000, -9000]],
];
export const CF_INVEST: Array<[string, number[]]> = [
  ['Purchase of equipment', [0, -12500, 0, -4300]],
];
export const CF_FIN: Array<[string, number[]]> = [
  ['Loan repayments', [-3000, -3000, -3000, -3000]],
  ['Owner capital introduced', [10000, 0, 0, 5000]],
];
const qsum = (ls: Array<[string, number[]]>, i: number): number =>
  ls.reduce((a, l) => a + l[1][i]!, 0);
const fy = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
export const cfYear = (name: string): number =>
  fy([...CF_LINES, ...CF_INVEST, ...CF_FIN].find((l) => l[0] === name)![1]);
export const cfOperatingYear = (): number =>
  [0, 1, 2, 3].reduce((a, i) => a + qsum(CF_LINES, i), 0);
export function cashFlowRows(
  titles: number,
  heads: 'Q' | 'months' | 'dash',
  total: string,
): ShapeRow[] {
  const q =
    heads === 'Q'
      ? ['Q1', 'Q2', 'Q3', 'Q4']
      : heads === 'months'
        ? ['Jan–Mar', 'Apr–Jun', 'Jul–Sep', 'Oct–Dec']
        : ['Jan-Mar', 'Apr-Jun', 'Jul-Sep', 'Oct-Dec'];
  const line = (l: [string, number[]]): ShapeRow => [l[0], ...l[1], fy(l[1])];
  const sub = (label: string, ls: Array<[string, number[]]>): ShapeRow => [
    label,
    ...[0, 1, 2, 3].map((i) => qsum(ls, i)),
    fy([0, 1, 2, 3].map((i) => qsum(ls, i))),
  ];
  return [
    ...title(titles, ['Little Owls Nursery', 'Cash flow statement 2025']),
    ['', ...q, total],
    ['Operating activities'],
    ...CF_LINES.map(line),
    sub('Net cash from operating activities', CF_LINES),
    ['Investing activities'],
    ...CF_INVEST.map(line),
    sub('Net cash from investing activities', CF_INVEST),
    ['Financing activities'],
    ...CF_FIN.map(line),
    sub('Net cash from financing activities', CF_FIN),
  ];
}

/** W1: months down × services across (₩, large numbers) with a total column and a total row. */
export const SERVICES = ['Haircut', 'Colour', 'Perm', 'Treatment', 'Scalp care'];
export const serviceMonth = (i: number, k: number): number => 1_000_000 * (k + 1) + i * 123_400;
export const serviceYear = (): number =>
  MONTHS.reduce((a, _, i) => a + SERVICES.reduce((b, __, k) => b + serviceMonth(i, k), 0), 0);
export function serviceMonthRows(
  titles: number,
  totalLabel: string,
  monthStyle: 0 | 1,
): ShapeRow[] {
  const month = (m: string): string => (monthStyle ? `${m}-25` : `${m} 2025`);
  const row = (i: number): number[] => SERVICES.map((_, k) => serviceMonth(i, k));
  return [
    ...title(titles, ['Salon Seoul', 'Revenue by service 2025 (₩)']),
    ['Month', ...SERVICES, totalLabel],
    ...MONTHS.map((m, i) => [month(m), ...row(i), row(i).reduce((a, b) => a + b, 0)] as ShapeRow),
    [
      'Total',
      ...SERVICES.map((_, k) => MONTHS.reduce((a, __, i) => a + serviceMonth(i, k), 0)),
      serviceYear(),
    ],
  ];
}

/** W2: an expense log (Date | Category | Payee | Amount), grouped by category with subtotals. */
const day = (m: number, d: number): Date => new Date(Date.UTC(2025, m, d));
export const EXPENSES: Array<[Date, string, string, number]> = [
  [day(0, 5), 'Rent', 'Landlord', 1500],
  [day(1, 5), 'Rent', 'Landlord', 1500],
  [day(2, 5), 'Rent', 'Landlord', 1500],
  [day(0, 12), 'Supplies', 'Makro', 320.5],
  [day(1, 20), 'Supplies', 'Makro', 910.25],
  [day(2, 14), 'Supplies', 'Office Co', 120],
  [day(1, 9), 'Utilities', 'PowerCo', 410],
  [day(2, 9), 'Utilities', 'PowerCo', 380],
];
export const expenseMonth = (m: number): number =>
  EXPENSES.filter((e) => e[0].getUTCMonth() === m).reduce((a, e) => a + e[3], 0);
export function expenseLogRows(titles: number, subtotals: boolean, blank: boolean): ShapeRow[] {
  const rows: ShapeRow[] = [
    ...title(titles, ['Expense log 2025', 'Café Lisboa']),
    ['Date', 'Category', 'Payee', 'Amount'],
  ];
  for (const c of ['Rent', 'Supplies', 'Utilities']) {
    const ls = EXPENSES.filter((e) => e[1] === c);
    rows.push(...ls);
    if (subtotals) rows.push([null, `${c} subtotal`, null, ls.reduce((a, e) => a + e[3], 0)]);
    if (blank) rows.push([]);
  }
  rows.push([null, 'TOTAL', null, EXPENSES.reduce((a, e) => a + e[3], 0)]);
  return rows;
}
