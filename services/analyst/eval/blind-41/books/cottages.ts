/**
 * cottages — holiday cottage lets, bookings & deposits ledger, arrivals April 2026 – March 2027
 * (GBP): ref, guest, cottage, arrival, nights × rate = booking value, 25% deposit and its date,
 * balance paid, balance due, status (Stayed / Confirmed / "Cancelled – deposit kept"); Totals.
 */
import ExcelJS from 'exceljs';
import { money, ratio2 } from '../../expect';
import {
  cell,
  countOf,
  day,
  holds,
  pickAt,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  where,
  type BlindBook,
} from '../lib';
import { extreme, groupSum } from '../lib';

const r = rng(13);
const COTTAGES: Array<[string, number]> = [
  ['Bramble Cottage', 16500],
  ['The Old Dairy', 21000],
  ['Swallow Barn', 12500],
];
const SURNAMES = [
  'Henderson',
  'Okafor',
  'MacLeod',
  'Patel',
  'Whitfield',
  'Nowak',
  'Brennan',
  'Ashworth',
  'Lindqvist',
  'Chaudhry',
  'Pemberton',
  'Doyle',
  'Fairbairn',
  'Kowalczyk',
  'Rees',
  'Yates',
  'Hargreaves',
  'Mbeki',
  'Sinclair',
  'Trevithick',
  'Beaumont',
  'Gallagher',
  'Iqbal',
  'Jennings',
  'Lloyd',
  'Moreau',
  'Thornton',
  'Varga',
  'Wainwright',
  'Quinn',
  'Carmichael',
  'Dunbar',
  'Everett',
  'Forsyth',
  'Greenwood',
  'Holloway',
  'Ingram',
  'Kerr',
  'Abernethy',
  'Bullock',
  'Cartwright',
  'Drummond',
  'Egan',
  'Fitzroy',
  'Gillespie',
  'Hartley',
];
interface B {
  ref: string;
  guest: string;
  cottage: string;
  y: number;
  m: number;
  d: number;
  nights: number;
  rate: number;
  value: number;
  deposit: number;
  depDate: Date;
  balPaid?: number;
  balDue?: number;
  status: string;
}
const bookings: B[] = [];
let k = 0;
for (let mm = 3; mm <= 14; mm++) {
  const y = mm >= 12 ? 2027 : 2026;
  const m = mm % 12;
  const per = m >= 5 && m <= 8 ? 4 : m === 11 ? 4 : 3;
  const days = [3, 10, 17, 24].slice(0, per);
  days.forEach((d0, j) => {
    const [cottage, base] = COTTAGES[r.pick([0, 0, 0, 1, 1, 2, 2])]!;
    const rate = base + (m === 6 || m === 7 ? 4000 : m === 11 ? 2500 : 0);
    const nights = k === 15 ? 14 : r.pick([2, 3, 3, 4, 5, 7, 7]);
    const value = rate * nights;
    const deposit = Math.round(value / 400) * 100;
    const arrival = day(y, m, d0 + (j % 2));
    const depDate = new Date(arrival.getTime() - r.int(60, 200) * 86400000);
    const guest = `${r.pick(['Mr & Mrs', 'Dr', 'Ms', 'Mr', 'Mrs'])} ${SURNAMES[k % SURNAMES.length]!}`;
    const past = arrival < day(2026, 11, 7);
    const b: B = {
      ref: `HC-${26100 + k}`,
      guest,
      cottage,
      y,
      m,
      d: d0 + (j % 2),
      nights,
      rate,
      value,
      deposit,
      depDate,
      status: past ? 'Stayed' : 'Confirmed',
    };
    if (past) b.balPaid = value - deposit;
    else if (arrival <= day(2027, 0, 17)) b.balPaid = value - deposit;
    else b.balDue = value - deposit;
    bookings.push(b);
    k++;
  });
}
const canIdx = where(
  bookings,
  (b) => b.y === 2026 && b.m < 11 && b.m !== 7 && b.cottage !== 'Bramble Cottage' && b.nights < 14,
);
for (const idx of [canIdx[1]!, canIdx[6]!, canIdx[canIdx.length - 2]!]) {
  const b = bookings[idx]!;
  b.status = 'Cancelled – deposit kept';
  b.balPaid = undefined;
  b.balDue = undefined;
}
const live = bookings.filter((b) => !b.status.startsWith('Cancelled'));
const cancelled = bookings.filter((b) => b.status.startsWith('Cancelled'));
const stayed = bookings.filter((b) => b.status === 'Stayed');
const confirmed = bookings.filter((b) => b.status === 'Confirmed');
const DEP = total(bookings.map((b) => b.deposit));
const DUE = total(bookings.map((b) => b.balDue ?? 0));
const PAIDBAL = total(bookings.map((b) => b.balPaid ?? 0));
const VALUE = total(bookings.map((b) => b.value));
const next = countOf(bookings, (b) => b.y === 2027);
const byCount = groupSum(
  bookings,
  (b) => b.cottage,
  () => 1,
);
const byCountLive = groupSum(
  live,
  (b) => b.cottage,
  () => 1,
);
const [popular] = extreme(byCount);
const values = bookings.map((b) => b.value);
const big = values.indexOf(Math.max(...values));
const nightsAll = total(bookings.map((b) => b.nights));
const nightsLive = total(live.map((b) => b.nights));
const bramble = total(
  pickAt(
    bookings.map((b) => b.nights),
    where(bookings, (b) => b.cottage === 'Bramble Cottage'),
  ),
);
const stayValue = total(stayed.map((b) => b.value));
const kept = total(cancelled.map((b) => b.deposit));
const owes = bookings.find((b) => b.balDue !== undefined && b.y === 2027 && b.m === 2)!;
const aug = countOf(bookings, (b) => b.y === 2026 && b.m === 7);
const confVal = total(confirmed.map((b) => b.value));
const firstStay = stayed[0]!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Bookings');
  ws.getCell('A1').value = 'Hollowcombe Holiday Cottages — bookings & deposits';
  ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value =
    'Arrivals April 2026 – March 2027 · £ · 25% deposit on booking, balance 6 weeks before arrival';
  ws.getRow(4).values = [
    'Ref',
    'Guest',
    'Cottage',
    'Arrival',
    'Nights',
    'Rate / night £',
    'Booking value £',
    'Deposit paid £',
    'Deposit date',
    'Balance paid £',
    'Balance due £',
    'Status',
  ];
  ws.getRow(4).font = { bold: true };
  bookings.forEach((b, j) => {
    ws.getRow(5 + j).values = [
      b.ref,
      b.guest,
      b.cottage,
      day(b.y, b.m, b.d),
      b.nights,
      cell(b.rate),
      cell(b.value),
      cell(b.deposit),
      b.depDate,
      b.balPaid === undefined ? null : cell(b.balPaid),
      b.balDue === undefined ? null : cell(b.balDue),
      b.status,
    ];
  });
  const t = ws.getRow(5 + bookings.length);
  t.values = [
    'Totals',
    null,
    null,
    null,
    Number(nightsAll),
    null,
    cell(VALUE),
    cell(DEP),
    null,
    cell(PAIDBAL),
    cell(DUE),
    null,
  ];
  t.font = { bold: true };
  ws.getColumn(4).numFmt = 'dd/mm/yyyy';
  ws.getColumn(9).numFmt = 'dd/mm/yyyy';
  for (const c of [6, 7, 8, 10, 11]) ws.getColumn(c).numFmt = '#,##0.00';
  ws.getColumn(2).width = 22;
  ws.getColumn(3).width = 18;
  return toBytes(wb);
}

