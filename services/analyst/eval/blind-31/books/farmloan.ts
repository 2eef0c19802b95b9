/** Farm contractor: a tractor loan repayment schedule, £. */
import ExcelJS from 'exceljs';
import { divRound, hundredths } from '../../expect';
import {
  cell,
  day,
  monthPlaces,
  putRows,
  questionsFor,
  toBytes,
  total,
  type BlindBook,
} from '../lib';

const PRINCIPAL = 8650000n;
const RATE_BP = 690n; // 6.90% p.a.
const NPAY = 48;
const i = 0.069 / 12;
const PMT = BigInt(Math.round((8650000 * i) / (1 - Math.pow(1 + i, -NPAY))));
interface P {
  n: number;
  y: number;
  m: number;
  open: bigint;
  pay: bigint;
  int: bigint;
  cap: bigint;
  close: bigint;
}
const sched: P[] = [];
let bal = PRINCIPAL;
for (let n = 1; n <= NPAY; n++) {
  const mi = 1 + (n - 1); // first payment Feb 2025
  const y = 2025 + Math.floor(mi / 12);
  const m = mi % 12;
  const int = divRound(bal * RATE_BP, 120000n);
  const pay = n === NPAY ? bal + int : PMT;
  const cap = pay - int;
  sched.push({ n, y, m, open: bal, pay, int, cap, close: bal - cap });
  bal -= cap;
}
const upTo = (y: number, m: number): P[] => sched.filter((p) => p.y < y || (p.y === y && p.m <= m));
const inYear = (y: number): P[] => sched.filter((p) => p.y === y);
const last = sched[sched.length - 1]!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Loan schedule');
  putRows(ws, [
    ['Haldane Agri Contracting - Tractor loan (John Deere 6R 185), Agri Finance Ltd'],
    [
      'Amount borrowed',
      cell(PRINCIPAL),
      undefined,
      'Rate',
      '6.9% p.a. fixed',
      undefined,
      'Term',
      '48 months',
    ],
    ['Payments on the 1st of each month, first payment 1 February 2025'],
    [],
    ['No.', 'Payment date', 'Opening balance', 'Payment', 'Interest', 'Capital', 'Closing balance'],
    ...sched.map((p) => [
      p.n,
      day(p.y, p.m, 1),
      cell(p.open),
      cell(p.pay),
      cell(p.int),
      cell(p.cap),
      cell(p.close),
    ]),
    [],
    [
      'Totals',
      undefined,
      undefined,
      cell(total(sched.map((p) => p.pay))),
      cell(total(sched.map((p) => p.int))),
      cell(total(sched.map((p) => p.cap))),
    ],
  ]);
  ws.getColumn(2).numFmt = 'dd mmm yyyy';
  for (const c of [3, 4, 5, 6, 7]) ws.getColumn(c).numFmt = '£#,##0.00';
  ws.getCell('B2').numFmt = '£#,##0.00';
  return toBytes(wb);
}

const nowP = upTo(2026, 10);
const after = nowP[nowP.length - 1]!;
const dec25 = upTo(2025, 11);
export const farmloan: BlindBook = {
  name: 'farmloan',
  business: 'farm contractor',
  shape: 'loan amortisation schedule',
  bytes,
  checks: [
    { what: 'capital repaid = amount borrowed', a: total(sched.map((p) => p.cap)), b: PRINCIPAL },
    {
      what: 'payments = interest + capital',
      a: total(sched.map((p) => p.pay)),
      b: total(sched.map((p) => p.int + p.cap)),
    },
    { what: 'last closing balance = 0', a: last.close, b: 0n },
  ],
  questions: questionsFor('farmloan', [
    [
      "what's left on the tractor loan",
      {
        value: hundredths(after.close),
        means: 'Closing balance after the 1 Nov 2026 payment (latest due by 25 Nov 2026)',
      },
    ],
    [
      'how much is the monthly payment',
      { value: hundredths(PMT), means: 'regular Payment (payments 1–47)' },
    ],
    [
      'total interest over the whole loan',
      {
        value: hundredths(total(sched.map((p) => p.int))),
        means: 'sum of Interest, all 48 payments',
      },
    ],
    [
      'how much interest did we pay last year',
      {
        value: hundredths(total(inYear(2025).map((p) => p.int))),
        means: 'Interest on 2025 payment dates (Feb–Dec 2025)',
      },
    ],
    [
      'interest falling in 2026',
      {
        value: hundredths(total(inYear(2026).map((p) => p.int))),
        means: 'Interest on the twelve 2026 payment dates',
      },
    ],
    [
      'when is the final payment',
      { at: monthPlaces(last.m, last.y), means: 'payment date of payment 48' },
    ],
    [
      'capital repaid so far',
      {
        value: hundredths(PRINCIPAL - after.close),
        means: 'Capital of payments up to 1 Nov 2026 (= borrowed − balance)',
      },
    ],
    [
      'total we will pay back altogether',
      { value: hundredths(total(sched.map((p) => p.pay))), means: 'sum of Payment, all 48' },
    ],
    [
      'what did we owe at the end of 2025',
      {
        value: hundredths(dec25[dec25.length - 1]!.close),
        means: 'Closing balance after the 1 Dec 2025 payment',
      },
    ],
    [
      "what's the interest rate on it",
      { value: '6.9', means: 'Rate 6.9% p.a. written in the header' },
    ],
    [
      'would we save money paying it off early',
      { refuse: true, means: 'early settlement terms are not in the sheet' },
    ],
    [
      'how much do we owe on the combine',
      { refuse: true, means: 'only the tractor loan is in the sheet' },
    ],
    ['how much was borrowed', { value: hundredths(PRINCIPAL), means: 'Amount borrowed' }],
  ]),
};
