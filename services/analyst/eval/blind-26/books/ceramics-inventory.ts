/** A ceramics importer in Cape Town: stock list (item, SKU, qty, unit cost, value), R, Total at the bottom and a note. */
import ExcelJS from 'exceljs';
import { hundredths, pct } from '../../expect';
import {
  SEED,
  argMax,
  asker,
  cell,
  rng,
  sumB,
  toBytes,
  writeRows,
  type BlindBook,
  type Row,
} from '../kit';

const r = rng(SEED + 9);
const names = [
  'Talavera bowl 20cm',
  'Portuguese azulejo tile',
  'Delft vase',
  'Raku tea cup',
  'Moroccan tagine',
  'Stoneware mug',
  'Celadon plate 27cm',
  'Terracotta planter L',
  'Majolica jug',
  'Porcelain spoon set',
];
const items = names.map((n, i) => {
  const qty = r.int(0, 240);
  const unit = BigInt(r.int(18_00, 1_450_00));
  return { n, sku: `CI-${100 + i * 7}`, qty, unit, value: unit * BigInt(qty) };
});
const total = sumB(items.map((i) => i.value));

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Stock 30 Sep');
  const rows: Row[] = [
    ['Kiln & Coast Imports'],
    ['Stock count 30 September 2026'],
    ['Values in Rand (R), at landed cost'],
    [],
    ['Item', 'SKU', 'Qty on hand', 'Unit cost', 'Stock value'],
    ...items.map((i): Row => [i.n, i.sku, i.qty, cell(i.unit), cell(i.value)]),
    ['Total', null, items.reduce((a, i) => a + i.qty, 0), null, cell(total)],
    [],
    ['Counted by Thandi; tagines in the back store included.'],
  ];
  writeRows(ws, rows, '#,##0.00');
  return toBytes(wb);
}

const { qs, q } = asker('ceramics-inventory');
const top = argMax(items, (i) => i.value);
const dear = argMax(items, (i) => i.unit);
const cheapest = items.reduce((b, i) => (i.unit < b.unit ? i : b));
q('what is our stock worth', { value: hundredths(total) }, 'sum of Stock value (= Total row)');
q(
  'which item ties up the most money',
  { value: hundredths(top.value), at: top.n },
  'item with the largest Stock value',
);
q('how many delft vases do we have', { value: String(items[2]!.qty) }, 'Qty on hand of Delft vase');
q(
  'total units in stock',
  { value: String(items.reduce((a, i) => a + i.qty, 0)) },
  'sum of Qty on hand, Total row excluded',
);
q(
  'most expensive item per unit',
  { value: hundredths(dear.unit), at: dear.n },
  'largest Unit cost',
);
q('cheapest item', { value: hundredths(cheapest.unit), at: cheapest.n }, 'smallest Unit cost');
q('value of the tagines', { value: hundredths(items[4]!.value) }, 'Stock value of Moroccan tagine');
q(
  'what does a raku cup cost us',
  { value: hundredths(items[3]!.unit) },
  'Unit cost of Raku tea cup',
);
q('how many lines in the stock list', { value: String(items.length) }, 'item rows, Total excluded');
q(
  'mugs as a % of stock value',
  { value: pct(items[5]!.value, total) },
  'Stock mug value / total * 100',
);
q(
  'average unit cost',
  { refuse: true },
  'simple mean of unit costs vs value/units: two readings differ; ask back',
);
q('what will we sell the vases for', { refuse: true }, 'no selling prices in a stock list');
q(
  'value of celadon plates and majolica jugs',
  { value: hundredths(items[6]!.value + items[8]!.value) },
  'two Stock values added',
);

export const ceramicsInventory: BlindBook = {
  name: 'ceramics-inventory',
  business: 'ceramics importer stock list (R, ZAR)',
  build,
  questions: qs,
  checks: [['value = qty x unit cost', total, sumB(items.map((i) => BigInt(i.qty) * i.unit))]],
};
