/**
 * bikehire: a bike hire's log, one row per booking (date, ref, channel, bike, half/full day,
 * qty, amount) for October–November 2026, title rows above the header, a TOTAL row under it.
 * NZD incl. GST.
 */
import ExcelJS from 'exceljs';
import { growth, hundredths, meanCents, pct, ratio2 } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  day,
  dayPlaces,
  holds,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  uniqueMax,
  uniqueMin,
  type BlindBook,
} from '../lib';

const r = rng(2);
const CHANNELS = ['Walk-in', 'Website', 'Hotel desk', 'GetYourGuide'] as const;
const CH_WEIGHT = [0.3, 0.35, 0.15, 0.2];
const BIKES = ['City bike', 'E-bike', 'Mountain bike', 'Tandem', 'Kids bike'] as const;
const BIKE_WEIGHT = [0.22, 0.38, 0.22, 0.06, 0.12];
/** price per bike in whole dollars: [half day, full day] */
const PRICE: Record<(typeof BIKES)[number], [number, number]> = {
  'City bike': [35, 55],
  'E-bike': [65, 99],
  'Mountain bike': [55, 85],
  Tandem: [60, 90],
  'Kids bike': [20, 30],
};

const weighted = <T>(xs: readonly T[], w: number[]): T => {
  let x = r.next();
  for (let i = 0; i < xs.length; i++) {
    x -= w[i]!;
    if (x < 0) return xs[i]!;
  }
  return xs[xs.length - 1]!;
};

interface Hire {
  m: number; // 9 = Oct, 10 = Nov
  d: number;
  ref: string;
  channel: (typeof CHANNELS)[number];
  bike: (typeof BIKES)[number];
  full: boolean;
  qty: number;
  cents: bigint;
}

const hires: Hire[] = [];
let ref = 10231;
for (const [m, days] of [
  [9, 31],
  [10, 30],
] as const) {
  for (let d = 1; d <= days; d++) {
    const n = r.next() < 0.12 ? 0 : r.int(1, m === 10 ? 4 : 3);
    for (let k = 0; k < n; k++) {
      const bike = weighted(BIKES, BIKE_WEIGHT);
      const full = r.next() < 0.45;
      const qty = bike === 'Tandem' ? 1 : r.int(1, 4);
      hires.push({
        m,
        d,
        ref: `LPH-${ref++}`,
        channel: weighted(CHANNELS, CH_WEIGHT),
        bike,
        full,
        qty,
        cents: BigInt(qty * PRICE[bike][full ? 1 : 0]) * 100n,
      });
    }
    // a corporate group on 17 October: 12 e-bikes for the day, booked through the hotel desk
    if (m === 9 && d === 17)
      hires.push({
        m,
        d,
        ref: `LPH-${ref++}`,
        channel: 'Hotel desk',
        bike: 'E-bike',
        full: true,
        qty: 12,
        cents: BigInt(12 * 99) * 100n,
      });
  }
}

const amounts = hires.map((h) => h.cents);
const all = total(amounts);
const inMonth = (m: number): Hire[] => hires.filter((h) => h.m === m);
const oct = total(inMonth(9).map((h) => h.cents));
const nov = total(inMonth(10).map((h) => h.cents));
const byChannel = CHANNELS.map((c) =>
  total(hires.filter((h) => h.channel === c).map((h) => h.cents)),
);
const byBike = BIKES.map((b) => total(hires.filter((h) => h.bike === b).map((h) => h.cents)));
const topChannel = argMax(byChannel);
const leastBike = argMin(byBike);
const ebikeQty = hires.filter((h) => h.bike === 'E-bike').reduce((s, h) => s + h.qty, 0);
const qtyAll = hires.reduce((s, h) => s + h.qty, 0);
const tandemOct = total(
  inMonth(9)
    .filter((h) => h.bike === 'Tandem')
    .map((h) => h.cents),
);

