/** Optician: a Xero Profit and Loss export, months across, account codes, £. */
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
const N = 10; // Jan..Oct 2026
const line = (lo: number, hi: number): bigint[] =>
  Array.from({ length: N }, () => BigInt(r.int(lo, hi)) * 100n + BigInt(r.int(0, 99)));
const income: Array<[string, bigint[]]> = [
  ['200 - Spectacle Sales', line(14000, 26000)],
  ['210 - Contact Lens Sales', line(3000, 6500)],
  ['220 - Eye Examinations (NHS)', line(2500, 4200)],
  ['230 - Eye Examinations (Private)', line(1200, 3000)],
];
const cos: Array<[string, bigint[]]> = [
  ['310 - Frames & Lenses Purchases', line(5000, 9500)],
  ['320 - Lab Fees', line(900, 2200)],
];
const rent = BigInt(r.int(2800, 3400)) * 100n;
const opex: Array<[string, bigint[]]> = [
  ['400 - Advertising', line(200, 1400)],
  ['410 - Rent', Array.from({ length: N }, () => rent)],
  ['420 - Wages & Salaries', line(9000, 12500)],
  ['430 - Light & Heat', line(250, 900)],
  ['440 - Insurance', line(180, 260)],
  ['450 - Equipment Repairs', line(0, 1600)],
];
const colSum = (ls: Array<[string, bigint[]]>, m: number): bigint =>
  total(ls.map(([, v]) => v[m]!));
const inc = Array.from({ length: N }, (_, m) => colSum(income, m));
const cs = Array.from({ length: N }, (_, m) => colSum(cos, m));
const gp = inc.map((v, m) => v - cs[m]!);
const ox = Array.from({ length: N }, (_, m) => colSum(opex, m));
const np = gp.map((v, m) => v - ox[m]!);
const rowT = (v: bigint[]): bigint => total(v);
const get = (ls: Array<[string, bigint[]]>, code: string): bigint[] =>
  ls.find(([n]) => n.startsWith(code))![1];

const GBP = '£#,##0.00;-£#,##0.00';

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Profit and Loss');
  const months = MON.slice(0, N).map((m) => `${m}-26`);
  const rows: unknown[][] = [
    ['Profit and Loss'],
    ['Clearview Opticians Ltd'],
    ['For the 10 months ended 31 October 2026'],
    [],
    ['Account', ...months, 'Total'],
    ['Trading Income'],
  ];
  const put = (ls: Array<[string, bigint[]]>): void => {
    for (const [n, v] of ls) rows.push([n, ...v.map(cell), cell(rowT(v))]);
  };
  const tot = (label: string, v: bigint[]): void => {
    rows.push([label, ...v.map(cell), cell(rowT(v))]);
  };
  put(income);
  tot('Total Trading Income', inc);
  rows.push([], ['Cost of Sales']);
  put(cos);
  tot('Total Cost of Sales', cs);
  rows.push([]);
  tot('Gross Profit', gp);
  rows.push([], ['Operating Expenses']);
  put(opex);
  tot('Total Operating Expenses', ox);
  rows.push([]);
  tot('Net Profit', np);
  putRows(ws, rows);
  for (let c = 2; c <= N + 2; c++) ws.getColumn(c).numFmt = GBP;
  ws.getColumn(1).width = 36;
  ws.getRow(1).font = { bold: true, size: 14 };
  return toBytes(wb);
}

const spec = get(income, '200');
const q2Private = total(get(income, '230').slice(3, 6));

export const optician: BlindBook = {
  name: 'optician',
  business: 'independent optician',
  shape: 'Xero P&L export, months across, account codes',
  bytes,
  checks: [
    {
      what: 'income lines = Total Trading Income',
      a: total(income.map(([, v]) => rowT(v))),
      b: rowT(inc),
    },
    {
      what: 'income - cost of sales - opex = net profit',
      a: rowT(inc) - rowT(cs) - rowT(ox),
      b: rowT(np),
    },
    { what: 'best net-profit month unique', a: uniqueMax(np) ? 1n : 0n, b: 1n },
  ],
  questions: questionsFor('optician', [
    [
      'total trading income so far this year',
      { value: hundredths(rowT(inc)), means: 'Total Trading Income, Total column (Jan–Oct 2026)' },
    ],
    [
      'how much did contact lenses bring in in march',
      { value: hundredths(get(income, '210')[2]!), means: '210 Contact Lens Sales, Mar-26' },
    ],
    [
      'what have we spent on lab fees in total',
      { value: hundredths(rowT(get(cos, '320'))), means: '320 Lab Fees, Total column' },
    ],
    ['gross profit for august?', { value: hundredths(gp[7]!), means: 'Gross Profit row, Aug-26' }],
    [
      'which month made the most net profit',
      { at: monthPlaces(argMax(np), 2026), means: 'month with the largest Net Profit (unique)' },
    ],
    [
      'rent paid this year',
      { value: hundredths(rowT(get(opex, '410'))), means: '410 Rent, Total column (Jan–Oct 2026)' },
    ],
    [
      'net profit last month',
      { value: hundredths(np[9]!), means: 'Net Profit, Oct-26 (last month from 25 Nov 2026)' },
    ],
    [
      "what's our gross margin for the year",
      {
        value: [pct(rowT(gp), rowT(inc)), hundredths(rowT(gp))],
        means:
          'Gross Profit / Total Trading Income over Jan–Oct, % to 2 dp (or the gross profit amount)',
      },
    ],
    [
      'private eye tests in q2 - how much?',
      { value: hundredths(q2Private), means: '230 Eye Examinations (Private), Apr+May+Jun 2026' },
    ],
    [
      'average monthly wage bill',
      {
        value: meanCents(rowT(get(opex, '420')), N),
        means: '420 Wages & Salaries total / 10 months, to the penny',
      },
    ],
    [
      'how have spectacle sales changed from jan to oct',
      {
        value: [growth(spec[0]!, spec[9]!), hundredths(spec[9]! - spec[0]!)],
        means: '200 Spectacle Sales Oct-26 vs Jan-26: (Oct − Jan)/Jan % or the difference',
      },
    ],
    [
      'what will net profit be in december',
      { refuse: true, means: 'a forecast; the sheet ends in October' },
    ],
    [
      'how much did we pay the accountant this year',
      { refuse: true, means: 'no accountancy line in the P&L' },
    ],
    [
      'total operating expenses in june',
      { value: hundredths(ox[5]!), means: 'Total Operating Expenses, Jun-26' },
    ],
  ]),
};
