/** A bike repair shop's job log, one row per line sold, a blank row between months. CHF. */
import ExcelJS from 'exceljs';
import { meanCents, money, sum } from '../../expect';
import {
  amt,
  argMax,
  cents,
  int,
  monthAt,
  put,
  questionsFor,
  REFUSE,
  rng,
  toBytes,
  type BlindBook,
  type Row,
} from '../kit';

const r = rng(2);
const CUSTOMERS = [
  'M. Keller',
  'Velo Club Thun',
  'S. Baumann',
  'Café Rad',
  'L. Frei',
  'Kurierdienst Blitz',
  'A. Meier',
];
const SERVICES: Array<[string, number, number]> = [
  ['Full service', 120, 220],
  ['Wheel truing', 35, 60],
  ['Inner tube', 9, 14],
  ['Brake bleed', 55, 90],
  ['Chain & cassette', 95, 180],
  ['E-bike diagnostics', 70, 110],
];
interface Sale {
  month: number;
  day: number;
  ticket: number;
  customer: string;
  service: string;
  qty: number;
  unit: number;
  amount: number;
}
const sales: Sale[] = [];
let ticket = 4101;
for (let m = 0; m < 6; m++) {
  const n = int(r, 7, 12);
  const days = Array.from({ length: n }, () => int(r, 1, 28)).sort((a, b) => a - b);
  for (const day of days) {
    const [service, lo, hi] = SERVICES[int(r, 0, SERVICES.length - 1)]!;
    const qty = service === 'Inner tube' ? int(r, 1, 4) : 1;
    const unit = cents(r, lo, hi);
    sales.push({
      month: m,
      day,
      ticket: ticket++,
      customer: CUSTOMERS[int(r, 0, CUSTOMERS.length - 1)]!,
      service,
      qty,
      unit,
      amount: qty * unit,
    });
  }
}

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Werkstatt');
  let row = put(ws, 1, [['Job log Jan-Jun 2025 (CHF)']]);
  row = put(ws, row, [
    ['Date', 'Ticket', 'Customer', 'Service', 'Qty', 'Unit price', 'Amount', 'Notes'],
  ]);
  for (let m = 0; m < 6; m++) {
    const rows: Row[] = sales
      .filter((s) => s.month === m)
      .map((s) => [
        new Date(Date.UTC(2025, s.month, s.day)),
        s.ticket,
        s.customer,
        s.service,
        s.qty,
        amt(s.unit),
        amt(s.amount),
        s.qty > 2 ? 'fleet' : null,
      ]);
    row = put(ws, row, rows) + 1;
  }
  return toBytes(wb);
}

const total = sum(sales.map((s) => s.amount));
const byCustomer = CUSTOMERS.map((c) =>
  sum(sales.filter((s) => s.customer === c).map((s) => s.amount)),
);
const byMonth = Array.from({ length: 6 }, (_, m) =>
  sum(sales.filter((s) => s.month === m).map((s) => s.amount)),
);
const svc = (name: string): bigint =>
  sum(sales.filter((s) => s.service === name).map((s) => s.amount));
const biggest = sales.reduce((b, s) => (s.amount > b.amount ? s : b));
const topCustomer = argMax(byCustomer);
const keller = byCustomer[0]!;
const tubes = sales.filter((s) => s.service === 'Inner tube').reduce((n, s) => n + s.qty, 0);

export const bikeRepair: BlindBook = {
  name: 'bike-repair',
  business: 'bike repair shop',
  shape: 'sales log with blank rows between months',
  build,
  checks: [{ what: 'sum by customer = sum by month', a: sum(byCustomer), b: sum(byMonth) }],
  questions: questionsFor('bike-repair', [
    ['total takings so far', { value: money(total) }, 'sum of Amount, all rows'],
    [
      'how many jobs did we do',
      { value: String(sales.length), tol: 0 },
      'count of log rows (one row per ticket)',
    ],
    ['average sale', { value: meanCents(total, sales.length) }, 'total Amount / number of rows'],
    ['biggest single job?', { value: money(biggest.amount) }, 'largest Amount'],
    [
      'who is our best customer',
      { at: CUSTOMERS[topCustomer]! },
      'customer with the highest summed Amount',
    ],
    [
      'how much has M. Keller spent with us',
      { value: money(keller) },
      'sum of Amount where Customer = M. Keller',
    ],
    [
      'what did wheel truing bring in',
      { value: money(svc('Wheel truing')) },
      'sum of Amount where Service = Wheel truing',
    ],
    [
      'how many jobs in march',
      { value: String(sales.filter((s) => s.month === 2).length), tol: 0 },
      'rows dated March 2025',
    ],
    [
      'takings in Q2',
      { value: money(byMonth[3]! + byMonth[4]! + byMonth[5]!) },
      'Amount dated Apr..Jun 2025',
    ],
    [
      'busiest month by takings',
      { at: monthAt(argMax(byMonth)) },
      'month with the highest summed Amount',
    ],
    [
      'how many inner tubes did we sell',
      { value: String(tubes), tol: 0 },
      'sum of Qty where Service = Inner tube',
    ],
    [
      'e-bike diagnostics revenue',
      { value: money(svc('E-bike diagnostics')) },
      'sum of Amount for that service',
    ],
    ['what did parts cost us', REFUSE, 'no cost column'],
    [
      'how many customers came back',
      REFUSE,
      'ambiguous: returning within what period; not a column',
    ],
    ['how much did we make in tips', REFUSE, 'tips are not recorded'],
  ]),
};
