/**
 * divecentre — a scuba dive centre on Koh Tao (THB, whole baht). Profit and Loss by QUARTER for
 * the year ended 30 September 2026 (Q1 = Oct–Dec 2025 … Q4 = Jul–Sep 2026) + Total: three
 * title rows, Revenue / Cost of Sales / Gross Profit / Operating Expenses / Net Profit with
 * "Total …" lines and blank separators; the monsoon quarter is a loss shown in parentheses.
 */
import ExcelJS from 'exceljs';
import { divRound, growth, money, pct } from '../../expect';
import {
  argMax,
  holds,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
  type CrossCheck,
} from '../lib';
import { fmt, header, num, share, title, widths } from '../helpers';

const r = rng(4);
const NAME = 'divecentre';
const QS = ['Q1 Oct–Dec 2025', 'Q2 Jan–Mar 2026', 'Q3 Apr–Jun 2026', 'Q4 Jul–Sep 2026'];
const SEASON = [55, 108, 100, 128];

/** whole baht as cents */
const baht = (lo: number, hi: number, q: number, seasonal = true): bigint =>
  BigInt(Math.round((r.int(lo, hi) * (seasonal ? SEASON[q]! : 100)) / 100)) * 100n;
const four = (f: (q: number) => bigint): bigint[] => [0, 1, 2, 3].map(f);

const REV: Array<[string, bigint[]]> = [
  ['Open Water courses', four((q) => baht(900000, 1100000, q))],
  ['Advanced courses', four((q) => baht(380000, 470000, q))],
  ['Fun dives', four((q) => baht(480000, 620000, q))],
  ['Equipment rental', four((q) => baht(90000, 130000, q))],
  ['Retail', four((q) => baht(60000, 100000, q))],
];
const courses = four((q) => REV[0]![1][q]! + REV[1]![1][q]!);
const COS: Array<[string, bigint[]]> = [
  ['Boat fuel', four((q) => baht(170000, 210000, q))],
  [
    'Instructor commissions',
    four((q) => divRound(courses[q]! * BigInt(r.int(22, 26)), 10000n) * 100n),
  ],
  ['Marine park fees', four((q) => baht(45000, 65000, q))],
  ['Retail purchases', four((q) => baht(30000, 50000, q))],
];
const OPEX: Array<[string, bigint[]]> = [
  ['Staff salaries', four((q) => baht(400000, 440000, q, false))],
  ['Rent', four(() => 15000000n)],
  ['Utilities', four((q) => baht(45000, 70000, q, false))],
  ['Marketing', four((q) => baht(30000, 120000, q, false))],
  ['Boat maintenance', four((q) => baht(50000, 180000, q, false))],
  ['Insurance', four(() => 4650000n)],
  ['Depreciation', four(() => 7500000n)],
];

const colSum = (xs: Array<[string, bigint[]]>): bigint[] =>
  four((q) => total(xs.map(([, v]) => v[q]!)));
const rev = colSum(REV);
const cos = colSum(COS);
const gp = four((q) => rev[q]! - cos[q]!);
const opex = colSum(OPEX);
const net = four((q) => gp[q]! - opex[q]!);
const T = (xs: bigint[]): bigint => total(xs);
const line = (xs: Array<[string, bigint[]]>, name: string): bigint[] =>
  xs.find(([k]) => k === name)![1];
const costs = [...COS, ...OPEX];
const costTot = costs.map(([, v]) => T(v));
const topCost = argMax(costTot);
const bestQ = argMax(net);
const mkt = line(OPEX, 'Marketing');

