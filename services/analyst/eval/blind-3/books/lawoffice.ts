/**
 * Law office (USD): a QuickBooks-style "Profit and Loss" export: company, report name and
 * period in title rows, an indented account column with account numbers, months across with a
 * TOTAL column, nested "Total ..." lines and a basis/timestamp footer.
 */
import { money, pct } from '../../expect';
import { argmax, bsum, questionsFor } from '../q';
import { makeRng } from '../rng';
import { FMT, M, MONTHS, SheetWriter, col, newBook, toBytes } from '../sheet';
import type { Blind3Book } from '../types';

type Row12 = bigint[];

export async function lawoffice(): Promise<Blind3Book> {
  const rng = makeRng(5);
  const r12 = (lo: number, hi: number): Row12 =>
    MONTHS.map(() => BigInt(rng.int(lo * 100, hi * 100)));
  const flat = (v: number): Row12 => MONTHS.map(() => BigInt(v * 100));
  const sumRows = (rows: Row12[]): Row12 => MONTHS.map((_, i) => bsum(rows.map((r) => r[i]!)));
  const minus = (a: Row12, b: Row12): Row12 => a.map((x, i) => x - b[i]!);
  const hourly = r12(48000, 76000);
  const flatFee = r12(6000, 15000);
  const legalFees = sumRows([hourly, flatFee]);
  const reimbursed = r12(300, 1800);
  const income = sumRows([legalFees, reimbursed]);
  const assoc = flat(22500);
  const paralegal = flat(8200);
  const ptax = sumRows([assoc, paralegal]).map((x) => (x * 765n) / 10000n);
  const payroll = sumRows([assoc, paralegal, ptax]);
  const rent = flat(7800);
  const malpractice = flat(1150);
  const westlaw = flat(640);
  const bar = MONTHS.map((_, i) => (i === 0 ? 420000n : i === 6 ? 95000n : 0n));
  const supplies = r12(250, 900);
  const meals = r12(100, 700);
  const expenses = sumRows([payroll, rent, malpractice, westlaw, bar, supplies, meals]);
  const noi = minus(income, expenses);
  const interestInc = r12(20, 90);
  const net = sumRows([noi, interestInc]);
  const tot = (r: Row12): bigint => bsum(r);

  const wb = newBook();
  const S = 'Profit and Loss';
  const w = new SheetWriter(wb.addWorksheet(S), FMT.plain);
  w.add(['Harlow & Vance LLP'], { bold: true });
  w.add(['Profit and Loss'], { bold: true });
  w.add(['January - December 2025']);
  w.blank();
  w.add(['', ...MONTHS.map((m) => `${m.slice(0, 3)} 2025`), 'TOTAL'], { bold: true });
  const line = (label: string, r?: Row12, bold = false): number =>
    r ? w.add([label, ...r.map(M), M(tot(r))], { bold }) : w.add([label], { bold });
  const totals: Blind3Book['totals'] = [];
  const T = col(14);
  line('Income', undefined, true);
  line('   4000 Legal Fees');
  const h = line('      4010 Hourly Billings', hourly);
  line('      4020 Flat Fee Matters', flatFee);
  const lf = line('   Total 4000 Legal Fees', legalFees);
  line('   4100 Reimbursed Expenses Income', reimbursed);
  const inc = line('Total Income', income, true);
  line('Gross Profit', income, true);
  line('Expenses', undefined, true);
  line('   6000 Payroll Expenses');
  const a = line('      6010 Salaries - Associates', assoc);
  line('      6020 Salaries - Paralegals', paralegal);
  line('      6030 Payroll Taxes', ptax);
  const pr = line('   Total 6000 Payroll Expenses', payroll);
  const rentRow = line('   6100 Rent', rent);
  line('   6200 Malpractice Insurance', malpractice);
  line('   6300 Westlaw Research', westlaw);
  line('   6400 Bar Dues & CLE', bar);
  line('   6500 Office Supplies', supplies);
  const mealsRow = line('   6600 Meals', meals);
  const ex = line('Total Expenses', expenses, true);
  const noiRow = line('Net Operating Income', noi, true);
  line('Other Income', undefined, true);
  line('   7000 Interest Income', interestInc);
  line('Total Other Income', interestInc);
  line('Net Other Income', interestInc);
  const netRow = line('Net Income', net, true);
  w.blank();
  w.add(['Accrual Basis  Tuesday, January 6, 2026  09:14 AM GMT-05:00']);
  totals.push({ sheet: S, total: `${T}${lf}`, parts: `${T}${h}:${T}${h + 1}` });
  totals.push({ sheet: S, total: `${T}${pr}`, parts: `${T}${a}:${T}${a + 2}` });
  totals.push({ sheet: S, total: `${T}${ex}`, parts: `${T}${pr},${T}${rentRow}:${T}${mealsRow}` });
  for (const r of [inc, ex, netRow, noiRow])
    totals.push({ sheet: S, total: `${T}${r}`, parts: `B${r}:M${r}` });

  const bestFees = argmax(
    MONTHS.map((m, i) => ({ m, v: legalFees[i]! })),
    (x) => x.v,
  );
  const bestNet = argmax(
    MONTHS.map((m, i) => ({ m, v: net[i]! })),
    (x) => x.v,
  );
  const q4exp = bsum(expenses.slice(9));

  const { list, ask, refuse } = questionsFor('lawoffice');
  ask('total income this year', { value: money(tot(income)) }, 'Total Income, TOTAL column', {
    sheet: S,
    range: `${T}${inc}`,
    op: 'value',
  });
  ask(
    'how much did we bill hourly in 2025',
    { value: money(tot(hourly)) },
    '4010 Hourly Billings, TOTAL',
    { sheet: S, range: `B${h}:M${h}`, op: 'sum' },
  );
  ask('net income for the year', { value: money(tot(net)) }, 'Net Income, TOTAL', {
    sheet: S,
    range: `${T}${netRow}`,
    op: 'value',
  });
  ask(
    'how did we do in march',
    { value: [money(net[2]!), money(income[2]!)] },
    'Net Income, Mar 2025 (the bottom line); Total Income for March is also a fair reading, either is right',
    { sheet: S, range: `D${netRow}`, op: 'value' },
  );
  ask(
    'most profitable month',
    { value: money(bestNet.v), at: bestNet.m.slice(0, 3) },
    'month with the largest Net Income',
  );
  ask(
    'total payroll expenses',
    { value: money(tot(payroll)) },
    'Total 6000 Payroll Expenses, TOTAL',
    { sheet: S, range: `${T}${pr}`, op: 'value' },
  );
  ask('what do we spend on rent a year', { value: money(tot(rent)) }, '6100 Rent, TOTAL', {
    sheet: S,
    range: `${T}${rentRow}`,
    op: 'value',
  });
  ask('westlaw costs for the year', { value: money(tot(westlaw)) }, '6300 Westlaw Research, TOTAL');
  ask('expenses in Q4', { value: money(q4exp) }, 'Total Expenses, Oct + Nov + Dec', {
    sheet: S,
    range: `K${ex}:M${ex}`,
    op: 'sum',
  });
  ask(
    'net margin',
    { value: pct(tot(net), tot(income)) },
    'Net Income / Total Income, TOTAL column, percent',
  );
  ask('interest income', { value: money(tot(interestInc)) }, '7000 Interest Income, TOTAL');
  ask(
    'which month had the highest legal fees',
    { value: money(bestFees.v), at: bestFees.m.slice(0, 3) },
    'month with the largest Total 4000 Legal Fees',
  );
  ask('bar dues and cle in january', { value: money(bar[0]!) }, '6400 Bar Dues & CLE, Jan 2025');
  ask(
    'flat fee matters for the year',
    { value: money(tot(flatFee)) },
    '4020 Flat Fee Matters, TOTAL',
  );
  ask('total expenses 2025', { value: money(tot(expenses)) }, 'Total Expenses, TOTAL', {
    sheet: S,
    range: `${T}${ex}`,
    op: 'value',
  });
  ask('what did meals cost in december', { value: money(meals[11]!) }, '6600 Meals, Dec 2025', {
    sheet: S,
    range: `M${mealsRow}`,
    op: 'value',
  });
  refuse('how many billable hours did we log', 'amounts only, no hours');
  refuse('who is our biggest client', 'no clients in a P&L');
  refuse('net income in 2024', 'only 2025');

  return {
    name: 'lawoffice',
    business: 'law office',
    shape:
      'QuickBooks-style P&L export, title rows, indented numbered accounts, months x TOTAL, footer',
    bytes: await toBytes(wb),
    questions: list,
    totals,
  };
}
