/**
 * rugbyclub — an amateur rugby club's budget vs actual, January – November 2026 (NZD): title
 * rows and a note, Annual budget, Budget YTD (11/12), Actual YTD, Variance $ (actual less
 * budget), Variance % (a fraction); Income and Expenses with totals; Surplus / (Deficit).
 */
import ExcelJS from 'exceljs';
import { divRound, money, pct } from '../../expect';
import {
  argMax,
  countOf,
  holds,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  cell,
  type BlindBook,
} from '../lib';

const r = rng(11);
interface L {
  name: string;
  annual: number;
  ytd: number;
  actual: number;
}
const mk = (name: string, lo: number, hi: number, f0: number, f1: number): L => {
  const annual = r.int(lo, hi) * 10000; // whole hundreds of dollars
  const ytd = Number(divRound(BigInt(annual) * 11n, 1200n)) * 100; // whole dollars
  return { name, annual, ytd, actual: Math.round(ytd * (f0 + r.next() * (f1 - f0))) };
};
const INC: L[] = [
  mk('Subscriptions', 380, 420, 0.96, 1.02),
  mk('Bar takings', 600, 680, 1.06, 1.12),
  mk('Sponsorship', 220, 260, 0.8, 0.86),
  mk('Fundraising events', 90, 120, 1.15, 1.3),
  mk('Grants (gaming trusts)', 150, 180, 0.99, 1.0),
];
const EXP: L[] = [
  mk('Bar stock', 280, 320, 1.03, 1.08),
  mk('Ground hire', 140, 160, 0.98, 1.01),
  mk('Affiliation & referee fees', 70, 85, 1.0, 1.02),
  mk('Playing kit & equipment', 110, 140, 1.18, 1.25),
  mk('Team travel', 160, 190, 1.05, 1.1),
  mk('Insurance', 45, 55, 0.99, 0.999),
  mk('Power', 60, 75, 0.9, 0.97),
  mk('Cleaning', 30, 40, 0.85, 0.95),
];
const T = (ls: L[], k: 'annual' | 'ytd' | 'actual'): bigint => total(ls.map((l) => l[k]));
const incA = T(INC, 'actual');
const expA = T(EXP, 'actual');
const expB = T(EXP, 'ytd');
const surplus = incA - expA;
const surB = T(INC, 'ytd') - expB;
const varD = EXP.map((l) => BigInt(l.actual - l.ytd));
const varP = EXP.map((l) => divRound(BigInt(l.actual - l.ytd) * 10000n, BigInt(l.ytd)));
const worst = argMax(varD);
const worstP = argMax(varP);
const topInc = argMax(INC.map((l) => l.actual));
const get = (ls: L[], name: string): L => ls.find((l) => l.name === name)!;
const bar = get(INC, 'Bar takings');
const kit = get(EXP, 'Playing kit & equipment');
const ground = get(EXP, 'Ground hire');
const overCount = countOf(EXP, (l) => l.actual > l.ytd);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Budget v Actual');
  ws.getCell('A1').value = 'Te Awa Rugby Football Club Inc.';
  ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getCell('A2').value = 'Budget vs actual — year to 30 November 2026';
  ws.getCell('A3').value =
    'Budget YTD is 11/12 of the annual budget. Variance = actual less budget YTD.';
  ws.getRow(5).values = [
    '',
    'Annual budget',
    'Budget YTD',
    'Actual YTD',
    'Variance $',
    'Variance %',
  ];
  ws.getRow(5).font = { bold: true };
  let n = 6;
  const put = (
    label: string,
    a: bigint | number,
    b: bigint | number,
    c: bigint | number,
    bold = false,
  ): void => {
    const row = ws.getRow(n++);
    const d = BigInt(c) - BigInt(b);
    row.values = [label, cell(a), cell(b), cell(c), cell(d), Number(d) / Math.abs(Number(b))];
    if (bold) row.font = { bold: true };
  };
  ws.getCell(n++, 1).value = 'Income';
  for (const l of INC) put(l.name, l.annual, l.ytd, l.actual);
  put('Total income', T(INC, 'annual'), T(INC, 'ytd'), incA, true);
  n++;
  ws.getCell(n++, 1).value = 'Expenses';
  for (const l of EXP) put(l.name, l.annual, l.ytd, l.actual);
  put('Total expenses', T(EXP, 'annual'), expB, expA, true);
  n++;
  put('Surplus / (Deficit)', T(INC, 'annual') - T(EXP, 'annual'), surB, surplus, true);
  for (const c of [2, 3, 4, 5]) ws.getColumn(c).numFmt = '$#,##0.00;($#,##0.00)';
  ws.getColumn(6).numFmt = '0.0%';
  ws.getColumn(1).width = 30;
  return toBytes(wb);
}

