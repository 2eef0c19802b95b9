/**
 * Wedding venue (a Tuscan villa): bookings and deposits ledger, euros. Title rows and a terms
 * note; booking ref, couple, event date, guests, package, contract value, deposit paid and its
 * date, balance paid, balance due, status (Completed / Confirmed / "Cancelled – deposit
 * retained"); events April 2026 – October 2027; a Totals row.
 */
import ExcelJS from 'exceljs';
import { hundredths, ratio2 } from '../../expect';
import {
  argMax,
  cell,
  countOf,
  day,
  dayPlaces,
  holds,
  pickAt,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  where,
  whole,
  type BlindBook,
} from '../lib';

const r = rng(13);
const NAME = 'weddingvenue';
const PACKAGES: Array<[name: string, lo: number, hi: number]> = [
  ['Classic', 18000, 24000],
  ['Premium', 28000, 36000],
  ['Exclusive', 45000, 60000],
];
const COUPLES = [
  'Hughes & Patel',
  'Conti & Moretti',
  'Schneider & Wagner',
  'O’Brien & Walsh',
  'Dubois & Laurent',
  'Andersson & Berg',
  'Ricci & Greco',
  'Taylor & Evans',
  'Novak & Horvat',
  'Kim & Park',
  'Martin & Fournier',
  'Jansen & de Vries',
  'Costa & Ferreira',
  'Murphy & Kelly',
  'Weber & Fischer',
  'Rossi & Bianchi',
  'Silva & Santos',
  'Brown & Clarke',
  'Lindqvist & Holm',
  'Romano & Galli',
  'Nowak & Wójcik',
  'Harris & Lewis',
  'Bauer & Hoffmann',
  'Esposito & Marino',
  'Davies & Price',
];
interface B {
  couple: string;
  y: number;
  m: number;
  d: number;
  guests: number;
  pkg: number;
  contract: number;
  deposit: number;
  depDate: Date;
  balPaid: number;
  balDue: number;
  status: string;
}
const CANCELLED = new Set([4, 9]);
const bookings: B[] = COUPLES.map((couple, i) => {
  const y = i < 14 ? 2026 : 2027;
  const m = r.int(3, 9); // Apr..Oct
  const d = r.int(1, 28);
  const pkg = CANCELLED.has(i) ? 0 : r.pick([0, 0, 1, 1, 1, 2]);
  const [, lo, hi] = PACKAGES[pkg]!;
  const contract = whole(r, lo / 10, hi / 10) * 10;
  const deposit = Math.round(contract * 0.3);
  const dm = m + (y - 2026) * 12 - r.int(9, 15);
  const depDate = day(2026 + Math.floor(dm / 12), ((dm % 12) + 12) % 12, r.int(1, 28));
  const status = CANCELLED.has(i)
    ? 'Cancelled – deposit retained'
    : y === 2026
      ? 'Completed'
      : 'Confirmed';
  const done = status === 'Completed';
  return {
    couple,
    y,
    m,
    d,
    guests: r.int(60, 180),
    pkg,
    contract,
    deposit,
    depDate,
    balPaid: done ? contract - deposit : 0,
    balDue: status === 'Confirmed' ? contract - deposit : 0,
    status,
  };
});
bookings.sort((a, b) => a.y - b.y || a.m - b.m || a.d - b.d);

const col = (
  k: 'contract' | 'deposit' | 'balPaid' | 'balDue',
  ok: (b: B) => boolean = () => true,
): bigint =>
  total(
    pickAt(
      bookings.map((b) => b[k]),
      where(bookings, ok),
    ),
  );
const live = (b: B): boolean => !b.status.startsWith('Cancelled');
const deposits = col('deposit');
const due = col('balDue');
const n2027 = countOf(bookings, (b) => b.y === 2027);
const guests = bookings.map((b) => b.guests);
const biggest = argMax(guests);
const liveGuests = total(pickAt(guests, where(bookings, live)));
const nLive = countOf(bookings, live);
const completed = col('contract', (b) => b.status === 'Completed');
const kept = col('deposit', (b) => !live(b));
const pkgCount = PACKAGES.map((_, p) => countOf(bookings, (b) => live(b) && b.pkg === p));
const pkgCountAll = PACKAGES.map((_, p) => countOf(bookings, (b) => b.pkg === p));
const premium = col('contract', (b) => b.pkg === 1);
const RB = bookings.find((b) => b.couple === 'Rossi & Bianchi')!;
const next = bookings.find((b) => b.y === 2027)!;
const june27 = countOf(bookings, (b) => b.y === 2027 && b.m === 5);
const v2027 = col('contract', (b) => b.y === 2027);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Bookings');
  const rows: unknown[][] = [
    ['Villa Le Ginestre — Wedding bookings & deposits'],
    [
      '30% deposit on signing (non-refundable); balance due 8 weeks before the date. Updated 30/11/2026.',
    ],
    [],
    [
      'Ref',
      'Couple',
      'Event date',
      'Guests',
      'Package',
      'Contract value €',
      'Deposit paid €',
      'Deposit date',
      'Balance paid €',
      'Balance due €',
      'Status',
    ],
    ...bookings.map((b, i) => [
      `VLG-${b.y}-${String(i + 1).padStart(3, '0')}`,
      b.couple,
      day(b.y, b.m, b.d),
      b.guests,
      PACKAGES[b.pkg]![0],
      cell(b.contract),
      cell(b.deposit),
      b.depDate,
      b.balPaid ? cell(b.balPaid) : undefined,
      b.balDue ? cell(b.balDue) : undefined,
      b.status,
    ]),
    [
      'Totals',
      undefined,
      undefined,
      Number(total(guests)),
      undefined,
      cell(col('contract')),
      cell(deposits),
      undefined,
      cell(col('balPaid')),
      cell(due),
    ],
  ];
  putRows(ws, rows);
  ws.getRow(1).font = { bold: true, size: 13 };
  ws.getRow(4).font = { bold: true };
  ws.getRow(rows.length).font = { bold: true };
  for (const c of [3, 8]) ws.getColumn(c).numFmt = 'dd/mm/yyyy';
  for (const c of [6, 7, 9, 10]) ws.getColumn(c).numFmt = '€ #,##0.00';
  ws.getColumn(2).width = 22;
  ws.getColumn(11).width = 28;
  return toBytes(wb);
}

