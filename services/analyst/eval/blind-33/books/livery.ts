/** Horse livery yard: an arena loan repayment schedule, months down, dates as dates, GBP. */
import ExcelJS from 'exceljs';
import { divRound, hundredths } from '../../expect';
import {
  type BlindBook,
  cell,
  day,
  monthPlaces,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
} from '../lib';

const r = rng(12);
const principal = BigInt(r.int(48, 72) * 1000_00);
const rateBp = 690n; // 6.90% a year
const N = 48;
// level payment, rounded up to the pound; the last payment clears the balance
const i = Number(rateBp) / 10000 / 12;
const pmt = BigInt(Math.ceil((Number(principal) * i) / (1 - Math.pow(1 + i, -N)) / 100) * 100);
const rows: Array<{
  no: number;
  y: number;
  m: number;
  open: bigint;
  pay: bigint;
  int: bigint;
  cap: bigint;
  close: bigint;
}> = [];
let bal = principal;
for (let k = 0; k < N && bal > 0n; k++) {
  const m0 = 3 + k; // first payment April 2024
  const y = 2024 + Math.floor(m0 / 12);
  const m = m0 % 12;
  const int = divRound(bal * rateBp, 120000n);
  let pay = pmt;
  if (bal + int <= pay || k === N - 1) pay = bal + int;
  const cap = pay - int;
  rows.push({ no: k + 1, y, m, open: bal, pay, int, cap, close: bal - cap });
  bal -= cap;
}
const last = rows[rows.length - 1]!;
const at = (y: number, m: number): (typeof rows)[number] =>
  rows.find((x) => x.y === y && x.m === m)!;
const inYear = (y: number): typeof rows => rows.filter((x) => x.y === y);
const upToNov26 = rows.filter((x) => x.y * 12 + x.m <= 2026 * 12 + 10);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Arena loan');
  putRows(ws, [
    ['Willowbrook Livery — arena & drainage loan'],
    [
      `Amount borrowed £${cell(principal).toLocaleString('en-GB')}, 6.9% fixed, 48 monthly payments on the 15th, first 15 Apr 2024`,
    ],
    [],
    [
      'No',
      'Payment date',
      'Opening balance £',
      'Payment £',
      'Interest £',
      'Capital £',
      'Closing balance £',
    ],
    ...rows.map((x) => [
      x.no,
      day(x.y, x.m, 15),
      cell(x.open),
      cell(x.pay),
      cell(x.int),
      cell(x.cap),
      cell(x.close),
    ]),
    [],
    [
      'Totals',
      undefined,
      undefined,
      cell(total(rows.map((x) => x.pay))),
      cell(total(rows.map((x) => x.int))),
      cell(total(rows.map((x) => x.cap))),
    ],
  ]);
  return toBytes(wb);
}

const S = (xs: typeof rows, f: (x: (typeof rows)[number]) => bigint): bigint =>
  xs.reduce((s, x) => s + f(x), 0n);

export const livery: BlindBook = {
  name: 'livery',
  business: 'horse livery yard',
  shape: 'loan schedule: months down, opening, payment, interest, capital, closing; totals',
  bytes,
  questions: questionsFor('livery', [
    [
      'how much did we borrow for the arena',
      { value: hundredths(principal), means: 'Opening balance of payment 1 (amount borrowed)' },
    ],
    [
      'monthly repayment?',
      { value: hundredths(pmt), means: 'the level Payment £ (payments 1–47)' },
    ],
    [
      'total interest over the whole loan',
      { value: hundredths(S(rows, (x) => x.int)), means: 'Interest £ total, all payments' },
    ],
    [
      'what do we still owe on the arena loan',
      {
        value: hundredths(at(2026, 10).close),
        means: 'Closing balance after the 15 Nov 2026 payment (last one made by now)',
      },
    ],
    [
      'interest paid in 2025',
      {
        value: hundredths(S(inYear(2025), (x) => x.int)),
        means: 'Interest £ of payments dated in 2025',
      },
    ],
    [
      'capital repaid so far',
      {
        value: hundredths(S(upToNov26, (x) => x.cap)),
        means: 'Capital £ of payments up to and including 15 Nov 2026',
      },
    ],
    [
      'interest in the december 2026 payment',
      { value: hundredths(at(2026, 11).int), means: 'Interest £ on 15 Dec 2026' },
    ],
    [
      'when is the final payment',
      { at: monthPlaces(last.m, last.y), means: 'date of the last payment row' },
    ],
    [
      'total of all repayments',
      { value: hundredths(S(rows, (x) => x.pay)), means: 'Payment £ total' },
    ],
    [
      'what if we overpay 5k next month',
      { refuse: true, means: 'a scenario the schedule does not show' },
    ],
    [
      'what rate is the horsebox finance on',
      { refuse: true, means: 'the horsebox is not in this sheet' },
    ],
    [
      'interest this year',
      {
        value: hundredths(S(inYear(2026), (x) => x.int)),
        means: 'Interest £ of payments dated in 2026',
      },
    ],
    ['last payment amount', { value: hundredths(last.pay), means: 'Payment £ of the final row' }],
  ]),
  checks: [
    { what: 'capital repaid = amount borrowed', a: S(rows, (x) => x.cap), b: principal },
    {
      what: 'payments = interest + capital',
      a: S(rows, (x) => x.pay),
      b: S(rows, (x) => x.int + x.cap),
    },
    { what: 'ends at zero after 48 payments', a: last.close + BigInt(rows.length), b: 48n },
    { what: 'last payment differs from the level one', a: last.pay !== pmt ? 1n : 0n, b: 1n },
  ],
};
