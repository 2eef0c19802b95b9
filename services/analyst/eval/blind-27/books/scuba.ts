/** Scuba centre, $: a sales log, one row per booking (date, customer, course, divers, price, amount). */
import ExcelJS from 'exceljs';
import { meanCents, money, ratio2 } from '../../expect';
import {
  argMax,
  cell,
  monthPlaces,
  questionsFor,
  rng,
  toBytes,
  total,
  type BlindBook,
} from '../lib';

const r = rng(2);
const customers = [
  'Reef Runners Club',
  'M. Okafor',
  'Blue Hole Tours',
  'S. Lindqvist',
  'Hotel Coral Bay',
  'K. Tanaka',
  'Deep End Divers',
];
const courses: Array<[string, number]> = [
  ['Open Water', 42500],
  ['Night Dive', 9500],
  ['Wreck Dive', 12000],
  ['Advanced', 31000],
  ['Try Dive', 6500],
];
interface Sale {
  d: Date;
  cust: string;
  course: string;
  qty: number;
  price: number;
  amt: number;
}
const sales: Sale[] = [];
for (let i = 0; i < 72; i++) {
  const m = Math.floor(i / 12);
  const day = 1 + (i % 12) * 2 + r.int(0, 1);
  const [course, price] = r.pick(courses);
  const qty = r.int(1, 6);
  sales.push({
    d: new Date(Date.UTC(2026, m, day)),
    cust: r.pick(customers),
    course,
    qty,
    price,
    amt: qty * price,
  });
}
const byMonth = [0, 1, 2, 3, 4, 5].map((m) =>
  total(sales.filter((s) => s.d.getUTCMonth() === m).map((s) => s.amt)),
);
const byCust = customers.map((c) => total(sales.filter((s) => s.cust === c).map((s) => s.amt)));
const amts = sales.map((s) => s.amt);
const grand = total(amts);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Bookings');
  ws.addRow(['Date', 'Customer', 'Course', 'Divers', 'Price per diver', 'Amount']);
  for (const s of sales) ws.addRow([s.d, s.cust, s.course, s.qty, cell(s.price), cell(s.amt)]);
  ws.getColumn(1).numFmt = 'dd/mm/yyyy';
  return toBytes(wb);
}

const q2count = sales.filter((s) => s.d.getUTCMonth() >= 3).length;
const ow = total(sales.filter((s) => s.course === 'Open Water').map((s) => s.amt));
const marDivers = sales.filter((s) => s.d.getUTCMonth() === 2).reduce((a, s) => a + s.qty, 0);
const bigIdx = argMax(amts);
const topCust = argMax(byCust);
const hotel = sales.filter((s) => s.cust === 'Hotel Coral Bay');
const divers = sales.reduce((a, s) => a + s.qty, 0);

export const scuba: BlindBook = {
  name: 'scuba',
  business: 'scuba diving centre',
  shape: 'sales log, one row per booking',
  bytes,
  checks: [{ what: 'months sum = all rows', a: total(byMonth), b: grand }],
  questions: questionsFor('scuba', [
    ['total takings from bookings', { value: money(grand), means: 'sum of Amount, all rows' }],
    [
      'how many bookings in Q2',
      { value: String(q2count), means: 'count of rows dated Apr-Jun 2026' },
    ],
    [
      'average sale',
      { value: meanCents(grand, sales.length), means: 'mean Amount per booking row' },
    ],
    [
      'who is our biggest customer',
      {
        at: customers[topCust],
        value: money(byCust[topCust]!),
        means: 'customer with the largest sum of Amount',
      },
    ],
    [
      'how much did open water courses bring in',
      { value: money(ow), means: 'sum of Amount where Course = Open Water' },
    ],
    [
      'how many divers did we take out in march',
      { value: String(marDivers), means: 'sum of Divers, March rows' },
    ],
    [
      'largest single booking?',
      {
        value: money(amts[bigIdx]!),
        means: 'max Amount of one row (a tie does not change the figure)',
      },
    ],
    ['revenue in feb', { value: money(byMonth[1]!), means: 'sum of Amount, February 2026' }],
    [
      'which month was best',
      {
        at: monthPlaces(argMax(byMonth), 2026),
        value: money(byMonth[argMax(byMonth)]!),
        means: 'month with the largest sum of Amount',
      },
    ],
    [
      'how much has hotel coral bay spent with us',
      { value: money(total(hotel.map((s) => s.amt))), means: 'sum of Amount for Hotel Coral Bay' },
    ],
    [
      'how many times did hotel coral bay book',
      { value: String(hotel.length), means: 'count of rows for Hotel Coral Bay' },
    ],
    [
      'average divers per booking',
      { value: ratio2(divers, sales.length), means: 'sum of Divers / number of rows, 2 decimals' },
    ],
    ["what's our margin on night dives", { refuse: true, means: 'no costs in the log' }],
    [
      'how many new customers did we get this year',
      { refuse: true, means: 'the log starts in January; "new" cannot be told from it' },
    ],
    ['what did we take in july', { refuse: true, means: 'the log ends in June 2026' }],
  ]),
};
