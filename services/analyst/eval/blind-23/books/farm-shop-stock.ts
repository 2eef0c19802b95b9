/**
 * Farm shop (£): a stock count, SKU / Category / Item / Unit / Qty / Unit cost / Stock value /
 * Notes, a title line with the count date, a TOTAL row, a note under the table.
 */
import { meanCents, money, pct, sum } from '../../expect';
import {
  Asker,
  argmax,
  between,
  cell,
  newBook,
  rngFor,
  toBytes,
  uniqueCheck,
  type BlindBook,
} from '../lib';

const r = rngFor('farm-shop-stock');
const ITEMS: Array<[string, string, string]> = [
  ['Dairy', 'Raw milk 1L', 'bottle'],
  ['Dairy', 'Cheddar (mature)', 'kg'],
  ['Dairy', 'Salted butter', 'block'],
  ['Bakery', 'Sourdough loaf', 'loaf'],
  ['Bakery', 'Oat flapjack', 'each'],
  ['Butchery', 'Pork sausages', 'pack'],
  ['Butchery', 'Lamb mince', 'kg'],
  ['Butchery', 'Free-range chicken', 'each'],
  ['Pantry', 'Wildflower honey', 'jar'],
  ['Pantry', 'Strawberry jam', 'jar'],
  ['Pantry', 'Rapeseed oil', 'bottle'],
  ['Pantry', 'Apple chutney', 'jar'],
  ['Produce', 'Potatoes 2.5kg', 'bag'],
  ['Produce', 'Carrots', 'kg'],
  ['Produce', 'Free-range eggs (6)', 'box'],
];
const lines = ITEMS.map(([cat, item, unit]) => {
  const qty = between(r, 2, 140);
  const unitCost = BigInt(between(r, 45, 1450)); // pence
  return {
    cat,
    item,
    unit,
    qty,
    unitCost,
    value: unitCost * BigInt(qty),
    note: r() < 0.2 ? 'reorder' : '',
  };
});
const total = sum(lines.map((l) => l.value));
const qtySum = sum(lines.map((l) => BigInt(l.qty)));

async function build(): Promise<Uint8Array> {
  const wb = newBook();
  const ws = wb.addWorksheet('Stock 31-10-26');
  ws.addRow(['Hollow Lane Farm Shop: stock count at 31 October 2026 (GBP)']);
  ws.addRow([
    'SKU',
    'Category',
    'Item',
    'Unit',
    'Qty on hand',
    'Unit cost £',
    'Stock value £',
    'Notes',
  ]);
  lines.forEach((l, k) =>
    ws.addRow([
      `HL-${100 + k}`,
      l.cat,
      l.item,
      l.unit,
      l.qty,
      cell(l.unitCost),
      cell(l.value),
      l.note,
    ]),
  );
  ws.addRow(['', '', 'TOTAL', '', Number(qtySum), '', cell(total), '']);
  ws.addRow([]);
  ws.addRow(['Counted by J. Price. Stock value = qty x unit cost (cost, not selling price).']);
  return toBytes(wb);
}

const q = new Asker('farm');
const L = (item: string): (typeof lines)[number] => lines.find((l) => l.item === item)!;
const top = argmax(lines.map((l) => l.value));
const catV = (c: string): bigint => sum(lines.filter((l) => l.cat === c).map((l) => l.value));
const low = lines.filter((l) => l.qty < 10).length;
q.value('whats our stock worth', money(total), 'TOTAL, Stock value');
q.place(
  'most valuable stock line',
  lines[top]!.item,
  'item with the largest Stock value',
  money(lines[top]!.value),
);
q.value(
  'how many jars of honey have we got',
  String(L('Wildflower honey').qty),
  'Qty on hand, Wildflower honey',
);
q.value('unit cost of lamb mince', money(L('Lamb mince').unitCost), 'Unit cost, Lamb mince');
q.value(
  'value of the cheddar',
  money(L('Cheddar (mature)').value),
  'Stock value, Cheddar (mature)',
);
q.value('how many lines are under 10 units', String(low), 'count of items with Qty on hand < 10');
q.value('dairy stock value', money(catV('Dairy')), 'sum of Stock value where Category = Dairy');
q.percent(
  'what % of stock value is butchery',
  pct(catV('Butchery'), total),
  'Butchery Stock value / TOTAL x 100',
);
q.value('how many items do we stock', String(lines.length), 'count of item rows');
q.value('total units on hand', String(qtySum), 'TOTAL, Qty on hand');
q.value('pantry value', money(catV('Pantry')), 'sum of Stock value where Category = Pantry');
q.value('eggs qty', String(L('Free-range eggs (6)').qty), 'Qty on hand, Free-range eggs (6)');
q.value(
  'average unit cost',
  [meanCents(sum(lines.map((l) => l.unitCost)), lines.length), meanCents(total, Number(qtySum))],
  'two readings accepted: simple mean of Unit cost, or TOTAL value / TOTAL qty (weighted)',
);
q.refuse('what did we sell last week', 'a stock count has no sales');
q.refuse('how much would the stock fetch at retail', 'unit costs only, no selling prices');

export const farmShopStock: BlindBook = {
  name: 'farm-shop-stock',
  business: 'farm shop',
  currency: '£',
  shape: 'inventory stock count',
  build,
  questions: q.list,
  checks: [
    {
      what: 'categories = total',
      a: sum(['Dairy', 'Bakery', 'Butchery', 'Pantry', 'Produce'].map(catV)),
      b: total,
    },
    uniqueCheck(
      'stock value',
      lines.map((l) => l.value),
    ),
  ],
};
