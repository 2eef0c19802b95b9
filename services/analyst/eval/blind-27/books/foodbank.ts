/** Food bank social shop, ₦: income & expenditure with sections, Total lines, Gross and Net surplus, three title lines. */
import ExcelJS from 'exceljs';
import { money, pct } from '../../expect';
import { argMax, cell, questionsFor, rng, toBytes, total, type BlindBook } from '../lib';

const r = rng(4);
const income: Array<[string, number]> = [
  ['Shop sales', r.int(900000000, 1400000000)],
  ['Grants', r.int(300000000, 500000000)],
  ['Donations', r.int(100000000, 250000000)],
  ['Membership fees', r.int(20000000, 60000000)],
];
const cogs: Array<[string, number]> = [
  ['Purchased stock', r.int(500000000, 800000000)],
  ['Delivery', r.int(40000000, 90000000)],
];
const opex: Array<[string, number]> = [
  ['Wages', r.int(350000000, 450000000)],
  ['Rent', r.int(90000000, 140000000)],
  ['Utilities', r.int(20000000, 50000000)],
  ['Volunteer expenses', r.int(5000000, 15000000)],
  ['Insurance', r.int(10000000, 25000000)],
];
const inc = total(income.map((x) => x[1]));
const cg = total(cogs.map((x) => x[1]));
const op = total(opex.map((x) => x[1]));
const gross = inc - cg;
const net = gross - op;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Income & Expenditure');
  ws.addRow(['Harvest Table Social Shop']);
  ws.addRow(['Statement of income and expenditure, year to 31 March 2026']);
  ws.addRow(['Amounts in ₦']);
  ws.addRow(['', 'Amount (₦)']);
  ws.addRow(['Income']);
  for (const [l, v] of income) ws.addRow([l, cell(v)]);
  ws.addRow(['Total income', cell(inc)]);
  ws.addRow([]);
  ws.addRow(['Cost of goods']);
  for (const [l, v] of cogs) ws.addRow([l, cell(v)]);
  ws.addRow(['Total cost of goods', cell(cg)]);
  ws.addRow(['Gross surplus', cell(gross)]);
  ws.addRow([]);
  ws.addRow(['Operating expenses']);
  for (const [l, v] of opex) ws.addRow([l, cell(v)]);
  ws.addRow(['Total operating expenses', cell(op)]);
  ws.addRow([]);
  ws.addRow(['Net surplus', cell(net)]);
  return toBytes(wb);
}

const costLines = [...cogs, ...opex];
const big = argMax(costLines.map((x) => x[1]));

export const foodbank: BlindBook = {
  name: 'foodbank',
  business: "food bank's social shop",
  shape: 'P&L (income & expenditure) with sections and Total lines',
  bytes,
  checks: [
    { what: 'net = income - all costs', a: net, b: inc - total(costLines.map((x) => x[1])) },
  ],
  questions: questionsFor('foodbank', [
    ['total income for the year', { value: money(inc), means: 'Total income line' }],
    ['how much came from grants', { value: money(income[1]![1]), means: 'Grants line' }],
    [
      'gross surplus',
      { value: money(gross), means: 'Gross surplus line (income - cost of goods)' },
    ],
    ['did we make a surplus, how much', { value: money(net), means: 'Net surplus line' }],
    ['total operating expenses?', { value: money(op), means: 'Total operating expenses line' }],
    [
      'what is our biggest cost',
      {
        at: costLines[big]![0],
        value: money(costLines[big]![1]),
        means:
          'largest single cost line across cost of goods and operating expenses (not a Total line)',
      },
    ],
    ['gross margin %', { value: pct(gross, inc), means: 'gross surplus / total income, %' }],
    [
      'wages as a percentage of income',
      { value: pct(opex[0]![1], inc), means: 'Wages / Total income, %' },
    ],
    ['net margin', { value: pct(net, inc), means: 'net surplus / total income, %' }],
    ['how much did we get in donations', { value: money(income[2]![1]), means: 'Donations line' }],
    ['rent', { value: money(opex[1]![1]), means: 'Rent line' }],
    [
      'what were our total costs',
      { value: money(cg + op), means: 'total cost of goods + total operating expenses' },
    ],
    [
      "what's eating our margin",
      {
        refuse: true,
        means:
          'ambiguous (largest cost? fastest growing? one year only): a question back or refusal',
      },
    ],
    ['how did we do in december', { refuse: true, means: 'annual figures only' }],
  ]),
};
