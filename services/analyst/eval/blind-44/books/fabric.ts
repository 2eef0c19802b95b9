/**
 * Book 9 — fabric shop (INR): STOCK VALUATION at cost and at retail as at 30 Nov 2026: SKU,
 * fabric, category, unit (m / pcs), qty on hand, unit cost, value at cost (qty × cost), selling
 * price, value at retail (qty × price); two lines out of stock (qty 0); Total row; `₹` prefix.
 */
import ExcelJS from 'exceljs';
import { growth, money, pct } from '../../expect';
import { at, bold, fmt, refuse, title, val, widths } from '../helpers';
import {
  extreme,
  groupSum,
  holds,
  offThreshold,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  uniqueIn,
  whole,
  type BlindBook,
} from '../lib';

const r = rng(9);
const NAME = 'fabric';
const ITEMS: Array<[string, string, string, number, number]> = [
  // fabric, category, unit, cost lo, hi (₹)
  ['Cotton cambric, white', 'Cotton', 'm', 80, 110],
  ['Cotton voile, printed', 'Cotton', 'm', 110, 160],
  ['Khadi cotton', 'Cotton', 'm', 150, 220],
  ['Jaipuri block print', 'Cotton', 'm', 130, 190],
  ['Banarasi silk', 'Silk', 'm', 900, 1400],
  ['Chanderi silk', 'Silk', 'm', 420, 600],
  ['Raw silk, dupion', 'Silk', 'm', 520, 700],
  ['Linen, natural', 'Linen', 'm', 380, 520],
  ['Linen blend, dyed', 'Linen', 'm', 260, 340],
  ['Georgette', 'Synthetic', 'm', 95, 140],
  ['Crepe', 'Synthetic', 'm', 120, 170],
  ['Rayon, printed', 'Synthetic', 'm', 75, 105],
  ['Zari lace roll', 'Haberdashery', 'pcs', 140, 260],
  ['Buttons, shell (pack)', 'Haberdashery', 'pcs', 45, 90],
  ['Zip, 9 inch (pack of 10)', 'Haberdashery', 'pcs', 60, 110],
];
const lines = ITEMS.map(([name, cat, unit, lo, hi], i) => {
  const cost = whole(r, lo, hi);
  const price = Math.round((cost * r.int(140, 185)) / 100 / 100) * 100;
  const qty = i === 6 || i === 13 ? 0 : unit === 'm' ? r.int(12, 180) : r.int(6, 60);
  return {
    sku: `RF-${String(101 + i)}`,
    name,
    cat,
    unit,
    qty,
    cost,
    price,
    vc: qty * cost,
    vr: qty * price,
  };
});
const VC = total(lines.map((l) => l.vc));
const VR = total(lines.map((l) => l.vr));
const catC = groupSum(
  lines,
  (l) => l.cat,
  (l) => l.vc,
);
const catR = groupSum(
  lines,
  (l) => l.cat,
  (l) => l.vr,
);
const topLine = lines.reduce((a, b) => (b.vc > a.vc ? b : a));
const outOf = lines.filter((l) => l.qty === 0).length;
const chanderi = lines[5]!;
const mtrs = lines.filter((l) => l.unit === 'm');
const cheapest = mtrs.reduce((a, b) => (b.cost < a.cost ? b : a));
const THR = 20;
const fewer = lines.filter((l) => l.qty < THR);
const khadi = lines[2]!;
const georgette = lines[9]!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Stock valuation');
  title(ws, 1, 'Rangrez Fabrics — stock valuation', 9);
  title(ws, 2, 'As at 30 November 2026 (physical count)', 9);
  ws.getRow(4).values = [
    'SKU',
    'Fabric',
    'Category',
    'Unit',
    'Qty on hand',
    'Unit cost',
    'Value at cost',
    'Selling price',
    'Value at retail',
  ];
  lines.forEach((l, k) => {
    ws.getRow(5 + k).values = [
      l.sku,
      l.name,
      l.cat,
      l.unit,
      l.qty,
      l.cost / 100,
      l.vc / 100,
      l.price / 100,
      l.vr / 100,
    ];
  });
  const tr = 5 + lines.length;
  ws.getRow(tr).values = [
    'Total',
    '',
    '',
    '',
    null,
    null,
    Number(VC) / 100,
    null,
    Number(VR) / 100,
  ];
  bold(ws, 4, tr);
  fmt(ws, [6, 7, 8, 9], '"₹"#,##0.00');
  widths(ws, [9, 26, 14, 6, 11, 11, 14, 12, 14]);
  return toBytes(wb);
}

