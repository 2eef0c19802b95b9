/** Craft brewery: budget vs actual, Jan-Sep 2026 YTD, variance EUR and %, notes column, EUR. */
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
type Line = { name: string; budget: bigint; actual: bigint; note?: string };
const mk = (name: string, lo: number, hi: number, swing: number, note?: string): Line => {
  const budget = BigInt(r.int(lo, hi)) * 100n;
  const actual = budget + BigInt(r.int(-swing, swing)) * 100n + BigInt(r.int(0, 99));
  return { name, budget, actual, ...(note ? { note } : {}) };
};
const incomeL: Line[] = [
  mk('Taproom sales', 140000, 170000, 18000),
  mk('Keg sales to pubs', 210000, 260000, 30000, 'lost two accounts in Galway'),
  mk('Can sales (off-licences)', 120000, 150000, 20000),
  mk('Online shop', 30000, 42000, 6000),
  mk('Brewery tours', 18000, 24000, 4000, 'tour season started late'),
];
const expenseL: Line[] = [
  mk('Malt & hops', 90000, 110000, 9000),
  mk('Cans, kegs & labels', 60000, 75000, 7000),
  mk('Excise duty', 70000, 85000, 5000),
  mk('Wages', 180000, 200000, 8000),
  mk('Rent', 36000, 36000, 0),
  mk('Energy', 40000, 52000, 9000, 'gas contract renewed in April'),
  mk('Marketing', 20000, 26000, 0),
  mk('Distribution', 30000, 38000, 5000),
  mk('Repairs & maintenance', 14000, 18000, 0),
];
const mkt = expenseL.find((l) => l.name === 'Marketing')!;
mkt.actual = mkt.budget + BigInt(r.int(3000, 7000)) * 100n + 45n;
mkt.note = 'festival sponsorship not budgeted';
const rep = expenseL.find((l) => l.name === 'Repairs & maintenance')!;
rep.actual = rep.budget - BigInt(r.int(2500, 6000)) * 100n - 30n;
const v = (l: Line): bigint => l.actual - l.budget;
const vpct = (l: Line): number => Number(pct(v(l), l.budget));
const sum = (ls: Line[], k: 'budget' | 'actual'): bigint => total(ls.map((l) => l[k]));
const incA = sum(incomeL, 'actual');
const incB = sum(incomeL, 'budget');
const expA = sum(expenseL, 'actual');
const expB = sum(expenseL, 'budget');
const over = expenseL.map(v);
const worst = argMax(over);

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('BvA YTD Sep');
  const rows: unknown[][] = [
    ['Kilnagh Craft Brewery Ltd'],
    ['Budget vs Actual - year to date, January to September 2026 (EUR)'],
    [],
    ['', 'Budget', 'Actual', 'Variance (Actual - Budget)', '', 'Notes'],
    ['', '€', '€', '€', '%', ''],
  ];
  const put = (l: Line): void => {
    rows.push([l.name, cell(l.budget), cell(l.actual), cell(v(l)), vpct(l) / 100, l.note]);
  };
  rows.push(['INCOME']);
  incomeL.forEach(put);
  rows.push([
    'Total income',
    cell(incB),
    cell(incA),
    cell(incA - incB),
    Number(pct(incA - incB, incB)) / 100,
  ]);
  rows.push([]);
  rows.push(['EXPENDITURE']);
  expenseL.forEach(put);
  rows.push([
    'Total expenditure',
    cell(expB),
    cell(expA),
    cell(expA - expB),
    Number(pct(expA - expB, expB)) / 100,
  ]);
  rows.push([]);
  const nb = incB - expB;
  const na = incA - expA;
  rows.push(['Net profit', cell(nb), cell(na), cell(na - nb), Number(pct(na - nb, nb)) / 100]);
  putRows(ws, rows);
  ws.getColumn(1).width = 28;
  for (const c of [2, 3, 4]) ws.getColumn(c).numFmt = '€#,##0.00;[Red]-€#,##0.00';
  ws.getColumn(5).numFmt = '0.00%';
  return toBytes(wb);
}

const find = (n: string): Line => [...incomeL, ...expenseL].find((l) => l.name === n)!;
const tap = find('Taproom sales');

export const brewery: BlindBook = {
  name: 'brewery',
  business: 'craft brewery',
  shape: 'budget vs actual YTD, variance EUR and % columns, income/expenditure sections, notes',
  bytes: build,
  questions: questionsFor('brewery', [
    [
      'are we over budget on marketing? by how much',
      { value: hundredths(v(mkt)), abs: true, means: 'Marketing actual - budget (overspend)' },
    ],
    [
      "what's the variance on energy",
      {
        value: hundredths(v(find('Energy'))),
        means: 'Energy variance as written (actual - budget, EUR)',
      },
    ],
    [
      'total actual income so far this year',
      { value: hundredths(incA), means: 'Total income, Actual' },
    ],
    [
      'how far off budget is net profit',
      {
        value: hundredths(incA - expA - (incB - expB)),
        abs: true,
        means: 'Net profit actual - budget',
      },
    ],
    [
      'which cost line is furthest over budget',
      { at: expenseL[worst]!.name, means: 'expense line with the largest actual - budget' },
    ],
    [
      'keg sales actual?',
      { value: hundredths(find('Keg sales to pubs').actual), means: 'Keg sales to pubs, Actual' },
    ],
    [
      'what did we budget for duty',
      { value: hundredths(find('Excise duty').budget), means: 'Excise duty, Budget' },
    ],
    [
      'taproom variance in percent',
      { value: pct(v(tap), tap.budget), means: '(Taproom actual - budget) / budget, % 2 dp' },
    ],
    ['total expenditure budget', { value: hundredths(expB), means: 'Total expenditure, Budget' }],
    [
      'how much have we underspent on repairs',
      {
        value: hundredths(rep.budget - rep.actual),
        abs: true,
        means: 'Repairs & maintenance budget - actual',
      },
    ],
    [
      'will we hit the full-year budget by december?',
      { refuse: true, means: 'a forecast; the sheet is year to date only' },
    ],
    [
      'what did the online shop take in march',
      { refuse: true, means: 'no monthly split, only Jan-Sep totals' },
    ],
    [
      'what share of actual income came from tours',
      {
        value: pct(find('Brewery tours').actual, incA),
        means: 'Brewery tours actual / Total income actual, % 2 dp',
      },
    ],
  ]),
  checks: [
    {
      what: 'line variances sum to total variances',
      a: total([...incomeL, ...expenseL].map(v)),
      b: incA - incB + (expA - expB),
    },
    { what: 'worst overspend unique', a: uniqueMax(over) ? 1n : 0n, b: 1n },
    { what: 'marketing is over budget', a: v(mkt) > 0n ? 1n : 0n, b: 1n },
  ],
};
