/**
 * groomer: a mobile dog groomer's vehicle log and expenses claim (AUD), July to November 2026.
 * One row per trip: date, from, to, purpose, km, km claim at 88c/km, tolls & parking, other
 * expenses with details, total; a subtotal row after each month ("July total") and a grand
 * total row at the end.
 */
import ExcelJS from 'exceljs';
import { money, ratio2 } from '../../expect';
import {
  argMax,
  cell,
  day,
  dayPlaces,
  holds,
  monthAt,
  MONTHS,
  questionsFor,
  rng,
  toBytes,
  total,
  unique,
  type BlindBook,
  type CrossCheck,
} from '../lib';

const r = rng(11);
const HOME = 'Home (Carindale)';
const SUBURBS = [
  'Wynnum',
  'Manly',
  'Cleveland',
  'Capalaba',
  'Bulimba',
  'Coorparoo',
  'Camp Hill',
  'Mt Gravatt',
  'Wellington Point',
  'Victoria Point',
  'Birkdale',
  'Holland Park',
  'Redland Bay',
  'Morningside',
];
const RATE = 88; // cents per km
interface Trip {
  date: Date;
  to: string;
  purpose: string;
  km: number;
  claim: number;
  tolls: number;
  other: number;
  details: string;
  total: number;
}
const MONTHS_IDX = [6, 7, 8, 9, 10];
const OTHER = [
  ['Petstock Capalaba: shampoo & conditioner', 4000, 16000],
  ['Bunnings: hose fittings & spray nozzle', 1500, 6500],
  ['Blade sharpening (Groomers Edge)', 4500, 9000],
  ['Bunnings: tie-down straps', 2000, 4500],
  ['Car wash & vacuum', 1200, 2500],
] as const;

const TRIPS: Trip[][] = MONTHS_IDX.map((m) => {
  const n = r.int(8, 12);
  const days = new Set<number>();
  while (days.size < n) days.add(r.int(1, m === 8 || m === 10 ? 30 : 31));
  return [...days]
    .sort((a, b) => a - b)
    .map((d) => {
      const to = r.pick(SUBURBS);
      const km = r.int(9, 70);
      const supply = r.next() < 0.22;
      const o = supply ? r.pick(OTHER) : null;
      const other = o ? r.int(o[1], o[2]) : 0;
      const tolls = r.next() < 0.2 ? r.pick([590, 590, 880, 1200, 450]) : 0;
      const claim = km * RATE;
      return {
        date: day(2026, m, d),
        to,
        purpose: supply
          ? 'Client grooms + supplies run'
          : r.pick(['Client groom', 'Client grooms (2 stops)', 'Client groom']),
        km,
        claim,
        tolls,
        other,
        details: o ? o[0] : '',
        total: claim + tolls + other,
      };
    });
});
// one long trip: a show in Toowoomba in September
TRIPS[2]!.push({
  date: day(2026, 8, 27),
  to: 'Toowoomba',
  purpose: 'Groom & show prep (Toowoomba Royal dog show)',
  km: 268,
  claim: 268 * RATE,
  tolls: 1245,
  other: 0,
  details: '',
  total: 268 * RATE + 1245,
});
TRIPS[2]!.sort((a, b) => a.date.getTime() - b.date.getTime());

const ALL = TRIPS.flat();
const km = ALL.map((t) => t.km);
const longest = argMax(km);
const monthTotals = TRIPS.map((ts) => total(ts.map((t) => t.total)));
const topMonth = argMax(monthTotals);
const grand = total(ALL.map((t) => t.total));
const bunnings = total(ALL.filter((t) => t.details.startsWith('Bunnings')).map((t) => t.other));
const wynnum = ALL.filter((t) => t.to === 'Wynnum').length;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Log Jul-Nov 26');
  ws.getCell('A1').value = 'Suds on Wheels Mobile Dog Grooming: vehicle log & expenses';
  ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getCell('A2').value =
    'Ute: Toyota HiLux 123-ABC. Business km claimed at 88c/km (ATO cents per km, 2026-27). July to November 2026.';
  const head = [
    'Date',
    'From',
    'To',
    'Purpose',
    'Km',
    'Km claim ($0.88/km)',
    'Tolls & parking $',
    'Other $',
    'Other details',
    'Total $',
  ];
  const H = 4;
  head.forEach((t, i) => (ws.getRow(H).getCell(1 + i).value = t));
  ws.getRow(H).font = { bold: true };
  let row = H + 1;
  const money2 = '#,##0.00';
  const sumRow = (label: string, ts: Trip[]): void => {
    const w = ws.getRow(row++);
    w.getCell(1).value = label;
    w.getCell(5).value = ts.reduce((s, t) => s + t.km, 0);
    const v = [
      total(ts.map((t) => t.claim)),
      total(ts.map((t) => t.tolls)),
      total(ts.map((t) => t.other)),
    ];
    [6, 7, 8].forEach((c, i) => {
      w.getCell(c).value = cell(v[i]!);
      w.getCell(c).numFmt = money2;
    });
    w.getCell(10).value = cell(total(ts.map((t) => t.total)));
    w.getCell(10).numFmt = money2;
    w.font = { bold: true };
  };
  TRIPS.forEach((ts, mi) => {
    for (const t of ts) {
      const w = ws.getRow(row++);
      w.getCell(1).value = t.date;
      w.getCell(1).numFmt = 'dd/mm/yyyy';
      w.getCell(2).value = HOME;
      w.getCell(3).value = t.to;
      w.getCell(4).value = t.purpose;
      w.getCell(5).value = t.km;
      w.getCell(6).value = cell(t.claim);
      if (t.tolls) w.getCell(7).value = cell(t.tolls);
      if (t.other) w.getCell(8).value = cell(t.other);
      if (t.details) w.getCell(9).value = t.details;
      w.getCell(10).value = cell(t.total);
      for (const c of [6, 7, 8, 10]) w.getCell(c).numFmt = money2;
    }
    sumRow(`${MONTHS[MONTHS_IDX[mi]!]} total`, ts);
    row++;
  });
  sumRow('TOTAL Jul-Nov', ALL);
  ws.getRow(row + 1).getCell(1).value =
    'Odometer 30/06/2026: 84,212 km. Logbook period started 1 July.';
  [11, 17, 16, 34, 6, 12, 10, 9, 38, 10].forEach((wd, i) => (ws.getColumn(1 + i).width = wd));
  return toBytes(wb);
}

