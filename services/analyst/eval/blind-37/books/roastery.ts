/**
 * roastery: a coffee roaster's wholesale price list for 2027 in US dollars. Category heading
 * rows (single origin, blends, decaf, cold brew, brew gear) between groups; per SKU the size,
 * unit cost, café price for 1-9 bags and for 10+, RRP, margin $ and % on the 1-9 price, notes.
 */
import ExcelJS from 'exceljs';
import { divRound, hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  holds,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
} from '../lib';

const r = rng(5);

interface Item {
  cat: string;
  sku: string;
  name: string;
  size: string;
  cost: number;
  cafe: number;
  cafe10: number;
  rrp: number;
  note?: string;
}

// [category, product, sizes, cost per 12 oz in cents range]
const SIZES: Record<string, number> = { '12 oz': 1, '2 lb': 2.55, '5 lb': 6.1 };
const COFFEES: Array<[string, string, string[], number, number]> = [
  ['SINGLE ORIGIN', 'Ethiopia Yirgacheffe', ['12 oz', '5 lb'], 620, 720],
  ['SINGLE ORIGIN', 'Colombia Huila', ['12 oz', '5 lb'], 520, 600],
  ['SINGLE ORIGIN', 'Guatemala Huehuetenango', ['12 oz', '5 lb'], 540, 630],
  ['SINGLE ORIGIN', 'Kenya Nyeri AA', ['12 oz'], 690, 790],
  ['SINGLE ORIGIN', 'Sumatra Mandheling', ['12 oz', '5 lb'], 560, 640],
  ['SINGLE ORIGIN', 'Costa Rica Tarrazú', ['12 oz'], 580, 660],
  ['BLENDS', 'House Blend', ['12 oz', '2 lb', '5 lb'], 430, 480],
  ['BLENDS', 'Espresso No. 9', ['12 oz', '2 lb', '5 lb'], 470, 520],
  ['BLENDS', 'Breakfast Blend', ['12 oz', '5 lb'], 420, 470],
  ['BLENDS', 'French Roast', ['12 oz', '5 lb'], 440, 490],
  ['DECAF', 'Swiss Water Decaf Colombia', ['12 oz', '5 lb'], 600, 680],
  ['DECAF', 'Decaf Espresso', ['12 oz', '5 lb'], 580, 650],
];
const OTHER: Array<[string, string, string, number, number, string?]> = [
  ['COLD BREW', 'Cold Brew Concentrate', '32 oz', 540, 1450],
  ['COLD BREW', 'Cold Brew Packs (4)', 'box', 380, 1050],
  ['COLD BREW', 'Nitro Cold Brew keg', '5 gal', 5200, 12500, 'keg deposit extra'],
  ['BREW GEAR', 'Ridgeline Mug', '12 oz', 610, 1300],
  ['BREW GEAR', 'Chemex 6-Cup', 'each', 3150, 4300],
  ['BREW GEAR', 'Hario V60 Filters (100)', 'pack', 420, 620],
  ['BREW GEAR', 'Baratza Encore Grinder', 'each', 11900, 14900, 'MAP pricing'],
  ['BREW GEAR', 'Canvas Tote', 'each', 540, 1500, 'new'],
];

const items: Item[] = [];
let n = 100;
for (const [cat, name, sizes, lo, hi] of COFFEES) {
  const base = r.int(lo, hi);
  const pricePer = r.int(175, 215) / 100; // café price vs cost
  for (const size of sizes) {
    const cost = Math.round(base * SIZES[size]!);
    const cafe = Math.round((cost * pricePer * (size === '12 oz' ? 1 : 0.94)) / 25) * 25;
    const cafe10 = Math.round((cafe * 0.92) / 5) * 5;
    const rrp = size === '12 oz' ? Math.round((cafe * 1.5) / 100) * 100 - 1 : 0;
    items.push({
      cat,
      sku: `RC-${n++}`,
      name,
      size,
      cost,
      cafe,
      cafe10,
      rrp,
      note:
        cat === 'SINGLE ORIGIN' && name.startsWith('Kenya')
          ? 'seasonal, while stocks last'
          : undefined,
    });
  }
}
for (const [cat, name, size, lo, cafeBase, note] of OTHER) {
  const cost = lo + r.int(0, 40);
  const cafe = cafeBase;
  const cafe10 = name.includes('Grinder') ? cafe : Math.round((cafe * 0.93) / 5) * 5;
  const rrp = Math.round((cafe * 1.45) / 100) * 100 - 1;
  items.push({ cat, sku: `RC-${n++}`, name, size, cost, cafe, cafe10, rrp, note });
}
const margin = (i: Item): bigint => BigInt(i.cafe - i.cost);
const marginBp = (i: Item): bigint => divRound(margin(i) * 10000n, BigInt(i.cafe));
const bps = items.map(marginBp);
const best = argMax(bps);
const low = argMin(bps);
const find = (name: string, size: string): Item =>
  items.find((i) => i.name === name && i.size === size)!;
const singles = items.filter((i) => i.cat === 'SINGLE ORIGIN');
const under30 = items.filter((i) => marginBp(i) < 3000n).length;
const decafEsp = find('Decaf Espresso', '12 oz');
const esp2 = find('Espresso No. 9', '12 oz');
const house2 = find('House Blend', '2 lb');
const cold = items.filter((i) => i.cat === 'COLD BREW');
const grinder = find('Baratza Encore Grinder', 'each');
const dear = argMax(items.map((i) => i.cafe));

