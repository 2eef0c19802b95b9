/**
 * Book 9 — fishing tackle shop (CAD): STOCK COUNT of 30 November 2026 against the system:
 * SKU, item, category, unit cost, system qty, counted qty, variance (counted − system),
 * variance value (variance × cost), stock value (counted × cost); twelve lines off, mostly
 * short; two lines counted at nil; Total row; `"CA$"` prefix, variances with a minus.
 */
import ExcelJS from 'exceljs';
import { money, pct } from '../../expect';
import { at, between, bold, fmt, refuse, sumBy, th, title, val, widths } from '../helpers';
import {
  argMax,
  argMin,
  cents,
  extreme,
  groupSum,
  holds,
  offThreshold,
  questionsFor,
  rng,
  same,
  toBytes,
  unique,
  uniqueIn,
  type BlindBook,
} from '../lib';

const r = rng(9);
const NAME = 'tackleshop';
const ITEMS: Array<[string, string, number, number, number, number]> = [
  // item, category, cost lo, hi (dollars), qty lo, hi
  ['Ugly Stik GX2 7ft spinning rod', 'Rods', 45, 55, 6, 14],
  ['Shimano Solora 6ft6 rod', 'Rods', 38, 48, 5, 12],
  ['St. Croix Triumph 7ft rod', 'Rods', 120, 140, 3, 7],
  ['G. Loomis E6X 7ft6 rod', 'Rods', 255, 275, 1, 4],
  ['Fly rod 9ft 5wt combo', 'Rods', 95, 115, 2, 6],
  ['Shimano Sedona 2500 reel', 'Reels', 62, 72, 6, 12],
  ['Penn Battle III 3000 reel', 'Reels', 95, 110, 4, 9],
  ['Abu Garcia Revo baitcaster', 'Reels', 160, 185, 2, 5],
  ['Pflueger President 30 reel', 'Reels', 48, 58, 5, 10],
  ['Daiwa BG 4000 reel', 'Reels', 105, 120, 3, 7],
  ['Rapala Original Floater', 'Lures', 7, 9, 20, 48],
  ['Mepps Aglia spinner', 'Lures', 4, 6, 30, 70],
  ['Williams Wabler spoon', 'Lures', 5, 7, 25, 55],
  ['Berkley PowerBait worms', 'Lures', 5, 7, 30, 60],
  ['Rapala Shad Rap', 'Lures', 9, 12, 15, 35],
  ['Jig heads 1/4 oz (5 pk)', 'Lures', 3, 5, 40, 80],
  ['Berkley Trilene XL 8lb', 'Line', 9, 12, 15, 35],
  ['PowerPro braid 20lb 150yd', 'Line', 22, 27, 8, 20],
  ['Seaguar fluorocarbon 10lb', 'Line', 26, 32, 6, 15],
  ['Fly line WF5F', 'Line', 45, 55, 3, 8],
  ['Hooks assorted (50)', 'Terminal tackle', 4, 6, 25, 60],
  ['Split shot kit', 'Terminal tackle', 3, 5, 20, 45],
  ['Snap swivels (25)', 'Terminal tackle', 3, 5, 20, 50],
  ['Bobbers 1in (10)', 'Terminal tackle', 2, 4, 25, 60],
  ['Wire leaders (6)', 'Terminal tackle', 4, 6, 15, 35],
  ['Waders chest neoprene', 'Apparel', 95, 120, 2, 6],
  ['Fishing vest', 'Apparel', 28, 36, 4, 10],
  ['Polarized sunglasses', 'Apparel', 18, 24, 8, 18],
  ['Toque, logo', 'Apparel', 8, 11, 12, 30],
  ['Rain jacket', 'Apparel', 55, 68, 3, 8],
];
interface Line {
  sku: string;
  item: string;
  cat: string;
  cost: number;
  sys: number;
  cnt: number;
}
const lines: Line[] = ITEMS.map((x, i) => {
  const sys = r.int(x[4], x[5]);
  return {
    sku: `NL-${String(1001 + i * 7)}`,
    item: x[0],
    cat: x[1],
    cost: cents(r, x[2], x[3]),
    sys,
    cnt: sys,
  };
});
// eleven lines off here (mostly short, two over), a twelfth below
const OFF: Array<[number, number]> = [
  [0, -1],
  [3, -1],
  [7, -1],
  [10, -4],
  [11, -3],
  [14, -2],
  [17, 1],
  [20, -5],
  [23, 2],
  [27, -2],
  [29, -1],
];
for (const [i, d] of OFF) lines[i]!.cnt += d;
// two lines counted at nil: one the system also had at nil, one it thought had stock
lines[19]!.sys = 0;
lines[19]!.cnt = 0;
lines[25]!.sys = 1;
lines[25]!.cnt = 0;
const vq = (l: Line): number => l.cnt - l.sys;
const vv = (l: Line): number => vq(l) * l.cost;
const sv = (l: Line): number => l.cnt * l.cost;
const value = sumBy(lines, sv);
const sysValue = sumBy(lines, (l) => l.sys * l.cost);
const varValue = sumBy(lines, vv);
const catVal = groupSum(lines, (l) => l.cat, sv);
const worst = argMin(lines.map(vv));
const worstQty = argMin(lines.map(vq));
const priciest = argMax(lines.map((l) => l.cost));
const most = argMax(lines.map((l) => l.cnt));
const lureCount = sumBy(
  lines.filter((l) => l.cat === 'Lures'),
  (l) => l.cnt,
);
const vals = lines.map(sv);
const thr = between(vals, 6);
const overThr = vals.filter((x) => x > thr).length;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Stock count');
  title(ws, 1, 'Northern Lure Tackle Co. — stock count', 9);
  title(ws, 2, 'Counted 30 November 2026 · at cost, CAD', 9);
  ws.getRow(4).values = [
    'SKU',
    'Item',
    'Category',
    'Unit cost',
    'System qty',
    'Counted qty',
    'Variance',
    'Variance value',
    'Stock value',
  ];
  lines.forEach((l, i) => {
    ws.getRow(5 + i).values = [
      l.sku,
      l.item,
      l.cat,
      l.cost / 100,
      l.sys,
      l.cnt,
      vq(l),
      vv(l) / 100,
      sv(l) / 100,
    ];
  });
  const tr = 5 + lines.length;
  ws.getRow(tr).values = [
    'Total',
    null,
    null,
    null,
    lines.reduce((a, l) => a + l.sys, 0),
    lines.reduce((a, l) => a + l.cnt, 0),
    lines.reduce((a, l) => a + vq(l), 0),
    Number(varValue) / 100,
    Number(value) / 100,
  ];
  bold(ws, 4, tr);
  fmt(ws, [4, 8, 9], '"CA$"#,##0.00;-"CA$"#,##0.00');
  fmt(ws, [7], '0;-0;0');
  widths(ws, [10, 32, 16, 11, 10, 11, 9, 14, 13]);
  return toBytes(wb);
}

