/** Ceramics studio: a price list with margins and stock / reorder levels (¥, whole yen). */
import ExcelJS from 'exceljs';
import { hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(10);
const ITEMS: Array<[string, string, number, number]> = [
  // item, range, cost lo, cost hi (yen)
  ['Tenmoku tea bowl', 'Bowls', 1400, 2600],
  ['Shino rice bowl', 'Bowls', 700, 1300],
  ['Celadon noodle bowl', 'Bowls', 900, 1700],
  ['Ash-glaze mug', 'Mugs', 800, 1300],
  ['Speckled latte mug', 'Mugs', 750, 1250],
  ['Kohiki espresso cup', 'Mugs', 450, 800],
  ['Bud vase (small)', 'Vases', 900, 1500],
  ['Ikebana vase', 'Vases', 2400, 4200],
  ['Tall bottle vase', 'Vases', 2000, 3600],
  ['Large serving platter', 'Plates', 3200, 5200],
  ['Dinner plate', 'Plates', 1000, 1700],
  ['Side plate', 'Plates', 600, 1000],
  ['Soy dish set of 4', 'Plates', 700, 1200],
  ['Hanging planter', 'Planters', 1200, 2100],
  ['Succulent pot', 'Planters', 400, 800],
  ['Incense holder', 'Gifts', 300, 600],
  ['Chopstick rests set of 5', 'Gifts', 350, 700],
  ['Sake set', 'Gifts', 2600, 4400],
];
const items = ITEMS.map(([name, range, lo, hi], i) => {
  const cost = r.int(lo, hi) * 100;
  const price = Math.round((cost * (1.8 + r.next() * 1.6)) / 10000) * 10000; // to the 100 yen
  const reorder = r.int(3, 8);
  const stock = i % 4 === 1 ? r.int(0, reorder) : r.int(reorder + 1, 40);
  return { code: `KC-${String(101 + i)}`, name, range, cost, price, stock, reorder };
});
const margin = items.map((x) => x.price - x.cost);
const marginPct = items.map((x, i) => pct(margin[i]!, x.price));
const mbp = items.map((x, i) => (BigInt(margin[i]!) * 1000000n) / BigInt(x.price)); // for ranking
const topM = argMax(mbp);
const lowM = argMin(mbp);
const cheapest = argMin(items.map((x) => x.price));
const byName = (n: string): number => items.findIndex((x) => x.name === n);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Price list');
  putRows(ws, [
    ['Kiln & Clay Studio – price list & stock (JPY)'],
    ['Updated 1 Nov 2026'],
    [],
    [
      'Code',
      'Item',
      'Range',
      'Unit cost ¥',
      'Price ¥',
      'Margin ¥',
      'Margin %',
      'In stock',
      'Reorder at',
      'Reorder?',
    ],
    ...items.map((x, i) => [
      x.code,
      x.name,
      x.range,
      cell(x.cost),
      cell(x.price),
      cell(margin[i]!),
      Number(marginPct[i]),
      x.stock,
      x.reorder,
      x.stock <= x.reorder ? 'YES' : undefined,
    ]),
  ]);
  return toBytes(wb);
}

const stockAt = (f: (x: (typeof items)[number]) => number): bigint =>
  total(items.map((x) => BigInt(x.stock) * BigInt(f(x))));
const vases = items.filter((x) => x.range === 'Vases');
const tb = byName('Tenmoku tea bowl');
const q = questionsFor('ceramics', [
  [
    "what's the margin on the tenmoku tea bowl",
    {
      value: [hundredths(margin[tb]!), marginPct[tb]!],
      means: 'Margin ¥ (Price − Unit cost) or Margin %, Tenmoku tea bowl',
    },
  ],
  [
    'which item has the best margin percentage',
    { at: items[topM]!.name, means: 'largest Margin % (unique)' },
  ],
  [
    'how many items need reordering',
    {
      value: String(items.filter((x) => x.stock <= x.reorder).length),
      means: 'count of items with In stock ≤ Reorder at (Reorder? = YES)',
    },
  ],
  [
    'value of our stock at cost',
    { value: hundredths(stockAt((x) => x.cost)), means: 'sum of In stock × Unit cost ¥' },
  ],
  [
    'what do we sell the large serving platter for',
    {
      value: hundredths(items[byName('Large serving platter')]!.price),
      means: 'Price ¥, Large serving platter',
    },
  ],
  [
    'how many mugs have we got in stock',
    {
      value: String(items.filter((x) => x.range === 'Mugs').reduce((a, x) => a + x.stock, 0)),
      means: 'sum of In stock where Range = Mugs',
    },
  ],
  [
    'cheapest thing we sell',
    { at: items[cheapest]!.name, means: 'item with the lowest Price ¥ (unique)' },
  ],
  [
    'average price of the vases',
    {
      value: meanCents(total(vases.map((x) => x.price)), vases.length),
      means: 'mean Price ¥ over the 3 Vases',
    },
  ],
  ['lowest margin item', { at: items[lowM]!.name, means: 'smallest Margin % (unique)' }],
  [
    'stock value at selling price',
    { value: hundredths(stockAt((x) => x.price)), means: 'sum of In stock × Price ¥' },
  ],
  [
    'unit cost of the sake set',
    { value: hundredths(items[byName('Sake set')]!.cost), means: 'Unit cost ¥, Sake set' },
  ],
  [
    'how many hanging planters are left',
    { value: String(items[byName('Hanging planter')]!.stock), means: 'In stock, Hanging planter' },
  ],
  ['how many bowls did we sell last month', { refuse: true, means: 'no sales in a price list' }],
  ['should we put the planter prices up', { refuse: true, means: 'an opinion' }],
]);

export const ceramics: BlindBook = {
  name: 'ceramics',
  business: 'ceramics studio',
  shape: 'price list with cost, price, margin ¥/%, stock and reorder levels',
  bytes,
  questions: q,
  checks: [
    {
      what: 'sum of margins = sum of prices − sum of costs',
      a: total(margin),
      b: total(items.map((x) => x.price)) - total(items.map((x) => x.cost)),
    },
    { what: 'best margin % unique', a: uniqueMax(mbp) ? 1n : 0n, b: 1n },
    { what: 'lowest margin % unique', a: uniqueMax(mbp.map((x) => -x)) ? 1n : 0n, b: 1n },
    { what: 'cheapest unique', a: uniqueMax(items.map((x) => -x.price)) ? 1n : 0n, b: 1n },
  ],
};
