/** Campsite: one sheet per quarter (Q1–Q3 2026, months across) plus a Summary sheet (kr, SEK). */
import ExcelJS from 'exceljs';
import { hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  MON,
  monthPlaces,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(5);
const SEASON = [0.15, 0.2, 0.35, 0.55, 0.8, 1.1, 1.6, 1.45, 0.75]; // Jan..Sep
/** [line, base kronor per month at season 1] */
const LINES: Array<[string, number]> = [
  ['Tent pitches', 42000],
  ['Caravan & motorhome pitches', 88000],
  ['Cabins', 120000],
  ['Glamping pods', 56000],
  ['Shop & café', 39000],
];
// whole kronor, stored as öre (×100)
const data = LINES.map(([, base]) =>
  SEASON.map((s) => Math.round(base * s * (0.85 + r.next() * 0.3)) * 100),
);
const line = (name: string): number[] => data[LINES.findIndex(([n]) => n === name)]!;
const q3 = (v: number[], k: number): bigint => total(v.slice(k * 3, k * 3 + 3));
const monthTotals = SEASON.map((_, i) => total(data.map((v) => v[i]!)));
const quarterTotals = [0, 1, 2].map((k) => total(monthTotals.slice(k * 3, k * 3 + 3)));
const grand = total(monthTotals);
const tents = line('Tent pitches');
const caravan = line('Caravan & motorhome pitches');

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  for (let k = 0; k < 3; k++) {
    const ws = wb.addWorksheet(`Q${k + 1}`);
    const ms = [0, 1, 2].map((j) => k * 3 + j);
    putRows(ws, [
      [`Björkviken Camping – income Q${k + 1} 2026 (kr)`],
      [],
      ['Income line', ...ms.map((m) => `${MON[m]} 2026`), 'Quarter total'],
      ...LINES.map(([n], j) => [n, ...ms.map((m) => cell(data[j]![m]!)), cell(q3(data[j]!, k))]),
      ['Total', ...ms.map((m) => cell(monthTotals[m]!)), cell(quarterTotals[k]!)],
    ]);
  }
  const s = wb.addWorksheet('Summary');
  putRows(s, [
    ['Björkviken Camping – summary 2026 (kr)'],
    [],
    ['Income line', 'Q1', 'Q2', 'Q3', 'Year to date'],
    ...LINES.map(([n], j) => [
      n,
      ...[0, 1, 2].map((k) => cell(q3(data[j]!, k))),
      cell(total(data[j]!)),
    ]),
    ['Total', ...quarterTotals.map(cell), cell(grand)],
  ]);
  return toBytes(wb);
}

const cabins = line('Cabins');
const pods = line('Glamping pods');
const shop = line('Shop & café');
const bestMonth = argMax(monthTotals);
const worstTent = argMin(tents);
const q = questionsFor('campsite', [
  [
    'total cabin income this year',
    { value: hundredths(total(cabins)), means: 'Cabins, Year to date (Jan–Sep 2026)' },
  ],
  [
    'how much did the glamping pods make in july',
    { value: hundredths(pods[6]!), means: 'Glamping pods, Jul 2026 (sheet Q3)' },
  ],
  [
    'which quarter was best',
    { at: ['Q' + String(argMax(quarterTotals) + 1)], means: 'quarter with the largest Total' },
  ],
  [
    'what did the shop and café take in may',
    { value: hundredths(shop[4]!), means: 'Shop & café, May 2026 (sheet Q2)' },
  ],
  [
    'busiest month for income',
    {
      at: monthPlaces(bestMonth, 2026),
      means: 'month with the largest Total over all quarter sheets (unique)',
    },
  ],
  [
    'how much more did caravan pitches bring in in Q3 than in Q2',
    {
      value: hundredths(q3(caravan, 2) - q3(caravan, 1)),
      means: 'Caravan & motorhome pitches Q3 − Q2',
    },
  ],
  [
    'what share of income comes from tent pitches',
    {
      value: pct(total(tents), grand),
      means: 'Tent pitches year to date / Total year to date × 100',
    },
  ],
  [
    'average monthly income from cabins',
    { value: meanCents(total(cabins), 9), means: 'Cabins Jan–Sep / 9, to the öre' },
  ],
  ['total income so far', { value: hundredths(grand), means: 'Summary Total, Year to date' }],
  [
    'glamping pods q1',
    { value: hundredths(q3(pods, 0)), means: 'Glamping pods, Q1 quarter total' },
  ],
  [
    'worst month for tents',
    {
      at: monthPlaces(worstTent, 2026),
      means: 'month with the smallest Tent pitches figure (unique)',
    },
  ],
  [
    'income in august',
    { value: hundredths(monthTotals[7]!), means: 'Total row, Aug 2026 (sheet Q3)' },
  ],
  [
    'how many nights were booked in august',
    { refuse: true, means: 'nights are not in the book, only income' },
  ],
  ['will next summer be better than this one', { refuse: true, means: 'a forecast' }],
]);

export const campsite: BlindBook = {
  name: 'campsite',
  business: 'campsite',
  shape: 'multi-sheet: one sheet per quarter (months across) + Summary',
  bytes,
  questions: q,
  checks: [
    {
      what: 'quarters add to year to date',
      a: total(quarterTotals),
      b: total(data.map((v) => total(v))),
    },
    { what: 'best month unique', a: uniqueMax(monthTotals) ? 1n : 0n, b: 1n },
    {
      what: 'worst tent month unique',
      a: BigInt(tents.filter((x) => x === tents[worstTent]).length),
      b: 1n,
    },
  ],
};
