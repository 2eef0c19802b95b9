/**
 * artsupplies — an art supplies shop in Prague (CZK, excl. DPH). Stock list as at 30 November
 * 2026 with reorder levels: SKU, item, category, supplier, on hand, reorder level, unit cost,
 * stock value (on hand × unit cost), "Kč" suffix format; three lines out of stock; Total row.
 */
import ExcelJS from 'exceljs';
import { meanCents, money, pct } from '../../expect';
import {
  argMax,
  countOf,
  groupSum,
  extreme,
  holds,
  questionsFor,
  rng,
  same,
  stepped,
  toBytes,
  total,
  unique,
  uniqueIn,
  type BlindBook,
  type CrossCheck,
} from '../lib';
import { header, n, num, title, widths, fmt } from '../helpers';

const r = rng(9);
const NAME = 'artsupplies';

/** item, category, supplier, low and high unit cost (Kč) */
const ITEMS: Array<[string, string, string, number, number]> = [
  ['Amsterdam acrylic 120ml', 'Paints', 'Royal Talens', 140, 190],
  ['Rembrandt oil 40ml', 'Paints', 'Royal Talens', 260, 420],
  ['Van Gogh gouache 20ml', 'Paints', 'Royal Talens', 70, 110],
  ['Cotman watercolour half pan', 'Paints', 'Winsor & Newton', 55, 80],
  ['Winsor & Newton oil 200ml', 'Paints', 'Winsor & Newton', 520, 690],
  ['Koh-i-noor tempera set', 'Paints', 'Koh-i-noor', 180, 260],
  ['Da Vinci Maestro brush no.6', 'Brushes', 'Da Vinci', 480, 720],
  ['Escoda sable brush no.4', 'Brushes', 'Escoda', 390, 560],
  ['Synthetic flat brush set', 'Brushes', 'Royal Talens', 160, 240],
  ['Princeton Aspen brush no.10', 'Brushes', 'Princeton', 210, 300],
  ['Canson XL sketchbook A4', 'Paper', 'Canson', 95, 140],
  ['Arches watercolour block 300g', 'Paper', 'Canson', 850, 1150],
  ['Fabriano Artistico sheet', 'Paper', 'Fabriano', 75, 115],
  ['Pastelmat pad', 'Paper', 'Clairefontaine', 310, 420],
  ['Stretched canvas 30x40', 'Canvases', 'Koh-i-noor', 120, 170],
  ['Stretched canvas 50x70', 'Canvases', 'Koh-i-noor', 260, 360],
  ['Canvas board 24x30', 'Canvases', 'Koh-i-noor', 45, 75],
  ['Linen canvas 60x80', 'Canvases', 'Royal Talens', 780, 990],
  ['Polychromos pencils 24', 'Drawing', 'Faber-Castell', 820, 1050],
  ['Graphite pencil set', 'Drawing', 'Koh-i-noor', 150, 230],
  ['Charcoal sticks box', 'Drawing', 'Koh-i-noor', 60, 95],
  ['Conté crayons set', 'Drawing', 'Conté', 340, 460],
  ['Beech studio easel', 'Easels', 'Mabef', 3900, 4600],
  ['Table easel', 'Easels', 'Mabef', 890, 1200],
];
const OUT = [2, 13, 21]; // Van Gogh gouache, Pastelmat pad, Conté crayons: none left

interface Line {
  sku: string;
  item: string;
  cat: string;
  supplier: string;
  qty: number;
  reorder: number;
  cost: number;
  value: bigint;
}
const lines: Line[] = ITEMS.map(([item, cat, supplier, lo, hi], i) => {
  const dear = hi > 2000;
  const reorder = dear ? r.int(1, 2) : r.int(5, 25);
  let qty = OUT.includes(i) ? 0 : dear ? r.int(1, 5) : r.int(2, 70);
  if (qty === reorder) qty += 1;
  const cost = stepped(r, lo, hi, 100);
  return {
    sku: `BP-${String(1001 + i * 7)}`,
    item,
    cat,
    supplier,
    qty,
    reorder,
    cost,
    value: BigInt(qty) * BigInt(cost),
  };
});

const value = total(lines.map((l) => l.value));
const units = lines.reduce((s, l) => s + l.qty, 0);
const below = lines.filter((l) => l.qty < l.reorder);
const out = lines.filter((l) => l.qty === 0);
const values = lines.map((l) => l.value);
const topVal = argMax(values);
const topCost = argMax(lines.map((l) => l.cost));
const cats = groupSum(
  lines,
  (l) => l.cat,
  (l) => l.value,
);
const [topCat, topCatVal] = extreme(cats);
const sup = (s: string): bigint => total(lines.filter((l) => l.supplier === s).map((l) => l.value));
let few = 10;
while (lines.some((l) => l.qty === few)) few += 1;
const lowNamed = below.find((l) => l.qty > 0 && l.reorder - l.qty >= 3)!;
const arches = lines.find((l) => l.item.startsWith('Arches'))!;
const inStock = lines.filter((l) => l.qty > 0);

