/**
 * languageschool — a language school's Profit and Loss Jan–Nov 2026 (CHF): three title rows,
 * months across as text ("Jan 2026") + Total; Income, Cost of Sales, Gross Profit, Operating
 * Expenses, Net Profit with "Total …" lines and blank separators; a quiet summer (losses in
 * parentheses); exam preparation blank outside exam terms.
 */
import ExcelJS from 'exceljs';
import { growth, hundredths, meanCents, pct } from '../../expect';
import {
  MON,
  argMax,
  cell,
  cents,
  holds,
  monthAt,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
} from '../lib';

const r = rng(4);
const N = 11;
const SUMMER = [6, 7];
const INCOME: Array<[string, number, number]> = [
  ['Group courses', 14000, 21000],
  ['Private lessons', 4200, 7800],
  ['Exam preparation', 2500, 4800],
  ['Corporate training', 3000, 9500],
];
const COS: Array<[string, number, number]> = [
  ['Teacher fees', 9500, 14000],
  ['Course materials', 600, 1500],
];
const OPEX: Array<[string, number, number]> = [
  ['Rent', 6200, 6200],
  ['Utilities', 380, 720],
  ['Marketing', 600, 2400],
  ['Insurance', 410, 410],
  ['Software & subscriptions', 290, 460],
  ['Accounting fees', 500, 900],
];
const EXAM = [2, 3, 4, 9, 10]; // Mar–May, Oct–Nov
const gen = (lines: Array<[string, number, number]>, income: boolean): number[][] =>
  lines.map(([name, lo, hi]) =>
    Array.from({ length: N }, (_, m) => {
      if (name === 'Exam preparation' && !EXAM.includes(m)) return 0;
      const v = lo === hi ? lo * 100 : cents(r, lo, hi);
      return income && SUMMER.includes(m) ? Math.round(v / 300) * 100 : v;
    }),
  );
const inc = gen(INCOME, true);
const cos = gen(COS, false).map((row, i) =>
  i === 0 ? row.map((v, m) => (SUMMER.includes(m) ? Math.round(v / 250) * 100 : v)) : row,
);
const opx = gen(OPEX, false);
const col = (g: number[][], m: number): bigint => total(g.map((row) => row[m]!));
const incM = Array.from({ length: N }, (_, m) => col(inc, m));
const cosM = Array.from({ length: N }, (_, m) => col(cos, m));
const opxM = Array.from({ length: N }, (_, m) => col(opx, m));
const gpM = incM.map((v, m) => v - cosM[m]!);
const netM = gpM.map((v, m) => v - opxM[m]!);
const T = (xs: bigint[]): bigint => total(xs);
const incT = T(incM);
const gpT = T(gpM);
const netT = T(netM);
const opxT = T(opxM);
const lineT = (row: number[]): bigint => total(row);
const opxLines = opx.map(lineT);
const bestNet = argMax(netM);
const bestInc = argMax(incM);
const losses = netM.filter((v) => v < 0n).length;
const q1 = incM[0]! + incM[1]! + incM[2]!;
const q2 = incM[3]! + incM[4]! + incM[5]!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Profit and Loss');
  ws.getCell('A1').value = 'Sprachschule Limmat GmbH';
  ws.getCell('A2').value = 'Profit and Loss';
  ws.getCell('A3').value = 'January – November 2026 (CHF)';
  ws.getCell('A1').font = { bold: true, size: 14 };
  const head = ws.getRow(5);
  head.getCell(1).value = 'Account';
  for (let m = 0; m < N; m++) head.getCell(2 + m).value = `${MON[m]} 2026`;
  head.getCell(13).value = 'Total';
  head.font = { bold: true };
  let row = 6;
  const put = (label: string, xs: Array<bigint | number>, bold = false): void => {
    const x = ws.getRow(row++);
    x.getCell(1).value = label;
    xs.forEach((v, m) => {
      if (BigInt(v) !== 0n || bold) x.getCell(2 + m).value = cell(v);
    });
    x.getCell(13).value = cell(total(xs));
    if (bold) x.font = { bold: true };
  };
  const section = (
    title: string,
    names: Array<[string, number, number]>,
    g: number[][],
    tot: bigint[],
  ): void => {
    ws.getRow(row).getCell(1).value = title;
    ws.getRow(row++).font = { bold: true };
    names.forEach(([n], i) => put(n, g[i]!));
    put(`Total ${title}`, tot, true);
    row++;
  };
  section('Income', INCOME, inc, incM);
  section('Cost of Sales', COS, cos, cosM);
  put('Gross Profit', gpM, true);
  row++;
  section('Operating Expenses', OPEX, opx, opxM);
  put('Net Profit', netM, true);
  for (let c = 2; c <= 13; c++) ws.getColumn(c).numFmt = '#,##0.00;(#,##0.00)';
  ws.getColumn(1).width = 28;
  return toBytes(wb);
}

