/**
 * Backpackers hostel: Xero-style Profit and Loss, April – November 2026 (the NZ year starts in
 * April), NZ dollars. Three title rows, months across as date cells ("Apr-26") and a Total
 * column; Trading Income, Cost of Sales, Gross Profit, Operating Expenses, Net Profit with
 * "Total …" lines; negatives in parentheses (the winter months run at a loss).
 */
import ExcelJS from 'exceljs';
import { growth, hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  cell,
  cents,
  countOf,
  day,
  holds,
  monthAt,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
} from '../lib';

const r = rng(4);
const NAME = 'hostel';
const M = [3, 4, 5, 6, 7, 8, 9, 10]; // Apr..Nov
const season = [1.0, 0.75, 0.5, 0.55, 0.6, 0.8, 0.95, 1.15];
const sc = (v: number, m: number): number => Math.round(v * season[m]!);

const INCOME = ['Dorm beds', 'Private rooms', 'Tour commissions', 'Bar & snacks'];
const income: number[][] = M.map((_, m) => [
  sc(cents(r, 26000, 30000), m),
  sc(cents(r, 14000, 17000), m),
  sc(cents(r, 1500, 2600), m),
  sc(cents(r, 3000, 4200), m),
]);
const COS = ['Bar stock'];
const cos: number[][] = income.map((row) => [Math.round(row[3]! * (0.38 + r.next() * 0.06))]);
const EXP = [
  'Wages',
  'Rent',
  'Power',
  'Laundry & linen',
  'Cleaning supplies',
  'Booking platform fees',
  'Internet & phone',
  'Insurance',
  'Repairs & maintenance',
  'Advertising',
];
const winter = [0.9, 1.1, 1.35, 1.4, 1.3, 1.1, 0.95, 0.85];
const exp: number[][] = M.map((_, m) => [
  Math.round(cents(r, 15500, 17500) * (0.7 + 0.3 * season[m]!)),
  950000,
  Math.round(cents(r, 2000, 2300) * winter[m]!),
  sc(cents(r, 1900, 2300), m),
  cents(r, 420, 780),
  Math.round((income[m]![0]! + income[m]![1]!) * 0.62 * 0.15),
  18900,
  64250,
  cents(r, 150, 2400),
  cents(r, 180, 900),
]);

const tot = (rows: number[][], j: number): bigint => total(rows.map((row) => row[j]!));
const incM = income.map((row) => total(row));
const cosM = cos.map((row) => total(row));
const expM = exp.map((row) => total(row));
const gpM = M.map((_, m) => incM[m]! - cosM[m]!);
const netM = M.map((_, m) => gpM[m]! - expM[m]!);
const inc = total(incM);
const cosT = total(cosM);
const expT = total(expM);
const gp = inc - cosT;
const net = gp - expT;
const incLines = INCOME.map((_, j) => tot(income, j));
const expLines = EXP.map((_, j) => tot(exp, j));
const bestM = argMax(netM);
const losses = countOf(netM, (x) => x < 0n);
const powerWinter = total(exp.slice(2, 5).map((row) => row[2]!));
const dormOct = BigInt(income[6]![0]!);
const dormNov = BigInt(income[7]![0]!);
const biggestExp = argMax(expLines);

const PAREN = '#,##0.00;(#,##0.00);"-"';

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Profit and Loss');
  const line = (label: string, xs: Array<bigint | number>, t: bigint): unknown[] => [
    label,
    ...xs.map((x) => cell(x)),
    cell(t),
  ];
  const rows: unknown[][] = [
    ['Kiwi Nest Backpackers Ltd'],
    ['Profit and Loss'],
    ['For the 8 months ended 30 November 2026'],
    [],
    ['Account', ...M.map((m) => day(2026, m, 1)), 'Total'],
    ['Trading Income'],
    ...INCOME.map((l, j) =>
      line(
        l,
        income.map((row) => row[j]!),
        incLines[j]!,
      ),
    ),
    line('Total Trading Income', incM, inc),
    [],
    ['Cost of Sales'],
    ...COS.map((l, j) =>
      line(
        l,
        cos.map((row) => row[j]!),
        tot(cos, j),
      ),
    ),
    line('Total Cost of Sales', cosM, cosT),
    [],
    line('Gross Profit', gpM, gp),
    [],
    ['Operating Expenses'],
    ...EXP.map((l, j) =>
      line(
        l,
        exp.map((row) => row[j]!),
        expLines[j]!,
      ),
    ),
    line('Total Operating Expenses', expM, expT),
    [],
    line('Net Profit', netM, net),
  ];
  putRows(ws, rows);
  ws.getRow(1).font = { bold: true, size: 14 };
  ws.getRow(5).font = { bold: true };
  ws.getRow(5).numFmt = 'mmm-yy';
  ws.getCell('A5').numFmt = '@';
  rows.forEach((row, i) => {
    const label = String(row[0] ?? '');
    if (/^(Total|Gross|Net|Trading|Cost of|Operating)/.test(label))
      ws.getRow(i + 1).font = { bold: true };
    if (i >= 5) for (let c = 2; c <= 10; c++) ws.getRow(i + 1).getCell(c).numFmt = PAREN;
  });
  ws.getColumn(1).width = 28;
  return toBytes(wb);
}

