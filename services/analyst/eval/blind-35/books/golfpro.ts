/**
 * golfpro: a golf club pro shop's price list (USD). SKU, item, category, brand, cost, retail,
 * member price (10% off), margin $ and margin % of retail, on hand; grouped by category with a
 * blank row and a category heading between groups, notes at the foot.
 */
import ExcelJS from 'exceljs';
import { divRound, meanCents, money, pct } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  holds,
  questionsFor,
  rng,
  toBytes,
  total,
  unique,
  type BlindBook,
  type CrossCheck,
} from '../lib';

const r = rng(5);
type Cat = 'Balls' | 'Gloves' | 'Clubs' | 'Apparel' | 'Accessories';
const LIST: Array<[Cat, string, string, number, [number, number]]> = [
  ['Balls', 'Pro V1 golf balls (dozen)', 'Titleist', 5499, [0.62, 0.7]],
  ['Balls', 'AVX golf balls (dozen)', 'Titleist', 5299, [0.6, 0.7]],
  ['Balls', 'Chrome Soft golf balls (dozen)', 'Callaway', 4999, [0.58, 0.68]],
  ['Balls', 'Soft Feel golf balls (dozen)', 'Srixon', 2499, [0.5, 0.62]],
  ['Balls', 'e6 golf balls (dozen)', 'Bridgestone', 2699, [0.52, 0.62]],
  ['Gloves', 'StaSof glove', 'FootJoy', 2799, [0.45, 0.58]],
  ['Gloves', 'Players glove', 'Titleist', 2599, [0.45, 0.58]],
  ['Gloves', 'Weather Spann glove (2-pack)', 'Callaway', 2299, [0.45, 0.58]],
  ['Clubs', 'Paradym Ai Smoke driver', 'Callaway', 59999, [0.72, 0.8]],
  ['Clubs', 'G430 hybrid', 'Ping', 28999, [0.72, 0.8]],
  ['Clubs', 'RTX 6 ZipCore wedge', 'Cleveland', 15999, [0.68, 0.76]],
  ['Clubs', 'White Hot OG putter', 'Odyssey', 24999, [0.68, 0.76]],
  ['Clubs', 'Qi10 fairway wood', 'TaylorMade', 29999, [0.7, 0.78]],
  ['Apparel', 'Cedar Ridge logo polo', 'Peter Millar', 8950, [0.42, 0.52]],
  ['Apparel', 'Quarter-zip pullover', 'FootJoy', 9500, [0.42, 0.52]],
  ['Apparel', 'HydroLite rain jacket', 'FootJoy', 15995, [0.48, 0.56]],
  ['Apparel', 'Bucket hat', 'Imperial', 3200, [0.38, 0.48]],
  ['Apparel', 'Logo cap', 'Imperial', 2800, [0.35, 0.45]],
  ['Accessories', 'Pro X3 rangefinder', 'Bushnell', 49999, [0.74, 0.8]],
  ['Accessories', 'Golf umbrella 62"', 'Titleist', 4500, [0.4, 0.5]],
  ['Accessories', 'Wooden tees (bag of 100)', 'Pride', 699, [0.3, 0.4]],
  ['Accessories', 'Divot tool & ball marker', 'Pitchfix', 1999, [0.4, 0.5]],
  ['Accessories', 'Tri-fold towel', 'Club Glove', 1899, [0.4, 0.5]],
  ['Accessories', 'Scorecard holder', 'Cedar Ridge', 1499, [0.3, 0.4]],
];

interface Item {
  sku: string;
  cat: Cat;
  name: string;
  brand: string;
  cost: number;
  retail: number;
  member: number;
  margin: number;
  bp: bigint;
  qty: number;
}
const ITEMS: Item[] = LIST.map(([cat, name, brand, retail, [lo, hi]], i) => {
  const cost = Math.round(retail * (lo + (hi - lo) * r.next()));
  return {
    sku: `${cat.slice(0, 3).toUpperCase()}-${String(101 + i)}`,
    cat,
    name,
    brand,
    cost,
    retail,
    member: Number(divRound(BigInt(retail) * 9n, 10n)),
    margin: retail - cost,
    bp: divRound(BigInt(retail - cost) * 10000n, BigInt(retail)),
    qty: cat === 'Clubs' || name.includes('rangefinder') ? r.int(1, 6) : r.int(4, 60),
  };
});

