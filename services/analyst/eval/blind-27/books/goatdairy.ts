/** Goat dairy, ₭: inventory count with a TOTAL row at the top under the header, category and notes columns, three title lines. */
import ExcelJS from 'exceljs';
import { money, pct } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(9);
const items: Array<[string, string, string]> = [
  ['CH-01', 'Fresh chèvre 200g', 'Cheese'],
  ['CH-02', 'Aged tomme 1kg', 'Cheese'],
  ['CH-03', 'Feta in brine 500g', 'Cheese'],
  ['MK-01', 'Goat milk 1L', 'Milk'],
  ['MK-02', 'Goat milk 500ml', 'Milk'],
  ['YG-01', 'Plain yogurt 400g', 'Yogurt'],
  ['YG-02', 'Honey yogurt 150g', 'Yogurt'],
  ['PK-01', 'Glass jars', 'Packaging'],
  ['PK-02', 'Wax paper rolls', 'Packaging'],
  ['PK-03', 'Labels (roll of 500)', 'Packaging'],
  ['FD-01', 'Alfalfa bales', 'Feed'],
  ['FD-02', 'Mineral licks', 'Feed'],
];
// kip has no minor unit in use: unit costs are whole kip (x100 for cents)
const rows = items.map(([code, name, cat]) => {
  const qty = r.int(3, 400);
  const unit = r.int(5, 900) * 100 * 100;
  return { code, name, cat, qty, unit, value: qty * unit };
});
const grand = total(rows.map((x) => x.value));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Stock 30 Sep');
  ws.addRow(['Chèvrerie Phou Khao']);
  ws.addRow(['Stock count 30 September 2026']);
  ws.addRow(['Values in ₭ (LAK)']);
  ws.addRow(['Code', 'Item', 'Category', 'Qty on hand', 'Unit cost', 'Stock value', 'Notes']);
  ws.addRow(['', 'TOTAL', '', null, null, cell(grand), '']);
  rows.forEach((x, i) =>
    ws.addRow([
      x.code,
      x.name,
      x.cat,
      x.qty,
      cell(x.unit),
      cell(x.value),
      i % 4 === 0 ? 'counted twice' : '',
    ]),
  );
  return toBytes(wb);
}

const vals = rows.map((x) => x.value);
const qtys = rows.map((x) => x.qty);
const cheese = total(rows.filter((x) => x.cat === 'Cheese').map((x) => x.value));
const pack = total(rows.filter((x) => x.cat === 'Packaging').map((x) => x.value));
const feta = rows[2]!;
const jars = rows[7]!;
const minQ = argMin(qtys);

export const goatdairy: BlindBook = {
  name: 'goatdairy',
  business: 'goat dairy',
  shape: 'inventory (qty, unit cost, value), TOTAL row at the top',
  bytes,
  checks: [
    {
      what: 'category sums = total',
      a: total(
        ['Cheese', 'Milk', 'Yogurt', 'Packaging', 'Feed'].map((c) =>
          total(rows.filter((x) => x.cat === c).map((x) => x.value)),
        ),
      ),
      b: grand,
    },
  ],
  questions: questionsFor('goatdairy', [
    [
      'total stock value',
      { value: money(grand), means: 'sum of Stock value over item rows (= TOTAL row, not added)' },
    ],
    [
      'what is the feta worth',
      { value: money(feta.value), means: 'Feta in brine 500g, Stock value' },
    ],
    uniqueMax(vals)
      ? [
          'most valuable item in stock',
          {
            at: rows[argMax(vals)]!.name,
            value: money(vals[argMax(vals)]!),
            means: 'item row with the largest Stock value',
          },
        ]
      : ['most valuable item in stock', { refuse: true, means: 'tie' }],
    [
      'how many glass jars do we have',
      { value: String(jars.qty), means: 'Glass jars, Qty on hand' },
    ],
    [
      'unit cost of the aged tomme',
      { value: money(rows[1]!.unit), means: 'Aged tomme 1kg, Unit cost' },
    ],
    [
      'how many items are on the list',
      { value: String(rows.length), means: 'count of item rows (TOTAL row excluded)' },
    ],
    ['value of packaging', { value: money(pack), means: 'sum of Stock value, Category Packaging' }],
    qtys.filter((v) => v === qtys[minQ]).length === 1
      ? [
          'which item are we lowest on',
          { at: rows[minQ]!.name, value: String(qtys[minQ]), means: 'smallest Qty on hand' },
        ]
      : ['which item are we lowest on', { refuse: true, means: 'tie' }],
    [
      'cheese as % of stock value',
      { value: pct(cheese, grand), means: 'Cheese stock value / total, %' },
    ],
    [
      'how much is the cheese worth altogether',
      { value: money(cheese), means: 'sum of Stock value, Category Cheese' },
    ],
    [
      'average unit cost',
      {
        refuse: true,
        means:
          'ambiguous: simple mean of unit costs vs value-weighted (total value / total units of unlike items)',
      },
    ],
    ['how much did we sell in september', { refuse: true, means: 'a stock count has no sales' }],
    ['whats the reorder point for alfalfa', { refuse: true, means: 'not in the sheet' }],
  ]),
};
