/** A wedding photographer's budget vs actual: two stacked tables (income, expenses) on one sheet. US$. */
import ExcelJS from 'exceljs';
import { money, pct, sum } from '../../expect';
import {
  amt,
  argMax,
  cents,
  put,
  questionsFor,
  REFUSE,
  rng,
  toBytes,
  type BlindBook,
  type Row,
} from '../kit';

const r = rng(11);
const INCOME = ['Wedding packages', 'Engagement shoots', 'Albums & prints'];
const EXPENSES = ['Second shooter', 'Gear', 'Editing software', 'Travel', 'Marketing', 'Insurance'];
const line = (lo: number, hi: number): { budget: number; actual: number } => {
  const budget = cents(r, lo, hi) - (cents(r, lo, hi) % 10000);
  return { budget, actual: Math.max(0, budget + cents(r, -lo / 3, lo / 2)) };
};
const inc = INCOME.map(() => line(6000, 60000));
const exp = EXPENSES.map(() => line(900, 9000));
const tb = (xs: typeof inc): bigint => sum(xs.map((x) => x.budget));
const ta = (xs: typeof inc): bigint => sum(xs.map((x) => x.actual));

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Budget v Actual 2025');
  const row = (label: string, b: bigint | number, a: bigint | number): Row => [
    label,
    amt(b),
    amt(a),
    amt(BigInt(a) - BigInt(b)),
    BigInt(b) === 0n ? null : Number(pct(BigInt(a) - BigInt(b), b)) / 100,
  ];
  const head: Row = [null, 'Budget', 'Actual', 'Variance', 'Var %'];
  put(ws, 1, [
    ['Juniper Lane Photography - 2025 budget vs actual'],
    ['Variance = Actual - Budget'],
    [],
    ['INCOME'],
    head,
    ...INCOME.map((l, i) => row(l, inc[i]!.budget, inc[i]!.actual)),
    row('Total income', tb(inc), ta(inc)),
    [],
    [],
    ['EXPENSES'],
    head,
    ...EXPENSES.map((l, i) => row(l, exp[i]!.budget, exp[i]!.actual)),
    row('Total expenses', tb(exp), ta(exp)),
    [],
    [
      'Net profit',
      amt(tb(inc) - tb(exp)),
      amt(ta(inc) - ta(exp)),
      amt(ta(inc) - ta(exp) - (tb(inc) - tb(exp))),
    ],
  ]);
  ws.getColumn(5).numFmt = '0.0%';
  return toBytes(wb);
}

const overBy = exp.map((x) => x.actual - x.budget);

export const weddingBudget: BlindBook = {
  name: 'wedding-budget',
  business: 'wedding photographer',
  shape: 'budget vs actual, two stacked tables',
  build,
  checks: [
    { what: 'expense variances sum to total variance', a: sum(overBy), b: ta(exp) - tb(exp) },
  ],
  questions: questionsFor('wedding-budget', [
    ['what did we actually spend in total', { value: money(ta(exp)) }, 'Total expenses, Actual'],
    [
      'how far over budget was travel',
      { value: money(overBy[3]!) },
      'Travel Actual - Budget (negative = under)',
    ],
    [
      'which expense went most over budget',
      { at: EXPENSES[argMax(overBy)]! },
      'largest Actual - Budget among expense lines',
    ],
    [
      'income vs budget',
      { value: money(ta(inc) - tb(inc)) },
      'Total income variance (Actual - Budget)',
    ],
    ['how much did we spend on gear', { value: money(exp[1]!.actual) }, 'Gear Actual'],
    ['what did we budget for income', { value: money(tb(inc)) }, 'Total income Budget'],
    [
      'marketing variance %',
      { value: pct(overBy[4]!, exp[4]!.budget) },
      '(Actual - Budget) / Budget, %',
    ],
    [
      'actual net profit',
      { value: money(ta(inc) - ta(exp)) },
      'Total income - Total expenses, Actual',
    ],
    ['wedding packages actual', { value: money(inc[0]!.actual) }, 'single cell'],
    ['budgeted insurance', { value: money(exp[5]!.budget) }, 'single cell'],
    [
      'what share of actual income came from albums',
      { value: pct(inc[2]!.actual, ta(inc)) },
      'Albums & prints actual / Total income actual, %',
    ],
    ['total budgeted expenses', { value: money(tb(exp)) }, 'Total expenses Budget'],
    ['how many weddings did we shoot', REFUSE, 'no counts'],
    ['are we on track', REFUSE, 'ambiguous: on track for what'],
  ]),
};
