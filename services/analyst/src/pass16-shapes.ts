/**
 * Issue 13, pass 16: variants of the shapes whose answers were wrong figures (sales log, aging
 * with a named bucket, payroll of employee deductions, inventory by category, MRR with a plan
 * column), built from the lead's description of each kind, with the truth computed from the
 * rows written.
 */
import type { ShapeRow } from './pass5-shapes';

const day = (m: number, d: number): Date => new Date(Date.UTC(2025, m - 1, d));
const titled = (titles: number, name: string, rows: ShapeRow[]): ShapeRow[] =>
  titles ? [[`${name} 2025`], ...(titles > 1 ? [[null]] : []), ...rows] : rows;

// ---------- W1 sales log ----------
export interface SalesVariant {
  titles: number;
  payment: boolean;
  amountLabel: string;
  productLabel: string;
  agree: boolean;
}
export function salesVariants(): SalesVariant[] {
  const out: SalesVariant[] = [];
  for (const titles of [0, 1, 2])
    for (const payment of [false, true])
      for (const amountLabel of ['Amount', 'Total', 'Line total'])
        for (const productLabel of ['Product', 'Item'])
          for (const agree of [true, false])
            out.push({ titles, payment, amountLabel, productLabel, agree });
  return out;
}
export const describeSales = (v: SalesVariant): string =>
  `titles ${v.titles}, payment ${v.payment}, ${v.amountLabel}, ${v.productLabel}, agree ${v.agree}`;

type Sale = [Date, string, string, number, number];
export function salesRows(v: SalesVariant): {
  rows: ShapeRow[];
  walkIns: number;
  february: number;
  best?: string;
} {
  const sales: Sale[] = [
    [day(1, 3), 'Walk-in', 'Croissant', 10, 2.5],
    [day(1, 5), 'Cafe Uno', 'Baguette', 30, 3],
    [day(2, 2), 'Walk-in', 'Croissant', 4, 2.5],
    [day(2, 9), 'Hotel Rex', 'Sourdough', v.agree ? 12 : 20, v.agree ? 6 : 9],
    [day(2, 20), 'Walk-in', 'Baguette', 5, 3],
    [day(3, 1), 'Cafe Uno', 'Croissant', 40, 2.5],
    [day(3, 8), 'Walk-in', 'Sourdough', 2, v.agree ? 6 : 9],
  ];
  const head = ['Date', 'Customer', v.productLabel, 'Qty', 'Unit price', v.amountLabel];
  if (v.payment) head.push('Payment');
  const rows: ShapeRow[] = [head];
  for (const [d, c, p, q, u] of sales) {
    const r: ShapeRow = [d, c, p, q, u, Math.round(q * u * 100) / 100];
    if (v.payment) r.push(c === 'Walk-in' ? 'Cash' : 'Invoice');
    rows.push(r);
  }
  const amount = new Map<string, number>();
  const qty = new Map<string, number>();
  for (const [, , p, q, u] of sales) {
    amount.set(p, (amount.get(p) ?? 0) + q * u);
    qty.set(p, (qty.get(p) ?? 0) + q);
  }
  const top = (m: Map<string, number>): string => [...m].sort((a, b) => b[1] - a[1])[0]![0];
  return {
    rows: titled(v.titles, 'Bakery sales', rows),
    walkIns: sales.filter((s) => s[1] === 'Walk-in').length,
    february: sales.filter((s) => s[0].getUTCMonth() === 1).reduce((t, s) => t + s[3] * s[4], 0),
    best: top(amount) === top(qty) ? top(amount) : undefined,
  };
}