export const hostel: BlindBook = {
  name: NAME,
  business: 'backpackers hostel',
  shape:
    'P&L Apr–Nov 2026, months across + Total, sections with Total lines, Gross Profit, Net Profit',
  bytes,
  questions: questionsFor(NAME, [
    [
      'total income so far',
      { value: hundredths(inc), means: 'Total Trading Income, Total column' },
    ],
    ['net profit this year', { value: hundredths(net), means: 'Net Profit, Total (Apr–Nov 2026)' }],
    [
      'how did we do in july',
      {
        value: [hundredths(netM[3]!), hundredths(incM[3]!)],
        abs: true,
        means: 'July Net Profit (a loss, either sign), or July income',
      },
    ],
    ['best month', { at: monthAt(M[bestM]!, 2026), means: 'month with the largest Net Profit' }],
    [
      'how many months did we lose money',
      { value: String(losses), means: 'months whose Net Profit is negative' },
    ],
    ['what did we spend on wages', { value: hundredths(expLines[0]!), means: 'Wages, Total' }],
    ['gross profit?', { value: hundredths(gp), means: 'Gross Profit, Total' }],
    [
      "what's eating our margin",
      { at: EXP[biggestExp]!, means: 'the largest expense line (also with cost of sales)' },
    ],
    [
      'booking platform fees as a % of income',
      { value: pct(expLines[5]!, inc), means: 'Booking platform fees / Total Trading Income, %' },
    ],
    [
      'how much more do dorms make than private rooms',
      {
        value: hundredths(incLines[0]! - incLines[1]!),
        means: 'Dorm beds − Private rooms, Totals',
      },
    ],
    [
      'power bill over june july august',
      { value: hundredths(powerWinter), means: 'Power, Jun + Jul + Aug' },
    ],
    [
      'average monthly profit',
      { value: meanCents(net, M.length), means: 'Net Profit Total / 8 months' },
    ],
    [
      'dorm income growth october to november',
      {
        value: [growth(dormOct, dormNov), hundredths(dormNov - dormOct)],
        means: 'Dorm beds Nov vs Oct, % change or the difference',
      },
    ],
    [
      'total expenses',
      {
        value: [hundredths(expT), hundredths(expT + cosT)],
        means: 'Total Operating Expenses, or with Cost of Sales',
      },
    ],
    [
      'how does this compare with last year',
      { refuse: true, means: 'no prior-year figures in the sheet' },
    ],
    [
      'how many guests stayed in october',
      { refuse: true, means: 'the P&L holds dollars, no guest nights' },
    ],
    ['what was march like', { refuse: true, means: 'March 2026 is not in the sheet (Apr–Nov)' }],
  ]),
  checks: [
    same('income lines = total income', total(incLines), inc),
    same('expense lines = total expenses', total(expLines), expT),
    same('month nets = income − costs', total(netM), inc - cosT - expT),
    same('gross profit + cost of sales = income', gp + cosT, inc),
    unique('net by month', netM),
    holds('best net month is best income month', argMax(incM) === bestM),
    unique('expense lines', expLines),
    holds('largest expense line beats cost of sales', expLines[biggestExp]! > cosT),
    holds('some loss months, not all', losses > 0 && losses < 8),
    holds('July is a loss', netM[3]! < 0n),
  ],
};
