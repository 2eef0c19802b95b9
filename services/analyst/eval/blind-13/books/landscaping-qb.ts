/**
 * A landscaping crew's QuickBooks-style Profit and Loss export (USD): company / report / period
 * title rows, an indented account column, section headers and "Total ..." lines, one Total column.
 */
import { money, pct, sum } from '../../expect';
import { argmax, ask, cell, int, rng, toBytes, uniqueMax, type BlindBook } from '../kit';

const NAME = 'landscaping-qb';
const r = rng(5);
const amt = (lo: number, hi: number): bigint => BigInt(int(r, lo, hi));
const income = {
  'Lawn maintenance': amt(14_000_000, 19_000_000),
  'Landscape installs': amt(9_000_000, 13_000_000),
  'Snow removal': amt(1_500_000, 3_500_000),
};
const cogs = {
  'Plants & materials': amt(3_800_000, 5_200_000),
  Subcontractors: amt(1_200_000, 2_400_000),
};
const expenses = {
  Fuel: amt(1_400_000, 2_000_000),
  'Equipment repairs': amt(600_000, 1_100_000),
  Insurance: amt(700_000, 900_000),
  'Payroll wages': amt(9_500_000, 11_500_000),
  'Truck lease': amt(1_000_000, 1_300_000),
};
const interest = amt(5_000, 40_000);
const totalIncome = sum(Object.values(income));
const totalCogs = sum(Object.values(cogs));
const gross = totalIncome - totalCogs;
const totalExp = sum(Object.values(expenses));
const noi = gross - totalExp;
const netIncome = noi + interest;
const expNames = Object.keys(expenses);
const expVals = Object.values(expenses);
if (!uniqueMax(expVals)) throw new Error(`${NAME}: tie`);

export const landscapingQb: BlindBook = {
  name: NAME,
  business: 'landscaping crew',
  shape: 'QuickBooks-style P&L export, title rows, indented accounts',
  build: () =>
    toBytes((wb) => {
      const ws = wb.addWorksheet('Profit and Loss');
      ws.addRow(['Evergreen Yard & Snow LLC']);
      ws.addRow(['Profit and Loss']);
      ws.addRow(['January - December 2025']);
      ws.addRow([]);
      ws.addRow(['', 'Total']);
      const sec = (
        title: string,
        lines: Record<string, bigint>,
        total: string,
        totalValue: bigint,
      ): void => {
        ws.addRow([title]);
        Object.entries(lines).forEach(([k, v]) => ws.addRow([`   ${k}`, cell(v)]));
        ws.addRow([total, cell(totalValue)]);
      };
      sec('Income', income, 'Total Income', totalIncome);
      sec('Cost of Goods Sold', cogs, 'Total Cost of Goods Sold', totalCogs);
      ws.addRow(['Gross Profit', cell(gross)]);
      sec('Expenses', expenses, 'Total Expenses', totalExp);
      ws.addRow(['Net Operating Income', cell(noi)]);
      sec('Other Income', { 'Interest earned': interest }, 'Total Other Income', interest);
      ws.addRow(['Net Income', cell(netIncome)]);
      ws.addRow([]);
      ws.addRow(['Accrual Basis  Tuesday, January 13, 2026 09:12 AM GMT-05:00']);
    }),
  checks: [
    {
      what: 'net income = income - cogs - expenses + other',
      a: netIncome,
      b: totalIncome - totalCogs - totalExp + interest,
    },
  ],
  questions: ask(NAME, [
    ['total income 2025', { value: money(totalIncome), means: 'Total Income' }],
    ['what did we spend on fuel', { value: money(expenses.Fuel), means: 'Fuel line' }],
    ['net income?', { value: money(netIncome), means: 'Net Income line' }],
    [
      'total expenses',
      {
        value: money(totalExp),
        means: 'Total Expenses (operating section; COGS is its own section)',
      },
    ],
    [
      'biggest expense',
      { at: expNames[argmax(expVals)]!, means: 'largest line in the Expenses section' },
    ],
    [
      'how much did snow removal bring in',
      { value: money(income['Snow removal']), means: 'Snow removal line' },
    ],
    ['gross profit', { value: money(gross), means: 'Gross Profit line' }],
    [
      'gross margin in %',
      { value: pct(gross, totalIncome), means: 'Gross Profit / Total Income * 100' },
    ],
    [
      'what did subcontractors cost',
      { value: money(cogs.Subcontractors), means: 'Subcontractors line' },
    ],
    ['net operating income', { value: money(noi), means: 'Net Operating Income line' }],
    [
      'what % of income is lawn maintenance',
      {
        value: pct(income['Lawn maintenance'], totalIncome),
        means: 'Lawn maintenance / Total Income * 100',
      },
    ],
    [
      'wages as a percent of income',
      {
        value: pct(expenses['Payroll wages'], totalIncome),
        means: 'Payroll wages / Total Income * 100',
      },
    ],
    ['how much interest did we earn', { value: money(interest), means: 'Interest earned line' }],
    ['which month was busiest', { refuse: true, means: 'full-year totals only, no months' }],
    ['how much did we make in july', { refuse: true, means: 'full-year totals only' }],
  ]),
};
