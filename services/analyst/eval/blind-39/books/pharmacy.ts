/**
 * pharmacy: a chemist's stock statement as at 30 November 2026 (core shape 9): code, item,
 * category, pack, qty, unit cost, stock value (qty × cost), MRP; three items out of stock; a
 * Total row; Indian (lakh) digit grouping. INR.
 */
import ExcelJS from 'exceljs';
import { meanCents, money, pct } from '../../expect';
import {
  argMax,
  countOf,
  holds,
  offThreshold,
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
/** [item, category, pack, cost lo ₹, cost hi ₹, qty hi] */
const SPEC: Array<[string, string, string, number, number, number]> = [
  ['Paracetamol 650mg', 'Tablets', 'Strip of 15', 18, 24, 420],
  ['Cetirizine 10mg', 'Tablets', 'Strip of 10', 14, 19, 260],
  ['Azithromycin 500mg', 'Tablets', 'Strip of 3', 62, 78, 140],
  ['Metformin 500mg', 'Tablets', 'Strip of 20', 21, 29, 380],
  ['Amlodipine 5mg', 'Tablets', 'Strip of 15', 16, 23, 300],
  ['Pantoprazole 40mg', 'Tablets', 'Strip of 15', 48, 66, 240],
  ['Atorvastatin 10mg', 'Tablets', 'Strip of 15', 58, 79, 200],
  ['Cough syrup 100ml', 'Syrups', 'Bottle', 72, 96, 120],
  ['Antacid gel 170ml', 'Syrups', 'Bottle', 88, 115, 90],
  ['Paediatric paracetamol 60ml', 'Syrups', 'Bottle', 28, 38, 110],
  ['Multivitamin syrup 200ml', 'Syrups', 'Bottle', 112, 140, 70],
  ['ORS sachet', 'OTC', 'Sachet', 14, 19, 500],
  ['Pain relief balm 25g', 'OTC', 'Jar', 58, 72, 150],
  ['Antiseptic liquid 500ml', 'OTC', 'Bottle', 145, 178, 80],
  ['Vitamin C chewable', 'OTC', 'Strip of 15', 22, 30, 260],
  ['Nasal spray', 'OTC', 'Bottle', 78, 96, 90],
  ['Ashwagandha capsules', 'Ayurvedic', 'Bottle of 60', 165, 210, 85],
  ['Triphala churna 100g', 'Ayurvedic', 'Pack', 52, 68, 120],
  ['Chyawanprash 500g', 'Ayurvedic', 'Jar', 185, 230, 70],
  ['Tulsi drops 30ml', 'Ayurvedic', 'Bottle', 88, 110, 95],
  ['Digital thermometer', 'Surgical & devices', 'Piece', 95, 130, 60],
  ['BP monitor', 'Surgical & devices', 'Piece', 880, 1150, 14],
  ['Glucometer strips (50)', 'Surgical & devices', 'Box', 540, 690, 40],
  ['Crepe bandage 10cm', 'Surgical & devices', 'Roll', 38, 52, 150],
  ['N95 masks (10)', 'Surgical & devices', 'Box', 120, 160, 80],
  ['Baby diapers M (40)', 'Baby care', 'Pack', 420, 520, 45],
  ['Baby lotion 200ml', 'Baby care', 'Bottle', 145, 185, 60],
  ['Baby wipes (72)', 'Baby care', 'Pack', 92, 120, 110],
];
const OUT = ['Azithromycin 500mg', 'Nasal spray', 'Baby lotion 200ml'];
const CATEGORIES = ['Tablets', 'Syrups', 'OTC', 'Ayurvedic', 'Surgical & devices', 'Baby care'];

interface Item {
  code: string;
  name: string;
  category: string;
  pack: string;
  qty: number;
  cost: number; // paise
  value: number; // paise
  mrp: number; // paise
}
const ITEMS: Item[] = SPEC.map(([name, category, pack, lo, hi, qhi], i) => {
  const cost = r.int(lo * 100, hi * 100);
  const qty = OUT.includes(name) ? 0 : r.int(5, qhi);
  const mrp = Math.round((cost * r.int(125, 145)) / 100 / 50) * 50; // MRP to 50 paise
  return {
    code: `SMS-${String(1001 + i * 7)}`,
    name,
    category,
    pack,
    qty,
    cost,
    value: qty * cost,
    mrp,
  };
});
const values = ITEMS.map((i) => i.value);
const grand = total(values);
const qtyAll = total(ITEMS.map((i) => i.qty));
const catValue = CATEGORIES.map((c) =>
  total(ITEMS.filter((i) => i.category === c).map((i) => i.value)),
);
const topCat = argMax(catValue);
const top = argMax(values);
const I = (name: string): Item => ITEMS.find((i) => i.name === name)!;
const LOW = 25;
const low = countOf(ITEMS, (i) => i.qty < LOW);
const lowInStock = countOf(ITEMS, (i) => i.qty > 0 && i.qty < LOW);
const atMrp = total(ITEMS.map((i) => i.qty * i.mrp));
const inStock = where(ITEMS, (i) => i.qty > 0);

/** Indian digit grouping: 1,23,45,678.90 */
const LAKH = '[>=10000000]##\\,##\\,##\\,##0.00;[>=100000]##\\,##\\,##0.00;##,##0.00';

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Stock');
  putRows(ws, [
    ['Sanjeevani Medical Stores, Kothrud, Pune'],
    ['Stock statement as at 30-11-2026 (at cost, ₹)'],
    [],
    ['Code', 'Item', 'Category', 'Pack', 'Qty', 'Unit cost (₹)', 'Stock value (₹)', 'MRP (₹)'],
    ...ITEMS.map((i) => [
      i.code,
      i.name,
      i.category,
      i.pack,
      i.qty,
      i.cost / 100,
      i.value / 100,
      i.mrp / 100,
    ]),
    ['Total', undefined, undefined, undefined, Number(qtyAll), undefined, Number(grand) / 100],
  ]);
  ws.getRow(1).font = { bold: true, size: 13 };
  ws.getRow(4).font = { bold: true };
  ws.getRow(5 + ITEMS.length).font = { bold: true };
  for (const c of [6, 7, 8]) ws.getColumn(c).numFmt = LAKH;
  ws.getColumn(2).width = 28;
  ws.getColumn(3).width = 18;
  return toBytes(wb);
}

