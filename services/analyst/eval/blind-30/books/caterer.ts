/** Events caterer: budget vs actual, year to date, with variance $ and variance % columns (NZ$). */
import ExcelJS from 'exceljs';
import { growth, hundredths, pct } from '../../expect';
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

const r = rng(16);
const INCOME: Array<[string, number, number]> = [
  ['Wedding catering', 210000, 290000],
  ['Corporate events', 120000, 190000],
  ['Private parties', 50000, 90000],
  ['Café lunch boxes', 25000, 45000],
];
const COSTS: Array<[string, number, number]> = [
  ['Food costs', 120000, 170000],
  ['Beverages', 30000, 52000],
  ['Casual staff wages', 90000, 130000],
  ['Equipment hire', 12000, 26000],
  ['Vehicle & fuel', 9000, 16000],
  ['Marketing', 6000, 14000],
  ['Kitchen rent', 36000, 36000],
  ['Insurance', 4800, 4800],
];
const mk = ([name, lo, hi]: [string, number, number]): {
  name: string;
  budget: number;
  actual: number;
} => {
  const budget = r.int(lo, hi) * 100;
  const actual = lo === hi ? budget : Math.round(budget * (0.82 + r.next() * 0.36));
  return { name, budget, actual };
};
const inc = INCOME.map(mk);
const cst = COSTS.map(mk);
type L = (typeof inc)[number];
const sumB = (xs: L[]): bigint => total(xs.map((x) => x.budget));
const sumA = (xs: L[]): bigint => total(xs.map((x) => x.actual));
const incB = sumB(inc);
const incA = sumA(inc);
const cstB = sumB(cst);
const cstA = sumA(cst);
const netB = incB - cstB;
const netA = incA - cstA;
const overs = cst.map((c) => c.actual - c.budget);
const worst = argMax(overs);
const incActuals = inc.map((x) => x.actual);
const line = (n: string): L => [...inc, ...cst].find((x) => x.name === n)!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Budget v Actual');
  const row = (name: string, b: bigint | number, a: bigint | number): unknown[] => [
    name,
    cell(b),
    cell(a),
    cell(BigInt(a) - BigInt(b)),
    BigInt(b) === 0n ? undefined : Number(growth(b, a)),
  ];
  putRows(ws, [
    ['Harbour & Hearth Catering Ltd'],
    ['Budget vs Actual – year to 31 October 2026 (NZD, excl. GST)'],
    [],
    ['', 'Budget', 'Actual', 'Variance $', 'Variance %'],
    ['INCOME'],
    ...inc.map((x) => row(x.name, x.budget, x.actual)),
    row('Total income', incB, incA),
    [],
    ['COSTS'],
    ...cst.map((x) => row(x.name, x.budget, x.actual)),
    row('Total costs', cstB, cstA),
    [],
    row('Net profit', netB, netA),
    [],
    ['Variance = Actual − Budget'],
  ]);
  return toBytes(wb);
}

const mkt = line('Marketing');
const wages = line('Casual staff wages');
const q = questionsFor('caterer', [
  [
    'are we over budget on marketing',
    {
      value: hundredths(mkt.actual - mkt.budget),
      abs: true,
      means: 'Marketing Actual − Budget (size compared)',
    },
  ],
  [
    'how much did corporate events bring in',
    { value: hundredths(line('Corporate events').actual), means: 'Corporate events, Actual' },
  ],
  [
    'what did we budget for food',
    { value: hundredths(line('Food costs').budget), means: 'Food costs, Budget' },
  ],
  [
    'how does income compare with budget',
    {
      value: [hundredths(incA - incB), growth(incB, incA)],
      abs: true,
      means: 'Total income Actual − Budget (or the variance %)',
    },
  ],
  [
    'which cost is furthest over budget',
    {
      at: cst[worst]!.name,
      means: 'cost line with the largest Actual − Budget (unique, positive)',
    },
  ],
  ['actual net profit', { value: hundredths(netA), means: 'Net profit, Actual' }],
  [
    'how far off budget is net profit',
    {
      value: hundredths(netA - netB),
      abs: true,
      means: 'Net profit Actual − Budget (size compared)',
    },
  ],
  [
    'biggest income line',
    { at: inc[argMax(incActuals)]!.name, means: 'income line with the largest Actual' },
  ],
  [
    'by what % are staff wages over or under budget',
    {
      value: growth(wages.budget, wages.actual),
      abs: true,
      means: '(Actual − Budget) / Budget × 100 for Casual staff wages',
    },
  ],
  [
    'total costs so far',
    { value: hundredths(cstA), means: 'Total costs, Actual (year to 31 Oct 2026)' },
  ],
  [
    'food cost as a % of income',
    {
      value: pct(line('Food costs').actual, incA),
      means: 'Food costs Actual / Total income Actual × 100, 2 dp',
    },
  ],
  ['budgeted net profit', { value: hundredths(netB), means: 'Net profit, Budget' }],
  ['what will we end the year on', { refuse: true, means: 'a forecast' }],
  ['how many events did we cater', { refuse: true, means: 'event counts are not in the sheet' }],
]);

export const caterer: BlindBook = {
  name: 'caterer',
  business: 'events caterer',
  shape: 'budget vs actual with variance $ and variance % columns, year to date',
  bytes,
  questions: q,
  checks: [
    {
      what: 'line variances = total variances',
      a: total([...inc, ...cst].map((x) => x.actual - x.budget)),
      b: incA - incB + (cstA - cstB),
    },
    {
      what: 'income − costs = net (actual and budget)',
      a: incA - cstA + (incB - cstB),
      b: netA + netB,
    },
    {
      what: 'worst overspend unique and positive',
      a: uniqueMax(overs) && overs[worst]! > 0 ? 1n : 0n,
      b: 1n,
    },
    { what: 'marketing variance non-zero', a: mkt.actual !== mkt.budget ? 1n : 0n, b: 1n },
  ],
};