export const languageschool: BlindBook = {
  name: 'languageschool',
  business: 'language school',
  shape: 'P&L with sections and Total lines',
  bytes,
  questions: questionsFor('languageschool', [
    [
      'total income this year',
      { value: hundredths(incT), means: 'Total Income, Total column (Jan–Nov 2026)' },
    ],
    ['net profit so far this year', { value: hundredths(netT), means: 'Net Profit, Total column' }],
    [
      'how did we do in august',
      {
        value: [hundredths(netM[7]!), hundredths(incM[7]!)],
        abs: true,
        means: "August's Net Profit (a loss, either sign) or its Total Income",
      },
    ],
    [
      'best month',
      {
        at: [...monthAt(bestNet, 2026), ...monthAt(bestInc, 2026)],
        means: 'the best Net Profit month or the best Total Income month (each unique)',
      },
    ],
    [
      'whats our gross margin',
      {
        value: [hundredths(gpT), pct(gpT, incT)],
        means: 'Gross Profit total, or Gross Profit / Total Income × 100',
      },
    ],
    [
      'how much rent have we paid',
      { value: hundredths(opxLines[0]!), means: 'Rent, Total column' },
    ],
    ['marketing spend in march', { value: hundredths(opx[2]![2]!), means: 'Marketing, Mar 2026' }],
    [
      'biggest overhead',
      { at: 'Rent', means: 'the operating expense line with the largest total (unique)' },
    ],
    [
      'teacher fees as a % of income',
      { value: pct(lineT(cos[0]!), incT), means: 'Teacher fees total / Total Income × 100' },
    ],
    [
      'how much corporate training income',
      { value: hundredths(lineT(inc[3]!)), means: 'Corporate training, Total column' },
    ],
    [
      'how many months did we make a loss',
      { value: String(losses), means: 'months with a negative Net Profit' },
    ],
    [
      'compare q2 income with q1',
      {
        value: [hundredths(q2 - q1), growth(q1, q2)],
        abs: true,
        means: 'Apr–Jun Total Income less Jan–Mar, or the % change',
      },
    ],
    [
      'total operating expenses',
      { value: hundredths(opxT), means: 'Total Operating Expenses, Total column' },
    ],
    [
      'average monthly profit',
      { value: meanCents(netT, N), means: 'Net Profit total / 11 months' },
    ],
    [
      'how many students did we have in october',
      { refuse: true, means: 'a P&L holds no student numbers' },
    ],
    ['what was our profit last year', { refuse: true, means: 'no 2025 figures in the book' }],
    ['should we raise our course fees', { refuse: true, means: 'an opinion, not in the sheet' }],
  ]),
  checks: [
    same('income lines = Total Income', total(inc.flat()), incT),
    same('GP + cost of sales = income', gpT + T(cosM), incT),
    same('lines = net', total(inc.flat()) - total(cos.flat()) - total(opx.flat()), netT),
    unique('best net month', netM),
    unique('best income month', incM),
    unique('biggest overhead', opxLines),
    holds('rent is the biggest overhead', argMax(opxLines) === 0),
    holds('summer loss months exist', losses > 0),
  ],
};
