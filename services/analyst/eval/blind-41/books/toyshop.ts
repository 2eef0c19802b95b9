/**
 * toyshop — a toy shop's stock on hand as at 30 November 2026 (SGD, excl. GST): title rows,
 * item code, description, category, supplier, qty on hand, unit cost, stock value (qty × cost),
 * sell price; four lines out of stock; Total row.
 */
import ExcelJS from 'exceljs';
import { meanCents, money, pct } from '../../expect';
import {
  argMax,
  cell,
  countOf,
  holds,
  pickAt,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  where,
  type BlindBook,
} from '../lib';
import { extreme, groupSum } from '../lib';

const r = rng(9);
const ITEMS: Array<[string, string, string, number, number]> = [
  ['Building sets', 'LEGO City Fire Station 60414', 'Brick Distributors', 9200, 13990],
  ['Building sets', 'LEGO Friends Heartlake Café', 'Brick Distributors', 3100, 4990],
  ['Building sets', 'Magna-Tiles 32-piece set', 'Playwell Asia', 5400, 8990],
  ['Building sets', 'Plus-Plus Tube 500 pcs', 'Playwell Asia', 1850, 2990],
  ['Building sets', 'K’NEX Thrill Rides Coaster', 'Toyland Wholesale', 6200, 9990],
  ['Dolls & plush', 'Jellycat Bashful Bunny Medium', 'Huggables SG', 1900, 3490],
  ['Dolls & plush', 'Sylvanian Families Red Roof House', 'Toyland Wholesale', 4600, 7490],
  ['Dolls & plush', 'Barbie Dreamhouse', 'Toyland Wholesale', 16500, 24990],
  ['Dolls & plush', 'Squishmallows 12" assorted', 'Huggables SG', 1100, 2290],
  ['Dolls & plush', 'Merlion plush 30cm', 'Huggables SG', 850, 1990],
  ['Puzzles & games', 'Ravensburger 1000pc Singapore Skyline', 'Playwell Asia', 1650, 2990],
  ['Puzzles & games', 'Catan Junior', 'Boardgame Hub', 2300, 3990],
  ['Puzzles & games', 'Ticket to Ride: Asia', 'Boardgame Hub', 3400, 5490],
  ['Puzzles & games', 'Rubik’s Cube 3x3', 'Toyland Wholesale', 780, 1590],
  ['Puzzles & games', 'Uno Flip', 'Toyland Wholesale', 520, 1190],
  ['Outdoor', 'Micro Mini Deluxe scooter', 'Wheels & Co', 9800, 15990],
  ['Outdoor', 'Balance bike 12"', 'Wheels & Co', 7400, 11990],
  ['Outdoor', 'Bubble machine', 'Toyland Wholesale', 1450, 2890],
  ['Outdoor', 'Water blaster twin pack', 'Toyland Wholesale', 1200, 2490],
  ['Baby & toddler', 'Stacking rings (wooden)', 'Little Oak', 1150, 2290],
  ['Baby & toddler', 'Activity cube', 'Little Oak', 5600, 8990],
  ['Baby & toddler', 'Bath duck family', 'Little Oak', 690, 1490],
  ['Baby & toddler', 'Shape sorter bus', 'Little Oak', 2050, 3690],
  ['Arts & crafts', 'Crayola Inspiration Art Case', 'Crafty Supplies', 1950, 3290],
  ['Arts & crafts', 'Play-Doh Kitchen Creations', 'Toyland Wholesale', 1700, 2990],
  ['Arts & crafts', 'Hama beads 6000', 'Crafty Supplies', 1350, 2490],
  ['Arts & crafts', 'Spirograph deluxe', 'Crafty Supplies', 1890, 3290],
];
const ZERO = new Set([2, 13, 17, 24]);
const lines = ITEMS.map(([cat, desc, supplier, cost, sell], i) => {
  const qty = ZERO.has(i) ? 0 : cost > 9000 ? r.int(1, 6) : r.int(3, 40);
  return {
    code: `TW-${String(1001 + i * 7)}`,
    cat,
    desc,
    supplier,
    cost,
    sell,
    qty,
    value: qty * cost,
  };
});
const values = lines.map((l) => l.value);
const all = total(values);
const byCat = groupSum(
  lines,
  (l) => l.cat,
  (l) => l.value,
);
const [topCat, topCatV] = extreme(byCat);
const topLine = argMax(values);
const costs = lines.map((l) => l.cost);
const dearest = argMax(costs);
const UNITS = total(lines.map((l) => l.qty));
const out = countOf(lines, (l) => l.qty === 0);
const LOW = 5;
const lowWith = countOf(lines, (l) => l.qty < LOW);
const lowWithout = countOf(lines, (l) => l.qty > 0 && l.qty < LOW);
const look = lines.find((l) => l.desc.startsWith('Ticket to Ride'))!;
const marg = lines.find((l) => l.desc.startsWith('Micro Mini'))!;
const jelly = lines.find((l) => l.desc.startsWith('Jellycat'))!;
const little = total(
  pickAt(
    values,
    where(lines, (l) => l.supplier === 'Little Oak'),
  ),
);
const inStock = lines.filter((l) => l.qty > 0);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Stock on hand');
  ws.getCell('A1').value = 'Little Wonders Toy Store';
  ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getCell('A2').value = 'Stock on hand as at 30 November 2026 · S$, excl. GST';
  ws.getRow(4).values = [
    'Item code',
    'Description',
    'Category',
    'Supplier',
    'Qty on hand',
    'Unit cost (S$)',
    'Stock value (S$)',
    'Sell price (S$)',
  ];
  ws.getRow(4).font = { bold: true };
  lines.forEach((l, i) => {
    ws.getRow(5 + i).values = [
      l.code,
      l.desc,
      l.cat,
      l.supplier,
      l.qty,
      cell(l.cost),
      cell(l.value),
      cell(l.sell),
    ];
  });
  const t = ws.getRow(5 + lines.length);
  t.getCell(1).value = 'Total';
  t.getCell(5).value = Number(UNITS);
  t.getCell(7).value = cell(all);
  t.font = { bold: true };
  for (const c of [6, 7, 8]) ws.getColumn(c).numFmt = '#,##0.00';
  ws.getColumn(2).width = 38;
  return toBytes(wb);
}

