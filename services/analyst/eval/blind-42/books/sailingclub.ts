/**
 * sailingclub — a yacht club's budget vs actual, 2026-27 year (1 April start) to 30 Nov 2026
 * (NZD): a note row, Annual budget, Budget YTD (8/12), Actual YTD, Variance $ (actual less
 * budget), Variance % (a fraction); Income and Expenses with totals; Surplus / (Deficit).
 */
import ExcelJS from 'exceljs';
import { divRound, growth, hundredths, pct } from '../../expect';
import {
  argMax,
  cell,
  cents,
  holds,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
} from '../lib';

const r = rng(11);
interface Line {
  name: string;
  annual: bigint;
  ytd: bigint;
  actual: bigint;
}
const mk = (name: string, lo: number, hi: number, spread: number): Line => {
  const annual = BigInt(r.int(lo, hi)) * 10000n; // whole hundreds
  const ytd = divRound(annual * 8n, 12n);
  const actual =
    BigInt(Math.round(Number(ytd) * (1 + (r.next() * 2 - 1) * spread))) + BigInt(cents(r, 0, 1));
  return { name, annual, ytd, actual };
};
const INC = [
  mk('Membership subscriptions', 600, 900, 0.06),
  mk('Marina berth fees', 400, 700, 0.08),
  mk('Regatta entries', 80, 160, 0.25),
  mk('Sail training courses', 150, 300, 0.2),
  mk('Bar & social (net)', 120, 250, 0.2),
  mk('Sponsorship', 50, 120, 0.15),
];
const EXP = [
  mk('Boat & mooring maintenance', 250, 450, 0.25),
  mk('Rescue boat fuel', 40, 90, 0.3),
  mk('Insurance', 180, 260, 0.03),
  mk('Clubhouse power & water', 70, 130, 0.2),
  mk('Bar stock', 90, 160, 0.2),
  mk('Coaching', 100, 220, 0.25),
  mk('Yachting NZ affiliation', 30, 60, 0.02),
  mk('Admin & bank fees', 25, 60, 0.2),
];
const T = (ls: Line[], k: 'annual' | 'ytd' | 'actual'): bigint => total(ls.map((l) => l[k]));
const inc = { annual: T(INC, 'annual'), ytd: T(INC, 'ytd'), actual: T(INC, 'actual') };
const exp = { annual: T(EXP, 'annual'), ytd: T(EXP, 'ytd'), actual: T(EXP, 'actual') };
const sur = {
  annual: inc.annual - exp.annual,
  ytd: inc.ytd - exp.ytd,
  actual: inc.actual - exp.actual,
};
const expVar = EXP.map((l) => l.actual - l.ytd);
const expVarPc = EXP.map((l) => Number(divRound((l.actual - l.ytd) * 10000n, l.ytd)));
const overCount = expVar.filter((v) => v > 0n).length;
const subs = INC[0]!;
const maint = EXP[0]!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('BvA Nov 2026');
  ws.getCell('A1').value = 'Waitematā Point Yacht Club Inc — Budget vs Actual 2026-27';
  ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value =
    'Year to date: 1 April – 30 November 2026 (8 months). Budget YTD = 8/12 of annual.';
  ws.getRow(4).values = [
    '',
    'Annual budget',
    'Budget YTD',
    'Actual YTD',
    'Variance $',
    'Variance %',
  ];
  ws.getRow(4).font = { bold: true };
  let row = 5;
  const put = (label: string, a: bigint, b: bigint, c: bigint, bold = false): void => {
    const x = ws.getRow(row++);
    x.values = [
      label,
      cell(a),
      cell(b),
      cell(c),
      cell(c - b),
      b === 0n ? null : Number(c - b) / Number(b),
    ];
    if (bold) x.font = { bold: true };
  };
  const section = (
    t: string,
    ls: Line[],
    s: { annual: bigint; ytd: bigint; actual: bigint },
  ): void => {
    ws.getRow(row).getCell(1).value = t;
    ws.getRow(row++).font = { bold: true };
    ls.forEach((l) => put(l.name, l.annual, l.ytd, l.actual));
    put(`Total ${t}`, s.annual, s.ytd, s.actual, true);
    row++;
  };
  section('Income', INC, inc);
  section('Expenses', EXP, exp);
  put('Surplus / (Deficit)', sur.annual, sur.ytd, sur.actual, true);
  for (const c of [2, 3, 4, 5]) ws.getColumn(c).numFmt = '$#,##0.00;($#,##0.00)';
  ws.getColumn(6).numFmt = '0.0%';
  ws.getColumn(1).width = 30;
  return toBytes(wb);
}

