/**
 * scaffolding — a scaffolding hire firm's aged receivables as at 30 Nov 2026 (INR): title rows,
 * Customer, Current, 1-30, 31-60, 61-90, Over 90 days, Total; blanks for nothing due; Total row;
 * a ₹ number format.
 */
import ExcelJS from 'exceljs';
import { hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  cell,
  holds,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
} from '../lib';

const r = rng(6);
const CUSTOMERS = [
  'Lodha Developers Ltd',
  'Godrej Properties',
  'Kolte-Patil Constructions',
  'Shree Balaji Builders',
  'Paranjape Schemes',
  'VTP Realty',
  'Gera Developments',
  'Pune Metro Rail (civil pkg 4)',
  'Sai Infra Contractors',
  'Kumar Properties',
  'Rohan Builders',
];
const BUCKETS = ['Current', '1-30', '31-60', '61-90', 'Over 90'];
const PROB = [0.8, 0.6, 0.4, 0.25, 0.2];
const grid: number[][] = CUSTOMERS.map(() =>
  BUCKETS.map((_, b) => (r.next() < PROB[b]! ? r.int(18000, 640000) * 100 : 0)),
);
grid[0]![0] = grid[0]![0] || 412500_00;
grid[8]![4] = 287450_00; // Sai Infra: the old debt
grid[1]![2] = grid[1]![2] || 96340_00; // Godrej: a 31-60 balance
const rowT = grid.map((row) => total(row));
const colT = BUCKETS.map((_, b) => total(grid.map((row) => row[b]!)));
const grand = total(rowT);
const top = argMax(rowT);
const over90 = grid.map((row) => row[4]!);
const over60 = grid.filter((row) => row[3]! + row[4]! > 0).length;
const owing = rowT.filter((v) => v > 0n).length;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('AR Ageing');
  ws.getCell('A1').value = 'Shree Ganesh Scaffolding Pvt. Ltd.';
  ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'Aged Receivables Summary as at 30 Nov 2026';
  ws.getCell('A3').value = 'Amounts in ₹';
  const head = ws.getRow(5);
  [
    'Customer',
    ...BUCKETS.map((b, i) => (i === 0 ? b : i === 4 ? 'Over 90 days' : `${b} days`)),
    'Total',
  ].forEach((h, i) => (head.getCell(i + 1).value = h));
  head.font = { bold: true };
  grid.forEach((row, i) => {
    const x = ws.getRow(6 + i);
    x.getCell(1).value = CUSTOMERS[i];
    row.forEach((v, b) => {
      if (v) x.getCell(2 + b).value = cell(v);
    });
    x.getCell(7).value = cell(rowT[i]!);
  });
  const t = ws.getRow(6 + CUSTOMERS.length);
  t.getCell(1).value = 'Total';
  colT.forEach((v, b) => (t.getCell(2 + b).value = cell(v)));
  t.getCell(7).value = cell(grand);
  t.font = { bold: true };
  for (let c = 2; c <= 7; c++) ws.getColumn(c).numFmt = '[$₹-4009] #,##,##0.00';
  ws.getColumn(1).width = 30;
  return toBytes(wb);
}

const gi = 1; // Godrej
export const scaffolding: BlindBook = {
  name: 'scaffolding',
  business: 'scaffolding hire firm',
  shape: 'AR aging report',
  bytes,
  questions: questionsFor('scaffolding', [
    [
      'how much are we owed in total',
      { value: hundredths(grand), means: 'Total row, Total column' },
    ],
    [
      'who owes us the most',
      { at: CUSTOMERS[top]!, means: 'the customer with the largest Total (unique)' },
    ],
    [
      'how much is over 90 days',
      { value: hundredths(colT[4]!), means: 'Total of the Over 90 days column' },
    ],
    ['how much is current', { value: hundredths(colT[0]!), means: 'Total of the Current column' }],
    [
      'what does lodha owe us',
      { value: hundredths(rowT[0]!), means: "Lodha Developers Ltd's Total" },
    ],
    [
      'what % of our debtors is overdue',
      { value: pct(grand - colT[0]!, grand), means: '(Total − Current) / Total × 100' },
    ],
    [
      'how much is overdue',
      { value: hundredths(grand - colT[0]!), means: 'every bucket past Current: Total − Current' },
    ],
    [
      'how many customers owe us',
      { value: String(owing), means: 'customers with a Total above zero' },
    ],
    [
      'how many customers have something over 60 days',
      { value: String(over60), means: 'customers with 61-90 or Over 90 amounts' },
    ],
    [
      'who is worst for really old debt',
      { at: CUSTOMERS[argMax(over90)]!, means: 'the largest Over 90 days amount (unique)' },
    ],
    [
      'how much does godrej owe that is over 30 days',
      {
        value: hundredths(BigInt(grid[gi]![2]! + grid[gi]![3]! + grid[gi]![4]!)),
        means: 'Godrej Properties: 31-60 + 61-90 + Over 90',
      },
    ],
    [
      'average owed per customer',
      { value: meanCents(grand, owing), means: 'Total / customers that owe' },
    ],
    [
      'how much is in the 1-30 bucket',
      { value: hundredths(colT[1]!), means: 'Total of 1-30 days' },
    ],
    [
      'what did we invoice in november',
      { refuse: true, means: 'an aging holds balances, not invoicing' },
    ],
    [
      'will sai infra pay us this month',
      { refuse: true, means: 'a prediction the sheet cannot make' },
    ],
  ]),
  checks: [
    same('rows = columns', total(rowT), total(colT)),
    unique('top debtor', rowT),
    unique('top over-90', over90),
    holds('everyone owes', owing === CUSTOMERS.length),
    holds('godrej owes something over 30', grid[gi]![2]! + grid[gi]![3]! + grid[gi]![4]! > 0),
  ],
};
