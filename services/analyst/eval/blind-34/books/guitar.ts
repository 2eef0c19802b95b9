/**
 * guitar: a guitar shop's stock count at 30 November 2026: SKU, item, category, qty on hand,
 * unit cost, retail price, stock value at cost, reorder level, supplier; a Total row. USD.
 */
import ExcelJS from 'exceljs';
import { hundredths, pct } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  holds,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  uniqueMax,
  uniqueMin,
  type BlindBook,
} from '../lib';

const r = rng(9);
const CATS = [
  'Electric Guitars',
  'Acoustic Guitars',
  'Bass',
  'Amps',
  'Pedals',
  'Strings & Accessories',
] as const;
type Cat = (typeof CATS)[number];

/** [item, category, supplier, unit cost $, retail $, qty range, reorder level] */
const LINES: Array<[string, Cat, string, number, number, [number, number], number]> = [
  ['Fender Player Stratocaster', 'Electric Guitars', 'Fender', 579, 849, [0, 5], 2],
  ['Fender Player Telecaster', 'Electric Guitars', 'Fender', 569, 829, [0, 4], 2],
  ["Squier Classic Vibe '50s Strat", 'Electric Guitars', 'Fender', 299, 449, [0, 6], 2],
  ["Gibson Les Paul Standard '60s", 'Electric Guitars', 'Gibson', 1899, 2799, [1, 2], 1],
  ['Epiphone Les Paul Standard', 'Electric Guitars', 'Gibson', 399, 599, [0, 5], 2],
  ['PRS SE Custom 24', 'Electric Guitars', 'PRS', 569, 849, [0, 3], 1],
  ['Ibanez RG550', 'Electric Guitars', 'Ibanez', 699, 999, [0, 3], 1],
  ['Martin D-28', 'Acoustic Guitars', 'Martin', 2099, 3099, [1, 2], 1],
  ['Martin 000-15M', 'Acoustic Guitars', 'Martin', 999, 1499, [0, 3], 1],
  ['Taylor 214ce', 'Acoustic Guitars', 'Taylor', 899, 1299, [0, 4], 1],
  ['Taylor GS Mini', 'Acoustic Guitars', 'Taylor', 379, 549, [0, 6], 2],
  ['Yamaha FG800', 'Acoustic Guitars', 'Yamaha', 139, 219, [0, 8], 3],
  ['Yamaha LL6', 'Acoustic Guitars', 'Yamaha', 429, 649, [0, 3], 1],
  ['Fender Player Precision Bass', 'Bass', 'Fender', 599, 879, [0, 3], 1],
  ['Squier Affinity Jazz Bass', 'Bass', 'Fender', 199, 299, [0, 5], 2],
  ['Ibanez SR300E', 'Bass', 'Ibanez', 249, 379, [0, 4], 1],
  ['Fender Blues Junior IV', 'Amps', 'Fender', 449, 679, [0, 4], 1],
  ['Boss Katana 50 MkII', 'Amps', 'Roland', 179, 269, [0, 7], 2],
  ['Orange Crush 20', 'Amps', 'Orange', 89, 139, [0, 6], 2],
  ['Vox AC15C1', 'Amps', 'Vox', 469, 699, [0, 3], 1],
  ['Marshall DSL20CR', 'Amps', 'Marshall', 379, 569, [0, 3], 1],
  ['Boss DS-1 Distortion', 'Pedals', 'Roland', 39, 69, [0, 12], 4],
  ['Boss TU-3 Tuner', 'Pedals', 'Roland', 59, 109, [0, 10], 3],
  ['EHX Big Muff Pi', 'Pedals', 'Electro-Harmonix', 59, 99, [0, 8], 3],
  ['MXR Carbon Copy Delay', 'Pedals', 'Dunlop', 109, 169, [0, 6], 2],
  ['TC Electronic Hall of Fame 2', 'Pedals', 'TC Electronic', 79, 129, [0, 6], 2],
  ['Ibanez TS9 Tube Screamer', 'Pedals', 'Ibanez', 69, 119, [0, 8], 3],
  [
    'Ernie Ball Regular Slinky 10-46',
    'Strings & Accessories',
    'Ernie Ball',
    3.2,
    6.99,
    [10, 80],
    24,
  ],
  ["D'Addario EXP16 12-53", 'Strings & Accessories', "D'Addario", 5.1, 11.99, [6, 40], 18],
  ['Dunlop Tortex picks 12-pack', 'Strings & Accessories', 'Dunlop', 2.4, 5.49, [10, 60], 20],
  ['Instrument cable 10ft', 'Strings & Accessories', "D'Addario", 9.8, 19.99, [4, 25], 8],
  ['Snark clip-on tuner', 'Strings & Accessories', 'Snark', 9.5, 17.99, [3, 20], 6],
  ['Fender gig bag (electric)', 'Strings & Accessories', 'Fender', 22, 39.99, [2, 12], 4],
];

