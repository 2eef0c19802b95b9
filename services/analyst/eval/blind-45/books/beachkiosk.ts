/**
 * Book 13 — beach kiosk (AUD): DAILY TAKINGS with the weather, 1 Sep – 30 Nov 2026 (open every
 * day): date cells (`dd/mm/yyyy`), day (text "Sat"), weather (Sunny / Cloudy / Windy / Rain),
 * max °C, customers, cash, card, total (cash + card); Totals row; `$` prefix.
 */
import ExcelJS from 'exceljs';
import { growth, meanCents, money, pct } from '../../expect';
import { at, between, bold, dayOf, fmt, refuse, sumBy, th, title, val, widths } from '../helpers';
import {
  argMax,
  day,
  extreme,
  groupSum,
  holds,
  monthAt,
  offThreshold,
  questionsFor,
  rng,
  same,
  toBytes,
  unique,
  uniqueIn,
  type BlindBook,
} from '../lib';

const r = rng(13);
const NAME = 'beachkiosk';
const WD = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
type W = 'Sunny' | 'Cloudy' | 'Windy' | 'Rain';
const CUST: Record<W, [number, number]> = {
  Sunny: [180, 320],
  Cloudy: [110, 200],
  Windy: [80, 150],
  Rain: [30, 90],
};
interface D {
  d: Date;
  w: W;
  temp: number;
  cust: number;
  cash: number;
  card: number;
  tot: number;
}
const ds: D[] = [];
for (let mo = 8; mo <= 10; mo++) {
  const days = mo === 9 ? 31 : 30;
  const sunny = [0.38, 0.46, 0.55][mo - 8]!;
  for (let x = 1; x <= days; x++) {
    const d = day(2026, mo, x);
    const p = r.next();
    const w: W =
      p < sunny ? 'Sunny' : p < sunny + 0.25 ? 'Cloudy' : p < sunny + 0.38 ? 'Windy' : 'Rain';
    const base = [17, 19, 21][mo - 8]!;
    const temp = base + r.int(0, 7) + (w === 'Sunny' ? 2 : w === 'Rain' ? -2 : 0);
    const wk = d.getUTCDay() === 0 || d.getUTCDay() === 6 ? 140 : 100;
    const cust = Math.round((r.int(CUST[w][0], CUST[w][1]) * wk * (80 + temp)) / 10000);
    const tot = cust * r.int(900, 1400);
    const card = Math.round((tot * r.int(70, 85)) / 100);
    ds.push({ d, w, temp, cust, cash: tot - card, card, tot });
  }
}
// the hottest day stands alone
const hot = ds.reduce((b, x, i) => (x.temp > ds[b]!.temp ? i : b), 0);
ds[hot]!.temp += 2;
const T = (xs: D[]): bigint => sumBy(xs, (x) => x.tot);
const inMonth = (mo: number): D[] => ds.filter((x) => x.d.getUTCMonth() === mo);
const all = T(ds);
const months = [8, 9, 10].map((mo) => T(inMonth(mo)));
const rain = ds.filter((x) => x.w === 'Rain');
const custs = sumBy(ds, (x) => x.cust);
const meanBy = new Map<string, bigint>(
  (['Sunny', 'Cloudy', 'Windy', 'Rain'] as W[]).map((w) => {
    const xs = ds.filter((x) => x.w === w);
    return [w, (T(xs) * 1000n) / BigInt(xs.length)];
  }),
);
const dayTot = ds.map((x) => x.tot);
const best = argMax(dayTot);
const sats = ds.filter((x) => x.d.getUTCDay() === 6);
const thr = between(dayTot, 10);
const overThr = dayTot.filter((x) => x > thr).length;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Takings');
  title(ws, 1, 'The Bondi Shack — daily takings', 8);
  title(ws, 2, 'Spring 2026: 1 September – 30 November', 8);
  ws.getRow(4).values = ['Date', 'Day', 'Weather', 'Max °C', 'Customers', 'Cash', 'Card', 'Total'];
  ds.forEach((x, i) => {
    ws.getRow(5 + i).values = [
      x.d,
      WD[x.d.getUTCDay()]!,
      x.w,
      x.temp,
      x.cust,
      x.cash / 100,
      x.card / 100,
      x.tot / 100,
    ];
  });
  const tr = 5 + ds.length;
  ws.getRow(tr).values = [
    'Totals',
    null,
    null,
    null,
    Number(custs),
    Number(sumBy(ds, (x) => x.cash)) / 100,
    Number(sumBy(ds, (x) => x.card)) / 100,
    Number(all) / 100,
  ];
  bold(ws, 4, tr);
  ws.getColumn(1).numFmt = 'dd/mm/yyyy';
  fmt(ws, [6, 7, 8], '$#,##0.00');
  widths(ws, [12, 6, 9, 8, 10, 11, 11, 11]);
  return toBytes(wb);
}