export const cottages: BlindBook = {
  name: 'cottages',
  business: 'holiday cottage lets (three cottages)',
  shape: 'bookings & deposits ledger',
  bytes,
  checks: [
    same(
      'deposit + balance paid + due = value on live bookings',
      total(live.map((b) => b.deposit + (b.balPaid ?? 0) + (b.balDue ?? 0))),
      total(live.map((b) => b.value)),
    ),
    same('deposits = live + kept', total(live.map((b) => b.deposit)) + kept, DEP),
    unique('bookings by cottage', [...byCount.values()]),
    holds('most popular same without cancellations', extreme(byCountLive)[0] === popular),
    unique('booking values', values),
    holds(
      'surnames unique',
      new Set(bookings.map((b) => b.guest.split(' ').pop())).size === bookings.length,
    ),
    holds(
      'no Bramble cancellation, no August cancellation, cancellations in 2026',
      cancelled.every((b) => b.cottage !== 'Bramble Cottage' && b.m !== 7 && b.y === 2026),
    ),
  ],
  questions: questionsFor('cottages', [
    [
      'how much have we taken in deposits',
      { value: money(DEP), means: 'Totals row, Deposit paid (kept deposits included)' },
    ],
    ['how much is still owed on bookings', { value: money(DUE), means: 'Totals row, Balance due' }],
    [
      'how many bookings have we got for next year',
      { value: String(next), means: 'bookings arriving in 2027' },
    ],
    [
      'which cottage is most popular',
      { at: popular, means: 'the cottage with the most bookings (the same without cancellations)' },
    ],
    [
      'how many nights is bramble cottage booked',
      { value: String(bramble), means: 'Nights of Bramble Cottage bookings (none cancelled)' },
    ],
    [
      'how many cancellations have we had',
      { value: String(cancelled.length), means: 'rows with status Cancelled – deposit kept' },
    ],
    [
      'biggest booking',
      {
        at: bookings[big]!.guest.split(' ').pop()!,
        value: money(values[big]!),
        means: 'the booking with the largest Booking value',
      },
    ],
    [
      'average length of stay',
      {
        value: [
          ratio2(nightsAll, BigInt(bookings.length)),
          ratio2(nightsLive, BigInt(live.length)),
        ],
        tol: 0.01,
        means: 'mean Nights, with or without cancellations',
      },
    ],
    [
      'how much have we made from stays so far',
      {
        value: [money(stayValue), money(stayValue + kept)],
        means: 'Booking value of the Stayed rows, with or without the kept deposits',
      },
    ],
    [
      `what does the ${owes.guest.split(' ').pop()} booking still owe`,
      { value: money(owes.balDue!), means: `Balance due on ${owes.ref}` },
    ],
    ['how many bookings in august', { value: String(aug), means: 'arrivals in August 2026' }],
    [
      'how much have we kept from cancellations',
      { value: money(kept), means: 'Deposit paid on the cancelled rows' },
    ],
    [
      'value of bookings still to come',
      { value: money(confVal), means: 'Booking value of the Confirmed rows' },
    ],
    [
      `how much did the ${firstStay.guest.split(' ').pop()} party pay altogether`,
      {
        value: money(firstStay.deposit + firstStay.balPaid!),
        means: `Deposit + Balance paid on ${firstStay.ref}`,
      },
    ],
    [
      'how many guests stayed in july',
      { refuse: true, means: 'the ledger holds bookings, not party sizes' },
    ],
    [
      'what did we spend on cleaning between stays',
      { refuse: true, means: 'no costs on the ledger' },
    ],
  ]),
};
