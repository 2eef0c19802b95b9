/** Chiropractor: a Xero monthly P&L export (account codes, sections), Jan–Oct 2026, GBP. */
import ExcelJS from 'exceljs';
import { growth, hundredths, meanCents, pct } from '../../expect';
import {
  type BlindBook,
  MON,
  argMax,
  argMin,
  cell,
  monthPlaces,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
} from '../lib';

const r = rng(1);
const N = 10;
const m = (lo: number, hi: number): number[] =>
  Array.from({ length: N }, () => r.int(lo * 100, hi * 100));
const flat = (v: number): number[] => Array.from({ length: N }, () => v);

const income: Array<[string, number[]]> = [
  ['200 - Adjustment fees', m(14000, 21000)],
  ['210 - New patient consultations', m(1800, 4200)],
  ['220 - Product sales', m(300, 1100)],
];
const cos: Array<[string, number[]]> = [['310 - Supplements & pillows purchased', m(150, 600)]];
const opex: Array<[string, number[]]> = [
  ['400 - Associate chiropractor fees', m(6000, 8500)],
  ['410 - Rent', flat(2150_00)],
  ['420 - Advertising', m(200, 1400)],
  ['430 - Software subscriptions', m(180, 260)],
  ['440 - Insurance', flat(185_40)],
  ['450 - Laundry & linen', m(90, 220)],
];
const colSum = (ls: Array<[string, number[]]>, i: number): bigint =>
  total(ls.map(([, v]) => v[i]!));
const months = Array.from({ length: N }, (_, i) => i);
const inc = months.map((i) => colSum(income, i));
const cs = months.map((i) => colSum(cos, i));
const op = months.map((i) => colSum(opex, i));
const gp = months.map((i) => inc[i]! - cs[i]!);
const net = months.map((i) => gp[i]! - op[i]!);
const row = (name: string, v: Array<number | bigint>): unknown[] => [
  name,
  ...v.map((x) => cell(x)),
  cell(total(v)),
];
const lineTotal = (ls: Array<[string, number[]]>, name: string): bigint =>
  total(ls.find(([n]) => n.includes(name))![1]);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Profit and Loss');
  putRows(ws, [
    ['Spinewell Chiropractic Ltd'],
    ['Profit and Loss'],
    ['For the 10 months ended 31 October 2026'],
    [],
    ['Account', ...months.map((i) => `${MON[i]}-26`), 'Total'],
    ['Trading Income'],
    ...income.map(([n, v]) => row(n, v)),
    row('Total Trading Income', inc),
    [],
    ['Cost of Sales'],
    ...cos.map(([n, v]) => row(n, v)),
    row('Total Cost of Sales', cs),
    [],
    row('Gross Profit', gp),
    [],
    ['Operating Expenses'],
    ...opex.map(([n, v]) => row(n, v)),
    row('Total Operating Expenses', op),
    [],
    row('Net Profit', net),
  ]);
  return toBytes(wb);
}

const adj = income[0]![1];
const newp = income[1]![1];
const prod = income[2]![1];
const adv = opex[2]![1];
const biggestOpex = argMax(opex.map(([, v]) => total(v)));

export const chiro: BlindBook = {
  name: 'chiro',
  business: 'chiropractor',
  shape: 'Xero monthly P&L, account codes and sections, months across, Total column',
  bytes,
  questions: questionsFor('chiro', [
    [
      'total income so far this year',
      { value: hundredths(total(inc)), means: 'Total Trading Income, Jan–Oct 2026 Total column' },
    ],
    [
      'how much did we spend on advertising in march',
      { value: hundredths(adv[2]!), means: '420 - Advertising, Mar-26' },
    ],
    [
      'best month for adjustment fees?',
      { at: monthPlaces(argMax(adj), 2026), means: 'month with the highest 200 - Adjustment fees' },
    ],
    ['net profit in august', { value: hundredths(net[7]!), means: 'Net Profit row, Aug-26' }],
    [
      'gross profit ytd',
      { value: hundredths(total(gp)), means: 'Gross Profit, Total column (Jan–Oct 2026)' },
    ],
    [
      'what have we paid in rent this year',
      { value: hundredths(lineTotal(opex, 'Rent')), means: '410 - Rent, Total column' },
    ],
    [
      "what's our gross margin",
      {
        value: [pct(total(gp), total(inc)), hundredths(total(gp))],
        means: 'Gross Profit / Total Trading Income, Jan–Oct, % to 2 dp (or the amount)',
      },
    ],
    [
      'average net profit per month',
      { value: meanCents(total(net), N), means: 'Net Profit total / 10 months, to the cent' },
    ],
    [
      'how have new patient consults changed jan to oct',
      {
        value: [growth(newp[0]!, newp[9]!), hundredths(BigInt(newp[9]! - newp[0]!))],
        means: '210 - New patient consultations, Oct-26 vs Jan-26: % change or the difference',
      },
    ],
    [
      'which overhead costs us the most',
      {
        at: opex[biggestOpex]![0].slice(6),
        means: 'operating expense account with the largest Total',
      },
    ],
    [
      'worst month for net profit',
      { at: monthPlaces(argMin(net), 2026), means: 'month with the lowest Net Profit' },
    ],
    [
      'how many patients did we see in june',
      { refuse: true, means: 'patient numbers are not in the P&L' },
    ],
    [
      'what will income be in december',
      { refuse: true, means: 'a forecast; the sheet ends at October 2026' },
    ],
    [
      'product sales april to june',
      {
        value: hundredths(total(prod.slice(3, 6))),
        means: '220 - Product sales, Apr-26 + May-26 + Jun-26',
      },
    ],
    [
      'total spent on supplements and pillows for resale',
      { value: hundredths(total(cos[0]![1])), means: '310 account, Total column' },
    ],
  ]),
  checks: [
    {
      what: 'income − cost of sales − opex = net profit (totals)',
      a: total(inc) - total(cs) - total(op),
      b: total(net),
    },
    {
      what: 'every account line (income +, costs −) = net profit',
      a:
        total(income.flatMap(([, v]) => v)) -
        total(cos.flatMap(([, v]) => v)) -
        total(opex.flatMap(([, v]) => v)),
      b: total(net),
    },
    { what: 'unique best adjustment month', a: uniqueMax(adj) ? 1n : 0n, b: 1n },
    { what: 'unique worst net month', a: uniqueMax(net.map((x) => -x)) ? 1n : 0n, b: 1n },
    {
      what: 'unique biggest opex',
      a: uniqueMax(opex.map(([, v]) => total(v))) ? 1n : 0n,
      b: 1n,
    },
  ],
};
