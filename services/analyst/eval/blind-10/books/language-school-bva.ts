/**
 * Language school: budget vs actual for January-June 2025, two tables stacked on one sheet
 * (Income, then Expenses, each with its own header row), variance = Actual - Budget, and a
 * Net result line under both. CAD.
 */
import ExcelJS from 'exceljs';
import { money, pct } from '../../expect';
import {
  argExtreme,
  asker,
  cell,
  seeded,
  sumOf,
  uniqueExtreme,
  SEED,
  type BlindBook,
} from '../kit';

const INCOME = [
  'Adult course fees',
  'Kids course fees',
  'Private tutoring',
  'Exam prep',
  'Textbook sales',
];
const EXPENSES = ['Teacher salaries', 'Rent', 'Marketing', 'Materials', 'Software licences'];

type Pair = { budget: bigint; actual: bigint };

export function languageSchoolBva(): BlindBook {
  const name = 'language-school-bva';
  const rng = seeded(SEED, name);
  const mk = (lo: number, hi: number): Pair => {
    const budget = BigInt(rng.int(lo, hi) * 100);
    return { budget, actual: (budget * BigInt(rng.int(8200, 11900))) / 10000n };
  };
  const income = [mk(900, 1600), mk(500, 1100), mk(200, 600), mk(150, 450), mk(30, 120)].map(
    (p) => ({ budget: p.budget * 100n, actual: p.actual * 100n }),
  );
  const expenses = [mk(1100, 1500), mk(300, 300), mk(60, 200), mk(40, 120), mk(20, 60)].map(
    (p) => ({ budget: p.budget * 100n, actual: p.actual * 100n }),
  );
  const tot = (ps: Pair[]): Pair => ({
    budget: sumOf(ps.map((p) => p.budget)),
    actual: sumOf(ps.map((p) => p.actual)),
  });
  const ti = tot(income);
  const te = tot(expenses);
  const net: Pair = { budget: ti.budget - te.budget, actual: ti.actual - te.actual };

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('BvA H1');
  ws.addRow(['Maple Leaf Language School']);
  ws.addRow(['Budget vs actual, January - June 2025 (CAD)']);
  ws.addRow([]);
  const table = (
    title: string,
    labels: string[],
    ps: Pair[],
    total: Pair,
    totalLabel: string,
  ): void => {
    ws.addRow([title, 'Budget', 'Actual', 'Actual - Budget']);
    labels.forEach((l, i) =>
      ws.addRow([l, cell(ps[i]!.budget), cell(ps[i]!.actual), cell(ps[i]!.actual - ps[i]!.budget)]),
    );
    ws.addRow([
      totalLabel,
      cell(total.budget),
      cell(total.actual),
      cell(total.actual - total.budget),
    ]);
    ws.addRow([]);
  };
  table('Income', INCOME, income, ti, 'Total income');
  table('Expenses', EXPENSES, expenses, te, 'Total expenses');
  ws.addRow(['Net result', cell(net.budget), cell(net.actual), cell(net.actual - net.budget)]);
  ws.addRow(['Budget approved by the board in December 2024.']);

  const over = expenses.map((p) => p.actual - p.budget);
  const { ask, questions } = asker(name);
  ask(
    'how far over budget was marketing',
    { value: money(expenses[2]!.actual - expenses[2]!.budget) },
    'Marketing Actual - Budget (negative = under)',
  );
  ask('actual income for the half year', { value: money(ti.actual) }, 'Total income, Actual');
  ask('income vs budget', { value: money(ti.actual - ti.budget) }, 'Total income, Actual - Budget');
  ask(
    'which expense overspent the most',
    { at: EXPENSES[argExtreme(over, true)]! },
    'expense line with the largest Actual - Budget',
  );
  ask('what did we budget for rent', { value: money(expenses[1]!.budget) }, 'Rent, Budget');
  ask('actual teacher salaries', { value: money(expenses[0]!.actual) }, 'Teacher salaries, Actual');
  ask(
    'net result',
    { value: money(net.actual) },
    'Net result, Actual (the plain reading of a result is what happened)',
  );
  ask('what net result did we budget', { value: money(net.budget) }, 'Net result, Budget');
  ask(
    'what % of the income budget did we hit',
    { value: pct(ti.actual, ti.budget) },
    'Total income Actual / Budget, percent',
  );
  ask(
    'kids course fees variance',
    { value: money(income[1]!.actual - income[1]!.budget) },
    'Kids course fees Actual - Budget',
  );
  ask('total expenses actual', { value: money(te.actual) }, 'Total expenses, Actual');
  ask('private tutoring actual', { value: money(income[2]!.actual) }, 'Private tutoring, Actual');
  ask('budget for exam prep', { value: money(income[3]!.budget) }, 'Exam prep, Budget');
  ask('whats the budget for next year', { refuse: true }, 'only H1 2025 is in the sheet');
  ask('how many students enrolled', { refuse: true }, 'no student counts');
  ask(
    'how did we do against budget',
    { refuse: true },
    'income, expenses and net result all have variances: ask which',
  );

  return {
    name,
    business: 'language school',
    shape: 'budget vs actual, two stacked tables on one sheet, Net result line',
    workbook: wb,
    questions,
    checks: [
      {
        what: 'net actual = income - expenses',
        a: net.actual,
        b: sumOf(income.map((p) => p.actual)) - sumOf(expenses.map((p) => p.actual)),
      },
      { what: 'top overspend unique', a: BigInt(uniqueExtreme(over, true)), b: 1n },
    ],
  };
}
