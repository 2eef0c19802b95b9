/** Vintage clothing shop: a price list with cost, price, margin $ and margin %, qty on rail, CAD. */
import ExcelJS from 'exceljs';
import { hundredths, pct } from '../../expect';
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

const r = rng(13);
const specs: Array<[string, string, string, [number, number]]> = [
  ['Suede fringe jacket', 'Outerwear', '70s', [60, 110]],
  ["Levi's 501 (big E)", 'Denim', '60s', [90, 160]],
  ['Leather biker jacket', 'Outerwear', '80s', [70, 140]],
  ['Barbour Bedale', 'Outerwear', '90s', [45, 80]],
  ['Lee Storm Rider', 'Denim', '70s', [55, 95]],
  ['Wrangler western shirt', 'Denim', '80s', [18, 35]],
  ['Silk scarf (Hermès-style)', 'Accessories', '80s', [8, 20]],
  ['Prairie dress', 'Dresses', '70s', [25, 45]],
  ['Sequin party dress', 'Dresses', '80s', [30, 55]],
  ['Band tee (tour)', 'Tops', '90s', [15, 60]],
  ['Mohair cardigan', 'Knitwear', '60s', [22, 40]],
  ['Fair Isle jumper', 'Knitwear', '70s', [14, 30]],
  ['Cowboy boots', 'Footwear', '80s', [40, 75]],
  ['Denim jacket (trucker)', 'Denim', '80s', [20, 38]],
];
const items = specs.map(([name, cat, era, [lo, hi]], i) => {
  const cost = r.int(lo, hi) * 100 + r.pick([0, 50]);
  const price = Math.round((cost * r.int(180, 320)) / 100 / 500) * 500 - 1; // ends in .99 after rounding to $5
  return {
    sku: `TB-${String(201 + i)}`,
    name,
    cat,
    era,
    cost,
    price,
    margin: price - cost,
    qty: r.int(1, 6),
  };
});
type It = (typeof items)[number];
const S = (f: (x: It) => number): bigint => total(items.map(f));
const find = (s: string): It => items.find((x) => x.name.startsWith(s))!;
const m$ = items.map((x) => x.margin);
// margin % in basis points, compared as integers
const mPct = items.map((x) => Number((BigInt(x.margin) * 1000000n) / BigInt(x.price)));
const prices = items.map((x) => x.price);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Price list');
  putRows(ws, [
    ['Thread & Bone Vintage'],
    ['Price list — autumn 2026 (CAD). Margin % = margin / price'],
    [],
    ['SKU', 'Item', 'Category', 'Era', 'Cost $', 'Price $', 'Margin $', 'Margin %', 'On rail'],
    ...items.map((x) => [
      x.sku,
      x.name,
      x.cat,
      x.era,
      cell(x.cost),
      cell(x.price),
      cell(x.margin),
      `${pct(x.margin, x.price)}%`,
      x.qty,
    ]),
  ]);
  return toBytes(wb);
}

const leather = find('Leather biker');
const denim = items.filter((x) => x.cat === 'Denim');

export const vintage: BlindBook = {
  name: 'vintage',
  business: 'vintage clothing shop',
  shape: 'price list: cost, price, margin $, margin % as text, qty on rail',
  bytes,
  questions: questionsFor('vintage', [
    [
      'which piece makes the most dollars per sale',
      { at: items[argMax(m$)]!.name, means: 'item with the largest Margin $' },
    ],
    [
      'price on the suede fringe jacket',
      { value: hundredths(find('Suede').price), means: 'Price $ of Suede fringe jacket' },
    ],
    [
      'what did the 501s cost us',
      { value: hundredths(find("Levi's").cost), means: "Cost $ of Levi's 501 (big E)" },
    ],
    [
      'how many denim lines have we got',
      { value: String(denim.length), means: 'rows with Category Denim' },
    ],
    [
      'retail value of everything on the rails',
      { value: hundredths(S((x) => x.price * x.qty)), means: 'sum of Price $ × On rail' },
    ],
    [
      'what did the stock on the rails cost',
      { value: hundredths(S((x) => x.cost * x.qty)), means: 'sum of Cost $ × On rail' },
    ],
    [
      'margin on the leather biker',
      {
        value: [hundredths(leather.margin), pct(leather.margin, leather.price)],
        means: 'Margin $ or Margin % of Leather biker jacket',
      },
    ],
    [
      'thinnest margin in percentage terms',
      { at: items[argMin(mPct)]!.name, means: 'item with the lowest Margin %' },
    ],
    ['what sells fastest', { refuse: true, means: 'sales speed is not in a price list' }],
    ['will the Barbour sell before christmas', { refuse: true, means: 'a forecast' }],
    [
      'cheapest thing in the shop',
      { at: items[argMin(prices)]!.name, means: 'item with the lowest Price $' },
    ],
    [
      'profit if everything on the rails sells',
      { value: hundredths(S((x) => x.margin * x.qty)), means: 'sum of Margin $ × On rail' },
    ],
    [
      'how many pieces on the rails in total',
      { value: String(S((x) => x.qty)), means: 'On rail total' },
    ],
  ]),
  checks: [
    { what: 'price − cost = margin', a: S((x) => x.price - x.cost), b: S((x) => x.margin) },
    {
      what: 'retail − cost value = potential profit',
      a: S((x) => x.price * x.qty) - S((x) => x.cost * x.qty),
      b: S((x) => x.margin * x.qty),
    },
    { what: 'unique biggest margin $', a: uniqueMax(m$) ? 1n : 0n, b: 1n },
    { what: 'unique thinnest margin %', a: uniqueMax(mPct.map((x) => -x)) ? 1n : 0n, b: 1n },
    { what: 'unique cheapest', a: uniqueMax(prices.map((x) => -x)) ? 1n : 0n, b: 1n },
    { what: 'every margin positive', a: items.every((x) => x.margin > 0) ? 1n : 0n, b: 1n },
  ],
};
