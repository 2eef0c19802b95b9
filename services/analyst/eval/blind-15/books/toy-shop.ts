/**
 * Toy shop, Australian dollars (A$): a stock count with the TOTAL row ABOVE the header, then
 * SKU / Item / Qty on hand / Unit cost / Stock value / Notes; some items at zero stock.
 */
import ExcelJS from 'exceljs';
import { money, pct, sum } from '../../expect';
import { asker, cell, readCents, rng, same, sumColumn, toBytes, type BlindBook } from '../kit';

const NAME = 'toy-shop';
const ITEMS = [
  'Wooden train set',
  'Plush koala',
  'Puzzle 500pc',
  'Kite - box',
  'Marble run',
  'Dress-up cape',
  'Stacking cups',
  'Science kit',
  'Yo-yo',
  'Board game: Outback',
  'Bubble wand',
  'Dollhouse',
];
const r = rng(9);
const stock = ITEMS.map((item, i) => {
  const qty = r.int(0, 9) < 2 ? 0 : r.int(2, 64);
  const unit = r.int(180, 8900);
  return { sku: `TT-${300 + i * 7}`, item, qty, unit, value: qty * unit };
});
const value = Number(sum(stock.map((s) => s.value)));
const units = stock.reduce((s, x) => s + x.qty, 0);

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Stocktake Oct');
  ws.addRow(['Tiny Tots Toys - stocktake 31 Oct 2025 (AUD)']);
  ws.addRow(['TOTAL', '', units, '', cell(value), '']);
  ws.addRow(['SKU', 'Item', 'Qty on hand', 'Unit cost', 'Stock value', 'Notes']);
  for (const s of stock)
    ws.addRow([s.sku, s.item, s.qty, cell(s.unit), cell(s.value), s.qty === 0 ? 'reorder' : '']);
  return toBytes(wb);
}

function verify(wb: ExcelJS.Workbook): string[] {
  const ws = wb.getWorksheet('Stocktake Oct')!;
  return same('TOTAL value', readCents(ws, 'E2'), sumColumn(ws, 'E', 4, 3 + stock.length));
}

const { ask, questions } = asker(NAME);
const top = stock.reduce((a, b) => (b.value > a.value ? b : a));
const dearest = stock.reduce((a, b) => (b.unit > a.unit ? b : a));
const most = stock.reduce((a, b) => (b.qty > a.qty ? b : a));
const zero = stock.filter((s) => s.qty === 0);

ask(
  'total stock value',
  { value: money(value) },
  'sum of Stock value (= the TOTAL row, not added twice)',
);
ask('how many units do we have in stock', { value: String(units) }, 'sum of Qty on hand');
ask(
  'which item is worth the most on the shelf',
  { value: money(top.value), at: top.item },
  'largest Stock value',
);
ask('how many plush koalas', { value: String(stock[1]!.qty) }, 'Qty on hand, Plush koala');
ask('unit cost of the marble run', { value: money(stock[4]!.unit) }, 'Unit cost, Marble run');
ask(
  'how many products are out of stock',
  { value: String(zero.length) },
  'items with Qty on hand = 0',
);
ask(
  'most expensive item to buy in',
  { value: money(dearest.unit), at: dearest.item },
  'largest Unit cost',
);
ask('what do we have most of', { value: String(most.qty), at: most.item }, 'largest Qty on hand');
ask('value of the science kits', { value: money(stock[7]!.value) }, 'Stock value, Science kit');
ask('how many different items do we stock', { value: String(stock.length) }, 'count of item rows');
ask(
  'what share of stock value is dollhouses',
  { value: pct(stock[11]!.value, value) },
  'Dollhouse Stock value / total * 100, two decimals',
);
ask(
  'average unit cost',
  { refuse: true },
  'two fair readings differ: the mean of the Unit cost column or value / units (weighted)',
);
ask('how many yo-yos did we sell in october', { refuse: true }, 'a stock count has no sales');
ask('what will it cost to restock', { refuse: true }, 'no reorder quantities or target levels');

export const toyShop: BlindBook = {
  name: NAME,
  about: 'toy shop, A$, inventory with the TOTAL row above the header and a notes column',
  build,
  questions,
  verify,
};
