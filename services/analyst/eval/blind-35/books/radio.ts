/**
 * radio: a community radio station's budget vs actual (AUD). Australian financial year
 * 2026-27, months July to November across, each with Budget and Actual under a merged month
 * header (two-row header), then a year-to-date group (Budget, Actual, Variance) and the full
 * year's budget; income and expense sections with total rows and a net surplus line.
 */
import ExcelJS from 'exceljs';
import { growth, meanCents, money, pct } from '../../expect';
import {
  argMax,
  cell,
  holds,
  monthAt,
  questionsFor,
  rng,
  toBytes,
  total,
  unique,
  type BlindBook,
  type CrossCheck,
} from '../lib';

const r = rng(1);
const SHOWN = ['Jul 2026', 'Aug 2026', 'Sep 2026', 'Oct 2026', 'Nov 2026'];
const N = SHOWN.length;

interface Line {
  name: string;
  budget: number[]; // 12 months Jul..Jun, cents
  actual: number[]; // Jul..Nov, cents
}

/** a flat monthly budget in whole dollars, actuals within ±spread of it, to the cent */
function flat(name: string, perMonth: number, spread: number): Line {
  const budget = Array.from({ length: 12 }, () => perMonth * 100);
  const actual = budget
    .slice(0, N)
    .map((b) => Math.round(b * (1 - spread + 2 * spread * r.next())) + r.int(0, 99));
  return { name, budget, actual };
}

const sponsorship = flat('Sponsorship', 4200, 0.22);
const grants: Line = {
  name: 'Grants (CBF & council)',
  budget: [0, 1250000, 0, 0, 0, 0, 0, 1250000, 0, 0, 500000, 0],
  actual: [0, 0, 1250000, 0, 0],
};
const members = flat('Memberships & subscriptions', 650, 0.18);
const donations = flat('Donations', 900, 0.3);
donations.budget[4] = 400000; // radiothon in November
donations.actual[4] = 352000 + r.int(0, 90000);
const events = flat('Events & outside broadcasts', 1100, 0.45);
const INCOME = [sponsorship, grants, members, donations, events];

const EXPENSES = [
  flat('Transmitter site rent', 1850, 0),
  flat('Electricity', 720, 0.25),
  flat('Music licences (APRA AMCOS / PPCA)', 390, 0.05),
  flat('Insurance', 410, 0.02),
  flat('Programming & content', 1300, 0.3),
  flat('Volunteer expenses', 450, 0.35),
  flat('Marketing', 600, 0.4),
  flat('Equipment repairs', 500, 0.6),
  flat('Office & admin', 800, 0.2),
];
EXPENSES[0]!.actual = EXPENSES[0]!.budget.slice(0, N); // rent is what it is
EXPENSES[6]!.budget = [
  60000, 60000, 120000, 60000, 90000, 30000, 30000, 60000, 90000, 60000, 60000, 60000,
];
EXPENSES[6]!.actual = [51240, 74680, 139950, 58110, 121345];

const ytd = (xs: number[]): bigint => total(xs.slice(0, N));
const sumLines = (ls: Line[], f: (l: Line) => number): bigint => total(ls.map(f));
const colTotal = (ls: Line[], get: (l: Line) => number[], i: number): number =>
  Number(total(ls.map((l) => get(l)[i]!)));

