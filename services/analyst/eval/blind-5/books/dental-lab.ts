/**
 * A dental lab's sales by month x product (₱), kept by hand: a two-line title block, a
 * Total column and a Total row, a note under the table.
 */
import { BookKit, MON, MONTHS, cell, int, type BuiltBook } from '../kit/kit';
import { argExtreme, growth, meanCents, money, pct, total, uniqueExtreme } from '../kit/money';

const PRODUCTS = ['Crowns', 'Bridges', 'Dentures', 'Night guards', 'Implant abutments'];

export async function buildDentalLab(): Promise<BuiltBook> {
  const k = new BookKit(
    'dental-lab',
    'dental lab',
    'sales by month x product, Total row and column',
  );
  const base = [420000_00, 180000_00, 260000_00, 60000_00, 310000_00];
  const grid = MONTHS.map(() =>
    base.map((b) => Math.round((b / 100) * (0.6 + k.rng() * 0.8)) * 100 + int(k.rng, 0, 99)),
  );
  const monthTotals = grid.map((r) => total(r));
  const productTotals = PRODUCTS.map((_, p) => total(grid.map((r) => r[p]!)));
  const grand = total(monthTotals);

  const ws = k.wb.addWorksheet('Sales 2025');
  ws.addRow(['Ngiti Dental Laboratory']);
  ws.addRow(['Monthly sales by product, 2025 (PHP)']);
  ws.addRow([]);
  ws.addRow(['Month', ...PRODUCTS, 'Total']);
  grid.forEach((r, i) => ws.addRow([MONTHS[i], ...r.map(cell), cell(monthTotals[i]!)]));
  ws.addRow(['Total', ...productTotals.map(cell), cell(grand)]);
  ws.addRow([]);
  ws.addRow(['Amounts are net of VAT. Remakes are not billed.']);
  for (let r = 5; r <= 17; r++)
    for (let c = 2; c <= 7; c++) ws.getRow(r).getCell(c).numFmt = '"₱"#,##0.00';

  k.check(
    'row totals and column totals reach the same grand total',
    total(productTotals) === grand,
  );
  k.check(
    'best and worst months are unique',
    uniqueExtreme(monthTotals, 'max') && uniqueExtreme(monthTotals, 'min'),
  );
  k.check('best product is unique', uniqueExtreme(productTotals, 'max'));

  const best = argExtreme(monthTotals, 'max');
  const worst = argExtreme(monthTotals, 'min');
  const topP = argExtreme(productTotals, 'max');
  const q2 = total(monthTotals.slice(3, 6));
  const h2ng = total(grid.slice(6).map((r) => r[3]!));

  k.ask('what were our total sales for 2025', {
    value: money(grand),
    means: 'grand total: all products, all months',
  });
  k.ask('best month?', {
    value: money(monthTotals[best]!),
    at: [MON[best]!, MONTHS[best]!],
    means: 'month with the largest Total (all products)',
  });
  k.ask('which month was the slowest', {
    value: money(monthTotals[worst]!),
    at: [MON[worst]!, MONTHS[worst]!],
    means: 'month with the smallest Total',
  });
  k.ask('how did we do in March', {
    value: money(monthTotals[2]!),
    means: "March's Total (all products)",
  });
  k.ask('how much did crowns bring in this year', {
    value: money(productTotals[0]!),
    means: 'Crowns column total',
  });
  k.ask('dentures sales in august', { value: money(grid[7]![2]!), means: 'Dentures, August cell' });
  k.ask('How much did sales grow from January to December, in percent?', {
    value: growth(monthTotals[0]!, monthTotals[11]!),
    tol: 0.01,
    means: '(Dec total - Jan total) / Jan total * 100',
  });
  k.ask('total sales in Q2', { value: money(q2), means: 'April + May + June totals' });
  k.ask('whats our average monthly sales', {
    value: meanCents(grand, 12),
    means: 'grand total / 12 months',
  });
  k.ask('which product brings in the most money', {
    value: money(productTotals[topP]!),
    at: PRODUCTS[topP]!,
    means: 'product with the largest column total',
  });
  k.ask('what % of sales were implant abutments', {
    value: pct(productTotals[4]!, grand),
    tol: 0.01,
    means: 'Implant abutments total / grand total * 100',
  });
  k.ask('night guard sales in the second half of the year', {
    value: money(h2ng),
    means: 'Night guards, July..December',
  });
  k.ask('difference between december and november sales', {
    value: money(monthTotals[11]! - monthTotals[10]!),
    abs: true,
    means: 'Dec total - Nov total (the direction is read in the text)',
  });
  k.ask('bridges in may', { value: money(grid[4]![1]!), means: 'Bridges, May cell' });
  k.refuse('what was our profit in 2025', 'the sheet has sales only, no costs');
  k.refuse('how many crowns did we make this year', 'the sheet has peso amounts, not units');
  k.refuse('how were sales in 2024', 'only 2025 is in the workbook');
  return k.done();
}