export const rugbyclub: BlindBook = {
  name: 'rugbyclub',
  business: 'amateur rugby club',
  shape: 'budget vs actual (year to date)',
  bytes,
  checks: [
    same('variances add to the expense variance', total(varD), expA - expB),
    same('surplus = income − expenses', surplus, incA - expA),
    unique('expense variance $', varD),
    unique('expense variance %', varP),
    unique(
      'income actuals',
      INC.map((l) => l.actual),
    ),
    holds('expenses over budget in total', expA > expB),
  ],
  questions: questionsFor('rugbyclub', [
    ['total income so far this year', { value: money(incA), means: 'Total income, Actual YTD' }],
    [
      'are we over budget on expenses',
      {
        value: [money(expA - expB), pct(expA - expB, expB)],
        means: 'Total expenses Variance $ (actual less budget YTD), or Variance %',
      },
    ],
    [
      "what's our surplus so far",
      { value: money(surplus), means: 'Surplus / (Deficit), Actual YTD' },
    ],
    [
      'which expense is most over budget',
      {
        at: [EXP[worst]!.name, EXP[worstP]!.name],
        means: 'the expense with the largest Variance $ (or Variance %)',
      },
    ],
    [
      'bar takings vs budget',
      {
        value: [money(bar.actual - bar.ytd), pct(bar.actual - bar.ytd, bar.ytd)],
        means: 'Bar takings Variance $ or Variance %',
      },
    ],
    [
      "what's the annual budget for team travel",
      { value: money(get(EXP, 'Team travel').annual), means: 'Team travel, Annual budget' },
    ],
    [
      'how much sponsorship have we had',
      { value: money(get(INC, 'Sponsorship').actual), means: 'Sponsorship, Actual YTD' },
    ],
    [
      'biggest source of income',
      {
        at: INC[topInc]!.name,
        value: money(INC[topInc]!.actual),
        means: 'the income line with the largest Actual YTD',
      },
    ],
    [
      'how much of the kit budget is left for the year',
      {
        value: money(kit.annual - kit.actual),
        abs: true,
        means: 'Playing kit & equipment Annual budget less Actual YTD (overspent: negative)',
      },
    ],
    [
      'how many expense lines are over budget',
      { value: String(overCount), means: 'expense lines whose Actual YTD exceeds Budget YTD' },
    ],
    [
      'total expense budget for the year',
      { value: money(T(EXP, 'annual')), means: 'Total expenses, Annual budget' },
    ],
    [
      'grants received so far',
      {
        value: money(get(INC, 'Grants (gaming trusts)').actual),
        means: 'Grants (gaming trusts), Actual YTD',
      },
    ],
    [
      'how much did the bar make',
      {
        value: money(bar.actual - get(EXP, 'Bar stock').actual),
        means: 'Bar takings less Bar stock, Actual YTD',
      },
    ],
    [
      'ground hire variance',
      {
        value: [money(ground.actual - ground.ytd), pct(ground.actual - ground.ytd, ground.ytd)],
        abs: true,
        means: 'Ground hire Variance $ or %',
      },
    ],
    [
      'what did we spend in october',
      { refuse: true, means: 'year-to-date totals only; no months' },
    ],
    [
      'how many playing members have we got',
      { refuse: true, means: 'no member numbers on the sheet' },
    ],
  ]),
};