const incYtdA = total(INCOME.map((l) => ytd(l.actual)));
const incYtdB = total(INCOME.map((l) => ytd(l.budget)));
const expYtdA = total(EXPENSES.map((l) => ytd(l.actual)));
const expYtdB = total(EXPENSES.map((l) => ytd(l.budget)));
const expVar = expYtdA - expYtdB;
const expVars = EXPENSES.map((l) => ytd(l.actual) - ytd(l.budget));
const worst = argMax(expVars);
const donBest = argMax(donations.actual);
const sponOctVar = BigInt(sponsorship.actual[3]! - sponsorship.budget[3]!);
const mkt = EXPENSES[6]!;
const mktLeft = total(mkt.budget) - ytd(mkt.actual);
const novSpend = colTotal(EXPENSES, (l) => l.actual, 4);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('BvA YTD Nov');
  ws.getCell('A1').value = 'Bayside Community Radio Inc. (Bayside FM 101.7)';
  ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getCell('A2').value =
    'Budget vs Actual, FY 2026-27: year to date to 30 November 2026 (AUD, GST exclusive)';
  const h = ws.getRow(4);
  const s = ws.getRow(5);
  h.getCell(1).value = 'Account';
  SHOWN.forEach((m, i) => {
    h.getCell(2 + 2 * i).value = m;
    ws.mergeCells(4, 2 + 2 * i, 4, 3 + 2 * i);
    s.getCell(2 + 2 * i).value = 'Budget $';
    s.getCell(3 + 2 * i).value = 'Actual $';
  });
  h.getCell(12).value = 'Year to date';
  ws.mergeCells(4, 12, 4, 14);
  s.getCell(12).value = 'Budget $';
  s.getCell(13).value = 'Actual $';
  s.getCell(14).value = 'Variance $';
  h.getCell(15).value = 'Full year';
  s.getCell(15).value = 'Budget $';
  h.font = { bold: true };
  s.font = { bold: true };
  let row = 6;
  const put = (label: string, b: number[], a: number[], fy: bigint, bold = false): void => {
    const x = ws.getRow(row++);
    x.getCell(1).value = label;
    for (let i = 0; i < N; i++) {
      x.getCell(2 + 2 * i).value = cell(b[i]!);
      x.getCell(3 + 2 * i).value = cell(a[i]!);
    }
    const yb = total(b.slice(0, N));
    const ya = total(a.slice(0, N));
    x.getCell(12).value = cell(yb);
    x.getCell(13).value = cell(ya);
    x.getCell(14).value = cell(ya - yb);
    x.getCell(15).value = cell(fy);
    for (let c = 2; c <= 15; c++) x.getCell(c).numFmt = '#,##0.00;(#,##0.00);-';
    if (bold) x.font = { bold: true };
  };
  const section = (
    title: string,
    ls: Line[],
    totalLabel: string,
  ): { b: number[]; a: number[]; fy: bigint } => {
    ws.getRow(row++).getCell(1).value = title;
    ws.getRow(row - 1).font = { bold: true };
    for (const l of ls) put(l.name, l.budget, l.actual, total(l.budget));
    const b = Array.from({ length: N }, (_, i) => colTotal(ls, (l) => l.budget, i));
    const a = Array.from({ length: N }, (_, i) => colTotal(ls, (l) => l.actual, i));
    const fy = sumLines(ls, (l) => Number(total(l.budget)));
    put(totalLabel, b, a, fy, true);
    row++;
    return { b, a, fy };
  };
  const inc = section('INCOME', INCOME, 'Total income');
  const exp = section('EXPENSES', EXPENSES, 'Total expenses');
  put(
    'Net surplus / (deficit)',
    inc.b.map((v, i) => v - exp.b[i]!),
    inc.a.map((v, i) => v - exp.a[i]!),
    inc.fy - exp.fy,
    true,
  );
  row++;
  ws.getRow(row++).getCell(1).value =
    'Variance = actual less budget. On expense lines a positive variance is an overspend.';
  ws.getRow(row++).getCell(1).value =
    'CBF round 2 grant budgeted for August, received 9 September.';
  ws.getRow(row).getCell(1).value = 'Prepared by the treasurer for the December board meeting.';
  ws.getColumn(1).width = 36;
  for (let c = 2; c <= 15; c++) ws.getColumn(c).width = 12;
  return toBytes(wb);
}

