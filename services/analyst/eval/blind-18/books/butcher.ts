/** A butcher's stock count (₸): the grand total sits ABOVE the table, a category column, a notes column. */
import ExcelJS from 'exceljs';
import { money, pct } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  int,
  questionsFor,
  REFUSE,
  rngFor,
  S,
  toBytes,
  type BlindBook,
} from './kit';

const NAME = 'butcher';
const r = rngFor(NAME);
const items: Array<[string, string]> = [
  ['Beef', 'Beef mince'],
  ['Beef', 'Beef ribeye'],
  ['Beef', 'Beef brisket'],
  ['Beef', 'Beef shin'],
  ['Lamb', 'Lamb shoulder'],
  ['Lamb', 'Lamb leg'],
  ['Lamb', 'Lamb chops'],
  ['Poultry', 'Chicken thighs'],
  ['Poultry', 'Whole chicken'],
  ['Poultry', 'Turkey breast'],
  ['Horse', 'Kazy sausage'],
  ['Horse', 'Horse fillet'],
  ['Sausages', 'Beef sausages'],
  ['Sausages', 'Chicken sausages'],
];
const stock = items.map(([cat, name], i) => {
  const qty = i === 3 || i === 9 ? 0 : int(r, 2, 60);
  const cost = int(r, 1200, 9800) * 100;
  return { cat, name, code: `K-${100 + i}`, qty, cost, value: qty * cost };
});
const total = S(stock.map((s) => s.value));

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Stock 30-06-2025');
  ws.addRow(['Et Bazaar Butchers - stock count 30 June 2025']);
  ws.addRow(['Prices in ₸ per kg']);
  ws.addRow(['Total stock value', '', '', '', '', cell(total)]);
  ws.addRow([]);
  ws.addRow(['Code', 'Category', 'Item', 'Qty (kg)', 'Unit cost', 'Stock value', 'Notes']);
  stock.forEach((s) =>
    ws.addRow([
      s.code,
      s.cat,
      s.name,
      s.qty,
      cell(s.cost),
      cell(s.value),
      s.qty === 0 ? 'sold out, order Mon' : '',
    ]),
  );
  return toBytes(wb);
}

const vals = stock.map((s) => s.value);
const top = argMax(vals);
const cheap = argMin(stock.map((s) => s.cost));
const catVal = (c: string) => S(stock.filter((s) => s.cat === c).map((s) => s.value));

export const butcher: BlindBook = {
  name: NAME,
  business: 'butcher (₸)',
  build,
  checks: [
    {
      what: 'category values = total',
      a: S(['Beef', 'Lamb', 'Poultry', 'Horse', 'Sausages'].map(catVal)),
      b: total,
    },
  ],
  questions: questionsFor(NAME, [
    [
      'total stock value',
      { value: money(total) },
      'sum of Stock value (the figure above the table)',
    ],
    [
      'what is the lamb shoulder worth',
      { value: money(stock[4]!.value) },
      'Stock value, Lamb shoulder',
    ],
    ['how many kg of beef mince do we have', { value: String(stock[0]!.qty) }, 'Qty, Beef mince'],
    [
      'most valuable item in stock',
      { value: money(vals[top]!), at: stock[top]!.name },
      'largest Stock value',
    ],
    ['unit cost of horse fillet', { value: money(stock[11]!.cost) }, 'Unit cost, Horse fillet'],
    [
      'how many items are out of stock',
      { value: String(stock.filter((s) => s.qty === 0).length) },
      'count of items with Qty 0',
    ],
    [
      'cheapest item per kg',
      { value: money(stock[cheap]!.cost), at: stock[cheap]!.name },
      'smallest Unit cost',
    ],
    [
      'value of all the beef',
      { value: money(catVal('Beef')) },
      'Stock value where Category = Beef (sausages are their own category)',
    ],
    [
      'what % of stock value is lamb',
      { value: pct(catVal('Lamb'), total) },
      'Lamb Stock value / total * 100',
    ],
    ['how many lines on the stock count', { value: String(stock.length) }, 'number of item rows'],
    [
      'total kg of poultry',
      { value: String(S(stock.filter((s) => s.cat === 'Poultry').map((s) => s.qty))) },
      'sum of Qty where Category = Poultry',
    ],
    ['how much did we sell last week', REFUSE, 'a stock count has no sales'],
    ['what should we reorder', REFUSE, 'no reorder levels on the sheet; a judgement'],
  ]),
};
