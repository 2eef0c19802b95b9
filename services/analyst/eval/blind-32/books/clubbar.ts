/** Sports club bar: a stock list with reorder levels, cost and stock value, GBP. */
import ExcelJS from 'exceljs';
import { hundredths } from '../../expect';
import {
  argMax,
  type BlindBook,
  cell,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
} from '../lib';

const r = rng(6);
const spec: Array<[string, string, string, string]> = [
  ['Carling keg 11g', 'Draught', 'keg', 'Molson Coors'],
  ['Guinness keg 11g', 'Draught', 'keg', 'Diageo'],
  ['Thatchers Gold keg', 'Draught', 'keg', 'Thatchers'],
  ['Doom Bar cask', 'Draught', 'cask', 'Molson Coors'],
  ['Peroni 330ml', 'Bottles', 'case 24', 'Asahi'],
  ['Corona 330ml', 'Bottles', 'case 24', 'AB InBev'],
  ['Alcohol-free lager', 'Bottles', 'case 24', 'Heineken'],
  ['Smirnoff 70cl', 'Spirits', 'bottle', 'Diageo'],
  ["Gordon's gin 70cl", 'Spirits', 'bottle', 'Diageo'],
  ['Bells whisky 70cl', 'Spirits', 'bottle', 'Matthew Clark'],
  ['Captain Morgan 70cl', 'Spirits', 'bottle', 'Diageo'],
  ['House red 75cl', 'Wine', 'bottle', 'Matthew Clark'],
  ['House white 75cl', 'Wine', 'bottle', 'Matthew Clark'],
  ['Prosecco 75cl', 'Wine', 'bottle', 'Matthew Clark'],
  ['Coke 330ml can', 'Soft drinks', 'case 24', 'Booker'],
  ['J2O', 'Soft drinks', 'case 24', 'Booker'],
  ['Crisps (box 32)', 'Snacks', 'box', 'Booker'],
  ['Pork scratchings', 'Snacks', 'box', 'Booker'],
];
const items = spec.map(([name, cat, unit, sup], i) => {
  const cost =
    (cat === 'Draught'
      ? r.int(90, 150)
      : cat === 'Spirits'
        ? r.int(13, 19)
        : cat === 'Wine'
          ? r.int(4, 9)
          : r.int(8, 22)) *
      100 +
    r.int(0, 99);
  const reorder = r.int(2, 8);
  let qty = r.int(0, 16);
  if (qty === reorder) qty += 1;
  if (i === 3) qty = 1;
  return { name, cat, unit, sup, qty, reorder, cost, value: qty * cost };
});
const below = items.filter((x) => x.qty < x.reorder);
const vals = items.map((x) => x.value);
const top = items[argMax(vals)]!;
const sumCat = (c: string): bigint => total(items.filter((x) => x.cat === c).map((x) => x.value));
const diageoBelow = below.filter((x) => x.sup === 'Diageo').length;
const out = items.filter((x) => x.qty === 0);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  putRows(wb.addWorksheet('Stock'), [
    ['Millfield RFC Clubhouse Bar — stock count'],
    ['Counted Sunday 22 Nov 2026 by G.H.'],
    [],
    [
      'Item',
      'Category',
      'Unit',
      'Qty in stock',
      'Reorder level',
      'Cost per unit',
      'Stock value',
      'Supplier',
    ],
    ...items.map((x) => [
      x.name,
      x.cat,
      x.unit,
      x.qty,
      x.reorder,
      cell(x.cost),
      cell(x.value),
      x.sup,
    ]),
    [],
    ['Total stock value', undefined, undefined, undefined, undefined, undefined, cell(total(vals))],
  ]);
  return toBytes(wb);
}

export const clubbar: BlindBook = {
  name: 'clubbar',
  business: 'sports club bar',
  shape: 'stock list with reorder levels and stock value',
  bytes,
  questions: questionsFor('clubbar', [
    [
      'how much stock have we got in the bar, in £',
      { value: hundredths(total(vals)), means: 'Total stock value (sum of Stock value)' },
    ],
    [
      'how many lines are below their reorder level',
      {
        value: String(below.length),
        means: 'count of items with Qty in stock < Reorder level (no item sits exactly on it)',
      },
    ],
    [
      'value of spirits on the shelf',
      { value: hundredths(sumCat('Spirits')), means: 'Stock value, Category = Spirits' },
    ],
    [
      'which item is tying up the most money',
      { at: top.name, means: 'item with the largest Stock value' },
    ],
    [
      'how many Diageo lines need reordering',
      { value: String(diageoBelow), means: 'Supplier = Diageo and Qty < Reorder level' },
    ],
    [
      'what does a Guinness keg cost us',
      { value: hundredths(BigInt(items[1]!.cost)), means: 'Cost per unit, Guinness keg 11g' },
    ],
    [
      'how many kegs of carling left',
      { value: String(items[0]!.qty), means: 'Qty in stock, Carling keg 11g' },
    ],
    [
      'draught stock value',
      { value: hundredths(sumCat('Draught')), means: 'Stock value, Category = Draught' },
    ],
    [
      'what have we run out of completely — how many items',
      { value: String(out.length), means: 'count of items with Qty in stock = 0' },
    ],
    [
      'wine stock worth',
      { value: hundredths(sumCat('Wine')), means: 'Stock value, Category = Wine' },
    ],
    [
      'total bottles of spirits in stock',
      {
        value: String(items.filter((x) => x.cat === 'Spirits').reduce((a, x) => a + x.qty, 0)),
        means: 'Qty in stock, Category = Spirits',
      },
    ],
    [
      'how many pints did we sell after saturday’s match',
      { refuse: true, means: 'no sales in a stock count' },
    ],
    [
      'what do we charge for a gin and tonic',
      { refuse: true, means: 'no selling prices in the sheet' },
    ],
  ]),
  checks: [
    {
      what: 'qty × cost = stock value',
      a: total(items.map((x) => BigInt(x.qty) * BigInt(x.cost))),
      b: total(vals),
    },
    {
      what: 'category values = total',
      a: ['Draught', 'Bottles', 'Spirits', 'Wine', 'Soft drinks', 'Snacks'].reduce(
        (s, c) => s + sumCat(c),
        0n,
      ),
      b: total(vals),
    },
    { what: 'top item unique', a: uniqueMax(vals) ? 1n : 0n, b: 1n },
    {
      what: 'no item exactly at reorder',
      a: BigInt(items.filter((x) => x.qty === x.reorder).length),
      b: 0n,
    },
  ],
};
