/**
 * Book 15 — frozen yogurt shops (KRW): a MULTI-SHEET book, one sheet per shop (Gangnam, Hongdae,
 * Jamsil), each with a title row and Month (text "2026-01") | Cups sold | Sales | Rent | Staff |
 * Shop profit, Jan–Nov 2026 (Jamsil opened in April), and a Total row; no summary sheet; whole
 * won with a `₩` prefix.
 */
import ExcelJS from 'exceljs';
import { divRound, growth, money, pct } from '../../expect';
import { at, bold, fmt, refuse, title, val, widths } from '../helpers';
import {
  argMax,
  extreme,
  holds,
  monthAt,
  offThreshold,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  uniqueIn,
  type BlindBook,
} from '../lib';

const r = rng(15);
const NAME = 'froyo';
const SHOPS: Array<[string, number, number, number, number]> = [
  // name, cups lo, hi, rent (won), open from month
  ['Gangnam', 5200, 7400, 4_800_000, 0],
  ['Hongdae', 4300, 6900, 3_600_000, 0],
  ['Jamsil', 2600, 4200, 3_100_000, 3],
];
const SEAS = [0.6, 0.65, 0.8, 0.95, 1.1, 1.3, 1.45, 1.5, 1.2, 0.9, 0.7];
const PRICE = [6200, 5800, 6000];
const data = SHOPS.map(([name, lo, hi, rent, from], s) =>
  SEAS.map((f, m) => {
    if (m < from) return null;
    const cups = Math.round(r.int(lo, hi) * f);
    const sales = Math.round((cups * PRICE[s]! * r.int(97, 103)) / 100 / 100) * 100 * 100; // whole hundreds of won, in cents
    const staff = r.int(90, 130) * 100_000 * 100;
    const rentC = rent * 100;
    return { m, cups, sales, rent: rentC, staff, profit: sales - rentC - staff, name };
  }).filter((x): x is NonNullable<typeof x> => x !== null),
);
const tot = (s: number, k: 'cups' | 'sales' | 'rent' | 'staff' | 'profit'): bigint =>
  total(data[s]!.map((x) => x[k]));
const sales = SHOPS.map((_, s) => tot(s, 'sales'));
const profit = SHOPS.map((_, s) => tot(s, 'profit'));
const allSales = total(sales);
const allCups = total(SHOPS.map((_, s) => tot(s, 'cups')));
const monthAll = Array.from({ length: 11 }, (_, m) =>
  total(
    data
      .flat()
      .filter((x) => x.m === m)
      .map((x) => x.sales),
  ),
);
const bestM = argMax(monthAll);
const hong = data[1]!;
const hq = (a: number, b: number): bigint =>
  total(hong.filter((x) => x.m >= a && x.m <= b).map((x) => x.sales));
const THR = 7000;
const gOver = data[0]!.filter((x) => x.cups > THR).length;
const nov = data.map((xs) => xs.find((x) => x.m === 10)!.sales);
const lowNov = nov.indexOf(Math.min(...nov));
const gPerCup = divRound(tot(0, 'sales'), tot(0, 'cups'));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  SHOPS.forEach(([name], s) => {
    const ws = wb.addWorksheet(name);
    title(ws, 1, `Yogurt Lab — ${name} shop, monthly figures 2026`, 6);
    ws.getRow(3).values = ['Month', 'Cups sold', 'Sales', 'Rent', 'Staff', 'Shop profit'];
    data[s]!.forEach((x, k) => {
      ws.getRow(4 + k).values = [
        `2026-${String(x.m + 1).padStart(2, '0')}`,
        x.cups,
        x.sales / 100,
        x.rent / 100,
        x.staff / 100,
        x.profit / 100,
      ];
    });
    const tr = 4 + data[s]!.length;
    ws.getRow(tr).values = [
      'Total',
      Number(tot(s, 'cups')),
      ...(['sales', 'rent', 'staff', 'profit'] as const).map((k) => Number(tot(s, k)) / 100),
    ];
    if (s === 2) ws.getCell(tr + 2, 1).value = 'Jamsil opened 1 April 2026.';
    bold(ws, 3, tr);
    fmt(ws, [3, 4, 5, 6], '"₩"#,##0;-"₩"#,##0');
    fmt(ws, [2], '#,##0');
    widths(ws, [10, 11, 16, 14, 14, 16]);
  });
  return toBytes(wb);
}

