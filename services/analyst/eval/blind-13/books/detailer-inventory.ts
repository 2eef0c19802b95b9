/**
 * A car detailer's stock sheet (AUD, A$): item, SKU, qty on hand, unit cost, value, reorder
 * level and a notes column; the TOTAL row sits at the TOP, above the items.
 */
import { money, pct, sum } from '../../expect';
import {
  argmax,
  argmin,
  ask,
  cell,
  int,
  rng,
  toBytes,
  uniqueMax,
  uniqueMin,
  type BlindBook,
} from '../kit';

const NAME = 'detailer-inventory';
const r = rng(10);
const ITEMS = [
  'Ceramic coating 50ml',
  'Snow foam 5L',
  'Clay bar kit',
  'Microfibre towels (10)',
  'Tyre shine 1L',
  'Leather conditioner',
  'Glass cleaner 5L',
  'Polishing pads',
  'Iron remover 1L',
  'Wax 200g',
  'Interior detailer 5L',
  'Wheel brush set',
];
const stock = ITEMS.map((name, i) => {
  const qty = int(r, 0, 40);
  const unit = BigInt(int(r, 450, 18_900));
  const level = int(r, 3, 10);
  /** a level equal to the stock would make "below reorder" a matter of reading */
  const reorder = level === qty ? level + 1 : level;
  return { name, sku: `DT-${100 + i}`, qty, unit, value: unit * BigInt(qty), reorder };
});
const values = stock.map((s) => s.value);
const total = sum(values);
const below = stock.filter((s) => s.qty < s.reorder);
const units = stock.reduce((a, s) => a + s.qty, 0);
const units2 = stock.map((s) => s.unit);
if (
  !uniqueMax(values) ||
  !uniqueMax(units2) ||
  !uniqueMin(units2) ||
  stock.some((s) => s.qty === s.reorder)
)
  throw new Error(`${NAME}: tie`);

export const detailerInventory: BlindBook = {
  name: NAME,
  business: 'car detailer',
  shape: 'inventory with qty, unit cost, value, reorder level; total row at the top',
  build: () =>
    toBytes((wb) => {
      const ws = wb.addWorksheet('Stock on hand');
      ws.addRow(['Shine Bros Mobile Detailing — stock count 31/10/2025']);
      ws.addRow([
        'Item',
        'SKU',
        'Qty on hand',
        'Unit cost (A$)',
        'Stock value (A$)',
        'Reorder at',
        'Notes',
      ]);
      ws.addRow(['TOTAL', '', units, '', cell(total), '', '']);
      for (const s of stock)
        ws.addRow([
          s.name,
          s.sku,
          s.qty,
          cell(s.unit),
          cell(s.value),
          s.reorder,
          s.qty === 0 ? 'out of stock' : '',
        ]);
    }),
  checks: [
    {
      what: 'values = qty x unit summed',
      a: sum(stock.map((s) => BigInt(s.qty) * s.unit)),
      b: total,
    },
  ],
  questions: ask(NAME, [
    ['whats our stock worth', { value: money(total), means: 'sum of Stock value (= TOTAL row)' }],
    [
      'which item ties up the most money',
      { at: stock[argmax(values)]!.name, means: 'item with the largest Stock value' },
    ],
    [
      'how many snow foam do we have',
      { value: String(stock[1]!.qty), means: 'Qty on hand, Snow foam 5L' },
    ],
    [
      'unit cost of the clay bar kit',
      { value: money(stock[2]!.unit), means: 'Unit cost, Clay bar kit' },
    ],
    [
      'how many items are below their reorder level',
      { value: String(below.length), means: 'count of items with Qty on hand < Reorder at' },
    ],
    ['total units on hand', { value: String(units), means: 'sum of Qty on hand' }],
    [
      'most expensive item per unit',
      { at: stock[argmax(units2)]!.name, means: 'largest Unit cost' },
    ],
    ['cheapest item', { at: stock[argmin(units2)]!.name, means: 'smallest Unit cost' }],
    ['value of the wax', { value: money(stock[9]!.value), means: 'Stock value, Wax 200g' }],
    [
      'what share of stock value is ceramic coating',
      { value: pct(stock[0]!.value, total), means: 'Ceramic coating value / total * 100' },
    ],
    [
      'how many different products do we stock',
      { value: String(ITEMS.length), means: 'count of item rows (TOTAL excluded)' },
    ],
    ['how many towels did we sell last month', { refuse: true, means: 'a stock count, no sales' }],
    ['what will we sell the ceramic coating for', { refuse: true, means: 'no selling prices' }],
  ]),
};
