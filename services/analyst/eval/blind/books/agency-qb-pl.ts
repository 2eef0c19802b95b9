/**
 * Brightside Creative LLC ($): a QuickBooks "Profit and Loss" export. Company, report name and
 * period in title rows, account numbers in an indented account column, one Total column,
 * section totals, Gross Profit, Net Operating Income, Other Income, Net Income, a footer.
 */
import { meanCents, money, pct } from '../../expect';
import { makeRng } from '../rng';
import { bold, cell, DOLLAR, formatColumns, newBook, sumN, toBytes } from '../sheet';
import type { BookSpec } from '../types';

const INCOME = ['4000 Design Fees', '4100 Monthly Retainers', '4200 Web Development'];
const COGS = ['5000 Freelance Contractors', '5100 Stock Photography'];
const EXPENSES = [
  '6000 Advertising & Marketing',
  '6100 Software Subscriptions',
  '6200 Rent or Lease',
  '6300 Travel',
  '6400 Meals',
  '6500 Insurance',
  '6600 Professional Fees',
  '6700 Bank Charges',
];
const OTHER = ['7000 Interest Earned'];

export const agencyQbPl: BookSpec<{ amounts: Record<string, number> }> = {
  name: 'agency-qb-pl',
  about:
    'design agency, $, QuickBooks Profit and Loss export: title rows, indented accounts, one Total column',
  async build(seed) {
    const rng = makeRng(seed);
    const amt = (lo: number, hi: number): number => rng.int(lo, hi) * 100 + rng.int(0, 99);
    const amounts: Record<string, number> = {
      '4000 Design Fees': amt(120_000, 180_000),
      '4100 Monthly Retainers': amt(90_000, 140_000),
      '4200 Web Development': amt(40_000, 85_000),
      '5000 Freelance Contractors': amt(60_000, 95_000),
      '5100 Stock Photography': amt(1_500, 4_000),
      '6000 Advertising & Marketing': amt(9_000, 26_000),
      '6100 Software Subscriptions': amt(7_000, 15_000),
      '6200 Rent or Lease': amt(24_000, 30_000),
      '6300 Travel': amt(2_000, 9_000),
      '6400 Meals': amt(800, 3_500),
      '6500 Insurance': amt(3_000, 6_000),
      '6600 Professional Fees': amt(4_000, 12_000),
      '6700 Bank Charges': amt(200, 900),
      '7000 Interest Earned': amt(50, 600),
    };
    const wb = newBook();
    const ws = wb.addWorksheet('Profit and Loss');
    bold(ws.addRow(['Brightside Creative LLC']));
    bold(ws.addRow(['Profit and Loss']));
    ws.addRow(['January - December 2025']);
    ws.addRow([]);
    bold(ws.addRow([null, 'Total']));
    const account = (n: string, level: number): void => {
      const r = ws.addRow([n, cell(amounts[n]!)]);
      r.getCell(1).alignment = { indent: level };
    };
    const total = (label: string, v: number, level: number): void => {
      const r = ws.addRow([label, cell(v)]);
      r.getCell(1).alignment = { indent: level };
      bold(r);
    };
    const s = (names: string[]): number => sumN(names.map((n) => amounts[n]!));
    ws.addRow(['Income']);
    INCOME.forEach((n) => account(n, 2));
    total('Total Income', s(INCOME), 1);
    ws.addRow(['Cost of Goods Sold']);
    COGS.forEach((n) => account(n, 2));
    total('Total Cost of Goods Sold', s(COGS), 1);
    total('Gross Profit', s(INCOME) - s(COGS), 0);
    ws.addRow(['Expenses']);
    EXPENSES.forEach((n) => account(n, 2));
    total('Total Expenses', s(EXPENSES), 1);
    total('Net Operating Income', s(INCOME) - s(COGS) - s(EXPENSES), 0);
    ws.addRow(['Other Income']);
    OTHER.forEach((n) => account(n, 2));
    total('Total Other Income', s(OTHER), 1);
    total('Net Income', s(INCOME) - s(COGS) - s(EXPENSES) + s(OTHER), 0);
    ws.addRow([]);
    ws.addRow([]);
    ws.addRow(['Accrual Basis Monday, January 12, 2026 09:14 AM GMT-05:00']);
    formatColumns(ws, [2], DOLLAR, 6);
    ws.getColumn(1).width = 36;
    return { bytes: await toBytes(wb), facts: { amounts } };
  },
  questions({ amounts }) {
    const s = (names: string[]): number => sumN(names.map((n) => amounts[n]!));
    const income = s(INCOME);
    const net = income - s(COGS) - s(EXPENSES) + s(OTHER);
    const exp = EXPENSES.map((n) => amounts[n]!);
    const top = exp.indexOf(Math.max(...exp));
    return [
      {
        id: 'net',
        question: 'what was our net income',
        expect: { value: money(net) },
        means: 'Net Income line',
      },
      {
        id: 'income',
        question: 'total income for 2025',
        expect: { value: money(income) },
        means: 'Total Income line',
      },
      {
        id: 'software',
        question: 'wat did we spend on software',
        expect: { value: money(amounts['6100 Software Subscriptions']!) },
        means: '6100 Software Subscriptions',
      },
      {
        id: 'gp',
        question: 'gross profit?',
        expect: { value: money(income - s(COGS)) },
        means: 'Gross Profit line',
      },
      {
        id: 'top-opex',
        question: 'which operating expense was the largest',
        expect: { value: money(exp[top]!), at: EXPENSES[top]!.slice(5) },
        means: 'largest account under Expenses (not COGS)',
      },
      {
        id: 'net-margin',
        question: 'net profit margin',
        expect: { value: pct(net, income) },
        means: 'Net Income / Total Income',
      },
      {
        id: 'contractors',
        question: 'how much did we pay contractors',
        expect: { value: money(amounts['5000 Freelance Contractors']!) },
        means: '5000 Freelance Contractors',
      },
      {
        id: 'total-expenses',
        question: 'total expenses',
        expect: { value: [money(s(EXPENSES)), money(s(EXPENSES) + s(COGS))] },
        means:
          'the Total Expenses line as the report labels it, or that plus Total Cost of Goods Sold (both fair readings)',
      },
      {
        id: 'retainer-share',
        question: 'what share of income comes from retainers',
        expect: { value: pct(amounts['4100 Monthly Retainers']!, income) },
        means: '4100 Monthly Retainers / Total Income',
      },
      {
        id: 'travel-meals',
        question: 'travel and meals together',
        expect: { value: money(amounts['6300 Travel']! + amounts['6400 Meals']!) },
        means: '6300 Travel + 6400 Meals',
      },
      {
        id: 'interest',
        question: 'interest earned',
        expect: { value: money(amounts['7000 Interest Earned']!) },
        means: '7000 Interest Earned',
      },
      {
        id: 'monthly-income',
        question: 'average monthly income',
        expect: { value: meanCents(income, 12) },
        means: 'Total Income / 12 (the report covers January - December 2025)',
      },
      {
        id: 'noi',
        question: 'net operating income',
        expect: { value: money(income - s(COGS) - s(EXPENSES)) },
        means: 'Net Operating Income line',
      },
      {
        id: 'march',
        question: 'what did we make in march',
        expect: { refuse: true },
        means: 'one Total column for the year, no months',
      },
      {
        id: 'owed',
        question: 'how much do clients owe us',
        expect: { refuse: true },
        means: 'a P&L holds no receivables',
      },
    ];
  },
};
