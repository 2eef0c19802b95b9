/**
 * foodtruck: a BBQ food truck's loan schedule: NZ$85,000 at 9.95% p.a., 48 monthly payments on
 * the 15th from April 2025; title rows with lender and terms, one row per payment (No., date,
 * opening, payment, interest, principal, closing) and a Totals row. NZD. Asked on 7 Dec 2026,
 * so payments 1–20 (to 15 Nov 2026) are made and 28 are left.
 */
import ExcelJS from 'exceljs';
import { divRound, hundredths } from '../../expect';
import {
  cell,
  day,
  dayPlaces,
  holds,
  monthPlaces,
  putRows,
  questionsFor,
  same,
  toBytes,
  total,
  type BlindBook,
} from '../lib';

const PRINCIPAL = 8_500_000n;
const N = 48;
/** 9.95% a year, monthly: interest = balance × 995 / 120000 */
const interestOn = (b: bigint): bigint => divRound(b * 995n, 120000n);
const rate = 0.0995 / 12;
const PAYMENT = BigInt(Math.round((8500000 * rate) / (1 - (1 + rate) ** -N)));

interface Pay {
  no: number;
  y: number;
  m: number;
  opening: bigint;
  payment: bigint;
  interest: bigint;
  principal: bigint;
  closing: bigint;
}
const pays: Pay[] = [];
let bal = PRINCIPAL;
for (let i = 0; i < N; i++) {
  const mm = 3 + i; // April 2025 = month 3 of 2025
  const y = 2025 + Math.floor(mm / 12);
  const m = mm % 12;
  const interest = interestOn(bal);
  const payment = i === N - 1 ? bal + interest : PAYMENT;
  const principal = payment - interest;
  pays.push({
    no: i + 1,
    y,
    m,
    opening: bal,
    payment,
    interest,
    principal,
    closing: bal - principal,
  });
  bal -= principal;
}
const MADE = 20; // 15 Apr 2025 … 15 Nov 2026 are on or before 7 Dec 2026
const totalInterest = total(pays.map((p) => p.interest));
const totalPaid = total(pays.map((p) => p.payment));
const inYear = (y: number, f: (p: Pay) => bigint): bigint =>
  total(pays.filter((p) => p.y === y).map(f));
const last = pays[N - 1]!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Loan schedule');
  putRows(ws, [
    ['Smoke & Slaw BBQ — truck loan schedule'],
    ['Lender: Kiwi Asset Finance · loan 4471-22'],
    ['Amount borrowed NZ$85,000.00 · 9.95% p.a. fixed · 48 monthly payments from 15/04/2025'],
    [],
    [
      'No.',
      'Payment date',
      'Opening balance',
      'Payment',
      'Interest',
      'Principal',
      'Closing balance',
    ],
    ...pays.map((p) => [
      p.no,
      day(p.y, p.m, 15),
      cell(p.opening),
      cell(p.payment),
      cell(p.interest),
      cell(p.principal),
      cell(p.closing),
    ]),
    ['Totals', undefined, undefined, cell(totalPaid), cell(totalInterest), cell(PRINCIPAL)],
  ]);
  ws.getRow(1).font = { bold: true, size: 13 };
  ws.getRow(5).font = { bold: true };
  ws.getRow(6 + N).font = { bold: true };
  ws.getColumn(2).numFmt = 'd mmm yyyy';
  for (let c = 3; c <= 7; c++) {
    ws.getColumn(c).numFmt = '#,##0.00';
    ws.getColumn(c).width = 15;
  }
  return toBytes(wb);
}

export const foodtruck: BlindBook = {
  name: 'foodtruck',
  business: 'BBQ food truck',
  shape:
    'loan schedule: 48 monthly rows (opening, payment, interest, principal, closing), Totals row',
  bytes,
  questions: questionsFor('foodtruck', [
    [
      "what's left on the loan",
      {
        value: hundredths(pays[MADE - 1]!.closing),
        means:
          'Closing balance after payment 20 (15 Nov 2026), the last one on or before today (7 Dec 2026)',
      },
    ],
    [
      'how much interest will we pay in total',
      { value: hundredths(totalInterest), means: 'Interest column total over the 48 payments' },
    ],
    [
      'how much interest have we paid so far',
      {
        value: hundredths(total(pays.slice(0, MADE).map((p) => p.interest))),
        means: 'Interest of payments 1–20',
      },
    ],
    ["what's the monthly repayment", { value: hundredths(PAYMENT), means: 'the regular Payment' }],
    [
      'when is the loan paid off',
      {
        at: [...dayPlaces(last.y, last.m, 15), ...monthPlaces(last.m, last.y)],
        means: 'date of payment 48 (closing balance 0)',
      },
    ],
    [
      'interest in 2026',
      {
        value: hundredths(inYear(2026, (p) => p.interest)),
        means: 'Interest of the 12 rows dated 2026',
      },
    ],
    [
      'how much principal did we pay off in 2025',
      {
        value: hundredths(inYear(2025, (p) => p.principal)),
        means: 'Principal of the rows dated 2025 (Apr–Dec)',
      },
    ],
    [
      'how many payments are left',
      { value: String(N - MADE), means: 'payments dated after 7 Dec 2026' },
    ],
    [
      'total cost of the loan',
      {
        value: [hundredths(totalInterest), hundredths(totalPaid)],
        means: 'total interest (the cost of borrowing), or every payment added',
      },
    ],
    [
      'balance after payment 12',
      { value: hundredths(pays[11]!.closing), means: 'Closing balance of No. 12' },
    ],
    [
      'how much did we borrow',
      { value: hundredths(PRINCIPAL), means: 'amount borrowed (first opening balance)' },
    ],
    [
      'interest in the first payment',
      { value: hundredths(pays[0]!.interest), means: 'Interest of No. 1' },
    ],
    [
      "how much of next month's payment is interest",
      { value: hundredths(pays[MADE]!.interest), means: 'Interest of No. 21, due 15 Dec 2026' },
    ],
    [
      'could we refinance for less',
      { refuse: true, means: 'an opinion; no other offers are held' },
    ],
    ["what's the truck worth now", { refuse: true, means: 'a loan schedule holds no asset value' }],
  ]),
  checks: [
    same('principal repaid = amount borrowed', total(pays.map((p) => p.principal)), PRINCIPAL),
    same('payments = interest + principal', totalPaid, totalInterest + PRINCIPAL),
    same('last closing is zero', last.closing, 0n),
    same(
      'each closing = the next opening',
      total(pays.slice(0, N - 1).map((p) => p.closing)),
      total(pays.slice(1).map((p) => p.opening)),
    ),
    holds(
      'payment 20 is 15 Nov 2026 and 21 is 15 Dec 2026',
      pays[MADE - 1]!.y === 2026 && pays[MADE - 1]!.m === 10 && pays[MADE]!.m === 11,
    ),
    holds(
      'the last payment is within a dollar of the others',
      last.payment - PAYMENT < 100n && PAYMENT - last.payment < 100n,
    ),
  ],
};
