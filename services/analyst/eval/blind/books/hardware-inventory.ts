/**
 * Ace Corner Hardware ($): a stock count. SKU, item, category, qty on hand, unit cost, stock
 * value (qty x unit cost), a Total row (units and value) and a note under the table.
 */
import { money, pct } from '../../expect';
import { makeRng } from '../rng';
import { bold, cell, DOLLAR, formatColumns, newBook, sumN, toBytes } from '../sheet';
import type { BookSpec } from '../types';

const ITEMS: Array<[string, string, number, number]> = [
  // item, category, unit cost range lo..hi (cents)
  ['Claw Hammer 16oz', 'Tools', 900, 1600],
  ['Cordless Drill 20V', 'Tools', 6500, 9800],
  ['Tape Measure 25ft', 'Tools', 550, 1100],
  ['Screwdriver Set', 'Tools', 1200, 2400],
  ['Hand Saw', 'Tools', 1100, 1900],
  ['Interior Paint Gallon', 'Paint', 1900, 2700],
  ['Exterior Paint Gallon', 'Paint', 2300, 3300],
  ['Primer Gallon', 'Paint', 1400, 2100],
  ['Paint Roller Kit', 'Paint', 700, 1300],
  ['Deck Screws 5lb', 'Fasteners', 1500, 2400],
  ['Drywall Anchors 100pk', 'Fasteners', 450, 900],
  ['Wood Screws 1lb', 'Fasteners', 380, 700],
  ['Hex Bolts Assortment', 'Fasteners', 900, 1500],
  ['Garden Hose 50ft', 'Garden', 1600, 2600],
  ['Potting Soil 40qt', 'Garden', 550, 950],
  ['Pruning Shears', 'Garden', 1000, 1800],
  ['Leaf Rake', 'Garden', 900, 1500],
  ['LED Bulb 4pk', 'Electrical', 600, 1100],
  ['Extension Cord 25ft', 'Electrical', 1100, 1900],
  ['Outlet Tester', 'Electrical', 500, 900],
  ['Light Switch', 'Electrical', 150, 400],
  ['Wire Nuts 100pk', 'Electrical', 350, 700],
];
const CATEGORIES = ['Tools', 'Paint', 'Fasteners', 'Garden', 'Electrical'] as const;

export interface StockLine {
  item: string;
  category: string;
  qty: number;
  cost: number; // cents
  value: number; // cents
}

export const hardwareInventory: BookSpec<{ lines: StockLine[] }> = {
  name: 'hardware-inventory',
  about:
    'hardware shop, $, stock count: SKU, item, category, qty, unit cost, value, Total row, note',
  async build(seed) {
    const rng = makeRng(seed);
    const lines: StockLine[] = ITEMS.map(([item, category, lo, hi]) => {
      const qty = rng.int(3, 140);
      const cost = rng.int(lo, hi);
      return { item, category, qty, cost, value: qty * cost };
    });
    const wb = newBook();
    const ws = wb.addWorksheet('Stock Count');
    bold(ws.addRow(['Ace Corner Hardware - stock count 30 Sep 2025']));
    ws.addRow([]);
    bold(ws.addRow(['SKU', 'Item', 'Category', 'Qty on hand', 'Unit cost', 'Stock value']));
    lines.forEach((l, i) =>
      ws.addRow([`HW-${String(1001 + i)}`, l.item, l.category, l.qty, cell(l.cost), cell(l.value)]),
    );
    bold(
      ws.addRow([
        'Total',
        null,
        null,
        sumN(lines.map((l) => l.qty)),
        null,
        cell(sumN(lines.map((l) => l.value))),
      ]),
    );
    ws.addRow([]);
    ws.addRow(['Unit cost = last purchase cost. Counted by R. Diaz.']);
    formatColumns(ws, [5, 6], DOLLAR, 4);
    ws.getColumn(2).width = 24;
    return { bytes: await toBytes(wb), facts: { lines } };
  },
  questions({ lines }) {
    const total = sumN(lines.map((l) => l.value));
    const catValue = CATEGORIES.map((c) =>
      sumN(lines.filter((l) => l.category === c).map((l) => l.value)),
    );
    const topCat = catValue.indexOf(Math.max(...catValue));
    const values = lines.map((l) => l.value);
    const top = values.indexOf(Math.max(...values));
    const costs = lines.map((l) => l.cost);
    const cheap = costs.indexOf(Math.min(...costs));
    const find = (item: string): StockLine => lines.find((l) => l.item === item)!;
    return [
      {
        id: 'value',
        question: 'total inventory value',
        expect: { value: money(total) },
        means: 'sum of Stock value (= Total row)',
      },
      {
        id: 'top-item',
        question: "what's our most valuable stock item",
        expect: { value: money(values[top]!), at: lines[top]!.item },
        means: 'largest Stock value line',
      },
      {
        id: 'hammers',
        question: 'how many claw hammers do we have',
        expect: { value: String(find('Claw Hammer 16oz').qty) },
        means: 'Qty on hand, Claw Hammer 16oz',
      },
      {
        id: 'drill-cost',
        question: 'unit cost of the cordless drill',
        expect: { value: money(find('Cordless Drill 20V').cost) },
        means: 'Unit cost, Cordless Drill 20V',
      },
      {
        id: 'paint',
        question: 'value of paint stok',
        expect: { value: money(catValue[1]!) },
        means: 'Stock value of Category Paint',
      },
      {
        id: 'count',
        question: 'how many different products do we stock',
        expect: { value: String(lines.length) },
        means: 'item rows (Total is not an item)',
      },
      {
        id: 'units',
        question: 'total units on hand',
        expect: { value: String(sumN(lines.map((l) => l.qty))) },
        means: 'sum of Qty on hand',
      },
      {
        id: 'top-cat',
        question: 'which category is worth the most',
        expect: { value: money(catValue[topCat]!), at: CATEGORIES[topCat]! },
        means: 'category with the largest summed Stock value',
      },
      {
        id: 'avg-cost',
        question: 'average unit cost',
        expect: { refuse: true },
        means: 'ambiguous: plain mean of unit costs vs value / units; ask',
      },
      {
        id: 'cheapest',
        question: 'cheapest item',
        expect: { value: money(costs[cheap]!), at: lines[cheap]!.item },
        means: 'smallest Unit cost',
      },
      {
        id: 'garden',
        question: 'how much money is tied up in garden stuff',
        expect: { value: money(catValue[3]!) },
        means: 'Stock value of Category Garden',
      },
      {
        id: 'tools-pct',
        question: 'what percent of stock value is tools',
        expect: { value: pct(catValue[0]!, total) },
        means: 'Tools value / total value',
      },
      {
        id: 'hose-value',
        question: 'value of garden hoses on hand',
        expect: { value: money(find('Garden Hose 50ft').value) },
        means: 'Stock value, Garden Hose 50ft',
      },
      {
        id: 'restock',
        question: 'what will it cost to restock everything',
        expect: { refuse: true },
        means: 'no reorder levels',
      },
      {
        id: 'sold',
        question: 'how many hammers did we sell last month',
        expect: { refuse: true },
        means: 'a stock count holds no sales',
      },
    ];
  },
};
