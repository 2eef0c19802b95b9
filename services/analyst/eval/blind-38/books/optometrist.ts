/**
 * optometrist: an eyecare practice's profit & loss for January to November 2026, months
 * across as text ("Jan 2026") with a Total column; sections Income, Cost of sales, Gross
 * profit, Expenses, Net profit with "Total …" lines and blank separator rows, in CAD.
 * "This year" = 2026, "last month" = November 2026.
 */
import ExcelJS from 'exceljs';
import { growth, meanCents, money, pct } from '../../expect';
import {
  argMax,
  bold,
  cell,
  cents,
  formatCols,
  holds,
  MON,
  monthAt,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  where,
  widths,
  type BlindBook,
} from '../lib';

const r = rng(4);
const N = 11;
const SUN = [0.4, 0.45, 0.7, 0.9, 1.2, 1.5, 1.6, 1.4, 0.9, 0.6, 0.5];
const months = Array.from({ length: N }, (_, m) => m);
type Lines = Array<[string, number[]]>;
const frames = months.map((m) => Math.round(cents(r, 18000, 28000) * (m === 0 ? 0.8 : 1)));
const contacts = months.map((m) => 600000 + m * 25000 + cents(r, 0, 900));
const INCOME: Lines = [
  ['Eye exams', months.map((m) => Math.round(cents(r, 9000, 13000) * (m === 0 ? 0.8 : 1)))],
  ['Frames & lenses', frames],
  ['Contact lenses', contacts],
  ['Sunglasses', months.map((m) => Math.round(cents(r, 3000, 4000) * SUN[m]!))],
];
const COST: Lines = [
  ['Frames & lens costs', frames.map((f) => Math.round((f * r.int(42, 48)) / 100))],
  ['Contact lens costs', contacts.map((c) => Math.round((c * r.int(52, 58)) / 100))],
  ['Lab fees', months.map(() => cents(r, 1200, 2200))],
];
const EXPENSES: Lines = [
  ['Wages', months.map(() => cents(r, 11500, 13500))],
  ['Rent', months.map(() => 520000)],
  ['Marketing', months.map((m) => (m === 0 ? cents(r, 9000, 9500) : cents(r, 800, 2500)))],
  ['Insurance', months.map(() => cents(r, 640, 700))],
  ['Equipment lease', months.map(() => 145000)],
  ['Utilities', months.map(() => cents(r, 500, 900))],
];
const monthSum = (ls: Lines): bigint[] => months.map((m) => total(ls.map(([, v]) => v[m]!)));
const lineSum = (ls: Lines): bigint[] => ls.map(([, v]) => total(v));
const inc = monthSum(INCOME);
const cos = monthSum(COST);
const exp = monthSum(EXPENSES);
const gp = months.map((m) => inc[m]! - cos[m]!);
const net = months.map((m) => gp[m]! - exp[m]!);
const T = {
  inc: total(inc),
  cos: total(cos),
  exp: total(exp),
  gp: total(gp),
  net: total(net),
};
const incLines = lineSum(INCOME);
const cosLines = lineSum(COST);
const expLines = lineSum(EXPENSES);
const losses = where(net, (n) => n < 0n);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('P&L 2026');
  const rows: unknown[][] = [
    ['Clearview Eyecare Inc.'],
    ['Profit & Loss — January to November 2026'],
    ['All amounts in CAD'],
    [],
    [undefined, ...months.map((m) => `${MON[m]} 2026`), 'Total'],
  ];
  const bolds = [5];
  const line = (label: string, v: Array<number | bigint>): void => {
    rows.push([label, ...v.map(cell), cell(total(v))]);
  };
  const section = (title: string, ls: Lines, totalLabel: string, t: bigint[]): void => {
    rows.push([title]);
    bolds.push(rows.length);
    for (const [label, v] of ls) line(label, v);
    line(totalLabel, t);
    bolds.push(rows.length);
    rows.push([]);
  };
  section('Income', INCOME, 'Total income', inc);
  section('Cost of sales', COST, 'Total cost of sales', cos);
  line('Gross profit', gp);
  bolds.push(rows.length);
  rows.push([]);
  section('Expenses', EXPENSES, 'Total expenses', exp);
  line('Net profit', net);
  bolds.push(rows.length);
  putRows(ws, rows);
  for (const b of bolds) bold(ws, b);
  formatCols(ws, months.map((m) => m + 2).concat([N + 2]), '#,##0.00;(#,##0.00)');
  widths(ws, [22]);
  return toBytes(wb);
}

