/** A picture framer's P&L (£): sections, quarters as columns, Total lines, gross and net profit. */
import ExcelJS from 'exceljs';
import { growth, money, pct } from '../../expect';
import { argMax, cell, int, questionsFor, REFUSE, rngFor, S, toBytes, type BlindBook } from './kit';

const NAME = 'picture-framer';
const r = rngFor(NAME);
const line = (lo: number, hi: number) =>
  [0, 1, 2, 3].map(() => int(r, lo, hi) * 100 + int(r, 0, 99));
const income = {
  'Bespoke framing': line(18000, 30000),
  'Print sales': line(4000, 9000),
  Restoration: line(2000, 7000),
};
const cos = { 'Mouldings and glass': line(5000, 9000), 'Mount board': line(800, 1800) };
const over = {
  Rent: line(4500, 4500),
  Wages: line(9000, 11000),
  'Business rates': line(700, 700),
  Advertising: line(300, 1500),
  Insurance: line(200, 260),
};
const tot = (o: Record<string, number[]>) =>
  [0, 1, 2, 3].map((q) => S(Object.values(o).map((v) => v[q]!)));
const ti = tot(income);
const tc = tot(cos);
const to = tot(over);
const gp = ti.map((x, q) => x - tc[q]!);
const np = gp.map((x, q) => x - to[q]!);
const yr = (xs: Array<number | bigint>) => S(xs);
const Q = ['Q1', 'Q2', 'Q3', 'Q4'];

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('P&L 2025');
  ws.addRow(['Frame & Fold Ltd']);
  ws.addRow(['Profit and loss for the year ended 31 December 2025']);
  ws.addRow(['', ...Q, 'Year']);
  ws.addRow(['', '£', '£', '£', '£', '£']);
  const block = (title: string, o: Record<string, number[]>, totalLabel: string, t: bigint[]) => {
    ws.addRow([title]);
    for (const [k, v] of Object.entries(o)) ws.addRow([`  ${k}`, ...v.map(cell), cell(yr(v))]);
    ws.addRow([totalLabel, ...t.map(cell), cell(yr(t))]);
    ws.addRow([]);
  };
  block('Income', income, 'Total income', ti);
  block('Cost of sales', cos, 'Total cost of sales', tc);
  ws.addRow(['Gross profit', ...gp.map(cell), cell(yr(gp))]);
  ws.addRow([]);
  block('Overheads', over, 'Total overheads', to);
  ws.addRow(['Net profit', ...np.map(cell), cell(yr(np))]);
  return toBytes(wb);
}

const bestQ = argMax(np);
const overNames = Object.keys(over);
const overYear = Object.values(over).map(yr);
const topOver = argMax(overYear);

export const pictureFramer: BlindBook = {
  name: NAME,
  business: 'picture framer (£)',
  build,
  checks: [
    { what: 'net = income - cos - overheads (year)', a: yr(np), b: yr(ti) - yr(tc) - yr(to) },
  ],
  questions: questionsFor(NAME, [
    ['total income for the year', { value: money(yr(ti)) }, 'Total income, Year'],
    ['what was our net profit for 2025', { value: money(yr(np)) }, 'Net profit, Year'],
    ['gross profit in q3', { value: money(gp[2]!) }, 'Gross profit, Q3'],
    [
      'gross margin for the year',
      { value: pct(yr(gp), yr(ti)) },
      'Gross profit / Total income * 100, Year',
    ],
    ['net margin %', { value: pct(yr(np), yr(ti)) }, 'Net profit / Total income * 100, Year'],
    ['how much rent did we pay this year', { value: money(yr(over.Rent)) }, 'Rent, Year'],
    [
      'which quarter was most profitable',
      { value: money(np[bestQ]!), at: Q[bestQ]! },
      'quarter with the largest Net profit',
    ],
    ['wages in Q2', { value: money(over.Wages[1]!) }, 'Wages, Q2'],
    [
      'biggest overhead',
      { value: money(overYear[topOver]!), at: overNames[topOver]! },
      'overhead line with the largest Year figure',
    ],
    ['restoration income q4', { value: money(income.Restoration[3]!) }, 'Restoration, Q4'],
    [
      'advertising as a percentage of income',
      { value: pct(yr(over.Advertising), yr(ti)) },
      'Advertising Year / Total income Year * 100',
    ],
    ['total overheads first quarter', { value: money(to[0]!) }, 'Total overheads, Q1'],
    [
      'how much did income grow from q1 to q4',
      { value: growth(ti[0]!, ti[3]!) },
      '(Q4 - Q1) / Q1 * 100, Total income',
    ],
    ['wages for june', REFUSE, 'quarters only, no months'],
    [
      "what's eating our margin",
      REFUSE,
      'ambiguous: several readings (largest cost, fastest growing cost)',
    ],
    ['how many frames did we sell', REFUSE, 'no unit counts'],
  ]),
};