// ---------- W2 aging with a named bucket ----------
export const OVER_LABELS = ['Over 90', '90+', '> 90', 'Over 90 days', '91+'];
export function agingRows(overLabel: string, totalRow: boolean, titles: number): ShapeRow[] {
  const rows: ShapeRow[] = [
    ['Customer', 'Current', '1-30', '31-60', '61-90', overLabel, 'Total'],
    ['Acme Ltd', 900, 50, 0, 0, 300, 1250],
    ['Bolt & Co', 100, 0, 20, 0, 800, 920],
    ['Cato Farm', 2000, 400, 300, 200, 50, 2950],
  ];
  if (totalRow) rows.push(['Total', 3000, 450, 320, 200, 1150, 5120]);
  return titled(titles, 'Aged receivables', rows);
}

// ---------- W3 payroll with employee deductions only ----------
export const PAYROLL_NAMES = ['Name', 'Staff', 'Employee', 'Team member'];
export const DEDUCTIONS = ['Pension', 'KiwiSaver', 'Super', 'Pension (EE)'];
export function payrollRows(
  nameLabel: string,
  deduction: string,
  employerCol: boolean,
): ShapeRow[] {
  const head = [nameLabel, 'Gross', 'PAYE', deduction, 'Net'];
  if (employerCol) head.push(`Employer ${deduction.replace(/ \(EE\)$/, '')}`);
  const rows: ShapeRow[] = [head];
  for (const [n, g] of [
    ['Ann', 3000],
    ['Ben', 2500],
    ['Cy', 2000],
  ] as Array<[string, number]>) {
    const r: ShapeRow = [n, g, g * 0.2, g * 0.05, g * 0.75];
    if (employerCol) r.push(g * 0.03);
    rows.push(r);
  }
  return rows;
}

// ---------- W4 inventory with categories ----------
export const VALUE_LABELS = ['Stock value', 'Total value', 'Value'];
export const QTY_LABELS = ['On hand', 'Qty on hand', 'Quantity'];
export function inventoryRows(valueLabel: string, qtyLabel: string): ShapeRow[] {
  return [
    ['SKU', 'Item', 'Category', qtyLabel, 'Unit cost', valueLabel],
    ['T-1', 'Hammer', 'Tools', 10, 12, 120],
    ['T-2', 'Saw', 'Tools', 5, 20, 100],
    ['S-1', 'Paint', 'Supplies', 30, 8, 240],
    ['S-2', 'Brush', 'Supplies', 40, 2, 80],
  ];
}

// ---------- W6 MRR with a plan column ----------
export function mrrRows(planFirst: boolean, planLabel: string): ShapeRow[] {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
  const data: Array<[string, string, number[]]> = [
    ['Alpha Co', 'Pro', [500, 500, 500, 500, 500, 500]],
    ['Beta Inc', 'Basic', [100, 100, 200, 300, 800, 900]],
    ['Gamma LLC', 'Enterprise', [2000, 2000, 2000, 0, 0, 0]],
  ];
  const head = planFirst ? [planLabel, 'Client', ...months] : ['Client', planLabel, ...months];
  return [head, ...data.map(([c, p, v]) => (planFirst ? [p, c, ...v] : [c, p, ...v]))];
}
export const MRR_PLANS = ['Pro', 'Basic', 'Enterprise'];

// ---------- W5 / M2 budget vs actual, two stacked tables ----------
export interface BudgetVariant {
  title: boolean;
  blank: boolean;
  net: boolean;
  bigIncome: boolean;
  variance: boolean;
}
export function budgetVariants(): BudgetVariant[] {
  const out: BudgetVariant[] = [];
  for (const title of [false, true])
    for (const blank of [false, true])
      for (const net of [false, true])
        for (const bigIncome of [false, true])
          for (const variance of [false, true])
            out.push({ title, blank, net, bigIncome, variance });
  return out;
}
export const describeBudget = (v: BudgetVariant): string =>
  Object.entries(v)
    .map(([k, x]) => `${k} ${x ? 'y' : 'n'}`)
    .join(', ');
