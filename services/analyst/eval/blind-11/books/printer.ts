/** A screen printer: budget vs actual, two stacked tables (income, then expenses) on one sheet, comments column. */
import { growth, money, pct, sum } from '../../expect';
import { argmax, asker, cell, refuse, uniqueMax, type BlindBookDef } from '../kit';

const INCOME = ['T-shirt orders', 'Hoodies & sweats', 'Posters', 'Setup fees'];
const COSTS = [
  'Blank garments',
  'Ink & emulsion',
  'Screens',
  'Wages',
  'Rent',
  'Electricity',
  'Courier',
];

export const printer: BlindBookDef = {
  name: 'printer',
  business: 'screen printing shop (ZAR)',
  shape: 'budget vs actual, two stacked tables with repeated headers, comments column',
  build(wb, rnd) {
    const ws = wb.addWorksheet('BvA H1');
    ws.addRow(['Inkhouse Print Studio']);
    ws.addRow(['Budget vs actual, six months to 31 August 2025']);
    ws.addRow(['Amounts in rand (R)']);
    ws.addRow([]);
    const mk = (labels: string[]): Array<{ budget: bigint; actual: bigint }> =>
      labels.map(() => {
        const budget = BigInt(rnd.int(2000, 60000) * 100);
        return { budget, actual: (budget * BigInt(rnd.int(78, 131))) / 100n };
      });
    const inc = mk(INCOME);
    const cost = mk(COSTS);
    const table = (
      title: string,
      labels: string[],
      rows: Array<{ budget: bigint; actual: bigint }>,
    ): void => {
      ws.addRow([title, 'Budget', 'Actual', 'Variance', 'Comment']);
      rows.forEach((r, i) =>
        ws.addRow([
          labels[i],
          cell(r.budget),
          cell(r.actual),
          cell(r.actual - r.budget),
          r.actual > (r.budget * 12n) / 10n ? 'check' : null,
        ]),
      );
      ws.addRow([
        `Total ${title.toLowerCase()}`,
        cell(sum(rows.map((r) => r.budget))),
        cell(sum(rows.map((r) => r.actual))),
        cell(sum(rows.map((r) => r.actual - r.budget))),
        null,
      ]);
    };
    table('Income', INCOME, inc);
    ws.addRow([]);
    ws.addRow([]);
    table('Expenses', COSTS, cost);
    ws.addRow([]);
    const ia = sum(inc.map((r) => r.actual));
    const ib = sum(inc.map((r) => r.budget));
    const ca = sum(cost.map((r) => r.actual));
    const cb = sum(cost.map((r) => r.budget));
    ws.addRow(['Net result', cell(ib - cb), cell(ia - ca), cell(ia - ca - (ib - cb)), null]);
    ws.addRow(['Variance = actual - budget. Positive on expenses means overspent.']);

    const over = cost.map((r) => r.actual - r.budget);
    const a = asker('printer');
    a.q('actual income for the six months', { value: money(ia), means: 'Total income, Actual' });
    a.q('how much did we budget to spend', { value: money(cb), means: 'Total expenses, Budget' });
    a.q('what did we actually spend', { value: money(ca), means: 'Total expenses, Actual' });
    a.q('how far off budget was ink', {
      value: money(over[1]!),
      abs: true,
      means: 'Ink & emulsion actual - budget (sign either way)',
    });
    a.q(
      'which cost went most over budget in rand',
      uniqueMax(over) && over[argmax(over)]! > 0n
        ? {
            value: money(over[argmax(over)]!),
            at: COSTS[argmax(over)]!,
            means: 'largest positive expense variance',
          }
        : refuse('none over or tie'),
    );
    a.q('net result actual', { value: money(ia - ca), means: 'Net result, Actual' });
    a.q('did we beat the budgeted profit, by how much', {
      value: money(ia - ca - (ib - cb)),
      means: 'actual net - budget net',
    });
    a.q('poster sales vs budget %', {
      value: [pct(inc[2]!.actual, inc[2]!.budget), growth(inc[2]!.budget, inc[2]!.actual)],
      means: 'Posters: actual as % of budget, or variance % (actual-budget)/budget; both fair',
    });
    a.q('wages actual', { value: money(cost[3]!.actual), means: 'Wages Actual' });
    a.q('how many expense lines came in over budget', {
      value: String(over.filter((x) => x > 0n).length),
      means: 'expense rows with actual > budget',
    });
    a.q('budgeted setup fees', { value: money(inc[3]!.budget), means: 'Setup fees Budget' });
    a.q('courier overspend', {
      value: money(over[6]!),
      means: 'Courier actual - budget (negative = under)',
    });
    a.q(
      'which line is the biggest problem',
      refuse('ambiguous: by amount, by percent, income or costs'),
    );
    a.q('what was the budget for march', refuse('six-month totals only'));
    return {
      questions: a.list,
      checks: [
        {
          what: 'net variance = income var - cost var',
          a: ia - ca - (ib - cb),
          b: sum(inc.map((r) => r.actual - r.budget)) - sum(over),
        },
      ],
    };
  },
};
