/**
 * weddingdj — a wedding and events DJ's bookings & deposits ledger, events May 2026 – Aug 2027
 * (EUR): ref, client, event type, venue, event date, fee, 30% deposit and its date typed as text
 * (dd/mm/yyyy), balance paid, balance due, status (Done / Confirmed / "Cancelled – deposit
 * kept"); Totals row.
 */
import ExcelJS from 'exceljs';
import { hundredths, meanCents } from '../../expect';
import {
  day,
  cell,
  holds,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
} from '../lib';
import { extreme, groupSum, uniqueIn } from '../lib';

const r = rng(13);
const WEDS = [
  'Grace Foley & Rory Dunne',
  'Niamh Walsh & Darragh Ryan',
  "Sinéad O'Brien & Mark Doyle",
  'Ciara Nolan & Eoin Farrell',
  'Roisin Quinn & Tom Hayes',
  'Emma Daly & Conor Lynch',
  'Orla Brennan & Shane Murray',
  'Laura Kavanagh & Jack Power',
  'Aoife Byrne & Cian Kelly',
  'Aisling Moran & Kevin Reilly',
  'Clodagh Maher & Niall Burke',
  'Hannah Fitzgerald & Luke Casey',
  'Sarah McCarthy & Dylan Keane',
  'Megan Flood & Adam Carroll',
];
const CORP = [
  'Kerry Group staff party',
  'Stripe Dublin summer social',
  'Glanbia Christmas party',
  'ESB retirement night',
];
const BDAY = ['Mary Gallagher 50th', 'Paddy Whelan 40th', 'Deirdre Healy 60th'];
const VENUES = [
  'Tankardstown House',
  'Ballymagarvey Village',
  'Cliff at Lyons',
  'Clontarf Castle',
  'The Shelbourne',
];
interface B {
  client: string;
  type: string;
  venue: string;
  y: number;
  m: number;
  d: number;
  fee: number;
  dep: number;
  depDate: string;
  paid: number;
  due: number;
  status: string;
}
const raw: Array<Omit<B, 'dep' | 'depDate' | 'paid' | 'due' | 'status'>> = [];
WEDS.forEach((c, k) => {
  const y = k < 8 ? 2026 : 2027;
  raw.push({
    client: c,
    type: 'Wedding',
    venue: k % 2 === 0 ? VENUES[0]! : VENUES[1 + (k % 4)]!,
    y,
    m: r.int(3, 9),
    d: r.int(1, 28),
    fee: c.startsWith('Clodagh')
      ? 1400_00
      : c.startsWith('Hannah')
        ? 2450_00
        : r.int(26, 44) * 5000,
  });
});
CORP.forEach((c, k) =>
  raw.push({
    client: c,
    type: 'Corporate',
    venue: ['The Shelbourne', 'Clontarf Castle', 'Clontarf Castle', 'Cliff at Lyons'][k]!,
    y: 2026,
    m: k === 2 ? 11 : r.int(4, 10),
    d: r.int(1, 28),
    fee: r.int(18, 30) * 5000,
  }),
);
BDAY.forEach((c) =>
  raw.push({
    client: c,
    type: 'Birthday',
    venue: 'Private house',
    y: 2026,
    m: r.int(1, 11),
    d: r.int(1, 28),
    fee: r.int(8, 14) * 5000,
  }),
);
raw.sort((a, b) => a.y - b.y || a.m - b.m || a.d - b.d);
const NOW = day(2026, 11, 7).getTime();
const CANCELLED = ['Clodagh Maher & Niall Burke', 'Paddy Whelan 40th'];
const books: B[] = raw.map((x) => {
  const dep = (x.fee * 30) / 100;
  const dd = day(x.y, x.m, x.d);
  const depAt = new Date(dd.getTime() - r.int(120, 330) * 86400000);
  const depDate = `${String(depAt.getUTCDate()).padStart(2, '0')}/${String(depAt.getUTCMonth() + 1).padStart(2, '0')}/${depAt.getUTCFullYear()}`;
  if (CANCELLED.includes(x.client))
    return { ...x, dep, depDate, paid: 0, due: 0, status: 'Cancelled – deposit kept' };
  const done = dd.getTime() < NOW;
  return {
    ...x,
    dep,
    depDate,
    paid: done ? x.fee - dep : 0,
    due: done ? 0 : x.fee - dep,
    status: done ? 'Done' : 'Confirmed',
  };
});
const live = books.filter((b) => !b.status.startsWith('Cancelled'));
const cancelled = books.filter((b) => b.status.startsWith('Cancelled'));
const deps = total(books.map((b) => b.dep));
const due = total(books.map((b) => b.due));
const done26 = books.filter((b) => b.status === 'Done' && b.y === 2026);
const doneFees = total(done26.map((b) => b.fee));
const kept = total(cancelled.filter((b) => b.y === 2026).map((b) => b.dep));
const weds = books.filter((b) => b.type === 'Wedding');
const wedsLive = weds.filter((b) => !b.status.startsWith('Cancelled'));
const byVenue = groupSum(
  live,
  (b) => b.venue,
  () => 1,
);
const byVenueAll = groupSum(
  books,
  (b) => b.venue,
  () => 1,
);
const fees = books.map((b) => b.fee);
const top = books[fees.indexOf(Math.max(...fees))]!;
const byrne = books.find((b) => b.client.startsWith('Aoife Byrne'))!;
const y27 = live.filter((b) => b.y === 2027);
const dec = live.filter((b) => b.y === 2026 && b.m === 11);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Bookings');
  ws.getCell('A1').value = 'Spin Cycle Events (Dublin) — Bookings & deposits ledger';
  ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value =
    'Deposit 30% on booking, balance 14 days before the event. Updated 07/12/2026.';
  const head = [
    'Ref',
    'Client',
    'Event',
    'Venue',
    'Event date',
    'Fee €',
    'Deposit €',
    'Deposit paid',
    'Balance paid €',
    'Balance due €',
    'Status',
  ];
  head.forEach((h, i) => (ws.getRow(4).getCell(i + 1).value = h));
  ws.getRow(4).font = { bold: true };
  books.forEach((b, i) => {
    ws.getRow(5 + i).values = [
      `SC-${b.y % 100}-${String(i + 1).padStart(3, '0')}`,
      b.client,
      b.type,
      b.venue,
      day(b.y, b.m, b.d),
      cell(b.fee),
      cell(b.dep),
      b.depDate,
      b.paid ? cell(b.paid) : null,
      b.due ? cell(b.due) : null,
      b.status,
    ];
  });
  const t = ws.getRow(5 + books.length);
  t.values = [
    'Totals',
    null,
    null,
    null,
    null,
    cell(total(fees)),
    cell(deps),
    null,
    cell(total(books.map((b) => b.paid))),
    cell(due),
  ];
  t.font = { bold: true };
  ws.getColumn(5).numFmt = 'ddd dd/mm/yyyy';
  for (const c of [6, 7, 9, 10]) ws.getColumn(c).numFmt = '€#,##0.00';
  ws.getColumn(2).width = 32;
  return toBytes(wb);
}

