/** foodtruck: taco truck, daily sales log with dates as text, location, covers, card/cash, kr (SEK). */
import ExcelJS from 'exceljs';
import { hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  cell,
  dayPlaces,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(4);
const LOCS = ['Slussen', 'Hötorget', 'Södermalm Park', 'Hammarby kaj'] as const;
const DOW = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
interface Day {
  m: number;
  d: number;
  dow: string;
  loc: string;
  covers: number;
  card: bigint;
  cash: bigint;
}
const days: Day[] = [];
for (const m of [7, 8]) {
  const n = m === 7 ? 31 : 30;
  for (let d = 1; d <= n; d++) {
    const w = new Date(Date.UTC(2026, m, d)).getUTCDay();
    if (w === 1 || w === 2) continue; // closed Mon/Tue
    const covers = r.int(60, 240);
    const avg = r.int(95, 140);
    const tot = covers * avg * 100 + r.int(0, 9) * 100;
    const cashShare = r.int(5, 20);
    const cash = BigInt(Math.round((tot * cashShare) / 10000)) * 100n;
    days.push({ m, d, dow: DOW[w]!, loc: r.pick(LOCS), covers, card: BigInt(tot) - cash, cash });
  }
}
const T = (x: Day) => x.card + x.cash;
const totals = days.map(T);
const best = argMax(totals);
const byLoc = LOCS.map((l) => total(days.filter((x) => x.loc === l).map(T)));
const bestLoc = argMax(byLoc);
const inM = (m: number) => days.filter((x) => x.m === m);
const txt = (x: Day) => `2026-${String(x.m + 1).padStart(2, '0')}-${String(x.d).padStart(2, '0')}`;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Försäljning');
  putRows(ws, [
    ['Tacos på Hjul: daily sales, summer 2026 (kr)'],
    [],
    ['Date', 'Day', 'Location', 'Covers', 'Card', 'Cash', 'Total'],
    ...days.map((x) => [txt(x), x.dow, x.loc, x.covers, cell(x.card), cell(x.cash), cell(T(x))]),
    [],
    [
      'Total',
      undefined,
      undefined,
      days.reduce((a, x) => a + x.covers, 0),
      cell(total(days.map((x) => x.card))),
      cell(total(days.map((x) => x.cash))),
      cell(total(totals)),
    ],
  ]);
  for (const c of [5, 6, 7]) ws.getColumn(c).numFmt = '#,##0 "kr"';
  return toBytes(wb);
}

const b = days[best]!;
const covers = days.reduce((a, x) => a + x.covers, 0);

export const foodtruck: BlindBook = {
  name: 'foodtruck',
  business: 'taco food truck',
  shape: 'sales log by day, dates as text, location, covers, card/cash, Total row',
  bytes,
  checks: [
    {
      what: 'card + cash = total over all days',
      a: total(days.map((x) => x.card)) + total(days.map((x) => x.cash)),
      b: total(totals),
    },
    { what: 'locations add up to the total', a: total(byLoc), b: total(totals) },
    {
      what: 'best day and best location are unique',
      a: (uniqueMax(totals) ? 1n : 0n) + (uniqueMax(byLoc) ? 1n : 0n),
      b: 2n,
    },
  ],
  questions: questionsFor('foodtruck', [
    [
      'total takings in august',
      { value: hundredths(total(inM(7).map(T))), means: 'sum of Total for dates in August 2026' },
    ],
    [
      'how much cash did we take in september',
      {
        value: hundredths(total(inM(8).map((x) => x.cash))),
        means: 'sum of Cash for September 2026',
      },
    ],
    ['best day', { at: dayPlaces(2026, b.m, b.d), means: 'date with the largest Total' }],
    [
      'which spot sells the most',
      { at: LOCS[bestLoc]!, means: 'Location with the largest sum of Total' },
    ],
    [
      'average daily takings',
      {
        value: meanCents(total(totals), days.length),
        means: 'mean Total per trading day (all rows), to the öre',
      },
    ],
    [
      'how many days did we trade in august',
      { value: String(inM(7).length), means: 'count of August rows' },
    ],
    [
      'what share of sales was card',
      {
        value: pct(total(days.map((x) => x.card)), total(totals)),
        tol: 0.01,
        means: 'Card total / Total x 100, 2 dp',
      },
    ],
    [
      'how much did we take at slussen',
      { value: hundredths(byLoc[0]!), means: 'sum of Total where Location = Slussen' },
    ],
    [
      'average covers per day',
      {
        value: meanCents(BigInt(covers) * 100n, days.length),
        tol: 0.01,
        means: 'mean Covers per trading day, 2 dp',
      },
    ],
    [
      'how much do we make on fridays',
      {
        value: hundredths(total(days.filter((x) => x.dow === 'Fri').map(T))),
        means: 'sum of Total where Day = Fri',
      },
    ],
    [
      'total covers in september',
      {
        value: String(inM(8).reduce((a, x) => a + x.covers, 0)),
        means: 'sum of Covers for September',
      },
    ],
    [
      'total sales for the summer',
      { value: hundredths(total(totals)), means: 'Total row, Total column' },
    ],
    ['what was our profit in august', { refuse: true, means: 'no costs in the sheet' }],
    ['how will october go', { refuse: true, means: 'a forecast; no October data' }],
  ]),
};
