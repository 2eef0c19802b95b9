/**
 * A bakery café chain's Q1 sales by branch by week (₱): one sheet per branch (weeks down,
 * products across, Total column and row) and a Summary sheet per branch.
 */
import { BookKit, cell, int, type BuiltBook } from '../kit/kit';
import { argExtreme, growth, meanCents, money, pct, total, uniqueExtreme } from '../kit/money';

const BRANCHES = ['Makati', 'BGC', 'Ortigas'];
const PRODUCTS = ['Bread', 'Pastries', 'Coffee', 'Cakes'];
const WEEKS = 13;

export async function buildBakeryBranches(): Promise<BuiltBook> {
  const k = new BookKit(
    'bakery-branches',
    'bakery café chain',
    'multi-sheet: weekly sales per branch + summary',
  );
  const base: Record<string, number[]> = {
    Makati: [52000, 38000, 61000, 24000],
    BGC: [41000, 45000, 72000, 30000],
    Ortigas: [36000, 29000, 44000, 19000],
  };
  const data = BRANCHES.map((b) =>
    Array.from({ length: WEEKS }, () =>
      base[b]!.map(
        (v) => int(k.rng, Math.round(v * 0.75), Math.round(v * 1.25)) * 100 + int(k.rng, 0, 99),
      ),
    ),
  );
  const weekLabel = (w: number): string => {
    const d = new Date(Date.UTC(2025, 0, 6 + 7 * w));
    return `Week ${w + 1} (${d.toISOString().slice(5, 10)})`;
  };
  // "Week 1" is a prefix of "Week 12": match the number only when something else follows it
  const weekAt = (w: number): string[] => [
    ...[' ', ',', '.', ':', ')'].map((end) => `Week ${w + 1}${end}`),
    new Date(Date.UTC(2025, 0, 6 + 7 * w)).toISOString().slice(5, 10),
  ];
  const branchTotals: number[] = [];
  data.forEach((grid, bi) => {
    const ws = k.wb.addWorksheet(BRANCHES[bi]!);
    ws.addRow([`Pan de Sal & Co. - ${BRANCHES[bi]} branch`]);
    ws.addRow(['Weekly sales Q1 2025 (₱)']);
    ws.addRow(['Week', ...PRODUCTS, 'Total']);
    grid.forEach((r, w) => {
      const x = ws.addRow([weekLabel(w), ...r.map(cell), cell(total(r))]);
      for (let c = 2; c <= 6; c++) x.getCell(c).numFmt = '#,##0.00';
    });
    const t = total(grid.map((r) => total(r)));
    branchTotals.push(t);
    const x = ws.addRow([
      'Total',
      ...PRODUCTS.map((_, p) => cell(total(grid.map((r) => r[p]!)))),
      cell(t),
    ]);
    for (let c = 2; c <= 6; c++) x.getCell(c).numFmt = '#,##0.00';
  });
  const sum = k.wb.addWorksheet('Summary');
  sum.addRow(['Q1 2025 by branch']);
  sum.addRow(['Branch', 'Q1 sales']);
  BRANCHES.forEach((b, i) => sum.addRow([b, cell(branchTotals[i]!)]));
  const grand = total(branchTotals);
  sum.addRow(['All branches', cell(grand)]);

  const col = (bi: number, p: number): number => total(data[bi]!.map((r) => r[p]!));
  const weekTotals = (bi: number): number[] => data[bi]!.map((r) => total(r));
  k.check(
    'product totals across branches add up to the grand total',
    total(PRODUCTS.map((_, p) => total(BRANCHES.map((_, bi) => col(bi, p))))) === grand,
  );
  k.check(
    'extremes unique',
    uniqueExtreme(branchTotals, 'max') &&
      uniqueExtreme(weekTotals(2), 'max') &&
      uniqueExtreme(
        PRODUCTS.map((_, p) => col(0, p)),
        'max',
      ) &&
      uniqueExtreme(weekTotals(1), 'min'),
  );
  const topB = argExtreme(branchTotals, 'max');
  const bestW = argExtreme(weekTotals(2), 'max');
  const worstW = argExtreme(weekTotals(1), 'min');
  const topP = argExtreme(
    PRODUCTS.map((_, p) => col(0, p)),
    'max',
  );

  k.ask('total sales all branches q1', { value: money(grand), means: 'Summary, All branches' });
  k.ask('which branch sold the most', {
    value: money(branchTotals[topB]!),
    at: BRANCHES[topB]!,
    means: 'largest branch Q1 total',
  });
  k.ask('makati sales in week 5', {
    value: money(weekTotals(0)[4]!),
    means: 'Makati sheet, Week 5 Total',
  });
  k.ask('coffee sales at BGC for the quarter', {
    value: money(col(1, 2)),
    means: 'BGC sheet, Coffee column total',
  });
  k.ask('best week at ortigas', {
    value: money(weekTotals(2)[bestW]!),
    at: weekAt(bestW),
    means: 'Ortigas week with the largest Total',
  });
  k.ask('worst week for BGC', {
    value: money(weekTotals(1)[worstW]!),
    at: weekAt(worstW),
    means: 'BGC week with the smallest Total',
  });
  k.ask('pastries total at ortigas', {
    value: money(col(2, 1)),
    means: 'Ortigas sheet, Pastries column total',
  });
  k.ask("what's makati's share of sales", {
    value: pct(branchTotals[0]!, grand),
    tol: 0.01,
    means: 'Makati Q1 / All branches * 100',
  });
  k.ask('average weekly sales at bgc', {
    value: meanCents(branchTotals[1]!, WEEKS),
    means: 'BGC Q1 total / 13 weeks',
  });
  k.ask('how much coffee did we sell across all branches', {
    value: money(total(BRANCHES.map((_, bi) => col(bi, 2)))),
    means: 'Coffee column totals of the three branch sheets',
  });
  k.ask('bgc growth from week 1 to week 13', {
    value: growth(weekTotals(1)[0]!, weekTotals(1)[12]!),
    tol: 0.01,
    means: '(Week 13 Total - Week 1 Total) / Week 1 Total * 100, BGC',
  });
  k.ask('cakes at makati in week 10', {
    value: money(data[0]![9]![3]!),
    means: 'Makati sheet, Week 10, Cakes',
  });
  k.ask('which product sells best in makati', {
    value: money(col(0, topP)),
    at: PRODUCTS[topP]!,
    means: 'Makati product with the largest column total',
  });
  k.ask('ortigas q1 sales', {
    value: money(branchTotals[2]!),
    means: 'Summary, Ortigas (= Ortigas sheet Total)',
  });
  k.refuse('which branch is the most profitable', 'sales only, no costs');
  k.refuse('sales in april', 'Q1 only');
  return k.done();
}
