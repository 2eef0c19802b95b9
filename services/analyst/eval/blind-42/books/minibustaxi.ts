/**
 * minibustaxi — a minibus taxi owner's vehicle finance schedule (ZAR): key terms as label /
 * value rows (lender, vehicle, loan amount, rate, term, first instalment, instalment), 72
 * monthly rows (no., due date, opening, instalment, interest, capital, closing, status "Paid"
 * to Nov 2026), Totals row.
 */
import ExcelJS from 'exceljs';
import { divRound, hundredths } from '../../expect';
import {
  day,
  dayPlaces,
  cell,
  holds,
  questionsFor,
  same,
  toBytes,
  total,
  type BlindBook,
} from '../lib';

// the schedule follows from its terms and draws nothing (book 12's sub-seed is unused)
const LOAN = 685000_00n;
const BP = 1425n; // 14.25% a year
const TERM = 72;
const i = 0.1425 / 12;
const PMT = BigInt(Math.round((Number(LOAN) * i) / (1 - (1 + i) ** -TERM)));
interface Row {
  n: number;
  y: number;
  m: number;
  open: bigint;
  pay: bigint;
  int: bigint;
  cap: bigint;
  close: bigint;
  paid: boolean;
}
const rows: Row[] = [];
let bal = LOAN;
for (let n = 1; n <= TERM; n++) {
  const y = 2025 + Math.floor((2 + n - 1) / 12);
  const m = (2 + n - 1) % 12; // first instalment 1 March 2025
  const int = divRound(bal * BP, 120000n);
  const pay = n === TERM ? bal + int : PMT;
  const cap = pay - int;
  rows.push({
    n,
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
const paid = rows.filter((x) => x.paid);
const left = rows.filter((x) => !x.paid);
const last = rows.at(-1)!;
const lastPaid = paid.at(-1)!;
const S = (xs: Row[], f: (x: Row) => bigint): bigint => total(xs.map(f));
const dec26 = rows.find((x) => x.y === 2026 && x.m === 11)!;
const dec27 = rows.find((x) => x.y === 2027 && x.m === 11)!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Finance schedule');
  ws.getCell('A1').value = 'Mokoena Taxi Services — Vehicle finance schedule';
  ws.getCell('A1').font = { bold: true, size: 13 };
  const terms: Array<[string, unknown]> = [
    ['Lender', 'SA Taxi Finance'],
    ['Vehicle', 'Toyota Quantum 2.5D-4D 14-seater (GP 418-773)'],
    ['Loan amount', cell(LOAN)],
    ['Interest rate (fixed, p.a.)', 0.1425],
    ['Term (months)', TERM],
    ['First instalment', day(2025, 2, 1)],
    ['Monthly instalment', cell(PMT)],
  ];
  terms.forEach(([k, v], j) => {
    ws.getRow(3 + j).getCell(1).value = k;
    ws.getRow(3 + j).getCell(2).value = v as ExcelJS.CellValue;
  });
  ws.getCell('B6').numFmt = '0.00%';
  ws.getCell('B8').numFmt = 'dd mmm yyyy';
  ws.getCell('B5').numFmt = '"R "#,##0.00';
  ws.getCell('B9').numFmt = '"R "#,##0.00';
  const H = 11;
  ws.getRow(H).values = [
    'No.',
    'Due date',
    'Opening balance',
    'Instalment',
    'Interest',
    'Capital',
    'Closing balance',
    'Status',
  ];
  ws.getRow(H).font = { bold: true };
  rows.forEach((x, j) => {
    ws.getRow(H + 1 + j).values = [
      x.n,
      day(x.y, x.m, 1),
      cell(x.open),
      cell(x.pay),
      cell(x.int),
      cell(x.cap),
      cell(x.close),
      x.paid ? 'Paid' : null,
    ];
  });
  const t = ws.getRow(H + 1 + rows.length);
  t.values = [
    'Totals',
    null,
    null,
    cell(S(rows, (x) => x.pay)),
    cell(S(rows, (x) => x.int)),
    cell(S(rows, (x) => x.cap)),
  ];
  t.font = { bold: true };
  ws.getColumn(2).numFmt = 'dd/mm/yyyy';
  for (let c = 3; c <= 7; c++) ws.getColumn(c).numFmt = '"R "#,##0.00';
  ws.getColumn(1).width = 26;
  return toBytes(wb);
}

export const minibustaxi: BlindBook = {
  name: 'minibustaxi',
  business: 'minibus taxi owner',
  shape: 'loan schedule',
  bytes,
  questions: questionsFor('minibustaxi', [
    [
      'how much did we borrow',
      { value: hundredths(LOAN), means: 'Loan amount (= capital column total)' },
    ],
    ['monthly instalment?', { value: hundredths(PMT), means: 'Monthly instalment' }],
    [
      "what's left on the loan",
      {
        value: [hundredths(lastPaid.close), hundredths(S(left, (x) => x.pay))],
        means:
          'closing balance after the last Paid row (Nov 2026), or the instalments still to come',
      },
    ],
    [
      'how much interest have we paid so far',
      { value: hundredths(S(paid, (x) => x.int)), means: 'Interest of the Paid rows' },
    ],
    [
      'total interest over the whole loan',
      { value: hundredths(S(rows, (x) => x.int)), means: 'Interest, all 72 rows' },
    ],
    ['how many payments left', { value: String(left.length), means: 'rows not marked Paid' }],
    [
      'when is the last payment',
      {
        at: [
          ...dayPlaces(last.y, last.m, 1),
          '01 Feb 2031',
          '1 Feb 2031',
          'Feb 2031',
          'February 2031',
        ],
        means: 'the due date of instalment 72',
      },
    ],
    [
      'interest paid in 2026',
      {
        value: hundredths(
          S(
            rows.filter((x) => x.y === 2026),
            (x) => x.int,
          ),
        ),
        means: 'Interest on the 2026 rows (Jan–Dec)',
      },
    ],
    [
      'how much have we paid off',
      {
        value: [hundredths(S(paid, (x) => x.cap)), hundredths(S(paid, (x) => x.pay))],
        means: 'capital of the Paid rows, or all instalments paid',
      },
    ],
    ['interest rate', { value: ['14.25', '0.1425'], means: 'the fixed rate, 14.25% a year' }],
    [
      'balance at the end of 2027',
      { value: hundredths(dec27.close), means: 'closing balance of the December 2027 row' },
    ],
    [
      'how much of the december payment is interest',
      {
        value: hundredths(dec26.int),
        means: 'Interest of the 1 Dec 2026 instalment (the next one due)',
      },
    ],
    [
      'total we will repay',
      { value: hundredths(S(rows, (x) => x.pay)), means: 'Instalment column total' },
    ],
    ['what is the taxi worth now', { refuse: true, means: 'no vehicle value in the schedule' }],
    ['should we settle the loan early', { refuse: true, means: 'an opinion, not in the sheet' }],
  ]),
  checks: [
    same(
      'capital = loan',
      S(rows, (x) => x.cap),
      LOAN,
    ),
    same(
      'payments = interest + capital',
      S(rows, (x) => x.pay),
      S(rows, (x) => x.int + x.cap),
    ),
    same('ends at zero', last.close, 0n),
    same(
      'capital paid = loan − balance',
      S(paid, (x) => x.cap),
      LOAN - lastPaid.close,
    ),
    holds('21 paid (Mar 2025 – Nov 2026)', paid.length === 21),
    holds('last payment in Feb 2031', last.y === 2031 && last.m === 1),
  ],
};