const dayKeys = [...new Set(hires.map((h) => `${h.m}-${h.d}`))];
const dayTotals = dayKeys.map((k) =>
  total(hires.filter((h) => `${h.m}-${h.d}` === k).map((h) => h.cents)),
);
const bestDay = dayKeys[argMax(dayTotals)]!.split('-').map(Number) as [number, number];
const biggest = argMax(amounts);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Hire log');
  putRows(ws, [
    ['Lakeside Pedal Hire — hire log'],
    ['Queenstown · October–November 2026 · amounts NZ$ incl. GST'],
    [],
    ['Date', 'Booking ref', 'Channel', 'Bike', 'Hire', 'Qty', 'Amount (NZ$)'],
    ...hires.map((h) => [
      day(2026, h.m, h.d),
      h.ref,
      h.channel,
      h.bike,
      h.full ? 'Full day' : 'Half day',
      h.qty,
      cell(h.cents),
    ]),
    ['TOTAL', undefined, undefined, undefined, undefined, qtyAll, cell(all)],
  ]);
  ws.getRow(1).font = { bold: true, size: 13 };
  ws.getRow(4).font = { bold: true };
  ws.getRow(5 + hires.length).font = { bold: true };
  ws.getColumn(1).numFmt = 'dd/mm/yyyy';
  ws.getColumn(7).numFmt = '$#,##0.00';
  return toBytes(wb);
}

const count = (f: (h: Hire) => boolean): number => hires.filter(f).length;

export const bikehire: BlindBook = {
  name: 'bikehire',
  business: 'bike hire',
  shape: 'sales log, one row per booking (date, channel, bike, qty, amount), TOTAL row',
  bytes,
  questions: questionsFor('bikehire', [
    [
      'how much have we taken in total',
      { value: hundredths(all), means: 'every booking’s Amount, Oct–Nov 2026 (the TOTAL row)' },
    ],
    [
      'how much did we make in november',
      { value: hundredths(nov), means: 'Amount of November rows' },
    ],
    [
      'how many e-bikes did we hire out',
      { value: String(ebikeQty), means: 'Qty of E-bike rows added (bikes, not bookings)' },
    ],
    [
      'which channel brings in the most money',
      {
        value: hundredths(byChannel[topChannel]!),
        at: CHANNELS[topChannel],
        means: 'channel with the largest Amount total',
      },
    ],
    [
      'best day',
      {
        value: hundredths(dayTotals[argMax(dayTotals)]!),
        at: dayPlaces(2026, bestDay[0], bestDay[1]),
        means: 'date with the largest Amount added over its bookings',
      },
    ],
    [
      'e-bike revenue',
      { value: hundredths(byBike[BIKES.indexOf('E-bike')]!), means: 'Amount of E-bike rows' },
    ],
    [
      'what share of takings came through GetYourGuide',
      {
        value: pct(byChannel[CHANNELS.indexOf('GetYourGuide')]!, all),
        tol: 0.01,
        means: 'GetYourGuide Amount / all Amount × 100',
      },
    ],
    [
      'how many bookings in october',
      { value: String(inMonth(9).length), means: 'rows dated October 2026' },
    ],
    [
      'average booking value',
      { value: meanCents(all, hires.length), means: 'all Amount / number of bookings (rows)' },
    ],
    [
      'biggest single booking',
      { value: hundredths(amounts[biggest]!), means: 'largest Amount on one row' },
    ],
    [
      'tandem takings in october',
      { value: hundredths(tandemOct), means: 'Amount of Tandem rows dated October' },
    ],
    [
      'compare october and november',
      {
        value: [hundredths(nov - oct), growth(oct, nov)],
        abs: true,
        tol: 0.01,
        means: 'November − October takings (or the % change); sign compared by size',
      },
    ],
    [
      'which bike type earns the least',
      {
        value: hundredths(byBike[leastBike]!),
        at: BIKES[leastBike],
        means: 'bike with the smallest Amount total',
      },
    ],
    [
      'how many bookings came through the hotel desk',
      {
        value: String(count((h) => h.channel === 'Hotel desk')),
        means: 'rows with Channel Hotel desk',
      },
    ],
    [
      'average bikes per booking',
      {
        value: ratio2(BigInt(qtyAll), BigInt(hires.length)),
        tol: 0.01,
        means: 'total Qty / bookings, 2 decimals',
      },
    ],
    ["what's our busiest time of day", { refuse: true, means: 'rows hold dates only, no times' }],
    ['how many repeat customers do we have', { refuse: true, means: 'no customer names are held' }],
    [
      'how much did we spend on bike repairs',
      { refuse: true, means: 'a takings log holds no costs' },
    ],
  ]),
  checks: [
    same('Oct + Nov = all', oct + nov, all),
    same('channels = all', total(byChannel), all),
    same('bikes = all', total(byBike), all),
    same('days = all', total(dayTotals), all),
    holds('top channel unique', uniqueMax(byChannel)),
    holds('least bike unique', uniqueMin(byBike)),
    holds('best day unique', uniqueMax(dayTotals)),
    holds('biggest booking unique', uniqueMax(amounts)),
  ],
};