export const fabric: BlindBook = {
  name: NAME,
  business: 'fabric shop',
  shape: 'stock valuation at cost and at retail, with out-of-stock lines',
  bytes,
  checks: [
    same('categories = total at cost', total([...catC.values()]), VC),
    same('categories = total at retail', total([...catR.values()]), VR),
    unique(
      'line value at cost',
      lines.map((l) => l.vc),
    ),
    holds('top line same at retail', lines.reduce((a, b) => (b.vr > a.vr ? b : a)) === topLine),
    uniqueIn('category at cost', catC),
    holds('top category same at retail', extreme(catR)[0] === extreme(catC)[0]),
    unique(
      'cheapest per metre',
      mtrs.map((l) => l.cost),
      'min',
    ),
    offThreshold(
      'qty',
      lines.map((l) => l.qty * 100),
      THR * 100,
    ),
    holds('two out of stock', outOf === 2),
    holds(
      'price above cost everywhere',
      lines.every((l) => l.price > l.cost),
    ),
  ],
  questions: questionsFor(NAME, [
    ['What is our stock worth at cost?', val(money(VC), 'Total, value at cost')],
    ['What is it worth at selling prices?', val(money(VR), 'Total, value at retail')],
    [
      'Which fabric is our most valuable stock line at cost?',
      at(topLine.name, 'highest value at cost'),
    ],
    [
      'What is our silk stock worth?',
      val([money(catC.get('Silk')!), money(catR.get('Silk')!)], 'Silk at cost (or at retail)'),
    ],
    ['How many lines are out of stock?', val(String(outOf), 'qty on hand 0')],
    [
      "What's the margin on Chanderi silk?",
      val(
        [
          pct(chanderi.price - chanderi.cost, chanderi.price),
          growth(chanderi.cost, chanderi.price),
          money(chanderi.price - chanderi.cost),
        ],
        'margin on price, or markup on cost, %, or per metre',
        { tol: 0.01 },
      ),
    ],
    [
      'What margin is there in our stock overall?',
      val(
        [pct(VR - VC, VR), growth(VC, VR), money(VR - VC)],
        '(retail − cost) / retail, or markup, or the amount',
        { tol: 0.01 },
      ),
    ],
    ['How many metres of khadi cotton do we have?', val(String(khadi.qty), 'Khadi cotton qty')],
    ['Which category holds the most stock value?', at(extreme(catC)[0], 'largest category value')],
    [
      `How many lines have fewer than ${THR} on hand?`,
      val(
        [String(fewer.length), String(fewer.filter((l) => l.qty > 0).length)],
        'qty < 20, with or without the out-of-stock lines',
      ),
    ],
    [
      'Which fabric is cheapest per metre to buy?',
      at(cheapest.name, 'lowest unit cost among metre lines'),
    ],
    [
      'How many different fabrics and items do we stock?',
      val([String(lines.length), String(lines.length - outOf)], 'lines listed (or in stock)'),
    ],
    [
      'What share of our stock value is cotton?',
      val(
        [pct(catC.get('Cotton')!, VC), pct(catR.get('Cotton')!, VR)],
        'Cotton / total, at cost (or retail), %',
        { tol: 0.01 },
      ),
    ],
    ['What does georgette cost us per metre?', val(money(georgette.cost), 'Georgette unit cost')],
    ['How much did we sell last month?', refuse('sales are not on a stock sheet')],
    [
      'What was our stock worth at the end of October?',
      refuse('the count is as at 30 November only'),
    ],
    ['Which supplier gives us the best prices?', refuse('no supplier column')],
  ]),
};
