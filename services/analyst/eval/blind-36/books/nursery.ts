/**
 * nursery: a garden centre in Calgary, a Square "Item Sales" export for Sep–Nov 2026, one row
 * per sale (one item line each), newest first as Square writes it: Date, Time, Category, Item,
 * Qty, Price Point Name, Gross Sales, Discounts (negative), Net Sales, Tax (5% GST), Payment
 * Method, Transaction ID, Location. No title rows, header in row 1, no totals row (CAD).
 */
import ExcelJS from 'exceljs';
import { divRound, hundredths, meanCents, pct } from '../../expect';
import {
  alts,
  argMax,
  cell,
  dayPlaces,
  day,
  holds,
  questionsFor,
  rng,
  same,
  sumBy,
  toBytes,
  unique,
  type BlindBook,
  type CrossCheck,
} from '../lib';

const r = rng(2);

const CATALOG: Record<string, Array<[string, number, number]>> = {
  // item, price in cents, max qty per sale
  Perennials: [
    ["Hosta 'Patriot' 1 gal", 1499, 4],
    ['Echinacea purpurea 1 gal', 1299, 4],
    ["Peony 'Sarah Bernhardt' 2 gal", 3499, 2],
    ["Daylily 'Stella de Oro' 1 gal", 1199, 4],
  ],
  Shrubs: [
    ["Hydrangea 'Annabelle' 3 gal", 4999, 2],
    ["Lilac 'Miss Kim' 5 gal", 6999, 1],
    ['Potentilla 2 gal', 2999, 3],
  ],
  Trees: [
    ['Japanese maple 5 gal', 18900, 1],
    ['Amur maple 10 gal', 14900, 1],
    ['Colorado blue spruce 6 ft', 22900, 1],
  ],
  Houseplants: [
    ['Monstera deliciosa 8"', 3999, 2],
    ['Snake plant 6"', 2499, 3],
    ['Pothos hanging basket', 2999, 2],
    ['Fiddle leaf fig 10"', 5999, 1],
  ],
  Bulbs: [
    ['Tulip bulbs 25-pack', 1999, 4],
    ['Daffodil bulbs 20-pack', 1699, 4],
    ['Garlic seed bulbs 1 lb', 1499, 3],
  ],
  'Soil & Mulch': [
    ['Potting mix 50 L', 1299, 5],
    ['Cedar mulch 2 cu ft', 899, 6],
    ['Compost 30 L', 999, 5],
  ],
  'Pots & Planters': [
    ['Terracotta pot 12"', 2299, 3],
    ['Glazed planter 16"', 6499, 1],
  ],
};
// how often each category sells, by month (Sep, Oct, Nov): bulbs in the fall, houseplants later
const WEIGHTS: Record<string, [number, number, number]> = {
  Perennials: [5, 2, 0],
  Shrubs: [4, 2, 0],
  Trees: [2, 1, 0],
  Houseplants: [3, 5, 9],
  Bulbs: [4, 6, 1],
  'Soil & Mulch': [5, 3, 1],
  'Pots & Planters': [2, 2, 3],
};
const PAY = ['Card', 'Card', 'Card', 'Card', 'Card', 'Card', 'Cash', 'Cash', 'Gift Card'] as const;

interface Sale {
  m: number; // 8 = Sep, 9 = Oct, 10 = Nov
  d: number;
  time: string;
  category: string;
  item: string;
  qty: number;
  gross: number;
  disc: number; // positive cents, written negative
  net: number;
  tax: number;
  pay: string;
  id: string;
}