const questions = questionsFor('roastery', [
  [
    'how many products are on the list',
    {
      value: [String(items.length), String(new Set(items.map((i) => i.name)).size)],
      means: 'SKU rows (or distinct products, sizes counted once)',
    },
  ],
  [
    'which item has the best margin %',
    { at: items[best]!.name, means: 'The SKU with the highest margin % (on the 1-9 café price)' },
  ],
  [
    'which item has the worst margin %',
    {
      at: items[low]!.name,
      means: 'The SKU with the lowest margin % (on the 1-9 café price)',
    },
  ],
  [
    'average margin on single origins',
    {
      value: [
        hundredths(divRound(total(singles.map(marginBp)), BigInt(singles.length))),
        pct(total(singles.map(margin)), total(singles.map((i) => i.cafe))),
        meanCents(total(singles.map(margin)), singles.length),
      ],
      means:
        'Single origin SKUs: mean of the margin %s, or total margin / total café price, or the mean margin $',
    },
  ],
  [
    '10+ price for the yirgacheffe 5lb',
    { value: hundredths(find('Ethiopia Yirgacheffe', '5 lb').cafe10), means: 'Café 10+ price' },
  ],
  [
    'what does the house blend 5lb cost us',
    { value: hundredths(find('House Blend', '5 lb').cost), means: 'Unit cost' },
  ],
  [
    'how many items are under 30% margin',
    { value: String(under30), means: 'SKUs whose margin % (1-9 price) is below 30%' },
  ],
  [
    "what's the markup on the decaf espresso 12oz",
    {
      value: [pct(margin(decafEsp), decafEsp.cost), hundredths(margin(decafEsp))],
      means: 'Markup on cost: (café 1-9 price − cost) / cost %, or the $ difference',
    },
  ],
  [
    'most expensive thing on the list',
    { at: items[dear]!.name, means: 'Highest café (1-9) price; also the highest RRP' },
  ],
  [
    'gap between RRP and café price on the espresso no. 9 12oz',
    {
      value: [hundredths(esp2.rrp - esp2.cafe), hundredths(esp2.rrp - esp2.cafe10)],
      means: 'RRP − café price (1-9, or 10+)',
    },
  ],
  [
    'average RRP of the cold brew range',
    { value: meanCents(total(cold.map((i) => i.rrp)), cold.length), means: 'Mean RRP, cold brew' },
  ],
  [
    'how much cheaper is the house blend 2lb at 10+ bags',
    {
      value: [
        hundredths(house2.cafe - house2.cafe10),
        pct(house2.cafe - house2.cafe10, house2.cafe),
      ],
      means: 'Café 1-9 price − café 10+ price, or as % of the 1-9 price',
    },
  ],
  [
    'margin on the grinder',
    {
      value: [hundredths(margin(grinder)), hundredths(marginBp(grinder))],
      means: 'Baratza Encore Grinder margin $ (or %)',
    },
  ],
  [
    'how many bags of colombia did we sell last month',
    { refuse: true, means: 'A price list; no sales' },
  ],
  [
    'should we put prices up on the blends',
    { refuse: true, means: 'An opinion; the sheet holds prices, not demand' },
  ],
]);

const USD = '$#,##0.00';

export const roastery: BlindBook = {
  name: 'roastery',
  business: 'coffee roaster',
  shape: 'wholesale price list: category heading rows, cost, café 1-9 and 10+, RRP, margin $ and %',
  questions,
  checks: [
    same(
      'cost + margin = café price',
      total(items.map((i) => BigInt(i.cost) + margin(i))),
      total(items.map((i) => i.cafe)),
    ),
    unique('margin %', bps),
    unique('margin %', bps, 'min'),
    unique(
      'café price',
      items.map((i) => i.cafe),
    ),
    holds(
      'most expensive café price also has the highest RRP',
      argMax(items.map((i) => i.rrp)) === dear,
    ),
    holds(
      'the best and worst margin items have one size',
      [best, low].every((k) => items.filter((i) => i.name === items[k]!.name).length === 1),
    ),
    holds(
      'the most expensive item has one size',
      items.filter((i) => i.name === items[dear]!.name).length === 1,
    ),
    holds('some items under 30%, most not', under30 > 0 && under30 < items.length / 2),
    holds(
      'no margin at exactly 30%',
      bps.every((b) => b !== 3000n),
    ),
    holds(
      'RRPs above café prices',
      items.every((i) => i.rrp === 0 || i.rrp > i.cafe),
    ),
  ],
  bytes: async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Wholesale 2027');
    const rows: unknown[][] = [
      ['Ridgeline Coffee Roasters: Wholesale Price List'],
      [
        'Effective January 1, 2027 · USD per unit · FOB Asheville, NC · net 30 for approved accounts',
      ],
      [],
      [
        'SKU',
        'Product',
        'Size',
        'Unit cost',
        'Café 1–9',
        'Café 10+',
        'RRP',
        'Margin $ (1–9)',
        'Margin % (1–9)',
        'Notes',
      ],
    ];
    let cat = '';
    for (const i of items) {
      if (i.cat !== cat) {
        if (cat) rows.push([]);
        rows.push([i.cat]);
        cat = i.cat;
      }
      rows.push([
        i.sku,
        i.name,
        i.size,
        cell(i.cost),
        cell(i.cafe),
        cell(i.cafe10),
        i.rrp ? cell(i.rrp) : undefined,
        cell(margin(i)),
        Number(marginBp(i)) / 10000,
        i.note,
      ]);
    }
    rows.push(
      [],
      ['RRP shown for retail 12 oz bags and gear only. 5 lb and 2 lb bags are food-service packs.'],
    );
    putRows(ws, rows);
    ws.getRow(1).font = { bold: true, size: 14 };
    ws.getRow(4).font = { bold: true };
    ws.getColumn(2).width = 30;
    for (const c of [4, 5, 6, 7, 8]) ws.getColumn(c).numFmt = USD;
    ws.getColumn(9).numFmt = '0.0%';
    return toBytes(wb);
  },
};