const checks: CrossCheck[] = [
  same('revenue lines = Total Revenue', T(REV.map(([, v]) => T(v))), T(rev)),
  same('GP + cost of sales = revenue', T(gp) + T(cos), T(rev)),
  same('quarters = net total', T(net), T(rev) - T(costTot)),
  unique('quarter net', net),
  holds('best quarter same on revenue', argMax(rev) === bestQ),
  unique('quarter revenue', rev),
  holds('only Q1 is a loss', net[0]! < 0n && net.slice(1).every((v) => v > 0n)),
  unique('cost line totals', costTot),
  holds('Staff salaries is the biggest cost', costs[topCost]![0] === 'Staff salaries'),
  unique('marketing by quarter', mkt),
];

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('P&L by quarter');
  title(ws, 1, 'Blue Turtle Divers Co., Ltd.', 6);
  title(ws, 2, 'Profit and Loss by Quarter', 6);
  title(ws, 3, 'Year ended 30 September 2026 · Thai baht', 6);
  header(ws, 5, ['', ...QS, 'Total']);
  let row = 6;
  const put = (label: string, v: bigint[] | undefined, bold = false): void => {
    const rw = ws.getRow(row++);
    rw.getCell(1).value = label;
    if (v) {
      v.forEach((x, q) => (rw.getCell(2 + q).value = num(x)));
      rw.getCell(6).value = num(T(v));
    }
    if (bold) rw.font = { bold: true };
  };
  const section = (
    head: string,
    xs: Array<[string, bigint[]]>,
    tot: string,
    sum: bigint[],
  ): void => {
    put(head, undefined, true);
    for (const [k, v] of xs) put(k, v);
    put(tot, sum, true);
  };
  section('Revenue', REV, 'Total Revenue', rev);
  row++;
  section('Cost of Sales', COS, 'Total Cost of Sales', cos);
  row++;
  put('Gross Profit', gp, true);
  row++;
  section('Operating Expenses', OPEX, 'Total Operating Expenses', opex);
  row++;
  put('Net Profit', net, true);
  fmt(ws, [2, 3, 4, 5, 6], '"฿"#,##0;("฿"#,##0)');
  widths(ws, [26, 16, 16, 16, 16, 16]);
  return toBytes(wb);
}

const Q4 = ['Q4', 'Jul–Sep', 'Jul-Sep', 'July'];

export const divecentre: BlindBook = {
  name: NAME,
  business: 'scuba dive centre',
  shape: 'P&L by quarter with sections and Total lines, a loss quarter in parentheses',
  bytes,
  checks,
  questions: questionsFor(NAME, [
    [
      'What was our total revenue for the year?',
      { value: money(T(rev)), means: 'Total Revenue, Total column' },
    ],
    ['What was our net profit for the year?', { value: money(T(net)), means: 'Net Profit, Total' }],
    [
      'How did we do in Q3?',
      { value: [money(net[2]!), money(rev[2]!)], means: 'Q3 net profit (or Q3 revenue)' },
    ],
    [
      'Which quarter was our best?',
      {
        value: [money(net[bestQ]!), money(rev[bestQ]!)],
        at: Q4,
        means: 'quarter with the largest net profit (also the largest revenue)',
      },
    ],
    [
      'Did we lose money in any quarter?',
      {
        value: money(net[0]!),
        abs: true,
        at: ['Q1', 'Oct–Dec', 'Oct-Dec', 'October'],
        means: 'Q1 net loss',
      },
    ],
    [
      "What's our gross margin?",
      {
        value: [pct(T(gp), T(rev)), money(T(gp))],
        tol: 0.01,
        means: 'gross profit / revenue, or the amount',
      },
    ],
    [
      "What's eating our margin?",
      {
        value: [money(costTot[topCost]!), money(T(opex))],
        at: [costs[topCost]![0], 'Operating Expenses'],
        means:
          'the largest cost line over the year (Staff salaries), or the operating expenses group',
      },
    ],
    [
      'How much did fun dives bring in?',
      { value: money(T(line(REV, 'Fun dives'))), means: 'Fun dives, Total' },
    ],
    [
      'What did boat fuel cost us in Q4?',
      { value: money(line(COS, 'Boat fuel')[3]!), means: 'Boat fuel, Q4 cell' },
    ],
    [
      'What share of revenue comes from Open Water courses?',
      share(T(line(REV, 'Open Water courses')), T(rev), 'Open Water total / Total Revenue'),
    ],
    [
      'How much did revenue grow from Q1 to Q2?',
      {
        value: [growth(rev[0]!, rev[1]!), money(rev[1]! - rev[0]!)],
        tol: 0.01,
        means: 'Total Revenue Q2 vs Q1: % change or the difference',
      },
    ],
    [
      'What were our total operating expenses?',
      { value: money(T(opex)), means: 'Total Operating Expenses, Total' },
    ],
    [
      'What were our average quarterly sales?',
      { value: money(divRound(T(rev), 4n)), tol: 0.01, means: 'Total Revenue / 4' },
    ],
    [
      'Which quarter did we spend the most on marketing?',
      {
        value: money(mkt[argMax(mkt)]!),
        at: QS[argMax(mkt)]!.split(' ')[0]!,
        means: 'quarter with the largest Marketing cell',
      },
    ],
    [
      'What did rent cost us for the year?',
      { value: money(T(line(OPEX, 'Rent'))), means: 'Rent, Total' },
    ],
    ['How many divers did we certify this year?', { refuse: true, means: 'no counts on a P&L' }],
    [
      'What was our profit in October 2026?',
      { refuse: true, means: 'the year ends 30 Sep 2026; no months are held' },
    ],
    ['Should we buy a second boat?', { refuse: true, means: 'an opinion' }],
  ]),
};
