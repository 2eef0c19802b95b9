/** dogdaycare: dog daycare, budget vs actual for FY2025 with variance columns and notes, R. */
import ExcelJS from 'exceljs';
import { hundredths, pct } from '../../expect';
import {
  argMax,
  cell,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(2);
const mk = (name: string, lo: number, hi: number, spread: number, note = '') => {
  const budget = BigInt(r.int(lo, hi)) * 10000n;
  const actual = budget + BigInt(r.int(-spread, spread)) * 100n + BigInt(r.int(1, 99));
  return { name, budget, actual, note };
};
const income = [
  mk('Daycare fees', 900, 1400, 60000),
  mk('Grooming', 150, 300, 25000),
  mk('Boarding', 200, 450, 40000),
];
const expenses = [
  mk('Staff wages', 600, 800, 30000),
  mk('Dog food & treats', 60, 90, 8000),
  mk('Rent', 180, 180, 0, 'fixed lease'),
  mk('Insurance', 30, 40, 3000),
  mk('Marketing', 25, 45, 9000, 'Facebook ads from May'),
  mk('Vet & first aid', 8, 15, 6000),
  mk('Cleaning supplies', 10, 20, 3000),
  mk('Vehicle', 40, 70, 9000),
];
// rent is exactly on budget
expenses[2]!.actual = expenses[2]!.budget;
// marketing over budget, insurance under budget
const mkt = expenses[4]!;
if (mkt.actual <= mkt.budget) mkt.actual = mkt.budget + (mkt.budget - mkt.actual) + 12345n;
const ins = expenses[3]!;
if (ins.actual >= ins.budget) ins.actual = ins.budget - (ins.actual - ins.budget) - 4321n;
const var_ = (l: { budget: bigint; actual: bigint }): bigint => l.actual - l.budget;
const tIncB = total(income.map((l) => l.budget));
const tIncA = total(income.map((l) => l.actual));
const tExpB = total(expenses.map((l) => l.budget));
const tExpA = total(expenses.map((l) => l.actual));
const overs = expenses.map(var_);
const worst = argMax(overs);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Budget v Actual');
  const row = (l: { name: string; budget: bigint; actual: bigint; note: string }): unknown[] => [
    l.name,
    cell(l.budget),
    cell(l.actual),
    cell(var_(l)),
    l.budget === 0n ? undefined : Number(pct(var_(l), l.budget)) / 100,
    l.note || undefined,
  ];
  putRows(ws, [
    ['Waggy Tails Daycare (Pty) Ltd'],
    ['Budget vs Actual: year ended 31 December 2025'],
    ['Category', 'Budget (R)', 'Actual (R)', 'Variance (R)', 'Variance %', 'Notes'],
    ['INCOME'],
    ...income.map(row),
    [
      'Total income',
      cell(tIncB),
      cell(tIncA),
      cell(tIncA - tIncB),
      Number(pct(tIncA - tIncB, tIncB)) / 100,
    ],
    [],
    ['EXPENSES'],
    ...expenses.map(row),
    [
      'Total expenses',
      cell(tExpB),
      cell(tExpA),
      cell(tExpA - tExpB),
      Number(pct(tExpA - tExpB, tExpB)) / 100,
    ],
    [],
    [
      'Net surplus',
      cell(tIncB - tExpB),
      cell(tIncA - tExpA),
      cell(tIncA - tExpA - (tIncB - tExpB)),
    ],
    [],
    ['Variance = Actual - Budget'],
  ]);
  ws.getColumn(1).width = 22;
  for (const c of [2, 3, 4]) ws.getColumn(c).numFmt = '"R" #,##0.00;-"R" #,##0.00';
  ws.getColumn(5).numFmt = '0.0%';
  return toBytes(wb);
}

const E = (n: string) => expenses.find((l) => l.name === n)!;
const I = (n: string) => income.find((l) => l.name === n)!;

export const dogdaycare: BlindBook = {
  name: 'dogdaycare',
  business: 'dog daycare',
  shape: 'budget vs actual, variance R and %, income/expense sections, notes column',
  bytes,
  checks: [
    {
      what: 'sum of expense variances = total actual - total budget',
      a: total(expenses.map(var_)),
      b: tExpA - tExpB,
    },
    { what: 'largest overspend is unique', a: uniqueMax(overs) ? 1n : 0n, b: 1n },
  ],
  questions: questionsFor('dogdaycare', [
    [
      'how much did we actually spend in total last year',
      { value: hundredths(tExpA), means: 'Total expenses, Actual' },
    ],
    [
      'are we over budget on marketing',
      {
        value: hundredths(var_(mkt)),
        abs: true,
        means: 'Marketing variance, Actual - Budget (over by this much)',
      },
    ],
    [
      'what did we actually spend on dog food',
      { value: hundredths(E('Dog food & treats').actual), means: 'Dog food & treats, Actual' },
    ],
    ['what was budgeted for rent', { value: hundredths(E('Rent').budget), means: 'Rent, Budget' }],
    [
      'where did we overspend the most',
      {
        at: expenses[worst]!.name,
        means: 'expense line with the largest positive Actual - Budget',
      },
    ],
    [
      'actual grooming income',
      { value: hundredths(I('Grooming').actual), means: 'Grooming, Actual' },
    ],
    ['total budgeted income', { value: hundredths(tIncB), means: 'Total income, Budget' }],
    ['actual net surplus', { value: hundredths(tIncA - tExpA), means: 'Net surplus, Actual' }],
    [
      'how far off budget was the net surplus',
      {
        value: hundredths(tIncA - tExpA - (tIncB - tExpB)),
        abs: true,
        means: 'Net surplus Actual - Budget',
      },
    ],
    [
      'how much under budget was insurance',
      { value: hundredths(ins.budget - ins.actual), abs: true, means: 'Insurance Budget - Actual' },
    ],
    [
      'what percent of the wages budget did we use',
      {
        value: pct(E('Staff wages').actual, E('Staff wages').budget),
        tol: 0.01,
        means: 'Staff wages Actual / Budget x 100, 2 dp',
      },
    ],
    ['vehicle costs actual', { value: hundredths(E('Vehicle').actual), means: 'Vehicle, Actual' }],
    [
      'why did the vet bills go over',
      { refuse: true, means: 'a reason; the sheet holds only figures' },
    ],
    [
      'what should the marketing budget be for 2026',
      { refuse: true, means: 'an opinion / plan, not in the sheet' },
    ],
  ]),
};