export const tackleshop: BlindBook = {
  name: NAME,
  business: 'fishing tackle shop',
  shape: 'stock count with counted vs system variance, at unit cost',
  bytes,
  checks: [
    same('system value + variance value = stock value', sysValue + varValue, value),
    same(
      'categories = stock value',
      [...catVal.values()].reduce((a, b) => a + b, 0n),
      value,
    ),
    uniqueIn('top category by value', catVal),
    unique('biggest shortfall', lines.map(vv), 'min'),
    unique('biggest shortfall in units', lines.map(vq), 'min'),
    unique(
      'priciest item',
      lines.map((l) => l.cost),
    ),
    unique(
      'most units',
      lines.map((l) => l.cnt),
    ),
    holds('net shortfall', varValue < 0n),
    offThreshold('stock value', vals, thr),
  ],
  questions: questionsFor(NAME, [
    ["What's our stock worth?", val(money(value), 'Stock value, Total')],
    [
      'How much did the stock count come up short?',
      val(money(varValue), 'Variance value, Total', { abs: true }),
    ],
    [
      'Which item has the biggest shortfall?',
      at(
        [lines[worst]!.item, lines[worstQty]!.item],
        'most negative Variance value (or Variance in units)',
      ),
    ],
    [
      'Which category holds the most stock by value?',
      at(extreme(catVal)[0], 'category with the largest Stock value'),
    ],
    [
      'How many lines were off in the count?',
      val(String(lines.filter((l) => vq(l) !== 0).length), 'lines with Variance ≠ 0'),
    ],
    ['What are our reels worth?', val(money(catVal.get('Reels')!), 'Reels, Stock value')],
    ["What's our most expensive item?", at(lines[priciest]!.item, 'highest Unit cost')],
    ['How many lures did we count?', val(String(lureCount), 'Counted qty, Lures')],
    [
      'How many items are out of stock?',
      val(String(lines.filter((l) => l.cnt === 0).length), 'lines counted at 0'),
    ],
    [
      'What share of our stock value is rods?',
      val(pct(catVal.get('Rods')!, value), 'Rods / Stock value, %', { tol: 0.01 }),
    ],
    [
      'How many units did we count in total?',
      val(String(lines.reduce((a, l) => a + l.cnt, 0)), 'Counted qty, Total'),
    ],
    ['Which item do we have the most of?', at(lines[most]!.item, 'largest Counted qty')],
    [
      `How many lines are worth more than $${th(thr)}?`,
      val(String(overThr), `lines with Stock value above $${th(thr)}`),
    ],
    [
      'What does the system say our stock is worth?',
      val(money(sysValue), 'System qty × Unit cost, summed'),
    ],
    ['What did we sell in November?', refuse('a stock count holds no sales')],
    ['What was our stock worth at the end of October?', refuse('counted 30 November only')],
    ['Which lures will sell best next spring?', refuse('a forecast')],
  ]),
};
