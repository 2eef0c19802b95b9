/**
 * Apple orchard: tractor loan schedule, South African rand. Key terms as label / value rows
 * (lender, asset, loan amount, rate, term, first instalment, instalment), then 60 monthly
 * rows (no., due date, opening balance, instalment, interest, capital, closing balance, Paid
 * "Yes" to November 2026) and a Totals row. The schedule follows from its terms; nothing drawn.
 */
import ExcelJS from 'exceljs';
import { divRound, hundredths } from '../../expect';
import {
  MON,
  MONTHS,
  cell,
  countOf,
  day,
  dayPlaces,
  holds,
  pickAt,
  putRows,
  questionsFor,
  same,
  toBytes,
  total,
  where,
  type BlindBook,
} from '../lib';

const NAME = 'orchard';
const LOAN = 85_000_000n; // R 850,000.00
const RATE_BP = 1125n; // 11.25 % a year
const TERM = 60;
const r = 0.1125 / 12;
const INSTALMENT = BigInt(Math.round((85_000_000 * r) / (1 - Math.pow(1 + r, -TERM))));
const PAID_TO = 21; // Mar 2025 .. Nov 2026

interface Row {
  n: number;
  y: number;
  m: number;
  open: bigint;
  pay: bigint;
  interest: bigint;
  capital: bigint;
  close: bigint;
  paid: boolean;
}
const rows: Row[] = [];
let bal = LOAN;
for (let n = 1; n <= TERM; n++) {
  const idx = 2 + (n - 1); // months from Jan 2025: first is Mar 2025
  const y = 2025 + Math.floor(idx / 12);
  const m = idx % 12;
  const interest = divRound(bal * RATE_BP, 120_000n);
  const pay = n === TERM ? bal + interest : INSTALMENT;
  const capital = pay - interest;
  rows.push({
    n,
    y,
    m,
    open: bal,
    pay,
    interest,
    capital,
    close: bal - capital,
    paid: n <= PAID_TO,
  });
  bal -= capital;
}
const sumOf = (k: 'pay' | 'interest' | 'capital', ok: (x: Row) => boolean = () => true): bigint =>
  total(
    pickAt(
      rows.map((x) => x[k]),
      where(rows, ok),
    ),
  );
const paidRows = (x: Row): boolean => x.paid;
const left = rows[PAID_TO - 1]!.close;
const toCome = sumOf('pay', (x) => !x.paid);
const last = rows[TERM - 1]!;
const dec27 = rows.find((x) => x.y === 2027 && x.m === 11)!;
const dec26 = rows.find((x) => x.y === 2026 && x.m === 11)!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Tractor loan');
  const sheet: unknown[][] = [
    ['Oakvale Orchards (Pty) Ltd — Tractor finance schedule'],
    [],
    ['Lender', 'Boland Agri Finance'],
    ['Asset', 'John Deere 5075E tractor and orchard sprayer'],
    ['Loan amount', cell(LOAN)],
    ['Interest rate (fixed, p.a.)', 0.1125],
    ['Term (months)', TERM],
    ['First instalment', day(2025, 2, 1)],
    ['Monthly instalment', cell(INSTALMENT)],
    [],
    [
      'No.',
      'Due date',
      'Opening balance',
      'Instalment',
      'Interest',
      'Capital',
      'Closing balance',
      'Paid',
    ],
    ...rows.map((x) => [
      x.n,
      day(x.y, x.m, 1),
      cell(x.open),
      cell(x.pay),
      cell(x.interest),
      cell(x.capital),
      cell(x.close),
      x.paid ? 'Yes' : undefined,
    ]),
    [
      'Totals',
      undefined,
      undefined,
      cell(sumOf('pay')),
      cell(sumOf('interest')),
      cell(sumOf('capital')),
    ],
  ];
  putRows(ws, sheet);
  ws.getRow(1).font = { bold: true, size: 13 };
  ws.getRow(11).font = { bold: true };
  ws.getRow(sheet.length).font = { bold: true };
  ws.getCell('B5').numFmt = '"R "#,##0.00';
  ws.getCell('B6').numFmt = '0.00%';
  ws.getCell('B8').numFmt = 'd mmmm yyyy';
  ws.getCell('B9').numFmt = '"R "#,##0.00';
  ws.getColumn(2).width = 14;
  for (let n = 12; n <= sheet.length; n++) {
    ws.getRow(n).getCell(2).numFmt = 'dd/mm/yyyy';
    for (let c = 3; c <= 7; c++) ws.getRow(n).getCell(c).numFmt = '#,##0.00';
  }
  ws.getColumn(1).width = 26;
  for (let c = 3; c <= 7; c++) ws.getColumn(c).width = 16;
  return toBytes(wb);
}

