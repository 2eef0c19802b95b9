/** Electrician's van loan: amortisation schedule under a loan-details block, USD. */
import ExcelJS from 'exceljs';
import { divRound, money, sum } from '../../expect';
import { assertEq, cell, centsAt, questionsFor, toBytes, type BlindBook } from '../kit';

const NAME = 'van-loan';
const PRINCIPAL = 4_685_000n; // $46,850.00
const RATE_BP = 840n; // 8.40 % a year
const TERM = 36;
const PAYMENT = 147_700n; // $1,477.00 fixed, last one adjusted
interface Row {
  n: number;
  year: number;
  month: number;
  open: bigint;
  pay: bigint;
  interest: bigint;
  principal: bigint;
  close: bigint;
}
const rows: Row[] = [];
let bal = PRINCIPAL;
for (let n = 1; n <= TERM; n++) {
  const interest = divRound(bal * RATE_BP, 12n * 10000n);
  const pay = n === TERM ? bal + interest : PAYMENT;
  const principal = pay - interest;
  const m0 = 1 + (n - 1); // first payment February 2026
  rows.push({
    n,
    year: 2026 + Math.floor(m0 / 12),
    month: m0 % 12,
    open: bal,
    pay,
    interest,
    principal,
    close: bal - principal,
  });
  bal -= principal;
}
const totalInterest = sum(rows.map((r) => r.interest));
const totalPaid = sum(rows.map((r) => r.pay));

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Van loan');
  ws.addRow(['Bright Spark Electrical: Ford Transit loan']);
  ws.addRow(['Lender', 'Summit Credit Union']);
  ws.addRow(['Loan amount', cell(PRINCIPAL)]);
  ws.addRow(['Interest rate (APR)', Number(RATE_BP) / 10000]);
  ws.addRow(['Term (months)', TERM]);
  ws.addRow([]);
  ws.addRow([
    'No.',
    'Payment date',
    'Opening balance',
    'Payment',
    'Interest',
    'Principal',
    'Closing balance',
  ]);
  for (const r of rows) {
    ws.addRow([
      r.n,
      new Date(Date.UTC(r.year, r.month, 15)),
      cell(r.open),
      cell(r.pay),
      cell(r.interest),
      cell(r.principal),
      cell(r.close),
    ]);
  }
  ws.getCell('B4').numFmt = '0.00%';
  ws.getColumn(2).numFmt = 'mm/dd/yyyy';
  for (let c = 3; c <= 7; c++) ws.getColumn(c).numFmt = '$#,##0.00';
  ws.getCell('B3').numFmt = '$#,##0.00';
  ws.getCell('B5').numFmt = '0';
  return toBytes(wb);
}

function verify(wb: ExcelJS.Workbook): void {
  const ws = wb.getWorksheet('Van loan')!;
  let b = centsAt(ws, 'B3');
  rows.forEach((_, i) => {
    const row = 8 + i;
    assertEq(`opening ${row}`, b, centsAt(ws, `C${row}`));
    assertEq(
      `split ${row}`,
      centsAt(ws, `E${row}`) + centsAt(ws, `F${row}`),
      centsAt(ws, `D${row}`),
    );
    b -= centsAt(ws, `F${row}`);
    assertEq(`closing ${row}`, b, centsAt(ws, `G${row}`));
  });
  assertEq('paid off', b, 0n);
}

const inYear = (y: number): Row[] => rows.filter((r) => r.year === y);

export const vanLoan: BlindBook = {
  name: NAME,
  business: 'electrician',
  shape: 'loan amortisation schedule under a details block (amount, APR, term)',
  build,
  verify,
  questions: questionsFor(NAME, [
    [
      'how much interest will we pay over the whole loan',
      { value: money(totalInterest) },
      'sum of the Interest column',
    ],
    [
      'what is the monthly payment',
      { value: money(PAYMENT) },
      'the regular Payment (all but the last)',
    ],
    ['balance after payment 12', { value: money(rows[11]!.close) }, 'Closing balance of No. 12'],
    [
      'interest paid in 2026',
      { value: money(sum(inYear(2026).map((r) => r.interest))) },
      'Interest of payments dated in 2026',
    ],
    [
      'how much principal do we pay off in the first year',
      { value: money(sum(rows.slice(0, 12).map((r) => r.principal))) },
      'Principal of payments 1..12',
    ],
    [
      'final payment amount',
      { value: money(rows[TERM - 1]!.pay) },
      'Payment of No. 36 (adjusted to clear the balance)',
    ],
    [
      'how much do we still owe after two years',
      { value: money(rows[23]!.close) },
      'Closing balance of No. 24',
    ],
    [
      'whats the interest rate',
      { value: ['8.4', '0.084'] },
      'APR cell: 8.40 % (as percent points or as the fraction stored)',
    ],
    ['how much did we borrow', { value: money(PRINCIPAL) }, 'Loan amount'],
    [
      'total paid over the life of the loan',
      { value: money(totalPaid) },
      'sum of the Payment column',
    ],
    ['interest in the first payment', { value: money(rows[0]!.interest) }, 'Interest of No. 1'],
    [
      'interest paid in 2028',
      { value: money(sum(inYear(2028).map((r) => r.interest))) },
      'Interest of payments dated in 2028',
    ],
    ['what is the van worth now', { refuse: true }, 'a loan schedule holds no asset value'],
    ['how many payments are in 2027', { value: String(inYear(2027).length) }, 'rows dated in 2027'],
  ]),
};
