/** A locksmith van loan amortisation schedule: key/value block above, monthly "Jan-25" periods, no currency stated. */
import ExcelJS from 'exceljs';
import { divRound, money, sum } from '../../expect';
import { amt, put, questionsFor, REFUSE, toBytes, type BlindBook } from '../kit';

/** Principal 48,000.00 at 8.4% a year, 36 payments of a fixed amount; interest rounded to the cent each month. */
const PRINCIPAL = 4800000n;
const RATE_BP = 840n; // basis points a year
const N = 36;
const PAYMENT = 151300n; // fixed instalment in cents; the last payment clears the balance
interface Line {
  n: number;
  label: string;
  opening: bigint;
  interest: bigint;
  principal: bigint;
  payment: bigint;
  closing: bigint;
}
const lines: Line[] = [];
let bal = PRINCIPAL;
for (let i = 0; i < N; i++) {
  const interest = divRound(bal * RATE_BP, 10000n * 12n);
  let payment = PAYMENT;
  if (i === N - 1 || bal + interest < payment) payment = bal + interest;
  const principal = payment - interest;
  const y = 2025 + Math.floor(i / 12);
  const label = `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][i % 12]}-${String(y).slice(2)}`;
  lines.push({
    n: i + 1,
    label,
    opening: bal,
    interest,
    principal,
    payment,
    closing: bal - principal,
  });
  bal -= principal;
}

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Van loan');
  let row = put(ws, 1, [
    ['Loan', 'Van finance - Kiwi Locks & Keys'],
    ['Principal', amt(PRINCIPAL)],
    ['Rate', '8.4% p.a.'],
    ['Term', '36 months'],
    [],
  ]);
  row = put(ws, row, [
    ['#', 'Period', 'Opening balance', 'Payment', 'Interest', 'Principal', 'Closing balance'],
  ]);
  put(
    ws,
    row,
    lines.map((l) => [
      l.n,
      l.label,
      amt(l.opening),
      amt(l.payment),
      amt(l.interest),
      amt(l.principal),
      amt(l.closing),
    ]),
  );
  return toBytes(wb);
}

const interestIn = (year: number): bigint =>
  sum(lines.filter((l) => l.label.endsWith(String(year).slice(2))).map((l) => l.interest));
const totalInterest = sum(lines.map((l) => l.interest));

export const campervanLoan: BlindBook = {
  name: 'van-loan',
  business: 'locksmith van loan',
  shape: 'loan amortisation schedule',
  build,
  checks: [
    { what: 'principal repaid = loan', a: sum(lines.map((l) => l.principal)), b: PRINCIPAL },
    {
      what: 'payments = principal + interest',
      a: sum(lines.map((l) => l.payment)),
      b: PRINCIPAL + totalInterest,
    },
  ],
  questions: questionsFor('van-loan', [
    ['total interest over the loan', { value: money(totalInterest) }, 'sum of Interest'],
    ['how much interest in 2025', { value: money(interestIn(2025)) }, 'Interest for periods *-25'],
    [
      'what do we still owe after Dec-25',
      { value: money(lines[11]!.closing) },
      'Closing balance Dec-25',
    ],
    ['monthly payment', { value: money(PAYMENT) }, 'the fixed Payment'],
    ['final payment', { value: money(lines[N - 1]!.payment) }, 'Payment in period 36'],
    [
      'how much principal do we pay off in 2026',
      { value: money(sum(lines.slice(12, 24).map((l) => l.principal))) },
      'Principal for periods *-26',
    ],
    ['interest in June 2026', { value: money(lines[17]!.interest) }, 'Interest, Jun-26'],
    ['total we pay back', { value: money(sum(lines.map((l) => l.payment))) }, 'sum of Payment'],
    [
      'balance at end of the loan',
      { value: money(lines[N - 1]!.closing) },
      'Closing balance, period 36 (0)',
    ],
    ['what can we save by paying it off early', REFUSE, 'no early-repayment terms'],
  ]),
};
