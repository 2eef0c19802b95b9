/**
 * Corner Café (€): budget vs actual for H1. A two-row header (Q1 / Q2 merged over Budget,
 * Actual, Over/(Under)), expense categories down, a Total row.
 */
import { growth, money } from '../../expect';
import { makeRng } from '../rng';
import { bold, cell, EURO, formatColumns, newBook, sumN, toBytes } from '../sheet';
import type { BookSpec } from '../types';

const CATEGORIES = [
  'Coffee beans',
  'Milk & dairy',
  'Pastries (wholesale)',
  'Wages',
  'Rent',
  'Utilities',
  'Card fees',
  'Marketing',
  'Repairs',
] as const;
const BUDGET: number[] = [
  420_000, 180_000, 260_000, 2_100_000, 900_000, 150_000, 60_000, 80_000, 50_000,
];

export interface CafeBudget {
  /** [quarter 0-1][category] -> [budget, actual] cents */
  q: Array<Array<[number, number]>>;
}

export const cafeBudget: BookSpec<CafeBudget> = {
  name: 'cafe-budget',
  about:
    'café, €, budget vs actual H1 with a two-row header (quarter over Budget/Actual/Over-Under), Total row',
  async build(seed) {
    const rng = makeRng(seed);
    const q = [0, 1].map((qi) =>
      CATEGORIES.map((c, i): [number, number] => {
        const budget = BUDGET[i]! + qi * 10_000 * rng.int(0, 3);
        const swing = c === 'Rent' ? 0 : rng.int(-15, 22);
        let actual =
          Math.round((budget * (100 + swing)) / 100) + (c === 'Rent' ? 0 : rng.int(0, 99));
        if (c === 'Wages' && qi === 1 && actual <= budget)
          actual = budget + rng.int(10_000, 90_000);
        return [budget, actual];
      }),
    );
    const wb = newBook();
    const ws = wb.addWorksheet('BvA H1');
    bold(ws.addRow(['Corner Café - Budget vs Actual, H1 2025']));
    ws.addRow([]);
    bold(ws.addRow([null, 'Q1', null, null, 'Q2', null, null]));
    ws.mergeCells(3, 2, 3, 4);
    ws.mergeCells(3, 5, 3, 7);
    bold(
      ws.addRow([
        'Category',
        'Budget',
        'Actual',
        'Over/(Under)',
        'Budget',
        'Actual',
        'Over/(Under)',
      ]),
    );
    const three = ([b, a]: [number, number]): number[] => [cell(b), cell(a), cell(a - b)];
    CATEGORIES.forEach((c, i) => ws.addRow([c, ...three(q[0]![i]!), ...three(q[1]![i]!)]));
    const tot = (qi: number): [number, number] => [
      sumN(q[qi]!.map((x) => x[0])),
      sumN(q[qi]!.map((x) => x[1])),
    ];
    bold(ws.addRow(['Total', ...three(tot(0)), ...three(tot(1))]));
    formatColumns(ws, [2, 3, 4, 5, 6, 7], EURO, 5);
    ws.getColumn(1).width = 22;
    return { bytes: await toBytes(wb), facts: { q } };
  },
  questions({ q }) {
    const idx = (c: (typeof CATEGORIES)[number]): number => CATEGORIES.indexOf(c);
    const tot = (qi: number, k: 0 | 1): number => sumN(q[qi]!.map((x) => x[k]));
    const over2 = q[1]!.map(([b, a]) => a - b);
    const topOver = over2.indexOf(Math.max(...over2));
    // "most over budget" in euros or in percent of budget: both readings are fair
    const overPct = q[1]!.map(([b, a]) => (a - b) / b);
    const topOverPct = overPct.indexOf(Math.max(...overPct));
    const mkt = q[0]![idx('Marketing')]!;
    return [
      {
        id: 'actual-q1',
        question: 'total actual spending in q1',
        expect: { value: money(tot(0, 1)) },
        means: 'Actual, Q1, all categories (= Total row)',
      },
      {
        id: 'wages-over-q2',
        question: 'how much over budget were we on wages in q2',
        expect: { value: money(over2[idx('Wages')]!) },
        means: 'Q2 Wages Actual - Budget (positive by construction)',
      },
      {
        id: 'top-over-q2',
        question: 'which category went most over budget in q2',
        expect: topOver === topOverPct ? { at: CATEGORIES[topOver]! } : { refuse: true },
        means:
          topOver === topOverPct
            ? 'the same category leads in euros (Actual - Budget) and in percent of budget; place only'
            : 'euros and percent over budget name different categories: ask which',
      },
      {
        id: 'rent-budget-q1',
        question: 'budget for rent in q1',
        expect: { value: money(q[0]![idx('Rent')]![0]) },
        means: 'Q1 Rent Budget',
      },
      {
        id: 'overall-q1',
        question: 'were we over or under budget overall in q1, by how much',
        expect: { value: money(tot(0, 1) - tot(0, 0)), abs: true },
        means: '|Q1 Actual total - Q1 Budget total| (sign not scored)',
      },
      {
        id: 'milk-h1',
        question: 'actual milk cost for the half year',
        expect: { value: money(q[0]![idx('Milk & dairy')]![1] + q[1]![idx('Milk & dairy')]![1]) },
        means: 'Milk & dairy Actual Q1 + Q2',
      },
      {
        id: 'budget-h1',
        question: 'total budget for h1',
        expect: { value: money(tot(0, 0) + tot(1, 0)) },
        means: 'Budget total Q1 + Q2',
      },
      {
        id: 'mkt-pct-q1',
        question: 'how far off budget was marketing in q1 in percent',
        expect: { value: growth(mkt[0], mkt[1]), abs: true },
        means: '|(Actual - Budget) / Budget|, Q1 Marketing',
      },
      {
        id: 'beans-q2',
        question: 'q2 actual coffee beans',
        expect: { value: money(q[1]![idx('Coffee beans')]![1]) },
        means: 'one cell',
      },
      {
        id: 'spend-q2',
        question: 'what did we spend in q2',
        expect: { value: money(tot(1, 1)) },
        means: 'Actual, Q2, all categories',
      },
      {
        id: 'card-fees-q2-budget',
        question: 'card fees budget q2',
        expect: { value: money(q[1]![idx('Card fees')]![0]) },
        means: 'one cell',
      },
      {
        id: 'revenue',
        question: 'how much revenue did we make',
        expect: { refuse: true },
        means: 'expenses only',
      },
      { id: 'q3', question: 'budget for q3', expect: { refuse: true }, means: 'H1 only' },
    ];
  },
};
