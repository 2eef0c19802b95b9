/**
 * glamping: a glamping site in the Dordogne, bookings and deposits ledger in euro. One row per
 * booking: ref, guest, unit, arrival and deposit dates typed as text (dd/mm/yyyy), nights,
 * guests, rate per night, booking value, deposit (30%), balance paid, balance due, status
 * (Stayed / Cancelled - deposit kept / Confirmed). Season April-October 2026, the treehouse at
 * Christmas, and the first 2027 bookings. Totals row.
 */
import ExcelJS from 'exceljs';
import { divRound, hundredths, meanCents } from '../../expect';
import {
  argMax,
  cell,
  holds,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
} from '../lib';

const r = rng(9);
const UNITS: Array<[string, number]> = [
  ['Yurt Étoile', 12500],
  ['Yurt Lune', 12500],
  ['Treehouse', 21000],
  ['Safari tent A', 14500],
  ['Safari tent B', 14500],
  ["Shepherd's hut", 9500],
];
const GUESTS = [
  'Moreau',
  'Dupont',
  'Schmidt',
  'Van Dijk',
  'Bernard',
  'Thompson',
  'Lefèvre',
  'Garcia',
  'Rossi',
  'Müller',
  'Petit',
  'Janssens',
  'Walsh',
  'Laurent',
  'Fournier',
  'Novak',
  'Girard',
  'Andersson',
  'Bonnet',
  'Keller',
  'Martin',
  'Hughes',
  'Roux',
  'De Smet',
  'Blanc',
  'Fontaine',
  'Kowalczyk',
  'Chevalier',
  'Evans',
  'Mercier',
  'Leroy',
  'Olsen',
  'Perrin',
  'Brun',
  'Collins',
  'Faure',
  'Weber',
  'Morel',
  'Jansen',
  'Lambert',
  'Gauthier',
  'Meyer',
  'Rousseau',
  'Byrne',
  'Vincent',
  'Lindgren',
  'Muller',
  'Dubois',
  'Peeters',
  'Henry',
  'Barbier',
  'Sørensen',
  'Arnaud',
  'Clarke',
  'Marchand',
  'Fischer',
  'Caron',
  'Lemaire',
  'Hofmann',
  'Dumas',
  'Nielsen',
  'Renaud',
  'Murphy',
  'Vidal',
  'Giraud',
  'Bakker',
  'Lacroix',
  'Schneider',
  'Guerin',
  'Maes',
  'Boyer',
  'Wright',
  'Huet',
  'Visser',
  'Colin',
  'Rey',
  'Hansen',
  'Picard',
  'Baker',
  'Aubert',
];

