/**
 * musicschool — a music school's Profit and Loss, January – November 2026 (EUR): three title
 * rows, months across as text ("Jan 2026") + Total; Income, Cost of Sales, Gross Profit,
 * Operating Expenses, Net Profit with "Total …" lines and blank separators; summer loss months
 * shown in parentheses.
 */
import ExcelJS from 'exceljs';
import { growth, money, pct } from '../../expect';
import {
  MON,
  argMax,
  cell,
  cents,
  countOf,
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
const term = [1, 1, 1, 0.8, 1, 1, 0.35, 0.1, 1.05, 1.1, 1.1];
const examMonth = (m: number): boolean => m === 2 || m === 5 || m === 10;
const gen = (f: (m: number) => number | undefined): Array<number | undefined> =>
  Array.from({ length: N }, (_, m) => f(m));
const INCOME: Array<[string, Array<number | undefined>]> = [
  ['Group lessons', gen((m) => Math.round(cents(r, 9800, 11200) * term[m]!))],
  ['Private lessons', gen((m) => Math.round(cents(r, 7400, 8600) * Math.max(term[m]!, 0.3)))],
  ['Exam fees', gen((m) => (examMonth(m) ? cents(r, 1800, 2600) : undefined))],
  ['Instrument hire', gen(() => cents(r, 650, 820))],
];
const COGS: Array<[string, Array<number | undefined>]> = [
  [
    'Teacher fees',
    gen((m) => Math.round((INCOME[0]![1][m]! + INCOME[1]![1][m]!) * (0.52 + r.next() * 0.04))),
  ],
  ['Exam board fees', gen((m) => (examMonth(m) ? Math.round(INCOME[2]![1][m]! * 0.8) : undefined))],
];
const OPEX: Array<[string, Array<number | undefined>]> = [
  ['Rent', gen(() => 420000)],
  ['Utilities', gen((m) => cents(r, m < 3 || m > 9 ? 520 : 300, m < 3 || m > 9 ? 690 : 420))],
  ['Sheet music & supplies', gen(() => cents(r, 120, 480))],
  ['Advertising', gen((m) => (m === 7 || m === 0 ? cents(r, 1400, 1900) : cents(r, 150, 400)))],
  ['Insurance', gen(() => 18500)],
  ['Accountancy fees', gen(() => 27500)],
  ['Software & subscriptions', gen(() => 8900)],
];
const v = (x: number | undefined): number => x ?? 0;
const col = (lines: Array<[string, Array<number | undefined>]>, m: number): bigint =>
  total(lines.map(([, xs]) => v(xs[m])));
const rowT = (xs: Array<number | undefined>): bigint => total(xs.map(v));
const inc = gen((m) => Number(col(INCOME, m)));
const cogs = gen((m) => Number(col(COGS, m)));
const opex = gen((m) => Number(col(OPEX, m)));
const gp = inc.map((x, m) => v(x) - v(cogs[m]));
const net = gp.map((x, m) => x - v(opex[m]));
const INC = rowT(inc);
const COG = rowT(cogs);
const OPX = rowT(opex);
const GP = total(gp);
const NET = total(net);
const best = argMax(net);
const bestInc = argMax(inc.map(v));
const losses = countOf(net, (x) => x < 0);
const opexTotals = OPEX.map(([, xs]) => rowT(xs));
const topOpex = argMax(opexTotals);
const lineTotal = (name: string): bigint =>
  rowT([...INCOME, ...COGS, ...OPEX].find(([n]) => n === name)![1]);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Profit and Loss');
  ws.getCell('A1').value = 'Allegro Music School Ltd';
  ws.getCell('A2').value = 'Profit and Loss';
  ws.getCell('A3').value = 'For the period 1 January 2026 to 30 November 2026';
  ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getRow(5).values = ['', ...MON.slice(0, N).map((m) => `${m} 2026`), 'Total'];
  ws.getRow(5).font = { bold: true };
  let n = 6;
  const put = (label: string, xs: Array<number | undefined>, bold = false): void => {
    const row = ws.getRow(n++);
    row.getCell(1).value = label;
    xs.forEach((x, m) => {
      if (x !== undefined) row.getCell(2 + m).value = cell(x);
    });
    row.getCell(13).value = cell(rowT(xs));
    if (bold) row.font = { bold: true };
  };
  const section = (
    title: string,
    lines: Array<[string, Array<number | undefined>]>,
    tot: Array<number | undefined>,
  ): void => {
    ws.getCell(n++, 1).value = title;
    for (const [name, xs] of lines) put(name, xs);
    put(`Total ${title}`, tot, true);
    n++;
  };
  section('Income', INCOME, inc);
  section('Cost of Sales', COGS, cogs);
  put('Gross Profit', gp, true);
  n++;
  section('Operating Expenses', OPEX, opex);
  put('Net Profit', net, true);
  for (let c = 2; c <= 13; c++) {
    ws.getColumn(c).numFmt = '#,##0.00;(#,##0.00)';
    ws.getColumn(c).width = 11;
  }
  ws.getColumn(1).width = 28;
  return toBytes(wb);
}

