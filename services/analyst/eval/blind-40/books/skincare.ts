/**
 * Natural skincare brand: price list with margins, 2026, Canadian dollars. Title and note rows;
 * range heading rows (Face, Body, Hair, Gift sets) over SKU, product, size, unit cost,
 * wholesale, retail (RRP) and the wholesale and retail margins (price − cost) / price, stored
 * as fractions shown as 0.0%.
 */
import ExcelJS from 'exceljs';
import { divRound, hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  countOf,
  holds,
  offThreshold,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
} from '../lib';

const r = rng(16);
const NAME = 'skincare';
const RANGES = ['Face', 'Body', 'Hair', 'Gift sets'];
const ITEMS: Array<
  [name: string, size: string, range: number, cost: [number, number], rrp: number]
> = [
  ['Rosehip face oil', '30 ml', 0, [6, 9], 38],
  ['Calendula cleansing balm', '100 ml', 0, [5, 8], 32],
  ['Sea buckthorn day cream', '50 ml', 0, [7, 10], 42],
  ['Hyaluronic night serum', '30 ml', 0, [9, 13], 54],
  ['Clay face mask', '75 g', 0, [4, 6], 26],
  ['Whipped shea body butter', '200 ml', 1, [6, 9], 34],
  ['Lavender hand cream', '75 ml', 1, [3, 5], 18],
  ['Coffee body scrub', '250 g', 1, [5, 7], 28],
  ['Arnica muscle rub', '60 ml', 1, [4, 6], 24],
  ['Beeswax lip balm', '15 ml', 1, [1, 2], 8],
  ['Nettle shampoo bar', '110 g', 2, [3, 5], 17],
  ['Argan hair oil', '50 ml', 2, [6, 9], 36],
  ['Rosemary scalp tonic', '100 ml', 2, [5, 8], 29],
  ['Self-care gift box', 'set', 3, [21, 26], 89],
  ['Travel minis set', 'set', 3, [9, 12], 44],
];
const rows = ITEMS.map(([name, size, range, [lo, hi], rrp], i) => {
  const cost = r.int(lo * 100, hi * 100) + (i === 13 ? 40 : 0);
  const retail = rrp * 100;
  const wholesale = Math.round((retail * r.int(50, 56)) / 100 / 50) * 50; // ~ half of RRP, to 50¢
  return {
    sku: `FB-${String(range + 1)}${String(i + 1).padStart(2, '0')}`,
    name,
    size,
    range,
    cost,
    wholesale,
    retail,
  };
});
const rmBp = rows.map((x) => divRound(BigInt(x.retail - x.cost) * 1_000_000n, BigInt(x.retail))); // ppm
const wmBp = rows.map((x) =>
  divRound(BigInt(x.wholesale - x.cost) * 1_000_000n, BigInt(x.wholesale)),
);
const n = rows.length;
// mean of the retail margin fractions, in hundredths of a point
const meanRm = divRound(
  total(rows.map((x) => divRound(BigInt(x.retail - x.cost) * 10n ** 12n, BigInt(x.retail)))),
  BigInt(n) * 10n ** 8n,
);
const sumRetail = total(rows.map((x) => x.retail));
const sumCost = total(rows.map((x) => x.cost));
const THRESHOLD = 4000;
const over40 = countOf(rows, (x) => x.retail > THRESHOLD);
const under50 = countOf(wmBp, (m) => m < 500_000n);
const face = rows[0]!;
const hand = rows[6]!;
const shampoo = rows[10]!;
const gift = rows[13]!;
const lip = rows[9]!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Price list 2026');
  const sheet: unknown[][] = [
    ['Fernwood Botanicals — Price list 2026 (CAD)'],
    ['Margins = (price − unit cost) ÷ price. Wholesale minimum order 12 units per SKU.'],
    [],
    [
      'SKU',
      'Product',
      'Size',
      'Unit cost',
      'Wholesale',
      'Retail (RRP)',
      'Wholesale margin',
      'Retail margin',
    ],
  ];
  const heads: number[] = [];
  RANGES.forEach((range, g) => {
    sheet.push([range]);
    heads.push(sheet.length);
    for (const x of rows.filter((y) => y.range === g))
      sheet.push([
        x.sku,
        x.name,
        x.size,
        cell(x.cost),
        cell(x.wholesale),
        cell(x.retail),
        (x.wholesale - x.cost) / x.wholesale,
        (x.retail - x.cost) / x.retail,
      ]);
  });
  putRows(ws, sheet);
  ws.getRow(1).font = { bold: true, size: 13 };
  for (const k of [4, ...heads]) ws.getRow(k).font = { bold: true };
  for (const c of [4, 5, 6]) ws.getColumn(c).numFmt = '$#,##0.00';
  for (const c of [7, 8]) ws.getColumn(c).numFmt = '0.0%';
  ws.getColumn(2).width = 28;
  return toBytes(wb);
}

