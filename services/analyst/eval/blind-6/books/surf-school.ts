/** Surf school: a booking log, one row per sale (date, customer, lesson, people, price, amount), AUD. */
import ExcelJS from 'exceljs';
import { meanCents, money, sum } from '../../expect';
import {
  MONTHS,
  argMax,
  argMin,
  assertEq,
  cell,
  centsAt,
  questionsFor,
  rng,
  toBytes,
  uniqueMax,
  type BlindBook,
} from '../kit';

const NAME = 'surf-school';
const LESSONS: Array<[string, number]> = [
  ['Group lesson', 6500],
  ['Private lesson', 14000],
  ['Kids camp day', 9000],
  ['Board hire', 3500],
];
const CUSTOMERS = [
  'Mia Thornton',
  'Jack Rourke',
  'Sunset Hostel',
  'Ava Nguyen',
  'Coastal High School',
  'Liam Park',
  'Harper Wills',
  'Byron Backpackers',
  'Noah Kelly',
  'Zoe Marchetti',
  'Oliver Brandt',
  'Isla Ferreira',
];
interface Sale {
  month: number;
  day: number;
  customer: string;
  lesson: number;
  qty: number;
  amount: bigint;
}
const r = rng(2);
const sales: Sale[] = [];
for (let i = 0; i < 86; i++) {
  const lesson = r.int(0, 3);
  const qty = lesson === 1 ? r.int(1, 2) : r.int(1, 8);
  sales.push({
    month: r.int(0, 11),
    day: r.int(1, 28),
    customer: r.pick(CUSTOMERS),
    lesson,
    qty,
    amount: BigInt(LESSONS[lesson]![1] * qty),
  });
}
sales.sort((a, b) => a.month - b.month || a.day - b.day);
const total = sum(sales.map((s) => s.amount));
const byMonth = MONTHS.map((_, m) => sum(sales.filter((s) => s.month === m).map((s) => s.amount)));
const byCustomer = CUSTOMERS.map((c) =>
  sum(sales.filter((s) => s.customer === c).map((s) => s.amount)),
);
const byLesson = LESSONS.map((_, l) =>
  sum(sales.filter((s) => s.lesson === l).map((s) => s.amount)),
);
const amounts = sales.map((s) => s.amount);
const big = argMax(amounts);
const small = argMin(amounts);
const topCustomer = argMax(byCustomer);
const bestMonth = argMax(byMonth);
const uniqueBig = amounts.filter((a) => a === amounts[big]).length === 1;

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Bookings');
  ws.addRow(['Date', 'Customer', 'Lesson', 'People', 'Price / person', 'Amount (AUD)']);
  for (const s of sales) {
    ws.addRow([
      new Date(Date.UTC(2025, s.month, s.day)),
      s.customer,
      LESSONS[s.lesson]![0],
      s.qty,
      cell(LESSONS[s.lesson]![1]),
      cell(s.amount),
    ]);
  }
  ws.getColumn(1).numFmt = 'dd/mm/yyyy';
  ws.getColumn(5).numFmt = '$#,##0.00';
  ws.getColumn(6).numFmt = '$#,##0.00';
  return toBytes(wb);
}

function verify(wb: ExcelJS.Workbook): void {
  const ws = wb.getWorksheet('Bookings')!;
  let t = 0n;
  for (let i = 0; i < sales.length; i++) {
    const row = i + 2;
    const people = BigInt(ws.getCell(`D${row}`).value as number);
    assertEq(`amount row ${row}`, people * centsAt(ws, `E${row}`), centsAt(ws, `F${row}`));
    t += centsAt(ws, `F${row}`);
  }
  assertEq('log total', t, total);
  if (!uniqueMax(byCustomer) || !uniqueMax(byMonth)) throw new Error('tie in an extreme');
}

const q2 = sales.filter((s) => s.month >= 3 && s.month <= 5);
const someone = CUSTOMERS[3]!;

export const surfSchool: BlindBook = {
  name: NAME,
  business: 'surf school',
  shape: 'sales log, one row per booking, dates, no totals row',
  build,
  verify,
  questions: questionsFor(NAME, [
    ['total sales this year', { value: money(total) }, 'sum of the Amount column'],
    [
      'how many bookings did we have in Q2',
      { value: String(q2.length) },
      'count of rows dated April..June 2025',
    ],
    [
      'whats our average sale',
      { value: meanCents(total, sales.length) },
      'mean of Amount over all rows, to the cent',
    ],
    [
      'biggest single sale',
      uniqueBig
        ? { value: money(amounts[big]!), at: sales[big]!.customer }
        : { value: money(amounts[big]!) },
      'largest Amount (and its customer when unique)',
    ],
    [
      'how much did private lessons bring in',
      { value: money(byLesson[1]!) },
      'sum of Amount where Lesson = Private lesson',
    ],
    ['sales in february', { value: money(byMonth[1]!) }, 'sum of Amount dated February 2025'],
    [
      'which customer spent the most with us',
      { value: money(byCustomer[topCustomer]!), at: CUSTOMERS[topCustomer]! },
      'customer with the largest Amount sum',
    ],
    [
      'total number of people booked',
      { value: String(sales.reduce((s, x) => s + x.qty, 0)) },
      'sum of the People column (all rows, board hire included: the question names bookings)',
    ],
    [
      `how much has ${someone} spent`,
      { value: money(byCustomer[3]!) },
      `sum of Amount for ${someone}`,
    ],
    [
      'best month for sales',
      { value: money(byMonth[bestMonth]!), at: MONTHS[bestMonth]! },
      'calendar month with the largest Amount sum',
    ],
    ['how many bookings in total', { value: String(sales.length) }, 'number of sale rows'],
    ['smallest sale we made', { value: money(amounts[small]!) }, 'smallest Amount'],
    [
      'board hire revenue',
      { value: money(byLesson[3]!) },
      'sum of Amount where Lesson = Board hire',
    ],
    ['what was our margin on lessons', { refuse: true }, 'no costs in the log'],
    ['how much did we pay the instructors', { refuse: true }, 'no wages in the log'],
    [
      'how much did kids camps make in the first half',
      {
        value: money(sum(sales.filter((s) => s.lesson === 2 && s.month < 6).map((s) => s.amount))),
      },
      'Kids camp day rows dated Jan..Jun',
    ],
    [
      'sales in Q4',
      { value: money(byMonth[9]! + byMonth[10]! + byMonth[11]!) },
      'Amount dated Oct..Dec',
    ],
    [
      'number of group lesson bookings',
      { value: String(sales.filter((s) => s.lesson === 0).length) },
      'count of rows with Lesson = Group lesson',
    ],
  ]),
};