const checks: CrossCheck[] = [
  { what: 'month totals add to the grand total', a: total(monthTotals), b: grand },
  {
    what: 'km claim + tolls + other = total',
    a: total(ALL.map((t) => t.claim + t.tolls + t.other)),
    b: grand,
  },
  {
    what: 'km x 88c = km claim',
    a: BigInt(km.reduce((a, b) => a + b, 0) * RATE),
    b: total(ALL.map((t) => t.claim)),
  },
  unique('trip km', km),
  unique('month totals', monthTotals),
  holds('some Bunnings spend', bunnings > 0n),
  holds(
    'no fuel bought',
    ALL.every((t) => !/fuel|petrol|diesel/i.test(t.details)),
  ),
];

const L = ALL[longest]!;
const inMonth = (m: number): Trip[] => TRIPS[MONTHS_IDX.indexOf(m)]!;
const questions = questionsFor('groomer', [
  [
    'total km this period',
    {
      value: String(km.reduce((a, b) => a + b, 0)),
      means: 'sum of Km over the trip rows (subtotals not counted)',
    },
  ],
  ['total claim?', { value: money(grand), means: 'TOTAL Jul-Nov row, Total $' }],
  [
    'how much did we claim in august',
    { value: money(monthTotals[1]!), means: 'August total row, Total $' },
  ],
  [
    'tolls and parking total',
    { value: money(total(ALL.map((t) => t.tolls))), means: 'sum of Tolls & parking $' },
  ],
  [
    'longest trip',
    {
      at: [L.to, ...dayPlaces(2026, L.date.getUTCMonth(), L.date.getUTCDate())],
      value: String(L.km),
      means: 'trip row with the most Km',
    },
  ],
  [
    'how many trips in september',
    { value: String(inMonth(8).length), means: 'trip rows dated September 2026' },
  ],
  [
    'average km per trip',
    {
      value: ratio2(
        km.reduce((a, b) => a + b, 0),
        ALL.length,
      ),
      means: 'total km / trip rows, 2 decimals',
    },
  ],
  [
    'other expenses in october',
    { value: money(total(inMonth(9).map((t) => t.other))), means: 'Other $ of the October rows' },
  ],
  [
    'most expensive month',
    {
      at: monthAt(MONTHS_IDX[topMonth]!, 2026),
      value: money(monthTotals[topMonth]!),
      means: 'month with the largest Total $',
    },
  ],
  [
    'km claim for november',
    {
      value: money(total(inMonth(10).map((t) => t.claim))),
      means: 'Km claim of the November rows',
    },
  ],
  [
    'how much did we spend at bunnings',
    { value: money(bunnings), means: 'Other $ where the details start Bunnings' },
  ],
  ['how many trips to Wynnum', { value: String(wynnum), means: 'trip rows with To = Wynnum' }],
  [
    'how much fuel did we buy',
    { refuse: true, means: 'the log claims cents per km; no fuel purchases are held' },
  ],
  ['how many dogs did we groom in august', { refuse: true, means: 'no dog counts in the log' }],
]);

export const groomer: BlindBook = {
  name: 'groomer',
  business: 'mobile dog groomer',
  shape:
    'vehicle log & expenses claim: trips with km, km claim, tolls, other expenses; month subtotal rows and a grand total',
  bytes,
  questions,
  checks,
};