const ID_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const sales: Sale[] = [];
for (const [m, days, busy] of [
  [8, 30, 6],
  [9, 31, 5],
  [10, 30, 3],
] as const) {
  for (let d = 1; d <= days; d++) {
    // Thanksgiving Monday (12 Oct) and Remembrance Day (11 Nov) closed
    if ((m === 9 && d === 12) || (m === 10 && d === 11)) continue;
    const n = r.int(0, busy);
    const times = Array.from({ length: n }, () => r.int(9 * 60, 17 * 60 + 50)).sort(
      (a, b) => a - b,
    );
    for (const t of times) {
      const w = WEIGHTS;
      const cats = Object.keys(w);
      const tot = cats.reduce((s, c) => s + w[c]![m - 8]!, 0);
      let k = r.int(1, tot);
      let category = cats[0]!;
      for (const c of cats) {
        k -= w[c]![m - 8]!;
        if (k <= 0) {
          category = c;
          break;
        }
      }
      const [item, price, maxQ] = r.pick(CATALOG[category]!);
      const qty = r.int(1, maxQ);
      const gross = qty * price;
      const disc = r.next() < 0.15 ? Number(divRound(BigInt(gross), 10n)) : 0;
      const net = gross - disc;
      const tax = Number(divRound(BigInt(net) * 5n, 100n));
      const id = Array.from({ length: 22 }, () => r.pick([...ID_CHARS])).join('');
      const hh = String(Math.floor(t / 60)).padStart(2, '0');
      const mm = String(t % 60).padStart(2, '0');
      const ss = String(r.int(0, 59)).padStart(2, '0');
      sales.push({
        m,
        d,
        time: `${hh}:${mm}:${ss}`,
        category,
        item,
        qty,
        gross,
        disc,
        net,
        tax,
        pay: r.pick(PAY),
        id,
      });
    }
    // a landscaper's order: three spruces at 10% off, the one big sale of the fall
    if (m === 8 && d === 26) {
      const grossL = 3 * 22900;
      const discL = Number(divRound(BigInt(grossL), 10n));
      sales.push({
        m,
        d,
        time: '16:02:41',
        category: 'Trees',
        item: 'Colorado blue spruce 6 ft',
        qty: 3,
        gross: grossL,
        disc: discL,
        net: grossL - discL,
        tax: Number(divRound(BigInt(grossL - discL) * 5n, 100n)),
        pay: 'Card',
        id: 'Lq7pWz3RkT9mYcV2bXn4Ha',
      });
    }
  }
}

const net = sumBy(sales, (s) => s.net);
const gross = sumBy(sales, (s) => s.gross);
const disc = sumBy(sales, (s) => s.disc);
const tax = sumBy(sales, (s) => s.tax);
const inMonth = (m: number) => (s: Sale) => s.m === m;
const cats = Object.keys(CATALOG);
const catNet = cats.map((c) =>
  sumBy(
    sales,
    (s) => s.net,
    (s) => s.category === c,
  ),
);
const catGross = cats.map((c) =>
  sumBy(
    sales,
    (s) => s.gross,
    (s) => s.category === c,
  ),
);
const topCat = argMax(catNet);
const biggest = argMax(sales.map((s) => s.net));
const items = [...new Set(sales.map((s) => s.item))];
const itemQty = items.map((it) =>
  sumBy(
    sales,
    (s) => s.qty,
    (s) => s.item === it,
  ),
);
const topItem = argMax(itemQty);
const maples = sales.filter((s) => s.item.startsWith('Japanese maple'));
const cash = sales.filter((s) => s.pay === 'Cash');
const houseIdx = cats.indexOf('Houseplants');
const dayKeys = [...new Set(sales.map((s) => `${s.m}-${s.d}`))];
const dayNet = dayKeys.map((k) =>
  sumBy(
    sales,
    (s) => s.net,
    (s) => `${s.m}-${s.d}` === k,
  ),
);
const dayGross = dayKeys.map((k) =>
  sumBy(
    sales,
    (s) => s.gross,
    (s) => `${s.m}-${s.d}` === k,
  ),
);
const bestDay = argMax(dayNet);
const [bdM, bdD] = dayKeys[bestDay]!.split('-').map(Number) as [number, number];

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('items-2026-09-01-2026-11-30');
  ws.getRow(1).values = [
    'Date',
    'Time',
    'Category',
    'Item',
    'Qty',
    'Price Point Name',
    'Gross Sales',
    'Discounts',
    'Net Sales',
    'Tax',
    'Payment Method',
    'Transaction ID',
    'Location',
  ];
  ws.getRow(1).font = { bold: true };
  const money = '"CA$"#,##0.00;-"CA$"#,##0.00';
  const newestFirst = [...sales].reverse();
  newestFirst.forEach((s, i) => {
    const row = ws.getRow(i + 2);
    row.values = [
      day(2026, s.m, s.d),
      s.time,
      s.category,
      s.item,
      s.qty,
      'Regular',
      cell(s.gross),
      s.disc ? -cell(s.disc) : 0,
      cell(s.net),
      cell(s.tax),
      s.pay,
      s.id,
      'Bowness Garden Centre',
    ];
    row.getCell(1).numFmt = 'yyyy-mm-dd';
    for (const c of [7, 8, 9, 10]) row.getCell(c).numFmt = money;
  });
  ws.getColumn(4).width = 30;
  ws.getColumn(12).width = 26;
  return toBytes(wb);
}