const staffAll = total(SHOPS.map((_, s) => tot(s, 'staff')));
const salesMap = new Map(SHOPS.map(([n], s) => [n, sales[s]!]));
const profitMap = new Map(SHOPS.map(([n], s) => [n, profit[s]!]));
export const froyo: BlindBook = {
  name: NAME,
  business: 'frozen yogurt shops',
  shape: 'multi-sheet book, one sheet per shop, no summary sheet',
  bytes,
  checks: [
    same('months = shops (sales)', total(monthAll), allSales),
    same(
      'sales − rent − staff = profit',
      allSales - total(SHOPS.map((_, s) => tot(s, 'rent'))) - staffAll,
      total(profit),
    ),
    uniqueIn('top shop by sales', salesMap),
    uniqueIn('top shop by profit', profitMap),
    unique('best combined month', monthAll),
    unique('lowest November shop', nov, 'min'),
    offThreshold(
      'Gangnam cups',
      data[0]!.map((x) => x.cups),
      THR,
    ),
    holds('Jamsil starts in April', data[2]![0]!.m === 3),
    holds(
      'whole won',
      data.flat().every((x) => x.sales % 100 === 0),
    ),
  ],
  questions: questionsFor(NAME, [
    [
      'What did all three shops sell this year?',
      val(money(allSales), 'sum of the three Total sales'),
    ],
    ['Which shop sells the most?', at(extreme(salesMap)[0], 'largest Total sales')],
    [
      'How much did Hongdae sell in August?',
      val(money(hong.find((x) => x.m === 7)!.sales), 'Hongdae 2026-08 sales'),
    ],
    [
      'How many cups did we sell across all the shops?',
      val(String(allCups), 'sum of Cups sold totals'),
    ],
    ['Which shop is the most profitable?', at(extreme(profitMap)[0], 'largest Total shop profit')],
    [
      'What was our best month across the shops?',
      at(monthAt(bestM, 2026), 'largest combined month'),
    ],
    ['When did Jamsil open?', at(monthAt(3, 2026), 'first Jamsil month, April 2026')],
    [
      'What profit did Gangnam make this year?',
      val(money(profit[0]!), 'Gangnam Total shop profit'),
    ],
    [
      'What is the average price per cup at Gangnam?',
      val(
        [money(gPerCup), money(divRound(gPerCup, 100n) * 100n)],
        'sales / cups (to the won or the jeon)',
        { tol: 1 },
      ),
    ],
    [
      'What did all the shops take last month?',
      val(money(total(nov)), 'November 2026, three shops'),
    ],
    [
      'What share of sales came from Jamsil?',
      val(pct(sales[2]!, allSales), 'Jamsil / all, %', { tol: 0.01 }),
    ],
    [
      'What are our total staff costs across the shops?',
      val(money(staffAll), 'sum of Staff totals'),
    ],
    [
      "How did Hongdae's sales in Q3 compare with Q2?",
      val(
        [money(hq(6, 8) - hq(3, 5)), growth(hq(3, 5), hq(6, 8))],
        'Hongdae Jul–Sep vs Apr–Jun: difference or %',
        { abs: true, tol: 0.01 },
      ),
    ],
    [
      `In how many months did Gangnam sell more than ${THR.toLocaleString('en-US')} cups?`,
      val(String(gOver), `Gangnam months with cups > ${THR}`),
    ],
    [
      'Which shop had the lowest sales in November?',
      at(SHOPS[lowNov]![0], 'smallest November sales'),
    ],
    ['What did the Busan shop sell?', refuse('there is no Busan sheet')],
    ['What will sales be next summer?', refuse('a forecast')],
    ['What did we sell in 2025?', refuse('2025 is not in the book')],
  ]),
};