export const orchard: BlindBook = {
  name: NAME,
  business: 'apple orchard',
  shape:
    'tractor loan schedule: key terms rows, 60 monthly rows (opening, instalment, interest, capital, closing, Paid), Totals',
  bytes,
  questions: questionsFor(NAME, [
    [
      'how much did we borrow',
      { value: hundredths(LOAN), means: 'Loan amount (= the capital column total)' },
    ],
    [
      "what's left on the loan",
      {
        value: [hundredths(left), hundredths(toCome)],
        means: 'closing balance after the Nov 2026 instalment, or the instalments still to pay',
      },
    ],
    ['monthly instalment', { value: hundredths(INSTALMENT), means: 'Monthly instalment' }],
    [
      'how much interest have we paid so far',
      {
        value: hundredths(sumOf('interest', paidRows)),
        means: 'Interest on the rows marked Paid (1–21)',
      },
    ],
    [
      'total interest over the whole loan',
      { value: hundredths(sumOf('interest')), means: 'Interest column total' },
    ],
    [
      'how many payments left',
      { value: String(countOf(rows, (x) => !x.paid)), means: 'rows not marked Paid' },
    ],
    [
      "when's the last payment",
      {
        at: [
          ...dayPlaces(last.y, last.m, 1),
          `${MON[last.m]} ${last.y}`,
          `${MONTHS[last.m]} ${last.y}`,
        ],
        means: 'due date of instalment 60',
      },
    ],
    [
      'how much interest will we pay this year',
      {
        value: hundredths(sumOf('interest', (x) => x.y === 2026)),
        means: 'Interest on the 2026 rows, Jan–Dec',
      },
    ],
    [
      'how much have we paid off',
      {
        value: [hundredths(sumOf('capital', paidRows)), hundredths(sumOf('pay', paidRows))],
        means: 'capital repaid on the Paid rows, or the instalments paid',
      },
    ],
    [
      'balance at the end of 2027',
      { value: hundredths(dec27.close), means: 'closing balance of the Dec 2027 row' },
    ],
    [
      "what's the interest rate",
      { value: ['11.25', '0.1125'], means: '11.25 % a year (as points or a fraction)' },
    ],
    [
      'interest in payment 12',
      { value: hundredths(rows[11]!.interest), means: 'Interest on instalment 12' },
    ],
    [
      'how much have we paid in total so far',
      { value: hundredths(sumOf('pay', paidRows)), means: 'Instalments on the Paid rows' },
    ],
    [
      "how much of december's payment is interest",
      { value: hundredths(dec26.interest), means: 'Interest on the Dec 2026 instalment' },
    ],
    ["what's the tractor worth now", { refuse: true, means: 'no asset value in a loan schedule' }],
    [
      'can we settle early without a penalty',
      { refuse: true, means: 'settlement terms are not in the sheet' },
    ],
  ]),
  checks: [
    same('capital = loan', sumOf('capital'), LOAN),
    same('instalments = interest + capital', sumOf('pay'), sumOf('interest') + sumOf('capital')),
    same('ends at zero', rows[TERM - 1]!.close, 0n),
    same('paid capital = loan − balance', sumOf('capital', paidRows), LOAN - left),
    holds(
      'rows roll',
      rows.every((x, i) => i === 0 || x.open === rows[i - 1]!.close),
    ),
    holds(
      'Nov 2026 is the last paid',
      rows[PAID_TO - 1]!.y === 2026 && rows[PAID_TO - 1]!.m === 10,
    ),
    holds('last payment Feb 2030', last.y === 2030 && last.m === 1),
  ],
};