export const optometrist: BlindBook = {
  name: 'optometrist',
  business: 'optometry practice',
  shape:
    'P&L Jan–Nov 2026, months across as text + Total; Income, Cost of sales, Gross profit, Expenses, Net profit; Total lines; blank rows',
  bytes,
  checks: [
    same('income lines = month totals', total(incLines), T.inc),
    same('cost lines = month totals', total(cosLines), T.cos),
    same('expense lines = month totals', total(expLines), T.exp),
    same('income − cost of sales − expenses = net', T.inc - T.cos - T.exp, T.net),
    unique('month net', net),
    holds('exactly one loss month', losses.length === 1),
    unique('cost line (expenses)', expLines),
    unique('cost line (cost of sales)', cosLines),
  ],
  questions: questionsFor('optometrist', [
    [
      'What was our total income this year?',
      { value: money(T.inc), means: 'Total income, Total column (Jan–Nov 2026)' },
    ],
    [
      'How did we do in March?',
      {
        value: [money(net[2]!), money(inc[2]!)],
        means: 'March net profit (or, read as sales, March total income)',
      },
    ],
    ['What was our net profit this year?', { value: money(T.net), means: 'Net profit, Total' }],
    [
      "What's our gross margin?",
      { value: pct(T.gp, T.inc), means: 'Gross profit / Total income, Total column, %' },
    ],
    [
      'Which month had the highest net profit?',
      { at: monthAt(argMax(net), 2026), means: 'the month with the largest Net profit' },
    ],
    [
      'How much did we spend on marketing this year?',
      { value: money(expLines[2]!), means: 'Marketing, Total column' },
    ],
    [
      "What's eating our margin?",
      {
        at: [EXPENSES[argMax(expLines)]![0], COST[argMax(cosLines)]![0]],
        means: 'the biggest cost line: of the expenses, or of the cost of sales',
      },
    ],
    [
      'What were total expenses last month?',
      { value: money(exp[10]!), means: 'Total expenses, November 2026' },
    ],
    ['What was gross profit in June?', { value: money(gp[5]!), means: 'Gross profit, June' }],
    [
      "What's our average monthly income?",
      { value: meanCents(T.inc, N), means: 'Total income / 11 months' },
    ],
    [
      'In which month did we make a loss?',
      { at: monthAt(losses[0] ?? 0, 2026), means: 'the one month with a negative Net profit' },
    ],
    [
      'How much did contact lens sales grow from January to November?',
      {
        value: [growth(contacts[0]!, contacts[10]!), money(BigInt(contacts[10]! - contacts[0]!))],
        means: 'Contact lenses Nov vs Jan: growth % or the difference',
      },
    ],
    [
      'What share of income comes from eye exams?',
      { value: pct(incLines[0]!, T.inc), means: 'Eye exams total / Total income, %' },
    ],
    ["What's our rent per month?", { value: money(520000), means: 'Rent, the same each month' }],
    [
      'How many patients did we see in October?',
      { refuse: true, means: 'no patient counts in a P&L' },
    ],
    [
      'What will our net profit be for the full year?',
      { refuse: true, means: 'a forecast; December is not in the sheet' },
    ],
    [
      'Should we hire another optometrist?',
      { refuse: true, means: 'an opinion, not a figure in the sheet' },
    ],
  ]),
};