const card = sumBy(ds, (x) => x.card);
export const beachkiosk: BlindBook = {
  name: NAME,
  business: 'beach kiosk',
  shape: 'daily takings sheet with weather, temperature and customers',
  bytes,
  checks: [
    same('cash + card = total', sumBy(ds, (x) => x.cash) + card, all),
    same('months = total', months[0]! + months[1]! + months[2]!, all),
    same(
      'weathers = total',
      [
        ...groupSum(
          ds,
          (x) => x.w,
          (x) => x.tot,
        ).values(),
      ].reduce((a, b) => a + b, 0n),
      all,
    ),
    unique('best day', dayTot),
    unique('best month', months),
    uniqueIn('best weather by mean', meanBy),
    holds('Sunny is the best weather', extreme(meanBy)[0] === 'Sunny'),
    unique(
      'hottest day',
      ds.map((x) => x.temp),
    ),
    holds('some rain days', rain.length > 3),
    offThreshold('day', dayTot, thr),
    holds('Nov and Oct differ', months[2] !== months[1]),
  ],
  questions: questionsFor(NAME, [
    ['What were our total takings?', val(money(all), 'Total, Totals row')],
    ['What was our best day?', at(dayOf(ds[best]!.d), 'day with the highest Total')],
    ['How much did we take in October?', val(money(months[1]!), 'Total, October')],
    [
      'What do we take on an average rainy day?',
      val(meanCents(T(rain), rain.length), 'mean Total of Rain days'),
    ],
    ['How many rainy days did we have?', val(String(rain.length), 'days with Weather = Rain')],
    ['What are our average daily takings?', val(meanCents(all, ds.length), 'Total / 91 days')],
    [
      'What share of our takings came by card?',
      val(pct(card, all), 'Card / Total, %', { tol: 0.01 }),
    ],
    ['Which weather brings in the most money on average?', at('Sunny', 'highest mean Total')],
    ['What was our best month?', at(monthAt(8 + argMax(months), 2026), 'month with most Total')],
    [
      'What does the average customer spend?',
      val(meanCents(all, Number(custs)), 'Total / Customers'),
    ],
    ['How much did we take on Saturdays in total?', val(money(T(sats)), 'Total of the Saturdays')],
    ['What did we take on the hottest day?', val(money(ds[hot]!.tot), 'Total on the max °C day')],
    [
      `How many days did we take more than $${th(thr)}?`,
      val(String(overThr), `days with Total above $${th(thr)}`),
    ],
    [
      'How did November compare with October?',
      val([money(months[2]! - months[1]!), growth(months[1]!, months[2]!)], 'Nov − Oct, or %', {
        abs: true,
        tol: 0.01,
      }),
    ],
    [
      'How much cash did we take last month?',
      val(money(sumBy(inMonth(10), (x) => x.cash)), 'Cash, November'),
    ],
    ['What will we take on Christmas Day?', refuse('a forecast')],
    ['What did we take in August?', refuse('the sheet starts 1 September')],
  ]),
};
