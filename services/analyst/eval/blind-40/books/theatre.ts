/**
 * Community theatre company: budget vs actual, July – November 2026 (five months of the
 * 2026-27 year), Australian dollars. Title rows and a note, Annual budget | Budget YTD |
 * Actual YTD | Variance $ | Variance % (actual less budget), Income and Expenses sections with
 * totals, Surplus / (Deficit).
 */
import ExcelJS from 'exceljs';
import { growth, hundredths, pct } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  countOf,
  holds,
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

const r = rng(11);
const NAME = 'theatre';
interface L {
  name: string;
  annual: number;
  ytd: number;
  actual: number;
}
const mk = (name: string, lo: number, hi: number, share: number, vlo: number, vhi: number): L => {
  const annual = whole(r, lo / 10, hi / 10) * 10; // whole tens of dollars
  const ytd = Math.round((annual * share) / 100) * 100;
  const actual = Math.round((ytd * r.int(vlo, vhi)) / 1000) + r.int(0, 99);
  return { name, annual, ytd, actual };
};
const INCOME: L[] = [
  mk('Ticket sales', 65000, 72000, 0.45, 880, 960),
  mk('Memberships', 9000, 11000, 0.5, 1010, 1080),
  mk('Grants', 18000, 22000, 0.5, 1000, 1000),
  mk('Bar & refreshments', 12000, 15000, 0.42, 1030, 1120),
  mk('Workshops', 5000, 7000, 0.4, 700, 850),
];
const EXPENSES: L[] = [
  mk('Venue hire', 22000, 24000, 0.42, 1000, 1000),
  mk('Performance royalties', 8000, 9500, 0.45, 1040, 1150),
  mk('Sets & costumes', 14000, 17000, 0.45, 1100, 1250),
  mk('Marketing', 9000, 11000, 0.42, 820, 950),
  mk('Insurance', 3500, 4200, 0.42, 990, 1010),
  mk('Lighting & sound hire', 7000, 8500, 0.42, 1020, 1080),
  mk('Printing', 2500, 3200, 0.42, 860, 940),
  mk('Bar stock', 4500, 5500, 0.42, 1050, 1130),
];
const sum = (ls: L[], k: 'annual' | 'ytd' | 'actual'): bigint => total(ls.map((l) => l[k]));
const inc = {
  annual: sum(INCOME, 'annual'),
  ytd: sum(INCOME, 'ytd'),
  actual: sum(INCOME, 'actual'),
};
const exp = {
  annual: sum(EXPENSES, 'annual'),
  ytd: sum(EXPENSES, 'ytd'),
  actual: sum(EXPENSES, 'actual'),
};
const surplus = {
  annual: inc.annual - exp.annual,
  ytd: inc.ytd - exp.ytd,
  actual: inc.actual - exp.actual,
};
const varE = EXPENSES.map((l) => BigInt(l.actual - l.ytd));
const varEpct = EXPENSES.map((l) => BigInt(Math.round(((l.actual - l.ytd) / l.ytd) * 1e6)));
const varI = INCOME.map((l) => BigInt(l.actual - l.ytd));
const mostOver = argMax(varE);
const furthestBehind = argMin(varI);
const overCount = countOf(EXPENSES, (l) => l.actual > l.ytd);
const T = INCOME[0]!;
const SC = EXPENSES[2]!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Budget v Actual');
  const line = (
    name: string,
    l: { annual: bigint | number; ytd: bigint | number; actual: bigint | number },
  ): unknown[] => {
    const v = BigInt(l.actual) - BigInt(l.ytd);
    return [
      name,
      cell(l.annual),
      cell(l.ytd),
      cell(l.actual),
      cell(v),
      Number(v) / Math.abs(Number(l.ytd)),
    ];
  };
  const rows: unknown[][] = [
    ['Riverbend Players Inc.'],
    ['Budget vs actual — July to November 2026 (5 months of 2026-27)'],
    ['Variance = actual less budget. Figures exclude GST.'],
    [],
    [undefined, 'Annual budget', 'Budget YTD', 'Actual YTD', 'Variance $', 'Variance %'],
    ['Income'],
    ...INCOME.map((l) => line(l.name, l)),
    line('Total income', inc),
    [],
    ['Expenses'],
    ...EXPENSES.map((l) => line(l.name, l)),
    line('Total expenses', exp),
    [],
    line('Surplus / (Deficit)', surplus),
  ];
  putRows(ws, rows);
  rows.forEach((row, i) => {
    if (/^(Total|Surplus|Income$|Expenses$|Riverbend)/.test(String(row[0] ?? '')))
      ws.getRow(i + 1).font = { bold: true };
  });
  ws.getRow(5).font = { bold: true };
  for (const c of [2, 3, 4, 5]) {
    ws.getColumn(c).numFmt = '$#,##0.00;-$#,##0.00';
    ws.getColumn(c).width = 15;
  }
  ws.getColumn(6).numFmt = '0.0%';
  ws.getColumn(1).width = 26;
  return toBytes(wb);
}

