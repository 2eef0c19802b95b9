/**
 * Saree and fabric shop: stock statement as at 30 November 2026, Indian rupees. Two title rows,
 * code, description, category, unit (pcs or metres), qty, unit cost, stock value (qty × cost)
 * and MRP; four lines out of stock (qty 0); a Total row; lakh digit grouping.
 */
import ExcelJS from 'exceljs';
import { hundredths, pct } from '../../expect';
import {
  argMax,
  cell,
  countOf,
  holds,
  offThreshold,
  pickAt,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  where,
  type BlindBook,
} from '../lib';

const r = rng(9);
const NAME = 'fabric';
const CATS = ['Silk sarees', 'Cotton sarees', 'Dress material', 'Suiting', 'Dupattas'] as const;
const ITEMS: Array<[desc: string, cat: number, lo: number, hi: number]> = [
  ['Kanjivaram silk saree – temple border', 0, 14000, 16000],
  ['Banarasi silk saree – red/gold', 0, 7000, 11000],
  ['Mysore crepe silk saree', 0, 4200, 6500],
  ['Tussar silk saree – printed', 0, 2600, 4200],
  ['Pochampally ikat silk saree', 0, 5200, 8200],
  ['Chanderi cotton saree', 1, 900, 1500],
  ['Kota doria saree', 1, 700, 1200],
  ['Bengal tant cotton saree', 1, 450, 800],
  ['Chettinad cotton saree', 1, 650, 1100],
  ['Mangalagiri cotton saree', 1, 600, 950],
  ['Rayon printed dress material', 2, 90, 160],
  ['Cotton cambric dress material', 2, 70, 120],
  ['Georgette embroidered dress material', 2, 240, 420],
  ['Chanderi silk dress material', 2, 300, 520],
  ['Poly-viscose suiting – charcoal', 3, 180, 280],
  ['Terry-wool suiting – navy', 3, 420, 650],
  ['Linen shirting – white', 3, 260, 380],
  ['Phulkari dupatta', 4, 450, 900],
  ['Bandhani dupatta', 4, 380, 700],
  ['Chiffon dupatta – plain', 4, 120, 220],
  ['Net dupatta – embroidered', 4, 260, 480],
];
const OUT = new Set([3, 8, 13, 19]);
const rows = ITEMS.map(([desc, cat, lo, hi], i) => {
  const metres = cat === 2 || cat === 3;
  const drawn = OUT.has(i)
    ? 0
    : metres
      ? r.int(30, cat === 2 ? 260 : 120)
      : r.int(cat === 0 ? 3 : 5, cat === 0 ? 25 : 60);
  const qty = drawn === 10 ? 11 : drawn; // keep "fewer than 10" clear of the line
  const cost = r.int(lo, hi) * 100;
  const mrp = Math.round((cost * (1.35 + r.next() * 0.35)) / 1000) * 1000 - 100; // ₹…99
  return {
    code: `SL-${String(101 + i * 3)}`,
    desc,
    cat,
    unit: metres ? 'm' : 'pcs',
    qty,
    cost,
    value: qty * cost,
    mrp,
  };
});
const values = rows.map((x) => x.value);
const grand = total(values);
const byCat = CATS.map((_, c) =>
  total(
    pickAt(
      values,
      where(rows, (x) => x.cat === c),
    ),
  ),
);
const atMrp = total(rows.map((x) => x.qty * x.mrp));
const out = countOf(rows, (x) => x.qty === 0);
const THRESHOLD = 10;
const under10 = countOf(rows, (x) => x.qty < THRESHOLD);
const topValue = argMax(values);
const topCost = argMax(rows.map((x) => x.cost));
const topCat = argMax(byCat);
const dressM = total(
  pickAt(
    rows.map((x) => x.qty),
    where(rows, (x) => x.cat === 2),
  ),
);
const cottonPcs = total(
  pickAt(
    rows.map((x) => x.qty),
    where(rows, (x) => x.cat === 1),
  ),
);
/** the description before its " – " detail (what an answer is sure to name) */
const short = (desc: string): string => desc.split(' – ')[0]!;
const K = rows[0]!; // the Kanjivaram
const B = rows[1]!; // the Banarasi

