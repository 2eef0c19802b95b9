/**
 * charter: a fishing charter's boat loan schedule: key terms as label / value rows (lender, loan
 * amount, rate, term, first repayment, monthly repayment), then 60 monthly rows (no., due date,
 * opening balance, repayment, interest, principal, closing balance, status "Paid" to November
 * 2026) and a Totals row. AUD.
 */
import ExcelJS from 'exceljs';
import { divRound, money } from '../../expect';
import {
  day,
  dayPlaces,
  holds,
  putRows,
  questionsFor,
  same,
  toBytes,
  total,
  where,
  type BlindBook,
} from '../lib';

const LOAN = 24000000; // A$240,000
const RATE_BP = 845n; // 8.45% p.a. in basis points
const TERM = 60;
const FIRST = { y: 2024, m: 3 }; // 15 April 2024
/** monthly repayment from the annuity formula, rounded to the cent */
const PMT = (() => {
  const i = 0.0845 / 12;
  return Math.round((LOAN * i) / (1 - Math.pow(1 + i, -TERM)));
})();

interface Row {
  n: number;
  y: number;
  m: number;
  open: bigint;
  pay: bigint;
  interest: bigint;
  principal: bigint;
  close: bigint;
  paid: boolean;
}
const ROWS: Row[] = [];
let bal = BigInt(LOAN);
for (let n = 1; n <= TERM; n++) {
  const mm = FIRST.m + n - 1;
  const y = FIRST.y + Math.floor(mm / 12);
  const m = mm % 12;
  const interest = divRound(bal * RATE_BP, 120000n);
  const pay = n === TERM ? bal + interest : BigInt(PMT);
  const principal = pay - interest;
  const close = bal - principal;
  ROWS.push({
    n,
    y,
    m,
    open: bal,
    pay,
    interest,
    principal,
    close,
    paid: y < 2026 || (y === 2026 && m <= 10),
  });
  bal = close;
}
const paid = ROWS.filter((x) => x.paid);
const unpaid = ROWS.filter((x) => !x.paid);
const owed = paid[paid.length - 1]!.close;
const last = ROWS[ROWS.length - 1]!;
const dec26 = ROWS.find((x) => x.y === 2026 && x.m === 11)!;
const dec27 = ROWS.find((x) => x.y === 2027 && x.m === 11)!;
const sumOf = (xs: Row[], f: (x: Row) => bigint): bigint => total(xs.map(f));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Boat loan');
  const a = (x: bigint): number => Number(x) / 100;
  putRows(ws, [
    ['Reef Runner Fishing Charters — loan schedule, MV Reef Runner II'],
    [],
    ['Lender', 'Coastal Marine Finance'],
    ['Loan amount', LOAN / 100],
    ['Interest rate (p.a.)', 0.0845],
    ['Term (months)', TERM],
    ['First repayment', day(FIRST.y, FIRST.m, 15)],
    ['Monthly repayment', PMT / 100],
    [],
    [
      'No.',
      'Due date',
      'Opening balance',
      'Repayment',
      'Interest',
      'Principal',
      'Closing balance',
      'Status',
    ],
    ...ROWS.map((x) => [
      x.n,
      day(x.y, x.m, 15),
      a(x.open),
      a(x.pay),
      a(x.interest),
      a(x.principal),
      a(x.close),
      x.paid ? 'Paid' : undefined,
    ]),
    [
      'Totals',
      undefined,
      undefined,
      a(sumOf(ROWS, (x) => x.pay)),
      a(sumOf(ROWS, (x) => x.interest)),
      a(sumOf(ROWS, (x) => x.principal)),
    ],
  ]);
  ws.getRow(1).font = { bold: true, size: 13 };
  ws.getRow(10).font = { bold: true };
  ws.getRow(11 + TERM).font = { bold: true };
  ws.getCell('B4').numFmt = '$#,##0.00';
  ws.getCell('B5').numFmt = '0.00%';
  ws.getCell('B7').numFmt = 'd mmm yyyy';
  ws.getCell('B8').numFmt = '$#,##0.00';
  for (let r = 11; r <= 10 + TERM; r++) ws.getCell(r, 2).numFmt = 'dd/mm/yyyy';
  for (let c = 3; c <= 7; c++)
    for (let r = 11; r <= 11 + TERM; r++) ws.getCell(r, c).numFmt = '#,##0.00';
  ws.getColumn(1).width = 20;
  ws.getColumn(2).width = 22;
  return toBytes(wb);
}

