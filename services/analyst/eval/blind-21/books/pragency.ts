/**
 * PR agency (Makati), a QuickBooks-style Profit and Loss in ₱: title rows, indented accounts,
 * quarters as columns plus a TOTAL column, "Total ..." lines, Gross Profit and Net Income.
 */
import ExcelJS from 'exceljs';
import {
  argmax,
  asker,
  cell,
  growth,
  hundredths as m,
  int,
  meanCents,
  pct,
  PCT,
  rng,
  SEED,
  sum,
  type BlindBook,
  type BlindQuestion,
} from '../common';

export function pragency(): BlindBook {
  const r = rng(SEED + 5);
  const inc = ['Retainer fees', 'Project fees', 'Event management'];
  const cos = ['Freelance writers', 'Media monitoring'];
  const exp = [
    'Salaries and wages',
    'Office rent',
    'Software subscriptions',
    'Travel and meals',
    'Client entertainment',
  ];
  const gen = (n: number, lo: number, hi: number): number[][] =>
    Array.from({ length: n }, () => [0, 1, 2, 3].map(() => int(r, lo, hi)));
  const I = gen(inc.length, 300_000_00, 2_200_000_00);
  const C = gen(cos.length, 60_000_00, 400_000_00);
  const E = gen(exp.length, 30_000_00, 1_100_000_00);
  const colSum = (g: number[][]): bigint[] => [0, 1, 2, 3].map((k) => sum(g.map((x) => x[k]!)));
  const ti = colSum(I);
  const tc = colSum(C);
  const te = colSum(E);
  const gp = ti.map((x, k) => x - tc[k]!);
  const ni = gp.map((x, k) => x - te[k]!);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Profit and Loss');
  ws.addRow(['Kislap Communications Inc.']);
  ws.addRow(['Profit and Loss']);
  ws.addRow(['January - December 2025']);
  ws.addRow([]);
  ws.addRow(['', 'Jan - Mar 2025', 'Apr - Jun 2025', 'Jul - Sep 2025', 'Oct - Dec 2025', 'TOTAL']);
  const line = (label: string, xs: Array<number | bigint>): void => {
    ws.addRow([label, ...xs.map(cell), cell(sum(xs))]);
  };
  ws.addRow(['Income']);
  inc.forEach((n, i) => line(`   ${n}`, I[i]!));
  line('Total Income', ti);
  ws.addRow(['Cost of Sales']);
  cos.forEach((n, i) => line(`   ${n}`, C[i]!));
  line('Total Cost of Sales', tc);
  line('Gross Profit', gp);
  ws.addRow(['Expenses']);
  exp.forEach((n, i) => line(`   ${n}`, E[i]!));
  line('Total Expenses', te);
  line('Net Income', ni);
  ws.addRow([]);
  ws.addRow(['Accrual Basis  Monday, January 12, 2026 09:14 AM GMT+08:00']);

  const out: BlindQuestion[] = [];
  const q = asker('pragency', out);
  const yr = (xs: bigint[]): bigint => sum(xs);
  q('net income for the year', 'Net Income, TOTAL', { value: m(yr(ni)) });
  q('how much did retainers bring in', 'Retainer fees, TOTAL', { value: m(sum(I[0]!)) });
  q('gross margin for 2025', 'Gross Profit / Total Income, full year, %', {
    value: pct(yr(gp), yr(ti)),
    tol: PCT,
  });
  q('which quarter was most profitable', 'quarter with the largest Net Income', {
    at: [
      ['Jan - Mar', 'Q1'],
      ['Apr - Jun', 'Q2'],
      ['Jul - Sep', 'Q3'],
      ['Oct - Dec', 'Q4'],
    ][ni.indexOf(argmax(ni, (x) => x))]!,
  });
  q('total expenses in q3', 'Total Expenses, Jul - Sep', { value: m(te[2]!) });
  q('what did we pay freelancers this year', 'Freelance writers, TOTAL', { value: m(sum(C[0]!)) });
  q('revenue growth q1 to q4', 'growth = (Total Income Q4 - Q1) / Q1', {
    value: growth(ti[0]!, ti[3]!),
    tol: PCT,
  });
  q('biggest expense', 'expense account with the largest TOTAL', {
    at: argmax(exp, (n) => sum(E[exp.indexOf(n)]!)),
  });
  q('what share of income comes from events', 'Event management TOTAL / Total Income TOTAL', {
    value: pct(sum(I[2]!), yr(ti)),
    tol: PCT,
  });
  q('client entertainment first half', 'Client entertainment Q1 + Q2', {
    value: m(E[4]![0]! + E[4]![1]!),
  });
  q('how much did we spend on software', 'Software subscriptions, TOTAL', { value: m(sum(E[2]!)) });
  q('cost of sales in the second quarter', 'Total Cost of Sales, Apr - Jun', { value: m(tc[1]!) });
  q('average quarterly income', 'Total Income TOTAL / 4', {
    value: meanCents(yr(ti), 4),
    tol: 0.01,
  });
  q('which client pays the biggest retainer', 'no clients on a P&L', { refuse: true });
  q('how much cash do we have', 'a P&L holds no cash balance', { refuse: true });
  return {
    name: 'pragency',
    business: 'PR agency, ₱, QuickBooks P&L by quarter',
    workbook: wb,
    questions: out,
  };
}
