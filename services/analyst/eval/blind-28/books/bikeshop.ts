/** bikeshop: bicycle shop, stock list with reorder levels, categories, notes, ¥. */
import ExcelJS from 'exceljs';
import { hundredths } from '../../expect';
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
const ITEMS: Array<[string, string, number, number]> = [
  // item, category, cost lo, cost hi (yen)
  ['Inner tube 700x25c', 'Tyres & tubes', 400, 700],
  ['Inner tube 26in', 'Tyres & tubes', 380, 650],
  ['Continental GP5000 tyre', 'Tyres & tubes', 6500, 8000],
  ['Schwalbe Marathon tyre', 'Tyres & tubes', 4200, 5600],
  ['Shimano HG701 chain', 'Drivetrain', 3800, 4800],
  ['KMC X10 chain', 'Drivetrain', 2200, 3000],
  ['Shimano 105 cassette', 'Drivetrain', 7500, 9500],
  ['Brake pads (disc, resin)', 'Brakes', 900, 1400],
  ['Brake cable set', 'Brakes', 700, 1100],
  ['Hydraulic brake kit', 'Brakes', 14000, 19000],
  ['Helmet - city', 'Accessories', 3500, 5000],
  ['LED light set', 'Accessories', 1800, 2800],
  ['U-lock', 'Accessories', 3000, 4200],
  ['Bottle cage', 'Accessories', 500, 900],
];
const items = ITEMS.map(([name, cat, lo, hi], i) => {
  const cost = r.int(lo, hi);
  const retail = Math.round((cost * r.int(150, 210)) / 100 / 10) * 10;
  const reorder = r.int(3, 15);
  let onHand = r.int(0, 40);
  if (onHand === reorder) onHand += 1;
  return { sku: `BK-${1001 + i}`, name, cat, cost, retail, reorder, onHand };
});
const yen = (y: number) => BigInt(y) * 100n;
const value = (it: (typeof items)[number]) => yen(it.cost * it.onHand);
const CATS = [...new Set(items.map((i) => i.cat))];
const catVal = CATS.map((c) => total(items.filter((i) => i.cat === c).map(value)));
const vals = items.map(value);
const below = items.filter((i) => i.onHand < i.reorder);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Stock');
  putRows(ws, [
    ['Rinrin Cycles: stock list (counted 31 Oct 2026)'],
    [
      'SKU',
      'Item',
      'Category',
      'On hand',
      'Reorder level',
      'Unit cost (¥)',
      'Retail (¥)',
      'Stock value (¥)',
      'Notes',
    ],
    ...items.map((i) => [
      i.sku,
      i.name,
      i.cat,
      i.onHand,
      i.reorder,
      i.cost,
      i.retail,
      cell(value(i)),
      i.onHand < i.reorder ? 'REORDER' : i.onHand === 0 ? 'out' : undefined,
    ]),
    [],
    [
      'TOTAL',
      undefined,
      undefined,
      items.reduce((a, i) => a + i.onHand, 0),
      undefined,
      undefined,
      undefined,
      cell(total(vals)),
    ],
  ]);
  ws.getColumn(2).width = 28;
  for (const c of [6, 7, 8]) ws.getColumn(c).numFmt = '¥#,##0';
  return toBytes(wb);
}

const I = (n: string) => items.find((i) => i.name === n)!;

export const bikeshop: BlindBook = {
  name: 'bikeshop',
  business: 'bicycle shop',
  shape: 'stock list with reorder levels, unit cost, retail, stock value, notes, TOTAL row',
  bytes,
  checks: [
    { what: 'category values add up to the TOTAL', a: total(catVal), b: total(vals) },
    {
      what: 'most valuable line and category are unique',
      a: (uniqueMax(vals) ? 1n : 0n) + (uniqueMax(catVal) ? 1n : 0n),
      b: 2n,
    },
  ],
  questions: questionsFor('bikeshop', [
    ['total stock value', { value: hundredths(total(vals)), means: 'TOTAL row, Stock value (¥)' }],
    [
      'how many items are below their reorder level',
      {
        value: String(below.length),
        means: 'count of rows with On hand < Reorder level (no row is equal)',
      },
    ],
    [
      'how many 700c tubes have we got',
      { value: String(I('Inner tube 700x25c').onHand), means: 'On hand, Inner tube 700x25c' },
    ],
    [
      'which item ties up the most money',
      { at: items[argMax(vals)]!.name, means: 'item with the largest Stock value' },
    ],
    [
      'what do we sell the shimano chain for',
      {
        value: hundredths(yen(I('Shimano HG701 chain').retail)),
        means: 'Retail (¥), Shimano HG701 chain',
      },
    ],
    [
      'how much do we make on each u-lock',
      {
        value: hundredths(yen(I('U-lock').retail - I('U-lock').cost)),
        means: 'U-lock Retail - Unit cost',
      },
    ],
    [
      'stock value of tyres and tubes',
      { value: hundredths(catVal[0]!), means: 'sum of Stock value where Category = Tyres & tubes' },
    ],
    [
      'how many units in stock altogether',
      { value: String(items.reduce((a, i) => a + i.onHand, 0)), means: 'TOTAL row, On hand' },
    ],
    [
      'which category holds the most stock value',
      { at: CATS[argMax(catVal)]!, means: 'Category with the largest summed Stock value' },
    ],
    [
      'what does a helmet cost us',
      { value: hundredths(yen(I('Helmet - city').cost)), means: 'Unit cost, Helmet - city' },
    ],
    [
      'reorder level for brake pads',
      {
        value: String(I('Brake pads (disc, resin)').reorder),
        means: 'Reorder level, Brake pads (disc, resin)',
      },
    ],
    [
      'stock value of brakes',
      {
        value: hundredths(catVal[CATS.indexOf('Brakes')]!),
        means: 'sum of Stock value where Category = Brakes',
      },
    ],
    ['how many did we sell last month', { refuse: true, means: 'sales are not in a stock list' }],
    ['when will the brake pads arrive', { refuse: true, means: 'no order or delivery data' }],
  ]),
};