export const toyshop: BlindBook = {
  name: 'toyshop',
  business: 'toy shop',
  shape: 'inventory list with unit cost',
  bytes,
  checks: [
    same('categories = total', total([...byCat.values()]), all),
    same('qty × cost = value', total(lines.map((l) => l.qty * l.cost)), all),
    unique('categories', [...byCat.values()]),
    unique('line values', values),
    unique('unit costs', costs),
    holds('dearest on cost is dearest on sell', argMax(lines.map((l) => l.sell)) === dearest),
    holds(
      'cost < sell everywhere',
      lines.every((l) => l.cost < l.sell),
    ),
    holds(
      'the margin line and the lookups are in stock',
      marg.qty > 0 && look.qty > 0 && jelly.qty > 0,
    ),
  ],
  questions: questionsFor('toyshop', [
    ["what's our stock worth", { value: money(all), means: 'Total of Stock value' }],
    ['how many items are out of stock', { value: String(out), means: 'lines with Qty on hand 0' }],
    [
      'which line has the most money tied up in it',
      {
        at: lines[topLine]!.desc.split(' ').slice(0, 2).join(' '),
        value: money(values[topLine]!),
        means: 'the line with the largest Stock value',
      },
    ],
    [
      'what does ticket to ride cost us',
      { value: money(look.cost), means: 'Unit cost of Ticket to Ride: Asia' },
    ],
    [
      'stock value of building sets',
      { value: money(byCat.get('Building sets')!), means: 'Building sets lines, Stock value' },
    ],
    [
      'which category holds the most stock value',
      { at: topCat, value: money(topCatV), means: 'the category with the largest Stock value' },
    ],
    ['how many units in stock altogether', { value: String(UNITS), means: 'Total of Qty on hand' }],
    [
      'most expensive item we carry',
      {
        at: lines[dearest]!.desc,
        // after the first run: the same item's Sell price is accepted too (README)
        value: [money(lines[dearest]!.cost), money(lines[dearest]!.sell)],
        means: 'the largest Unit cost, or the same item by its (also largest) Sell price',
      },
    ],
    [
      'how many lines have fewer than 5 in stock',
      {
        value: [String(lowWith), String(lowWithout)],
        means: 'lines with Qty on hand under 5, with or without the out-of-stock lines',
      },
    ],
    [
      "what's the margin on the micro mini scooter",
      {
        value: [money(marg.sell - marg.cost), pct(marg.sell - marg.cost, marg.sell)],
        means: 'Sell price less Unit cost, or that as a % of the sell price',
      },
    ],
    [
      'how many jellycat bunnies have we got',
      { value: String(jelly.qty), means: 'Qty on hand of the Jellycat Bashful Bunny' },
    ],
    [
      'average unit cost',
      {
        value: [meanCents(total(costs), costs.length), meanCents(all, Number(UNITS))],
        means: 'mean of the Unit cost column, or Stock value / units',
      },
    ],
    [
      'how much little oak stock do we hold',
      { value: money(little), means: 'Stock value of lines supplied by Little Oak' },
    ],
    [
      'how many products do we stock',
      {
        value: [String(lines.length), String(inStock.length)],
        means: 'lines on the list, with or without the out-of-stock ones',
      },
    ],
    [
      'how many lego sets did we sell in november',
      { refuse: true, means: 'a stock list holds no sales' },
    ],
    [
      'when is the next delivery from playwell',
      { refuse: true, means: 'no orders or delivery dates on the sheet' },
    ],
  ]),
};