const checks: CrossCheck[] = [
  ...lines.map((l) => same(`${l.sku} qty × cost = value`, BigInt(l.qty) * BigInt(l.cost), l.value)),
  same('categories = total', total([...cats.values()]), value),
  unique('line value', values),
  unique(
    'unit cost',
    lines.map((l) => l.cost),
  ),
  uniqueIn('category value', cats),
  holds(
    'no line exactly at its reorder level',
    lines.every((l) => l.qty !== l.reorder),
  ),
  holds(
    `no line exactly at ${few} on hand`,
    lines.every((l) => l.qty !== few),
  ),
  holds('a named line below its reorder level with stock', lowNamed !== undefined),
  holds('three lines out of stock', out.length === 3),
  holds('Arches in stock', arches.qty > 0),
];

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Stock');
  title(ws, 1, 'Barvy & Papír s.r.o. — stock list', 8);
  title(ws, 2, 'As at 30 November 2026 · CZK excluding DPH', 8);
  header(ws, 4, [
    'SKU',
    'Item',
    'Category',
    'Supplier',
    'On hand',
    'Reorder level',
    'Unit cost',
    'Stock value',
  ]);
  lines.forEach((l, i) => {
    const row = ws.getRow(5 + i);
    row.values = [l.sku, l.item, l.cat, l.supplier, l.qty, l.reorder, num(l.cost), num(l.value)];
  });
  const tr = ws.getRow(5 + lines.length);
  tr.getCell(1).value = 'Total';
  tr.getCell(5).value = units;
  tr.getCell(8).value = num(value);
  tr.font = { bold: true };
  fmt(ws, [7, 8], '#,##0.00 "Kč"');
  widths(ws, [9, 30, 11, 16, 9, 13, 13, 15]);
  return toBytes(wb);
}

export const artsupplies: BlindBook = {
  name: NAME,
  business: 'art supplies shop',
  shape: 'stock list with reorder levels, unit cost and stock value',
  bytes,
  checks,
  questions: questionsFor(NAME, [
    ["What's our stock worth?", { value: money(value), means: 'Total of Stock value' }],
    [
      'How many items need reordering?',
      {
        value: n(below.length),
        means: 'lines with on hand below the reorder level (none sit on it)',
      },
    ],
    [
      'How many products do we stock?',
      {
        value: [n(lines.length), n(inStock.length)],
        means: 'stock lines, with or without the out-of-stock ones',
      },
    ],
    [
      'Which item is worth the most on the shelf?',
      { value: money(values[topVal]!), at: lines[topVal]!.item, means: 'largest Stock value' },
    ],
    [
      'How many Arches watercolour blocks do we have?',
      { value: n(arches.qty), means: 'Arches block, On hand' },
    ],
    [
      "What's the value of our paints?",
      { value: money(cats.get('Paints')!), means: 'Paints lines, Stock value' },
    ],
    [
      'Which category holds the most stock value?',
      { value: money(topCatVal), at: topCat, means: 'category with the largest value' },
    ],
    [
      "What's our most expensive item?",
      {
        value: money(lines[topCost]!.cost),
        at: lines[topCost]!.item,
        means: 'largest Unit cost',
      },
    ],
    ['How many items are out of stock?', { value: n(out.length), means: 'lines with 0 on hand' }],
    [
      'How much stock do we hold from Royal Talens?',
      { value: money(sup('Royal Talens')), means: 'Royal Talens lines, Stock value' },
    ],
    [
      "What's our average unit cost?",
      {
        value: [
          meanCents(total(lines.map((l) => l.cost)), lines.length),
          meanCents(value, units),
          meanCents(total(inStock.map((l) => l.cost)), inStock.length),
        ],
        means: 'mean Unit cost (all lines or in-stock lines), or value / units',
      },
    ],
    ['How many units do we have on hand in total?', { value: n(units), means: 'On hand added' }],
    [
      `How many items have fewer than ${few} on hand?`,
      {
        value: [n(countOf(lines, (l) => l.qty < few)), n(countOf(inStock, (l) => l.qty < few))],
        means: `lines under ${few} on hand, with or without the out-of-stock ones`,
      },
    ],
    [
      'What share of our stock value is brushes?',
      { value: pct(cats.get('Brushes')!, value), tol: 0.01, means: 'Brushes value / total' },
    ],
    [
      `How far below its reorder level is the ${lowNamed.item}?`,
      { value: n(lowNamed.reorder - lowNamed.qty), means: 'reorder level − on hand' },
    ],
    [
      'What margin do we make on canvases?',
      { refuse: true, means: 'no selling prices on the list' },
    ],
    [
      'What was our stock worth at the end of October?',
      { refuse: true, means: 'only the count at 30 November 2026' },
    ],
  ]),
};