export const skincare: BlindBook = {
  name: NAME,
  business: 'natural skincare brand (wholesale and retail)',
  shape:
    'price list 2026 with range heading rows: unit cost, wholesale, retail, wholesale and retail margin %',
  bytes,
  questions: questionsFor(NAME, [
    [
      "what's our retail margin on the rosehip face oil",
      {
        value: [pct(face.retail - face.cost, face.retail), hundredths(face.retail - face.cost)],
        means: 'Retail margin of Rosehip face oil, % (or $ per unit)',
      },
    ],
    [
      'which product has the best retail margin',
      { at: rows[argMax(rmBp)]!.name, means: 'largest Retail margin %' },
    ],
    [
      'lowest wholesale margin',
      { at: rows[argMin(wmBp)]!.name, means: 'smallest Wholesale margin %' },
    ],
    [
      'average retail margin',
      {
        value: [hundredths(meanRm), pct(sumRetail - sumCost, sumRetail)],
        tol: 0.01,
        means: 'mean of the Retail margin column, or (Σ retail − Σ cost) / Σ retail, %',
      },
    ],
    [
      'what does the hand cream cost us to make',
      { value: hundredths(hand.cost), means: 'Unit cost of Lavender hand cream' },
    ],
    [
      'wholesale price of the shampoo bar',
      { value: hundredths(shampoo.wholesale), means: 'Wholesale of Nettle shampoo bar' },
    ],
    [
      'how many products retail over $40',
      { value: String(over40), means: 'Retail (RRP) above 40' },
    ],
    [
      'which product is cheapest to make',
      { at: rows[argMin(rows.map((x) => x.cost))]!.name, means: 'smallest Unit cost' },
    ],
    [
      'most expensive product',
      {
        at: rows[argMax(rows.map((x) => x.retail))]!.name,
        means: 'largest Retail (also largest wholesale and cost)',
      },
    ],
    [
      'how many products have a wholesale margin under 50%',
      { value: String(under50), means: 'Wholesale margin below 0.5' },
    ],
    [
      "what's the gap between wholesale and retail on the gift box",
      {
        value: hundredths(gift.retail - gift.wholesale),
        means: 'Self-care gift box retail − wholesale',
      },
    ],
    [
      'how many products in the body range',
      { value: String(countOf(rows, (x) => x.range === 1)), means: 'rows under the Body heading' },
    ],
    [
      'average wholesale price',
      {
        value: meanCents(total(rows.map((x) => x.wholesale)), n),
        means: 'mean of the Wholesale column',
      },
    ],
    [
      "what's our markup on the lip balm",
      {
        value: [
          pct(lip.retail - lip.cost, lip.cost),
          pct(lip.wholesale - lip.cost, lip.cost),
          hundredths(lip.retail - lip.cost),
          hundredths(lip.wholesale - lip.cost),
        ],
        means: 'Beeswax lip balm (price − cost) / cost, %, retail or wholesale (or the $ amount)',
      },
    ],
    ['which product sells best', { refuse: true, means: 'a price list holds no sales' }],
    [
      'what should we charge for the new vitamin c serum',
      { refuse: true, means: 'not in the list; an opinion' },
    ],
  ]),
  checks: [
    holds(
      'cost < wholesale < retail',
      rows.every((x) => x.cost < x.wholesale && x.wholesale < x.retail),
    ),
    unique('retail margin', rmBp),
    unique('wholesale margin', wmBp, 'min'),
    unique(
      'unit cost',
      rows.map((x) => x.cost),
      'min',
    ),
    unique(
      'retail',
      rows.map((x) => x.retail),
    ),
    holds(
      'most expensive on every price',
      argMax(rows.map((x) => x.cost)) === argMax(rows.map((x) => x.retail)) &&
        argMax(rows.map((x) => x.wholesale)) === argMax(rows.map((x) => x.retail)),
    ),
    offThreshold(
      'retail',
      rows.map((x) => x.retail),
      THRESHOLD,
    ),
    offThreshold('wholesale margin ppm', wmBp, 500_000n),
    same('margin parts', sumRetail - sumCost, total(rows.map((x) => x.retail - x.cost))),
  ],
};
