/** espressobar: café, equipment lease schedule with a terms block above the table, €. */
import ExcelJS from 'exceljs';
import { divRound, hundredths } from '../../expect';
import { cell, day, putRows, questionsFor, toBytes, total, type BlindBook } from '../lib';

const COST = 1890000n; // € 18,900.00 financed
const RATE_BP = 690n; // 6.90 % a year
const N = 36;
// level payment, rounded up to the cent: P = C r / (1 - (1+r)^-n)
const rm = 0.069 / 12;
const PAY = BigInt(Math.ceil((Number(COST) * rm) / (1 - Math.pow(1 + rm, -N))));
interface P {
  k: number;
  y: number;
  m: number;
  open: bigint;
  pay: bigint;
  int: bigint;
  prin: bigint;
  close: bigint;
}
const sched: P[] = [];
let bal = COST;
for (let k = 1; k <= N; k++) {
  const m0 = 2 + k; // months from Jan 2025: first payment 15 Apr 2025
  const y = 2025 + Math.floor(m0 / 12);
  const m = m0 % 12;
  const int = divRound(bal * RATE_BP, 120000n);
  let pay = PAY;
  if (k === N || bal + int < pay) pay = bal + int;
  const prin = pay - int;
  sched.push({ k, y, m, open: bal, pay, int, prin, close: bal - prin });
  bal -= prin;
}
const NOW = { y: 2026, m: 10, d: 24 };
const paidByNow = sched.filter((p) => p.y < NOW.y || (p.y === NOW.y && p.m <= NOW.m)); // paid on the 15th
const owed = paidByNow[paidByNow.length - 1]!.close;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Lease');
  putRows(ws, [
    ['Equipment lease: La Marzocco Linea PB 2-group'],
    ['Lessee', 'Caffè Lumen S.r.l.'],
    ['Lessor', 'Banca Strumenti Leasing'],
    ['Amount financed', cell(COST)],
    ['Interest rate (annual)', 0.069],
    ['Term (months)', N],
    ['Monthly payment', cell(PAY)],
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
    ...sched.map((p) => [
      p.k,
      day(p.y, p.m, 15),
      cell(p.open),
      cell(p.pay),
      cell(p.int),
      cell(p.prin),
      cell(p.close),
    ]),
    [],
    [
      'Totals',
      undefined,
      undefined,
      cell(total(sched.map((p) => p.pay))),
      cell(total(sched.map((p) => p.int))),
      cell(total(sched.map((p) => p.prin))),
    ],
  ]);
  ws.getCell('B5').numFmt = '0.00%';
  ws.getColumn(2).numFmt = 'dd/mm/yyyy';
  for (const c of [3, 4, 5, 6, 7]) ws.getColumn(c).numFmt = '€ #,##0.00';
  ws.getCell('B4').numFmt = '€ #,##0.00';
  ws.getCell('B7').numFmt = '€ #,##0.00';
  return toBytes(wb);
}

const inYear = (y: number) => sched.filter((p) => p.y === y);
const last = sched[N - 1]!;

export const espressobar: BlindBook = {
  name: 'espressobar',
  business: 'café (espresso machine lease)',
  shape: 'lease schedule with a terms block (label/value) above a 36-row table, Totals row',
  bytes,
  checks: [
    { what: 'principal repaid = amount financed', a: total(sched.map((p) => p.prin)), b: COST },
    { what: 'final closing balance is zero', a: last.close, b: 0n },
    {
      what: 'payments = principal + interest',
      a: total(sched.map((p) => p.pay)),
      b: COST + total(sched.map((p) => p.int)),
    },
  ],
  questions: questionsFor('espressobar', [
    [
      "what's the monthly payment",
      { value: hundredths(PAY), means: 'Monthly payment in the terms block (= payments 1-35)' },
    ],
    [
      'how much interest do we pay over the whole lease',
      {
        value: hundredths(total(sched.map((p) => p.int))),
        means: 'sum of Interest, all 36 payments (Totals row)',
      },
    ],
    [
      'balance left after payment 12',
      { value: hundredths(sched[11]!.close), means: 'Closing balance of No. 12' },
    ],
    [
      'how much interest did we pay in 2025',
      {
        value: hundredths(total(inYear(2025).map((p) => p.int))),
        means: 'sum of Interest for payment dates in 2025',
      },
    ],
    [
      'total lease payments in 2026',
      {
        value: hundredths(total(inYear(2026).map((p) => p.pay))),
        means: 'sum of Payment for payment dates in 2026',
      },
    ],
    [
      'how much principal did the first 12 payments pay off',
      {
        value: hundredths(total(sched.slice(0, 12).map((p) => p.prin))),
        means: 'sum of Principal, No. 1-12',
      },
    ],
    [
      'what do we still owe on the machine',
      {
        value: hundredths(owed),
        means: `Closing balance after the last payment on or before 24 Nov 2026 (No. ${paidByNow.length})`,
      },
    ],
    ['how much was financed', { value: hundredths(COST), means: 'Amount financed' }],
    ['what is the final payment', { value: hundredths(last.pay), means: 'Payment of No. 36' }],
    ['interest in payment 1', { value: hundredths(sched[0]!.int), means: 'Interest of No. 1' }],
    [
      'how much interest will we pay in 2027',
      {
        value: hundredths(total(inYear(2027).map((p) => p.int))),
        means: 'sum of Interest for payment dates in 2027 (scheduled in the sheet)',
      },
    ],
    [
      'total we pay over the lease',
      { value: hundredths(total(sched.map((p) => p.pay))), means: 'Totals row, Payment' },
    ],
    [
      'can we pay it off early without a penalty',
      { refuse: true, means: 'contract terms not in the sheet' },
    ],
    ["what's the machine worth now", { refuse: true, means: 'a valuation, not in the sheet' }],
  ]),
};