interface Booking {
  ref: string;
  guest: string;
  unit: string;
  arrive: Date;
  nights: number;
  people: number;
  rate: number;
  deposit: number;
  depositOn: Date;
  status: 'Stayed' | 'Cancelled - deposit kept' | 'Confirmed';
}
const text = (d: Date): string =>
  `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
const addDays = (d: Date, n: number): Date => new Date(d.getTime() + n * 86400000);

const bookings: Booking[] = [];
// each unit's season 2026 (3 April - 31 October): stays of 2-7 nights with gaps between
for (const [unit, rate] of UNITS) {
  let at = Date.UTC(2026, 3, 3 + r.int(0, 6));
  for (;;) {
    const nights = r.int(2, 7);
    const arrive = new Date(at);
    if (at + nights * 86400000 > Date.UTC(2026, 9, 31)) break;
    bookings.push({
      ref: '',
      guest: '',
      unit,
      arrive,
      nights,
      people: r.int(2, 4),
      rate,
      deposit: 0,
      depositOn: addDays(arrive, -r.int(30, 150)),
      status: 'Stayed',
    });
    at += (nights + r.int(6, 24)) * 86400000;
  }
}
// Christmas in the treehouse, then 2027
const later: Array<[string, Date, number]> = [
  ['Treehouse', new Date(Date.UTC(2026, 11, 22)), 4],
  ['Treehouse', new Date(Date.UTC(2026, 11, 27)), 3],
  ['Yurt Étoile', new Date(Date.UTC(2027, 3, 16)), 5],
  ['Safari tent A', new Date(Date.UTC(2027, 4, 1)), 4],
  ['Treehouse', new Date(Date.UTC(2027, 6, 10)), 9],
  ["Shepherd's hut", new Date(Date.UTC(2027, 7, 2)), 3],
];
for (const [unit, arrive, nights] of later)
  bookings.push({
    ref: '',
    guest: '',
    unit,
    arrive,
    nights,
    people: r.int(2, 4),
    rate: UNITS.find((u) => u[0] === unit)![1],
    deposit: 0,
    depositOn: new Date(
      Math.min(
        addDays(arrive, -r.int(20, 200)).getTime(),
        Date.UTC(2026, 5, 1) + r.int(0, 185) * 86400000,
      ),
    ),
    status: 'Confirmed',
  });
bookings.sort((a, b) => a.arrive.getTime() - b.arrive.getTime());
bookings.forEach((b, i) => {
  b.guest = GUESTS[i]!;
  b.ref = `CL-${b.arrive.getUTCFullYear() % 100}-${String(i + 1).padStart(3, '0')}`;
  b.deposit = Number(divRound(BigInt(b.rate * b.nights) * 30n, 10000n)) * 100;
});
// three cancellations (none in August, none in the treehouse)
const cancel = bookings
  .map((b, i) => i)
  .filter(
    (i) =>
      bookings[i]!.status === 'Stayed' &&
      bookings[i]!.unit !== 'Treehouse' &&
      bookings[i]!.arrive.getUTCMonth() !== 7,
  );
for (const i of [cancel[3]!, cancel[11]!, cancel[17]!])
  bookings[i]!.status = 'Cancelled - deposit kept';
// the Dupont booking is the 2027 treehouse week
const swap = (a: string, b: Booking): void => {
  const o = bookings.find((x) => x.guest === a)!;
  o.guest = b.guest;
  b.guest = a;
};
swap(
  'Dupont',
  bookings.find((b) => b.unit === 'Treehouse' && b.arrive.getUTCFullYear() === 2027)!,
);

const value = (b: Booking): number => b.rate * b.nights;
const balancePaid = (b: Booking): number =>
  b.status === 'Stayed' || (b.status === 'Confirmed' && b.arrive.getUTCFullYear() === 2026)
    ? value(b) - b.deposit
    : 0;
const due = (b: Booking): number =>
  b.status === 'Confirmed' ? value(b) - b.deposit - balancePaid(b) : 0;
const live = bookings.filter((b) => !b.status.startsWith('Cancelled'));
const stayed = bookings.filter((b) => b.status === 'Stayed');
const cancelled = bookings.filter((b) => b.status.startsWith('Cancelled'));
const unitValue = UNITS.map(([u]) => total(live.filter((b) => b.unit === u).map(value)));
const unitValueAll = UNITS.map(([u]) => total(bookings.filter((b) => b.unit === u).map(value)));
const biggest = argMax(live.map(value));
const moreau = bookings.find((b) => b.guest === 'Moreau')!;
const dupont = bookings.find((b) => b.guest === 'Dupont')!;
const aug = bookings.filter(
  (b) => b.arrive.getUTCFullYear() === 2026 && b.arrive.getUTCMonth() === 7,
);

const questions = questionsFor('glamping', [
  [
    'total deposits taken',
    {
      value: hundredths(total(bookings.map((b) => b.deposit))),
      means: 'Sum of Deposit, every booking',
    },
  ],
  [
    'how much is still owed on upcoming bookings',
    {
      value: hundredths(total(bookings.map(due))),
      means: 'Sum of Balance due (Confirmed bookings)',
    },
  ],
  [
    'how many nights has the treehouse been booked for in 2026',
    {
      value: String(
        bookings
          .filter((b) => b.unit === 'Treehouse' && b.arrive.getUTCFullYear() === 2026)
          .reduce((s, b) => s + b.nights, 0),
      ),
      means: 'Nights of treehouse bookings arriving in 2026 (none cancelled)',
    },
  ],
  [
    'how many bookings arrived in august',
    { value: String(aug.length), means: 'Arrivals in August 2026 (none cancelled)' },
  ],
  [
    'biggest booking',
    { at: [live[biggest]!.guest, live[biggest]!.ref], means: 'The largest booking value' },
  ],
  [
    'average length of stay',
    {
      value: [
        meanCents(live.reduce((s, b) => s + b.nights, 0) * 100, live.length),
        meanCents(stayed.reduce((s, b) => s + b.nights, 0) * 100, stayed.length),
        meanCents(bookings.reduce((s, b) => s + b.nights, 0) * 100, bookings.length),
      ],
      means: 'Mean nights of the bookings not cancelled (or of the stays so far, or of every row)',
    },
  ],
  ['how many cancellations', { value: String(cancelled.length), means: 'Cancelled rows' }],
  [
    'what did the moreau booking come to',
    { value: hundredths(value(moreau)), means: 'Moreau, booking value' },
  ],
  [
    "how much have we taken from guests who've stayed",
    {
      value: hundredths(total(stayed.map(value))),
      means: 'Deposit + balance paid of the Stayed bookings (= their booking value)',
    },
  ],
  [
    'which unit brings in the most',
    {
      at: UNITS[argMax(unitValue)]![0],
      means: 'The unit with the largest booking value (not cancelled)',
    },
  ],
  [
    'how much did we keep from cancellations',
    {
      value: hundredths(total(cancelled.map((b) => b.deposit))),
      means: 'Deposits of the cancelled bookings',
    },
  ],
  [
    'how much does dupont still owe',
    { value: hundredths(due(dupont)), means: 'Dupont, balance due' },
  ],
  [
    'how many bookings have we got for next year already',
    {
      value: String(bookings.filter((b) => b.arrive.getUTCFullYear() === 2027).length),
      means: 'Bookings arriving in 2027',
    },
  ],
  [
    "what's our occupancy rate",
    { refuse: true, means: 'No nights available / season length in the sheet' },
  ],
  ['did the schmidts leave a good review', { refuse: true, means: 'No reviews in the ledger' }],
]);

const EUR = '#,##0.00 €';

export const glamping: BlindBook = {
  name: 'glamping',
  business: 'glamping site',
  shape:
    'bookings & deposits ledger: text dates, nights × rate, 30% deposit, balance paid / due, status',
  questions,
  checks: [
    same(
      'deposit + balance paid + due = value (not cancelled)',
      total(live.map((b) => b.deposit + balancePaid(b) + due(b))),
      total(live.map(value)),
    ),
    same('units = bookings (not cancelled)', total(unitValue), total(live.map(value))),
    unique('booking value', live.map(value)),
    unique('unit value', unitValue),
    holds('same top unit with cancelled included', argMax(unitValueAll) === argMax(unitValue)),
    holds(
      'no cancelled treehouse or August booking',
      cancelled.every((b) => b.unit !== 'Treehouse' && b.arrive.getUTCMonth() !== 7),
    ),
    holds(
      'Moreau, Dupont and Schmidt once each',
      ['Moreau', 'Dupont', 'Schmidt'].every(
        (g) => bookings.filter((b) => b.guest === g).length === 1,
      ),
    ),
    holds('Dupont still owes', due(dupont) > 0),
    holds(
      'treehouse 2026 stays end in 2026',
      bookings.every(
        (b) =>
          b.arrive.getUTCFullYear() !== 2026 ||
          addDays(b.arrive, b.nights).getUTCFullYear() === 2026 ||
          b.arrive.getUTCDate() < 31,
      ),
    ),
    holds('three cancellations', cancelled.length === 3),
    holds(
      'every deposit was paid by 6 Dec 2026',
      bookings.every((b) => b.depositOn.getTime() <= Date.UTC(2026, 11, 6)),
    ),
  ],
  bytes: async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Bookings');
    putRows(ws, [
      ['Les Cabanes du Lac: bookings ledger'],
      [
        'Season 2026 and forward bookings · € · deposit 30% on booking, balance 6 weeks before arrival',
      ],
      [],
      [
        'Ref',
        'Guest',
        'Unit',
        'Arrival',
        'Nights',
        'Guests',
        'Rate / night',
        'Booking value',
        'Deposit',
        'Deposit paid on',
        'Balance paid',
        'Balance due',
        'Status',
      ],
      ...bookings.map((b) => [
        b.ref,
        b.guest,
        b.unit,
        text(b.arrive),
        b.nights,
        b.people,
        cell(b.rate),
        cell(value(b)),
        cell(b.deposit),
        text(b.depositOn),
        balancePaid(b) ? cell(balancePaid(b)) : undefined,
        due(b) ? cell(due(b)) : undefined,
        b.status,
      ]),
      [
        'Totals',
        undefined,
        undefined,
        undefined,
        bookings.reduce((s, b) => s + b.nights, 0),
        undefined,
        undefined,
        cell(total(bookings.map(value))),
        cell(total(bookings.map((b) => b.deposit))),
        undefined,
        cell(total(bookings.map(balancePaid))),
        cell(total(bookings.map(due))),
      ],
    ]);
    ws.getRow(1).font = { bold: true, size: 14 };
    ws.getRow(4).font = { bold: true };
    ws.getColumn(2).width = 14;
    ws.getColumn(3).width = 16;
    for (const c of [7, 8, 9, 11, 12]) ws.getColumn(c).numFmt = EUR;
    ws.getColumn(13).width = 24;
    return toBytes(wb);
  },
};
