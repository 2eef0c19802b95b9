/**
 * bottleshop — a bottle shop's stock on hand as at 30 Nov 2026 (AUD, ex GST): code, product,
 * category, supplier, qty on hand, unit cost, stock value (qty × cost), shelf price ex GST;
 * some lines out of stock (qty 0); Total row.
 */
import ExcelJS from 'exceljs';
import { hundredths, meanCents, pct, ratio2 } from '../../expect';
import {
  argMax,
  cell,
  holds,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
} from '../lib';
import { extreme, groupSum, uniqueIn } from '../lib';

const r = rng(9);
const LINES: Array<[string, string, string, number]> = [
  ['Coopers Pale Ale 375ml', 'Beer', 'Coopers Brewery', 215],
  ['Stone & Wood Pacific Ale 330ml', 'Beer', 'Lion', 268],
  ['Balter XPA 375ml', 'Beer', 'CUB', 291],
  ['Young Henrys Natural Lager 375ml', 'Beer', 'Young Henrys', 262],
  ['Yalumba Y Series Shiraz', 'Wine', 'Yalumba', 1095],
  ['Penfolds Bin 389', 'Wine', 'Treasury Wine Estates', 7450],
  ['Oyster Bay Sauvignon Blanc', 'Wine', 'Delegat', 1180],
  ['Jacob’s Creek Chardonnay', 'Wine', 'Pernod Ricard', 865],
  ['Brown Brothers Prosecco', 'Wine', 'Brown Brothers', 1320],
  ['Four Pillars Rare Dry Gin 700ml', 'Spirits', 'Four Pillars', 5260],
  ['Bundaberg Rum UP 700ml', 'Spirits', 'Diageo', 3540],
  ['Starward Two-Fold Whisky 700ml', 'Spirits', 'Starward', 5890],
  ['Archie Rose Vodka 700ml', 'Spirits', 'Archie Rose', 4880],
  ['Canadian Club & Dry 375ml 10pk', 'RTD', 'Beam Suntory', 4120],
  ['Vodka Cruiser Wild Raspberry 4pk', 'RTD', 'Asahi', 1290],
  ['Smirnoff Ice Double Black 10pk', 'RTD', 'Diageo', 4460],
];
const OUT = [3, 8, 13];
const rows = LINES.map(([name, cat, sup, cost], i) => {
  const qty = OUT.includes(i)
    ? 0
    : cat === 'Beer'
      ? r.int(48, 240)
      : cat === 'Wine'
        ? r.int(4, 60)
        : r.int(3, 30);
  const price = Math.round((cost * (140 + r.int(0, 45))) / 100);
  return {
    code: `BS-${String(1001 + i * 7)}`,
    name,
    cat,
    sup,
    qty,
    cost,
    value: qty * cost,
    price,
  };
});
rows[5]!.qty = 5; // Penfolds Bin 389: a few on the shelf
rows[5]!.value = 5 * rows[5]!.cost;
const val = total(rows.map((x) => x.value));
const byCat = groupSum(
  rows,
  (x) => x.cat,
  (x) => x.value,
);
const units = rows.reduce((a, x) => a + x.qty, 0);
const LOW = 6;
const low = rows.filter((x) => x.qty < LOW);
const lowStocked = low.filter((x) => x.qty > 0);
const topVal = argMax(rows.map((x) => x.value));
const dear = argMax(rows.map((x) => x.cost));
const g = rows.find((x) => x.name.startsWith('Four Pillars'))!;
const stocked = rows.filter((x) => x.qty > 0);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Stock on hand');
  ws.getCell('A1').value = 'Corner Cellars, Fremantle — Stock on hand as at 30/11/2026';
  ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'All prices AUD ex GST (WET included in cost)';
  const head = [
    'Code',
    'Product',
    'Category',
    'Supplier',
    'Qty on hand',
    'Unit cost',
    'Stock value',
    'Shelf price',
  ];
  head.forEach((h, i) => (ws.getRow(4).getCell(i + 1).value = h));
  ws.getRow(4).font = { bold: true };
  rows.forEach((x, i) => {
    ws.getRow(5 + i).values = [
      x.code,
      x.name,
      x.cat,
      x.sup,
      x.qty,
      cell(x.cost),
      cell(x.value),
      cell(x.price),
    ];
  });
  const t = ws.getRow(5 + rows.length);
  t.values = ['Total', null, null, null, units, null, cell(val)];
  t.font = { bold: true };
  for (const c of [6, 7, 8]) ws.getColumn(c).numFmt = '$#,##0.00';
  ws.getColumn(2).width = 34;
  return toBytes(wb);
}

