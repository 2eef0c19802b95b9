/** beekeeper: honey farm, Xero-style monthly P&L with account codes, months across, £. */
import ExcelJS from 'exceljs';
import { growth, hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  cell,
  MON,
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
const N = 6; // Jan..Jun 2026
const months = Array.from({ length: N }, (_, i) => `${MON[i]}-26`);
const series = (lo: number, hi: number): bigint[] =>
  Array.from({ length: N }, () => BigInt(r.int(lo, hi)) * 100n + BigInt(r.int(0, 99)));

const income = [
  { code: '200', name: 'Sales - Honey', v: series(3000, 9000) },
  { code: '210', name: 'Sales - Beeswax', v: series(200, 900) },
  { code: '220', name: 'Pollination Fees', v: series(500, 2500) },
];
const cos = [
  { code: '310', name: 'Jars & Labels', v: series(300, 900) },
  { code: '320', name: 'Queen Bees & Nucs', v: series(100, 700) },
];
const opex = [
  { code: '404', name: 'Bank Fees', v: series(10, 40) },
  { code: '449', name: 'Motor Vehicle Expenses', v: series(150, 450) },
  { code: '461', name: 'Printing & Stationery', v: series(20, 120) },
  { code: '469', name: 'Rent', v: Array.from({ length: N }, () => 85000n) },
  { code: '477', name: 'Wages and Salaries', v: series(2500, 3000) },
];
const sumCols = (ls: { v: bigint[] }[]): bigint[] =>
  Array.from({ length: N }, (_, i) => total(ls.map((l) => l.v[i]!)));
const tInc = sumCols(income);
const tCos = sumCols(cos);
const gross = tInc.map((x, i) => x - tCos[i]!);
const tOpex = sumCols(opex);
const net = gross.map((x, i) => x - tOpex[i]!);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Profit and Loss');
  const line = (l: { code: string; name: string; v: bigint[] }): unknown[] => [
    `${l.code} - ${l.name}`,
    ...l.v.map(cell),
    cell(total(l.v)),
  ];
  const tot = (label: string, v: bigint[]): unknown[] => [label, ...v.map(cell), cell(total(v))];
  putRows(ws, [
    ['Profit and Loss'],
    ['Heather Hollow Honey Ltd'],
    ['For the 6 months ended 30 June 2026'],
    [],
    ['Account', ...months, 'Total'],
    ['Trading Income'],
    ...income.map(line),
    tot('Total Trading Income', tInc),
    [],
    ['Cost of Sales'],
    ...cos.map(line),
    tot('Total Cost of Sales', tCos),
    [],
    tot('Gross Profit', gross),
    [],
    ['Operating Expenses'],
    ...opex.map(line),
    tot('Total Operating Expenses', tOpex),
    [],
    tot('Net Profit', net),
  ]);
  ws.getColumn(1).width = 34;
  for (let c = 2; c <= N + 2; c++) ws.getColumn(c).numFmt = '£#,##0.00;-£#,##0.00';
  return toBytes(wb);
}

const [honey, wax, poll] = income;
const veh = opex[1]!;
const bestNet = argMax(net);
const opexTotals = opex.map((l) => total(l.v));
const bigOpex = argMax(opexTotals);

export const beekeeper: BlindBook = {
  name: 'beekeeper',
  business: 'honey farm',
  shape: 'Xero P&L, account codes, months across, section totals, title lines',
  bytes,
  checks: [
    {
      what: 'account lines (income - cost of sales - opex) = Net Profit total',
      a: total([...income, ...cos, ...opex].flatMap((l, k) => l.v.map((x) => (k < 3 ? x : -x)))),
      b: total(net),
    },
    { what: 'net profit best month is unique', a: uniqueMax(net) ? 1n : 0n, b: 1n },
    { what: 'biggest opex account is unique', a: uniqueMax(opexTotals) ? 1n : 0n, b: 1n },
  ],
  questions: questionsFor('beekeeper', [
    [
      'what was net profit for the half year',
      { value: hundredths(total(net)), means: 'Net Profit, Total column (Jan-Jun 2026)' },
    ],
    [
      'how much honey did we sell in total',
      { value: hundredths(total(honey!.v)), means: '200 - Sales - Honey, Total column' },
    ],
    [
      'how much did we spend on the van in march',
      { value: hundredths(veh.v[2]!), means: '449 - Motor Vehicle Expenses, Mar-26' },
    ],
    ['net profit in may', { value: hundredths(net[4]!), means: 'Net Profit row, May-26 column' }],
    [
      'best month for net profit',
      { at: monthPlaces(bestNet, 2026), means: 'month with the largest Net Profit' },
    ],
    [
      'gross profit for the six months',
      { value: hundredths(total(gross)), means: 'Gross Profit, Total column' },
    ],
    [
      'total operating expenses in feb',
      { value: hundredths(tOpex[1]!), means: 'Total Operating Expenses, Feb-26' },
    ],
    [
      'average monthly wages',
      {
        value: meanCents(total(opex[4]!.v), N),
        means: 'mean of 477 - Wages and Salaries over the 6 months, to the penny',
      },
    ],
    [
      'how much did beeswax bring in in april',
      { value: hundredths(wax!.v[3]!), means: '210 - Sales - Beeswax, Apr-26' },
    ],
    [
      'what percentage of trading income came from pollination',
      {
        value: pct(total(poll!.v), total(tInc)),
        means: 'Pollination Fees total / Total Trading Income total x 100, 2 dp',
      },
    ],
    [
      'how much did honey sales grow from january to june',
      {
        value: growth(honey!.v[0]!, honey!.v[5]!),
        tol: 0.01,
        means: 'growth % (Jun-Jan)/Jan of Sales - Honey',
      },
    ],
    [
      'which overhead cost us the most',
      {
        at: [opex[bigOpex]!.name, opex[bigOpex]!.code],
        means: 'operating expense account with the largest Total',
      },
    ],
    [
      'bank fees so far this year',
      {
        value: hundredths(total(opex[0]!.v)),
        means: '404 - Bank Fees, Total (the sheet covers Jan-Jun 2026)',
      },
    ],
    [
      'what will honey sales be in december',
      { refuse: true, means: 'a forecast; the sheet stops at June' },
    ],
    [
      'how many jars of honey did we sell',
      { refuse: true, means: 'units are not in the P&L, only money' },
    ],
  ]),
};
