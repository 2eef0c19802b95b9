/** florist: florist, price list with cost, sell price ex VAT, margin and margin %, supplier, CHF. */
import ExcelJS from 'exceljs';
import { divRound, hundredths, meanCents } from '../../expect';
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

const r = rng(13);
const PRODUCTS: Array<[string, string, number, number]> = [
  // product, supplier, cost lo, cost hi (CHF)
  ['Hand-tied bouquet small', 'Blumen Gross AG', 14, 22],
  ['Hand-tied bouquet large', 'Blumen Gross AG', 30, 48],
  ['Bridal bouquet', 'Van Dijk Flowers', 60, 110],
  ['Buttonhole', 'Van Dijk Flowers', 3, 6],
  ['Sympathy wreath', 'Blumen Gross AG', 45, 80],
  ['Peony bunch (10)', 'Van Dijk Flowers', 18, 30],
  ['Rose bunch (12)', 'Van Dijk Flowers', 12, 24],
  ['Orchid in pot', 'Orchideen Zürich', 16, 28],
  ['Table centrepiece', 'Blumen Gross AG', 25, 45],
  ['Seasonal box', 'Orchideen Zürich', 20, 35],
  ['Dried flower wreath', 'Atelier Séché', 22, 40],
];
const items = PRODUCTS.map(([name, supplier, lo, hi]) => {
  const cost = BigInt(r.int(lo, hi)) * 100n + BigInt(r.int(0, 19)) * 5n;
  const sell = ((cost * BigInt(r.int(160, 320))) / 100n / 50n) * 50n + 50n; // to 0.50
  return { name, supplier, cost, sell, margin: sell - cost };
});
const mpct = (i: (typeof items)[number]) => divRound(i.margin * 10000n, i.sell); // basis points
const pcts = items.map(mpct);
const margins = items.map((i) => i.margin);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Price list');
  putRows(ws, [
    ['Blütezeit Floristik: price list 2026 (CHF, sell prices excl. VAT 8.1%)'],
    [],
    ['Code', 'Product', 'Cost price', 'Sell price', 'Margin', 'Margin %', 'Supplier'],
    ...items.map((i, k) => [
      `BZ-${String(k + 1).padStart(2, '0')}`,
      i.name,
      cell(i.cost),
      cell(i.sell),
      cell(i.margin),
      Number(pcts[k]!) / 10000,
      i.supplier,
    ]),
  ]);
  for (const c of [3, 4, 5]) ws.getColumn(c).numFmt = '"CHF" #,##0.00';
  ws.getColumn(6).numFmt = '0.00%';
  ws.getColumn(2).width = 26;
  return toBytes(wb);
}

const I = (n: string) => items.find((i) => i.name === n)!;
const bestP = argMax(pcts);
const leastM = argMin(margins);

export const florist: BlindBook = {
  name: 'florist',
  business: 'florist',
  shape: 'price list: cost, sell ex VAT, margin CHF and %, supplier, title line',
  bytes,
  checks: [
    {
      what: 'sell - cost = margin, summed',
      a: total(items.map((i) => i.sell)) - total(items.map((i) => i.cost)),
      b: total(margins),
    },
    {
      what: 'best margin % unique and least margin unique',
      a: (uniqueMax(pcts) ? 1n : 0n) + (uniqueMax(margins.map((m) => -m)) ? 1n : 0n),
      b: 2n,
    },
    { what: 'most expensive item unique', a: uniqueMax(items.map((i) => i.sell)) ? 1n : 0n, b: 1n },
  ],
  questions: questionsFor('florist', [
    [
      'sell price of the bridal bouquet',
      { value: hundredths(I('Bridal bouquet').sell), means: 'Sell price, Bridal bouquet' },
    ],
    [
      'which product has the best margin percentage',
      { at: items[bestP]!.name, means: 'product with the largest Margin %' },
    ],
    [
      'which product makes us the fewest francs',
      { at: items[leastM]!.name, means: 'product with the smallest Margin (CHF)' },
    ],
    [
      'average sell price',
      {
        value: meanCents(total(items.map((i) => i.sell)), items.length),
        means: 'mean Sell price over the 11 products',
      },
    ],
    [
      'how many products come from van dijk',
      {
        value: String(items.filter((i) => i.supplier === 'Van Dijk Flowers').length),
        means: 'count of Supplier = Van Dijk Flowers',
      },
    ],
    [
      'margin on the sympathy wreath',
      {
        value: [hundredths(I('Sympathy wreath').margin), hundredths(mpct(I('Sympathy wreath')))],
        means: 'Margin (CHF) of Sympathy wreath; its Margin % also accepted',
      },
    ],
    [
      'what does a peony bunch cost us',
      { value: hundredths(I('Peony bunch (10)').cost), means: 'Cost price, Peony bunch (10)' },
    ],
    [
      'margin % on the orchid',
      {
        value: hundredths(mpct(I('Orchid in pot'))),
        tol: 0.01,
        means: 'Margin %, Orchid in pot, in points to 2 dp',
      },
    ],
    [
      'most expensive item we sell',
      { at: items[argMax(items.map((i) => i.sell))]!.name, means: 'largest Sell price' },
    ],
    [
      'price of the buttonhole',
      { value: hundredths(I('Buttonhole').sell), means: 'Sell price, Buttonhole' },
    ],
    [
      'total margin if we sold one of everything',
      { value: hundredths(total(margins)), means: 'sum of Margin over all products' },
    ],
    ['how many roses did we sell this year', { refuse: true, means: 'no sales in a price list' }],
    ['should we put prices up', { refuse: true, means: 'an opinion' }],
  ]),
};
