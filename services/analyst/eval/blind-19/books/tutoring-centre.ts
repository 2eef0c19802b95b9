/** Tutoring centre (₱): budget vs actual by quarter, two-row header (Q1 over Budget | Actual), no full-year column. */
import { money, pct, sum } from '../../expect';
import { argMax, asker, cell, int, refuse, rng, SEED, type BookSpec, type Cell } from '../lib';

export function tutoringCentre(): BookSpec {
  const r = rng(SEED + 15);
  type L = { name: string; budget: number[]; actual: number[] };
  const mk = (name: string, lo: number, hi: number): L => {
    const budget = [0, 1, 2, 3].map(() => int(r, lo, hi) * 100);
    return {
      name,
      budget,
      actual: budget.map((b) => Math.round(b * (0.8 + r() * 0.4)) + int(r, 0, 99)),
    };
  };
  const inc = [
    mk('Tuition fees', 8000, 12000),
    mk('Exam prep courses', 2000, 5000),
    mk('Materials sales', 400, 900),
  ];
  const cost = [
    mk('Tutor wages', 5000, 7000),
    mk('Rent', 1500, 1500),
    mk('Books & materials', 500, 1200),
    mk('Advertising', 300, 900),
  ];
  const T = (ls: L[], k: 'budget' | 'actual'): number[] =>
    [0, 1, 2, 3].map((i) => ls.reduce((a, l) => a + l[k][i]!, 0));
  const pair = (b: number[], a: number[]): Cell[] =>
    [0, 1, 2, 3].flatMap((i) => [cell(b[i]!), cell(a[i]!)]);
  const rows: Cell[][] = [
    ['BrightPath Tutoring Centre'],
    ['Budget vs actual 2025 (PHP ₱)'],
    [null, 'Q1', null, 'Q2', null, 'Q3', null, 'Q4', null],
    ['Line', 'Budget', 'Actual', 'Budget', 'Actual', 'Budget', 'Actual', 'Budget', 'Actual'],
    ['INCOME'],
    ...inc.map((l) => [l.name, ...pair(l.budget, l.actual)]),
    ['Total income', ...pair(T(inc, 'budget'), T(inc, 'actual'))],
    ['COSTS'],
    ...cost.map((l) => [l.name, ...pair(l.budget, l.actual)]),
    ['Total costs', ...pair(T(cost, 'budget'), T(cost, 'actual'))],
    [
      'Result',
      ...pair(
        [0, 1, 2, 3].map((i) => T(inc, 'budget')[i]! - T(cost, 'budget')[i]!),
        [0, 1, 2, 3].map((i) => T(inc, 'actual')[i]! - T(cost, 'actual')[i]!),
      ),
    ],
  ];
  const y = (xs: number[]): bigint => sum(xs);
  const over = cost.map((l) => y(l.actual) - y(l.budget));
  const { qs, q } = asker('tutoring-centre');
  q(
    'actual tuition fees for the year',
    { value: money(y(inc[0]!.actual)) },
    'Tuition fees Actual Q1..Q4',
  );
  q(
    'were we over budget on advertising this year',
    { value: money(over[3]!) },
    'Advertising actual - budget for the year (positive = over)',
  );
  q('tutor wages actual in q2', { value: money(cost[0]!.actual[1]!) }, 'single cell');
  q('what did we budget for rent in Q3', { value: money(cost[1]!.budget[2]!) }, 'single cell');
  q(
    'total actual income for the year',
    { value: money(y(T(inc, 'actual'))) },
    'Total income Actual, 4 quarters',
  );
  q(
    'total budgeted costs',
    { value: money(y(T(cost, 'budget'))) },
    'Total costs Budget, 4 quarters',
  );
  q(
    'how far off budget was income in q4',
    { value: money(BigInt(T(inc, 'actual')[3]! - T(inc, 'budget')[3]!)) },
    'Total income Actual - Budget, Q4',
  );
  q(
    'which cost went most over budget',
    { at: cost[argMax(over)]!.name },
    'largest (actual - budget) over the year',
  );
  q(
    'what % of the tuition budget did we hit',
    { value: pct(y(inc[0]!.actual), y(inc[0]!.budget)) },
    'Tuition actual / budget for the year',
  );
  q(
    'actual profit for the year',
    { value: money(y(T(inc, 'actual')) - y(T(cost, 'actual'))) },
    'sum of Result Actual',
  );
  q('exam prep actual q1', { value: money(inc[1]!.actual[0]!) }, 'single cell');
  q(
    'budgeted profit for the year',
    { value: money(y(T(inc, 'budget')) - y(T(cost, 'budget'))) },
    'sum of Result Budget',
  );
  q(
    'materials sales actual in the second half',
    { value: money(BigInt(inc[2]!.actual[2]! + inc[2]!.actual[3]!)) },
    'Materials sales Actual Q3 + Q4',
  );
  q('how many students did we teach', refuse, 'no student counts');
  q('what is the budget for next year', refuse, 'only 2025');
  q('actual tuition in october', refuse, 'quarterly columns only');
  return {
    name: 'tutoring-centre',
    business: 'tutoring centre',
    sheets: [{ name: 'BvA 2025', rows }],
    questions: qs,
    checks: [['lines = totals', sum(inc.map((l) => y(l.actual))), y(T(inc, 'actual'))]],
  };
}
