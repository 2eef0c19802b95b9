/**
 * Print shop, US$: a QuickBooks-style Profit and Loss export: company / report / period title
 * rows, an indented account column (numbered accounts), one Total column, "Total ..." lines,
 * Gross Profit, Net Operating Income, Other Income, Net Income and a footer line.
 */
import ExcelJS from 'exceljs';
import { money, pct, sum } from '../../expect';
import { asker, cell, readCents, rng, same, toBytes, type BlindBook } from '../kit';

const NAME = 'print-shop';
const r = rng(5);
const income: Array<[string, number]> = [
  ['4000 Printing services', r.int(14000000, 19000000)],
  ['4010 Large format', r.int(3000000, 6000000)],
  ['4020 Design fees', r.int(900000, 2500000)],
];
const cogs: Array<[string, number]> = [
  ['5000 Paper & stock', r.int(2500000, 4000000)],
  ['5010 Toner & ink', r.int(1200000, 2400000)],
];
const expenses: Array<[string, number]> = [
  ['6000 Advertising', r.int(300000, 900000)],
  ['6100 Rent', 3600000],
  ['6200 Equipment lease', r.int(1100000, 1700000)],
  ['6300 Wages', r.int(5200000, 6400000)],
  ['6400 Utilities', r.int(400000, 800000)],
];
const other: Array<[string, number]> = [['7000 Interest income', r.int(8000, 60000)]];
const t = (xs: Array<[string, number]>): number => Number(sum(xs.map((x) => x[1])));
const gross = t(income) - t(cogs);
const noi = gross - t(expenses);
const netIncome = noi + t(other);

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Profit and Loss');
  ws.addRow(['Inkspot Print Shop LLC']);
  ws.addRow(['Profit and Loss']);
  ws.addRow(['January - December 2025']);
  ws.addRow([]);
  ws.addRow(['', 'Total']);
  const acct = (label: string, v: number, indent: number): void => {
    const row = ws.addRow([label, cell(v)]);
    row.getCell(1).alignment = { indent };
  };
  const group = (title: string, xs: Array<[string, number]>): void => {
    ws.addRow([title]);
    xs.forEach(([k, v]) => acct(k, v, 2));
    acct(`Total ${title}`, t(xs), 1);
  };
  group('Income', income);
  group('Cost of Goods Sold', cogs);
  acct('Gross Profit', gross, 0);
  group('Expenses', expenses);
  acct('Net Operating Income', noi, 0);
  group('Other Income', other);
  acct('Net Income', netIncome, 0);
  ws.addRow([]);
  ws.addRow(['Accrual Basis Monday, January 12, 2026 09:14 AM GMT-05:00']);
  return toBytes(wb);
}

function verify(wb: ExcelJS.Workbook): string[] {
  const ws = wb.getWorksheet('Profit and Loss')!;
  return same(
    'Total Income',
    readCents(ws, 'B10'),
    readCents(ws, 'B7') + readCents(ws, 'B8') + readCents(ws, 'B9'),
  );
}

const { ask, questions } = asker(NAME);
const topExp = expenses.reduce((a, b) => (b[1] > a[1] ? b : a));

ask('total income', { value: money(t(income)) }, 'Total Income');
ask('cost of goods sold for the year', { value: money(t(cogs)) }, 'Total Cost of Goods Sold');
ask('gross profit', { value: money(gross) }, 'Gross Profit');
ask('what was net income', { value: money(netIncome) }, 'Net Income (after Other Income)');
ask('how much did we spend on advertising', { value: money(expenses[0]![1]) }, '6000 Advertising');
ask('net margin %', { value: pct(netIncome, t(income)) }, 'Net Income / Total Income * 100');
ask(
  'what are total expenses',
  { value: money(t(expenses)) },
  'Total Expenses (operating, excluding COGS)',
);
ask(
  'biggest expense',
  { value: money(topExp[1]), at: topExp[0].slice(5) },
  'largest account under Expenses',
);
ask(
  'wages as a percentage of income',
  { value: pct(expenses[3]![1], t(income)) },
  '6300 Wages / Total Income * 100',
);
ask(
  'how much came from large format printing',
  { value: money(income[1]![1]) },
  '4010 Large format',
);
ask('what did paper cost us', { value: money(cogs[0]![1]) }, '5000 Paper & stock');
ask('interest earned', { value: money(other[0]![1]) }, '7000 Interest income');
ask('operating income', { value: money(noi) }, 'Net Operating Income');
ask('what did we make in june', { refuse: true }, 'the export has one full-year column, no months');
ask('how many print jobs did we do', { refuse: true }, 'no job counts in a P&L');

export const printShop: BlindBook = {
  name: NAME,
  about: 'print shop, US$, QuickBooks-style P&L export with title rows and indented accounts',
  build,
  questions,
  verify,
};
