/** Falconry display, ₦: loan amortisation schedule (period, date, opening, payment, interest, principal, closing), terms block above. */
import ExcelJS from 'exceljs';
import { divRound } from '../../expect';
import { money } from '../../expect';
import { cell, questionsFor, toBytes, total, type BlindBook } from '../lib';

// Terms: ₦18,000,000.00 at 21% a year, 24 monthly payments, first payment 31 Jan 2026.
const principal = 1800000000n;
const n = 24;
// monthly rate 1.75% = 175 / 10000; fixed payment computed exactly in rationals, rounded to the cent
// payment = P r / (1 - (1+r)^-n) = P r (1+r)^n / ((1+r)^n - 1), with (1+r) = 10175/10000
const pow = (b: bigint, e: number): bigint => (e === 0 ? 1n : b * pow(b, e - 1));
const num = principal * 175n * pow(10175n, n);
const den = 10000n * (pow(10175n, n) - pow(10000n, n));
const payment = divRound(num, den);
interface Row {
  k: number;
  date: Date;
  open: bigint;
  pay: bigint;
  int: bigint;
  prin: bigint;
  close: bigint;
}
const rows: Row[] = [];
let bal = principal;
for (let k = 1; k <= n; k++) {
  const int = divRound(bal * 175n, 10000n);
  const pay = k === n ? bal + int : payment; // last payment clears the balance
  const prin = pay - int;
  rows.push({
    k,
    date: new Date(Date.UTC(2026, k, 0)),
    open: bal,
    pay,
    int,
    prin,
    close: bal - prin,
  });
  bal -= prin;
}

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Van loan');
  ws.addRow(['Skyhunter Falconry Displays - loan for the bird transport van']);
  ws.addRow(['Amount', cell(principal)]);
  ws.addRow(['Annual rate', 0.21]);
  ws.addRow(['Term (months)', n]);
  ws.addRow([]);
  ws.addRow([
    'No.',
    'Due date',
    'Opening balance',
    'Payment',
    'Interest',
    'Principal',
    'Closing balance',
  ]);
  for (const x of rows)
    ws.addRow([x.k, x.date, cell(x.open), cell(x.pay), cell(x.int), cell(x.prin), cell(x.close)]);
  ws.addRow([
    'Total',
    null,
    null,
    cell(total(rows.map((x) => x.pay))),
    cell(total(rows.map((x) => x.int))),
    cell(total(rows.map((x) => x.prin))),
    null,
  ]);
  ws.getColumn(2).numFmt = 'd mmm yyyy';
  return toBytes(wb);
}

const in2026 = rows.filter((x) => x.date.getUTCFullYear() === 2026);
const oct = rows.find((x) => x.date.getUTCFullYear() === 2026 && x.date.getUTCMonth() === 9)!;

export const falconry: BlindBook = {
  name: 'falconry',
  business: 'falconry display (van loan)',
  shape: 'loan amortisation schedule with terms block and Total row',
  bytes,
  checks: [
    { what: 'sum of principal = loan amount', a: total(rows.map((x) => x.prin)), b: principal },
  ],
  questions: questionsFor('falconry', [
    [
      'what is the monthly payment',
      { value: money(payment), means: 'Payment of a regular period (all but the last)' },
    ],
    [
      'how much interest will we pay in total',
      { value: money(total(rows.map((x) => x.int))), means: 'sum of Interest, 24 rows' },
    ],
    [
      'how much interest falls due in 2026',
      { value: money(total(in2026.map((x) => x.int))), means: 'Interest, due dates in 2026' },
    ],
    [
      'what do we still owe after the october 2026 payment',
      { value: money(oct.close), means: 'Closing balance, due date 31 Oct 2026' },
    ],
    [
      'how much of the loan itself do we repay in 2026',
      { value: money(total(in2026.map((x) => x.prin))), means: 'Principal, due dates in 2026' },
    ],
    [
      'total of all payments',
      { value: money(total(rows.map((x) => x.pay))), means: 'sum of Payment (= loan + interest)' },
    ],
    ['interest in the first month', { value: money(rows[0]!.int), means: 'Interest, No. 1' }],
    ['final payment amount', { value: money(rows[n - 1]!.pay), means: 'Payment, No. 24' }],
    [
      'balance at the end of 2026',
      { value: money(in2026[in2026.length - 1]!.close), means: 'Closing balance, 31 Dec 2026' },
    ],
    [
      'how many payments are left after december 2026',
      {
        value: String(rows.filter((x) => x.date.getUTCFullYear() > 2026).length),
        means: 'rows due after 2026',
      },
    ],
    [
      'can we pay it off early without a penalty',
      { refuse: true, means: 'loan terms on penalties are not in the sheet' },
    ],
    [
      'how much interest is left to pay',
      {
        refuse: true,
        means: 'ambiguous: "now" (24 Nov 2026, mid-period) vs after the last payment made',
      },
    ],
  ]),
};