const LAKH = '[>=10000000]₹ ##\\,##\\,##\\,##0.00;[>=100000]₹ ##\\,##\\,##0.00;₹ ##,##0.00';

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Stock');
  putRows(ws, [
    ['Sri Lakshmi Silks & Textiles, Kanchipuram'],
    ['Stock statement as at 30 November 2026'],
    [],
    [
      'Code',
      'Description',
      'Category',
      'Unit',
      'Qty',
      'Unit cost (₹)',
      'Stock value (₹)',
      'MRP (₹)',
    ],
    ...rows.map((x) => [
      x.code,
      x.desc,
      CATS[x.cat],
      x.unit,
      x.qty,
      cell(x.cost),
      cell(x.value),
      cell(x.mrp),
    ]),
    ['Total', undefined, undefined, undefined, undefined, undefined, cell(grand)],
  ]);
  ws.getRow(1).font = { bold: true, size: 13 };
  ws.getRow(4).font = { bold: true };
  ws.getRow(5 + rows.length).font = { bold: true };
  for (const c of [6, 7, 8]) {
    ws.getColumn(c).numFmt = LAKH;
    ws.getColumn(c).width = 16;
  }
  ws.getColumn(2).width = 40;
  return toBytes(wb);
}

export const fabric: BlindBook = {
  name: NAME,
  business: 'saree and fabric shop',
  shape:
    'stock statement as at 30 Nov 2026: qty, unit cost, stock value, MRP; zero-stock lines; Total row; lakh grouping',
  bytes,
  questions: questionsFor(NAME, [
    ['total stock value', { value: hundredths(grand), means: 'Stock value column total' }],
    [
      'how much is our silk saree stock worth',
      { value: hundredths(byCat[0]!), means: 'Stock value, Category = Silk sarees' },
    ],
    [
      'which item has the most money tied up in it',
      { at: short(rows[topValue]!.desc), means: 'line with the largest stock value' },
    ],
    ['how many items are out of stock', { value: String(out), means: 'lines with Qty 0' }],
    [
      'most expensive item we stock',
      { at: short(rows[topCost]!.desc), means: 'largest unit cost (also largest MRP)' },
    ],
    [
      'how many metres of dress material have we got',
      { value: String(dressM), means: 'Qty summed over Dress material (m)' },
    ],
    ["what's the stock worth at MRP", { value: hundredths(atMrp), means: 'Σ qty × MRP' }],
    [
      "what's the margin on the kanjivaram saree",
      {
        value: [
          hundredths(K.mrp - K.cost),
          pct(K.mrp - K.cost, K.mrp),
          pct(K.mrp - K.cost, K.cost),
        ],
        means: 'MRP − unit cost, or as % of MRP, or as markup % on cost',
      },
    ],
    [
      'how many items have fewer than 10 in stock',
      {
        value: [String(under10), String(under10 - out)],
        means: 'lines with Qty below 10, with or without the zero lines',
      },
    ],
    [
      'which category has the most stock value',
      { at: CATS[topCat], means: 'category with the largest stock value' },
    ],
    [
      'how many banarasi sarees do we have',
      { value: String(B.qty), means: 'Qty of Banarasi silk saree – red/gold' },
    ],
    [
      'what share of stock is sarees',
      {
        value: pct(byCat[0]! + byCat[1]!, grand),
        means: '(Silk + Cotton sarees) value / total, %',
      },
    ],
    [
      'how many products do we carry',
      {
        value: [String(rows.length), String(rows.length - out)],
        means: 'stock lines, with or without the zero-stock ones',
      },
    ],
    [
      'cotton sarees how many pieces',
      { value: String(cottonPcs), means: 'Qty summed over Cotton sarees' },
    ],
    [
      'how many sarees did we sell last month',
      { refuse: true, means: 'a stock statement holds no sales' },
    ],
    ['which supplier is cheapest', { refuse: true, means: 'no supplier column' }],
  ]),
  checks: [
    same('categories = total', total(byCat), grand),
    holds(
      'qty × cost = value',
      rows.every((x) => x.qty * x.cost === x.value),
    ),
    unique('stock values', values),
    unique(
      'unit cost',
      rows.map((x) => x.cost),
    ),
    holds('top cost is top MRP', argMax(rows.map((x) => x.mrp)) === topCost),
    unique('category values', byCat),
    offThreshold(
      'qty',
      rows.map((x) => x.qty),
      THRESHOLD,
    ),
    holds('some under 10 in stock', under10 - out > 0),
    same('mrp above cost', BigInt(countOf(rows, (x) => x.mrp > x.cost)), BigInt(rows.length)),
  ],
};
