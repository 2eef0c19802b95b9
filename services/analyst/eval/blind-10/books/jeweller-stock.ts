/**
 * Jeweller: a stock count (SKU, item, category, qty, unit cost, stock value, notes) with the
 * TOTAL row directly under the header (top), two title lines. USD.
 */
import ExcelJS from 'exceljs';
import { meanCents, money, pct } from '../../expect';
import {
  argExtreme,
  asker,
  cell,
  seeded,
  sumOf,
  uniqueExtreme,
  SEED,
  type BlindBook,
} from '../kit';

const ITEMS: Array<[string, string]> = [
  ['Solitaire ring 14k', 'Rings'],
  ['Eternity band', 'Rings'],
  ['Signet ring silver', 'Rings'],
  ['Stacking ring set', 'Rings'],
  ['Pearl strand 18in', 'Necklaces'],
  ['Gold rope chain', 'Necklaces'],
  ['Birthstone pendant', 'Necklaces'],
  ['Diamond studs 0.5ct', 'Earrings'],
  ['Hoop earrings 9k', 'Earrings'],
  ['Drop earrings topaz', 'Earrings'],
  ['Tennis bracelet', 'Bracelets'],
  ['Charm bracelet', 'Bracelets'],
  ['Dress watch steel', 'Watches'],
  ['Chronograph watch', 'Watches'],
];

export function jewellerStock(): BlindBook {
  const name = 'jeweller-stock';
  const rng = seeded(SEED, name);
  const qty = ITEMS.map(() => rng.int(1, 38));
  const unit = ITEMS.map(() => BigInt(rng.int(3500, 185000)));
  const value = unit.map((u, i) => u * BigInt(qty[i]!));
  const total = sumOf(value);
  const totalQty = qty.reduce((a, b) => a + b, 0);

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Stock count');
  ws.addRow(['Lumen Fine Jewellery']);
  ws.addRow(['Stock count at cost, 30 Sep 2025 (USD)']);
  ws.addRow(['SKU', 'Item', 'Category', 'Qty on hand', 'Unit cost', 'Stock value', 'Notes']);
  ws.addRow(['', 'TOTAL', '', totalQty, null, cell(total), '']);
  ITEMS.forEach(([item, cat], i) => {
    const note = i % 5 === 2 ? `${rng.int(1, 3)} on consignment` : i % 7 === 4 ? 'recount Oct' : '';
    ws.addRow([`LJ-${String(201 + i)}`, item, cat, qty[i], cell(unit[i]!), cell(value[i]!), note]);
  });

  const byCat = (c: string): number[] => ITEMS.flatMap(([, cat], i) => (cat === c ? [i] : []));
  const catValue = (c: string): bigint => sumOf(byCat(c).map((i) => value[i]!));
  const qtyBig = qty.map(BigInt);
  const { ask, questions } = asker(name);
  ask(
    'whats our total stock worth',
    { value: money(total) },
    'TOTAL Stock value (= sum of item values, total row not added)',
  );
  ask(
    'most valuable line in stock',
    { at: ITEMS[argExtreme(value, true)]![0] },
    'item with the largest Stock value',
  );
  ask('how many pieces do we have in stock', { value: String(totalQty) }, 'sum of Qty on hand');
  ask(
    'how many rings have we got',
    { value: String(byCat('Rings').reduce((n, i) => n + qty[i]!, 0)) },
    'Qty on hand, category Rings',
  );
  ask(
    'value of the watches',
    { value: money(catValue('Watches')) },
    'Stock value, category Watches',
  );
  ask(
    'average unit cost',
    { value: [meanCents(sumOf(unit), unit.length), meanCents(total, totalQty)] },
    'two readings accepted: mean of the Unit cost column, or stock value / pieces (weighted)',
  );
  ask(
    'what does the tennis bracelet cost us',
    { value: money(unit[10]!) },
    'Unit cost, Tennis bracelet',
  );
  ask(
    'which item do we hold the most of',
    { at: ITEMS[argExtreme(qtyBig, true)]![0] },
    'item with the largest Qty on hand',
  );
  ask(
    'cheapest item',
    { at: ITEMS[argExtreme(unit, false)]![0] },
    'item with the smallest Unit cost',
  );
  ask('how many SKUs', { value: String(ITEMS.length) }, 'item rows (not the TOTAL row)');
  ask(
    'stock value of the pearl strand',
    { value: money(value[4]!) },
    'Stock value, Pearl strand 18in',
  );
  ask(
    'what % of stock value is rings',
    { value: pct(catValue('Rings'), total) },
    'Rings value / total stock value',
  );
  ask(
    'earrings on hand value',
    { value: money(catValue('Earrings')) },
    'Stock value, category Earrings',
  );
  ask(
    'whats the retail price of the eternity band',
    { refuse: true },
    'cost only, no retail prices',
  );
  ask('how many chronographs did we sell last month', { refuse: true }, 'a stock count, no sales');
  ask('whats our markup on necklaces', { refuse: true }, 'no selling prices');

  return {
    name,
    business: 'jeweller',
    shape: 'inventory count with TOTAL row at the top and a Notes column',
    workbook: wb,
    questions,
    checks: [
      {
        what: 'categories add to total',
        a: sumOf(['Rings', 'Necklaces', 'Earrings', 'Bracelets', 'Watches'].map(catValue)),
        b: total,
      },
      { what: 'top value unique', a: BigInt(uniqueExtreme(value, true)), b: 1n },
      { what: 'top qty unique', a: BigInt(uniqueExtreme(qtyBig, true)), b: 1n },
      { what: 'cheapest unique', a: BigInt(uniqueExtreme(unit, false)), b: 1n },
    ],
  };
}
