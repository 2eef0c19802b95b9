/** Kayak tour operator (NT$): a bookings log, one row per sale, Jan-Jun 2025, no totals. */
import ExcelJS from 'exceljs';
import { hundredths, meanCents, ratio2, sum } from '../../expect';
import { REFUSE, argmax, asker, bytes, cell, int, rng, sheet, type BlindBook } from '../kit';

const r = rng(17702);
const tours = ['Sunset paddle', 'Sea cave tour', 'River half-day', 'Full-day island'];
const price = [180000n, 240000n, 150000n, 420000n]; // NT$ cents per guest
const customers = [
  'Lin Family',
  'Chen Wei',
  'Formosa Travel',
  'Huang Mei',
  'Taipei Outdoor Club',
  'Kao Jun',
  'Wu Hsin',
];
interface Sale {
  d: Date;
  cust: string;
  tour: number;
  guests: number;
  amount: bigint;
}
const sales: Sale[] = [];
for (let i = 0; i < 64; i++) {
  const m = int(r, 0, 5);
  const tour = int(r, 0, 3);
  const guests = int(r, 1, 8);
  sales.push({
    d: new Date(Date.UTC(2025, m, int(r, 1, 28))),
    cust: customers[int(r, 0, 6)]!,
    tour,
    guests,
    amount: price[tour]! * BigInt(guests),
  });
}
sales.sort((a, b) => a.d.getTime() - b.d.getTime());

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  sheet(wb, 'Bookings', [
    ['Date', 'Ref', 'Customer', 'Tour', 'Guests', 'Price / guest (NT$)', 'Amount (NT$)'],
    ...sales.map((s, i) => [
      s.d,
      `KY-${2401 + i}`,
      s.cust,
      tours[s.tour]!,
      s.guests,
      cell(price[s.tour]!),
      cell(s.amount),
    ]),
  ]);
  return bytes(wb);
}

const { q, list } = asker('kayak');
const total = sum(sales.map((s) => s.amount));
const inMonth = (m: number) => sales.filter((s) => s.d.getUTCMonth() === m);
const q2 = sales.filter((s) => s.d.getUTCMonth() >= 3);
const big = argmax(sales.map((s) => s.amount));
const byCust = customers.map((c) => sum(sales.filter((s) => s.cust === c).map((s) => s.amount)));
const guests = sales.reduce((a, s) => a + s.guests, 0);
const byTour = tours.map((_, t) => sum(sales.filter((s) => s.tour === t).map((s) => s.amount)));
q('total bookings revenue so far', { value: hundredths(total) }, 'sum of Amount');
q('how many sales in Q2', { value: String(q2.length) }, 'count of rows dated Apr-Jun');
q('average sale', { value: meanCents(total, sales.length) }, 'mean Amount over all rows');
q(
  'biggest single booking',
  { value: hundredths(sales[big]!.amount) },
  'largest Amount (a unique maximum is not guaranteed, value only)',
);
q(
  'who is our best customer',
  { value: hundredths(byCust[argmax(byCust)]!), at: customers[argmax(byCust)]! },
  'customer with the highest summed Amount',
);
q('how many guests did we take out in total', { value: String(guests) }, 'sum of Guests');
q(
  'revenue from sunset paddles',
  { value: hundredths(byTour[0]!) },
  'sum of Amount where Tour = Sunset paddle',
);
q(
  'how much did we make in may',
  { value: hundredths(sum(inMonth(4).map((s) => s.amount))) },
  'sum of Amount dated May 2025',
);
q('number of bookings in march', { value: String(inMonth(2).length) }, 'count of rows dated March');
q(
  'which tour makes the most money',
  { value: hundredths(byTour[argmax(byTour)]!), at: tours[argmax(byTour)]! },
  'tour with the highest summed Amount',
);
q(
  'how much has formosa travel spent with us',
  { value: hundredths(byCust[2]!) },
  'sum of Amount for Formosa Travel',
);
q('average group size', { value: ratio2(guests, sales.length) }, 'guests / bookings, two decimals');
q(
  'full day island tour revenue in january',
  {
    value: hundredths(
      sum(
        inMonth(0)
          .filter((s) => s.tour === 3)
          .map((s) => s.amount),
      ),
    ),
  },
  'filtered sum',
);
q('how much did we make in july', REFUSE, 'the log ends in June');
q('what did the guides cost us', REFUSE, 'no costs in the log');
q('how many no-shows did we have', REFUSE, 'no attendance column');
export const kayak: BlindBook = {
  name: 'kayak',
  business: 'kayak tour operator',
  build,
  questions: list,
};