export const charter: BlindBook = {
  name: 'charter',
  business: 'fishing charter',
  shape: 'loan schedule: key terms rows, 60 monthly rows with Paid status, Totals row',
  bytes,
  questions: questionsFor('charter', [
    [
      'How much did we borrow?',
      { value: money(LOAN), means: 'the Loan amount (= the Principal total)' },
    ],
    ["What's the monthly repayment?", { value: money(PMT), means: 'the Monthly repayment' }],
    [
      'How much do we still owe on the boat loan?',
      {
        value: [money(owed), money(sumOf(unpaid, (x) => x.pay))],
        means:
          'closing balance after the last Paid row (15 Nov 2026), or the repayments still to come',
      },
    ],
    [
      'How much interest have we paid so far?',
      { value: money(sumOf(paid, (x) => x.interest)), means: 'Interest of the Paid rows' },
    ],
    [
      "What's the total interest over the life of the loan?",
      { value: money(sumOf(ROWS, (x) => x.interest)), means: 'Interest, Totals row' },
    ],
    [
      "When's the last repayment due?",
      {
        at: [...dayPlaces(last.y, last.m, 15), 'March 2029', 'Mar 2029'],
        means: 'the due date of row 60',
      },
    ],
    [
      'How much interest will we pay this year?',
      {
        value: money(
          sumOf(
            ROWS.filter((x) => x.y === 2026),
            (x) => x.interest,
          ),
        ),
        means: 'Interest of the rows due in 2026 (Jan–Dec, incl. the unpaid December one)',
      },
    ],
    [
      'How many repayments are left?',
      { value: String(unpaid.length), means: 'rows not marked Paid' },
    ],
    [
      "How much of this December's repayment is interest?",
      { value: money(dec26.interest), means: 'Interest on the 15 Dec 2026 row' },
    ],
    [
      'How much of the loan have we paid off?',
      {
        value: [money(BigInt(LOAN) - owed), money(sumOf(paid, (x) => x.pay))],
        means: 'principal repaid (loan − balance), or all repayments made so far',
      },
    ],
    [
      "What's the interest rate on the loan?",
      { value: ['8.45', '0.0845'], means: 'the rate p.a.' },
    ],
    [
      'What will the loan cost us in total, interest included?',
      { value: money(sumOf(ROWS, (x) => x.pay)), means: 'Repayment, Totals row' },
    ],
    [
      'What will we still owe at the end of next year?',
      { value: money(dec27.close), means: 'closing balance of the 15 Dec 2027 row' },
    ],
    [
      'How much was the boat worth?',
      { refuse: true, means: 'the schedule holds the loan, not the boat' },
    ],
    [
      'Should we pay the loan off early?',
      { refuse: true, means: 'an opinion the sheet cannot give' },
    ],
    [
      'How much did we make from charters in November?',
      { refuse: true, means: 'a loan schedule holds no income' },
    ],
  ]),
  checks: [
    same(
      'principal repaid = loan',
      sumOf(ROWS, (x) => x.principal),
      BigInt(LOAN),
    ),
    same(
      'repayments = interest + principal',
      sumOf(ROWS, (x) => x.pay),
      sumOf(ROWS, (x) => x.interest + x.principal),
    ),
    same('ends at zero', last.close, 0n),
    same(
      'paid principal = loan − balance',
      sumOf(paid, (x) => x.principal),
      BigInt(LOAN) - owed,
    ),
    holds(
      'each closing is the next opening',
      ROWS.every((x, i) => i === 0 || ROWS[i - 1]!.close === x.open),
    ),
    holds('32 paid, 28 to go', paid.length === 32 && unpaid.length === 28),
    holds(
      'paid rows come first',
      where(ROWS, (x) => x.paid).every((i, k) => i === k),
    ),
    holds(
      'the last repayment is within a dollar of the others',
      last.pay - BigInt(PMT) < 100n && BigInt(PMT) - last.pay < 100n,
    ),
  ],
};
