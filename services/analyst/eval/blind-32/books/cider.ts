/** Cider maker: an equipment loan repayment schedule, 36 months from Feb 2026, dates as text, GBP. */
import ExcelJS from 'exceljs';
import { divRound, hundredths } from '../../expect';
import { type BlindBook, cell, MON, putRows, questionsFor, rng, toBytes, total } from '../lib';

const r = rng(8);
const principal = r.int(45, 70) * 100000; // £45k–£70k in whole thousands
const ratePct = 7.2; // 0.6% a month
const n = 36;
// fixed payment from the annuity formula, rounded to the cent; the last payment clears the balance
const i = 0.006;
const pay = Math.round((principal * i) / (1 - Math.pow(1 + i, -n)));
interface Row {
  no: number;
  label: string;
  year: number;
  m: number;
  open: bigint;
  payment: bigint;
  interest: bigint;
  capital: bigint;
  close: bigint;
}
const rows: Row[] = [];
let bal = BigInt(principal);
for (let k = 0; k < n; k++) {
  const m = (1 + k) % 12;
  const year = 2026 + Math.floor((1 + k) / 12);
  const interest = divRound(bal * 6n, 1000n);
  let payment = BigInt(pay);
  if (k === n - 1 || payment > bal + interest) payment = bal + interest;
  const capital = payment - interest;
  const close = bal - capital;
  rows.push({
    no: k + 1,
    label: `${MON[m]} ${year}`,
    year,
    m,
    open: bal,
    payment,
    interest,
    capital,
    close,
  });
  bal = close;
}
const in2026 = rows.filter((x) => x.year === 2026);
const in2027 = rows.filter((x) => x.year === 2027);
const oct26 = rows.find((x) => x.year === 2026 && x.m === 9)!;
const paidToNov = rows.filter((x) => x.year === 2026 && x.m <= 10);
const totInt = total(rows.map((x) => x.interest));
const totPay = total(rows.map((x) => x.payment));
const r12 = rows[11]!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  putRows(wb.addWorksheet('Loan schedule'), [
    ['Old Orchard Cider Co — press & tank loan'],
    [
      `Amount borrowed £${(principal / 100).toLocaleString('en-GB')}   Rate ${ratePct}% p.a.   Term 36 months   First payment 1 Feb 2026`,
    ],
    [],
    ['No.', 'Payment date', 'Opening balance', 'Payment', 'Interest', 'Capital', 'Closing balance'],
    ...rows.map((x) => [
      x.no,
      `1 ${x.label}`,
      cell(x.open),
      cell(x.payment),
      cell(x.interest),
      cell(x.capital),
      cell(x.close),
    ]),
    [],
    [
      'Totals',
      undefined,
      undefined,
      cell(totPay),
      cell(totInt),
      cell(total(rows.map((x) => x.capital))),
    ],
  ]);
  return toBytes(wb);
}

export const cider: BlindBook = {
  name: 'cider',
  business: 'cider maker',
  shape: 'loan repayment schedule, dates as text',
  bytes,
  questions: questionsFor('cider', [
    [
      'what is the monthly payment on the press loan',
      { value: hundredths(BigInt(pay)), means: 'the fixed Payment (rows 1–35)' },
    ],
    [
      'total interest over the whole loan',
      { value: hundredths(totInt), means: 'Interest column total' },
    ],
    [
      'how much interest do we pay in 2026',
      {
        value: hundredths(total(in2026.map((x) => x.interest))),
        means: 'Interest, payment dates Feb–Dec 2026',
      },
    ],
    [
      'what do we still owe after the october payment',
      { value: hundredths(oct26.close), means: 'Closing balance on the 1 Oct 2026 row' },
    ],
    [
      'balance after 12 payments',
      { value: hundredths(r12.close), means: 'Closing balance, payment No. 12' },
    ],
    [
      'how much capital have we paid off up to and including november 2026',
      {
        value: hundredths(total(paidToNov.map((x) => x.capital))),
        means: 'Capital, payments Feb–Nov 2026',
      },
    ],
    [
      'total repayments over the term',
      { value: hundredths(totPay), means: 'Payment column total' },
    ],
    [
      'capital repaid in 2027',
      {
        value: hundredths(total(in2027.map((x) => x.capital))),
        means: 'Capital, payment dates in 2027',
      },
    ],
    [
      'what is the final payment',
      { value: hundredths(rows[n - 1]!.payment), means: 'Payment, No. 36' },
    ],
    [
      'interest in the march 2027 payment',
      {
        value: hundredths(rows.find((x) => x.year === 2027 && x.m === 2)!.interest),
        means: 'Interest, 1 Mar 2027 row',
      },
    ],
    [
      'how much did we borrow',
      {
        value: hundredths(BigInt(principal)),
        means: 'Opening balance of payment 1 (amount borrowed)',
      },
    ],
    ['should we pay the loan off early', { refuse: true, means: 'an opinion' }],
    [
      "what's the rate on the van loan",
      { refuse: true, means: 'only the press & tank loan is in the sheet' },
    ],
  ]),
  checks: [
    {
      what: 'capital repaid = amount borrowed',
      a: total(rows.map((x) => x.capital)),
      b: BigInt(principal),
    },
    { what: 'payments = interest + capital', a: totPay, b: totInt + BigInt(principal) },
    { what: 'loan cleared', a: rows[n - 1]!.close, b: 0n },
  ],
};
