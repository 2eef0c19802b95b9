/**
 * Issue 13, pass 29: the twenty-second blind set's layouts, built as the lead described them
 * (never read from eval/blind*), with made-up figures, for the pass29 tests.
 */
import type { ShapeRow } from './pass5-shapes';

/** A budget line: [name, budget, actual]. */
export type BudgetLine = [string, number, number];
export const BVA_REVENUE: BudgetLine[] = [
  ['Counter sales', 84_000, 88_250.4],
  ['Catering orders', 21_000, 17_012.1],
  ['Online boxes', 9_500, 12_480],
];
export const BVA_COSTS: BudgetLine[] = [
  ['Meat purchases', 52_000, 55_910.25],
  ['Wages', 31_000, 30_420],
  ['Packaging', 3_200, 3_610.8],
  ['Marketing', 2_500, 1_980],
  ['Waste disposal', 900, 1_140.5],
];
const r4 = (n: number): number => Math.round(n * 10_000) / 10_000;
const r2 = (n: number): number => Math.round(n * 100) / 100;

/** Stacked revenue and cost tables with Variance (good = positive) and a Var % fraction. */
export function budgetVarRows(rev = BVA_REVENUE, costs = BVA_COSTS): ShapeRow[] {
  const block = (head: string, lines: BudgetLine[], total: string, cost: boolean): ShapeRow[] => {
    const row = (n: string, b: number, a: number): ShapeRow => {
      const v = r2(cost ? b - a : a - b);
      return [n, b, a, v, r4(v / b)];
    };
    const b = lines.reduce((s, l) => s + l[1], 0);
    const a = lines.reduce((s, l) => s + l[2], 0);
    return [
      [head, 'Budget', 'Actual', 'Variance', 'Var %'],
      ...lines.map((l) => row(...l)),
      row(total, r2(b), r2(a)),
    ];
  };
  return [
    ['Metzgerei Baumann - Budget vs Actual, Q3 2025 (CHF)'],
    ['Variance = Actual - Budget for revenue, Budget - Actual for costs (positive is good)'],
    [],
    ...block('Revenue', rev, 'Total revenue', false),
    [],
    ...block('Costs', costs, 'Total costs', true),
  ];
}

/** A two-year line: [name, 2025, 2024]. */
export type YearLine = [string, number, number];
export const TEA_SALES: YearLine[] = [
  ['Black tea (CTC)', 1_840, 1_610],
  ['Green tea', 612, 548],
  ['White tea', 148, 171],
  ['Herbal blends', 305, 240],
];
export const TEA_COSTS: YearLine[] = [
  ['Leaf purchases', 1_120, 1_005],
  ['Packing', 184, 170],
  ['Freight', 241, 236],
];
export function teaYearsRows(sales = TEA_SALES, costs = TEA_COSTS): ShapeRow[] {
  const row = (n: string, a: number, b: number): ShapeRow => [n, a, b, a - b, r4((a - b) / b)];
  const tot = (ls: YearLine[], i: 1 | 2): number => ls.reduce((s, l) => s + l[i], 0);
  const [s1, s2, c1, c2] = [tot(sales, 1), tot(sales, 2), tot(costs, 1), tot(costs, 2)];
  return [
    ['Nilgiri Leaf Exports - results 2025 vs 2024'],
    ["(US$ '000)"],
    [null, 2025, 2024, 'Change', 'Change %'],
    ['Sales'],
    ...sales.map((l) => row(...l)),
    row('Total sales', s1, s2),
    ['Direct costs'],
    ...costs.map((l) => row(...l)),
    row('Total direct costs', c1, c2),
    row('Contribution', s1 - c1, s2 - c2),
    [],
    ['Figures unaudited; 2024 restated for the new freight contract.'],
  ];
}

/** A stock line: [item, sku, category, on hand, unit cost]. */
export type StockLine = [string, string, string, number, number];
export const STOCK: StockLine[] = [
  ['Fineliner 0.4 black', 'ST-101', 'Pens', 140, 1.35],
  ['Gel pen blue', 'ST-102', 'Pens', 210, 0.95],
  ['Fountain pen Safari', 'ST-115', 'Pens', 24, 13.82],
  ['Ballpoint refill pack', 'ST-118', 'Pens', 88, 2.4],
  ['A4 copy paper ream', 'PA-201', 'Paper', 60, 4.1],
  ['Kraft envelopes C5', 'PA-210', 'Paper', 35, 6.25],
  ['Sketchbook A5', 'PA-222', 'Paper', 42, 7.8],
  ['Diary 2026 week-to-view', 'DI-301', 'Diaries', 30, 9.6],
  ['Pocket diary 2026', 'DI-305', 'Diaries', 48, 5.15],
];
export function stockTopTotalRows(lines = STOCK): ShapeRow[] {
  const value = (l: StockLine): number => r2(l[3] * l[4]);
  return [
    ['Papeterie Lumière - stock count 30/09/2025'],
    ['Item', 'SKU', 'Category', 'On hand', 'Unit cost €', 'Stock value €'],
    [
      'TOTAL',
      null,
      null,
      lines.reduce((s, l) => s + l[3], 0),
      null,
      r2(lines.reduce((s, l) => s + value(l), 0)),
    ],
    ...lines.map((l): ShapeRow => [...l, value(l)]),
    [],
    ['Counted by the shop team on the evening of 30/09.'],
    ['Unit costs are last purchase prices ex VAT.'],
  ];
}

/** A retainer client: [client, plan, first month index (0 = Jan), last month index, fee]. */
export type Retainer = [string, string, number, number, number];
export const RETAINERS: Retainer[] = [
  ['Saltbush Wines', 'Growth', 0, 11, 3_300],
  ['Koala Kids Dental', 'Studio', 0, 3, 6_500],
  ['Harbour Legal', 'Starter', 0, 11, 1_500],
  ['Lyrebird Books', 'Growth', 2, 11, 3_300],
  ['Gumtree Cafe', 'Starter', 0, 7, 1_500],
  ['Wattle Physio', 'Studio', 5, 11, 6_200],
];
export const MONTHS_2025 = Array.from(
  { length: 12 },
  (_, i) => `2025-${String(i + 1).padStart(2, '0')}`,
);
export function retainerRows(clients = RETAINERS): ShapeRow[] {
  const fee = (c: Retainer, m: number): number | null => (m >= c[2] && m <= c[3] ? c[4] : null);
  return [
    ['Monthly retainers (A$, ex GST)'],
    ['Client', 'Plan', ...MONTHS_2025],
    ...clients.map((c): ShapeRow => [c[0], c[1], ...MONTHS_2025.map((_, m) => fee(c, m))]),
    [
      'Total MRR',
      null,
      ...MONTHS_2025.map((_, m) => clients.reduce((s, c) => s + (fee(c, m) ?? 0), 0)),
    ],
  ];
}