export const pharmacy: BlindBook = {
  name: 'pharmacy',
  business: 'chemist / pharmacy',
  shape: 'inventory with unit cost, qty and value as at 30 Nov 2026, Total row',
  bytes,
  questions: questionsFor('pharmacy', [
    [
      "What's the total value of our stock?",
      { value: money(grand), means: 'Stock value, Total row (at cost)' },
    ],
    [
      'How much stock have we got?',
      { value: [money(grand), String(qtyAll)], means: 'total stock value at cost, or total units' },
    ],
    [
      "What's our most valuable line?",
      {
        value: money(values[top]!),
        at: ITEMS[top]!.name,
        means: 'the item with the largest Stock value',
      },
    ],
    [
      'How many strips of Paracetamol 650 do we have?',
      { value: String(I('Paracetamol 650mg').qty), means: 'its Qty' },
    ],
    [
      "What's our OTC stock worth?",
      { value: money(catValue[2]!), means: 'Stock value of the OTC rows' },
    ],
    ['How many items are out of stock?', { value: String(OUT.length), means: 'rows with Qty 0' }],
    [
      "What's the average unit cost?",
      {
        value: [
          meanCents(grand, Number(qtyAll)),
          meanCents(total(ITEMS.map((i) => i.cost)), ITEMS.length),
          meanCents(total(inStock.map((k) => ITEMS[k]!.cost)), inStock.length),
        ],
        tol: 0.01,
        means: 'stock value / units, or the mean Unit cost over all items (or over items in stock)',
      },
    ],
    [
      'Which category holds the most stock by value?',
      {
        value: money(catValue[topCat]!),
        at: CATEGORIES[topCat]!,
        means: 'largest summed Stock value by Category',
      },
    ],
    [
      'What does Cetirizine cost us per strip?',
      { value: money(I('Cetirizine 10mg').cost), means: 'Cetirizine 10mg Unit cost' },
    ],
    [
      'How many items have fewer than 25 in stock?',
      {
        value: [String(low), String(lowInStock)],
        means: 'items with Qty below 25 (with or without the three at zero)',
      },
    ],
    [
      'What percentage of our stock value is Ayurvedic?',
      { value: pct(catValue[3]!, grand), tol: 0.01, means: 'Ayurvedic Stock value / Total × 100' },
    ],
    ['What would our stock fetch at MRP?', { value: money(atMrp), means: 'sum of Qty × MRP' }],
    [
      'How many different products do we stock?',
      {
        value: [String(ITEMS.length), String(inStock.length)],
        means: 'item rows (or those with Qty above zero)',
      },
    ],
    ['How many units do we have in total?', { value: String(qtyAll), means: 'Qty, Total row' }],
    [
      'How many strips of Paracetamol 650 did we sell last month?',
      { refuse: true, means: 'a stock statement holds no sales' },
    ],
    [
      'When does our Pantoprazole stock expire?',
      { refuse: true, means: 'no batch or expiry dates in the sheet' },
    ],
  ]),
  checks: [
    same('categories = total', total(catValue), grand),
    same('qty × cost = value', total(ITEMS.map((i) => i.qty * i.cost)), grand),
    unique('item value', values),
    unique('category value', catValue),
    offThreshold(
      'qty',
      ITEMS.map((i) => i.qty),
      LOW,
    ),
    holds(
      'MRP above cost',
      ITEMS.every((i) => i.mrp > i.cost),
    ),
    holds(
      'exactly the three named items are at zero',
      countOf(ITEMS, (i) => i.qty === 0) === OUT.length,
    ),
  ],
};
