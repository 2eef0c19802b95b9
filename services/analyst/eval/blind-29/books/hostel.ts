/** Backpacker hostel: daily takings log Aug-Sep 2026, dates as text, Total column and row, JPY. */
import ExcelJS from 'exceljs';
import { growth, hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  argMin,
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
type Day = {
  m: number;
  d: number;
  beds: number;
  dorm: bigint;
  priv: bigint;
  bar: bigint;
  note?: string;
};
const days: Day[] = [];
for (const m of [7, 8])
  for (let d = 1; d <= (m === 7 ? 31 : 30); d++) {
    const beds = r.int(m === 7 ? 30 : 18, 46);
    const dorm = BigInt(beds * r.int(3200, 3600)) * 100n;
    const priv = BigInt(r.int(0, 4) * r.int(9000, 9800)) * 100n;
    const bar = BigInt(r.int(8000, 46000)) * 100n;
    days.push({
      m,
      d,
      beds,
      dorm,
      priv,
      bar,
      ...(r.next() < 0.08 ? { note: 'card reader down pm' } : {}),
    });
  }
const storm = days[31 + r.int(3, 25)]!;
storm.beds = 9;
storm.dorm = BigInt(9 * 3400) * 100n;
storm.note = 'typhoon warning - cancellations';
const tot = (x: Day): bigint => x.dorm + x.priv + x.bar;
const inM = (m: number): Day[] => days.filter((x) => x.m === m);
const aug = total(inM(7).map(tot));
const sep = total(inM(8).map(tot));
const bars = days.map((x) => x.bar);
const bestBar = argMax(bars);
const bedsList = days.map((x) => x.beds);
const fewest = argMin(bedsList);
const probe = days.find((x) => x.m === 7 && x.d === 15)!;
const text = (x: Day): string =>
  `2026/${String(x.m + 1).padStart(2, '0')}/${String(x.d).padStart(2, '0')}`;

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('日報 Daily');
  const rows: unknown[][] = [
    ['Sakura Backpackers Kyoto - daily takings (JPY)'],
    ['Date', 'Beds sold', 'Dorm revenue', 'Private rooms', 'Bar & café', 'Total', 'Notes'],
  ];
  for (const x of days)
    rows.push([text(x), x.beds, cell(x.dorm), cell(x.priv), cell(x.bar), cell(tot(x)), x.note]);
  rows.push([
    'Total',
    bedsList.reduce((a, b) => a + b, 0),
    cell(total(days.map((x) => x.dorm))),
    cell(total(days.map((x) => x.priv))),
    cell(total(bars)),
    cell(aug + sep),
  ]);
  putRows(ws, rows);
  for (const c of [3, 4, 5, 6]) ws.getColumn(c).numFmt = '¥#,##0';
  return toBytes(wb);
}

const place = (x: Day): string[] => dayPlaces(2026, x.m, x.d).concat([text(x)]);

export const hostel: BlindBook = {
  name: 'hostel',
  business: 'backpacker hostel',
  shape: 'daily takings log, dates as text (2026/08/01), Total column and Total row, notes',
  bytes: build,
  questions: questionsFor('hostel', [
    ['total takings in august', { value: hundredths(aug), means: 'sum of Total, Aug 2026' }],
    [
      'how many bed nights did we sell in september',
      {
        value: String(inM(8).reduce((a, x) => a + x.beds, 0)),
        means: 'sum of Beds sold, Sep 2026',
      },
    ],
    [
      'best day at the bar',
      { at: place(days[bestBar]!), means: 'day with the largest Bar & café' },
    ],
    [
      'average daily revenue in september',
      { value: meanCents(sep, 30), means: 'Sep Total / 30 days' },
    ],
    [
      'what did the private rooms bring in over the two months',
      { value: hundredths(total(days.map((x) => x.priv))), means: 'sum of Private rooms, Aug-Sep' },
    ],
    [
      'how much did we take on aug 15',
      { value: hundredths(tot(probe)), means: 'Total on 2026/08/15' },
    ],
    [
      'change in takings from august to september',
      {
        value: [hundredths(sep - aug), growth(aug, sep)],
        means: 'Sep total - Aug total (or the % change)',
      },
    ],
    [
      'which day did we sell the fewest beds',
      { at: place(days[fewest]!), means: 'day with the smallest Beds sold' },
    ],
    [
      'what share of revenue is the bar',
      { value: pct(total(bars), aug + sep), means: 'Bar & café total / Total, % 2 dp' },
    ],
    ["what's our occupancy rate", { refuse: true, means: 'bed capacity is not in the sheet' }],
    [
      'how many of our guests were from overseas',
      { refuse: true, means: 'guest origin is not recorded' },
    ],
    [
      'total revenue for the whole period',
      { value: hundredths(aug + sep), means: 'the Total row, Total column' },
    ],
    [
      'dorm revenue in august',
      {
        value: hundredths(total(inM(7).map((x) => x.dorm))),
        means: 'sum of Dorm revenue, Aug 2026',
      },
    ],
  ]),
  checks: [
    {
      what: 'row totals = column totals',
      a: aug + sep,
      b: total(days.map((x) => x.dorm)) + total(days.map((x) => x.priv)) + total(bars),
    },
    { what: 'best bar day unique', a: uniqueMax(bars) ? 1n : 0n, b: 1n },
    {
      what: 'fewest beds day unique',
      a: uniqueMax(bedsList.map((b) => -b)) ? 1n : 0n,
      b: 1n,
    },
  ],
};
