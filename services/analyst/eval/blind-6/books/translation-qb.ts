/** Translation agency: QuickBooks-style Profit and Loss export (title rows, indented accounts), CAD. */
import ExcelJS from 'exceljs';
import { money, pct, sum } from '../../expect';
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

const NAME = 'translation-qb';
const r = rng(5);
const INCOME = ['Translation services', 'Interpreting', 'Proofreading & editing', 'Localization'];
const COGS = ['Freelance translators', 'Interpreter fees'];
const EXPENSES = [
  'Advertising & marketing',
  'Bank charges',
  'CAT tool subscriptions',
  'Insurance',
  'Office rent',
  'Professional fees',
  'Wages',
];
const inc = [
  r.int(31000000, 42000000),
  r.int(9000000, 14000000),
  r.int(4000000, 7000000),
  r.int(2000000, 6000000),
].map(BigInt);
const cogs = [r.int(14000000, 19000000), r.int(4500000, 7000000)].map(BigInt);
const exp = [
  r.int(600000, 1500000),
  r.int(40000, 120000),
  r.int(700000, 1300000),
  r.int(300000, 500000),
  r.int(2800000, 3400000),
  r.int(500000, 1200000),
  r.int(9000000, 11500000),
].map(BigInt);
const interest = BigInt(r.int(10000, 90000));
const incT = sum(inc);
const cogsT = sum(cogs);
const gp = incT - cogsT;
const expT = sum(exp);
const noi = gp - expT;
const net = noi + interest;

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Profit and Loss');
  ws.addRow(['Lingua Bridge Translations Inc.']);
  ws.addRow(['Profit and Loss']);
  ws.addRow(['January - December 2025']);
  ws.addRow([]);
  ws.addRow(['', 'Total']);
  const head = (s: string): void => void ws.addRow([s]);
  const acct = (s: string, v: bigint): void => void ws.addRow([`   ${s}`, cell(v)]);
  const tot = (s: string, v: bigint): void => void ws.addRow([s, cell(v)]);
  head('Income');
  INCOME.forEach((s, i) => acct(s, inc[i]!));
  tot('Total Income', incT);
  head('Cost of Goods Sold');
  COGS.forEach((s, i) => acct(s, cogs[i]!));
  tot('Total Cost of Goods Sold', cogsT);
  tot('Gross Profit', gp);
  head('Expenses');
  EXPENSES.forEach((s, i) => acct(s, exp[i]!));
  tot('Total Expenses', expT);
  tot('Net Operating Income', noi);
  head('Other Income');
  acct('Interest income', interest);
  tot('Total Other Income', interest);
  tot('Net Income', net);
  ws.addRow([]);
  ws.addRow([]);
  ws.addRow(['Accrual Basis Monday, January 12, 2026 09:14 AM GMT-05:00']);
  ws.getColumn(2).numFmt = '"$"#,##0.00';
  return toBytes(wb);
}

function verify(wb: ExcelJS.Workbook): void {
  const ws = wb.getWorksheet('Profit and Loss')!;
  const at = (label: string): bigint => {
    let found: bigint | undefined;
    ws.eachRow((row, n) => {
      if (String(row.getCell(1).value ?? '').trim() === label) found = centsAt(ws, `B${n}`);
    });
    if (found === undefined) throw new Error(`no ${label}`);
    return found;
  };
  assertEq('Total Income', sum(INCOME.map(at)), at('Total Income'));
  assertEq('Gross Profit', at('Total Income') - sum(COGS.map(at)), at('Gross Profit'));
  assertEq(
    'Net Income',
    at('Gross Profit') - sum(EXPENSES.map(at)) + at('Interest income'),
    at('Net Income'),
  );
  if (!uniqueMax(exp)) throw new Error('tie');
}

const topExp = argMax(exp);

export const translationQb: BlindBook = {
  name: NAME,
  business: 'translation agency',
  shape:
    'QuickBooks-style P&L export: company/report/period title rows, indented accounts, single Total column, footer',
  build,
  verify,
  questions: questionsFor(NAME, [
    ['total income for 2025', { value: money(incT) }, 'Total Income'],
    ['gross profit?', { value: money(gp) }, 'Gross Profit'],
    ['what is our gross margin', { value: pct(gp, incT) }, 'Gross Profit / Total Income * 100'],
    ['what was net income', { value: money(net) }, 'Net Income (after other income)'],
    [
      'biggest operating expense',
      { value: money(exp[topExp]!), at: EXPENSES[topExp]! },
      'largest account under Expenses (operating; not Total Expenses, not cost of goods sold)',
    ],
    ['what do we spend on CAT tools', { value: money(exp[2]!) }, 'CAT tool subscriptions'],
    [
      'cost of goods sold as a percentage of income',
      { value: pct(cogsT, incT) },
      'Total Cost of Goods Sold / Total Income * 100',
    ],
    ['how much did we pay freelancers', { value: money(cogs[0]!) }, 'Freelance translators'],
    ['interpreting revenue', { value: money(inc[1]!) }, 'Interpreting income account'],
    ['net operating income', { value: money(noi) }, 'Net Operating Income'],
    ['what did wages cost us', { value: money(exp[6]!) }, 'Wages'],
    [
      'what share of income comes from translation',
      { value: pct(inc[0]!, incT) },
      'Translation services / Total Income * 100',
    ],
    [
      'total overheads',
      { value: money(expT) },
      'Total Expenses (operating expenses, below gross profit)',
    ],
    ['how much interest did we earn', { value: money(interest) }, 'Interest income'],
    ['revenue in march', { refuse: true }, 'the export has one column for the whole year'],
    ['how many words did we translate', { refuse: true }, 'no volumes in a P&L'],
    ['who is our biggest client', { refuse: true }, 'no customers in a P&L'],
    ['localization income', { value: money(inc[3]!) }, 'Localization'],
  ]),
};
