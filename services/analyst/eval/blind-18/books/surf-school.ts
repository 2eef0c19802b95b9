/** A surf school's sales log (RM): one row per booking, no title lines, a notes column. */
import ExcelJS from 'exceljs';
import { meanCents, money, pct } from '../../expect';
import {
  argMax,
  cell,
  int,
  monthAt,
  pick,
  questionsFor,
  REFUSE,
  rngFor,
  S,
  toBytes,
  type BlindBook,
} from './kit';

const NAME = 'surf-school';
const r = rngFor(NAME);
const types = [
  ['Group lesson', 8500],
  ['Private lesson', 22000],
  ['Board hire', 4000],
  ['Wetsuit hire', 2500],
  ['Surf camp (3 days)', 59900],
] as const;
const customers = [
  'Aisyah Rahman',
  'Tan Wei Ling',
  'Marcus Lee',
  'Nurul Huda',
  'Daniel Ong',
  'Siti Aminah',
  'Hafiz Karim',
  'Chloe Lim',
  'Arjun Nair',
  'Mei Chen',
  'Farid Ismail',
  'Grace Wong',
];
const sales = Array.from({ length: 84 }, (_, i) => {
  const month = Math.floor(i / 14);
  const [type, price] = pick(r, types);
  const qty = int(r, 1, 4);
  return {
    date: new Date(Date.UTC(2025, month, int(r, 1, 28))),
    no: 5001 + i,
    customer: pick(r, customers),
    type,
    qty,
    price,
    amount: qty * price,
  };
}).sort((a, b) => a.date.getTime() - b.date.getTime() || a.no - b.no);

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Bookings');
  ws.addRow([
    'Date',
    'Booking #',
    'Customer',
    'Lesson / item',
    'Qty',
    'Unit price (RM)',
    'Amount (RM)',
    'Notes',
  ]);
  sales.forEach((s, i) =>
    ws.addRow([
      s.date,
      s.no,
      s.customer,
      s.type,
      s.qty,
      cell(s.price),
      cell(s.amount),
      i % 9 === 0 ? 'paid by transfer' : '',
    ]),
  );
  ws.getColumn(1).numFmt = 'dd/mm/yyyy';
  return toBytes(wb);
}

const total = S(sales.map((s) => s.amount));
const inMonth = (m: number) => sales.filter((s) => s.date.getUTCMonth() === m);
const byMonth = [0, 1, 2, 3, 4, 5].map((m) => S(inMonth(m).map((s) => s.amount)));
const byCust = customers.map((c) => S(sales.filter((s) => s.customer === c).map((s) => s.amount)));
const top = argMax(byCust);
const ofType = (t: string) => sales.filter((s) => s.type === t);
const bestM = argMax(byMonth);
const q2Count = sales.filter((s) => s.date.getUTCMonth() >= 3).length;
const biggest = sales.reduce((b, s) => (s.amount > b.amount ? s : b));

export const surfSchool: BlindBook = {
  name: NAME,
  business: 'surf school (RM)',
  build,
  checks: [
    { what: 'monthly sums = log total', a: S(byMonth), b: total },
    { what: 'customer sums = log total', a: S(byCust), b: total },
  ],
  questions: questionsFor(NAME, [
    ['total sales', { value: money(total) }, 'sum of Amount, all rows'],
    ['how many sales in Q2', { value: String(q2Count) }, 'count of bookings dated Apr-Jun 2025'],
    [
      'average sale',
      { value: meanCents(total, sales.length) },
      'sum of Amount / number of bookings',
    ],
    ['biggest single booking?', { value: money(biggest.amount) }, 'largest Amount in one row'],
    [
      'who spent the most with us',
      { value: money(byCust[top]!), at: customers[top]! },
      'customer with the largest summed Amount',
    ],
    [
      'how much has Marcus Lee spent',
      { value: money(byCust[2]!) },
      'sum of Amount where Customer = Marcus Lee',
    ],
    ['sales in march', { value: money(byMonth[2]!) }, 'sum of Amount dated March 2025'],
    [
      'how many group lessons did we sell',
      { value: String(S(ofType('Group lesson').map((s) => s.qty))) },
      'sum of Qty where item = Group lesson (units sold)',
    ],
    [
      'revenue from board hire',
      { value: money(S(ofType('Board hire').map((s) => s.amount))) },
      'sum of Amount where item = Board hire',
    ],
    [
      'best month for sales',
      { value: money(byMonth[bestM]!), at: monthAt(bestM) },
      'month with the largest summed Amount',
    ],
    [
      'how many bookings did grace wong make',
      { value: String(sales.filter((s) => s.customer === 'Grace Wong').length) },
      'count of rows for Grace Wong',
    ],
    [
      'what share of revenue comes from private lessons',
      { value: pct(S(ofType('Private lesson').map((s) => s.amount)), total) },
      'Private lesson Amount / total Amount * 100',
    ],
    [
      'surf camp sales in june',
      {
        value: money(
          S(
            ofType('Surf camp (3 days)')
              .filter((s) => s.date.getUTCMonth() === 5)
              .map((s) => s.amount),
          ),
        ),
      },
      'Amount, Surf camp rows dated June',
    ],
    ['how many students are booked for next week', REFUSE, 'the log holds past bookings only'],
    ['sales in september', REFUSE, 'the log covers January to June 2025 only'],
    ['whats our margin on wetsuit hire', REFUSE, 'no costs on the sheet'],
  ]),
};
