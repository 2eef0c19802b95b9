/** Pharmacy: a stock list with reorder levels, purchase rate and MRP, ₹. */
import ExcelJS from 'exceljs';
import { hundredths, pct } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(7);
const ITEMS: Array<[string, string, string]> = [
  ['MD1001', 'Paracetamol 500mg', 'Strip of 10'],
  ['MD1002', 'Azithromycin 500mg', 'Strip of 3'],
  ['MD1003', 'Amoxicillin 250mg', 'Strip of 10'],
  ['MD1004', 'Cetirizine 10mg', 'Strip of 10'],
  ['MD1005', 'Pantoprazole 40mg', 'Strip of 15'],
  ['MD1006', 'Metformin 500mg', 'Strip of 20'],
  ['MD1007', 'Amlodipine 5mg', 'Strip of 15'],
  ['MD1008', 'Insulin Glargine 100IU', 'Pen'],
  ['MD1009', 'ORS Sachet', 'Sachet'],
  ['MD1010', 'Vitamin D3 60K', 'Strip of 4'],
  ['MD1011', 'Cough Syrup 100ml', 'Bottle'],
  ['MD1012', 'Atorvastatin 10mg', 'Strip of 15'],
  ['MD1013', 'Ibuprofen 400mg', 'Strip of 15'],
  ['MD1014', 'Dolo 650', 'Strip of 15'],
  ['MD1015', 'Betadine Ointment 20g', 'Tube'],
  ['MD1016', 'Glucometer Strips', 'Box of 50'],
  ['MD1017', 'N95 Mask', 'Piece'],
  ['MD1018', 'Digital Thermometer', 'Piece'],
];
const items = ITEMS.map(([code, name, pack], i) => {
  const rate = BigInt(r.int(800, i === 7 ? 80000 : 60000)) + BigInt(i); // paise, distinct
  const mrp = rate + (rate * BigInt(r.int(12, 38))) / 100n;
  const reorder = r.int(2, 10) * 5;
  let qty = r.int(0, 120);
  if (qty === reorder) qty += 1;
  return { code, name, pack, rate, mrp, reorder, qty, value: BigInt(qty) * rate };
});
const low = items.filter((x) => x.qty < x.reorder);
const totVal = total(items.map((x) => x.value));
const INR = '"₹"#,##0.00';

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Stock');
  putRows(ws, [
    ['SHREE GANESH MEDICAL STORES'],
    ['Stock statement as on 31-10-2026'],
    [],
    [
      'Item code',
      'Item',
      'Pack',
      'Qty in stock',
      'Reorder level',
      'Purchase rate (₹)',
      'MRP (₹)',
      'Stock value (₹)',
      'Reorder?',
    ],
    ...items.map((x) => [
      x.code,
      x.name,
      x.pack,
      x.qty,
      x.reorder,
      cell(x.rate),
      cell(x.mrp),
      cell(x.value),
      x.qty < x.reorder ? 'YES' : undefined,
    ]),
    [],
    [
      undefined,
      'TOTAL STOCK VALUE',
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      cell(totVal),
    ],
  ]);
  for (const c of [6, 7, 8]) ws.getColumn(c).numFmt = INR;
  ws.getColumn(2).width = 26;
  return toBytes(wb);
}

const it = (n: string): (typeof items)[number] => items.find((x) => x.name.startsWith(n))!;
const cet = it('Cetirizine');
const rates = items.map((x) => x.rate);
export const pharmacy: BlindBook = {
  name: 'pharmacy',
  business: 'retail pharmacy (chemist)',
  shape: 'stock list with reorder levels and MRP',
  bytes,
  checks: [
    {
      what: 'qty x rate per line = written total',
      a: total(items.map((x) => BigInt(x.qty) * x.rate)),
      b: totVal,
    },
    {
      what: 'largest stock value unique',
      a: uniqueMax(items.map((x) => x.value)) ? 1n : 0n,
      b: 1n,
    },
    { what: 'cheapest unique', a: uniqueMax(rates.map((x) => -x)) ? 1n : 0n, b: 1n },
  ],
  questions: questionsFor('pharmacy', [
    [
      'total stock value',
      { value: hundredths(totVal), means: 'TOTAL STOCK VALUE (qty × purchase rate)' },
    ],
    [
      'how many items are below reorder level',
      {
        value: String(low.length),
        means: 'items with Qty in stock < Reorder level (Reorder? = YES)',
      },
    ],
    [
      'stock value of paracetamol',
      { value: hundredths(it('Paracetamol').value), means: 'Paracetamol 500mg, Stock value' },
    ],
    [
      'which item is the most money sitting on the shelf',
      {
        at: items[argMax(items.map((x) => x.value))]!.name,
        means: 'item with the largest Stock value (unique)',
      },
    ],
    [
      'how many azithromycin do we have',
      { value: String(it('Azithromycin').qty), means: 'Azithromycin 500mg, Qty in stock' },
    ],
    [
      'margin on cetirizine',
      {
        value: [pct(cet.mrp - cet.rate, cet.mrp), hundredths(cet.mrp - cet.rate)],
        means: 'MRP − purchase rate per pack, or as % of MRP',
      },
    ],
    [
      'what is the stock worth at MRP',
      {
        value: hundredths(total(items.map((x) => BigInt(x.qty) * x.mrp))),
        means: 'sum of Qty × MRP',
      },
    ],
    [
      'reorder level for insulin',
      { value: String(it('Insulin').reorder), means: 'Insulin Glargine, Reorder level' },
    ],
    [
      'cheapest thing we buy',
      { at: items[argMin(rates)]!.name, means: 'item with the lowest Purchase rate (unique)' },
    ],
    ['when does the amoxicillin expire', { refuse: true, means: 'no expiry column' }],
    [
      'how many strips of dolo will we sell next month',
      { refuse: true, means: 'a forecast; no sales in the sheet' },
    ],
    [
      'how many different products do we stock',
      { value: String(items.length), means: 'number of item lines' },
    ],
    [
      'MRP of vitamin D3',
      { value: hundredths(it('Vitamin D3').mrp), means: 'Vitamin D3 60K, MRP' },
    ],
  ]),
};
