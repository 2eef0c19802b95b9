/**
 * Brewery taproom (USD): budget vs actual for a quarter: Budget, Actual, Over/(Under) and
 * % of Budget columns, Income and Expense sections with totals and a Net line.
 */
import { money, pct } from '../../expect';
import { argmax, argmin, bsum, questionsFor } from '../q';
import { makeRng } from '../rng';
import { FMT, M, P, SheetWriter, newBook, toBytes } from '../sheet';
import type { Blind3Book } from '../types';
import { divRound } from '../../expect';

export async function taproom(): Promise<Blind3Book> {
  const rng = makeRng(11);
  const ba = (budget: number, spread: number): [bigint, bigint] => {
    const b = BigInt(budget * 100);
    const a = BigInt(Math.round(budget * (1 + (rng.next() - 0.5) * spread) * 100) + rng.int(0, 99));
    return [b, a];
  };
  const income: Array<[string, [bigint, bigint]]> = [
    ['Beer sales - taproom', ba(142000, 0.3)],
    ['Beer sales - kegs to bars', ba(38000, 0.4)],
    ['Food truck commission', ba(6500, 0.5)],
    ['Merchandise', ba(9000, 0.6)],
    ['Private events', ba(15000, 0.8)],
  ];
  const expenses: Array<[string, [bigint, bigint]]> = [
    ['Brewing ingredients', ba(31000, 0.3)],
    ['Packaging & kegs', ba(7500, 0.4)],
    ['Wages', ba(61000, 0.2)],
    ['Rent', [960000n, 960000n]],
    ['Utilities', ba(8400, 0.5)],
    ['Marketing', ba(5000, 0.8)],
    ['Repairs & maintenance', ba(4000, 1.2)],
    ['Licenses & excise', ba(6200, 0.2)],
  ];
  const sum = (rows: Array<[string, [bigint, bigint]]>, i: 0 | 1): bigint =>
    bsum(rows.map((r) => r[1][i]));
  const inc: [bigint, bigint] = [sum(income, 0), sum(income, 1)];
  const exp: [bigint, bigint] = [sum(expenses, 0), sum(expenses, 1)];
  const net: [bigint, bigint] = [inc[0] - exp[0], inc[1] - exp[1]];
  const ofBudget = (v: [bigint, bigint]): bigint => divRound(v[1] * 10000n, v[0]);

  const wb = newBook();
  const S = 'Budget v Actual Q3';
  const w = new SheetWriter(wb.addWorksheet(S), FMT.usd);
  w.add(['Copper Kettle Brewing Co. - Taproom'], { bold: true });
  w.add(['Budget vs. Actual, July - September 2025']);
  w.blank();
  w.add(['', 'Budget', 'Actual', 'Over/(Under) Budget', '% of Budget'], { bold: true });
  const line = (label: string, v: [bigint, bigint], bold = false): number =>
    w.add([label, M(v[0]), M(v[1]), M(v[1] - v[0]), P(ofBudget(v))], { bold });
  w.add(['Income'], { bold: true });
  const fi = w.row + 1;
  for (const [l, v] of income) line(`   ${l}`, v);
  const incRow = line('Total Income', inc, true);
  w.add(['Expense'], { bold: true });
  const fe = w.row + 1;
  for (const [l, v] of expenses) line(`   ${l}`, v);
  const expRow = line('Total Expense', exp, true);
  const netRow = line('Net Income', net, true);

  const wages = expenses[2]![1];
  const over = argmax(expenses, (r) => r[1][1] - r[1][0]);
  const miss = argmin(income, (r) => r[1][1] - r[1][0]);
  const events = income[4]![1];
  const repairs = expenses[6]![1];

  const { list, ask, refuse } = questionsFor('taproom');
  ask(
    'were we over budget on wages? by how much',
    { value: money(wages[1] - wages[0]), abs: true },
    'Wages Actual - Budget (sign may be given either way)',
  );
  ask('total actual income', { value: money(inc[1]) }, 'Total Income, Actual', {
    sheet: S,
    range: `C${fi}:C${incRow - 1}`,
    op: 'sum',
  });
  ask(
    'how far over or under budget were expenses overall',
    { value: money(exp[1] - exp[0]), abs: true },
    'Total Expense, Actual - Budget',
  );
  ask(
    'which expense went the most dollars over budget',
    { value: money(over[1][1] - over[1][0]), at: over[0] },
    'expense line with the largest Actual - Budget',
  );
  ask(
    'which income line fell furthest short of budget in dollars',
    { value: money(miss[1][1] - miss[1][0]), abs: true, at: miss[0] },
    'income line with the most negative Actual - Budget',
  );
  ask('net income actual', { value: money(net[1]) }, 'Net Income, Actual', {
    sheet: S,
    range: `C${netRow}`,
    op: 'value',
  });
  ask('what was the marketing budget', { value: money(expenses[5]![1][0]) }, 'Marketing, Budget');
  ask('actual utilities', { value: money(expenses[4]![1][1]) }, 'Utilities, Actual');
  ask(
    'private events as % of budget',
    { value: [pct(events[1], events[0])] },
    'Private events Actual / Budget, percent',
  );
  ask(
    'how much did we spend on repairs vs budget in percent',
    { value: pct(repairs[1], repairs[0]) },
    'Repairs & maintenance Actual / Budget, percent',
  );
  ask(
    'net income vs budget difference',
    { value: money(net[1] - net[0]), abs: true },
    'Net Income, Actual - Budget',
  );
  ask('budgeted total expense', { value: money(exp[0]) }, 'Total Expense, Budget', {
    sheet: S,
    range: `B${fe}:B${expRow - 1}`,
    op: 'sum',
  });
  ask(
    'taproom beer sales actual',
    { value: money(income[0]![1][1]) },
    'Beer sales - taproom, Actual',
  );
  refuse('whats the budget for next quarter', 'Q3 only');
  refuse('beer sales in august', 'quarter totals only, no months');
  refuse('how many pints did we pour', 'no volumes');

  return {
    name: 'taproom',
    business: 'brewery taproom',
    shape: 'budget vs actual, over/(under) and % of budget, sections and totals',
    bytes: await toBytes(wb),
    questions: list,
    totals: [
      { sheet: S, total: `C${incRow}`, parts: `C${fi}:C${incRow - 1}` },
      { sheet: S, total: `B${incRow}`, parts: `B${fi}:B${incRow - 1}` },
      { sheet: S, total: `C${expRow}`, parts: `C${fe}:C${expRow - 1}` },
      { sheet: S, total: `B${expRow}`, parts: `B${fe}:B${expRow - 1}` },
    ],
  };
}