const checks: CrossCheck[] = [
  {
    what: 'income lines ytd = income month totals',
    a: incYtdA,
    b: total(Array.from({ length: N }, (_, i) => colTotal(INCOME, (l) => l.actual, i))),
  },
  {
    what: 'line variances add to the total expense variance',
    a: total(expVars),
    b: expVar,
  },
  {
    what: 'net = income - expenses, month by month and ytd',
    a: incYtdA - expYtdA,
    b: total(
      Array.from(
        { length: N },
        (_, i) => colTotal(INCOME, (l) => l.actual, i) - colTotal(EXPENSES, (l) => l.actual, i),
      ),
    ),
  },
  {
    what: 'income line variances add to the total income variance',
    a: total(INCOME.map((l) => ytd(l.actual) - ytd(l.budget))),
    b: incYtdA - incYtdB,
  },
  unique('expense line variance ytd', expVars),
  holds('the most over-budget line is over budget', expVars[worst]! > 0n),
  unique('donations by month', donations.actual),
  holds('marketing not yet all spent', mktLeft > 0n),
  holds(
    'budgets are whole dollars',
    [...INCOME, ...EXPENSES].every((l) => l.budget.every((b) => b % 100 === 0)),
  ),
];

const questions = questionsFor('radio', [
  [
    'total income year to date',
    { value: money(incYtdA), means: 'YTD Actual of Total income (Jul-Nov 2026)' },
  ],
  [
    'how much have we spent so far this financial year',
    { value: money(expYtdA), means: 'YTD Actual of Total expenses' },
  ],
  [
    'are we over or under budget on expenses ytd',
    {
      value: [money(expVar), growth(expYtdB, expYtdA)],
      abs: true,
      means:
        'YTD variance of Total expenses (actual - budget), or as % of the YTD budget; size compared',
    },
  ],
  [
    'what did we actually spend on electricity in september',
    { value: money(EXPENSES[1]!.actual[2]!), means: 'Electricity, Sep 2026 Actual' },
  ],
  [
    'how did sponsorship go against budget in october',
    {
      value: [money(sponOctVar), growth(sponsorship.budget[3]!, sponsorship.actual[3]!)],
      abs: true,
      means: 'Sponsorship Oct 2026 actual - budget, or as % of budget; size compared',
    },
  ],
  [
    'which expense line is most over budget so far',
    {
      at: EXPENSES[worst]!.name.split(' (')[0]!,
      value: money(expVars[worst]!),
      means: 'expense line with the largest YTD variance (actual - budget), and that variance',
    },
  ],
  [
    "what's the full year budget for grants",
    { value: money(total(grants.budget)), means: 'Grants, Full year Budget (12 months)' },
  ],
  [
    'best month for donations',
    {
      at: monthAt(donBest + 6, 2026),
      value: money(donations.actual[donBest]!),
      means: 'month with the highest Donations Actual, Jul-Nov 2026',
    },
  ],
  [
    'average monthly income ytd',
    { value: meanCents(incYtdA, N), means: 'YTD actual income / 5 months (Jul-Nov)' },
  ],
  [
    'how much of the marketing budget is left for the year',
    { value: money(mktLeft), means: 'Marketing full-year budget - YTD actual' },
  ],
  [
    'net surplus ytd',
    { value: money(incYtdA - expYtdA), means: 'YTD Actual of Net surplus / (deficit)' },
  ],
  [
    'what share of our income ytd came from sponsorship',
    {
      value: pct(ytd(sponsorship.actual), incYtdA),
      means: 'Sponsorship YTD actual / Total income YTD actual, %',
    },
  ],
  [
    'how much did we spend last month',
    {
      value: money(novSpend),
      means: 'Total expenses, Nov 2026 Actual (last month from 7 Dec 2026)',
    },
  ],
  [
    'how many listeners do we have',
    { refuse: true, means: 'the sheet holds money only, no audience figures' },
  ],
  [
    'will the CBF grant be renewed next year',
    { refuse: true, means: 'a future decision the sheet does not hold' },
  ],
]);

export const radio: BlindBook = {
  name: 'radio',
  business: 'community radio station',
  shape:
    'budget vs actual: months Jul-Nov across (Budget/Actual under merged month headers), YTD group with variance, full-year budget',
  bytes,
  questions,
  checks,
};
