/**
 * Surf shop: a QuickBooks-style Profit and Loss export: three title rows, an indented account
 * column with account numbers, Total lines, one "Total" column, a basis/timestamp footer. USD.
 */
import ExcelJS from 'exceljs';
import { money, pct } from '../../expect';
import {
  argExtreme,
  asker,
  cell,
  seeded,
  sumOf,
  uniqueExtreme,
  SEED,
  type BlindBook,
} from '../kit';

const INCOME = [
  '4000 Board Sales',
  '4100 Wetsuit Sales',
  '4200 Surf Lessons',
  '4300 Board Rentals',
];
const EXPENSES = [
  '6000 Advertising & Marketing',
  '6100 Insurance',
  '6200 Rent & Lease',
  '6300 Repairs & Maintenance',
  '6400 Utilities',
  '6500 Wages',
];

export function surfQuickbooks(): BlindBook {
  const name = 'surf-quickbooks';
  const rng = seeded(SEED, name);
  const income = [
    rng.int(14000000, 19000000),
    rng.int(6000000, 9000000),
    rng.int(5000000, 8000000),
    rng.int(2000000, 4000000),
  ].map(BigInt);
  const cogs = BigInt(rng.int(9000000, 12000000));
  const expenses = [
    rng.int(600000, 1400000),
    rng.int(300000, 700000),
    rng.int(3600000, 4200000),
    rng.int(150000, 600000),
    rng.int(250000, 500000),
    rng.int(9000000, 12000000),
  ].map(BigInt);
  const interest = BigInt(rng.int(2000, 90000));
  const totIncome = sumOf(income);
  const gp = totIncome - cogs;
  const totExp = sumOf(expenses);
  const noi = gp - totExp;
  const net = noi + interest;

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Profit and Loss');
  ws.addRow(['Swell Surf Co.']);
  ws.addRow(['Profit and Loss']);
  ws.addRow(['January - December 2025']);
  ws.addRow([]);
  ws.addRow(['', 'Total']);
  ws.addRow(['Income']);
  INCOME.forEach((a, i) => ws.addRow([`   ${a}`, cell(income[i]!)]));
  ws.addRow(['Total Income', cell(totIncome)]);
  ws.addRow(['Cost of Goods Sold']);
  ws.addRow(['   5000 Cost of Goods Sold', cell(cogs)]);
  ws.addRow(['Total Cost of Goods Sold', cell(cogs)]);
  ws.addRow(['Gross Profit', cell(gp)]);
  ws.addRow(['Expenses']);
  EXPENSES.forEach((a, i) => ws.addRow([`   ${a}`, cell(expenses[i]!)]));
  ws.addRow(['Total Expenses', cell(totExp)]);
  ws.addRow(['Net Operating Income', cell(noi)]);
  ws.addRow(['Other Income']);
  ws.addRow(['   7000 Interest Earned', cell(interest)]);
  ws.addRow(['Total Other Income', cell(interest)]);
  ws.addRow(['Net Income', cell(net)]);
  ws.addRow([]);
  ws.addRow([]);
  ws.addRow(['Accrual Basis Tuesday, January 6, 2026 09:14 AM GMT-08:00']);

  const { ask, questions } = asker(name);
  ask('total income 2025', { value: money(totIncome) }, 'Total Income');
  ask('what was the bottom line', { value: money(net) }, 'Net Income (after other income)');
  ask('gross profit?', { value: money(gp) }, 'Gross Profit');
  ask(
    'what did we spend on advertising',
    { value: money(expenses[0]!) },
    '6000 Advertising & Marketing',
  );
  ask(
    'biggest expense',
    { at: EXPENSES[argExtreme(expenses, true)]!.slice(5) },
    'largest line under Expenses (COGS is its own section)',
  );
  ask('how much did surf lessons make', { value: money(income[2]!) }, '4200 Surf Lessons');
  ask('gross margin %', { value: pct(gp, totIncome) }, 'Gross Profit / Total Income, percent');
  ask('total expenses', { value: money(totExp) }, 'Total Expenses (operating; COGS not included)');
  ask(
    'rentals as a percentage of income',
    { value: pct(income[3]!, totIncome) },
    '4300 Board Rentals / Total Income',
  );
  ask('net operating income', { value: money(noi) }, 'Net Operating Income');
  ask('insurance cost', { value: money(expenses[1]!) }, '6100 Insurance');
  ask(
    'what % of income goes on wages',
    { value: pct(expenses[5]!, totIncome) },
    '6500 Wages / Total Income',
  );
  ask('how much interest did we earn', { value: money(interest) }, '7000 Interest Earned');
  ask(
    'boards and wetsuits together',
    { value: money(income[0]! + income[1]!) },
    '4000 Board Sales + 4100 Wetsuit Sales',
  );
  ask(
    'which month had the best sales',
    { refuse: true },
    'the export is one total for the year, no months',
  );
  ask('how many boards did we sell', { refuse: true }, 'amounts only, no units');
  ask('cogs', { value: money(cogs) }, 'Total Cost of Goods Sold');

  return {
    name,
    business: 'surf shop',
    shape: 'QuickBooks-style P&L export with title rows and an indented account column',
    workbook: wb,
    questions,
    checks: [
      {
        what: 'net = income - cogs - expenses + other',
        a: net,
        b: totIncome - cogs - totExp + interest,
      },
      { what: 'top expense unique', a: BigInt(uniqueExtreme(expenses, true)), b: 1n },
    ],
  };
}
