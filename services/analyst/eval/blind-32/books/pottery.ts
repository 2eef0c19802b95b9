/** Pottery café: budget vs actual for October 2026 and year to date, two-row header, variance columns, GBP. */
import ExcelJS from 'exceljs';
import { hundredths, pct } from '../../expect';
import {
  argMax,
  type BlindBook,
  cell,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
} from '../lib';

const r = rng(4);
interface Line {
  name: string;
  income: boolean;
  bOct: number;
  aOct: number;
  bYtd: number;
  aYtd: number;
}
const mk = (name: string, income: boolean, lo: number, hi: number): Line => {
  const bOct = r.int(lo, hi) * 100;
  const aOct = bOct + r.int(-Math.floor(hi / 5), Math.floor(hi / 5)) * 100 + r.int(1, 99);
  const bYtd = bOct * 10;
  const aYtd = bYtd + r.int(-hi * 2, hi * 2) * 100 + r.int(1, 99);
  return { name, income, bOct, aOct, bYtd, aYtd };
};
const lines: Line[] = [
  mk('Paint-your-own sessions', true, 4000, 6500),
  mk('Café food & drink', true, 3000, 5000),
  mk('Wheel workshops', true, 1200, 2600),
  mk('Kiln firing service', true, 300, 800),
  mk('Parties & groups', true, 900, 2200),
  mk('Bisque & clay', false, 900, 1600),
  mk('Glazes & paints', false, 300, 700),
  mk('Café stock', false, 1000, 1800),
  mk('Staff costs', false, 4200, 5600),
  mk('Rent & rates', false, 1800, 1800),
  mk('Kiln electricity', false, 400, 900),
  mk('Marketing', false, 150, 500),
];
// fix rent: on budget every month
const rent = lines.find((l) => l.name === 'Rent & rates')!;
rent.aOct = rent.bOct;
rent.aYtd = rent.bYtd;
const inc = lines.filter((l) => l.income);
const cost = lines.filter((l) => !l.income);
const sumK = (ls: Line[], k: 'bOct' | 'aOct' | 'bYtd' | 'aYtd'): bigint =>
  total(ls.map((l) => l[k]));
const L = (n: string): Line => lines.find((l) => l.name === n)!;
const costOver = cost.map((l) => l.aYtd - l.bYtd);
const worst = cost[argMax(costOver)]!;
const incShort = inc.map((l) => l.bYtd - l.aYtd);
const mkt = L('Marketing');
const elec = L('Kiln electricity');
const wheel = L('Wheel workshops');
const cafe = L('Café food & drink');

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('BvA Oct-26');
  const row = (l: Line): unknown[] => [
    l.name,
    cell(l.bOct),
    cell(l.aOct),
    cell(l.aOct - l.bOct),
    cell(l.bYtd),
    cell(l.aYtd),
    cell(l.aYtd - l.bYtd),
  ];
  const tot = (label: string, ls: Line[]): unknown[] => [
    label,
    cell(sumK(ls, 'bOct')),
    cell(sumK(ls, 'aOct')),
    cell(sumK(ls, 'aOct') - sumK(ls, 'bOct')),
    cell(sumK(ls, 'bYtd')),
    cell(sumK(ls, 'aYtd')),
    cell(sumK(ls, 'aYtd') - sumK(ls, 'bYtd')),
  ];
  putRows(ws, [
    ['The Glaze Pot Café — Budget vs Actual'],
    ['October 2026 and year to date (Jan–Oct)'],
    [],
    [undefined, 'October 2026', undefined, undefined, 'Year to date', undefined, undefined],
    ['Line', 'Budget', 'Actual', 'Variance', 'Budget', 'Actual', 'Variance'],
    ['INCOME'],
    ...inc.map(row),
    tot('Total income', inc),
    [],
    ['COSTS'],
    ...cost.map(row),
    tot('Total costs', cost),
    [],
    ['Variance = Actual − Budget'],
  ]);
  ws.mergeCells(4, 2, 4, 4);
  ws.mergeCells(4, 5, 4, 7);
  return toBytes(wb);
}