export const INCOME_LINES = (big: boolean): Array<[string, number, number]> => [
  ['Sales', 10000, big ? 14000 : 11000],
  ['Grants', 2000, 1500],
];
export const EXPENSE_LINES: Array<[string, number, number]> = [
  ['Rent', 3000, 3000],
  ['Marketing', 1000, 1600],
  ['Wages', 5000, 5200],
];
export function budgetStackRows(v: BudgetVariant): ShapeRow[] {
  const table = (name: string, lines: Array<[string, number, number]>): ShapeRow[] => {
    const head: ShapeRow = [name, 'Budget', 'Actual'];
    if (v.variance) head.push('Variance');
    const line = (l: [string, number, number]): ShapeRow =>
      v.variance ? [l[0], l[1], l[2], l[2] - l[1]] : [l[0], l[1], l[2]];
    const tb = lines.reduce((t, l) => t + l[1], 0);
    const ta = lines.reduce((t, l) => t + l[2], 0);
    return [head, ...lines.map(line), line([`Total ${name.toLowerCase()}`, tb, ta])];
  };
  const inc = INCOME_LINES(v.bigIncome);
  const rows: ShapeRow[] = [
    ...(v.title ? [['Budget vs actual 2025']] : []),
    ...table('Income', inc),
    ...(v.blank ? [[null]] : []),
    ...table('Expenses', EXPENSE_LINES),
  ];
  if (v.net) {
    const nb = inc.reduce((t, l) => t + l[1], 0) - EXPENSE_LINES.reduce((t, l) => t + l[1], 0);
    const na = inc.reduce((t, l) => t + l[2], 0) - EXPENSE_LINES.reduce((t, l) => t + l[2], 0);
    rows.push(v.variance ? ['Net', nb, na, na - nb] : ['Net', nb, na]);
  }
  return rows;
}

// ---------- M1 a QuickBooks P&L with numbered accounts ----------
export interface QbVariant {
  numbers: 'plain' | 'dotted' | 'none';
  titles: number;
  totalFor: boolean;
}
export function qbVariants(): QbVariant[] {
  const out: QbVariant[] = [];
  for (const numbers of ['plain', 'dotted', 'none'] as const)
    for (const titles of [0, 3])
      for (const totalFor of [true, false]) out.push({ numbers, titles, totalFor });
  return out;
}
export const QB_INCOME: Array<[number, string, number]> = [
  [4100, 'Board Sales', 52000],
  [4200, 'Wetsuit Sales', 18000],
  [4300, 'Board Rentals', 12000],
];
export const QB_EXPENSES: Array<[number, string, number]> = [
  [6000, 'Advertising & Marketing', 4000],
  [6100, 'Insurance', 2500],
  [6500, 'Wages', 24000],
];
export function qbRows(v: QbVariant): ShapeRow[] {
  const name = (n: number, words: string): string =>
    v.numbers === 'none' ? words : v.numbers === 'dotted' ? `${n}.1 ${words}` : `${n} ${words}`;
  const total = (what: string, x: number): ShapeRow => [
    v.totalFor ? `Total for ${what}` : `Total ${what}`,
    x,
  ];
  const sum = (ls: Array<[number, string, number]>): number => ls.reduce((t, l) => t + l[2], 0);
  const titles: ShapeRow[] = [['Surf Shack Ltd'], ['Profit and Loss'], ['January - December 2025']];
  return [
    ...titles.slice(0, v.titles),
    [null, 'Total'],
    ['Income', null],
    ...QB_INCOME.map(([n, w, x]): ShapeRow => [name(n, w), x]),
    total('Income', sum(QB_INCOME)),
    ['Cost of Goods Sold', null],
    [name(5000, 'Cost of Goods Sold'), 30000],
    total('Cost of Goods Sold', 30000),
    ['Gross Profit', sum(QB_INCOME) - 30000],
    ['Expenses', null],
    ...QB_EXPENSES.map(([n, w, x]): ShapeRow => [name(n, w), x]),
    total('Expenses', sum(QB_EXPENSES)),
    ['Net Income', sum(QB_INCOME) - 30000 - sum(QB_EXPENSES)],
  ];
}
