/** Print-on-demand shop: stock count (SKU, item, category, qty, unit cost, value), totals row, note, USD. */
import ExcelJS from 'exceljs';
import { divRound, hundredths, meanCents, money, pct, sum } from '../../expect';
import {
  argMax,
  argMin,
  assertEq,
  cell,
  centsAt,
  questionsFor,
  rng,
  toBytes,
  uniqueMax,
  type BlindBook,
} from '../kit';

const NAME = 'pod-inventory';
const ITEMS: Array<[string, string, number, number]> = [
  ['Classic tee - white', 'Tees', 310, 520],
  ['Classic tee - black', 'Tees', 320, 540],
  ['Heavyweight tee', 'Tees', 610, 790],
  ['Pullover hoodie', 'Hoodies', 1490, 1890],
  ['Zip hoodie', 'Hoodies', 1720, 2150],
  ['Crewneck sweatshirt', 'Hoodies', 1180, 1460],
  ['Ceramic mug 11oz', 'Mugs', 210, 290],
  ['Ceramic mug 15oz', 'Mugs', 260, 340],
  ['Enamel camp mug', 'Mugs', 380, 470],
  ['Canvas tote', 'Bags', 240, 330],
  ['Poster 18x24', 'Prints', 90, 160],
  ['Sticker sheet', 'Prints', 25, 60],
  ['Phone case', 'Accessories', 410, 520],
  ['Embroidered cap', 'Accessories', 530, 690],
];
const r = rng(9);
interface Line {
  sku: string;
  item: string;
  cat: string;
  qty: number;
  unit: bigint;
  value: bigint;
}
const lines: Line[] = ITEMS.map(([item, cat, lo, hi], i) => {
  const qty = r.int(4, 260);
  const unit = BigInt(r.int(lo, hi));
  return { sku: `IW-${String(101 + i * 7)}`, item, cat, qty, unit, value: unit * BigInt(qty) };
});
const totalValue = sum(lines.map((l) => l.value));
const totalQty = lines.reduce((s, l) => s + l.qty, 0);
const catValue = (c: string): bigint => sum(lines.filter((l) => l.cat === c).map((l) => l.value));

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Stock count');
  ws.addRow(['Inkwell Print Co.']);
  ws.addRow(['Stock count at 30 September 2025 (USD)']);
  ws.addRow([]);
  ws.addRow(['SKU', 'Item', 'Category', 'Qty on hand', 'Unit cost', 'Stock value']);
  for (const l of lines) ws.addRow([l.sku, l.item, l.cat, l.qty, cell(l.unit), cell(l.value)]);
  ws.addRow(['', 'Total', '', totalQty, null, cell(totalValue)]);
  ws.addRow([]);
  ws.addRow(['Blanks are valued at landed cost (garment + freight), printing not included.']);
  ws.getColumn(5).numFmt = '$#,##0.00';
  ws.getColumn(6).numFmt = '$#,##0.00';
  return toBytes(wb);
}

function verify(wb: ExcelJS.Workbook): void {
  const ws = wb.getWorksheet('Stock count')!;
  let v = 0n;
  lines.forEach((_, i) => {
    const row = 5 + i;
    const q = BigInt(ws.getCell(`D${row}`).value as number);
    assertEq(`value row ${row}`, q * centsAt(ws, `E${row}`), centsAt(ws, `F${row}`));
    v += centsAt(ws, `F${row}`);
  });
  assertEq('stock value total', v, centsAt(ws, `F${5 + lines.length}`));
  if (!uniqueMax(lines.map((l) => l.value)) || !uniqueMax(lines.map((l) => BigInt(l.qty))))
    throw new Error('tie');
}

const topValue = argMax(lines.map((l) => l.value));
const topQty = argMax(lines.map((l) => BigInt(l.qty)));
const cheapest = argMin(lines.map((l) => l.unit));
const X = lines[4]!;
const Y = lines[7]!;

export const podInventory: BlindBook = {
  name: NAME,
  business: 'print-on-demand shop',
  shape: 'inventory count with title rows, Total row (qty and value), note under the table',
  build,
  verify,
  questions: questionsFor(NAME, [
    ['whats our stock worth', { value: money(totalValue) }, 'Total stock value'],
    [
      'which item ties up the most money',
      { value: money(lines[topValue]!.value), at: lines[topValue]!.item },
      'line with the largest Stock value',
    ],
    [
      'how many units do we have in total',
      { value: String(totalQty) },
      'sum of Qty on hand (the Total row)',
    ],
    [
      `how many ${X.item.toLowerCase()}s do we have`,
      { value: String(X.qty) },
      `${X.item}, Qty on hand`,
    ],
    [`unit cost of the ${Y.item}`, { value: money(Y.unit) }, `${Y.item}, Unit cost`],
    [
      'value of hoodies in stock',
      { value: money(catValue('Hoodies')) },
      'Stock value of rows with Category = Hoodies',
    ],
    [
      'average unit cost',
      {
        value: [
          meanCents(sum(lines.map((l) => l.unit)), lines.length),
          hundredths(divRound(totalValue, BigInt(totalQty))),
        ],
      },
      'two fair readings: simple mean of Unit cost over the SKUs, or total value / total units; either accepted',
    ],
    ['how many SKUs do we carry', { value: String(lines.length) }, 'item rows, not the Total row'],
    [
      'what do we have the most of',
      { value: String(lines[topQty]!.qty), at: lines[topQty]!.item },
      'line with the largest Qty on hand',
    ],
    [
      'cheapest item',
      { value: money(lines[cheapest]!.unit), at: lines[cheapest]!.item },
      'smallest Unit cost',
    ],
    [
      'what % of stock value is mugs',
      { value: pct(catValue('Mugs'), totalValue) },
      'Mugs Stock value / Total stock value * 100',
    ],
    [
      'how many items have fewer than 20 units',
      { value: String(lines.filter((l) => l.qty < 20).length) },
      'rows with Qty on hand < 20',
    ],
    ['how much did we sell last month', { refuse: true }, 'a stock count has no sales'],
    ['what is our gross margin on tees', { refuse: true }, 'no selling prices in the sheet'],
    [`value of ${X.item}`, { value: money(X.value) }, `${X.item}, Stock value`],
    [
      'tees stock value',
      { value: money(catValue('Tees')) },
      'Stock value of rows with Category = Tees',
    ],
  ]),
};
