/**
 * cranehire — a crane hire firm's equipment loan schedule (CAD): key terms as label / value rows
 * (lender, asset, loan amount, rate, term, first payment, monthly payment), 60 monthly rows (no.,
 * due date, opening, payment, interest, principal, closing, "Paid" to Nov 2026), Totals row.
 * The schedule follows from its terms and draws nothing at random.
 */
import ExcelJS from 'exceljs';
import { money } from '../../expect';
import {
  cell,
  countOf,
  day,
  dayPlaces,
  holds,
  pickAt,
  questionsFor,
  same,
  toBytes,
  total,
  where,
  type BlindBook,
} from '../lib';

const LOAN = 28650000;
const RATE = 0.0745;
const N = 60;
const i = RATE / 12;
const PAYMENT = Math.round((LOAN * i) / (1 - Math.pow(1 + i, -N)));
interface Row {
  no: number;
  y: number;
  m: number;
  open: number;
  pay: number;
  int: number;
  cap: number;
  close: number;
  paid: boolean;
}
const rows: Row[] = [];
let bal = LOAN;
for (let k = 0; k < N; k++) {
  const mm = 2 + k; // March 2025 = month index 2 of 2025
  const y = 2025 + Math.floor(mm / 12);
  const m = mm % 12;
  const int = Math.round(bal * i);
  const pay = k === N - 1 ? bal + int : PAYMENT;
  const cap = pay - int;
  rows.push({
    no: k + 1,
    y,
    m,
    open: bal,
    pay,
    int,
    cap,
    close: bal - cap,
    paid: y < 2026 || (y === 2026 && m <= 10),
  });
  bal -= cap;
}
const col = (f: (r: Row) => number, ok: (r: Row) => boolean = () => true): bigint =>
  total(pickAt(rows.map(f), where(rows, ok)));
const paid = rows.filter((r) => r.paid);
const lastPaid = paid[paid.length - 1]!;
const INT = col((r) => r.int);
const PAYS = col((r) => r.pay);
const intPaid = col(
  (r) => r.int,
  (r) => r.paid,
);
const capPaid = col(
  (r) => r.cap,
  (r) => r.paid,
);
const payPaid = col(
  (r) => r.pay,
  (r) => r.paid,
);
const toCome = col(
  (r) => r.pay,
  (r) => !r.paid,
);
const left = countOf(rows, (r) => !r.paid);
const int2026 = col(
  (r) => r.int,
  (r) => r.y === 2026,
);
const int2027 = col(
  (r) => r.int,
  (r) => r.y === 2027,
);
const last = rows[N - 1]!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Loan schedule');
  ws.getCell('A1').value = 'Northern Lift Crane Hire Ltd — equipment loan';
  ws.getCell('A1').font = { bold: true, size: 14 };
  const terms: Array<[string, ExcelJS.CellValue, string?]> = [
    ['Lender', 'Prairie Equipment Finance'],
    ['Asset', 'Tadano GR-300XL rough-terrain crane'],
    ['Loan amount', cell(LOAN), '$#,##0.00'],
    ['Interest rate (fixed, annual)', RATE, '0.00%'],
    ['Term (months)', N],
    ['First payment', day(2025, 2, 15), 'dd-mmm-yyyy'],
    ['Monthly payment', cell(PAYMENT), '$#,##0.00'],
  ];
  terms.forEach(([k, v, f], j) => {
    ws.getCell(3 + j, 1).value = k;
    ws.getCell(3 + j, 2).value = v;
    if (f) ws.getCell(3 + j, 2).numFmt = f;
  });
  ws.getRow(11).values = [
    'No.',
    'Due date',
    'Opening balance',
    'Payment',
    'Interest',
    'Principal',
    'Closing balance',
    'Status',
  ];
  ws.getRow(11).font = { bold: true };
  rows.forEach((r, j) => {
    const row = ws.getRow(12 + j);
    row.values = [
      r.no,
      day(r.y, r.m, 15),
      cell(r.open),
      cell(r.pay),
      cell(r.int),
      cell(r.cap),
      cell(r.close),
      r.paid ? 'Paid' : null,
    ];
    row.getCell(2).numFmt = 'dd-mmm-yyyy';
    for (let c = 3; c <= 7; c++) row.getCell(c).numFmt = '#,##0.00';
  });
  const t = ws.getRow(12 + N);
  t.values = ['Totals', null, null, cell(PAYS), cell(INT), cell(col((r) => r.cap)), null, null];
  t.font = { bold: true };
  for (let c = 4; c <= 6; c++) t.getCell(c).numFmt = '#,##0.00';
  ws.getColumn(1).width = 28;
  ws.getColumn(2).width = 34;
  return toBytes(wb);
}

export const cranehire: BlindBook = {
  name: 'cranehire',
  business: 'crane hire firm',
  shape: 'loan schedule (key terms, 60 monthly rows, Paid status)',
  bytes,
  checks: [
    same(
      'principal = loan',
      col((r) => r.cap),
      BigInt(LOAN),
    ),
    same('payments = interest + principal', PAYS, INT + BigInt(LOAN)),
    same('ends at zero', BigInt(last.close), 0n),
    same('principal paid = loan − balance', capPaid, BigInt(LOAN - lastPaid.close)),
    holds(
      '21 paid, Mar 2025 – Nov 2026',
      paid.length === 21 && lastPaid.y === 2026 && lastPaid.m === 10,
    ),
  ],
  questions: questionsFor('cranehire', [
    ['how much did we borrow for the crane', { value: money(LOAN), means: 'Loan amount' }],
    [
      "what's left on the loan",
      {
        value: [money(lastPaid.close), money(toCome)],
        means: 'closing balance after the last Paid row (Nov 2026), or the payments still to come',
      },
    ],
    ['monthly payment?', { value: money(PAYMENT), means: 'Monthly payment' }],
    ['total interest over the whole loan', { value: money(INT), means: 'Totals row, Interest' }],
    [
      'how much interest have we paid so far',
      { value: money(intPaid), means: 'Interest on the rows marked Paid' },
    ],
    ['how many payments left', { value: String(left), means: 'rows not marked Paid' }],
    [
      'when is the last payment',
      {
        at: [...dayPlaces(last.y, last.m, 15), '15-Feb-2030', 'February 2030'],
        means: 'the due date of payment 60',
      },
    ],
    [
      'interest this year',
      { value: money(int2026), means: 'Interest on the 2026 rows (Jan–Dec 2026)' },
    ],
    [
      'how much have we paid off',
      {
        value: [money(capPaid), money(payPaid)],
        means: 'principal on the Paid rows, or all payments made',
      },
    ],
    [
      'balance after payment 24',
      { value: money(rows[23]!.close), means: 'Closing balance of row 24' },
    ],
    [
      "what's the interest rate",
      { value: ['7.45', '0.0745'], tol: 0.0001, means: 'the fixed annual rate, 7.45% (or 0.0745)' },
    ],
    ['total we will repay', { value: money(PAYS), means: 'Totals row, Payment' }],
    [
      'how much interest will we pay in 2027',
      { value: money(int2027), means: 'Interest on the 2027 rows' },
    ],
    [
      'how much of the first payment was principal',
      { value: money(rows[0]!.cap), means: 'Principal of row 1' },
    ],
    ["what's the crane worth now", { refuse: true, means: 'the schedule holds no asset value' }],
    ['should we pay the loan off early', { refuse: true, means: 'an opinion' }],
  ]),
};
