/**
 * Structural engineer (kr, SEK): a QuickBooks-style Profit and Loss export: three title rows
 * (company, report, period), a blank row, a header with an empty first cell and "Total",
 * accounts indented under Income / Expenses with "Total ..." lines, Net Operating Income,
 * Other Income and Net Income. One period (the whole of 2025), no months.
 */
import { money, pct } from '../../expect';
import {
  argExtreme,
  asker,
  cell,
  newBook,
  rng,
  SEED,
  sumOf,
  toBytes,
  type BlindBook,
} from '../lib';

const NAME = 'engineer-qb';
const r = rng(SEED + 5);
const income: Array<[string, number]> = [
  ['Design fees', r.int(1800000, 2600000) * 100],
  ['Site inspections', r.int(300000, 600000) * 100],
  ['Expert witness work', r.int(80000, 250000) * 100],
];
const expenses: Array<[string, number]> = [
  ['Software subscriptions', r.int(90000, 140000) * 100 + 50],
  ['Professional indemnity insurance', r.int(60000, 90000) * 100],
  ['Travel', r.int(40000, 110000) * 100 + r.int(0, 99)],
  ['Office rent', 12 * 1850000],
  ['Subcontracted drafting', r.int(200000, 450000) * 100],
  ['Accounting fees', r.int(30000, 45000) * 100],
  ['Telephone & internet', r.int(9000, 14000) * 100],
];
const interest = r.int(2000, 9000) * 100 + 37;
const totInc = sumOf(income.map(([, v]) => v));
const totExp = sumOf(expenses.map(([, v]) => v));
const noi = totInc - totExp;
const netIncome = noi + BigInt(interest);

async function build(): Promise<Uint8Array> {
  const wb = newBook();
  const ws = wb.addWorksheet('Profit and Loss');
  ws.addRow(['Lindqvist Konstruktion AB']);
  ws.addRow(['Profit and Loss']);
  ws.addRow(['January - December 2025']);
  ws.addRow([]);
  ws.addRow(['', 'Total']);
  ws.addRow(['Income']);
  income.forEach(([l, v]) => ws.addRow([`   ${l}`, cell(v)]));
  ws.addRow(['Total Income', cell(totInc)]);
  ws.addRow(['Expenses']);
  expenses.forEach(([l, v]) => ws.addRow([`   ${l}`, cell(v)]));
  ws.addRow(['Total Expenses', cell(totExp)]);
  ws.addRow(['Net Operating Income', cell(noi)]);
  ws.addRow(['Other Income']);
  ws.addRow(['   Interest earned', cell(interest)]);
  ws.addRow(['Total Other Income', cell(interest)]);
  ws.addRow(['Net Income', cell(netIncome)]);
  ws.addRow([]);
  ws.addRow(['Accrual basis  Monday, 12 January 2026 09:14 GMT+01:00']);
  return toBytes(wb);
}

const { qs, ask } = asker(NAME);
const bigExp = argExtreme(expenses.map(([, v]) => v));
ask(
  'what was total income in 2025',
  { value: money(totInc) },
  'Total Income (operating income; interest is Other Income)',
);
ask('net income?', { value: money(netIncome) }, 'Net Income line');
ask('what did we spend on travel', { value: money(expenses[2]![1]) }, 'Travel');
ask(
  'how much is the PI insurance',
  { value: money(expenses[1]![1]) },
  'Professional indemnity insurance',
);
ask(
  'what is our biggest expense',
  { at: expenses[bigExp]![0] },
  'largest expense account (not a Total line)',
);
ask('total expenses', { value: money(totExp) }, 'Total Expenses');
ask(
  'expenses as a % of income',
  { value: pct(totExp, totInc) },
  'Total Expenses / Total Income * 100',
);
ask('how much came from site inspections', { value: money(income[1]![1]) }, 'Site inspections');
ask('net operating income', { value: money(noi) }, 'Net Operating Income line');
ask('how much interest did we earn', { value: money(interest) }, 'Interest earned');
ask(
  'what share of income is design fees',
  { value: pct(income[0]![1], totInc) },
  'Design fees / Total Income * 100',
);
ask('operating margin', { value: pct(noi, totInc) }, 'Net Operating Income / Total Income * 100');
ask(
  'what did we make in march',
  { refuse: true },
  'the report is one column for the whole year; no months',
);
ask('how does that compare to 2024', { refuse: true }, 'only 2025 in the report');
export const engineerQb: BlindBook = {
  name: NAME,
  business: 'structural engineer',
  shape: 'QuickBooks-style P&L export with title rows and indented accounts',
  build,
  questions: qs,
  checks: [
    {
      what: 'net income from the parts',
      a: netIncome,
      b: sumOf(income.map(([, v]) => v)) - sumOf(expenses.map(([, v]) => v)) + BigInt(interest),
    },
  ],
};
