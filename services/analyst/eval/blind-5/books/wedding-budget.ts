/**
 * A wedding planner's budget vs actual for one event (€): Budget, Actual, Variance
 * (budget - actual, negative = over), % of budget used, a Total row and a note.
 */
import { BookKit, cell, int, type BuiltBook } from '../kit/kit';
import { argExtreme, money, pct, total, uniqueExtreme } from '../kit/money';

const CATS: Array<[string, number]> = [
  ['Venue hire', 9500_00],
  ['Catering (120 guests)', 14400_00],
  ['Photography & video', 3800_00],
  ['Flowers & styling', 2600_00],
  ['Band / DJ', 2200_00],
  ['Wedding cake', 650_00],
  ['Stationery & invitations', 480_00],
  ['Guest transport', 1300_00],
  ['Hair & make-up', 900_00],
  ['Lighting & decor', 1700_00],
];

export async function buildWeddingBudget(): Promise<BuiltBook> {
  const k = new BookKit(
    'wedding-budget',
    'wedding planner',
    'budget vs actual with variance and Total row',
  );
  const rows = CATS.map(([cat, budget]) => {
    const actual = Math.max(
      0,
      budget + Math.round((budget * int(k.rng, -14, 18)) / 100) + int(k.rng, -99, 99),
    );
    return { cat, budget, actual, variance: budget - actual };
  });
  const ws = k.wb.addWorksheet('Moreau-Lindqvist');
  ws.addRow(['Moreau / Lindqvist wedding - 14 June 2025 - Château de Vaux']);
  ws.addRow(['Budget vs actual (EUR, incl. VAT)']);
  ws.addRow([]);
  ws.addRow(['Category', 'Budget', 'Actual', 'Variance', '% of budget used']);
  for (const r of rows) {
    const x = ws.addRow([
      r.cat,
      cell(r.budget),
      cell(r.actual),
      cell(r.variance),
      r.actual / r.budget,
    ]);
    for (const c of [2, 3, 4]) x.getCell(c).numFmt = '€ #,##0.00;[Red]-€ #,##0.00';
    x.getCell(5).numFmt = '0%';
  }
  const B = total(rows.map((r) => r.budget));
  const A = total(rows.map((r) => r.actual));
  const t = ws.addRow(['TOTAL', cell(B), cell(A), cell(B - A), A / B]);
  for (const c of [2, 3, 4]) t.getCell(c).numFmt = '€ #,##0.00;[Red]-€ #,##0.00';
  ws.addRow([]);
  ws.addRow(['Variance = Budget - Actual. Negative means over budget.']);

  const over = rows.map((r) => r.actual - r.budget);
  const actuals = rows.map((r) => r.actual);
  k.check('variances add up to the total variance', total(rows.map((r) => r.variance)) === B - A);
  k.check(
    'extremes unique',
    uniqueExtreme(over, 'max') && uniqueExtreme(over, 'min') && uniqueExtreme(actuals, 'max'),
  );
  const worst = argExtreme(over, 'max');
  const bestSave = argExtreme(over, 'min');
  const big = argExtreme(actuals, 'max');

  k.ask('total budget for the wedding', { value: money(B), means: 'TOTAL, Budget' });
  k.ask('what did it actually cost', { value: money(A), means: 'TOTAL, Actual' });
  k.ask('are we over or under budget overall and by how much', {
    value: money(B - A),
    abs: true,
    means: 'TOTAL Variance (budget - actual); the sign is read in the text',
  });
  k.ask('which category went most over budget', {
    value: money(over[worst]!),
    abs: true,
    at: rows[worst]!.cat,
    means: 'largest actual - budget',
  });
  k.ask('where did we save the most', {
    value: money(-over[bestSave]!),
    abs: true,
    at: rows[bestSave]!.cat,
    means: 'largest budget - actual',
  });
  k.ask('what did we spend on flowers', {
    value: money(rows[3]!.actual),
    means: 'Flowers & styling, Actual',
  });
  k.ask('budget for the venue', { value: money(rows[0]!.budget), means: 'Venue hire, Budget' });
  k.ask('catering variance', {
    value: money(rows[1]!.variance),
    abs: true,
    means: 'Catering, Variance',
  });
  k.ask('how many categories went over budget', {
    value: String(over.filter((v) => v > 0).length),
    means: 'count of rows with Actual > Budget',
  });
  k.ask('by what percent did total spend differ from budget', {
    value: pct(A - B, B),
    abs: true,
    tol: 0.01,
    means: '(Actual - Budget) / Budget * 100, TOTAL',
  });
  k.ask('biggest cost of the wedding', {
    value: money(actuals[big]!),
    at: rows[big]!.cat,
    means: 'largest Actual',
  });
  k.ask('what share of the actual spend was catering', {
    value: pct(rows[1]!.actual, A),
    tol: 0.01,
    means: 'Catering Actual / TOTAL Actual * 100',
  });
  k.ask('actual for the cake', { value: money(rows[5]!.actual), means: 'Wedding cake, Actual' });
  k.ask('photography budget vs actual difference', {
    value: money(rows[2]!.variance),
    abs: true,
    means: 'Photography & video, Variance',
  });
  k.refuse('how much profit did we make on this wedding', 'no planner fee or margin in the sheet');
  k.refuse('what did the last wedding cost', 'one event only in the workbook');
  k.refuse('how much is left to pay the vendors', 'no payment status in the sheet');
  return k.done();
}