const bps = ITEMS.map((x) => x.bp);
const hi = argMax(bps);
const lo = argMin(bps);
const atCost = total(ITEMS.map((x) => x.cost * x.qty));
const atRetail = total(ITEMS.map((x) => x.retail * x.qty));
const clubs = ITEMS.filter((x) => x.cat === 'Clubs');
const topClub = clubs[argMax(clubs.map((x) => x.retail))]!;
const apparel = ITEMS.filter((x) => x.cat === 'Apparel');
const proV1 = ITEMS[0]!;
const umb = ITEMS.find((x) => x.name.startsWith('Golf umbrella'))!;
const finder = ITEMS.find((x) => x.name.includes('rangefinder'))!;
const putter = ITEMS.find((x) => x.name.includes('putter'))!;
const under20 = ITEMS.filter((x) => x.retail < 2000).length;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Price list');
  ws.getCell('A1').value = 'Cedar Ridge Golf Club: Pro Shop price list, Fall 2026';
  ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getCell('A2').value =
    'Member price = retail less 10%. Margin on retail price. Stock count 11/28/2026.';
  const head = [
    'SKU',
    'Item',
    'Brand',
    'Cost ($)',
    'Retail ($)',
    'Member ($)',
    'Margin ($)',
    'Margin %',
    'On hand',
  ];
  const H = 4;
  head.forEach((t, i) => (ws.getRow(H).getCell(1 + i).value = t));
  ws.getRow(H).font = { bold: true };
  let row = H + 1;
  let cat: Cat | '' = '';
  for (const x of ITEMS) {
    if (x.cat !== cat) {
      if (cat) row++;
      cat = x.cat;
      ws.getRow(row).getCell(1).value = cat.toUpperCase();
      ws.getRow(row).font = { bold: true, italic: true };
      row++;
    }
    const w = ws.getRow(row++);
    const vals: ExcelJS.CellValue[] = [
      x.sku,
      x.name,
      x.brand,
      cell(x.cost),
      cell(x.retail),
      cell(x.member),
      cell(x.margin),
      Number(x.bp) / 10000,
      x.qty,
    ];
    vals.forEach((v, c) => (w.getCell(1 + c).value = v));
    for (const c of [4, 5, 6, 7]) w.getCell(c).numFmt = '$#,##0.00';
    w.getCell(8).numFmt = '0.0%';
  }
  row += 2;
  ws.getRow(row++).getCell(1).value = 'Special orders (custom fitting) quoted separately.';
  ws.getRow(row).getCell(1).value = 'Prices include no sales tax.';
  [10, 32, 14, 10, 10, 11, 11, 9, 8].forEach((wd, i) => (ws.getColumn(1 + i).width = wd));
  return toBytes(wb);
}

const checks: CrossCheck[] = [
  {
    what: 'cost + margin = retail over the list',
    a: total(ITEMS.map((x) => x.cost + x.margin)),
    b: total(ITEMS.map((x) => x.retail)),
  },
  {
    what: 'stock at retail - stock at cost = margin x on hand',
    a: atRetail - atCost,
    b: total(ITEMS.map((x) => x.margin * x.qty)),
  },
  unique('margin % (highest)', bps),
  unique('margin % (lowest)', bps, 'min'),
  unique(
    'club retail price',
    clubs.map((x) => x.retail),
  ),
  holds('one Odyssey putter line', ITEMS.filter((x) => x.name.includes('putter')).length === 1),
];

const appMeanBp = divRound(total(apparel.map((x) => x.bp)), BigInt(apparel.length));

const questions = questionsFor('golfpro', [
  [
    'how many products are on the price list',
    { value: String(ITEMS.length), means: 'item rows (category headings not counted)' },
  ],
  [
    'margin on a dozen Pro V1s',
    {
      value: [money(proV1.margin), pct(proV1.margin, proV1.retail)],
      means: 'Pro V1 Margin ($) or Margin %',
    },
  ],
  [
    'which item has the best margin %',
    {
      at: [ITEMS[hi]!.name.split(' (')[0]!, ITEMS[hi]!.sku],
      value: money(bps[hi]!),
      means: 'highest Margin %',
    },
  ],
  [
    'lowest margin percentage?',
    {
      at: [ITEMS[lo]!.name.split(' (')[0]!, ITEMS[lo]!.sku],
      value: money(bps[lo]!),
      means: 'lowest Margin %',
    },
  ],
  [
    'average margin on apparel',
    {
      value: [
        money(appMeanBp),
        pct(total(apparel.map((x) => x.margin)), total(apparel.map((x) => x.retail))),
        meanCents(total(apparel.map((x) => x.margin)), apparel.length),
      ],
      means:
        'apparel: mean of Margin % (the column is rounded to 0.1%), or margin $ / retail $, or mean Margin ($)',
    },
  ],
  [
    'member price for the rangefinder',
    { value: money(finder.member), means: 'Pro X3 rangefinder, Member ($)' },
  ],
  ["what's our stock worth at cost", { value: money(atCost), means: 'sum of Cost ($) x On hand' }],
  ['stock value at retail', { value: money(atRetail), means: 'sum of Retail ($) x On hand' }],
  [
    'most expensive club we sell',
    {
      at: [topClub.name, topClub.sku],
      value: money(topClub.retail),
      means: 'highest Retail ($) in the CLUBS group',
    },
  ],
  ['how many items under $20', { value: String(under20), means: 'items with Retail ($) below 20' }],
  [
    'markup on the golf umbrella',
    {
      value: [pct(umb.margin, umb.cost), money(umb.margin)],
      means: 'markup = (retail - cost) / cost %, or the margin in $',
    },
  ],
  [
    'how many Odyssey putters in stock',
    { value: String(putter.qty), means: 'White Hot OG putter, On hand' },
  ],
  ["what's our best seller", { refuse: true, means: 'no sales figures in a price list' }],
  [
    'what does Golf Galaxy charge for Pro V1s',
    { refuse: true, means: "a competitor's price is not in the sheet" },
  ],
]);

export const golfpro: BlindBook = {
  name: 'golfpro',
  business: 'golf club pro shop',
  shape:
    'price list: category headings between groups, cost, retail, member price, margin $ and %, on hand',
  bytes,
  questions,
  checks,
};
