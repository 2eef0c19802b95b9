/**
 * Book 12 — bagel shop (ILS): a SUPPLIER PRICE COMPARISON, November 2026: item, unit, weekly
 * qty, prices at three suppliers (blank where one does not stock it), cheapest supplier (text),
 * current supplier, weekly cost at current, weekly cost at cheapest, weekly saving; Totals row
 * for the weekly money columns; `₪` prefix.
 */
import ExcelJS from 'exceljs';
import { growth, meanCents, money, pct } from '../../expect';
import { at, bold, fmt, refuse, title, val, widths } from '../helpers';
import {
  extreme,
  groupSum,
  holds,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  uniqueIn,
  type BlindBook,
} from '../lib';

const r = rng(12);
const NAME = 'bagels';
const SUP = ['Galil Foods', 'Mercaz Wholesale', 'Sharon Fresh'];
const ITEMS: Array<[string, string, number, number, number]> = [
  // item, unit, weekly qty, price lo, hi (agorot)
  ['Bread flour', '25 kg sack', 6, 9500, 12500],
  ['Cream cheese', '1.5 kg tub', 14, 4200, 5600],
  ['Smoked salmon', 'kg', 9, 11000, 14500],
  ['Butter', '1 kg block', 8, 3600, 4600],
  ['Eggs', 'tray of 30', 10, 2700, 3500],
  ['Sesame seeds', 'kg', 4, 2200, 3200],
  ['Poppy seeds', 'kg', 2, 3800, 5200],
  ['Malt syrup', '1 kg jar', 3, 2400, 3300],
  ['Tomatoes', 'kg', 18, 550, 900],
  ['Red onions', 'kg', 12, 400, 700],
  ['Lettuce', 'head', 30, 300, 520],
  ['Coffee beans', 'kg', 7, 7800, 9800],
  ['Milk', '1 l', 60, 590, 720],
  ['Takeaway cups', 'sleeve of 50', 16, 2100, 2800],
];
const lines = ITEMS.map(([item, unit, qty, lo, hi], i) => {
  const prices = SUP.map((_, s) =>
    (i % 5 === 3 && s === 2) || (i === 6 && s === 0) ? 0 : r.int(lo, hi),
  );
  const cur = i % 3 === 0 ? 0 : i % 3 === 1 ? 1 : 2;
  if (prices[cur] === 0) prices[cur] = r.int(lo, hi);
  const avail = prices.map((p, s) => [p, s] as const).filter(([p]) => p > 0);
  const min = avail.reduce((a, b) => (b[0] < a[0] ? b : a));
  const wCur = qty * prices[cur]!;
  const wMin = qty * min[0];
  return { item, unit, qty, prices, cur, cheap: min[1], wCur, wMin, save: wCur - wMin, avail };
});
const TC = total(lines.map((l) => l.wCur));
const TM = total(lines.map((l) => l.wMin));
const TS = total(lines.map((l) => l.save));
const cheapCount = groupSum(
  lines,
  (l) => SUP[l.cheap]!,
  () => 1,
);
const bigSave = lines.reduce((a, b) => (b.save > a.save ? b : a));
const already = lines.filter((l) => l.save === 0).length;
const sesame = lines[5]!;
const sesRange = Math.max(...sesame.prices) - Math.min(...sesame.avail.map((a) => a[0]));
const notSharon = lines.filter((l) => l.prices[2] === 0).length;
const bigCost = lines.reduce((a, b) => (b.wCur > a.wCur ? b : a));
const salmon = lines[2]!;
const butter = lines[3]!;
const eggs = lines[4]!;
const over20 = lines.filter((l) => l.qty > 20).length;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Price check');
  title(ws, 1, 'Bagel Bros Tel Aviv — supplier price comparison, November 2026', 11);
  title(ws, 2, 'Prices in ₪ excl. VAT per unit; blank = supplier does not stock it', 11);
  ws.getRow(4).values = [
    'Item',
    'Unit',
    'Weekly qty',
    ...SUP,
    'Cheapest',
    'Current supplier',
    'Weekly cost (current)',
    'Weekly cost (cheapest)',
    'Weekly saving',
  ];
  lines.forEach((l, k) => {
    ws.getRow(5 + k).values = [
      l.item,
      l.unit,
      l.qty,
      ...l.prices.map((p) => (p ? p / 100 : null)),
      SUP[l.cheap],
      SUP[l.cur],
      l.wCur / 100,
      l.wMin / 100,
      l.save / 100,
    ];
  });
  const tr = 5 + lines.length;
  ws.getRow(tr).values = [
    'Totals',
    '',
    null,
    null,
    null,
    null,
    '',
    '',
    Number(TC) / 100,
    Number(TM) / 100,
    Number(TS) / 100,
  ];
  bold(ws, 4, tr);
  fmt(ws, [4, 5, 6, 9, 10, 11], '"₪"#,##0.00');
  widths(ws, [16, 14, 10, 12, 16, 13, 16, 16, 14, 14, 12]);
  return toBytes(wb);
}

