/** Bridal shop: a stylist commission sheet (one line per gown sold), €. */
import ExcelJS from 'exceljs';
import { divRound, hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  cell,
  day,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(11);
const STYLISTS = ['Aoife', 'Sinead', 'Clara', 'Niamh'];
const DESIGNERS = [
  'Pronovias',
  'Maggie Sottero',
  'Justin Alexander',
  'Enzoani',
  'Rebecca Ingram',
  'House label',
];
interface Sale {
  m: number;
  d: number;
  ref: string;
  who: string;
  gown: string;
  price: bigint;
  bp: bigint;
  comm: bigint;
}
const sales: Sale[] = [];
let n = 301;
for (const m of [6, 7, 8]) {
  const k = r.int(9, 15);
  const ds = Array.from({ length: k }, () => r.int(1, 28)).sort((a, b) => a - b);
  for (const d of ds) {
    const price = BigInt(r.int(7, 42) * 10000 - r.pick([0, 100, 500, 1000]));
    const bp = price > 200000n ? 800n : 500n;
    sales.push({
      m,
      d,
      ref: `BR-${n++}`,
      who: r.pick(STYLISTS),
      gown: r.pick(DESIGNERS),
      price,
      bp,
      comm: divRound(price * bp, 10000n),
    });
  }
}
const by = (f: (s: Sale) => boolean, k: 'price' | 'comm'): bigint =>
  total(sales.filter(f).map((s) => s[k]));
const bySty = STYLISTS.map((w) => by((s) => s.who === w, 'price'));
const comByStylist = STYLISTS.map((w) => by((s) => s.who === w, 'comm'));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Commission Q3');
  putRows(ws, [
    ['Maison Blanche Bridal - stylist commission, Q3 2026'],
    ["5% on gowns up to €2,000; 8% on gowns over €2,000. Paid with the following month's wages."],
    [],
    ['Date', 'Order ref', 'Stylist', 'Designer', 'Gown price', 'Rate', 'Commission'],
    ...sales.map((s) => [
      day(2026, s.m, s.d),
      s.ref,
      s.who,
      s.gown,
      cell(s.price),
      Number(s.bp) / 10000,
      cell(s.comm),
    ]),
    [
      'TOTAL',
      undefined,
      undefined,
      undefined,
      cell(by(() => true, 'price')),
      undefined,
      cell(by(() => true, 'comm')),
    ],
    [],
    ['By stylist', undefined, undefined, undefined, 'Sales', undefined, 'Commission'],
    ...STYLISTS.map((w, i) => [
      w,
      undefined,
      undefined,
      undefined,
      cell(bySty[i]!),
      undefined,
      cell(comByStylist[i]!),
    ]),
  ]);
  ws.getColumn(1).numFmt = 'dd/mm/yyyy';
  ws.getColumn(5).numFmt = '€#,##0.00';
  ws.getColumn(7).numFmt = '€#,##0.00';
  ws.getColumn(6).numFmt = '0%';
  return toBytes(wb);
}

const allP = by(() => true, 'price');
const allC = by(() => true, 'comm');
const prices = sales.map((s) => s.price);
export const bridal: BlindBook = {
  name: 'bridal',
  business: 'bridal shop',
  shape: 'commission sheet with tiered rate and a by-stylist block',
  bytes,
  checks: [
    { what: 'commission by stylist = total commission', a: total(comByStylist), b: allC },
    {
      what: 'sales by month = total sales',
      a: total([6, 7, 8].map((m) => by((s) => s.m === m, 'price'))),
      b: allP,
    },
    {
      what: 'top stylist and biggest sale unique',
      a: uniqueMax(bySty) && uniqueMax(prices) ? 1n : 0n,
      b: 1n,
    },
  ],
  questions: questionsFor('bridal', [
    [
      'total commission for the quarter',
      { value: hundredths(allC), means: 'Commission, TOTAL row (Q3 2026)' },
    ],
    [
      'how much commission does aoife get',
      { value: hundredths(comByStylist[0]!), means: 'sum of Commission for Aoife, Q3' },
    ],
    [
      'which stylist sold the most in euros',
      {
        at: STYLISTS[argMax(bySty)]!,
        means: 'stylist with the largest summed Gown price (unique)',
      },
    ],
    [
      'how many gowns did we sell in august',
      {
        value: String(sales.filter((s) => s.m === 7).length),
        means: 'count of sale lines dated August 2026',
      },
    ],
    [
      'average gown price',
      {
        value: meanCents(allP, sales.length),
        means: `total Gown price / ${sales.length} gowns, to the cent`,
      },
    ],
    [
      'sales for september',
      {
        value: hundredths(by((s) => s.m === 8, 'price')),
        means: 'sum of Gown price, September 2026',
      },
    ],
    [
      'biggest sale this quarter',
      { value: hundredths(prices[argMax(prices)]!), means: 'largest Gown price (unique)' },
    ],
    [
      'how many gowns went for over 2000',
      {
        value: String(sales.filter((s) => s.price > 200000n).length),
        means: 'lines with Gown price > €2,000 (the 8% ones)',
      },
    ],
    [
      'commission as a % of sales',
      { value: pct(allC, allP), means: 'total Commission / total Gown price, %' },
    ],
    [
      "sinead's commission for july",
      {
        value: hundredths(by((s) => s.who === 'Sinead' && s.m === 6, 'comm')),
        means: 'Commission, Sinead, July 2026',
      },
    ],
    [
      'how much do alterations bring in',
      { refuse: true, means: 'no alterations income in the sheet' },
    ],
    [
      'who is our best stylist',
      { refuse: true, means: 'an opinion; "best" is not defined (sales, conversion, reviews…)' },
    ],
    [
      'how much did we sell of pronovias',
      {
        value: hundredths(by((s) => s.gown === 'Pronovias', 'price')),
        means: 'sum of Gown price where Designer = Pronovias',
      },
    ],
  ]),
};
