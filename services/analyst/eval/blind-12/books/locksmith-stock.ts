/** A locksmith's stock count: SKU, item, category, qty, unit cost, value, notes; Total row. GBP. */
import ExcelJS from 'exceljs';
import { money, sum } from '../../expect';
import {
  amt,
  argMax,
  argMin,
  cents,
  int,
  put,
  questionsFor,
  REFUSE,
  rng,
  toBytes,
  type BlindBook,
} from '../kit';

const r = rng(9);
const ITEMS: Array<[string, string, number, number]> = [
  ['Euro cylinder 35/35', 'Cylinders', 8, 16],
  ['Euro cylinder 40/50', 'Cylinders', 9, 19],
  ['Anti-snap cylinder', 'Cylinders', 22, 38],
  ['Mortice deadlock 5-lever', 'Locks', 14, 26],
  ['Nightlatch', 'Locks', 18, 32],
  ['Smart lock', 'Locks', 95, 160],
  ['Closed shackle padlock', 'Padlocks', 11, 24],
  ['Brass padlock 40mm', 'Padlocks', 4, 9],
  ['Combination padlock', 'Padlocks', 6, 12],
  ['Key blanks (box of 50)', 'Blanks', 12, 20],
  ['Car key shells', 'Blanks', 3, 7],
  ['Door viewer', 'Hardware', 2, 5],
  ['Letterbox restrictor', 'Hardware', 7, 14],
  ['Window lock', 'Hardware', 3, 8],
];
const stock = ITEMS.map(([item, category, lo, hi], i) => {
  const qty = int(r, 0, 40);
  const unit = cents(r, lo, hi);
  return { sku: `KL-${1001 + i}`, item, category, qty, unit, value: qty * unit };
});

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Stock 30-09-25');
  let row = put(ws, 1, [['Keys & Locks Ltd - stock count 30 Sep 2025'], ['£, at cost'], []]);
  row = put(ws, row, [
    ['SKU', 'Item', 'Category', 'Qty on hand', 'Unit cost', 'Stock value', 'Notes'],
  ]);
  row = put(
    ws,
    row,
    stock.map((s) => [
      s.sku,
      s.item,
      s.category,
      s.qty,
      amt(s.unit),
      amt(s.value),
      s.qty < 5 ? 'reorder' : null,
    ]),
  );
  put(ws, row, [
    [
      'Total',
      null,
      null,
      stock.reduce((n, s) => n + s.qty, 0),
      null,
      amt(sum(stock.map((s) => s.value))),
    ],
  ]);
  return toBytes(wb);
}

const total = sum(stock.map((s) => s.value));
const cat = (c: string): bigint => sum(stock.filter((s) => s.category === c).map((s) => s.value));
const CATS = [...new Set(ITEMS.map((i) => i[1]))];

export const locksmithStock: BlindBook = {
  name: 'locksmith-stock',
  business: 'locksmith',
  shape: 'inventory with unit cost and Total row',
  build,
  checks: [{ what: 'sum by category = total stock value', a: sum(CATS.map(cat)), b: total }],
  questions: questionsFor('locksmith-stock', [
    ['what is our stock worth', { value: money(total) }, 'Total stock value at cost'],
    [
      'most valuable line',
      { at: stock[argMax(stock.map((s) => s.value))]!.item },
      'highest Stock value',
    ],
    [
      'how many units do we have in total',
      { value: String(stock.reduce((n, s) => n + s.qty, 0)), tol: 0 },
      'sum of Qty on hand',
    ],
    ['unit cost of the smart lock', { value: money(stock[5]!.unit) }, 'single cell'],
    [
      'value of padlocks',
      { value: money(cat('Padlocks')) },
      'Stock value where Category = Padlocks',
    ],
    [
      'how many items need reordering',
      { value: String(stock.filter((s) => s.qty < 5).length), tol: 0 },
      "rows with Notes = 'reorder' (qty < 5)",
    ],
    ['cheapest item', { at: stock[argMin(stock.map((s) => s.unit))]!.item }, 'lowest Unit cost'],
    [
      'how many nightlatches in stock',
      { value: String(stock[4]!.qty), tol: 0 },
      'Qty on hand, Nightlatch',
    ],
    ['cylinders value', { value: money(cat('Cylinders')) }, 'Stock value, Category = Cylinders'],
    [
      'which category ties up the most money',
      { at: CATS[argMax(CATS.map(cat))]! },
      'category with highest summed value',
    ],
    ['what do we sell the smart lock for', REFUSE, 'cost only, no sale price'],
    ["what's our stock turnover", REFUSE, 'needs cost of sales over a period'],
  ]),
};
