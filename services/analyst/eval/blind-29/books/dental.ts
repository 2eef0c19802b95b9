/** Dental practice: QuickBooks monthly P&L, account codes, months across Jan-Jun 2026, $. */
import ExcelJS from 'exceljs';
import { divRound, growth, hundredths, meanCents, pct } from '../../expect';
import {
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
  type BlindBook,
} from '../lib';

const r = rng(1);
const N = 6;
const series = (lo: number, hi: number): bigint[] =>
  Array.from({ length: N }, () => BigInt(r.int(lo, hi)));

const income: Array<[string, bigint[]]> = [
  ['4000 Patient Fees - Private', series(3800000, 5200000)],
  ['4010 Insurance Reimbursements', series(2100000, 3300000)],
  ['4020 Hygiene Plan Subscriptions', series(420000, 610000)],
];
const cogs: Array<[string, bigint[]]> = [
  ['5000 Dental Lab Fees', series(520000, 910000)],
  ['5010 Dental Supplies', series(280000, 470000)],
];
const rent = BigInt(r.int(650000, 700000));
const expenses: Array<[string, bigint[]]> = [
  ['6000 Associate Dentist Wages', series(2200000, 2500000)],
  ['6010 Hygienist Wages', series(900000, 1050000)],
  ['6020 Front Desk Wages', series(540000, 580000)],
  ['6100 Rent', Array.from({ length: N }, () => rent)],
  ['6200 Marketing', series(60000, 240000)],
  ['6300 Equipment Lease', series(310000, 310000)],
  ['6400 Utilities', series(95000, 160000)],
  ['6500 Practice Software', series(89900, 89900)],
];
const col = (lines: Array<[string, bigint[]]>, m: number): bigint =>
  total(lines.map(([, v]) => v[m]!));
const incM = Array.from({ length: N }, (_, m) => col(income, m));
const cogsM = Array.from({ length: N }, (_, m) => col(cogs, m));
const expM = Array.from({ length: N }, (_, m) => col(expenses, m));
const gpM = incM.map((v, m) => v - cogsM[m]!);
const netM = gpM.map((v, m) => v - expM[m]!);
const line = (name: string): bigint[] =>
  [...income, ...cogs, ...expenses].find(([n]) => n === name)![1];

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Profit and Loss');
  const months = ['Jan 2026', 'Feb 2026', 'Mar 2026', 'Apr 2026', 'May 2026', 'Jun 2026'];
  const rows: unknown[][] = [
    ['Brightsmile Dental Group, PLLC'],
    ['Profit and Loss'],
    ['January - June, 2026'],
    [],
    ['', ...months, 'Total'],
  ];
  const put = (name: string, v: bigint[]): void => {
    rows.push([name, ...v.map(cell), cell(total(v))]);
  };
  rows.push(['Income']);
  for (const [n, v] of income) put(n, v);
  put('Total Income', incM);
  rows.push(['Cost of Goods Sold']);
  for (const [n, v] of cogs) put(n, v);
  put('Total Cost of Goods Sold', cogsM);
  put('Gross Profit', gpM);
  rows.push(['Expenses']);
  for (const [n, v] of expenses) put(n, v);
  put('Total Expenses', expM);
  put('Net Operating Income', netM);
  put('Net Income', netM);
  rows.push([]);
  rows.push(['Accrual Basis  Wednesday, July 8, 2026 09:14 AM GMT-04:00']);
  putRows(ws, rows);
  ws.getColumn(1).width = 36;
  for (let c = 2; c <= 8; c++) ws.getColumn(c).numFmt = '$#,##0.00;-$#,##0.00';
  return toBytes(wb);
}

const lab = line('5000 Dental Lab Fees');
const mkt = line('6200 Marketing');
const sup = line('5010 Dental Supplies');
const ins = line('4010 Insurance Reimbursements');
const hyg = line('4020 Hygiene Plan Subscriptions');
const wages = total([
  ...line('6000 Associate Dentist Wages'),
  ...line('6010 Hygienist Wages'),
  ...line('6020 Front Desk Wages'),
]);
const incT = total(incM);
const gpT = total(gpM);
const bestNet = argMax(netM);
const lowSup = argMin(sup);

export const dental: BlindBook = {
  name: 'dental',
  business: 'dental practice',
  shape: 'QuickBooks P&L, account codes, months across Jan-Jun 2026, Total column, footer',
  bytes: build,
  questions: questionsFor('dental', [
    [
      'total income for the first half of the year?',
      { value: hundredths(incT), means: 'Total Income, Total column (Jan-Jun 2026)' },
    ],
    [
      'how much did we spend on lab fees in march',
      { value: hundredths(lab[2]!), means: '5000 Dental Lab Fees, Mar 2026' },
    ],
    ['net income for May?', { value: hundredths(netM[4]!), means: 'Net Income, May 2026' }],
    [
      'which was our best month for net income',
      { at: monthPlaces(bestNet, 2026), means: 'month with the largest Net Income' },
    ],
    [
      'what did marketing cost us altogether',
      { value: hundredths(total(mkt)), means: '6200 Marketing, Jan-Jun total' },
    ],
    [
      'gross margin for the six months',
      {
        value: [pct(gpT, incT), hundredths(gpT)],
        means: 'Gross Profit / Total Income over Jan-Jun, % to 2 dp (or the Gross Profit $)',
      },
    ],
    [
      'how much did the insurers pay us in feb',
      { value: hundredths(ins[1]!), means: '4010 Insurance Reimbursements, Feb 2026' },
    ],
    [
      'average monthly rent',
      { value: meanCents(total(line('6100 Rent')), N), means: '6100 Rent total / 6 months' },
    ],
    [
      'total wages bill jan to june (associates, hygienists and front desk)',
      { value: hundredths(wages), means: 'sum of accounts 6000, 6010, 6020 over Jan-Jun' },
    ],
    [
      'by what % did total income grow from january to june',
      { value: growth(incM[0]!, incM[5]!), means: '(Total Income Jun - Jan) / Jan, % 2 dp' },
    ],
    [
      'which month were supplies cheapest',
      { at: monthPlaces(lowSup, 2026), means: 'month with the smallest 5010 Dental Supplies' },
    ],
    [
      'what will net income be in july?',
      { refuse: true, means: 'a forecast: the P&L stops at June' },
    ],
    [
      'how many patients did we see in march',
      { refuse: true, means: 'patient numbers are not in the P&L' },
    ],
    [
      'what share of income came from hygiene plans',
      {
        value: pct(total(hyg), incT),
        means: '4020 Hygiene Plan Subscriptions total / Total Income total, % 2 dp',
      },
    ],
  ]),
  checks: [
    {
      what: 'gross profit - expenses = net income (totals)',
      a: gpT - total(expM),
      b: total(netM),
    },
    {
      what: 'account lines sum to net income',
      a:
        total(income.flatMap(([, v]) => v)) -
        total(cogs.flatMap(([, v]) => v)) -
        total(expenses.flatMap(([, v]) => v)),
      b: total(netM),
    },
    { what: 'best net month unique', a: uniqueMax(netM) ? 1n : 0n, b: 1n },
    { what: 'cheapest supplies month unique', a: uniqueMax(sup.map((v) => -v)) ? 1n : 0n, b: 1n },
    { what: 'rounding helper sane', a: divRound(5n, 2n), b: 3n },
  ],
};
