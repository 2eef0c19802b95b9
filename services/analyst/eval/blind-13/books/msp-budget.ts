/**
 * An IT support MSP's budget vs actual (CAD, C$) for the year to date: Budget, Actual,
 * Variance (Actual - Budget) and % of budget, income and cost lines, totals at the bottom.
 */
import { money, pct, sum } from '../../expect';
import { argmax, ask, cell, int, rng, toBytes, uniqueMax, type BlindBook } from '../kit';

const NAME = 'msp-budget';
const r = rng(12);
const INCOME = ['Managed services contracts', 'Project work', 'Hardware resale'];
const COSTS = [
  'Technician wages',
  'Software licences',
  'Hardware purchases',
  'Vehicles',
  'Office & admin',
  'Training',
];
const line = (lo: number, hi: number): { budget: bigint; actual: bigint } => {
  const budget = BigInt(int(r, lo, hi) * 100);
  return { budget, actual: (budget * BigInt(int(r, 82, 121))) / 100n + BigInt(int(r, 0, 99)) };
};
const inc = INCOME.map(() => line(40_000, 420_000));
const cost = COSTS.map(() => line(8_000, 260_000));
const T = (xs: Array<{ budget: bigint; actual: bigint }>) => ({
  budget: sum(xs.map((x) => x.budget)),
  actual: sum(xs.map((x) => x.actual)),
});
const ti = T(inc);
const tc = T(cost);
const over = cost.map((c) => c.actual - c.budget);
const overLines = over.filter((v) => v > 0n).length;
if (!uniqueMax(over) || over.every((v) => v <= 0n)) throw new Error(`${NAME}: tie`);

export const mspBudget: BlindBook = {
  name: NAME,
  business: 'IT support MSP',
  shape: 'budget vs actual with variance and % of budget',
  build: () =>
    toBytes((wb) => {
      const ws = wb.addWorksheet('BvA YTD');
      ws.addRow(['NorthByte IT Services — Budget vs Actual, Jan–Sep 2025']);
      ws.addRow(['C$']);
      ws.addRow(['Line', 'Budget', 'Actual', 'Variance', '% of budget']);
      const put = (n: string, x: { budget: bigint; actual: bigint }): void => {
        ws
          .addRow([
            n,
            cell(x.budget),
            cell(x.actual),
            cell(x.actual - x.budget),
            Number(pct(x.actual, x.budget)) / 100,
          ])
          .getCell(5).numFmt = '0.0%';
      };
      INCOME.forEach((n, i) => put(n, inc[i]!));
      put('Total income', ti);
      ws.addRow([]);
      COSTS.forEach((n, i) => put(n, cost[i]!));
      put('Total costs', tc);
      ws.addRow([]);
      put('Net profit', { budget: ti.budget - tc.budget, actual: ti.actual - tc.actual });
    }),
  checks: [
    { what: 'cost variances sum to total variance', a: sum(over), b: tc.actual - tc.budget },
  ],
  questions: ask(NAME, [
    ['total actual income', { value: money(ti.actual), means: 'Total income, Actual' }],
    ['what did we budget for costs', { value: money(tc.budget), means: 'Total costs, Budget' }],
    [
      'are we over budget on costs and by how much',
      {
        value: money(tc.actual - tc.budget),
        means: 'Total costs Actual - Budget (negative = under)',
      },
    ],
    [
      'which cost line is most over budget',
      { at: COSTS[argmax(over)]!, means: 'largest Actual - Budget among cost lines' },
    ],
    [
      'what % of the cost budget have we spent',
      { value: pct(tc.actual, tc.budget), means: 'Total costs Actual / Budget * 100' },
    ],
    ['actual net profit', { value: money(ti.actual - tc.actual), means: 'Net profit, Actual' }],
    ['budgeted net profit', { value: money(ti.budget - tc.budget), means: 'Net profit, Budget' }],
    [
      'how did managed services do against budget',
      {
        value: money(inc[0]!.actual - inc[0]!.budget),
        means: 'Managed services contracts Actual - Budget',
      },
    ],
    ['software licences actual', { value: money(cost[1]!.actual), means: 'one cell' }],
    [
      'how many cost lines are over budget',
      { value: String(overLines), means: 'cost lines with Actual > Budget' },
    ],
    ['training budget', { value: money(cost[5]!.budget), means: 'one cell' }],
    [
      'project work vs budget in %',
      { value: pct(inc[1]!.actual, inc[1]!.budget), means: 'Project work Actual / Budget * 100' },
    ],
    ['how many contracts do we have', { refuse: true, means: 'amounts only, no contract count' }],
    [
      'what will the full year come in at',
      { refuse: true, means: 'year to date only; a projection method is not given' },
    ],
  ]),
};
