/**
 * A boarding kennel's equipment loan amortisation schedule (USD): 60 monthly payments from
 * Jan 2025, interest 7.2% a year on the opening balance, a fixed payment and a smaller final
 * payment; periods as "2025-01". Interest per row is rounded half up to the cent.
 */
import { divRound, money, sum } from '../../expect';
import { ask, cell, monthPlaces, toBytes, type BlindBook } from '../kit';

const NAME = 'kennel-loan';
const PRINCIPAL = 8_500_000n;
const N = 60;
/** fixed payment, cents: standard annuity formula, rounded once to the cent */
const i = 0.072 / 12;
const PAYMENT = BigInt(Math.round((Number(PRINCIPAL) * i) / (1 - (1 + i) ** -N)));
interface Row {
  no: number;
  period: string;
  open: bigint;
  pay: bigint;
  interest: bigint;
  principal: bigint;
  close: bigint;
}
const rows: Row[] = [];
let bal = PRINCIPAL;
for (let n = 1; bal > 0n && n <= N; n++) {
  const interest = divRound(bal * 72n, 12_000n);
  // the final payment clears the rounding residue so the schedule ends on its term
  const pay = n === N || bal + interest < PAYMENT ? bal + interest : PAYMENT;
  const principal = pay - interest;
  const y = 2025 + Math.floor((n - 1) / 12);
  rows.push({
    no: n,
    period: `${y}-${String(((n - 1) % 12) + 1).padStart(2, '0')}`,
    open: bal,
    pay,
    interest,
    principal,
    close: bal - principal,
  });
  bal -= principal;
}
const inYear = (y: number): Row[] => rows.filter((x) => x.period.startsWith(String(y)));
const last = rows.at(-1)!;

export const kennelLoan: BlindBook = {
  name: NAME,
  business: 'boarding kennel',
  shape: 'loan amortisation schedule, 60 rows, terms above the table',
  build: () =>
    toBytes((wb) => {
      const ws = wb.addWorksheet('Loan schedule');
      ws.addRow(['Happy Tails Kennels — equipment loan']);
      ws.addRow(['Amount', cell(PRINCIPAL)]);
      ws.addRow(['Rate (annual)', 0.072]);
      ws.addRow(['Term (months)', N]);
      ws.addRow([]);
      ws.addRow([
        '#',
        'Period',
        'Opening balance',
        'Payment',
        'Interest',
        'Principal',
        'Closing balance',
      ]);
      for (const x of rows)
        ws.addRow([
          x.no,
          x.period,
          cell(x.open),
          cell(x.pay),
          cell(x.interest),
          cell(x.principal),
          cell(x.close),
        ]);
    }),
  checks: [
    { what: 'principal repaid = loan', a: sum(rows.map((x) => x.principal)), b: PRINCIPAL },
    { what: 'ends at zero', a: last.close, b: 0n },
  ],
  questions: ask(NAME, [
    [
      'how much interest will we pay over the whole loan',
      { value: money(sum(rows.map((x) => x.interest))), means: 'sum of Interest' },
    ],
    [
      'what is the monthly payment',
      { value: money(PAYMENT), means: 'the fixed Payment (all rows but the last)' },
    ],
    [
      'how many payments are there',
      { value: String(rows.length), means: 'count of schedule rows' },
    ],
    [
      'balance after 12 payments',
      { value: money(rows[11]!.close), means: 'Closing balance of #12' },
    ],
    [
      'interest paid in 2025',
      {
        value: money(sum(inYear(2025).map((x) => x.interest))),
        means: 'sum of Interest, periods 2025-xx',
      },
    ],
    [
      'how much principal do we pay off in 2026',
      {
        value: money(sum(inYear(2026).map((x) => x.principal))),
        means: 'sum of Principal, periods 2026-xx',
      },
    ],
    [
      'total of all payments',
      { value: money(sum(rows.map((x) => x.pay))), means: 'sum of Payment' },
    ],
    [
      'what do we still owe after payment 30',
      { value: money(rows[29]!.close), means: 'Closing balance of #30' },
    ],
    ['interest in the first payment', { value: money(rows[0]!.interest), means: 'Interest of #1' }],
    ['what is the last payment', { value: money(last.pay), means: 'Payment of the final row' }],
    [
      'when is the loan paid off',
      {
        at: [
          last.period,
          ...monthPlaces(Number(last.period.slice(5)) - 1, Number(last.period.slice(0, 4))),
        ],
        means: 'period of the final row',
      },
    ],
    [
      'how much interest in 2027',
      {
        value: money(sum(inYear(2027).map((x) => x.interest))),
        means: 'sum of Interest, periods 2027-xx',
      },
    ],
    ['should we pay it off early', { refuse: true, means: 'advice, not a figure from the sheet' }],
    ['what was the equipment we bought', { refuse: true, means: 'not on the sheet' }],
  ]),
};
