/**
 * climbing: a climbing gym's budget vs actual, year to date January–November 2026: Revenue and
 * Expenses sections with Total lines and Net Income, columns Budget YTD / Actual YTD /
 * Variance ($, actual − budget) / Var %, a note on the sign. CAD.
 */
import ExcelJS from 'exceljs';
import { hundredths, pct } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  holds,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  uniqueMax,
  uniqueMin,
  type BlindBook,
} from '../lib';

const r = rng(11);
interface Line {
  name: string;
  budget: bigint;
  actual: bigint;
}
/** budget in whole dollars; actual = budget × (1 + drift), drift in [lo, hi] */
const line = (name: string, budget: number, lo: number, hi: number): Line => ({
  name,
  budget: BigInt(budget) * 100n,
  actual: BigInt(Math.round(budget * (1 + lo + (hi - lo) * r.next()) * 100)),
});

const REVENUE: Line[] = [
  line('Day passes', 148500, -0.04, 0.09),
  line('Memberships', 286000, -0.02, 0.05),
  line('Punch cards', 52800, -0.1, 0.02),
  line('Gear rental', 31900, -0.05, 0.08),
  line('Youth programs', 74800, -0.22, -0.14),
  line('Birthday parties', 39600, 0.12, 0.25),
  line('Café & retail', 45100, -0.06, 0.06),
];
const EXPENSES: Line[] = [
  line('Staff wages', 231000, 0.0, 0.04),
  { name: 'Rent', budget: 14520000n, actual: 14520000n },
  line('Route setting', 35200, 0.18, 0.3),
  line('Utilities', 27500, -0.05, 0.12),
  line('Insurance', 16500, 0.0, 0.02),
  line('Marketing', 19800, -0.3, -0.1),
  line('Holds & equipment', 22000, -0.15, 0.1),
  line('Cleaning', 13200, 0.0, 0.08),
  line('Booking software', 6600, 0.0, 0.0),
  line('Repairs', 8800, -0.2, 0.15),
];

const sum = (ls: Line[], f: (l: Line) => bigint): bigint => total(ls.map(f));
const revB = sum(REVENUE, (l) => l.budget);
const revA = sum(REVENUE, (l) => l.actual);
const expB = sum(EXPENSES, (l) => l.budget);
const expA = sum(EXPENSES, (l) => l.actual);
const netB = revB - expB;
const netA = revA - expA;
const v = (l: Line): bigint => l.actual - l.budget;
const expVar = EXPENSES.map(v);
const expVarPct = EXPENSES.map((l) => (v(l) * 1000000n) / l.budget);
const revVar = REVENUE.map(v);
const worstExp = argMax(expVar);
const shortRev = argMin(revVar);
const find = (n: string): Line => [...REVENUE, ...EXPENSES].find((l) => l.name === n)!;
const overCount = EXPENSES.filter((l) => l.actual > l.budget).length;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Budget vs Actual');
  const row = (n: string, b: bigint, a: bigint): unknown[] => [
    n,
    cell(b),
    cell(a),
    cell(a - b),
    b === 0n ? undefined : Number(a - b) / Number(b),
  ];
  putRows(ws, [
    ['Boulder Barn Climbing Gym — Budget vs Actual'],
    ['Year to date: January – November 2026 · CAD'],
    [],
    [undefined, 'Budget YTD', 'Actual YTD', 'Variance ($)', 'Var %'],
    ['Revenue'],
    ...REVENUE.map((l) => row(l.name, l.budget, l.actual)),
    row('Total Revenue', revB, revA),
    [],
    ['Expenses'],
    ...EXPENSES.map((l) => row(l.name, l.budget, l.actual)),
    row('Total Expenses', expB, expA),
    [],
    row('Net Income', netB, netA),
    [],
    ['Variance = actual − budget. For expenses a positive variance means over budget.'],
  ]);
  ws.eachRow((rw, n) => {
    if (n <= 5 || /^(Total|Net|Expenses$)/.test(String(rw.getCell(1).value ?? '')))
      rw.font = { bold: true };
  });
  for (const c of [2, 3, 4]) {
    ws.getColumn(c).numFmt = '$#,##0.00;-$#,##0.00';
    ws.getColumn(c).width = 15;
  }
  ws.getColumn(5).numFmt = '0.0%';
  ws.getColumn(1).width = 22;
  return toBytes(wb);
}

