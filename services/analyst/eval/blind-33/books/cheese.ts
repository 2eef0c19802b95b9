/** Cheese maker: a stock list with reorder levels, count of 20 Nov 2026, EUR. */
import ExcelJS from 'exceljs';
import { hundredths } from '../../expect';
import {
  type BlindBook,
  argMax,
  argMin,
  cell,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
} from '../lib';

const r = rng(3);
const specs: Array<[string, string, string, string, [number, number]]> = [
  ['Aged gouda (48 wk)', 'Cheese', 'wheel', 'own make', [1800, 4200]],
  ['Young gouda', 'Cheese', 'wheel', 'own make', [900, 1600]],
  ['Cumin gouda', 'Cheese', 'wheel', 'own make', [1100, 1900]],
  ['Goat cheese log', 'Cheese', 'log', 'own make', [350, 700]],
  ['Smoked gouda', 'Cheese', 'wheel', 'own make', [1200, 2000]],
  ['Animal rennet 1L', 'Ingredients', 'bottle', 'Bakker Zuivel', [1400, 2600]],
  ['Mesophilic culture', 'Ingredients', 'sachet', 'Bakker Zuivel', [450, 900]],
  ['Cheese salt 25kg', 'Ingredients', 'bag', 'Zoutman', [1100, 1800]],
  ['Cumin seed 1kg', 'Ingredients', 'bag', 'Bakker Zuivel', [800, 1500]],
  ['Cheese wax red 5kg', 'Packaging', 'block', 'Kaaswax BV', [3200, 5200]],
  ['Vacuum bags 500', 'Packaging', 'box', 'Verpak Direct', [2100, 3900]],
  ['Labels roll', 'Packaging', 'roll', 'Verpak Direct', [600, 1400]],
  ['Gift boxes', 'Packaging', 'box', 'Verpak Direct', [90, 260]],
];
const items = specs.map(([name, cat, unit, supplier, [lo, hi]], i) => {
  const reorder = r.int(4, 30);
  let qty = r.int(0, 70);
  if (qty === reorder) qty += 1;
  const cost = r.int(lo, hi);
  return {
    code: `KD${String(101 + i)}`,
    name,
    cat,
    unit,
    supplier,
    reorder,
    qty,
    cost,
    value: qty * cost,
  };
});
const low = items.filter((it) => it.qty < it.reorder);
const byCat = (c: string): bigint =>
  total(items.filter((it) => it.cat === c).map((it) => it.value));
const find = (s: string): (typeof items)[number] => items.find((it) => it.name.startsWith(s))!;
const values = items.map((it) => it.value);
const costs = items.map((it) => it.cost);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Voorraad');
  putRows(ws, [
    ['Kaasmakerij De Weide — stock list'],
    ['Count taken 20 Nov 2026 by Anouk'],
    [],
    [
      'Code',
      'Item',
      'Category',
      'Unit',
      'On hand',
      'Reorder level',
      'Unit cost €',
      'Stock value €',
      'Supplier',
      'Notes',
    ],
    ...items.map((it) => [
      it.code,
      it.name,
      it.cat,
      it.unit,
      it.qty,
      it.reorder,
      cell(it.cost),
      cell(it.value),
      it.supplier,
      it.qty < it.reorder ? 'ORDER' : undefined,
    ]),
    [],
    [
      'Total',
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      cell(total(values)),
    ],
  ]);
  return toBytes(wb);
}

export const cheese: BlindBook = {
  name: 'cheese',
  business: 'cheese maker',
  shape: 'stock list: on hand, reorder level, unit cost, stock value, supplier; total row',
  bytes,
  questions: questionsFor('cheese', [
    [
      'what is all our stock worth',
      { value: hundredths(total(values)), means: 'Stock value € total (on hand × unit cost)' },
    ],
    [
      'how many lines need reordering',
      { value: String(low.length), means: 'count of items with On hand below Reorder level' },
    ],
    [
      'value of the cheese we have in store',
      { value: hundredths(byCat('Cheese')), means: 'Stock value € of category Cheese' },
    ],
    [
      'which item ties up the most money',
      { at: items[argMax(values)]!.name, means: 'item with the largest Stock value €' },
    ],
    [
      'how many aged gouda wheels have we got',
      { value: String(find('Aged gouda').qty), means: 'On hand of Aged gouda (48 wk)' },
    ],
    [
      'what does the red wax cost us per block',
      { value: hundredths(find('Cheese wax').cost), means: 'Unit cost € of Cheese wax red 5kg' },
    ],
    [
      'packaging stock value',
      { value: hundredths(byCat('Packaging')), means: 'Stock value € of category Packaging' },
    ],
    [
      'how much cheese did we sell last month',
      { refuse: true, means: 'sales are not in a stock list' },
    ],
    [
      'when will we run out of rennet',
      { refuse: true, means: 'a forecast; usage rates are not in the sheet' },
    ],
    [
      'how many things do we buy from Verpak Direct',
      {
        value: String(items.filter((it) => it.supplier === 'Verpak Direct').length),
        means: 'count of items with Supplier Verpak Direct',
      },
    ],
    [
      'cheapest item per unit',
      { at: items[argMin(costs)]!.name, means: 'item with the lowest Unit cost €' },
    ],
    [
      'value of everything that is below its reorder level',
      {
        value: hundredths(total(low.map((it) => it.value))),
        means: 'Stock value € of items with On hand < Reorder level',
      },
    ],
    [
      "what's the goat cheese worth",
      { value: hundredths(find('Goat cheese').value), means: 'Stock value € of Goat cheese log' },
    ],
    [
      'reorder level for cumin seed',
      { value: String(find('Cumin seed').reorder), means: 'Reorder level of Cumin seed 1kg' },
    ],
  ]),
  checks: [
    {
      what: 'qty × unit cost = stock value',
      a: total(items.map((it) => it.qty * it.cost)),
      b: total(values),
    },
    {
      what: 'categories = total',
      a: byCat('Cheese') + byCat('Ingredients') + byCat('Packaging'),
      b: total(values),
    },
    { what: 'unique largest stock value', a: uniqueMax(values) ? 1n : 0n, b: 1n },
    { what: 'unique cheapest unit cost', a: uniqueMax(costs.map((c) => -c)) ? 1n : 0n, b: 1n },
    { what: 'some items to reorder', a: low.length > 0 ? 1n : 0n, b: 1n },
  ],
};