export const sailingclub: BlindBook = {
  name: 'sailingclub',
  business: 'yacht club',
  shape: 'budget vs actual',
  bytes,
  questions: questionsFor('sailingclub', [
    [
      'total income so far this year',
      { value: hundredths(inc.actual), means: 'Total Income, Actual YTD' },
    ],
    [
      'what have we spent so far',
      { value: hundredths(exp.actual), means: 'Total Expenses, Actual YTD' },
    ],
    [
      "what's our surplus",
      { value: hundredths(sur.actual), means: 'Surplus / (Deficit), Actual YTD' },
    ],
    [
      'how are we tracking against budget',
      {
        value: [hundredths(sur.actual - sur.ytd), growth(sur.ytd, sur.actual)],
        abs: true,
        means: 'surplus actual − budget YTD, or the % difference',
      },
    ],
    [
      'which expense is most over budget',
      {
        at: [EXP[argMax(expVar)]!.name, EXP[argMax(expVarPc)]!.name],
        means: 'the largest Variance $ or Variance % among expenses (each unique)',
      },
    ],
    [
      'subs vs budget',
      {
        value: [hundredths(subs.actual - subs.ytd), growth(subs.ytd, subs.actual)],
        abs: true,
        means: 'Membership subscriptions variance, $ or %',
      },
    ],
    [
      'how much of the maintenance budget is left for the year',
      {
        value: hundredths(maint.annual - maint.actual),
        abs: true,
        means: 'Boat & mooring maintenance: annual budget − actual YTD',
      },
    ],
    [
      'marina berth fees so far',
      { value: hundredths(INC[1]!.actual), means: 'Marina berth fees, Actual YTD' },
    ],
    [
      "what's the regatta budget for the full year",
      { value: hundredths(INC[2]!.annual), means: 'Regatta entries, Annual budget' },
    ],
    [
      'what % of our income is subs',
      {
        value: pct(subs.actual, inc.actual),
        means: 'subscriptions actual / Total Income actual × 100',
      },
    ],
    [
      'how many expense lines are over budget',
      { value: String(overCount), means: 'expense lines with Actual YTD above Budget YTD' },
    ],
    [
      'total expense budget for the year',
      { value: hundredths(exp.annual), means: 'Total Expenses, Annual budget' },
    ],
    [
      'income variance',
      {
        value: [hundredths(inc.actual - inc.ytd), growth(inc.ytd, inc.actual)],
        abs: true,
        means: 'Total Income actual − budget YTD, or the %',
      },
    ],
    ['insurance so far', { value: hundredths(EXP[2]!.actual), means: 'Insurance, Actual YTD' }],
    ['how many members do we have', { refuse: true, means: 'no member numbers in the sheet' }],
    [
      'what did we spend in october',
      { refuse: true, means: 'year-to-date figures only, no months' },
    ],
    ['should we put the subs up', { refuse: true, means: 'an opinion, not in the sheet' }],
  ]),
  checks: [
    same('surplus = income − expenses', sur.actual, inc.actual - exp.actual),
    same('line variances = expense variance', total(expVar), exp.actual - exp.ytd),
    unique('most over budget $', expVar),
    unique('most over budget %', expVarPc),
    holds('something over budget', overCount > 0 && overCount < EXP.length),
  ],
};
