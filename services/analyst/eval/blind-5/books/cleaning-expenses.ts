/**
 * A cleaning company's expense log (€): rows grouped by category, a "Subtotal" line after
 * each group, blank rows between groups and a grand total at the bottom.
 */
import { BookKit, MONTHS, cell, int, pick, type BuiltBook } from '../kit/kit';
import { argExtreme, meanCents, money, pct, total, uniqueExtreme } from '../kit/money';

const CATS: Array<[string, string[], number, number, number]> = [
  // category, suppliers, rows, min cents, max cents
  ['Fuel', ['Circle K', 'Shell'], 16, 45_00, 95_00],
  ['Cleaning supplies', ['ProClean BV', 'Makro'], 10, 80_00, 420_00],
  ['Van maintenance', ['Garage Dubois'], 5, 150_00, 900_00],
  ['Insurance', ['Allianz'], 4, 610_00, 640_00],
  ['Uniforms', ['Workwear Direct'], 3, 120_00, 380_00],
  ['Phone & software', ['Orange', 'Jobber'], 8, 29_00, 89_00],
];

interface Exp {
  date: Date;
  cat: string;
  supplier: string;
  amount: number;
}

export async function buildCleaningExpenses(): Promise<BuiltBook> {
  const k = new BookKit(
    'cleaning-expenses',
    'cleaning company',
    'expense log with blank rows, subtotals per category, grand total',
  );
  const ws = k.wb.addWorksheet('Costs 2025');
  ws.addRow(['Sparkle & Co. Cleaning - expenses FY2025 (EUR)']);
  ws.addRow([]);
  ws.addRow(['Date', 'Category', 'Supplier', 'Description', 'Amount']);
  const all: Exp[] = [];
  const subtotals: number[] = [];
  for (const [cat, sups, n, lo, hi] of CATS) {
    const rows: Exp[] = Array.from({ length: n }, () => ({
      date: new Date(Date.UTC(2025, int(k.rng, 0, 11), int(k.rng, 1, 28))),
      cat,
      supplier: pick(k.rng, sups),
      amount: int(k.rng, lo, hi),
    })).sort((a, b) => a.date.getTime() - b.date.getTime());
    for (const e of rows) {
      const r = ws.addRow([
        e.date,
        cat,
        e.supplier,
        `${cat.toLowerCase()} - ${MONTHS[e.date.getUTCMonth()]}`,
        cell(e.amount),
      ]);
      r.getCell(1).numFmt = 'dd.mm.yyyy';
      r.getCell(5).numFmt = '#,##0.00 "€"';
    }
    const sub = total(rows.map((e) => e.amount));
    subtotals.push(sub);
    ws.addRow(['', `Subtotal ${cat}`, '', '', cell(sub)]).getCell(5).numFmt = '#,##0.00 "€"';
    ws.addRow([]);
    all.push(...rows);
  }
  const grand = total(all.map((e) => e.amount));
  ws.addRow(['', 'GRAND TOTAL', '', '', cell(grand)]).getCell(5).numFmt = '#,##0.00 "€"';
  ws.addRow(['Receipts are filed by month in the blue binder.']);

  const amounts = all.map((e) => e.amount);
  k.check('subtotals add up to the grand total', total(subtotals) === grand);
  k.check(
    'row sum per month adds up to the grand total',
    total(
      MONTHS.map((_, m) =>
        total(all.filter((e) => e.date.getUTCMonth() === m).map((e) => e.amount)),
      ),
    ) === grand,
  );
  k.check(
    'extremes are unique',
    uniqueExtreme(amounts, 'max') &&
      uniqueExtreme(amounts, 'min') &&
      uniqueExtreme(subtotals, 'max') &&
      uniqueExtreme(subtotals, 'min'),
  );

  const big = argExtreme(amounts, 'max');
  const small = argExtreme(amounts, 'min');
  const topCat = argExtreme(subtotals, 'max');
  const lowCat = argExtreme(subtotals, 'min');
  const fuel = all.filter((e) => e.cat === 'Fuel');
  const march = all.filter((e) => e.date.getUTCMonth() === 2);
  const q4 = all.filter((e) => e.date.getUTCMonth() >= 9);
  const garage = all.filter((e) => e.supplier === 'Garage Dubois');

  k.ask('what were total expenses', {
    value: money(grand),
    means: 'grand total (the subtotals are not added again)',
  });
  k.ask('what did we spend on fuel', {
    value: money(subtotals[0]!),
    means: 'Fuel rows (= Subtotal Fuel)',
  });
  k.ask('largest single expense', {
    value: money(amounts[big]!),
    at: [
      all[big]!.supplier,
      all[big]!.cat,
      `${all[big]!.cat.toLowerCase()} - ${MONTHS[all[big]!.date.getUTCMonth()]}`,
    ],
    means:
      'largest line amount, never a subtotal or total; the row may be named by supplier, category or description',
  });
  k.ask('smallest expense we had', {
    value: money(amounts[small]!),
    means: 'smallest line amount',
  });
  k.ask('how many times did we buy cleaning supplies', {
    value: String(CATS[1]![2]),
    means: 'count of Cleaning supplies lines',
  });
  k.ask('insurance costs for the year', { value: money(subtotals[3]!), means: 'Insurance rows' });
  k.ask('which category costs us the most', {
    value: money(subtotals[topCat]!),
    at: CATS[topCat]![0],
    means: 'category with the largest subtotal',
  });
  k.ask('where do we spend the least', {
    value: money(subtotals[lowCat]!),
    at: CATS[lowCat]![0],
    means: 'category with the smallest subtotal',
  });
  k.ask('what share of our costs is fuel', {
    value: pct(subtotals[0]!, grand),
    tol: 0.01,
    means: 'fuel / grand total * 100',
  });
  k.ask('spending in march', {
    value: money(total(march.map((e) => e.amount))),
    means: 'all lines dated March 2025',
  });
  k.ask('avg fuel fill up', {
    value: meanCents(subtotals[0]!, fuel.length),
    means: 'Fuel total / number of Fuel lines',
  });
  k.ask('how much did we pay garage dubois', {
    value: money(total(garage.map((e) => e.amount))),
    means: 'lines with Supplier = Garage Dubois',
  });
  k.ask('total Q4 expenses', {
    value: money(total(q4.map((e) => e.amount))),
    means: 'all lines dated October..December',
  });
  k.ask('uniforms spend', { value: money(subtotals[4]!), means: 'Uniforms rows' });
  k.refuse('how much did we spend last year', 'only 2025 is in the log');
  k.refuse('are we overspending on fuel', 'no budget or benchmark in the sheet');
  return k.done();
}
