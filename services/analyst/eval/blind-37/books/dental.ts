/**
 * dental: a dental practice's management accounts, budget vs actual for January-November 2026
 * in euro. Actuals by month across under a merged "Actual 2026" header, then a merged "Year to
 * date" group (Budget, Actual, Variance, Var %) and the full-year budget; income and cost
 * sections with totals and a net profit line. Monthly budgets are not in the sheet.
 */
import ExcelJS from 'exceljs';
import { divRound, growth, hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  argMin,
  cell,
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
  whole,
  type BlindBook,
} from '../lib';

const r = rng(1);
const N = 11; // January-November

const INCOME: Array<[string, number, number]> = [
  ['Private treatments', 38000, 52000],
  ['PRSI treatment benefit', 6000, 9000],
  ['Medical card (DTSS)', 9000, 14000],
  ['Hygienist', 11000, 15000],
  ['Orthodontics', 14000, 24000],
  ['Whitening & cosmetic', 3000, 8000],
];
const COSTS: Array<[string, number, number]> = [
  ['Associate dentist fees', 22000, 28000],
  ['Nurse & reception wages', 24000, 27000],
  ['Hygienist wages', 6500, 7500],
  ['Lab fees', 6000, 10000],
  ['Dental materials', 4000, 6500],
  ['Rent', 5800, 5800],
  ['Equipment lease', 2150, 2150],
  ['Insurance & indemnity', 1240, 1240],
  ['Utilities', 900, 1600],
  ['Marketing', 500, 2500],
  ['Software & IT', 780, 950],
  ['Accountancy & bank', 600, 900],
];

/** August is the practice's two-week shutdown: income and variable costs run lower. */
const month = (lo: number, hi: number, m: number, variable: boolean): number => {
  const v = lo === hi ? lo * 100 : whole(r, lo, hi) + r.int(0, 99);
  return m === 7 && variable ? Math.round(v * 0.55) : v;
};

interface Line {
  name: string;
  months: number[];
  budget: number;
  fy: number;
}

const mk = (rows: Array<[string, number, number]>, income: boolean): Line[] =>
  rows.map(([name, lo, hi]) => {
    const fixed = lo === hi;
    const months = Array.from({ length: N }, (_, m) => month(lo, hi, m, income || !fixed));
    const actual = Number(total(months));
    // budgets in whole hundreds of euro, a few % either side of the actual
    const tilt =
      name === 'Lab fees' ? 1 / 1.19 : name === 'Hygienist' ? 1 / 0.93 : 1 + r.int(-4, 4) / 100;
    const budget = Math.round((actual * tilt) / 10000) * 10000;
    const dec = Math.round(((budget / N) * (name === 'Rent' ? 1 : 0.8)) / 10000) * 10000;
    return { name, months, budget, fy: budget + dec };
  });

const income = mk(INCOME, true);
const costs = mk(COSTS, false);
const sumLines = (ls: Line[], m: number): bigint => total(ls.map((l) => l.months[m]!));
const incM = Array.from({ length: N }, (_, m) => sumLines(income, m));
const costM = Array.from({ length: N }, (_, m) => sumLines(costs, m));
const netM = incM.map((v, m) => v - costM[m]!);
const ytd = (l: Line): bigint => total(l.months);
const incYtd = total(incM);
const costYtd = total(costM);
const incBudget = total(income.map((l) => l.budget));
const costBudget = total(costs.map((l) => l.budget));
const costVar = costs.map((l) => ytd(l) - BigInt(l.budget));
const costVarPct = costs.map((l) =>
  divRound((ytd(l) - BigInt(l.budget)) * 10000n, BigInt(l.budget)),
);
const worst = argMax(costVar);
const line = (ls: Line[], n: string): Line => ls.find((l) => l.name === n)!;
const hyg = line(income, 'Hygienist');
const ortho = line(income, 'Orthodontics');
const lab = line(costs, 'Lab fees');
const rent = line(costs, 'Rent');
const mkt = line(costs, 'Marketing');
const over100k = incM.filter((v) => v > 10000000n).length;

