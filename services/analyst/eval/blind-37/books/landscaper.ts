/**
 * landscaper: a landscaping firm's hire-purchase schedule for a mini excavator in pounds. Key
 * terms as label / value rows (cash price, deposit, amount financed, APR, term, instalment,
 * fees, total amount payable), then 48 monthly rows (due date, opening balance, instalment,
 * interest, capital, closing balance, fees, total due, status "Paid" to November 2026) and a
 * Totals row. The documentation fee rides on the first payment, the option fee on the last.
 */
import ExcelJS from 'exceljs';
import { divRound, hundredths } from '../../expect';
import {
  cell,
  dayPlaces,
  holds,
  putRows,
  questionsFor,
  same,
  toBytes,
  total,
  type BlindBook,
} from '../lib';

const PRICE = 3895000n;
const DEPOSIT = divRound(PRICE * 15n, 100n);
const FINANCED = PRICE - DEPOSIT;
const APR_BP = 890n; // 8.9% a year, charged monthly on the balance
const N = 48;
const DOC_FEE = 19500n;
const OPTION_FEE = 12000n;
const rate = 0.089 / 12;
const PAYMENT = BigInt(Math.round((Number(FINANCED) * rate) / (1 - Math.pow(1 + rate, -N))));

interface Row {
  no: number;
  due: Date;
  open: bigint;
  pay: bigint;
  interest: bigint;
  capital: bigint;
  close: bigint;
  fees: bigint;
  paid: boolean;
}
const rows: Row[] = [];
let bal = FINANCED;
for (let k = 1; k <= N; k++) {
  const due = new Date(Date.UTC(2025, 2 + k - 1, 15));
  const interest = divRound(bal * APR_BP, 120000n);
  const last = k === N;
  const capital = last ? bal : PAYMENT - interest;
  const pay = interest + capital;
  const fees = k === 1 ? DOC_FEE : last ? OPTION_FEE : 0n;
  const paid = due.getTime() <= Date.UTC(2026, 10, 30);
  rows.push({ no: k, due, open: bal, pay, interest, capital, close: bal - capital, fees, paid });
  bal -= capital;
}
const paidRows = rows.filter((x) => x.paid);
const lastPaid = paidRows[paidRows.length - 1]!;
const unpaid = rows.filter((x) => !x.paid);
const totalInterest = total(rows.map((x) => x.interest));
const totalDue = total(rows.map((x) => x.pay + x.fees));
const payable = DEPOSIT + totalDue;
const y = (yr: number): Row[] => rows.filter((x) => x.due.getUTCFullYear() === yr);
const end2027 = y(2027)[11]!;
const dec26 = rows.find((x) => x.due.getUTCFullYear() === 2026 && x.due.getUTCMonth() === 11)!;
const final = rows[N - 1]!;

const questions = questionsFor('landscaper', [
  [
    'how much did we borrow for the digger',
    { value: hundredths(FINANCED), means: 'Amount financed: cash price − deposit' },
  ],
  [
    "what's left to pay on the digger",
    {
      value: [
        hundredths(lastPaid.close),
        hundredths(total(unpaid.map((x) => x.pay))),
        hundredths(total(unpaid.map((x) => x.pay + x.fees))),
      ],
      means:
        'Balance after the last Paid instalment (November 2026); or the unpaid instalments, with or without the option fee',
    },
  ],
  [
    'total interest over the whole agreement',
    { value: hundredths(totalInterest), means: 'Interest column, all 48 instalments' },
  ],
  [
    'how much interest have we paid so far',
    {
      value: hundredths(total(paidRows.map((x) => x.interest))),
      means: 'Interest on the instalments marked Paid (March 2025-November 2026)',
    },
  ],
  ['monthly payment?', { value: hundredths(PAYMENT), means: 'The regular monthly instalment' }],
  [
    "when's the final payment",
    {
      at: [...dayPlaces(2029, 1, 15), 'Feb 2029', 'February 2029'],
      means: 'Due date of instalment 48',
    },
  ],
  [
    'how many payments left',
    { value: String(unpaid.length), means: 'Instalments not marked Paid' },
  ],
  [
    'total amount payable under the agreement',
    { value: hundredths(payable), means: 'Deposit + all instalments + fees (the key terms line)' },
  ],
  [
    'how much interest do we pay in 2026',
    {
      value: hundredths(total(y(2026).map((x) => x.interest))),
      means: 'Interest on the instalments due January-December 2026',
    },
  ],
  [
    'how much capital have we paid off',
    {
      value: hundredths(total(paidRows.map((x) => x.capital))),
      means: 'Capital on the instalments marked Paid',
    },
  ],
  ['what rate are we paying', { value: ['8.9', '0.089'], means: 'The APR in the key terms, 8.9%' }],
  [
    'balance at the end of 2027',
    {
      value: hundredths(end2027.close),
      means: 'Closing balance after the December 2027 instalment',
    },
  ],
  [
    'how much of the december payment is interest',
    { value: hundredths(dec26.interest), means: 'Interest in the instalment due 15 December 2026' },
  ],
  [
    "what's the digger worth now",
    { refuse: true, means: 'No valuation or resale value in the sheet' },
  ],
  [
    'what would it cost to settle early',
    { refuse: true, means: 'No settlement figure or early-settlement terms in the sheet' },
  ],
]);