export const bottleshop: BlindBook = {
  name: 'bottleshop',
  business: 'bottle shop (liquor store)',
  shape: 'inventory list with unit cost',
  bytes,
  questions: questionsFor('bottleshop', [
    ['whats our stock worth', { value: hundredths(val), means: 'Stock value total (= Total row)' }],
    [
      'how many products do we carry',
      {
        value: [String(rows.length), String(stocked.length)],
        means: 'product lines, with or without the out-of-stock ones',
      },
    ],
    [
      'which line has the most money tied up in it',
      { at: rows[topVal]!.name, means: 'the largest Stock value (unique)' },
    ],
    [
      'how much wine stock have we got',
      { value: hundredths(byCat.get('Wine')!), means: 'Stock value of the Wine lines' },
    ],
    [
      'how many oyster bay have we got',
      { value: String(rows[6]!.qty), means: 'Qty on hand of Oyster Bay Sauvignon Blanc' },
    ],
    [
      'what do we pay for bundy rum',
      { value: hundredths(rows[10]!.cost), means: 'Unit cost of Bundaberg Rum UP 700ml' },
    ],
    [
      'how many lines are out of stock',
      { value: String(OUT.length), means: 'lines with Qty on hand 0' },
    ],
    [
      'average unit cost',
      {
        value: [
          meanCents(total(rows.map((x) => x.cost)), rows.length),
          ratio2(val, BigInt(units) * 100n),
        ],
        means: 'the mean of the Unit cost column, or stock value / units',
      },
    ],
    [
      'which category has the most stock value',
      { at: extreme(byCat)[0], means: 'the category with the largest Stock value (unique)' },
    ],
    [
      'what % of stock value is spirits',
      { value: pct(byCat.get('Spirits')!, val), means: 'Spirits value / total × 100' },
    ],
    ['how many units in total', { value: String(units), means: 'Qty on hand, all lines' }],
    [
      `how many lines have fewer than ${LOW} on hand`,
      {
        value: [String(low.length), String(lowStocked.length)],
        means: 'lines with qty below 6, with or without the out-of-stock ones',
      },
    ],
    [
      'most expensive thing we stock',
      {
        at: rows[dear]!.name,
        means: 'the largest Unit cost (also the largest Shelf price; unique)',
      },
    ],
    [
      'margin on four pillars gin',
      {
        value: [hundredths(g.price - g.cost), pct(g.price - g.cost, g.price)],
        means: 'Shelf price − Unit cost, or that / Shelf price × 100',
      },
    ],
    ['what did we sell last month', { refuse: true, means: 'a stock list holds no sales' }],
    ['which wines should we reorder', { refuse: true, means: 'no reorder levels; an opinion' }],
  ]),
  checks: [
    same('qty × cost = value', total(rows.map((x) => x.qty * x.cost)), val),
    same('categories = total', total([...byCat.values()]), val),
    unique(
      'top value line',
      rows.map((x) => x.value),
    ),
    unique(
      'dearest cost',
      rows.map((x) => x.cost),
    ),
    holds('dearest on cost is dearest on price', argMax(rows.map((x) => x.price)) === dear),
    uniqueIn('top category', byCat),
    holds(
      'no stocked line at exactly the low mark',
      rows.every((x) => x.qty !== LOW),
    ),
  ],
};
