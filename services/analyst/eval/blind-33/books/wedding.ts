/** Wedding venue: a deposits ledger for the 2027 season, GBP. */
import ExcelJS from 'exceljs';
import { hundredths, meanCents } from '../../expect';
import {
  type BlindBook,
  argMax,
  cell,
  day,
  monthPlaces,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
} from '../lib';

const r = rng(5);
const couples = [
  'Okafor & Reid',
  'Marsh & Patel',
  'Fraser & Lee',
  'Bennett & Cho',
  'Hughes & Hughes',
  'Adeyemi & Clarke',
  'Lomax & Duffy',
  'Sutton & Park',
  'Whitmore & Rao',
  'Kaye & Brennan',
  'Lindqvist & Moore',
  'Doyle & Achterberg',
  'Nash & Iqbal',
];
const wmonths = [4, 5, 5, 6, 5, 7, 8, 4, 6, 5, 8, 9, 3];
const bookings = couples.map((couple, i) => {
  const pkg = r.int(9800, 18900) * 100;
  const deposit = r.pick([1500_00, 2000_00, 2500_00]);
  const cancelled = i === 4 || i === 10;
  const further = cancelled ? 0 : r.next() < 0.5 ? r.int(10, 60) * 100_00 : 0;
  const month = wmonths[i]!;
  return {
    ref: `HB27-${String(i + 1).padStart(3, '0')}`,
    couple,
    date: day(2027, month, r.int(1, 28)),
    month,
    pkg,
    deposit,
    depDate: day(2025 + (i % 2), r.int(0, 10), r.int(1, 28)),
    further,
    balance: cancelled ? 0 : pkg - deposit - further,
    cancelled,
  };
});
const live = bookings.filter((b) => !b.cancelled);
const S = (xs: typeof bookings, f: (b: (typeof bookings)[number]) => number): bigint =>
  total(xs.map(f));
const find = (s: string): (typeof bookings)[number] =>
  bookings.find((b) => b.couple.startsWith(s))!;
const perMonth = Array.from({ length: 12 }, (_, m) => live.filter((b) => b.month === m).length);
const pkgs = bookings.map((b) => b.pkg);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Deposits 2027');
  putRows(ws, [
    ['Hartwell Barn Weddings'],
    ['Deposits ledger — 2027 season (updated 20/11/2026)'],
    [],
    [
      'Ref',
      'Couple',
      'Wedding date',
      'Package £',
      'Deposit £',
      'Deposit received',
      'Further payments £',
      'Balance due £',
      'Status',
      'Notes',
    ],
    ...bookings.map((b) => [
      b.ref,
      b.couple,
      b.date,
      cell(b.pkg),
      cell(b.deposit),
      b.depDate,
      b.further ? cell(b.further) : undefined,
      cell(b.balance),
      b.cancelled ? 'Cancelled' : 'Confirmed',
      b.cancelled ? 'cancelled – deposit non-refundable, kept' : undefined,
    ]),
    [],
    [
      'Totals',
      undefined,
      undefined,
      cell(S(bookings, (b) => b.pkg)),
      cell(S(bookings, (b) => b.deposit)),
      undefined,
      cell(S(bookings, (b) => b.further)),
      cell(S(bookings, (b) => b.balance)),
    ],
  ]);
  return toBytes(wb);
}

const bigM = argMax(perMonth);

export const wedding: BlindBook = {
  name: 'wedding',
  business: 'wedding venue',
  shape: 'deposits ledger: package, deposit, further payments, balance due, status',
  bytes,
  questions: questionsFor('wedding', [
    [
      'how much have we taken in deposits',
      {
        value: hundredths(S(bookings, (b) => b.deposit)),
        means: 'Deposit £ column total, all bookings',
      },
    ],
    [
      'what are couples still owing us',
      { value: hundredths(S(bookings, (b) => b.balance)), means: 'Balance due £ total' },
    ],
    [
      'how many weddings are confirmed',
      { value: String(live.length), means: 'rows with Status Confirmed' },
    ],
    [
      'biggest package booked',
      { at: bookings[argMax(pkgs)]!.couple, means: 'booking with the largest Package £' },
    ],
    [
      'balance left on the Okafor wedding',
      { value: hundredths(find('Okafor').balance), means: 'Balance due £ for Okafor & Reid' },
    ],
    [
      'busiest month next year',
      { at: monthPlaces(bigM, 2027), means: 'month of 2027 with the most confirmed weddings' },
    ],
    [
      'total value of confirmed bookings',
      { value: hundredths(S(live, (b) => b.pkg)), means: 'Package £ of Confirmed rows' },
    ],
    [
      'how many guests are coming to the Marsh wedding',
      { refuse: true, means: 'guest numbers are not in the ledger' },
    ],
    ['will we fill june', { refuse: true, means: 'a forecast' }],
    [
      'average package for confirmed weddings',
      {
        value: meanCents(
          S(live, (b) => b.pkg),
          live.length,
        ),
        means: 'Package £ of Confirmed rows / their count',
      },
    ],
    [
      'deposits we kept from cancellations',
      {
        value: hundredths(
          S(
            bookings.filter((b) => b.cancelled),
            (b) => b.deposit,
          ),
        ),
        means: 'Deposit £ on Cancelled rows (kept, non-refundable)',
      },
    ],
    [
      'total received so far, deposits and payments',
      {
        value: hundredths(S(bookings, (b) => b.deposit + b.further)),
        means: 'Deposit £ + Further payments £, all rows',
      },
    ],
    [
      'what have Bennett & Cho paid on top of the deposit',
      { value: hundredths(find('Bennett').further), means: 'Further payments £ for Bennett & Cho' },
    ],
  ]),
  checks: [
    {
      what: 'deposit + further + balance = package (confirmed)',
      a: S(live, (b) => b.deposit + b.further + b.balance),
      b: S(live, (b) => b.pkg),
    },
    { what: 'unique busiest month', a: uniqueMax(perMonth) ? 1n : 0n, b: 1n },
    { what: 'unique biggest package', a: uniqueMax(pkgs) ? 1n : 0n, b: 1n },
  ],
};
