/**
 * pianotuner: a self-employed piano tuner's mileage and expenses log for the 2026/27 tax year
 * (from 6 April 2026) in pounds: one row per trip with date, client, job, postcode, return
 * miles, mileage at 45p, parking, other costs with a details column, total, and the claim it
 * went on ("Claimed 05/10/26" for April-September; blank since). Total row at the foot.
 */
import ExcelJS from 'exceljs';
import { hundredths, meanCents } from '../../expect';
import {
  argMax,
  cell,
  dayPlaces,
  holds,
  monthAt,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
} from '../lib';

const r = rng(11);
// [client, postcode, typical return miles]
const CLIENTS: Array<[string, string, number]> = [
  ["St Cecilia's School", 'LS6 3QT', 14],
  ['Holy Trinity Church', 'HG1 2PX', 38],
  ['Westgate Concert Hall', 'YO1 7HH', 62],
  ['Mrs A. Pemberton', 'LS17 8DD', 22],
  ['Dr R. Okonkwo', 'BD9 4JE', 30],
  ['Harrogate Music Centre', 'HG2 0AA', 44],
  ['Ilkley Grammar School', 'LS29 8TR', 36],
  ['Mr & Mrs Thornton', 'WF4 3AB', 48],
  ['Otley Methodist Church', 'LS21 1HE', 26],
  ['The Old Rectory Hotel', 'YO62 5LB', 84],
  ['Ms J. Kaur', 'LS8 2QU', 12],
  ['Leeds Piano Society', 'LS1 4DY', 10],
];
const JOBS = ['Tune', 'Tune', 'Tune', 'Tune & repair', 'Regulation', 'Concert prep'];

interface Trip {
  date: Date;
  client: string;
  postcode: string;
  job: string;
  miles: number;
  parking: number;
  other: number;
  detail?: string;
}
const trips: Trip[] = [];
for (let t = Date.UTC(2026, 3, 7); t <= Date.UTC(2026, 10, 30); t += 86400000) {
  const d = new Date(t);
  const wd = d.getUTCDay();
  if (wd === 0 || wd === 6) continue;
  const n = (r.next() < 0.7 ? 1 : 0) + (r.next() < 0.3 ? 1 : 0);
  for (let j = 0; j < n; j++) {
    const [client, postcode, miles] = r.pick(CLIENTS);
    const job = client.includes('Concert') ? 'Concert prep' : r.pick(JOBS.slice(0, 5));
    const parking = /LS1 |YO1 |HG1 /.test(`${postcode} `)
      ? r.int(3, 9) * 50
      : r.next() < 0.15
        ? 250
        : 0;
    const other = r.next() < 0.12 ? r.int(600, 4800) : 0;
    trips.push({
      date: d,
      client,
      postcode,
      job,
      miles: miles + r.int(-2, 3),
      parking,
      other,
      detail: other
        ? r.pick([
            'Hammer felts',
            'Strings (bass)',
            'Tuning pins',
            'Key bushing cloth',
            'Action parts',
          ])
        : undefined,
    });
  }
}
// the Durham festival job: the one long trip
const festival: Trip = {
  date: new Date(Date.UTC(2026, 6, 17)),
  client: 'Durham Cathedral (festival)',
  postcode: 'DH1 3EH',
  job: 'Concert prep',
  miles: 186,
  parking: 1200,
  other: 3450,
  detail: 'Overnight: B&B',
};
trips.push(festival);
trips.sort((a, b) => a.date.getTime() - b.date.getTime()); // stable: same-day trips keep their order

const mileage = (t: Trip): number => t.miles * 45;
const tot = (t: Trip): number => mileage(t) + t.parking + t.other;
const claimed = (t: Trip): boolean => t.date.getUTCMonth() <= 8;
const inMonth = (m: number): Trip[] => trips.filter((t) => t.date.getUTCMonth() === m);
const miles = trips.reduce((s, t) => s + t.miles, 0);
const monthMiles = [3, 4, 5, 6, 7, 8, 9, 10].map((m) =>
  inMonth(m).reduce((s, t) => s + t.miles, 0),
);
const longest = argMax(trips.map((t) => t.miles));
const stc = trips.filter((t) => t.client === "St Cecilia's School");
const westgate = trips.filter((t) => t.client === 'Westgate Concert Hall');

