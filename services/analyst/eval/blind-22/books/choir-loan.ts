/**
 * Choir school (€): an amortisation schedule for a piano loan, 24 monthly payments from
 * "Jan 2025", interest 6.5% a year on the opening balance (rounded to the cent each month),
 * the last payment settles the rest. Loan terms in a small block above the table.
 */
import { divRound, money } from '../../expect';
import { asker, cell, MON, newBook, sumOf, toBytes, type BlindBook } from '../lib';

const NAME = 'choir-loan';
const PRINCIPAL = 1850000n;
const PAYMENT = 82412n;
interface Row {
  n: number;
  label: string;
  open: bigint;
  pay: bigint;
  interest: bigint;
  principal: bigint;
  close: bigint;
}
const rows: Row[] = [];
let bal = PRINCIPAL;
for (let n = 1; n <= 24; n++) {
  const interest = divRound(bal * 65n, 12000n);
  const pay = n === 24 ? bal + interest : PAYMENT;
  const principal = pay - interest;
  rows.push({
    n,
    label: `${MON[(n - 1) % 12]} ${2025 + Math.floor((n - 1) / 12)}`,
    open: bal,
    pay,
    interest,
    principal,
    close: bal - principal,
  });
  bal -= principal;
}

async function build(): Promise<Uint8Array> {
  const wb = newBook();
  const ws = wb.addWorksheet('Piano loan');
  ws.addRow(['Cantate Kinderchor e.V. - loan for the Steinway']);
  ws.addRow(['Amount borrowed', cell(PRINCIPAL)]);
  ws.addRow(['Annual rate', 0.065]);
  ws.addRow(['Term (months)', 24]);
  ws.addRow([]);
  ws.addRow([
    'No.',
    'Month',
    'Opening balance €',
    'Payment €',
    'Interest €',
    'Principal €',
    'Closing balance €',
  ]);
  rows.forEach((x) =>
    ws.addRow([
      x.n,
      x.label,
      cell(x.open),
      cell(x.pay),
      cell(x.interest),
      cell(x.principal),
      cell(x.close),
    ]),
  );
  return toBytes(wb);
}

const { qs, ask } = asker(NAME);
const y25 = rows.slice(0, 12);
ask(
  'how much interest will we pay in total',
  { value: money(sumOf(rows.map((x) => x.interest))) },
  'sum of Interest, 24 payments',
);
ask(
  'what do we still owe after december 2025',
  { value: money(rows[11]!.close) },
  'Closing balance, Dec 2025',
);
ask('interest in june 2025', { value: money(rows[5]!.interest) }, 'Interest, Jun 2025');
ask('total of all payments', { value: money(sumOf(rows.map((x) => x.pay))) }, 'sum of Payment');
ask(
  'how much principal did we pay off in 2025',
  { value: money(sumOf(y25.map((x) => x.principal))) },
  'sum of Principal, Jan-Dec 2025',
);
ask('what is the monthly payment', { value: money(PAYMENT) }, 'Payment (the same for months 1-23)');
ask('how much did we borrow', { value: money(PRINCIPAL) }, 'Amount borrowed');
ask('how big is the final payment', { value: money(rows[23]!.pay) }, 'Payment, Dec 2026');
ask(
  'interest paid in 2026',
  { value: money(sumOf(rows.slice(12).map((x) => x.interest))) },
  'sum of Interest, Jan-Dec 2026',
);
ask('balance after payment 18', { value: money(rows[17]!.close) }, 'Closing balance, No. 18');
ask(
  'what will we owe at the end of this month',
  { value: money(rows[22]!.close) },
  'now is 2026-11-24: Closing balance, Nov 2026',
);
ask(
  'how much of the march 2026 payment is principal',
  { value: money(rows[14]!.principal) },
  'Principal, Mar 2026',
);
ask(
  'can we pay it off early without a fee',
  { refuse: true },
  'loan terms on the sheet say nothing about early repayment',
);
ask('whats the interest rate if we refinance', { refuse: true }, 'not on the sheet');
export const choirLoan: BlindBook = {
  name: NAME,
  business: 'choir school',
  shape: 'loan amortisation schedule with a terms block above',
  build,
  questions: qs,
  checks: [
    {
      what: 'principal repaid = amount borrowed',
      a: sumOf(rows.map((x) => x.principal)),
      b: PRINCIPAL,
    },
  ],
};
