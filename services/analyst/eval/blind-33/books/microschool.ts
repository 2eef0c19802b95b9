/** Microschool: budget vs actual for term 1 (Aug–Oct 2026) with a two-row header, USD. */
import ExcelJS from 'exceljs';
import { divRound, hundredths, pct } from '../../expect';
import {
  type BlindBook,
  argMax,
  argMin,
  cell,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
} from '../lib';

const r = rng(6);
const mk = (
  name: string,
  lo: number,
  hi: number,
  swing: number,
): {
  name: string;
  budget: number;
  actual: number;
  annual: number;
} => {
  const budget = r.int(lo, hi) * 100;
  const actual = budget + r.int(-swing, swing) * 100 + r.int(0, 99);
  return { name, budget, actual, annual: budget * 4 + r.int(0, 20) * 100_00 };
};
const income = [
  mk('Tuition', 78000, 92000, 3000),
  mk('Enrichment fees', 3000, 6000, 900),
  mk('Grants', 5000, 9000, 1500),
];
const expenses = [
  mk('Teacher salaries', 52000, 58000, 2500),
  mk('Curriculum & books', 2500, 4800, 900),
  mk('Rent', 9000, 9000, 0),
  mk('Field trips', 1500, 3200, 700),
  mk('Insurance', 1800, 2400, 150),
  mk('Marketing', 1200, 2600, 800),
  mk('Snacks & supplies', 900, 1800, 400),
  mk('Tech & software', 1400, 2600, 500),
];
const rent = expenses[2]!;
rent.actual = rent.budget + 12_50 * 100; // rent review mid-term
type Line = (typeof income)[number];
const S = (xs: Line[], f: (l: Line) => number): bigint => total(xs.map(f));
const v = (l: Line): number => l.actual - l.budget;
const line = (l: Line): unknown[] => [
  l.name,
  cell(l.budget),
  cell(l.actual),
  cell(v(l)),
  Number(divRound(BigInt(v(l)) * 10000n, BigInt(l.budget))) / 10000,
  cell(l.annual),
  cell(l.annual - l.actual),
];
const tot = (name: string, xs: Line[]): unknown[] => [
  name,
  cell(S(xs, (l) => l.budget)),
  cell(S(xs, (l) => l.actual)),
  cell(S(xs, v)),
  undefined,
  cell(S(xs, (l) => l.annual)),
  cell(S(xs, (l) => l.annual - l.actual)),
];

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('BvA Term 1');
  putRows(ws, [
    ['Maple Hollow Microschool'],
    ['Budget vs actual — FY2026/27, term 1 (Aug–Oct 2026), USD'],
    [],
    [undefined, 'Term 1 to date', undefined, undefined, undefined, 'Full year'],
    ['Line', 'Budget', 'Actual', 'Variance (A−B)', 'Var %', 'Annual budget', 'Remaining'],
    ['INCOME'],
    ...income.map(line),
    tot('Total income', income),
    [],
    ['EXPENSES'],
    ...expenses.map(line),
    tot('Total expenses', expenses),
    [],
    [
      'Net surplus',
      cell(S(income, (l) => l.budget) - S(expenses, (l) => l.budget)),
      cell(S(income, (l) => l.actual) - S(expenses, (l) => l.actual)),
    ],
    [],
    ['Var % is variance / budget. Rent went up $1,250 in September (lease review).'],
  ]);
  ws.getColumn(5).numFmt = '0.00%';
  return toBytes(wb);
}

const vars = expenses.map(v);
const find = (n: string): Line => expenses.find((l) => l.name === n)!;
const mkt = find('Marketing');

export const microschool: BlindBook = {
  name: 'microschool',
  business: 'microschool',
  shape: 'budget vs actual with variance columns, two-row header (term / full year)',
  bytes,
  questions: questionsFor('microschool', [
    [
      'are we over budget on marketing',
      {
        value: hundredths(v(mkt)),
        abs: true,
        means: 'Marketing Actual − Budget, term 1 (size compared)',
      },
    ],
    [
      'total spend this term',
      { value: hundredths(S(expenses, (l) => l.actual)), means: 'Total expenses, Actual, term 1' },
    ],
    [
      'which cost line is furthest over budget in dollars',
      { at: expenses[argMax(vars)]!.name, means: 'expense line with the largest Actual − Budget' },
    ],
    [
      'tuition received this term',
      { value: hundredths(income[0]!.actual), means: 'Tuition Actual, term 1' },
    ],
    [
      'how much field trip budget is left for the year',
      {
        value: hundredths(find('Field trips').annual - find('Field trips').actual),
        means: 'Field trips Annual budget − term 1 Actual (Remaining column)',
      },
    ],
    [
      'total variance on expenses',
      {
        value: hundredths(S(expenses, v)),
        abs: true,
        means: 'sum of expense variances (Actual − Budget)',
      },
    ],
    [
      'what was our surplus for the term',
      {
        value: hundredths(S(income, (l) => l.actual) - S(expenses, (l) => l.actual)),
        means: 'Net surplus Actual = total income − total expenses, term 1',
      },
    ],
    [
      'how far off budget is income',
      { value: hundredths(S(income, v)), abs: true, means: 'Total income Actual − Budget' },
    ],
    [
      'rent over budget by what percent',
      { value: pct(v(rent), rent.budget), means: 'Rent variance / Rent budget, % to 2 dp' },
    ],
    ['how many kids are enrolled', { refuse: true, means: 'enrolment is not in the sheet' }],
    ['will we finish the year in surplus?', { refuse: true, means: 'a forecast' }],
    [
      'annual budget for teacher pay',
      {
        value: hundredths(find('Teacher salaries').annual),
        means: 'Teacher salaries Annual budget',
      },
    ],
    [
      'where did we underspend most',
      {
        at: expenses[argMin(vars)]!.name,
        means: 'expense line with the most negative Actual − Budget',
      },
    ],
    [
      'grants budgeted this term',
      { value: hundredths(income[2]!.budget), means: 'Grants Budget, term 1' },
    ],
  ]),
  checks: [
    {
      what: 'line variances = total actual − total budget (expenses)',
      a: S(expenses, v),
      b: S(expenses, (l) => l.actual) - S(expenses, (l) => l.budget),
    },
    { what: 'unique most over', a: uniqueMax(vars) ? 1n : 0n, b: 1n },
    { what: 'unique most under', a: uniqueMax(vars.map((x) => -x)) ? 1n : 0n, b: 1n },
    { what: 'marketing variance nonzero', a: v(mkt) !== 0 ? 1n : 0n, b: 1n },
  ],
};