interface Item {
  sku: string;
  name: string;
  cat: Cat;
  supplier: string;
  cost: bigint;
  price: bigint;
  qty: number;
  reorder: number;
  value: bigint;
}
const items: Item[] = LINES.map(([name, cat, supplier, cost, price, [lo, hi], reorder], i) => {
  let qty = r.int(lo, hi);
  if (qty === reorder) qty += 1; // nobody sits exactly on the reorder level
  const c = BigInt(Math.round(cost * 100));
  return {
    sku: `EGX-${String(1001 + i * 7)}`,
    name,
    cat,
    supplier,
    cost: c,
    price: BigInt(Math.round(price * 100)),
    qty,
    reorder,
    value: c * BigInt(qty),
  };
});
const stockValue = total(items.map((i) => i.value));
const retailValue = total(items.map((i) => i.price * BigInt(i.qty)));
const units = items.reduce((s, i) => s + i.qty, 0);
const catValue = CATS.map((c) => total(items.filter((i) => i.cat === c).map((i) => i.value)));
const catQty = (c: Cat): number => items.filter((i) => i.cat === c).reduce((s, i) => s + i.qty, 0);
const below = items.filter((i) => i.qty < i.reorder).length;
const outOf = items.filter((i) => i.qty === 0).length;
const values = items.map((i) => i.value);
const topLine = argMax(values);
const topCat = argMax(catValue);
const acoustic = items.filter((i) => i.cat === 'Acoustic Guitars');
const cheapest = argMin(acoustic.map((i) => i.price));
const strat = items.find((i) => i.name === 'Fender Player Stratocaster')!;
const ds1 = items.find((i) => i.name.startsWith('Boss DS-1'))!;
const roland = total(items.filter((i) => i.supplier === 'Roland').map((i) => i.value));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Stock');
  putRows(ws, [
    ['Eastside Guitar Exchange — stock count'],
    ['Counted 30 Nov 2026 · costs ex sales tax · USD'],
    [],
    [
      'SKU',
      'Item',
      'Category',
      'Qty on hand',
      'Unit cost ($)',
      'Retail ($)',
      'Stock value ($)',
      'Reorder at',
      'Supplier',
    ],
    ...items.map((i) => [
      i.sku,
      i.name,
      i.cat,
      i.qty,
      cell(i.cost),
      cell(i.price),
      cell(i.value),
      i.reorder,
      i.supplier,
    ]),
    ['Total', undefined, undefined, units, undefined, undefined, cell(stockValue)],
  ]);
  ws.getRow(1).font = { bold: true, size: 13 };
  ws.getRow(4).font = { bold: true };
  ws.getRow(5 + items.length).font = { bold: true };
  for (const c of [5, 6, 7]) ws.getColumn(c).numFmt = '$#,##0.00';
  ws.getColumn(2).width = 32;
  ws.getColumn(3).width = 22;
  return toBytes(wb);
}

export const guitar: BlindBook = {
  name: 'guitar',
  business: 'guitar shop',
  shape: 'stock list: qty, unit cost, retail, stock value, reorder level, supplier; Total row',
  bytes,
  questions: questionsFor('guitar', [
    [
      "what's our stock worth at cost",
      { value: hundredths(stockValue), means: 'Stock value column total' },
    ],
    [
      'how many amps in stock',
      { value: String(catQty('Amps')), means: 'Qty on hand of Amps rows' },
    ],
    [
      "what's the retail value of everything in stock",
      { value: hundredths(retailValue), means: 'Qty × Retail, every row, added' },
    ],
    [
      'how many items are below their reorder level',
      {
        value: String(below),
        means: 'rows whose Qty on hand is under Reorder at (none equals it)',
      },
    ],
    [
      'most valuable line in stock',
      {
        value: hundredths(values[topLine]!),
        at: items[topLine]!.name,
        means: 'row with the largest Stock value',
      },
    ],
    [
      "what's the margin on the Fender Player Stratocaster",
      {
        value: [hundredths(strat.price - strat.cost), pct(strat.price - strat.cost, strat.price)],
        tol: 0.01,
        means: 'Retail − Unit cost (or that / Retail × 100)',
      },
    ],
    [
      'how many Boss DS-1 do we have',
      { value: String(ds1.qty), means: 'Qty on hand of Boss DS-1 Distortion' },
    ],
    [
      'value of pedals in stock',
      {
        value: hundredths(catValue[CATS.indexOf('Pedals')]!),
        means: 'Stock value of Pedals rows (at cost)',
      },
    ],
    [
      'which category has the most money tied up',
      {
        value: hundredths(catValue[topCat]!),
        at: CATS[topCat],
        means: 'category with the largest Stock value',
      },
    ],
    [
      'cheapest acoustic',
      {
        value: hundredths(acoustic[cheapest]!.price),
        at: acoustic[cheapest]!.name,
        means: 'Acoustic Guitars row with the lowest Retail',
      },
    ],
    ['total units on hand', { value: String(units), means: 'Qty on hand column total' }],
    [
      'how much Roland stock do we have at cost',
      { value: hundredths(roland), means: 'Stock value of rows with Supplier Roland' },
    ],
    [
      'what share of stock value is amps',
      {
        value: pct(catValue[CATS.indexOf('Amps')]!, stockValue),
        tol: 0.01,
        means: 'Amps Stock value / total × 100',
      },
    ],
    [
      'how many different items are out of stock',
      { value: String(outOf), means: 'rows with Qty on hand 0' },
    ],
    [
      'which supplier gives us the best terms',
      { refuse: true, means: 'no payment terms or discounts are held' },
    ],
    [
      'how many strats did we sell last month',
      { refuse: true, means: 'a stock count holds no sales' },
    ],
    [
      "what's the serial number of the Les Paul",
      { refuse: true, means: 'no serial numbers are held' },
    ],
  ]),
  checks: [
    same('categories = stock value', total(catValue), stockValue),
    same('qty × cost = stock value', total(items.map((i) => i.cost * BigInt(i.qty))), stockValue),
    holds('top line unique', uniqueMax(values)),
    holds('top category unique', uniqueMax(catValue)),
    holds('cheapest acoustic unique', uniqueMin(acoustic.map((i) => i.price))),
    holds(
      'no row sits on its reorder level',
      items.every((i) => i.qty !== i.reorder),
    ),
    holds('some rows are below reorder and some out of stock', below >= 2 && outOf >= 1),
  ],
};
