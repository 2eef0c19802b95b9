/** Motor garage: parts stock list with reorder levels, unit cost, stock value, supplier, ZAR. */
import ExcelJS from 'exceljs';
import { hundredths, meanCents } from '../../expect';
import {
  argMax,
  cell,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(6);
const suppliers = ['Midas', 'Goldwagen', 'AutoZone SA', 'Bosch Car Service'];
const names = [
  'Oil filter (Toyota)',
  'Oil filter (VW)',
  'Air filter (Polo)',
  'Cabin filter',
  'Brake pads front (Hilux)',
  'Brake pads front (Polo)',
  'Brake discs pair (Corolla)',
  'Spark plugs NGK (set of 4)',
  'Timing belt kit (1.4 TSI)',
  'Wiper blades 550mm',
  'Headlamp bulb H4',
  'Battery 652',
  'Battery 646',
  'Engine oil 5W-30 5L',
  'Engine oil 15W-40 5L',
  'Coolant 5L',
  'Brake fluid DOT4 500ml',
  'Fan belt',
  'Shock absorber front (Ranger)',
  'CV joint (Polo)',
  'Clutch kit (Corolla)',
  'Water pump (Hilux)',
];
type Part = {
  code: string;
  name: string;
  sup: string;
  qty: number;
  reorder: number;
  cost: bigint;
  note?: string;
};
const parts: Part[] = names.map((name, i) => {
  const reorder = r.int(2, 12);
  let qty = r.int(0, 30);
  if (qty === reorder) qty += 1;
  return {
    code: `P-${String(1001 + i * 7)}`,
    name,
    sup: r.pick(suppliers),
    qty,
    reorder,
    cost: BigInt(r.int(4500, 260000)),
    ...(r.next() < 0.15 ? { note: 'price up from Nov' } : {}),
  };
});
const val = (p: Part): bigint => p.cost * BigInt(p.qty);
const vals = parts.map(val);
const below = parts.filter((p) => p.qty < p.reorder);
const topItem = argMax(vals);
const bySup = suppliers.map((s) => total(parts.filter((p) => p.sup === s).map(val)));
const topSup = argMax(bySup);
const topUp = total(below.map((p) => p.cost * BigInt(p.reorder - p.qty)));
const get = (n: string): Part => parts.find((p) => p.name === n)!;
const stockValue = total(vals);

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Stock');
  const rows: unknown[][] = [
    ['Van Wyk Motors - Parts Stock List'],
    ['Stock take 31 October 2026 (Rand, excl. VAT)'],
    [],
    [
      'Part no',
      'Description',
      'Supplier',
      'Qty on hand',
      'Reorder level',
      'Unit cost',
      'Stock value',
      'Notes',
    ],
  ];
  for (const p of parts)
    rows.push([p.code, p.name, p.sup, p.qty, p.reorder, cell(p.cost), cell(val(p)), p.note]);
  rows.push([]);
  rows.push([
    'TOTAL',
    undefined,
    undefined,
    parts.reduce((a, p) => a + p.qty, 0),
    undefined,
    undefined,
    cell(stockValue),
  ]);
  putRows(ws, rows);
  for (const c of [6, 7]) ws.getColumn(c).numFmt = '"R" #,##0.00';
  return toBytes(wb);
}

export const garage: BlindBook = {
  name: 'garage',
  business: 'motor repair garage',
  shape: 'parts stock list: qty, reorder level, unit cost, stock value, supplier, notes, TOTAL row',
  bytes: build,
  questions: questionsFor('garage', [
    ["what's our stock worth", { value: hundredths(stockValue), means: 'TOTAL of Stock value' }],
    [
      'how many parts are below their reorder level',
      {
        value: String(below.length),
        means: 'count of lines with Qty on hand < Reorder level (no line equals it)',
      },
    ],
    [
      'value of the hilux brake pads in stock',
      {
        value: hundredths(val(get('Brake pads front (Hilux)'))),
        means: 'Stock value, Brake pads front (Hilux)',
      },
    ],
    [
      'most valuable stock line',
      { at: parts[topItem]!.name, means: 'line with the largest Stock value' },
    ],
    [
      'how many VW oil filters have we got',
      { value: String(get('Oil filter (VW)').qty), means: 'Qty on hand, Oil filter (VW)' },
    ],
    [
      'unit cost of the timing belt kit',
      {
        value: hundredths(get('Timing belt kit (1.4 TSI)').cost),
        means: 'Unit cost, Timing belt kit (1.4 TSI)',
      },
    ],
    [
      'how much stock do we hold from Goldwagen',
      { value: hundredths(bySup[1]!), means: 'sum of Stock value where Supplier = Goldwagen' },
    ],
    [
      'average stock value per line',
      {
        value: meanCents(stockValue, parts.length),
        means: `TOTAL stock value / ${parts.length} lines`,
      },
    ],
    [
      'how many items in stock altogether',
      { value: String(parts.reduce((a, p) => a + p.qty, 0)), means: 'sum of Qty on hand' },
    ],
    [
      'when did the last spark plugs delivery come in',
      { refuse: true, means: 'delivery dates are not in the stock list' },
    ],
    [
      'what do we sell wiper blades for',
      { refuse: true, means: 'no selling price column, only unit cost' },
    ],
    [
      'what would it cost to top everything that is under reorder level back up to the reorder level',
      {
        value: hundredths(topUp),
        means: 'sum over lines with qty < reorder of (reorder - qty) x unit cost',
      },
    ],
    [
      'which supplier do we hold the most stock from (by value)',
      { at: suppliers[topSup]!, means: 'supplier with the largest summed Stock value' },
    ],
  ]),
  checks: [
    { what: 'supplier groups = total stock value', a: total(bySup), b: stockValue },
    { what: 'top line unique', a: uniqueMax(vals) ? 1n : 0n, b: 1n },
    { what: 'top supplier unique', a: uniqueMax(bySup) ? 1n : 0n, b: 1n },
    { what: 'some lines below reorder', a: below.length > 0 ? 1n : 0n, b: 1n },
  ],
};