export const climbing: BlindBook = {
  name: 'climbing',
  business: 'climbing gym',
  shape:
    'budget vs actual YTD: Budget / Actual / Variance $ / Var %, Revenue and Expenses sections, Net Income',
  bytes,
  questions: questionsFor('climbing', [
    [
      'how far off budget is revenue',
      {
        value: hundredths(revA - revB),
        abs: true,
        means: 'Total Revenue actual − budget, compared by size',
      },
    ],
    [
      'actual membership revenue',
      { value: hundredths(find('Memberships').actual), means: 'Memberships, Actual YTD' },
    ],
    [
      'which expense went most over budget',
      {
        value: [hundredths(expVar[worstExp]!), pct(expVar[worstExp]!, EXPENSES[worstExp]!.budget)],
        at: EXPENSES[worstExp]!.name,
        tol: 0.01,
        means: 'expense line with the largest actual − budget (the same line by $ and by %)',
      },
    ],
    ['total expenses actual', { value: hundredths(expA), means: 'Total Expenses, Actual YTD' }],
    [
      'net income vs budget',
      {
        value: [hundredths(netA - netB), pct(netA - netB, netB)],
        abs: true,
        tol: 0.01,
        means: 'Net Income actual − budget (or that / budget × 100); sign compared by size',
      },
    ],
    [
      'how much over budget were birthday parties',
      {
        value: hundredths(v(find('Birthday parties'))),
        abs: true,
        means: 'Birthday parties actual − budget',
      },
    ],
    [
      'which revenue line fell furthest short of budget',
      {
        value: hundredths(revVar[shortRev]!),
        at: REVENUE[shortRev]!.name,
        abs: true,
        means: 'revenue line with the most negative actual − budget',
      },
    ],
    [
      "what's the budgeted rent",
      { value: hundredths(find('Rent').budget), means: 'Rent, Budget YTD' },
    ],
    [
      'how many expense lines are over budget',
      { value: String(overCount), means: 'expense lines with Actual above Budget' },
    ],
    [
      'what % of budget did day passes hit',
      {
        value: pct(find('Day passes').actual, find('Day passes').budget),
        tol: 0.01,
        means: 'Day passes actual / budget × 100',
      },
    ],
    ['total budgeted revenue', { value: hundredths(revB), means: 'Total Revenue, Budget YTD' }],
    [
      'café sales actual',
      { value: hundredths(find('Café & retail').actual), means: 'Café & retail, Actual YTD' },
    ],
    [
      'net income so far this year',
      { value: hundredths(netA), means: 'Net Income, Actual YTD (Jan–Nov 2026)' },
    ],
    [
      'how many members do we have',
      { refuse: true, means: 'membership revenue only, no member count' },
    ],
    ['why is route setting over budget', { refuse: true, means: 'a reason is not in the sheet' }],
    [
      "what's the budget for next year",
      { refuse: true, means: 'only the 2026 YTD budget is held' },
    ],
  ]),
  checks: [
    same(
      'line variances = total variance',
      total(REVENUE.map(v)) - total(EXPENSES.map(v)),
      netA - netB,
    ),
    same('revenue − expenses = net (actual)', revA - expA, netA),
    holds('most over budget unique by $', uniqueMax(expVar) && expVar[worstExp]! > 0n),
    holds(
      'most over budget is also the top by %',
      argMax(expVarPct) === worstExp && uniqueMax(expVarPct),
    ),
    holds('furthest short unique and short', uniqueMin(revVar) && revVar[shortRev]! < 0n),
    holds('birthday parties beat budget', v(find('Birthday parties')) > 0n),
  ],
};
