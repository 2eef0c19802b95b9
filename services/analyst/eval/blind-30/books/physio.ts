/** Physiotherapy clinic: a monthly Profit and Loss exported from Xero, account codes, months across (£). */
import ExcelJS from 'exceljs';
import { growth, hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  cell,
  monthPlaces,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(1);
const N = 10; // Jan..Oct 2026
const HEAD = [
  'Jan-26',
  'Feb-26',
  'Mar-26',
  'Apr-26',
  'May-26',
  'Jun-26',
  'Jul-26',
  'Aug-26',
  'Sep-26',
  'Oct-26',
];
const series = (lo: number, hi: number): number[] =>
  Array.from({ length: N }, () => r.int(lo * 100, hi * 100));

const income: Array<[string, number[]]> = [
  ['200 - Treatment Fees', series(14000, 21000)],
  ['210 - Pilates Classes', series(2500, 5200)],
  ['220 - Sports Massage', series(1800, 3900)],
  ['260 - Other Revenue', series(40, 600)],
];
const rent = Array.from({ length: N }, (_, i) => (i < 6 ? 245000 : 262500));
const expenses: Array<[string, number[]]> = [
  ['400 - Advertising', series(150, 1400)],
  ['404 - Bank Fees', series(35, 120)],
  ['412 - Clinic Rent', rent],
  ['420 - Clinical Consumables', series(300, 950)],
  ['461 - Printing & Stationery', series(20, 260)],
  ['477 - Wages and Salaries', series(9800, 11800)],
  ['478 - Pension Costs', series(380, 520)],
  ['489 - Telephone & Internet', series(90, 140)],
];
const colSum = (rows: Array<[string, number[]]>, i: number): bigint =>
  total(rows.map(([, v]) => v[i]!));
const incomeByMonth = Array.from({ length: N }, (_, i) => colSum(income, i));
const expByMonth = Array.from({ length: N }, (_, i) => colSum(expenses, i));
const netByMonth = incomeByMonth.map((x, i) => x - expByMonth[i]!);
const rowTotal = (v: number[]): bigint => total(v);
const totalIncome = total(incomeByMonth);
const totalExp = total(expByMonth);
const line = (name: string): number[] =>
  [...income, ...expenses].find(([n]) => n.startsWith(name))![1];

const treat = line('200');
const bestTreat = argMax(treat);
const expTotals = expenses.map(([, v]) => rowTotal(v));
const bigExp = argMax(expTotals);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Profit and Loss');
  const rows: unknown[][] = [
    ['Profit and Loss'],
    ['Northgate Physiotherapy Ltd'],
    ['For the period 1 January 2026 to 31 October 2026'],
    [],
    ['Account', ...HEAD, 'Total'],
    ['Income'],
  ];
  const put = (name: string, v: Array<number | bigint>): void => {
    rows.push([name, ...v.map(cell), cell(total(v))]);
  };
  for (const [n, v] of income) put(n, v);
  put('Total Income', incomeByMonth);
  rows.push([]);
  rows.push(['Less Operating Expenses']);
  for (const [n, v] of expenses) put(n, v);
  put('Total Operating Expenses', expByMonth);
  rows.push([]);
  put('Net Profit', netByMonth);
  putRows(ws, rows);
  return toBytes(wb);
}

const q = questionsFor('physio', [
  [
    'total income so far this year',
    { value: hundredths(totalIncome), means: 'Total Income, Total column (Jan–Oct 2026)' },
  ],
  [
    'how much did pilates bring in in march',
    { value: hundredths(line('210')[2]!), means: '210 - Pilates Classes, Mar-26' },
  ],
  [
    'what have we spent on advertising this year',
    { value: hundredths(rowTotal(line('400'))), means: '400 - Advertising, Total (Jan–Oct 2026)' },
  ],
  ['net profit for june?', { value: hundredths(netByMonth[5]!), means: 'Net Profit row, Jun-26' }],
  [
    'which month were treatment fees highest',
    {
      at: monthPlaces(bestTreat, 2026),
      means: 'month of the largest 200 - Treatment Fees figure (unique)',
    },
  ],
  [
    "what's our biggest expense",
    {
      at: [expenses[bigExp]![0], expenses[bigExp]![0].slice(6)],
      means: 'operating expense account with the largest Total (Jan–Oct)',
    },
  ],
  [
    'average monthly rent',
    {
      value: meanCents(rowTotal(rent), N),
      means: '412 - Clinic Rent Total / 10 months, to the penny',
    },
  ],
  [
    'how did income change from april to may',
    {
      value: [
        hundredths(incomeByMonth[4]! - incomeByMonth[3]!),
        growth(incomeByMonth[3]!, incomeByMonth[4]!),
      ],
      means: 'Total Income May-26 minus Apr-26 (or the % change, (May − Apr)/Apr)',
    },
  ],
  [
    'what percentage of our income is sports massage',
    {
      value: pct(rowTotal(line('220')), totalIncome),
      means: '220 - Sports Massage Total / Total Income Total × 100, 2 dp',
    },
  ],
  [
    'consumables spend in Q2',
    {
      value: hundredths(total(line('420').slice(3, 6))),
      means: '420 - Clinical Consumables, Apr-26 + May-26 + Jun-26',
    },
  ],
  [
    'bank fees last month',
    { value: hundredths(line('404')[9]!), means: '404 - Bank Fees, Oct-26 (now = Nov 2026)' },
  ],
  [
    'total operating expenses for the year to date',
    { value: hundredths(totalExp), means: 'Total Operating Expenses, Total column' },
  ],
  [
    'what will net profit be in december',
    { refuse: true, means: 'a forecast: the sheet stops at October' },
  ],
  [
    'how many patients did we see in august',
    { refuse: true, means: 'patient numbers are not in the P&L' },
  ],
]);

export const physio: BlindBook = {
  name: 'physio',
  business: 'physiotherapy clinic',
  shape: 'Xero monthly P&L, account codes, months across',
  bytes,
  questions: q,
  checks: [
    {
      what: 'income lines (row totals) = Total Income (month totals)',
      a: total(income.map(([, v]) => rowTotal(v))),
      b: totalIncome,
    },
    {
      what: 'income − expenses = sum of monthly net profit',
      a: totalIncome - total(expTotals),
      b: total(netByMonth),
    },
    { what: 'best treatment month is unique', a: uniqueMax(treat) ? 1n : 0n, b: 1n },
    { what: 'biggest expense is unique', a: uniqueMax(expTotals) ? 1n : 0n, b: 1n },
  ],
};
