/** A locksmith's van loan amortisation schedule (kr): a terms block above the table, 36 monthly rows. */
import ExcelJS from 'exceljs';
import { divRound, money } from '../../expect';
import { cell, questionsFor, REFUSE, S, toBytes, type BlindBook } from './kit';

const NAME = 'locksmith';
const loan = 25000000; // cents
const payment = Math.round((loan * 0.005) / (1 - Math.pow(1.005, -36)));
let bal = loan;
const rows = Array.from({ length: 36 }, (_, i) => {
  const open = bal;
  const interest = Number(divRound(BigInt(open) * 5n, 1000n));
  const pay = i === 35 ? open + interest : payment;
  const principal = pay - interest;
  bal = open - principal;
  return {
    n: i + 1,
    date: new Date(Date.UTC(2025 + Math.floor(i / 12), i % 12, 28)),
    open,
    pay,
    interest,
    principal,
    close: bal,
  };
});

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Van loan');
  ws.addRow(['Nyckel & Co - van loan']);
  ws.addRow(['Loan amount', cell(loan)]);
  ws.addRow(['Annual rate', 0.06]);
  ws.addRow(['Term (months)', 36]);
  ws.addRow([]);
  ws.addRow([
    'Payment no',
    'Date',
    'Opening balance',
    'Payment',
    'Interest',
    'Principal',
    'Closing balance',
  ]);
  rows.forEach((x) =>
    ws.addRow([
      x.n,
      x.date,
      cell(x.open),
      cell(x.pay),
      cell(x.interest),
      cell(x.principal),
      cell(x.close),
    ]),
  );
  ws.getColumn(2).numFmt = 'yyyy-mm-dd';
  return toBytes(wb);
}

const interest = S(rows.map((x) => x.interest));
const inYear = (y: number) => rows.filter((x) => x.date.getUTCFullYear() === y);

export const locksmith: BlindBook = {
  name: NAME,
  business: 'locksmith van loan (kr)',
  build,
  checks: [
    { what: 'principal repaid = loan', a: S(rows.map((x) => x.principal)), b: BigInt(loan) },
    { what: 'closes at zero', a: BigInt(rows[35]!.close), b: 0n },
  ],
  questions: questionsFor(NAME, [
    [
      'total interest over the loan',
      { value: money(interest) },
      'sum of Interest, all 36 payments',
    ],
    ['monthly payment', { value: money(payment) }, 'Payment, rows 1-35 (the regular payment)'],
    ['balance after 12 payments', { value: money(rows[11]!.close) }, 'Closing balance, payment 12'],
    [
      'how much interest did we pay in 2025',
      { value: money(S(inYear(2025).map((x) => x.interest))) },
      'Interest, payments dated 2025',
    ],
    [
      'principal paid off in 2026',
      { value: money(S(inYear(2026).map((x) => x.principal))) },
      'Principal, payments dated 2026',
    ],
    [
      'when is the loan paid off',
      { at: ['Dec 2027', 'December 2027', 'Dec-27', '2027-12', '12/2027', '28.12.2027'] },
      'the date of the last payment (Dec 2027), or payment 36',
    ],
    [
      'total we pay back over the life of the loan',
      { value: money(S(rows.map((x) => x.pay))) },
      'sum of Payment = loan + total interest',
    ],
    ['interest in the first payment', { value: money(rows[0]!.interest) }, 'Interest, payment 1'],
    ['final payment amount', { value: money(rows[35]!.pay) }, 'Payment, payment 36'],
    [
      'how much do we still owe after payment 24',
      { value: money(rows[23]!.close) },
      'Closing balance, payment 24',
    ],
    ['what rate could we refinance at', REFUSE, 'no offers on the sheet'],
    ["what's the van worth now", REFUSE, 'no asset values'],
  ]),
};