const GBP = '£#,##0.00';

export const landscaper: BlindBook = {
  name: 'landscaper',
  business: 'landscaping firm',
  shape: 'hire-purchase schedule: key terms block, 48 monthly rows with fees and status, Totals',
  questions,
  checks: [
    same('capital repaid = amount financed', total(rows.map((x) => x.capital)), FINANCED),
    same(
      'instalments = interest + capital',
      total(rows.map((x) => x.pay)),
      totalInterest + FINANCED,
    ),
    same('ends at zero', final.close, 0n),
    same(
      'paid capital = financed − balance',
      total(paidRows.map((x) => x.capital)),
      FINANCED - lastPaid.close,
    ),
    holds('21 instalments paid', paidRows.length === 21),
    holds('the final instalment is 15 Feb 2029', final.due.getTime() === Date.UTC(2029, 1, 15)),
    holds(
      'every regular instalment is the same',
      rows.slice(0, N - 1).every((x) => x.pay === PAYMENT),
    ),
  ],
  bytes: async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('HP schedule');
    putRows(ws, [
      ['Greenway Landscapes Ltd: hire purchase schedule'],
      [],
      ['Agreement no.', 'KAF/HP/0458213'],
      ['Lender', 'Kingsbridge Asset Finance'],
      ['Asset', 'Kubota KX027-4 mini excavator, serial 30871'],
      ['Cash price', cell(PRICE)],
      ['Deposit (15%)', cell(DEPOSIT)],
      ['Amount financed', cell(FINANCED)],
      ['Interest rate (APR, fixed)', 0.089],
      ['Term', '48 months'],
      ['Regular monthly instalment', cell(PAYMENT)],
      ['Documentation fee (with 1st instalment)', cell(DOC_FEE)],
      ['Option to purchase fee (with final instalment)', cell(OPTION_FEE)],
      ['Total amount payable', cell(payable)],
      [],
      [
        'No.',
        'Due date',
        'Opening balance',
        'Instalment',
        'Interest',
        'Capital',
        'Closing balance',
        'Fees',
        'Total due',
        'Status',
      ],
      ...rows.map((x) => [
        x.no,
        x.due,
        cell(x.open),
        cell(x.pay),
        cell(x.interest),
        cell(x.capital),
        cell(x.close),
        x.fees ? cell(x.fees) : undefined,
        cell(x.pay + x.fees),
        x.paid ? 'Paid' : undefined,
      ]),
      [
        'Totals',
        undefined,
        undefined,
        cell(total(rows.map((x) => x.pay))),
        cell(totalInterest),
        cell(FINANCED),
        undefined,
        cell(DOC_FEE + OPTION_FEE),
        cell(totalDue),
      ],
    ]);
    ws.getRow(1).font = { bold: true, size: 14 };
    ws.getRow(16).font = { bold: true };
    ws.getColumn(1).width = 44;
    ws.getColumn(2).width = 14;
    for (const r of [6, 7, 8, 11, 12, 13, 14]) ws.getCell(r, 2).numFmt = GBP;
    ws.getCell(9, 2).numFmt = '0.0%';
    for (let i = 17; i <= 17 + N; i++) {
      ws.getCell(i, 2).numFmt = 'dd/mm/yyyy';
      for (let c = 3; c <= 9; c++) ws.getCell(i, c).numFmt = GBP;
    }
    for (let c = 3; c <= 10; c++) ws.getColumn(c).width = 14;
    return toBytes(wb);
  },
};