const checks: CrossCheck[] = [
  same('gross − discounts = net', gross - disc, net),
  same(
    'categories = net',
    catNet.reduce((a, b) => a + b, 0n),
    net,
  ),
  same(
    'months = net',
    [8, 9, 10].reduce((a, m) => a + sumBy(sales, (s) => s.net, inMonth(m)), 0n),
    net,
  ),
  unique('category net', catNet),
  holds('the top category by net is the top by gross', argMax(catGross) === topCat),
  unique(
    'sale net',
    sales.map((s) => s.net),
  ),
  holds(
    'the biggest sale by net is the biggest by gross',
    argMax(sales.map((s) => s.gross)) === biggest,
  ),
  unique('item units', itemQty),
  holds(
    'every Japanese maple sale is one tree',
    maples.every((s) => s.qty === 1),
  ),
  unique('day net', dayNet),
  holds('the best day by net is the best by gross', argMax(dayGross) === bestDay),
];

export const nursery: BlindBook = {
  name: 'nursery',
  business: 'garden centre',
  shape: 'sales log (Square item sales export, one row per sale)',
  bytes: build,
  checks,
  questions: questionsFor('nursery', [
    [
      'what were our net sales sep to nov',
      { value: hundredths(net), means: 'sum of Net Sales, all rows (Sep–Nov 2026)' },
    ],
    [
      'how much did we sell in october',
      {
        value: alts(
          hundredths(sumBy(sales, (s) => s.net, inMonth(9))),
          hundredths(sumBy(sales, (s) => s.gross, inMonth(9))),
        ),
        means: 'Net Sales of the October rows (or Gross Sales)',
      },
    ],
    [
      'how many sales did we make in november',
      { value: String(sales.filter(inMonth(10)).length), means: 'count of November rows' },
    ],
    [
      'what was our biggest sale',
      {
        value: alts(hundredths(sales[biggest]!.net), hundredths(sales[biggest]!.gross)),
        means: 'the largest Net Sales of one row (or its Gross Sales)',
      },
    ],
    [
      'which category brings in the most money',
      {
        value: alts(hundredths(catNet[topCat]!), hundredths(catGross[topCat]!)),
        at: cats[topCat]!,
        means: 'the category with the highest Net Sales (same by Gross)',
      },
    ],
    [
      "what's our average sale",
      {
        value: alts(meanCents(net, sales.length), meanCents(gross, sales.length)),
        means: 'Net Sales / number of rows (or Gross Sales / rows)',
      },
    ],
    [
      'how much have we given away in discounts',
      { value: hundredths(disc), abs: true, means: 'sum of Discounts (negative in the sheet)' },
    ],
    ['how much GST did we collect', { value: hundredths(tax), means: 'sum of Tax' }],
    [
      'how much did we take in cash',
      {
        value: alts(
          hundredths(sumBy(cash, (s) => s.net)),
          hundredths(sumBy(cash, (s) => s.net + s.tax)),
        ),
        means: 'Net Sales of rows paid in Cash (or net + tax, the cash actually taken)',
      },
    ],
    [
      "what's our best seller by units",
      {
        value: String(itemQty[topItem]),
        at: items[topItem]!,
        means: 'the item with the largest sum of Qty',
      },
    ],
    [
      'tree sales in september',
      {
        value: alts(
          hundredths(
            sumBy(
              sales,
              (s) => s.net,
              (s) => s.m === 8 && s.category === 'Trees',
            ),
          ),
          hundredths(
            sumBy(
              sales,
              (s) => s.gross,
              (s) => s.m === 8 && s.category === 'Trees',
            ),
          ),
        ),
        means: 'Net Sales of Trees rows in September (or Gross)',
      },
    ],
    [
      'what share of sales were houseplants',
      {
        value: alts(pct(catNet[houseIdx]!, net), pct(catGross[houseIdx]!, gross)),
        means: 'Houseplants Net Sales / all Net Sales, % (or the same on Gross)',
      },
    ],
    [
      'how many japanese maples have we sold',
      {
        value: String(maples.length),
        means: 'Qty of Japanese maple rows (each sale is one tree, so also the row count)',
      },
    ],
    [
      'best day',
      {
        value: alts(hundredths(dayNet[bestDay]!), hundredths(dayGross[bestDay]!)),
        at: dayPlaces(2026, bdM, bdD),
        means: 'the date with the highest Net Sales (same by Gross)',
      },
    ],
    [
      "what's our margin on perennials",
      { refuse: true, means: 'no cost of goods in a sales export' },
    ],
    [
      'how many repeat customers do we have',
      { refuse: true, means: 'no customer names or ids in the export' },
    ],
  ]),
};
