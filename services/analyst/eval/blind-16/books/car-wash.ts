/**
 * Car wash (Singapore, S$): a sales log, one row per sale, with date, plate, customer type,
 * package, qty, unit price and amount. Note line under the header block.
 */
import ExcelJS from 'exceljs';
import { meanCents } from '../../expect';
import {
  argMax,
  asker,
  cell,
  m,
  pick,
  randInt,
  rngFor,
  sumB,
  toBytes,
  whole,
  writeRows,
  type BlindBook,
} from '../lib';

const NAME = 'car-wash';
const PACKAGES: Array<[string, number]> = [
  ['Express Wash', 1200],
  ['Deluxe Wash', 2500],
  ['Interior Detail', 6800],
  ['Ceramic Coat', 28000],
];
const CUSTOMERS = ['Walk-in', 'GrabFleet Pte', 'ComfortDelGro', 'Lim Family', 'Tan Motors'];

export const carWash: BlindBook = {
  name: NAME,
  business: 'car wash, S$',
  async build() {
    const r = rngFor(NAME);
    type Sale = {
      date: Date;
      customer: string;
      pkg: string;
      qty: number;
      unit: number;
      amount: bigint;
    };
    const sales: Sale[] = [];
    for (let i = 0; i < 90; i++) {
      const date = new Date(Date.UTC(2025, randInt(r, 0, 11), randInt(r, 1, 28)));
      const [pkg, unit] = pick(r, PACKAGES);
      const qty = randInt(r, 1, 4);
      sales.push({
        date,
        customer: pick(r, CUSTOMERS),
        pkg,
        qty,
        unit,
        amount: BigInt(unit * qty),
      });
    }
    sales.sort((a, b) => a.date.getTime() - b.date.getTime());

    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Sales Log');
    let at = writeRows(ws, 1, [['SparkleBay Car Wash'], ['All prices in SGD'], []]);
    at = writeRows(ws, at, [
      ['Date', 'Customer', 'Package', 'Qty', 'Unit Price (S$)', 'Amount (S$)'],
    ]);
    writeRows(
      ws,
      at,
      sales.map((s) => [s.date, s.customer, s.pkg, s.qty, cell(s.unit), cell(s.amount)]),
    );
    ws.getColumn(1).numFmt = 'dd/mm/yyyy';
    ws.getColumn(5).numFmt = '"S$"#,##0.00';
    ws.getColumn(6).numFmt = '"S$"#,##0.00';

    const total = sumB(sales.map((s) => s.amount));
    const inMonths = (a: number, b: number): Sale[] =>
      sales.filter((s) => s.date.getUTCMonth() >= a && s.date.getUTCMonth() <= b);
    const biggest = sales[argMax(sales.map((s) => s.amount))]!;
    const byCust = CUSTOMERS.map((c) =>
      sumB(sales.filter((s) => s.customer === c).map((s) => s.amount)),
    );
    const pkgQty = PACKAGES.map(([p]) =>
      sales.filter((s) => s.pkg === p).reduce((n, s) => n + s.qty, 0),
    );
    const { qs, ask, refuse } = asker(NAME);
    ask('total sales for 2025', { value: m(total) }, 'sum of Amount');
    ask(
      'how many sales in Q2',
      { value: whole(inMonths(3, 5).length) },
      'count of rows dated Apr-Jun',
    );
    ask(
      'average sale',
      { value: meanCents(total, sales.length) },
      'sum of Amount / number of rows, 2 dp',
    );
    ask('what was the biggest single sale', { value: m(biggest.amount) }, 'max Amount');
    ask(
      'how much did ceramic coat bring in',
      { value: m(sumB(sales.filter((s) => s.pkg === 'Ceramic Coat').map((s) => s.amount))) },
      'sum of Amount where Package = Ceramic Coat',
    );
    ask(
      'sales in march',
      { value: m(sumB(inMonths(2, 2).map((s) => s.amount))) },
      'sum of Amount dated March',
    );
    ask(
      'who is our best customer',
      { at: CUSTOMERS[argMax(byCust)]! },
      'customer with the largest sum of Amount',
    );
    ask(
      'how much did GrabFleet spend with us',
      { value: m(byCust[1]!) },
      'sum of Amount where Customer = GrabFleet Pte',
    );
    ask(
      'how many deluxe washes did we sell',
      { value: whole(pkgQty[1]!) },
      'sum of Qty where Package = Deluxe Wash (units, not rows)',
    );
    ask(
      'total cars washed in the second half',
      { value: whole(inMonths(6, 11).reduce((n, s) => n + s.qty, 0)) },
      'sum of Qty dated Jul-Dec',
    );
    ask('how many transactions were there', { value: whole(sales.length) }, 'row count');
    ask(
      'revenue from walk-ins in h1',
      {
        value: m(
          sumB(
            inMonths(0, 5)
              .filter((s) => s.customer === 'Walk-in')
              .map((s) => s.amount),
          ),
        ),
      },
      'Walk-in Amount Jan-Jun',
    );
    refuse('how much did we pay in water bills', 'no costs on a sales log');
    refuse('whats our profit margin on detailing', 'no costs on a sales log');

    return {
      bytes: await toBytes(wb),
      questions: qs,
      checks: [
        ['total = sum by customer', total, sumB(byCust)],
        [
          'each amount = qty x unit',
          sumB(sales.map((s) => s.amount)),
          sumB(sales.map((s) => BigInt(s.qty * s.unit))),
        ],
      ],
    };
  },
};
