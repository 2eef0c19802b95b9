/**
 * Translation bureau income statement (CHF) by quarter with a full-year column: sections
 * (Revenue, Cost of sales, Operating expenses) each closed by a "Total ..." line, then
 * Gross profit and Net profit lines. Three title lines above the header; the header's first cell
 * is empty.
 */
import { growth, money as m, pct } from '../../expect';
import { ExcelJS, argExtreme, asker, cell, rng, sumN, toBytes, type BlindBook } from '../kit';

const NAME = 'translation-pl';
const r = rng(NAME);
const gen = (lo: number, hi: number): number[] => [0, 1, 2, 3].map(() => r.int(lo, hi));
const REV: Array<[string, number[]]> = [
  ['Translation fees', gen(9_000_000, 13_000_000)],
  ['Interpreting', gen(2_500_000, 4_800_000)],
  ['Certified copies', gen(300_000, 700_000)],
];
const COS: Array<[string, number[]]> = [
  ['Freelance translators', gen(3_800_000, 5_600_000)],
  ['Proofreading', gen(600_000, 1_100_000)],
];
const OPEX: Array<[string, number[]]> = [
  ['Office rent', [1_650_000, 1_650_000, 1_650_000, 1_650_000]],
  ['Salaries', gen(4_200_000, 4_900_000)],
  ['Software licences', gen(250_000, 450_000)],
  ['Insurance', gen(120_000, 180_000)],
  ['Marketing', gen(150_000, 700_000)],
];
const tot = (rows: Array<[string, number[]]>): number[] =>
  [0, 1, 2, 3].map((i) => sumN(rows.map((x) => x[1][i]!)));
const rev = tot(REV);
const cos = tot(COS);
const opex = tot(OPEX);
const gp = rev.map((v, i) => v - cos[i]!);
const net = gp.map((v, i) => v - opex[i]!);
const fy = (xs: number[]): number => sumN(xs);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Income statement');
  ws.addRow(['Lingua Bridge GmbH']);
  ws.addRow(['Income statement 2025']);
  ws.addRow(['Amounts in CHF']);
  ws.addRow([null, 'Q1', 'Q2', 'Q3', 'Q4', 'FY 2025']);
  const line = (label: string, xs: number[]): void =>
    void ws.addRow([label, ...xs.map(cell), cell(fy(xs))]);
  ws.addRow(['Revenue']);
  REV.forEach(([l, xs]) => line(l, xs));
  line('Total revenue', rev);
  ws.addRow(['Cost of sales']);
  COS.forEach(([l, xs]) => line(l, xs));
  line('Total cost of sales', cos);
  line('Gross profit', gp);
  ws.addRow([]);
  ws.addRow(['Operating expenses']);
  OPEX.forEach(([l, xs]) => line(l, xs));
  line('Total operating expenses', opex);
  ws.addRow([]);
  line('Net profit', net);
  for (let c = 2; c <= 6; c++) ws.getColumn(c).numFmt = '#,##0.00;-#,##0.00';
  return toBytes(wb);
}

const { q, list } = asker(NAME);
const bestQ = argExtreme(net, 'max');
const worstQ = argExtreme(net, 'min');
const opexFy = OPEX.map(([, xs]) => fy(xs));
const bigOpex = argExtreme(opexFy, 'max');

q('revenue for the year', { value: m(fy(rev)) }, 'Total revenue, FY 2025');
q('gross profit 2025', { value: m(fy(gp)) }, 'Gross profit, FY 2025');
q(
  'what is our gross margin',
  { value: pct(fy(gp), fy(rev)) },
  'gross profit / total revenue, FY, percent',
);
q('net profit in q3', { value: m(net[2]!) }, 'Net profit, Q3');
q('net margin for the year %', { value: pct(fy(net), fy(rev)) }, 'net profit / total revenue, FY');
q(
  'best quarter for profit',
  { value: m(net[bestQ]!), at: `Q${bestQ + 1}` },
  'quarter with the largest Net profit',
);
q(
  'weakest quarter',
  {
    value: [m(net[worstQ]!), m(rev[argExtreme(rev, 'min')]!)],
    at: [`Q${worstQ + 1}`, `Q${argExtreme(rev, 'min') + 1}`],
  },
  'lowest Net profit quarter, or lowest revenue quarter (both readings accepted)',
);
q('total overheads this year', { value: m(fy(opex)) }, 'Total operating expenses, FY');
q('salaries in q2', { value: m(OPEX[1]![1][1]!) }, 'Salaries, Q2');
q(
  'biggest operating expense',
  { value: m(opexFy[bigOpex]!), at: OPEX[bigOpex]![0] },
  'operating expense line with the largest FY',
);
q(
  'whats eating our margin',
  { refuse: true },
  'no single reading: cost of sales vs overheads vs a line; ask',
);
q(
  'how much did revenue grow from q1 to q4',
  { value: [growth(rev[0]!, rev[3]!), m(rev[3]! - rev[0]!)] },
  'Total revenue Q4 vs Q1: percent or CHF change accepted',
);
q(
  'what share of revenue is interpreting',
  { value: pct(fy(REV[1]![1]), fy(rev)) },
  'Interpreting FY / Total revenue FY',
);
q(
  'how did we do in Q2',
  { value: [m(net[1]!), m(rev[1]!)] },
  'net profit or revenue in Q2: both readings accepted',
);
q('freelancer costs q4', { value: m(COS[0]![1][3]!) }, 'Freelance translators, Q4');
q(
  'what was our ebitda',
  { refuse: true },
  'no depreciation, interest or tax lines: EBITDA cannot be separated',
);
q('how many translators do we use', { refuse: true }, 'no headcount in the statement');

export const translationPl: BlindBook = {
  name: NAME,
  business: 'translation bureau',
  shape: 'P&L by quarter with sections, Total lines, gross and net profit',
  bytes,
  questions: list,
  checks: [
    ['net = revenue - cost of sales - opex', fy(net) === fy(rev) - fy(cos) - fy(opex)],
    ['FY revenue equals sum of its lines', fy(rev) === sumN(REV.map(([, xs]) => fy(xs)))],
  ],
};