export const weddingvenue: BlindBook = {
  name: NAME,
  business: 'wedding venue (villa)',
  shape:
    'bookings & deposits ledger, events Apr 2026 – Oct 2027: contract, deposit, balance paid / due, status; Totals row',
  bytes,
  questions: questionsFor(NAME, [
    [
      'total deposits taken',
      { value: hundredths(deposits), means: 'Deposit paid column, all bookings' },
    ],
    ['how much is still to come in', { value: hundredths(due), means: 'Balance due column total' }],
    [
      'how many weddings have we got next year',
      { value: String(n2027), means: 'bookings with a 2027 event date (all Confirmed)' },
    ],
    [
      'biggest wedding',
      { at: bookings[biggest]!.couple, means: 'the booking with the most guests' },
    ],
    [
      'average guest count',
      {
        value: [ratio2(liveGuests, nLive), ratio2(total(guests), bookings.length)],
        means: 'mean guests, without or with the cancelled bookings',
      },
    ],
    [
      'how much did we make from weddings held this year',
      {
        value: [hundredths(completed), hundredths(completed + kept)],
        means: 'contract value of Completed 2026 weddings, or with the retained deposits',
      },
    ],
    [
      'most popular package',
      {
        at: PACKAGES[argMax(pkgCount)]![0],
        means: 'package booked most (same with or without cancellations)',
      },
    ],
    [
      'what do Rossi & Bianchi still owe',
      { value: hundredths(RB.balDue), means: 'their Balance due' },
    ],
    [
      'how many cancellations',
      { value: String(bookings.length - nLive), means: 'rows with status Cancelled' },
    ],
    [
      'how much did we keep from cancelled bookings',
      { value: hundredths(kept), means: 'deposits of the cancelled bookings' },
    ],
    [
      'premium package total',
      { value: hundredths(premium), means: 'Contract value, Package = Premium (none cancelled)' },
    ],
    [
      "when's the next wedding",
      {
        at: [next.couple, ...dayPlaces(next.y, next.m, next.d)],
        means: 'first event after 7 Dec 2026',
      },
    ],
    [
      'how many weddings in june 2027',
      { value: String(june27), means: 'bookings with an event date in June 2027' },
    ],
    [
      'total contract value for 2027',
      { value: hundredths(v2027), means: 'Contract value of the 2027 bookings' },
    ],
    ['how much did we spend on flowers', { refuse: true, means: 'no costs in a bookings ledger' }],
    [
      'will we be fully booked next summer',
      { refuse: true, means: 'no capacity or forecast held' },
    ],
  ]),
  checks: [
    same(
      'live bookings: deposit + balance paid + balance due = contract',
      col('deposit', live) + col('balPaid', live) + col('balDue', live),
      col('contract', live),
    ),
    same('deposits = live deposits + kept', col('deposit', live) + kept, deposits),
    unique('guests', guests),
    unique('package counts', pkgCount),
    holds('same most popular with cancellations', argMax(pkgCountAll) === argMax(pkgCount)),
    holds(
      'no premium cancelled',
      bookings.every((b) => live(b) || b.pkg !== 1),
    ),
    holds(
      'cancelled only in 2026',
      bookings.every((b) => live(b) || b.y === 2026),
    ),
    holds(
      'deposit dates before events',
      bookings.every((b) => b.depDate < day(b.y, b.m, b.d)),
    ),
    holds(
      'one wedding on the next date',
      countOf(bookings, (b) => b.y === next.y && b.m === next.m && b.d === next.d) === 1,
    ),
    holds('some June 2027', june27 > 0),
  ],
};
