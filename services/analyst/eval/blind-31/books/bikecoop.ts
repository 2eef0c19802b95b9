/** Cycle courier co-op: a mileage log for cargo-bike runs with a per-mile claim, £. */
import ExcelJS from 'exceljs';
import { hundredths, meanCents } from '../../expect';
import {
  argMax,
  cell,
  day,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(16);
const RIDERS = ['Kez', 'Sam', 'Ola', 'Finn'];
const PLACES = [
  'St James Hospital',
  'Kirkgate Market',
  'Leeds Uni Print Unit',
  'Headingley Bakery',
  'Holbeck Depot',
  'Chapel Allerton Pharmacy',
];
const RATE = 20n; // pence per mile
interface Trip {
  d: number;
  who: string;
  to: string;
  tenths: number;
  purpose: string;
  claim: bigint;
}
const trips: Trip[] = [];
for (let d = 1; d <= 31; d++) {
  const wd = day(2026, 9, d).getUTCDay();
  if (wd === 0) continue;
  const k = r.int(1, wd === 6 ? 2 : 4);
  for (let j = 0; j < k; j++) {
    const to = r.pick(PLACES);
    const tenths = r.int(18, 164);
    trips.push({
      d,
      who: r.pick(RIDERS),
      to,
      tenths,
      purpose: to.includes('Hospital') ? 'Samples run' : 'Delivery',
      claim: (BigInt(tenths) * RATE) / 10n,
    });
  }
}
const mi = (f: (t: Trip) => boolean): bigint =>
  BigInt(trips.filter(f).reduce((a, t) => a + t.tenths, 0)) * 10n;
const cl = (f: (t: Trip) => boolean): bigint => total(trips.filter(f).map((t) => t.claim));
const byRider = RIDERS.map((w) => mi((t) => t.who === w));
const lens = trips.map((t) => t.tenths);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Oct 26');
  putRows(ws, [
    ['Spokes Cycle Courier Co-op - mileage log, October 2026'],
    [
      'Own-bike mileage claimed at 20p per mile (HMRC bicycle rate). From: Holbeck hub unless noted.',
    ],
    [],
    ['Date', 'Rider', 'To', 'Purpose', 'Miles', 'Rate (p/mile)', 'Claim £'],
    ...trips.map((t) => [
      day(2026, 9, t.d),
      t.who,
      t.to,
      t.purpose,
      t.tenths / 10,
      Number(RATE),
      cell(t.claim),
    ]),
    [],
    [
      'Total',
      undefined,
      undefined,
      undefined,
      Number(mi(() => true)) / 100,
      undefined,
      cell(cl(() => true)),
    ],
  ]);
  ws.getColumn(1).numFmt = 'ddd dd/mm';
  ws.getColumn(5).numFmt = '0.0';
  ws.getColumn(7).numFmt = '£0.00';
  return toBytes(wb);
}

const allMi = mi(() => true);
export const bikecoop: BlindBook = {
  name: 'bikecoop',
  business: 'bicycle courier co-op',
  shape: 'mileage log with per-mile claim',
  bytes,
  checks: [
    { what: 'rider miles = total miles', a: total(byRider), b: allMi },
    { what: 'claims = miles x 20p', a: cl(() => true), b: (allMi * RATE) / 100n },
    {
      what: 'furthest rider and longest trip unique',
      a: uniqueMax(byRider) && uniqueMax(lens) ? 1n : 0n,
      b: 1n,
    },
  ],
  questions: questionsFor('bikecoop', [
    ['total miles in october', { value: hundredths(allMi), means: 'sum of Miles' }],
    [
      'how much do we owe riders for mileage',
      { value: hundredths(cl(() => true)), means: 'sum of Claim £' },
    ],
    [
      'who rode furthest',
      { at: RIDERS[argMax(byRider)]!, means: 'rider with most summed Miles (unique)' },
    ],
    ['how many miles did kez do', { value: hundredths(byRider[0]!), means: 'Miles, rider Kez' }],
    [
      'longest single trip',
      {
        value: hundredths(BigInt(lens[argMax(lens)]!) * 10n),
        means: 'largest Miles on one line (unique)',
      },
    ],
    [
      'how many runs to the hospital',
      {
        value: String(trips.filter((t) => t.to === 'St James Hospital').length),
        means: 'lines with To = St James Hospital',
      },
    ],
    [
      'average trip length',
      { value: meanCents(allMi, trips.length), means: `total Miles / ${trips.length} trips, 2 dp` },
    ],
    [
      "sam's mileage claim",
      { value: hundredths(cl((t) => t.who === 'Sam')), means: 'Claim £, rider Sam' },
    ],
    ["what's our fuel bill", { refuse: true, means: 'bikes; no fuel in the log' }],
    [
      'miles between 1 and 7 october',
      { value: hundredths(mi((t) => t.d <= 7)), means: 'Miles dated 1–7 Oct 2026' },
    ],
    ['is 20p a mile fair', { refuse: true, means: 'an opinion' }],
    [
      'how many trips did finn do',
      {
        value: String(trips.filter((t) => t.who === 'Finn').length),
        means: 'lines with Rider = Finn',
      },
    ],
  ]),
};
