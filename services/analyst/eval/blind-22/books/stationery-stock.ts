/**
 * Stationery shop (€): an inventory count, Item | SKU | Category | On hand | Unit cost € |
 * Stock value €, the TOTAL row at the TOP under the header, two note lines under the table.
 * Unit costs have up to 2 decimals; value = qty x unit cost exactly.
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

const NAME = 'stationery-stock';
const r = rng(SEED + 9);
const ITEMS: Array<[string, string]> = [
  ['Fineliner 0.4 black', 'Pens'],
  ['Gel pen blue', 'Pens'],
  ['Fountain pen Safari', 'Pens'],
  ['Refill cartridges x5', 'Pens'],
  ['A5 dotted notebook', 'Paper'],
  ['A4 copy paper ream', 'Paper'],
  ['Kraft envelopes C5', 'Paper'],
  ['Sketchbook A4', 'Paper'],
  ['Washi tape set', 'Craft'],
  ['Glue stick 40g', 'Craft'],
  ['Craft scissors', 'Craft'],
  ['Desk planner 2026', 'Diaries'],
  ['Pocket diary 2026', 'Diaries'],
];
const rows = ITEMS.map(([name, cat], i) => ({
  name,
  cat,
  sku: `ST-${String(101 + i * 7)}`,
  qty: r.int(4, 140),
  cost: r.int(45, 3890),
}));
const value = rows.map((x) => x.qty * x.cost);
const total = sumOf(value);
const qtyTotal = sumOf(rows.map((x) => x.qty));

async function build(): Promise<Uint8Array> {
  const wb = newBook();
  const ws = wb.addWorksheet('Stock 30-Sep');
  ws.addRow(['Papeterie Lumière - stock count 30/09/2025']);
  ws.addRow(['Item', 'SKU', 'Category', 'On hand', 'Unit cost €', 'Stock value €']);
  ws.addRow(['TOTAL', '', '', Number(qtyTotal), null, cell(total)]);
  rows.forEach((x, i) => ws.addRow([x.name, x.sku, x.cat, x.qty, cell(x.cost), cell(value[i]!)]));
  ws.addRow([]);
  ws.addRow(['Counted by M. Roux. Unit cost = last purchase price excl. VAT.']);
  ws.addRow(['Damaged stock written off separately.']);
  return toBytes(wb);
}

const { qs, ask } = asker(NAME);
const cat = (c: string): bigint => sumOf(rows.map((x, i) => (x.cat === c ? value[i]! : 0)));
const lowQty = argExtreme(
  rows.map((x) => x.qty),
  false,
);
ask(
  'whats our stock worth',
  { value: money(total) },
  'sum of Stock value (= the TOTAL row, not added again)',
);
ask(
  'which item ties up the most money',
  { at: rows[argExtreme(value)]!.name },
  'item with the largest Stock value',
);
ask(
  'how many washi tape sets do we have',
  { value: String(rows[8]!.qty) },
  'On hand, Washi tape set',
);
ask('value of pens in stock', { value: money(cat('Pens')) }, 'Stock value of category Pens');
ask(
  'how many different items do we stock',
  { value: String(rows.length) },
  'item rows (not the TOTAL row)',
);
ask('what are we lowest on', { at: rows[lowQty]!.name }, 'item with the smallest On hand');
ask('total units on hand', { value: String(qtyTotal) }, 'sum of On hand');
ask(
  'what did the sketchbooks cost us each',
  { value: money(rows[7]!.cost) },
  'Unit cost, Sketchbook A4',
);
ask(
  'what share of stock value is diaries',
  { value: pct(cat('Diaries'), total) },
  'Diaries value / total * 100',
);
ask(
  'most expensive item per unit',
  { at: rows[argExtreme(rows.map((x) => x.cost))]!.name },
  'largest Unit cost',
);
ask(
  'how much is the paper stock worth',
  { value: money(cat('Paper')) },
  'Stock value of category Paper',
);
ask(
  'stock value of the fountain pens',
  { value: money(value[2]!) },
  'Stock value, Fountain pen Safari',
);
ask(
  'whats the average unit cost',
  { refuse: true },
  'two fair readings: mean of the unit costs, or value / units (weighted); they differ',
);
ask('which items sell fastest', { refuse: true }, 'a stock count has no sales');
ask(
  'how much damaged stock did we write off',
  { refuse: true },
  'the note says it is kept separately',
);
export const stationeryStock: BlindBook = {
  name: NAME,
  business: 'stationery shop',
  shape: 'inventory with TOTAL row on top and notes under the table',
  build,
  questions: qs,
  checks: [
    {
      what: 'category values make the total',
      a: ['Pens', 'Paper', 'Craft', 'Diaries'].reduce((s, c) => s + cat(c), 0n),
      b: total,
    },
  ],
};
