/**
 * sushi: a sushi restaurant's purchase order log, September–November 2026 (PO #, date
 * raised, supplier, item, unit, qty, unit cost, total, status Received / Part received /
 * Open, date received typed as text), in AUD. "Last month" = November 2026.
 */
import ExcelJS from 'exceljs';
import { divRound, hundredths, meanCents, money } from '../../expect';
import {
  argMax,
  bold,
  cell,
  cents,
  formatCols,
  holds,
  offThreshold,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  widths,
  type BlindBook,
} from '../lib';

const r = rng(12);
const ITEMS: Array<[supplier: string, item: string, unit: string, lo: number, hi: number]> = [
  ['Harbour Seafood Co', 'Salmon fillet', 'kg', 28, 36],
  ['Harbour Seafood Co', 'Yellowfin tuna', 'kg', 45, 60],
  ['Sun Rice Wholesale', 'Sushi rice 20kg', 'bag', 48, 55],
  ['PackRight', 'Takeaway containers', 'carton', 60, 85],
  ['Nori & Co Imports', 'Nori sheets', 'pack', 22, 30],
  ['FreshVeg Direct', 'Avocados', 'box', 35, 55],
  ['FreshVeg Direct', 'Cucumbers', 'box', 20, 30],
];
const SUPPLIERS = [...new Set(ITEMS.map((i) => i[0]))];
const N = 30;
const dates = Array.from({ length: N }, () => r.int(0, 90)).sort((a, b) => a - b);
const pos = dates.map((o, i) => {
  const d = new Date(Date.UTC(2026, 8, 1) + o * 86400000);
  const it = i < ITEMS.length ? i : r.int(0, ITEMS.length - 1);
  const [supplier, item, unit, lo, hi] = ITEMS[it]!;
  const qty = r.int(5, 40);
  const cost = cents(r, lo, hi);
  const status = o >= 84 ? 'Open' : o >= 78 && r.int(0, 1) ? 'Part received' : 'Received';
  const rec = status === 'Open' ? undefined : new Date(d.getTime() + r.int(1, 3) * 86400000);
  return {
    no: `PO-${2201 + i}`,
    d,
    m: d.getUTCMonth(),
    supplier,
    item,
    unit,
    qty,
    cost,
    value: qty * cost,
    status,
    rec,
  };
});
const values = pos.map((p) => p.value);
const all = total(values);
const bySup = SUPPLIERS.map((s) => total(pos.filter((p) => p.supplier === s).map((p) => p.value)));
const open = pos.filter((p) => p.status === 'Open');
const THRESH = 100000n;
const tuna = pos.filter((p) => p.item === 'Yellowfin tuna');
const tunaQty = total(tuna.map((p) => p.qty));
const tunaW = divRound(total(tuna.map((p) => p.value)), tunaQty);
const tunaMean = divRound(total(tuna.map((p) => p.cost)), BigInt(tuna.length));
const txt = (d: Date): string =>
  `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()}`;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('PO log');
  putRows(ws, [
    ['Kaiyo Sushi Bar — purchase orders'],
    ['1 Sep 2026 to 30 Nov 2026, AUD ex GST'],
    [],
    [
      'PO #',
      'Date raised',
      'Supplier',
      'Item',
      'Unit',
      'Qty',
      'Unit cost',
      'Total',
      'Status',
      'Received',
    ],
    ...pos.map((p) => [
      p.no,
      p.d,
      p.supplier,
      p.item,
      p.unit,
      p.qty,
      cell(p.cost),
      cell(p.value),
      p.status,
      p.rec ? txt(p.rec) : undefined,
    ]),
  ]);
  bold(ws, 4);
  formatCols(ws, [2], 'd mmm yyyy');
  formatCols(ws, [7, 8], '$#,##0.00');
  widths(ws, [10, 12, 20, 20, 7, 6, 10, 11, 14, 12]);
  return toBytes(wb);
}

export const sushi: BlindBook = {
  name: 'sushi',
  business: 'sushi restaurant',
  shape:
    'purchase order log Sep–Nov 2026: PO, date, supplier, item, unit, qty × unit cost = total, status, received date as text',
  bytes,
  checks: [
    same('suppliers = all', total(bySup), all),
    ...pos.map((p) => same(`${p.no} qty × cost`, BigInt(p.qty * p.cost), BigInt(p.value))),
    unique('PO value', values),
    unique('supplier spend', bySup),
    offThreshold('PO values vs $1,000', values, THRESH),
    holds('some POs open', open.length > 0),
    holds(
      'one rice supplier',
      new Set(pos.filter((p) => p.item.startsWith('Sushi rice')).map((p) => p.supplier)).size === 1,
    ),
  ],
  questions: questionsFor('sushi', [
    ["What's the total value of all our POs?", { value: money(all), means: 'every PO Total' }],
    [
      'How much did we order from Harbour Seafood?',
      { value: money(bySup[0]!), means: 'Totals of Harbour Seafood Co POs' },
    ],
    [
      'How many purchase orders are still open?',
      { value: String(open.length), means: 'rows with Status Open' },
    ],
    [
      "What's the value of open orders?",
      { value: money(total(open.map((p) => p.value))), means: 'Totals of Open POs' },
    ],
    [
      'Which supplier do we spend the most with?',
      { at: SUPPLIERS[argMax(bySup)]!, means: 'the supplier with the largest PO Totals' },
    ],
    [
      'How much did we order in October?',
      {
        value: money(total(pos.filter((p) => p.m === 9).map((p) => p.value))),
        means: 'POs raised in October 2026',
      },
    ],
    [
      'What was the biggest PO?',
      { value: money(BigInt(Math.max(...values))), means: 'the largest PO Total' },
    ],
    [
      'How many kilos of salmon did we order?',
      {
        value: String(total(pos.filter((p) => p.item === 'Salmon fillet').map((p) => p.qty))),
        means: 'Qty of Salmon fillet (kg)',
      },
    ],
    [
      "What's the average PO value?",
      { value: meanCents(all, N), means: 'all PO Totals / number of POs' },
    ],
    [
      'How many POs did we raise last month?',
      { value: String(pos.filter((p) => p.m === 10).length), means: 'POs raised in November 2026' },
    ],
    [
      'What did we pay per kg for tuna on average?',
      {
        value: [hundredths(tunaW), hundredths(tunaMean)],
        means: 'tuna Totals / kg, or the mean of its unit costs',
      },
    ],
    [
      'How many orders were over $1,000?',
      {
        value: String(values.filter((v) => BigInt(v) > THRESH).length),
        means: 'POs whose Total is above $1,000',
      },
    ],
    ['Who supplies our rice?', { at: 'Sun Rice Wholesale', means: 'the supplier on the rice POs' }],
    [
      "Have we paid Harbour Seafood's invoices?",
      { refuse: true, means: 'the log tracks orders and receipt, not payment' },
    ],
    [
      "What's our food cost percentage?",
      { refuse: true, means: 'no sales in a purchase order log' },
    ],
  ]),
};
