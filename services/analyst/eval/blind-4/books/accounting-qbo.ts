/**
 * An accounting practice's QuickBooks-style Profit and Loss export: company / report / period
 * title rows, an indented account column with nested groups (Payroll Expenses inside
 * Expenses), "Total ..." lines, one Total column, a basis footer. Philippine pesos.
 */
import type { Rng } from '../kit/rng';
import type { BookQuestion, BuiltBook } from '../kit/types';
import { argmax, cell, cents, isum, money, newBook, pct, toBytes } from '../kit/cells';

export async function buildAccountingQbo(r: Rng): Promise<BuiltBook> {
  const income = {
    'Tax Preparation Fees': cents(r, 900000, 1400000),
    'Bookkeeping Retainers': cents(r, 1500000, 2300000),
    'Advisory Services': cents(r, 300000, 700000),
    'Payroll Processing': cents(r, 150000, 400000),
  };
  const payroll = {
    Salaries: cents(r, 1400000, 1900000),
    'SSS, PhilHealth & Pag-IBIG': cents(r, 90000, 160000),
    '13th Month Pay': cents(r, 110000, 160000),
  };
  const other = {
    'Office Rent': cents(r, 360000, 360000, true),
    'Software Subscriptions': cents(r, 80000, 180000),
    'Professional Development': cents(r, 20000, 70000),
    Utilities: cents(r, 60000, 120000),
    'Meals and Entertainment': cents(r, 15000, 60000),
    'Bank Charges': cents(r, 2000, 9000),
  };
  const otherIncome = { 'Interest Income': cents(r, 1000, 9000) };
  const totIncome = isum(Object.values(income));
  const totPayroll = isum(Object.values(payroll));
  const totExp = totPayroll + isum(Object.values(other));
  const noi = totIncome - totExp;
  const net = noi + isum(Object.values(otherIncome));

  const wb = newBook();
  const ws = wb.addWorksheet('Profit and Loss');
  ws.addRow(['Tala & Reyes Accounting Services']);
  ws.addRow(['Profit and Loss']);
  ws.addRow(['January - December 2025']);
  ws.addRow([]);
  ws.addRow(['', 'Total']);
  ws.addRow(['Income']);
  for (const [k, v] of Object.entries(income)) ws.addRow([`   ${k}`, cell(v)]);
  ws.addRow(['Total Income', cell(totIncome)]);
  ws.addRow(['Gross Profit', cell(totIncome)]);
  ws.addRow(['Expenses']);
  ws.addRow(['   Payroll Expenses']);
  for (const [k, v] of Object.entries(payroll)) ws.addRow([`      ${k}`, cell(v)]);
  ws.addRow(['   Total Payroll Expenses', cell(totPayroll)]);
  for (const [k, v] of Object.entries(other)) ws.addRow([`   ${k}`, cell(v)]);
  ws.addRow(['Total Expenses', cell(totExp)]);
  ws.addRow(['Net Operating Income', cell(noi)]);
  ws.addRow(['Other Income']);
  for (const [k, v] of Object.entries(otherIncome)) ws.addRow([`   ${k}`, cell(v)]);
  ws.addRow(['Total Other Income', cell(otherIncome['Interest Income'])]);
  ws.addRow(['Net Income', cell(net)]);
  ws.addRow([]);
  ws.addRow([]);
  ws.addRow(['Accrual Basis  Tuesday, January 13, 2026  09:41 AM GMT+08:00']);

  const incNames = Object.keys(income);
  const incVals = Object.values(income);
  const topInc = argmax(incVals);
  const leafNames = [...Object.keys(payroll), ...Object.keys(other)];
  const leafVals = [...Object.values(payroll), ...Object.values(other)];
  const topLeaf = argmax(leafVals);
  const questions: BookQuestion[] = [
    {
      id: 'income',
      question: 'total income 2025',
      expect: { value: money(totIncome) },
      means: 'Total Income',
    },
    {
      id: 'net',
      question: 'what was our net income',
      expect: { value: money(net) },
      means: 'Net Income (after other income)',
    },
    {
      id: 'noi',
      question: 'net operating income?',
      expect: { value: money(noi) },
      means: 'Net Operating Income',
    },
    {
      id: 'exp',
      question: 'total expenses for the year',
      expect: { value: money(totExp), abs: true },
      means: 'Total Expenses (payroll group counted once)',
    },
    {
      id: 'payroll',
      question: 'how much did payroll cost us',
      expect: { value: money(totPayroll), abs: true },
      means: 'Total Payroll Expenses',
    },
    {
      id: 'salaries',
      question: 'salaries',
      expect: { value: money(payroll.Salaries), abs: true },
      means: 'Salaries line',
    },
    {
      id: 'bk',
      question: 'how much did bookkeeping retainers bring in',
      expect: { value: money(income['Bookkeeping Retainers']) },
      means: 'Bookkeeping Retainers line',
    },
    {
      id: 'taxshare',
      question: 'what share of income is tax prep',
      expect: { value: pct(income['Tax Preparation Fees'], totIncome), tol: 0.01 },
      means: 'Tax Preparation Fees / Total Income',
    },
    {
      id: 'topinc',
      question: 'which service earns the most',
      expect: { value: money(incVals[topInc]!), at: incNames[topInc]! },
      means: 'largest Income line',
    },
    {
      id: 'toplexp',
      question: 'what is our single biggest expense line',
      expect: { value: money(leafVals[topLeaf]!), abs: true, at: leafNames[topLeaf]! },
      means: 'largest expense account (not a Total line)',
    },
    {
      id: 'rent',
      question: 'office rent per month',
      expect: { value: money(other['Office Rent'] / 12n), abs: true },
      means: 'Office Rent for the year (360,000) / 12',
    },
    {
      id: 'nm',
      question: 'net profit margin',
      expect: { value: pct(net, totIncome), tol: 0.01 },
      means: 'Net Income / Total Income',
    },
    {
      id: 'payrollpct',
      question: 'payroll as % of income',
      expect: { value: pct(totPayroll, totIncome), tol: 0.01 },
      means: 'Total Payroll Expenses / Total Income',
    },
    {
      id: 'interest',
      question: 'interest earned',
      expect: { value: money(otherIncome['Interest Income']) },
      means: 'Interest Income',
    },
    {
      id: 'jan',
      question: 'how much did we earn in january',
      expect: { refuse: true },
      means: 'the report has one column for the whole year',
    },
    {
      id: 'client',
      question: 'which client pays us the most',
      expect: { refuse: true },
      means: 'no clients in a P&L',
    },
  ];
  return {
    business: 'accounting practice',
    shape: 'QuickBooks-style P&L export: title rows, indented nested accounts, one Total column',
    bytes: await toBytes(wb),
    questions,
    checks: [
      {
        what: 'net income = income - all leaf expenses + other income',
        left: net,
        right: totIncome - isum(leafVals) + otherIncome['Interest Income'],
      },
    ],
  };
}
