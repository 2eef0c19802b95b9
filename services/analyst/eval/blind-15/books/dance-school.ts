/**
 * Dance school, Canadian dollars (C$): budget vs actual for a season, Income and Expenses
 * sections with totals, a Net line, columns Actual / Budget / Over (Under) / Comment (actual
 * BEFORE budget, variance = actual - budget).
 */
import ExcelJS from 'exceljs';
import { money, pct, sum } from '../../expect';
import { asker, cell, readCents, rng, same, toBytes, type BlindBook } from '../kit';

const NAME = 'dance-school';
const r = rng(11);
const line = (
  name: string,
  lo: number,
  hi: number,
): { name: string; budget: number; actual: number } => {
  const budget = r.int(lo, hi) * 100000; // whole thousands of dollars
  return {
    name,
    budget,
    actual: budget + r.int(-15, 15) * r.int(1, 9) * 1000 + r.int(0, 99) * 100,
  };
};
const income = [
  line('Tuition fees', 180, 240),
  line('Recital tickets', 20, 40),
  line('Costume sales', 10, 20),
];
const expenses = [
  line('Teacher fees', 80, 110),
  line('Studio rent', 40, 48),
  line('Costumes', 8, 14),
  line('Music licences', 1, 3),
  line('Marketing', 4, 9),
  line('Insurance', 3, 5),
];
const t = (xs: typeof income, k: 'budget' | 'actual'): number => Number(sum(xs.map((x) => x[k])));

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('BvA 2024-25');
  ws.addRow(['Step Up Dance School']);
  ws.addRow(['Budget vs Actual, season Sept 2024 - June 2025']);
  ws.addRow(['All figures CAD']);
  ws.addRow(['', 'Actual', 'Budget', 'Over (Under)', 'Comment']);
  const put = (label: string, a: number, b: number, note = ''): void =>
    void ws.addRow([label, cell(a), cell(b), cell(a - b), note]);
  ws.addRow(['Income']);
  income.forEach((x) => put(x.name, x.actual, x.budget));
  put('Total income', t(income, 'actual'), t(income, 'budget'));
  ws.addRow(['Expenses']);
  expenses.forEach((x) =>
    put(x.name, x.actual, x.budget, x.actual > x.budget * 1.05 ? 'over - review' : ''),
  );
  put('Total expenses', t(expenses, 'actual'), t(expenses, 'budget'));
  put(
    'Net surplus',
    t(income, 'actual') - t(expenses, 'actual'),
    t(income, 'budget') - t(expenses, 'budget'),
  );
  return toBytes(wb);
}

function verify(wb: ExcelJS.Workbook): string[] {
  const ws = wb.getWorksheet('BvA 2024-25')!;
  return same(
    'Total income actual',
    readCents(ws, 'B9'),
    readCents(ws, 'B6') + readCents(ws, 'B7') + readCents(ws, 'B8'),
  );
}

const { ask, questions } = asker(NAME);
const over = expenses.reduce((a, b) => (b.actual - b.budget > a.actual - a.budget ? b : a));
const under = expenses.reduce((a, b) => (b.actual - b.budget < a.actual - a.budget ? b : a));
const expOver = t(expenses, 'actual') - t(expenses, 'budget');
const netA = t(income, 'actual') - t(expenses, 'actual');
const netB = t(income, 'budget') - t(expenses, 'budget');

ask('total actual spend', { value: money(t(expenses, 'actual')) }, 'Total expenses, Actual');
ask(
  'were we over budget on expenses and by how much',
  { value: money(expOver) },
  'Total expenses Actual - Budget (negative = under)',
);
ask(
  'which expense went most over budget',
  { value: money(over.actual - over.budget), at: over.name },
  'largest Over (Under) among expense lines',
);
ask(
  'where did we save the most',
  { value: money(under.actual - under.budget), at: under.name, abs: true },
  'most negative Over (Under) among expense lines (sign not judged)',
);
ask('budget for studio rent', { value: money(expenses[1]!.budget) }, 'Studio rent, Budget');
ask('actual tuition income', { value: money(income[0]!.actual) }, 'Tuition fees, Actual');
ask(
  'total income vs budget',
  {
    value: [
      money(t(income, 'actual') - t(income, 'budget')),
      pct(t(income, 'actual') - t(income, 'budget'), t(income, 'budget')),
    ],
  },
  'Total income Actual - Budget, or that as % of budget',
);
ask('net surplus', { value: money(netA) }, 'Net surplus, Actual');
ask('what was the budgeted surplus', { value: money(netB) }, 'Net surplus, Budget');
ask(
  'marketing actual as % of budget',
  { value: pct(expenses[4]!.actual, expenses[4]!.budget) },
  'Marketing Actual / Budget * 100',
);
ask(
  'how many expense lines are over budget',
  { value: String(expenses.filter((x) => x.actual > x.budget).length) },
  'expense lines with Actual > Budget',
);
ask(
  'costumes: spent vs sold',
  { value: money(income[2]!.actual - expenses[2]!.actual) },
  'Costume sales Actual - Costumes expense Actual (net on costumes)',
);
ask('how many students do we have', { refuse: true }, 'no headcount in the sheet');
ask(
  'what should next seasons budget be',
  { refuse: true },
  'a forecast or opinion, not a figure in the sheet',
);

export const danceSchool: BlindBook = {
  name: NAME,
  about:
    'dance school, C$, budget vs actual (actual column first) with income/expense sections and comments',
  build,
  questions,
  verify,
};