export const theatre: BlindBook = {
  name: NAME,
  business: 'community theatre company',
  shape:
    'budget vs actual Jul–Nov 2026: annual budget, budget YTD, actual YTD, variance $ and %; sections with totals; surplus',
  bytes,
  questions: questionsFor(NAME, [
    ['total income so far', { value: hundredths(inc.actual), means: 'Total income, Actual YTD' }],
    [
      'are we over budget on expenses',
      {
        value: [hundredths(exp.actual - exp.ytd), growth(exp.ytd, exp.actual)],
        means: 'Total expenses actual − budget YTD, $ or %',
      },
    ],
    [
      'which expense is most over budget',
      {
        at: [EXPENSES[mostOver]!.name, EXPENSES[argMax(varEpct)]!.name],
        means: 'largest positive variance, $ (or %)',
      },
    ],
    [
      'ticket sales vs budget',
      {
        value: [hundredths(varI[0]!), growth(T.ytd, T.actual)],
        means: 'Ticket sales actual − budget YTD, $ or %',
      },
    ],
    [
      "what's our surplus so far",
      { value: hundredths(surplus.actual), means: 'Surplus / (Deficit), Actual YTD' },
    ],
    [
      'what did we budget for marketing so far',
      { value: hundredths(EXPENSES[3]!.ytd), means: 'Marketing, Budget YTD' },
    ],
    [
      'annual grants budget',
      { value: hundredths(INCOME[2]!.annual), means: 'Grants, Annual budget' },
    ],
    [
      'how much of the sets and costumes budget is left for the year',
      {
        value: hundredths(SC.annual - SC.actual),
        means: 'Sets & costumes annual budget − actual YTD',
      },
    ],
    [
      'how many expense lines are over budget',
      { value: String(overCount), means: 'expense lines with actual above budget YTD' },
    ],
    [
      'which income line is furthest behind budget',
      { at: INCOME[furthestBehind]!.name, means: 'most negative income variance $' },
    ],
    [
      'what % of the annual ticket budget have we hit',
      { value: pct(T.actual, T.annual), means: 'Ticket sales actual YTD / annual budget, %' },
    ],
    [
      'total expenses so far',
      { value: hundredths(exp.actual), means: 'Total expenses, Actual YTD' },
    ],
    [
      'bar takings',
      { value: hundredths(INCOME[3]!.actual), means: 'Bar & refreshments, Actual YTD' },
    ],
    [
      'how far off budget is the surplus',
      {
        value: hundredths(surplus.actual - surplus.ytd),
        means: 'Surplus actual − Surplus budget YTD',
      },
    ],
    [
      'how many tickets did we sell for Macbeth',
      { refuse: true, means: 'no shows or ticket counts in the sheet' },
    ],
    [
      'should we cut marketing',
      { refuse: true, means: 'an opinion, not a figure the sheet holds' },
    ],
  ]),
  checks: [
    same('income lines = total', total(INCOME.map((l) => l.actual)), inc.actual),
    same('surplus = income − expenses', inc.actual - exp.actual, surplus.actual),
    same('variances add up', total(varI) - total(varE), surplus.actual - surplus.ytd),
    unique('expense variance $', varE),
    unique('expense variance %', varEpct),
    unique('income variance $', varI, 'min'),
    holds('some over budget, not all', overCount > 0 && overCount < EXPENSES.length),
    holds('expenses over budget in total', exp.actual > exp.ytd),
  ],
};