const questions = questionsFor('dental', [
  [
    'total income so far this year?',
    {
      value: hundredths(incYtd),
      means: 'Year-to-date actual total income, January-November 2026 (the Total income row)',
    },
  ],
  [
    'how did we do in march',
    {
      value: [hundredths(netM[2]!), hundredths(incM[2]!)],
      means: "March 2026's net profit (or, read as takings, its total income)",
    },
  ],
  [
    'net profit ytd',
    { value: hundredths(incYtd - costYtd), means: 'Year-to-date actual net profit' },
  ],
  [
    'are we over or under budget on costs',
    {
      value: [hundredths(costYtd - costBudget), pct(costYtd - costBudget, costBudget)],
      abs: true,
      means: 'Total costs YTD actual − YTD budget (€), or that as % of budget; compared by size',
    },
  ],
  [
    'which cost is most over budget',
    {
      at: costs[worst]!.name,
      means: 'The cost line with the largest YTD actual − budget (also the largest in %)',
    },
  ],
  ['lab fees in july', { value: hundredths(lab.months[6]!), means: 'Lab fees actual, July 2026' }],
  [
    'best month for income',
    { at: monthAt(argMax(incM), 2026), means: 'The month with the highest total income' },
  ],
  [
    'which month had the lowest profit',
    { at: monthAt(argMin(netM), 2026), means: 'The month with the lowest net profit' },
  ],
  [
    'hygienist income vs budget?',
    {
      value: [
        hundredths(ytd(hyg) - BigInt(hyg.budget)),
        pct(ytd(hyg) - BigInt(hyg.budget), BigInt(hyg.budget)),
      ],
      abs: true,
      means: 'Hygienist income YTD actual − YTD budget (€) or as % of budget; compared by size',
    },
  ],
  [
    "what's the full year budget for rent",
    { value: hundredths(rent.fy), means: 'Rent, the Budget 2026 (full year) column' },
  ],
  [
    'average monthly income this year',
    { value: meanCents(incYtd, N), means: 'YTD total income / 11 months' },
  ],
  [
    'what share of our income is ortho',
    { value: pct(ytd(ortho), incYtd), means: 'Orthodontics YTD / total income YTD, %' },
  ],
  [
    'how much did we spend on marketing in q2',
    {
      value: hundredths(total(mkt.months.slice(3, 6))),
      means: 'Marketing actual, April + May + June 2026',
    },
  ],
  [
    'how many months did income go over €100k',
    { value: String(over100k), means: 'Months whose total income is above €100,000' },
  ],
  [
    'income growth from january to october?',
    {
      value: [growth(incM[0]!, incM[9]!), hundredths(incM[9]! - incM[0]!)],
      means: 'Total income, October vs January: % change or the difference in €',
    },
  ],
  [
    'how many patients did we see in october',
    { refuse: true, means: 'Patient numbers are not in the accounts' },
  ],
  ['why was june so weak', { refuse: true, means: 'The accounts hold figures, not reasons' }],
  [
    'were we over budget on lab fees in march',
    { refuse: true, means: 'Only year-to-date budgets are shown; March has no budget figure' },
  ],
]);

const EUR = '€#,##0.00;[Red]-€#,##0.00';

export const dental: BlindBook = {
  name: 'dental',
  business: 'dental practice',
  shape: 'budget vs actual Jan-Nov 2026: months across under a merged header, YTD group, FY budget',
  questions,
  checks: [
    same('income lines = monthly totals', total(income.map(ytd)), incYtd),
    same('cost lines = monthly totals', total(costs.map(ytd)), costYtd),
    same('line variances = total cost variance', total(costVar), costYtd - costBudget),
    same('net by months = income − costs', total(netM), incYtd - costYtd),
    unique('cost line variance €', costVar),
    holds('largest cost overspend € is also largest %', argMax(costVarPct) === worst),
    holds('largest cost overspend is over budget', costVar[worst]! > 0n),
    unique('income by month', incM),
    unique('net by month', netM, 'min'),
    holds('some but not all months over €100k', over100k > 1 && over100k < N - 1),
    holds(
      'no month at exactly €100k',
      incM.every((v) => v !== 10000000n),
    ),
  ],
  bytes: async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('BvA 2026');
    const row = (l: Line): unknown[] => {
      const a = ytd(l);
      const v = a - BigInt(l.budget);
      return [
        l.name,
        ...l.months.map(cell),
        cell(l.budget),
        cell(a),
        cell(v),
        Math.round((Number(v) / l.budget) * 10000) / 10000,
        cell(l.fy),
      ];
    };
    const totals = (name: string, m: bigint[], budget: bigint, fy: number): unknown[] => {
      const a = total(m);
      return [
        name,
        ...m.map(cell),
        cell(budget),
        cell(a),
        cell(a - budget),
        Math.round((Number(a - budget) / Number(budget)) * 10000) / 10000,
        cell(fy),
      ];
    };
    const fyInc = income.reduce((s, l) => s + l.fy, 0);
    const fyCost = costs.reduce((s, l) => s + l.fy, 0);
    const rows: unknown[][] = [
      ['Harbour Dental Practice, Cobh'],
      ['Management accounts: Budget vs Actual, January to November 2026 (€)'],
      [],
      [
        undefined,
        'Actual 2026',
        ...Array(10),
        'Year to date',
        undefined,
        undefined,
        undefined,
        'Full year',
      ],
      ['€', ...MON.slice(0, N), 'Budget', 'Actual', 'Variance', 'Var %', 'Budget 2026'],
      ['INCOME'],
      ...income.map(row),
      totals('Total income', incM, incBudget, fyInc),
      [],
      ['COSTS'],
      ...costs.map(row),
      totals('Total costs', costM, costBudget, fyCost),
      [],
      [
        'Net profit',
        ...netM.map(cell),
        cell(incBudget - costBudget),
        cell(incYtd - costYtd),
        cell(incYtd - costYtd - (incBudget - costBudget)),
        undefined,
        cell(fyInc - fyCost),
      ],
      [],
      [
        'Variance = actual − budget. Budgets are phased by month in the practice plan; only the year-to-date figures are shown here.',
      ],
    ];
    putRows(ws, rows);
    ws.mergeCells(4, 2, 4, 12);
    ws.mergeCells(4, 13, 4, 16);
    ws.getRow(1).font = { bold: true, size: 14 };
    ws.getRow(4).font = { bold: true };
    ws.getRow(5).font = { bold: true };
    ws.getColumn(1).width = 28;
    for (let c = 2; c <= 17; c++) {
      ws.getColumn(c).numFmt = c === 16 ? '0.0%' : EUR;
      ws.getColumn(c).width = 12;
    }
    ws.views = [{ state: 'frozen', xSplit: 1, ySplit: 5 }];
    return toBytes(wb);
  },
};
