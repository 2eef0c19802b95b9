/** A yoga studio's QuickBooks-style Profit and Loss: title rows, indented accounts, one Total column. Rupees. */
import ExcelJS from 'exceljs';
import { money, pct, sum } from '../../expect';
import {
  amt,
  argMax,
  cents,
  put,
  questionsFor,
  REFUSE,
  rng,
  toBytes,
  type BlindBook,
  type Row,
} from '../kit';

const r = rng(5);
const income: Array<[string, number]> = [
  ['Class passes', cents(r, 1800000, 2600000)],
  ['Teacher training', cents(r, 400000, 900000)],
  ['Retail sales', cents(r, 90000, 240000)],
];
const cogs: Array<[string, number]> = [['Mats & props for resale', cents(r, 50000, 120000)]];
const expenses: Array<[string, number]> = [
  ['Rent', cents(r, 720000, 780000)],
  ['Instructor fees', cents(r, 800000, 1100000)],
  ['Utilities', cents(r, 90000, 160000)],
  ['Advertising', cents(r, 60000, 200000)],
  ['Bank charges', cents(r, 5000, 15000)],
];
const other: Array<[string, number]> = [['Interest earned', cents(r, 3000, 12000)]];
const t = (xs: Array<[string, number]>): bigint => sum(xs.map(([, v]) => v));
const gross = t(income) - t(cogs);
const noi = gross - t(expenses);
const net = noi + t(other);

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  const lines = (xs: Array<[string, number]>): Row[] => xs.map(([k, v]) => [`    ${k}`, amt(v)]);
  put(ws, 1, [
    ['Lotus Flow Yoga Studio'],
    ['Profit and Loss'],
    ['January - December 2025'],
    [],
    [null, 'Total'],
    ['Income'],
    ...lines(income),
    ['Total Income', amt(t(income))],
    ['Cost of Goods Sold'],
    ...lines(cogs),
    ['Total Cost of Goods Sold', amt(t(cogs))],
    ['Gross Profit', amt(gross)],
    ['Expenses'],
    ...lines(expenses),
    ['Total Expenses', amt(t(expenses))],
    ['Net Operating Income', amt(noi)],
    ['Other Income'],
    ...lines(other),
    ['Total Other Income', amt(t(other))],
    ['Net Income', amt(net)],
    [],
    [],
    ['Accrual Basis  Monday, 5 January 2026 09:14 AM GMT+05:30'],
  ]);
  return toBytes(wb);
}

const biggest = expenses[argMax(expenses.map(([, v]) => v))]![0];

export const yoga: BlindBook = {
  name: 'yoga',
  business: 'yoga studio',
  shape: 'QuickBooks-style P&L export with title rows and indented accounts',
  build,
  checks: [
    {
      what: 'net income = income - cogs - expenses + other',
      a: net,
      b: t(income) - t(cogs) - t(expenses) + t(other),
    },
  ],
  questions: questionsFor('yoga', [
    ['total income for 2025', { value: money(t(income)) }, 'Total Income'],
    ['what was our net income', { value: money(net) }, 'Net Income line'],
    ['how much rent did we pay', { value: money(expenses[0]![1]) }, 'Rent'],
    [
      'instructor fees as a share of expenses',
      { value: pct(expenses[1]![1], t(expenses)) },
      'Instructor fees / Total Expenses, %',
    ],
    ['gross profit', { value: money(gross) }, 'Gross Profit line'],
    ['biggest expense', { at: biggest }, 'largest line under Expenses (totals excluded)'],
    ['how much interest did we earn', { value: money(other[0]![1]) }, 'Interest earned'],
    ['total expenses', { value: money(t(expenses)) }, 'Total Expenses (excludes COGS)'],
    ['net margin', { value: pct(net, t(income)) }, 'Net Income / Total Income, %'],
    ['teacher training revenue', { value: money(income[1]![1]) }, 'Teacher training'],
    ['what did we spend on ads', { value: money(expenses[3]![1]) }, 'Advertising'],
    ['operating income?', { value: money(noi) }, 'Net Operating Income'],
    ['how many students do we have', REFUSE, 'no counts'],
    ['rent in june', REFUSE, 'annual total only'],
  ]),
};