export const weddingdj: BlindBook = {
  name: 'weddingdj',
  business: 'wedding and events DJ',
  shape: 'bookings & deposits ledger',
  bytes,
  questions: questionsFor('weddingdj', [
    [
      'how much have we taken in deposits',
      {
        value: hundredths(deps),
        means: 'Deposit € of every booking, cancelled ones kept included (= Totals)',
      },
    ],
    [
      'how much balance is still to come in',
      { value: hundredths(due), means: 'Balance due € total (confirmed bookings)' },
    ],
    [
      'how many weddings have we got booked for next year',
      {
        value: String(weds.filter((b) => b.y === 2027 && !b.status.startsWith('Cancelled')).length),
        means: '2027 weddings, not cancelled',
      },
    ],
    [
      'biggest booking',
      { at: top.client, means: 'the largest Fee € (unique; not a cancelled one)' },
    ],
    [
      'how many gigs have we done this year',
      { value: String(done26.length), means: 'Done rows dated 2026' },
    ],
    [
      'how much have we made from gigs done this year',
      {
        value: [hundredths(doneFees), hundredths(doneFees + kept)],
        means: 'fees of 2026 Done gigs, with or without the kept deposits of 2026 cancellations',
      },
    ],
    [
      'how many cancellations',
      { value: String(cancelled.length), means: 'rows marked Cancelled – deposit kept' },
    ],
    [
      'average wedding fee',
      {
        value: [
          meanCents(total(wedsLive.map((b) => b.fee)), wedsLive.length),
          meanCents(total(weds.map((b) => b.fee)), weds.length),
        ],
        means: 'mean Fee € of weddings, without or with the cancelled one',
      },
    ],
    [
      'which venue do we play most',
      {
        at: extreme(byVenue)[0],
        means: 'the venue with the most bookings (same with or without cancellations; unique)',
      },
    ],
    [
      'what does the byrne wedding still owe',
      { value: hundredths(byrne.due), means: 'Balance due € of Aoife Byrne & Cian Kelly' },
    ],
    [
      'how many corporate gigs',
      {
        value: String(books.filter((b) => b.type === 'Corporate').length),
        means: 'Corporate rows (none cancelled)',
      },
    ],
    [
      'how much did we keep from cancelled bookings',
      {
        value: hundredths(total(cancelled.map((b) => b.dep))),
        means: 'deposits of the cancelled bookings',
      },
    ],
    [
      'how many gigs in december',
      { value: String(dec.length), means: 'December 2026 events, not cancelled' },
    ],
    [
      "what's booked for 2027 in total",
      {
        value: hundredths(total(y27.map((b) => b.fee))),
        means: 'Fee € of 2027 events, not cancelled',
      },
    ],
    [
      'how much did we spend on new speakers',
      { refuse: true, means: 'a bookings ledger holds no costs' },
    ],
    [
      'will next summer be busier than this one',
      { refuse: true, means: 'a forecast / opinion the sheet does not hold' },
    ],
  ]),
  checks: [
    same(
      'deposit + paid + due = fee on live bookings',
      total(live.map((b) => b.dep + b.paid + b.due)),
      total(live.map((b) => b.fee)),
    ),
    same(
      'deposits = live + kept',
      total(live.map((b) => b.dep)) + total(cancelled.map((b) => b.dep)),
      deps,
    ),
    unique('biggest fee', fees),
    holds('biggest booking is live', !top.status.startsWith('Cancelled')),
    uniqueIn('top venue (live)', byVenue),
    holds('top venue same with cancellations', extreme(byVenue)[0] === extreme(byVenueAll)[0]),
    uniqueIn('top venue (all)', byVenueAll),
    holds('byrne is still to come', byrne.status === 'Confirmed' && byrne.due > 0),
    holds(
      'no corporate cancelled',
      books.every((b) => b.type !== 'Corporate' || !b.status.startsWith('Cancelled')),
    ),
    holds('a december gig', dec.length > 0),
  ],
};
