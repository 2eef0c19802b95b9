/** Boat charter: a customer deposit ledger, one row per booking (€). */
import ExcelJS from 'exceljs';
import { hundredths, meanCents, pct } from '../../expect';
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

const r = rng(2);
const CUSTOMERS = [
  'Tanaka',
  'Müller',
  'Dubois',
  'Rossi',
  'Fernández',
  'Van Dijk',
  'Kowalski',
  'O’Brien',
  'Lindqvist',
  'Papadopoulos',
  'Schneider',
  'Moreau',
  'Costa',
  'Nielsen',
  'Bianchi',
  'Horvat',
  'Jansen',
  'Novak',
  'Weber',
  'Lefèvre',
];
const BOATS = ['Catamaran Aurora', 'Motor Yacht Calypso', 'Sailing Yacht Meltemi'];
const NOTES = [
  '',
  '',
  'skipper requested',
  'vegan catering',
  '',
  'birthday party',
  '',
  'late arrival',
];

interface Booking {
  ref: string;
  customer: string;
  date: Date;
  month: number;
  boat: string;
  price: number;
  deposit: number;
  balance: number;
  notes: string;
}
const bookings: Booking[] = CUSTOMERS.map((customer, i) => {
  const month = 3 + Math.floor((i * 9) / CUSTOMERS.length); // Apr..Dec
  const d = r.int(1, 28);
  const boat = r.pick(BOATS);
  const base = boat.startsWith('Motor') ? r.int(4200, 9800) : r.int(1800, 5400);
  const price = base * 100 + r.pick([0, 0, 50]) * 100;
  const deposit = Math.round(price * 0.3);
  const past = month < 10; // charters up to October have sailed
  const balance = past
    ? i === 5 || i === 11
      ? r.int(0, price - deposit - 1000)
      : price - deposit
    : 0;
  return {
    ref: `BC-26${String(i + 1).padStart(3, '0')}`,
    customer,
    date: day(2026, month, d),
    month,
    boat,
    price,
    deposit,
    balance,
    notes: r.pick(NOTES),
  };
});
const out = (b: Booking): number => b.price - b.deposit - b.balance;
const outs = bookings.map(out);
const owes = argMax(outs);
const prices = bookings.map((b) => b.price);
const biggest = argMax(prices);
const tanaka = bookings.find((b) => b.customer === 'Tanaka')!;
const sumOf = (f: (b: Booking) => boolean, g: (b: Booking) => number): bigint =>
  total(bookings.filter(f).map(g));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Deposits 2026');
  const rows: unknown[][] = [
    ['Blue Cove Charters – customer deposit ledger 2026'],
    [],
    [
      'Booking ref',
      'Customer',
      'Charter date',
      'Boat',
      'Charter price €',
      'Deposit paid €',
      'Balance paid €',
      'Outstanding €',
      'Notes',
    ],
    ...bookings.map((b) => [
      b.ref,
      b.customer,
      b.date,
      b.boat,
      cell(b.price),
      cell(b.deposit),
      b.balance ? cell(b.balance) : undefined,
      cell(out(b)),
      b.notes || undefined,
    ]),
  ];
  putRows(ws, rows);
  ws.getColumn(3).numFmt = 'dd/mm/yyyy';
  return toBytes(wb);
}

const collected = sumOf(
  () => true,
  (b) => b.deposit + b.balance,
);
const q = questionsFor('charter', [
  [
    'how much are customers still owing us',
    { value: hundredths(total(outs)), means: 'sum of Outstanding € over all bookings' },
  ],
  [
    'total deposits taken',
    {
      value: hundredths(
        sumOf(
          () => true,
          (b) => b.deposit,
        ),
      ),
      means: 'sum of Deposit paid €',
    },
  ],
  [
    'who owes us the most?',
    {
      at: [bookings[owes]!.customer, bookings[owes]!.ref],
      means: 'customer with the largest Outstanding € (unique)',
    },
  ],
  [
    'what deposit did Tanaka pay',
    { value: hundredths(tanaka.deposit), means: 'Deposit paid € on the Tanaka booking' },
  ],
  [
    'how many bookings have we got on the catamaran',
    {
      value: String(bookings.filter((b) => b.boat === 'Catamaran Aurora').length),
      means: 'count of rows with Boat = Catamaran Aurora',
    },
  ],
  [
    "what's the average charter price",
    {
      value: meanCents(total(prices), bookings.length),
      means: 'mean Charter price € over 20 bookings',
    },
  ],
  [
    'charter value for july',
    {
      value: hundredths(
        sumOf(
          (b) => b.month === 6,
          (b) => b.price,
        ),
      ),
      means: 'sum of Charter price € where Charter date is in July 2026',
    },
  ],
  [
    'biggest booking this year',
    {
      at: [bookings[biggest]!.customer, bookings[biggest]!.ref],
      means: 'booking with the largest Charter price € (unique)',
    },
  ],
  [
    'deposits on the motor yacht',
    {
      value: hundredths(
        sumOf(
          (b) => b.boat === 'Motor Yacht Calypso',
          (b) => b.deposit,
        ),
      ),
      means: 'sum of Deposit paid € where Boat = Motor Yacht Calypso',
    },
  ],
  [
    'what % of the total charter value have we collected so far',
    {
      value: pct(collected, total(prices)),
      means: '(Deposit paid + Balance paid) / Charter price, all bookings, × 100, 2 dp',
    },
  ],
  [
    'balances received for august charters',
    {
      value: hundredths(
        sumOf(
          (b) => b.month === 7,
          (b) => b.balance,
        ),
      ),
      means: 'sum of Balance paid € where Charter date is in August 2026',
    },
  ],
  [
    'how much is outstanding on december charters',
    {
      value: hundredths(sumOf((b) => b.month === 11, out)),
      means: 'sum of Outstanding € where Charter date is in December 2026',
    },
  ],
  [
    'are the deposits refundable',
    { refuse: true, means: 'the refund policy is not in the ledger' },
  ],
  [
    'how much profit did we make on the Müller charter',
    { refuse: true, means: 'no costs in the ledger, only the price and payments' },
  ],
]);

export const charter: BlindBook = {
  name: 'charter',
  business: 'boat charter',
  shape: 'customer deposit ledger (price, deposit, balance, outstanding)',
  bytes,
  questions: q,
  checks: [
    {
      what: 'prices = deposits + balances + outstanding',
      a: total(prices),
      b: collected + total(outs),
    },
    { what: 'largest outstanding is unique', a: uniqueMax(outs) ? 1n : 0n, b: 1n },
    { what: 'largest price is unique', a: uniqueMax(prices) ? 1n : 0n, b: 1n },
    {
      what: 'one Tanaka and one Müller booking',
      a: BigInt(bookings.filter((b) => b.customer === 'Tanaka' || b.customer === 'Müller').length),
      b: 2n,
    },
  ],
};
