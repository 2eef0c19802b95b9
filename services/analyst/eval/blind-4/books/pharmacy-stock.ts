/**
 * A pharmacy's stock count: SKU, item, category, on hand, reorder level, unit cost, stock
 * value, a total row, and a note about the count date. South African rand.
 */
import type { Rng } from '../kit/rng';
import type { BookQuestion, BuiltBook } from '../kit/types';
import { argmax, argmin, cell, cents, isum, money, newBook, pct, toBytes } from '../kit/cells';

const ITEMS: Array<[string, string]> = [
  ['Paracetamol 500mg 24s', 'OTC'],
  ['Ibuprofen 200mg 30s', 'OTC'],
  ['Cough syrup 100ml', 'OTC'],
  ['Antihistamine 10mg 30s', 'OTC'],
  ['Vitamin C 1000mg 30s', 'Vitamins'],
  ['Multivitamin 60s', 'Vitamins'],
  ['Omega-3 90s', 'Vitamins'],
  ['Sunscreen SPF50 200ml', 'Personal care'],
  ['Hand sanitiser 500ml', 'Personal care'],
  ['Baby wipes 80s', 'Personal care'],
  ['Blood pressure monitor', 'Devices'],
  ['Glucose test strips 50s', 'Devices'],
  ['Digital thermometer', 'Devices'],
  ['Plasters assorted 40s', 'First aid'],
  ['Crepe bandage 75mm', 'First aid'],
];

export async function buildPharmacyStock(r: Rng): Promise<BuiltBook> {
  const rows = ITEMS.map(([name, cat], i) => {
    const cost = cat === 'Devices' ? cents(r, 90, 650) : cents(r, 14, 120);
    const qty = r.int(i === 6 ? 2 : 6, cat === 'Devices' ? 25 : 140);
    return {
      sku: `RX-${1040 + i * 7}`,
      name,
      cat,
      qty,
      reorder: r.int(5, 20),
      cost,
      value: cost * BigInt(qty),
    };
  });
  const total = isum(rows.map((x) => x.value));
  const wb = newBook();
  const ws = wb.addWorksheet('Stock count');
  ws.addRow(['Karoo Pharmacy - stock on hand']);
  ws.addRow([
    'SKU',
    'Item',
    'Category',
    'On hand',
    'Reorder at',
    'Unit cost (ZAR)',
    'Stock value (ZAR)',
  ]);
  for (const x of rows)
    ws.addRow([x.sku, x.name, x.cat, x.qty, x.reorder, cell(x.cost), cell(x.value)]);
  ws.addRow([
    '',
    'Total stock value',
    '',
    rows.reduce((n, x) => n + x.qty, 0),
    '',
    '',
    cell(total),
  ]);
  ws.addRow([]);
  ws.addRow(['Counted 30 September 2026 by store manager; costs exclude VAT.']);

  const units = rows.reduce((n, x) => n + x.qty, 0);
  const cats = [...new Set(rows.map((x) => x.cat))];
  const catVal = cats.map((c) => isum(rows.filter((x) => x.cat === c).map((x) => x.value)));
  const topCat = argmax(catVal);
  const topItem = argmax(rows.map((x) => x.value));
  const lowItem = argmin(rows.map((x) => BigInt(x.qty)));
  const dearest = argmax(rows.map((x) => x.cost));
  const below = rows.filter((x) => x.qty <= x.reorder).length;
  const sun = rows.find((x) => x.name.startsWith('Sunscreen'))!;
  const questions: BookQuestion[] = [
    {
      id: 'value',
      question: 'what is our stock worth',
      expect: { value: money(total) },
      means: 'Total stock value (at cost)',
    },
    {
      id: 'units',
      question: 'how many units do we have in total',
      expect: { value: String(units) },
      means: 'sum of On hand',
    },
    {
      id: 'sunqty',
      question: 'how many sunscreens on hand',
      expect: { value: String(sun.qty) },
      means: 'On hand, Sunscreen SPF50 200ml',
    },
    {
      id: 'sunval',
      question: 'value of the sunscreen stock',
      expect: { value: money(sun.value) },
      means: 'Stock value, Sunscreen',
    },
    {
      id: 'vit',
      question: 'how much stock do we hold in vitamins',
      expect: { value: money(catVal[cats.indexOf('Vitamins')]!) },
      means: 'sum of Stock value, Category Vitamins',
    },
    {
      id: 'topitem',
      question: 'most valuable item in stock',
      expect: { value: money(rows[topItem]!.value), at: rows[topItem]!.name },
      means: 'largest Stock value',
    },
    {
      id: 'low',
      question: 'what are we lowest on',
      expect: { value: String(rows[lowItem]!.qty), at: rows[lowItem]!.name },
      means: 'smallest On hand',
    },
    {
      id: 'dear',
      question: 'most expensive item per unit',
      expect: { value: money(rows[dearest]!.cost), at: rows[dearest]!.name },
      means: 'largest Unit cost',
    },
    {
      id: 'topcat',
      question: 'which category ties up the most money',
      expect: { value: money(catVal[topCat]!), at: cats[topCat]! },
      means: 'category with the largest summed Stock value',
    },
    {
      id: 'devpct',
      question: 'devices as a % of stock value',
      expect: { value: pct(catVal[cats.indexOf('Devices')]!, total), tol: 0.01 },
      means: 'Devices stock value / total',
    },
    {
      id: 'reorder',
      question: 'how many items need reordering',
      expect: { value: String(below) },
      means: 'items with On hand <= Reorder at',
    },
    {
      id: 'skus',
      question: 'how many different products do we carry',
      expect: { value: String(rows.length) },
      means: 'count of item rows',
    },
    {
      id: 'strips',
      question: 'unit cost of glucose strips',
      expect: { value: money(rows[11]!.cost) },
      means: 'Unit cost, Glucose test strips 50s',
    },
    {
      id: 'sold',
      question: 'how many paracetamol did we sell last month',
      expect: { refuse: true },
      means: 'a stock count has no sales',
    },
    {
      id: 'retail',
      question: 'what is the stock worth at retail prices',
      expect: { refuse: true },
      means: 'only cost prices in the sheet',
    },
  ];
  return {
    business: 'pharmacy',
    shape: 'inventory: qty x unit cost = value, total row, note',
    bytes: await toBytes(wb),
    questions,
    checks: [{ what: 'categories add up to the total value', left: isum(catVal), right: total }],
  };
}
