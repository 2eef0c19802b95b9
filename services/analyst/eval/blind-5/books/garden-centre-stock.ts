/**
 * A garden centre's seasonal stock count ($): SKU, item, category, qty, unit cost, value,
 * a Total row and a note; some items are sold out (qty 0).
 */
import { BookKit, cell, int, type BuiltBook } from '../kit/kit';
import { argExtreme, money, pct, total, uniqueExtreme } from '../kit/money';

const ITEMS: Array<[string, string, number, number]> = [
  // item, category, unit cost cents lo/hi
  ['Lavender 2L pot', 'Plants', 450, 650],
  ['Japanese maple', 'Plants', 3800, 5200],
  ['Hydrangea 5L', 'Plants', 1200, 1600],
  ['Boxwood ball', 'Plants', 2100, 2900],
  ['Tomato seedlings tray', 'Plants', 600, 900],
  ['Basil seeds', 'Seeds', 150, 250],
  ['Wildflower mix 1kg', 'Seeds', 1400, 1900],
  ['Lawn seed 5kg', 'Seeds', 2600, 3300],
  ['Sunflower seeds', 'Seeds', 120, 220],
  ['Pruning shears', 'Tools', 1500, 2200],
  ['Garden fork', 'Tools', 2400, 3100],
  ['Hose reel 30m', 'Tools', 3300, 4400],
  ['Kneeling pad', 'Tools', 500, 800],
  ['Terracotta pot 30cm', 'Pots', 900, 1300],
  ['Glazed pot blue 40cm', 'Pots', 2700, 3500],
  ['Window box 60cm', 'Pots', 700, 1000],
  ['Peat-free compost 50L', 'Compost & soil', 550, 750],
  ['Topsoil 25L', 'Compost & soil', 300, 450],
  ['Bark mulch 70L', 'Compost & soil', 650, 850],
  ['Seaweed feed 1L', 'Compost & soil', 800, 1100],
];

export async function buildGardenCentreStock(): Promise<BuiltBook> {
  const k = new BookKit(
    'garden-centre-stock',
    'garden centre',
    'inventory with unit cost, value and a Total row',
  );
  const rows = ITEMS.map(([item, cat, lo, hi], i) => {
    const qty = i % 7 === 3 ? 0 : int(k.rng, 4, 140);
    const unit = int(k.rng, lo, hi);
    return { sku: `GL-${1001 + i}`, item, cat, qty, unit, value: qty * unit };
  });
  const ws = k.wb.addWorksheet('Stock 30 Sep');
  ws.addRow(['Greenleaf Garden Centre']);
  ws.addRow(['Stock count at 30 September 2025']);
  ws.addRow(['SKU', 'Item', 'Category', 'Qty on hand', 'Unit cost', 'Stock value']);
  for (const r of rows) {
    const x = ws.addRow([r.sku, r.item, r.cat, r.qty, cell(r.unit), cell(r.value)]);
    x.getCell(5).numFmt = '"$"#,##0.00';
    x.getCell(6).numFmt = '"$"#,##0.00';
  }
  const grand = total(rows.map((r) => r.value));
  ws.addRow(['', 'Total', '', total(rows.map((r) => r.qty)), '', cell(grand)]).getCell(6).numFmt =
    '"$"#,##0.00';
  ws.addRow([]);
  ws.addRow(['Unit cost is the last purchase price, excluding sales tax. Counted by R.P.']);

  const cats = [...new Set(ITEMS.map((i) => i[1]))];
  const byCat = cats.map((c) => total(rows.filter((r) => r.cat === c).map((r) => r.value)));
  const values = rows.map((r) => r.value);
  const units = rows.map((r) => r.unit);
  k.check('category values add up to the Total', total(byCat) === grand);
  k.check(
    'extremes unique',
    uniqueExtreme(values, 'max') &&
      uniqueExtreme(units, 'min') &&
      uniqueExtreme(byCat, 'max') &&
      uniqueExtreme(
        rows.map((r) => r.qty),
        'max',
      ),
  );
  const top = argExtreme(values, 'max');
  const cheap = argExtreme(units, 'min');
  const topCat = argExtreme(byCat, 'max');
  const most = argExtreme(
    rows.map((r) => r.qty),
    'max',
  );
  const find = (name: string): (typeof rows)[number] => rows.find((r) => r.item === name)!;

  k.ask('whats our stock worth', { value: money(grand), means: 'Total of Stock value' });
  k.ask('value of the japanese maples', {
    value: money(find('Japanese maple').value),
    means: 'Japanese maple, Stock value',
  });
  k.ask('which item ties up the most money', {
    value: money(values[top]!),
    at: rows[top]!.item,
    means: 'largest Stock value',
  });
  k.ask('how many hose reels do we have', {
    value: String(find('Hose reel 30m').qty),
    means: 'Hose reel 30m, Qty on hand',
  });
  k.ask('unit cost of the garden fork', {
    value: money(find('Garden fork').unit),
    means: 'Garden fork, Unit cost',
  });
  k.ask('total units in stock', {
    value: String(total(rows.map((r) => r.qty))),
    means: 'sum of Qty on hand',
  });
  k.ask('stock value of tools', {
    value: money(byCat[cats.indexOf('Tools')]!),
    means: 'Stock value where Category = Tools',
  });
  k.ask('which category has the most stock value', {
    value: money(byCat[topCat]!),
    at: cats[topCat]!,
    means: 'category with the largest sum of Stock value',
  });
  k.ask('how many different items are on the list', {
    value: String(rows.length),
    means: 'count of item rows (Total excluded)',
  });
  k.ask('how many items are sold out', {
    value: String(rows.filter((r) => r.qty === 0).length),
    means: 'count of rows with Qty on hand = 0',
  });
  k.ask('cheapest item per unit', {
    value: money(units[cheap]!),
    at: rows[cheap]!.item,
    means: 'smallest Unit cost',
  });
  k.ask('what share of stock value is plants', {
    value: pct(byCat[0]!, grand),
    tol: 0.01,
    means: 'Plants value / Total * 100',
  });
  k.ask('what do we have the most of', {
    value: String(rows[most]!.qty),
    at: rows[most]!.item,
    means: 'largest Qty on hand',
  });
  k.ask('compost and soil stock value', {
    value: money(byCat[cats.indexOf('Compost & soil')]!),
    means: 'Stock value where Category = Compost & soil',
  });
  k.refuse(
    'average unit cost',
    'ambiguous: a plain mean of unit costs or value / units; a question back is fair',
  );
  k.refuse('how many did we sell in september', 'a stock count has no sales');
  k.refuse('what do we need to reorder', 'no reorder levels in the sheet');
  return k.done();
}
