/**
 * Book 1 — kombucha maker (ZAR): sales by month × flavour for Jan–Nov 2026, months DOWN as
 * text ("Jan 2026") and flavours ACROSS, a Total column and a Total row; the Seasonal Special
 * sells only June–September (blank otherwise); merged title, subtitle and a note row.
 */
import ExcelJS from 'exceljs';
import { growth, meanCents, money, pct } from '../../expect';
import { at, between, bold, fmt, refuse, th, title, val, widths } from '../helpers';
import {
  MON,
  argMax,
  argMin,
  holds,
  monthAt,
  offThreshold,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  cents,
  type BlindBook,
} from '../lib';

const r = rng(1);
const NAME = 'kombucha';
const FLAVOURS = [
  'Ginger Lemon',
  'Hibiscus',
  'Berry Blast',
  'Green Tea Mint',
  'Turmeric Gold',
  'Seasonal Special',
];
const BASE = [42000, 30000, 52000, 21000, 17000, 26000];
const M = 11; // Jan–Nov 2026
const SEASON = (m: number): boolean => m >= 5 && m <= 8;

// sales[f][m] in cents; the Seasonal Special is 0 (blank) outside June–September
const sales: number[][] = FLAVOURS.map((_, f) =>
  Array.from({ length: M }, (_, m) => {
    if (f === 5 && !SEASON(m)) return 0;
    const summer = m >= 9 ? 0.95 : m >= 4 ? 1.25 : 0.85;
    return Math.round(cents(r, BASE[f]! * 0.8, BASE[f]! * 1.2) * summer);
  }),
);
const byMonth = Array.from({ length: M }, (_, m) => total(FLAVOURS.map((_, f) => sales[f]![m]!)));
const byFlavour = sales.map((row) => total(row));
const grand = total(byMonth);
const q = (a: number, b: number): bigint => total(byMonth.slice(a, b + 1));
const q1 = q(0, 2);
const q3 = q(6, 8);
const best = argMax(byMonth);
const gl = sales[0]!;
const glWorst = argMin(gl);
const topF = argMax(byFlavour);
const thr = between(byMonth, 5);
const over = byMonth.filter((x) => x > BigInt(thr)).length;
const tOct = sales[4]![9]!;
const tNov = sales[4]![10]!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sales 2026');
  title(ws, 1, 'Fizz & Ferment Kombucha (Pty) Ltd — sales by flavour, 2026', 8);
  title(ws, 2, 'Wholesale and market sales, rand excl. VAT', 8);
  ws.getRow(4).values = ['Month', ...FLAVOURS, 'Total'];
  for (let m = 0; m < M; m++) {
    const row = ws.getRow(5 + m);
    row.getCell(1).value = `${MON[m]} 2026`;
    FLAVOURS.forEach((_, f) => {
      const v = sales[f]![m]!;
      if (v) row.getCell(2 + f).value = v / 100;
    });
    row.getCell(8).value = Number(byMonth[m]!) / 100;
  }
  const tr = ws.getRow(5 + M);
  tr.getCell(1).value = 'Total';
  byFlavour.forEach((v, f) => (tr.getCell(2 + f).value = Number(v) / 100));
  tr.getCell(8).value = Number(grand) / 100;
  ws.getCell(7 + M, 1).value =
    'Note: Seasonal Special (watermelon & basil) brewed June–September only. December added after month end.';
  bold(ws, 4, 5 + M);
  fmt(ws, [2, 3, 4, 5, 6, 7, 8], '"R "#,##0.00');
  widths(ws, [14, 14, 12, 12, 15, 14, 16, 14]);
  return toBytes(wb);
}

export const kombucha: BlindBook = {
  name: NAME,
  business: 'kombucha maker',
  shape: 'sales by month × flavour, months down, flavours across',
  bytes,
  checks: [
    same('flavours = months', total(byFlavour), grand),
    same('Q1 + rest = total', q1 + q(3, 10), grand),
    unique('best month', byMonth),
    unique('top flavour', byFlavour),
    unique('worst Ginger Lemon month', gl, 'min'),
    holds(
      'special only Jun–Sep',
      sales[5]!.every((v, m) => v > 0 === SEASON(m)),
    ),
    offThreshold('month total', byMonth, thr),
    holds('turmeric Oct ≠ Nov', tOct !== tNov),
  ],
  questions: questionsFor(NAME, [
    [
      'What were our total kombucha sales this year?',
      val(money(grand), 'grand total Jan–Nov 2026'),
    ],
    ['How did we do in March?', val(money(byMonth[2]!), 'March total, all flavours')],
    ['Which was our best month?', at(monthAt(best, 2026), 'month with the highest Total')],
    ['Which flavour sells the most?', at(FLAVOURS[topF]!, 'flavour with the highest Total')],
    ['How much Hibiscus did we sell in total?', val(money(byFlavour[1]!), 'Hibiscus total')],
    [
      'What was our worst month for Ginger Lemon?',
      at(monthAt(glWorst, 2026), 'lowest Ginger Lemon month'),
    ],
    [
      'What share of sales came from Berry Blast?',
      val(pct(byFlavour[2]!, grand), 'Berry Blast / total, %', { tol: 0.01 }),
    ],
    [
      'How much did sales grow from Q1 to Q3?',
      val([growth(q1, q3), money(q3 - q1)], 'Q3 (Jul–Sep) vs Q1 (Jan–Mar): % or difference', {
        tol: 0.01,
      }),
    ],
    ['What are our average monthly sales?', val(meanCents(grand, M), 'total / 11 months')],
    [
      'When did we start selling the Seasonal Special?',
      at(monthAt(5, 2026), 'first month with Seasonal Special sales'),
    ],
    [
      'How much did the Seasonal Special bring in?',
      val(money(byFlavour[5]!), 'Seasonal Special total'),
    ],
    [
      `In how many months did total sales top R ${th(thr)}?`,
      val(String(over), `months with Total above R ${th(thr)}`),
    ],
    [
      'How did Turmeric Gold do in November compared with October?',
      val([money(tNov - tOct), growth(tOct, tNov)], 'Nov vs Oct: difference or % change', {
        abs: true,
        tol: 0.01,
      }),
    ],
    ['What did we sell last month?', val(money(byMonth[10]!), 'November 2026 total')],
    [
      'How many bottles of Green Tea Mint did we sell?',
      refuse('the sheet holds rand, not bottles'),
    ],
    ['What will our December sales be?', refuse('a forecast; December is not on the sheet')],
    ['What were sales in December 2025?', refuse('2025 is not covered')],
  ]),
};
