/** Coworking space: P&L by quarter with Income / Operating expenses sections and Total lines, GBP. */
import ExcelJS from 'exceljs';
import { growth, meanCents, money, pct, sum } from '../../expect';
import {
  argMax,
  assertEq,
  cell,
  centsAt,
  questionsFor,
  rng,
  toBytes,
  uniqueMax,
  type BlindBook,
} from '../kit';

const NAME = 'coworking-pl';
const INCOME: Array<[string, number, number]> = [
  ['Hot desk passes', 1800000, 2600000],
  ['Dedicated desks', 3200000, 4100000],
  ['Private offices', 5200000, 6900000],
  ['Meeting room hire', 600000, 1100000],
  ['Event space', 250000, 900000],
];
const EXPENSES: Array<[string, number, number]> = [
  ['Rent', 5400000, 5400000],
  ['Service charge & utilities', 900000, 1400000],
  ['Cleaning', 320000, 410000],
  ['Internet', 150000, 150000],
  ['Staff wages', 2600000, 3100000],
  ['Marketing', 200000, 700000],
  ['Coffee & supplies', 180000, 330000],
];
const r = rng(4);
const inc = INCOME.map(([, lo, hi]) => [0, 1, 2, 3].map(() => BigInt(r.int(lo, hi))));
const exp = EXPENSES.map(([, lo, hi]) => [0, 1, 2, 3].map(() => BigInt(r.int(lo, hi))));
const q = [0, 1, 2, 3];
const incQ = q.map((i) => sum(inc.map((l) => l[i]!)));
const expQ = q.map((i) => sum(exp.map((l) => l[i]!)));
const noiQ = q.map((i) => incQ[i]! - expQ[i]!);
const fy = (l: bigint[]): bigint => sum(l);
const incFY = fy(incQ);
const expFY = fy(expQ);
const noiFY = incFY - expFY;
const expFYLines = exp.map(fy);

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('P&L 2025');
  ws.addRow(['Hive Desk Coworking Ltd']);
  ws.addRow(['Profit & Loss, year to 31 December 2025']);
  ws.addRow(['All figures in GBP (£)']);
  ws.addRow([]);
  ws.addRow(['', 'Q1', 'Q2', 'Q3', 'Q4', 'FY 2025']);
  const line = (label: string, v: bigint[]): void => {
    ws.addRow([label, ...v.map(cell), cell(fy(v))]);
  };
  ws.addRow(['Income']);
  INCOME.forEach(([name], i) => line(name, inc[i]!));
  line('Total income', incQ);
  ws.addRow([]);
  ws.addRow(['Operating expenses']);
  EXPENSES.forEach(([name], i) => line(name, exp[i]!));
  line('Total operating expenses', expQ);
  ws.addRow([]);
  line('Net operating income', noiQ);
  for (let c = 2; c <= 6; c++) ws.getColumn(c).numFmt = '£#,##0.00;(£#,##0.00)';
  return toBytes(wb);
}

function verify(wb: ExcelJS.Workbook): void {
  const ws = wb.getWorksheet('P&L 2025')!;
  // income lines rows 7..11, total 12; expenses 15..21, total 22; NOI 24
  for (const c of ['B', 'C', 'D', 'E', 'F']) {
    const i = sum([7, 8, 9, 10, 11].map((n) => centsAt(ws, `${c}${n}`)));
    const e = sum([15, 16, 17, 18, 19, 20, 21].map((n) => centsAt(ws, `${c}${n}`)));
    assertEq(`total income ${c}`, i, centsAt(ws, `${c}12`));
    assertEq(`total opex ${c}`, e, centsAt(ws, `${c}22`));
    assertEq(`NOI ${c}`, i - e, centsAt(ws, `${c}24`));
  }
  if (!uniqueMax(expFYLines) || !uniqueMax(noiQ)) throw new Error('tie in an extreme');
}

const topExp = argMax(expFYLines);
const bestQ = argMax(noiQ);

export const coworkingPl: BlindBook = {
  name: NAME,
  business: 'coworking space',
  shape: 'P&L by quarter with sections, Total lines, FY column and title block',
  build,
  verify,
  questions: questionsFor(NAME, [
    ['total income for the year', { value: money(incFY) }, 'Total income, FY 2025'],
    ['what was net income in Q2', { value: money(noiQ[1]!) }, 'Net operating income, Q2'],
    ['what did rent cost us this year', { value: money(expFYLines[0]!) }, 'Rent, FY 2025'],
    [
      'whats our biggest expense',
      { value: money(expFYLines[topExp]!), at: EXPENSES[topExp]![0] },
      'expense line with the largest FY amount (not the Total line)',
    ],
    [
      "what's eating our margin",
      { refuse: true },
      'ambiguous: biggest cost, fastest-growing cost or a ratio; a question back is right',
    ],
    [
      'profit margin for the year',
      { value: pct(noiFY, incFY) },
      'Net operating income FY / Total income FY * 100',
    ],
    [
      'how did we do in Q3',
      { value: [money(noiQ[2]!), money(incQ[2]!)] },
      'net operating income Q3 (or income Q3: both fair readings)',
    ],
    ['private offices revenue in Q4', { value: money(inc[2]![3]!) }, 'Private offices, Q4'],
    [
      'which quarter was the most profitable',
      { value: money(noiQ[bestQ]!), at: `Q${bestQ + 1}` },
      'quarter with the largest Net operating income',
    ],
    [
      'total operating expenses for the first half',
      { value: money(expQ[0]! + expQ[1]!) },
      'Total operating expenses Q1 + Q2',
    ],
    [
      'staff wages as a % of income',
      { value: pct(expFYLines[4]!, incFY) },
      'Staff wages FY / Total income FY * 100',
    ],
    [
      'how much did income grow from Q1 to Q4 in percent',
      { value: growth(incQ[0]!, incQ[3]!) },
      '(Total income Q4 - Q1) / Q1 * 100',
    ],
    ['meeting room hire for the year', { value: money(fy(inc[3]!)) }, 'Meeting room hire, FY 2025'],
    ['cleaning costs in q1', { value: money(exp[2]![0]!) }, 'Cleaning, Q1'],
    ['what did we make on hot desks in Q3', { value: money(inc[0]![2]!) }, 'Hot desk passes, Q3'],
    ['how many members do we have', { refuse: true }, 'no member counts in the P&L'],
    ['how much cash is in the bank', { refuse: true }, 'a P&L has no bank balance'],
    ['average quarterly income', { value: meanCents(incFY, 4) }, 'Total income FY / 4'],
    ['net profit for the year', { value: money(noiFY) }, 'Net operating income, FY 2025'],
  ]),
};
