/** Tailor: a price list with cost, price and margin columns (alterations and made-to-measure), CAD. */
import ExcelJS from 'exceljs';
import { divRound, hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  argMin,
  type BlindBook,
  cell,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
} from '../lib';

const r = rng(13);
const spec: Array<[string, string, number, number]> = [
  ['Trouser hem', 'Alterations', 18, 28],
  ['Trouser waist in/out', 'Alterations', 24, 38],
  ['Jacket sleeves shorten', 'Alterations', 35, 55],
  ['Jacket take in', 'Alterations', 45, 75],
  ['Dress hem (lined)', 'Alterations', 40, 65],
  ['Zip replacement', 'Repairs', 20, 32],
  ['Button replacement (set)', 'Repairs', 10, 16],
  ['Patch / invisible mend', 'Repairs', 28, 45],
  ['Made-to-measure shirt', 'Made to measure', 150, 230],
  ['Made-to-measure trousers', 'Made to measure', 280, 420],
  ['Two-piece suit', 'Made to measure', 1100, 1650],
  ['Three-piece suit', 'Made to measure', 1400, 2100],
  ['Waistcoat', 'Made to measure', 260, 390],
  ['Wedding dress alteration', 'Bridal', 180, 300],
];
const items = spec.map(([name, cat, lo, hi]) => {
  const price = r.int(lo, hi) * 100;
  const cost = Math.round((price * r.int(30, 72)) / 100);
  return {
    name,
    cat,
    price,
    cost,
    margin: price - cost,
    pctBp: divRound(BigInt(price - cost) * 10000n, BigInt(price)),
  };
});
const mp = items.map((x) => x.pctBp);
const best = items[argMax(mp)]!;
const worst = items[argMin(mp)]!;
const cash = items.map((x) => x.margin);
const topCash = items[argMax(cash)]!;
const under40 = items.filter((x) => x.pctBp < 4000n).length;
const alt = items.filter((x) => x.cat === 'Alterations');
const suit = items[10]!;
const rep = items.filter((x) => x.cat === 'Repairs');
const hem = items[0]!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Price list 2026');
  putRows(ws, [
    ['Savile & Sons Tailoring, Toronto — price list (CAD)'],
    ['Cost = cloth, trims and outworker time'],
    [],
    ['Service', 'Category', 'Cost', 'Price', 'Margin $', 'Margin %'],
    ...items.map((x) => [
      x.name,
      x.cat,
      cell(x.cost),
      cell(x.price),
      cell(x.margin),
      Number(x.pctBp) / 10000,
    ]),
  ]);
  ws.getColumn(6).numFmt = '0.00%';
  return toBytes(wb);
}

export const tailor: BlindBook = {
  name: 'tailor',
  business: 'tailor',
  shape: 'price list with cost, price, margin $ and margin %',
  bytes,
  questions: questionsFor('tailor', [
    ['which service has the best margin %', { at: best.name, means: 'highest Margin %' }],
    ['which item has the thinnest margin percentage', { at: worst.name, means: 'lowest Margin %' }],
    [
      'what do we make on a two-piece suit',
      {
        value: [hundredths(BigInt(suit.margin)), hundredths(suit.pctBp)],
        means: 'Two-piece suit Margin $, or Margin % in points',
      },
    ],
    [
      'how many services are under 40% margin',
      { value: String(under40), means: 'count of items with Margin % < 40%' },
    ],
    [
      'average price of an alteration',
      {
        value: meanCents(total(alt.map((x) => x.price)), alt.length),
        means: 'mean Price, Category = Alterations',
      },
    ],
    [
      'what do we charge for a trouser hem',
      { value: hundredths(BigInt(hem.price)), means: 'Trouser hem, Price' },
    ],
    ['biggest dollar margin', { at: topCash.name, means: 'largest Margin $' }],
    [
      'cost of a three-piece suit',
      { value: hundredths(BigInt(items[11]!.cost)), means: 'Three-piece suit, Cost' },
    ],
    [
      'how many made-to-measure items are on the list',
      {
        value: String(items.filter((x) => x.cat === 'Made to measure').length),
        means: 'count of Category = Made to measure',
      },
    ],
    [
      'average margin % across the repairs',
      {
        value: [
          hundredths(divRound(total(rep.map((x) => x.pctBp)), 3n)),
          pct(total(rep.map((x) => x.margin)), total(rep.map((x) => x.price))),
        ],
        tol: 0.01,
        means: 'mean of the three Repairs Margin % values, or Repairs margin $ / price, in points',
      },
    ],
    [
      'whats the most expensive thing we sell',
      { at: items[argMax(items.map((x) => x.price))]!.name, means: 'highest Price' },
    ],
    ['how many suits did we sell this year', { refuse: true, means: 'a price list has no sales' }],
    ['should we put prices up in january', { refuse: true, means: 'an opinion' }],
  ]),
  checks: [
    {
      what: 'cost + margin = price',
      a: total(items.flatMap((x) => [x.cost, x.margin])),
      b: total(items.map((x) => x.price)),
    },
    { what: 'best margin % unique', a: uniqueMax(mp) ? 1n : 0n, b: 1n },
    { what: 'worst margin % unique', a: uniqueMax(mp.map((x) => -x)) ? 1n : 0n, b: 1n },
    { what: 'top $ margin unique', a: uniqueMax(cash) ? 1n : 0n, b: 1n },
    { what: 'top price unique', a: uniqueMax(items.map((x) => x.price)) ? 1n : 0n, b: 1n },
  ],
};
