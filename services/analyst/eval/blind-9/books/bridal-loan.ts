/**
 * Bridal shop term-loan amortisation schedule (PHP): four lines above the header (lender,
 * principal, rate, term), then Pmt # / Due date / Opening balance / Payment / Interest /
 * Principal / Closing balance, and a totals row. 36 monthly payments from Feb 2026; interest
 * each month = opening balance x 9% / 12, rounded to the centavo; the last payment clears it.
 */
import { money as m } from '../../expect';
import { ExcelJS, MON, MONTHS, asker, cell, sumN, toBytes, type BlindBook } from '../kit';

const NAME = 'bridal-loan';
const PRINCIPAL = 120_000_000; // ₱1,200,000.00 in centavos
const N = 36;
const RATE = 0.0075; // 9% a year, monthly
const PAYMENT = Math.round((PRINCIPAL * RATE) / (1 - (1 + RATE) ** -N));
interface Pmt {
  n: number;
  year: number;
  month: number;
  open: number;
  pay: number;
  interest: number;
  principal: number;
  close: number;
}
const schedule: Pmt[] = [];
let bal = PRINCIPAL;
for (let n = 1; n <= N; n++) {
  const interest = Math.round((bal * 75) / 10_000);
  const pay = n === N ? bal + interest : PAYMENT;
  const principal = pay - interest;
  const idx = n; // first due Feb 2026
  schedule.push({
    n,
    year: 2026 + Math.floor(idx / 12),
    month: idx % 12,
    open: bal,
    pay,
    interest,
    principal,
    close: bal - principal,
  });
  bal -= principal;
}

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Loan schedule');
  ws.addRow(['Veil & Lace Bridal - SME term loan, Metro Rural Bank']);
  ws.addRow(['Principal', cell(PRINCIPAL)]);
  ws.addRow(['Interest rate', '9.00% p.a., monthly rest']);
  ws.addRow(['Term', '36 months']);
  ws.addRow([
    'Pmt #',
    'Due date',
    'Opening balance',
    'Payment',
    'Interest',
    'Principal',
    'Closing balance',
  ]);
  for (const p of schedule)
    ws.addRow([
      p.n,
      new Date(Date.UTC(p.year, p.month, 15)),
      cell(p.open),
      cell(p.pay),
      cell(p.interest),
      cell(p.principal),
      cell(p.close),
    ]);
  ws.addRow([
    'Total',
    null,
    null,
    cell(sumN(schedule.map((p) => p.pay))),
    cell(sumN(schedule.map((p) => p.interest))),
    cell(sumN(schedule.map((p) => p.principal))),
    null,
  ]);
  ws.getColumn(2).numFmt = 'mmm yyyy';
  for (let c = 3; c <= 7; c++) ws.getColumn(c).numFmt = '"₱"#,##0.00';
  ws.getCell('B2').numFmt = '"₱"#,##0.00';
  return toBytes(wb);
}

const { q, list } = asker(NAME);
const inYear = (y: number): Pmt[] => schedule.filter((p) => p.year === y);
const last = schedule[N - 1]!;
const june26 = schedule.find((p) => p.year === 2026 && p.month === 5)!;

q('what is the monthly repayment', { value: m(PAYMENT) }, 'Payment on every row but the last');
q(
  'total interest over the loan',
  { value: m(sumN(schedule.map((p) => p.interest))) },
  'sum of Interest (= Total row)',
);
q(
  'how much interest do we pay in 2026',
  { value: m(sumN(inYear(2026).map((p) => p.interest))) },
  'Interest on payments due in 2026 (Feb-Dec)',
);
q('balance after 12 payments', { value: m(schedule[11]!.close) }, 'Closing balance, Pmt # 12');
q(
  'how much principal do we pay off in the first year of the loan',
  { value: m(sumN(schedule.slice(0, 12).map((p) => p.principal))) },
  'Principal, payments 1-12',
);
q(
  'whats the final payment',
  { value: m(last.pay) },
  'Payment, Pmt # 36 (adjusted to clear the balance)',
);
q('total we pay back', { value: m(sumN(schedule.map((p) => p.pay))) }, 'sum of Payment');
q('interest in the first payment', { value: m(schedule[0]!.interest) }, 'Interest, Pmt # 1');
q(
  'how much do we still owe after the june 2026 payment',
  { value: m(june26.close) },
  'Closing balance of the payment due June 2026',
);
q(
  'when is the loan paid off',
  { at: [`${MON[last.month]} ${last.year}`, `${MONTHS[last.month]} ${last.year}`] },
  'the due date of the last payment',
);
q(
  'can we pay it off early without penalty',
  { refuse: true },
  'loan terms are not in the schedule',
);
q(
  'how much principal in 2027',
  { value: m(sumN(inYear(2027).map((p) => p.principal))) },
  'Principal on payments due in 2027',
);
q(
  'how much did we borrow',
  { value: m(PRINCIPAL) },
  'Principal in the title block (= opening balance of Pmt # 1)',
);

export const bridalLoan: BlindBook = {
  name: NAME,
  business: 'bridal shop',
  shape: 'loan amortisation schedule with a title block and totals row',
  bytes,
  questions: list,
  checks: [
    ['principal repaid equals the loan', sumN(schedule.map((p) => p.principal)) === PRINCIPAL],
    ['balance ends at zero', last.close === 0],
    [
      'payments = principal + interest',
      sumN(schedule.map((p) => p.pay)) === PRINCIPAL + sumN(schedule.map((p) => p.interest)),
    ],
  ],
};