export const musicschool: BlindBook = {
  name: 'musicschool',
  business: 'music school (group and private lessons)',
  shape: 'P&L with sections and Total lines, months across',
  bytes,
  checks: [
    same('income lines = Total Income', total(INCOME.map(([, xs]) => rowT(xs))), INC),
    same('GP + cost of sales = income', GP + COG, INC),
    same('months net = income − costs', NET, INC - COG - OPX),
    unique('net by month', net),
    unique('income by month', inc.map(v)),
    unique('overheads', opexTotals),
    holds('August is a loss', net[7]! < 0),
  ],
  questions: questionsFor('musicschool', [
    [
      'total income this year',
      { value: money(INC), means: 'Total Income, Total column (Jan–Nov 2026)' },
    ],
    ['net profit so far this year?', { value: money(NET), means: 'Net Profit, Total column' }],
    [
      'how did we do in august',
      {
        value: [money(net[7]!), money(inc[7]!)],
        abs: true,
        means: 'August Net Profit (a loss; either sign), or August income',
      },
    ],
    [
      'best month',
      {
        at: [...monthAt(best, 2026), ...monthAt(bestInc, 2026)],
        means: 'the month with the largest Net Profit, or the one with the largest income',
      },
    ],
    ['gross profit for the year', { value: money(GP), means: 'Gross Profit, Total column' }],
    [
      'how much have we paid in rent',
      { value: money(lineTotal('Rent')), means: 'Rent, Total column' },
    ],
    [
      'biggest overhead',
      {
        at: OPEX[topOpex]![0],
        value: money(opexTotals[topOpex]!),
        means: 'the operating expense line with the largest Total',
      },
    ],
    [
      'private lessons income in march',
      { value: money(INCOME[1]![1][2]!), means: 'Private lessons, Mar 2026' },
    ],
    [
      'gross margin?',
      {
        value: [pct(GP, INC), money(GP)],
        means: 'Gross Profit / Total Income × 100, or the amount',
      },
    ],
    [
      'how many months did we lose money',
      { value: String(losses), means: 'months with a negative Net Profit' },
    ],
    [
      'total operating expenses',
      { value: money(OPX), means: 'Total Operating Expenses, Total column' },
    ],
    [
      'what share of income is group lessons',
      { value: pct(lineTotal('Group lessons'), INC), means: 'Group lessons / Total Income × 100' },
    ],
    [
      'exam fees this year',
      { value: money(lineTotal('Exam fees')), means: 'Exam fees income, Total column' },
    ],
    [
      'compare october net profit to september',
      {
        value: [money(net[9]! - net[8]!), growth(net[8]!, net[9]!)],
        means: 'October Net Profit less September, or the % change',
      },
    ],
    ['how many students do we have', { refuse: true, means: 'the P&L holds no student numbers' }],
    [
      'what will january look like',
      { refuse: true, means: 'a forecast; January 2027 is not on the sheet' },
    ],
    ['how did we do last year', { refuse: true, means: 'the sheet covers 2026 only' }],
  ]),
};
