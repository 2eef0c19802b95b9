/** A piano tuner's van loan: amortisation schedule, ₱, monthly, dates as "Jan-25" text, notes above the header. */
import ExcelJS from 'exceljs';
import { hundredths } from '../../expect';
import { MON, asker, cell, sumB, toBytes, writeRows, type BlindBook, type Row } from '../kit';

const principal = 1_200_000_00n;
const n = 36;
// 10.5% a year, monthly; payment fixed in cents, last payment clears the balance.
const rateNum = 105n,
  rateDen = 12_000n;
const pay = 39_003_87n;
interface P {
  k: number;
  label: string;
  year: number;
  payment: bigint;
  interest: bigint;
  principal: bigint;
  balance: bigint;
}
const sched: P[] = [];
let bal = principal;
for (let k = 1; k <= n; k++) {
  const interest = (bal * rateNum + rateDen / 2n) / rateDen;
  let payment = pay;
  if (k === n || payment > bal + interest) payment = bal + interest;
  const prin = payment - interest;
  bal -= prin;
  const mi = (k - 1) % 12;
  const year = 2025 + Math.floor((k - 1) / 12);
  sched.push({
    k,
    label: `${MON[mi]}-${String(year).slice(2)}`,
    year,
    payment,
    interest,
    principal: prin,
    balance: bal,
  });
}

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Van loan');
  writeRows(
    ws,
    [
      ['Tono Piano Tuning — van loan, BDO'],
      ['Principal ₱1,200,000.00 at 10.5% p.a., 36 monthly payments from Jan-25'],
      [],
      ['No.', 'Month', 'Payment', 'Interest', 'Principal', 'Balance'],
      ...sched.map((p): Row => [
        p.k,
        p.label,
        cell(p.payment),
        cell(p.interest),
        cell(p.principal),
        cell(p.balance),
      ]),
      [
        'Total',
        null,
        cell(sumB(sched.map((p) => p.payment))),
        cell(sumB(sched.map((p) => p.interest))),
        cell(sumB(sched.map((p) => p.principal))),
        null,
      ],
    ],
    '#,##0.00',
  );
  return toBytes(wb);
}

const { qs, q } = asker('piano-loan');
const I = (f: (p: P) => boolean): bigint => sumB(sched.filter(f).map((p) => p.interest));
const nov26 = sched.find((p) => p.label === 'Nov-26')!;
const oct26 = sched.find((p) => p.label === 'Oct-26')!;
q(
  'how much interest will we pay in total',
  { value: hundredths(I(() => true)) },
  'sum of Interest over 36 payments (= Total row)',
);
q(
  'interest paid in 2025',
  { value: hundredths(I((p) => p.year === 2025)) },
  'Interest for Jan-25..Dec-25',
);
q(
  'interest in 2026',
  { value: hundredths(I((p) => p.year === 2026)) },
  'Interest for Jan-26..Dec-26',
);
q(
  'what is the monthly payment',
  { value: hundredths(pay) },
  'the fixed Payment (all but the last)',
);
q('balance after payment 12', { value: hundredths(sched[11]!.balance) }, 'Balance on row No. 12');
q(
  'how much do we still owe',
  { value: [hundredths(nov26.balance), hundredths(oct26.balance)] },
  'Balance after the Nov-26 payment, or after Oct-26 (the sheet gives no due day, so on 24 Nov either is fair)',
);
q(
  'how much principal did we pay off in 2025',
  { value: hundredths(sumB(sched.filter((p) => p.year === 2025).map((p) => p.principal))) },
  'Principal Jan-25..Dec-25',
);
q('last payment amount', { value: hundredths(sched[n - 1]!.payment) }, 'Payment on row No. 36');
q(
  'total we will repay',
  { value: hundredths(sumB(sched.map((p) => p.payment))) },
  'sum of Payment',
);
q('interest in the first payment', { value: hundredths(sched[0]!.interest) }, 'Interest, No. 1');
q(
  'how many payments are left',
  {
    value: [
      String(sched.filter((p) => p.k > nov26.k).length),
      String(sched.filter((p) => p.k > oct26.k).length),
    ],
  },
  'payments after Nov-26 (13) or after Oct-26 (14): no due day on the sheet',
);
q(
  'should we pay the loan off early',
  { refuse: true },
  'a judgement; no early-repayment terms on the sheet',
);
q('what is the van worth now', { refuse: true }, 'no asset value on a loan schedule');

export const pianoLoan: BlindBook = {
  name: 'piano-loan',
  business: "piano tuner's van loan schedule (₱)",
  build,
  questions: qs,
  checks: [
    ['principal repaid = amount borrowed', principal, sumB(sched.map((p) => p.principal))],
    ['ends at zero', 0n, bal],
  ],
};