const questions = questionsFor('pianotuner', [
  [
    'how many miles have i done this tax year',
    { value: String(miles), means: 'Sum of Miles (6 April-30 November 2026)' },
  ],
  [
    'mileage allowance so far',
    { value: hundredths(total(trips.map(mileage))), means: 'Sum of Mileage £ (45p a mile)' },
  ],
  [
    "how much haven't i claimed yet",
    {
      value: hundredths(total(trips.filter((t) => !claimed(t)).map(tot))),
      means: 'Total £ of the rows with no claim (October-November)',
    },
  ],
  [
    'parking total',
    { value: hundredths(total(trips.map((t) => t.parking))), means: 'Sum of Parking £' },
  ],
  ['miles in october', { value: String(monthMiles[6]), means: 'Miles of the October 2026 trips' }],
  [
    'longest trip',
    {
      at: [trips[longest]!.client, 'Durham', ...dayPlaces(2026, 6, 17)],
      means: 'The trip with the most miles',
    },
  ],
  [
    "how many visits to st cecilia's",
    { value: String(stc.length), means: "Rows for St Cecilia's School" },
  ],
  [
    'average miles per trip',
    { value: meanCents(miles * 100, trips.length), means: 'Total miles / number of trips' },
  ],
  [
    'total claim for september',
    { value: hundredths(total(inMonth(8).map(tot))), means: 'Total £ of the September 2026 rows' },
  ],
  [
    'busiest month for mileage',
    { at: monthAt(3 + argMax(monthMiles), 2026), means: 'The month with the most miles' },
  ],
  [
    'other expenses total',
    { value: hundredths(total(trips.map((t) => t.other))), means: 'Sum of Other £' },
  ],
  [
    'total expenses for the westgate concert hall jobs',
    {
      value: hundredths(total(westgate.map(tot))),
      means: 'Total £ of the Westgate Concert Hall rows',
    },
  ],
  [
    'how many trips in november',
    { value: String(inMonth(10).length), means: 'Rows dated November 2026' },
  ],
  [
    'how much did i earn from tuning this year',
    { refuse: true, means: 'Expenses only; no income' },
  ],
  [
    "what's my fuel cost per mile",
    { refuse: true, means: 'Flat 45p allowance; no fuel costs kept' },
  ],
]);

const GBP = '£#,##0.00';

export const pianotuner: BlindBook = {
  name: 'pianotuner',
  business: 'piano tuner (sole trader)',
  shape: 'mileage & expenses log: trips with miles × 45p, parking, other, total, claimed status',
  questions,
  checks: [
    same('months = total miles', BigInt(monthMiles.reduce((s, x) => s + x, 0)), BigInt(miles)),
    same(
      'mileage + parking + other = total',
      total(trips.map(mileage)) +
        total(trips.map((t) => t.parking)) +
        total(trips.map((t) => t.other)),
      total(trips.map(tot)),
    ),
    same(
      'claimed + unclaimed = total',
      total(trips.filter(claimed).map(tot)) + total(trips.filter((t) => !claimed(t)).map(tot)),
      total(trips.map(tot)),
    ),
    unique(
      'trip miles',
      trips.map((t) => t.miles),
    ),
    unique('month miles', monthMiles),
    holds('under the 10,000-mile band', miles < 10000),
    holds('some Westgate trips', westgate.length >= 2),
  ],
  bytes: async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Mileage 2026-27');
    putRows(ws, [
      ['J. Whitlock Piano Services: mileage & expenses 2026/27'],
      [
        'Tax year from 6 April 2026 · own car at 45p a mile (first 10,000 miles) · receipts in the blue folder',
      ],
      [],
      [
        'Date',
        'Client',
        'Job',
        'Postcode',
        'Miles (return)',
        'Mileage £',
        'Parking £',
        'Other £',
        'Other details',
        'Total £',
        'Claimed',
      ],
      ...trips.map((t) => [
        t.date,
        t.client,
        t.job,
        t.postcode,
        t.miles,
        cell(mileage(t)),
        t.parking ? cell(t.parking) : undefined,
        t.other ? cell(t.other) : undefined,
        t.detail,
        cell(tot(t)),
        claimed(t) ? 'Claimed 05/10/26' : undefined,
      ]),
      [
        'Total',
        undefined,
        undefined,
        undefined,
        miles,
        cell(total(trips.map(mileage))),
        cell(total(trips.map((t) => t.parking))),
        cell(total(trips.map((t) => t.other))),
        undefined,
        cell(total(trips.map(tot))),
      ],
    ]);
    ws.getRow(1).font = { bold: true, size: 14 };
    ws.getRow(4).font = { bold: true };
    ws.getColumn(1).numFmt = 'ddd dd/mm/yy';
    ws.getColumn(1).width = 14;
    ws.getColumn(2).width = 28;
    for (const c of [6, 7, 8, 10]) ws.getColumn(c).numFmt = GBP;
    return toBytes(wb);
  },
};