export const bagels: BlindBook = {
  name: NAME,
  business: 'bagel shop',
  shape: 'supplier price comparison with cheapest, current and weekly saving',
  bytes,
  checks: [
    same('current − cheapest = saving', TC - TM, TS),
    unique(
      'cream cheese price',
      lines[1]!.avail.map((a) => a[0]),
      'min',
    ),
    uniqueIn('cheapest most often', cheapCount),
    unique(
      'weekly saving',
      lines.map((l) => l.save),
    ),
    unique(
      'weekly cost',
      lines.map((l) => l.wCur),
    ),
    holds(
      'Galil and Mercaz both stock butter',
      butter.prices[0]! > 0 && butter.prices[1]! > 0 && butter.prices[0] !== butter.prices[1],
    ),
    holds(
      'eggs at all three',
      eggs.prices.every((p) => p > 0),
    ),
    holds(
      'no weekly qty at 20',
      lines.every((l) => l.qty !== 20),
    ),
    holds('sesame at two or more', sesame.avail.length >= 2),
  ],
  questions: questionsFor(NAME, [
    [
      'What do we spend a week on these supplies now?',
      val(money(TC), 'Totals, weekly cost (current)'),
    ],
    [
      'How much a week could we save by always buying from the cheapest supplier?',
      val(money(TS), 'Totals, weekly saving'),
    ],
    ['Who is cheapest for cream cheese?', at(SUP[lines[1]!.cheap]!, 'lowest cream cheese price')],
    [
      'Which supplier is cheapest most often?',
      at(extreme(cheapCount)[0], 'most items where it is cheapest'),
    ],
    [
      'What does Mercaz Wholesale charge for bread flour?',
      val(money(lines[0]!.prices[1]!), 'Mercaz, bread flour'),
    ],
    [
      'How much a week do we spend on smoked salmon?',
      val(money(salmon.wCur), 'smoked salmon weekly cost (current)'),
    ],
    ['Which item would save us the most by switching?', at(bigSave.item, 'largest weekly saving')],
    [
      'On how many items are we already with the cheapest supplier?',
      val(String(already), 'saving 0'),
    ],
    [
      "What's the gap between the dearest and cheapest sesame seed prices?",
      val(money(sesRange), 'max − min sesame price'),
    ],
    ["How many items doesn't Sharon Fresh stock?", val(String(notSharon), 'blank Sharon prices')],
    ['What is our biggest weekly cost?', at(bigCost.item, 'largest weekly cost (current)')],
    [
      'What share of our weekly spend is smoked salmon?',
      val(pct(salmon.wCur, TC), 'salmon / total current, %', { tol: 0.01 }),
    ],
    [
      'How do Galil and Mercaz compare on butter?',
      val(
        [
          money(butter.prices[0]! - butter.prices[1]!),
          growth(butter.prices[1]!, butter.prices[0]!),
        ],
        'Galil vs Mercaz butter price: difference or %',
        { abs: true, tol: 0.01 },
      ),
    ],
    ['How many items do we buy more than 20 of a week?', val(String(over20), 'weekly qty > 20')],
    [
      'What is the average price of eggs across the three suppliers?',
      val(meanCents(total(eggs.prices), 3), 'mean of three egg prices'),
    ],
    ['What did we pay Galil Foods last month?', refuse('prices only, no purchases')],
    ['What were the prices in October?', refuse('the check is for November only')],
    ['Which supplier is the most reliable?', refuse('an opinion the sheet cannot give')],
  ]),
};
