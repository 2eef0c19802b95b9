/**
 * Butcher (CHF): budget vs actual for Q3 2025, Line | Budget | Actual | Variance | Var %,
 * variance = budget - actual for costs (positive = under budget), the sheet's own sign
 * convention written in a note above the header. Revenue block and cost block stacked.
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

const NAME = 'butcher-budget';
const r = rng(SEED + 11);
const REV: Array<[string, number, number]> = [
  ['Counter sales', 14500000, r.int(130000, 160000) * 100],
  ['Catering orders', 2800000, r.int(18000, 36000) * 100],
  ['Online boxes', 1500000, r.int(9000, 21000) * 100],
];
const COST: Array<[string, number, number]> = [
  ['Meat purchases', 7800000, r.int(72000, 86000) * 100],
  ['Wages', 4200000, r.int(41000, 44500) * 100],
  ['Rent', 1350000, 1350000],
  ['Energy & refrigeration', 620000, r.int(5200, 8400) * 100],
  ['Packaging', 240000, r.int(1800, 3300) * 100],
  ['Marketing', 300000, r.int(1200, 4100) * 100],
  ['Waste disposal', 90000, r.int(700, 1400) * 100],
];
const sum = (ls: Array<[string, number, number]>, i: 1 | 2): bigint => sumOf(ls.map((l) => l[i]));

async function build(): Promise<Uint8Array> {
  const wb = newBook();
  const ws = wb.addWorksheet('Q3 BvA');
  ws.addRow(['Metzgerei Baumann - Budget vs Actual, Q3 2025 (CHF)']);
  ws.addRow([
    'Variance = Actual - Budget for revenue, Budget - Actual for costs (positive is good)',
  ]);
  ws.addRow([]);
  ws.addRow(['Revenue', 'Budget', 'Actual', 'Variance', 'Var %']);
  REV.forEach(([l, b, a]) =>
    ws.addRow([l, cell(b), cell(a), cell(a - b), Number(pct(a - b, b)) / 100]),
  );
  ws.addRow([
    'Total revenue',
    cell(sum(REV, 1)),
    cell(sum(REV, 2)),
    cell(sum(REV, 2) - sum(REV, 1)),
    Number(pct(sum(REV, 2) - sum(REV, 1), sum(REV, 1))) / 100,
  ]);
  ws.addRow([]);
  ws.addRow(['Costs', 'Budget', 'Actual', 'Variance', 'Var %']);
  COST.forEach(([l, b, a]) =>
    ws.addRow([l, cell(b), cell(a), cell(b - a), Number(pct(b - a, b)) / 100]),
  );
  ws.addRow([
    'Total costs',
    cell(sum(COST, 1)),
    cell(sum(COST, 2)),
    cell(sum(COST, 1) - sum(COST, 2)),
    Number(pct(sum(COST, 1) - sum(COST, 2), sum(COST, 1))) / 100,
  ]);
  ws.getColumn(5).numFmt = '0.0%';
  return toBytes(wb);
}

const { qs, ask } = asker(NAME);
const over = COST.filter(([, b, a]) => a > b);
const overAmt = COST.map(([, b, a]) => a - b);
const profitA = sum(REV, 2) - sum(COST, 2);
const profitB = sum(REV, 1) - sum(COST, 1);
ask('what did we actually spend in q3', { value: money(sum(COST, 2)) }, 'Total costs, Actual');
ask('what was the cost budget', { value: money(sum(COST, 1)) }, 'Total costs, Budget');
ask('actual revenue', { value: money(sum(REV, 2)) }, 'Total revenue, Actual');
ask('how much did meat purchases come to', { value: money(COST[0]![2]) }, 'Meat purchases, Actual');
ask(
  'how many cost lines went over budget',
  { value: String(over.length) },
  'cost lines with Actual > Budget',
);
ask(
  'which cost went furthest over budget in francs',
  { at: COST[argExtreme(overAmt)]![0] },
  'largest Actual - Budget (amount, as asked)',
);
ask(
  'which line went most over budget',
  { refuse: true },
  'two fair readings: by amount or by percent (and revenue lines "over" is good); ask back',
);
ask(
  'did we beat the revenue budget and by how much',
  { value: money(sum(REV, 2) - sum(REV, 1)) },
  'Total revenue Actual - Budget (negative if short)',
);
ask(
  'profit for the quarter',
  { value: money(profitA) },
  'Total revenue Actual - Total costs Actual',
);
ask(
  'what profit did we budget',
  { value: money(profitB) },
  'Total revenue Budget - Total costs Budget',
);
ask(
  'catering vs budget in %',
  { value: pct(REV[1]![2] - REV[1]![1], REV[1]![1]) },
  '(Actual - Budget) / Budget * 100, Catering orders',
);
ask('energy actual', { value: money(COST[3]![2]) }, 'Energy & refrigeration, Actual');
ask('how much did online boxes bring in', { value: money(REV[2]![2]) }, 'Online boxes, Actual');
ask('wages budget', { value: money(COST[1]![1]) }, 'Wages, Budget');
ask(
  'what will q4 look like',
  { refuse: true },
  'no Q4 budget or data; a forecast from one quarter is not on the sheet',
);
export const butcherBudget: BlindBook = {
  name: NAME,
  business: 'butcher',
  shape: 'budget vs actual with stacked revenue and cost tables',
  build,
  questions: qs,
  checks: [
    {
      what: 'profit from variances',
      a: profitA - profitB,
      b: sumOf(REV.map(([, b, a]) => a - b)) + sumOf(COST.map(([, b, a]) => b - a)),
    },
  ],
};