const surplus = sumK(inc, 'aYtd') - sumK(cost, 'aYtd');

export const pottery: BlindBook = {
  name: 'pottery',
  business: 'pottery painting café',
  shape: 'budget vs actual, two-row header (month / YTD), variance columns',
  bytes,
  questions: questionsFor('pottery', [
    [
      'are we over budget on marketing this year',
      {
        value: hundredths(BigInt(mkt.aYtd - mkt.bYtd)),
        abs: true,
        means: 'Marketing YTD Actual − Budget (size compared)',
      },
    ],
    [
      'actual café takings year to date',
      { value: hundredths(BigInt(cafe.aYtd)), means: 'Café food & drink, YTD Actual' },
    ],
    [
      'total income in october',
      { value: hundredths(sumK(inc, 'aOct')), means: 'Total income, October Actual' },
    ],
    [
      'which cost line has overspent the most this year',
      { at: worst.name, means: 'cost line with the largest YTD Actual − Budget' },
    ],
    [
      'kiln electricity variance for october',
      {
        value: hundredths(BigInt(elec.aOct - elec.bOct)),
        abs: true,
        means: 'Kiln electricity October Actual − Budget',
      },
    ],
    [
      'how far off budget are total costs ytd',
      {
        value: hundredths(sumK(cost, 'aYtd') - sumK(cost, 'bYtd')),
        abs: true,
        means: 'Total costs YTD Actual − Budget',
      },
    ],
    [
      'wheel workshops actual vs budget as a percent, ytd',
      {
        value: [
          pct(BigInt(wheel.aYtd), BigInt(wheel.bYtd)),
          pct(BigInt(wheel.aYtd - wheel.bYtd), BigInt(wheel.bYtd)),
        ],
        means: 'Wheel workshops YTD Actual / Budget × 100, or the variance as % of budget',
      },
    ],
    [
      'what did we budget for staff in october',
      { value: hundredths(BigInt(L('Staff costs').bOct)), means: 'Staff costs, October Budget' },
    ],
    [
      'total costs budget for the year so far',
      { value: hundredths(sumK(cost, 'bYtd')), means: 'Total costs, YTD Budget' },
    ],
    [
      'income minus costs ytd actual',
      { value: hundredths(surplus), means: 'Total income YTD Actual − Total costs YTD Actual' },
    ],
    [
      'actual spend on glazes and paints in october',
      {
        value: hundredths(BigInt(L('Glazes & paints').aOct)),
        means: 'Glazes & paints, October Actual',
      },
    ],
    [
      'parties and groups income ytd',
      {
        value: hundredths(BigInt(L('Parties & groups').aYtd)),
        means: 'Parties & groups, YTD Actual',
      },
    ],
    ['why did the electricity go up', { refuse: true, means: 'a reason, not in the sheet' }],
    [
      'where will we end the year against budget',
      { refuse: true, means: 'a forecast; only Oct and YTD are in the sheet' },
    ],
  ]),
  checks: [
    {
      what: 'line variances = total cost variance',
      a: total(cost.map((l) => l.aYtd - l.bYtd)),
      b: sumK(cost, 'aYtd') - sumK(cost, 'bYtd'),
    },
    {
      what: 'income lines = total income (Oct actual)',
      a: total(inc.map((l) => l.aOct)),
      b: sumK(inc, 'aOct'),
    },
    { what: 'worst overspend unique', a: uniqueMax(costOver) ? 1n : 0n, b: 1n },
    { what: 'worst overspend is an overspend', a: worst.aYtd > worst.bYtd ? 1n : 0n, b: 1n },
    { what: 'income shortfalls listed', a: BigInt(incShort.length), b: 5n },
  ],
};
