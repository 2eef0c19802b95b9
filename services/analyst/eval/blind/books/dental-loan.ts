/**
 * Bright Smile Dental Clinic (€): a loan amortisation schedule for a dental chair and X-ray
 * unit. The loan terms in a block above the table, then Pmt No, Payment Date, Payment,
 * Interest, Principal, Balance; monthly interest rounded to the cent, the last payment
 * clears the balance.
 */
import { money } from '../../expect';
import { day, EURO, formatColumns, newBook, bold, cell, sumN, toBytes } from '../sheet';
import { makeRng } from '../rng';
import type { BookSpec } from '../types';

export interface LoanRow {
  n: number;
  year: number;
  month: number;
  payment: number;
  interest: number;
  principal: number;
  balance: number;
}

export interface Loan {
  amount: number;
  /** annual rate in basis points */
  rateBp: number;
  rows: LoanRow[];
}

export const dentalLoan: BookSpec<Loan> = {
  name: 'dental-loan',
  about: 'dental clinic, €, loan amortisation schedule with a terms block above the table',
  async build(seed) {
    const rng = makeRng(seed);
    const amount = rng.int(40_000, 90_000) * 100;
    const rateBp = rng.int(450, 780);
    const term = 36;
    const r = rateBp / 10000 / 12;
    const payment = Math.round((amount * r) / (1 - Math.pow(1 + r, -term)));
    const rows: LoanRow[] = [];
    let balance = amount;
    for (let n = 1; n <= term; n++) {
      // interest = balance x rate / 12 / 10000, rounded half up, in integers
      const interest = Math.floor((balance * rateBp * 2 + 120_000) / 240_000);
      const pay = n === term ? balance + interest : payment;
      const principal = pay - interest;
      balance -= principal;
      const m0 = 2 + n; // first payment March 2025
      rows.push({
        n,
        year: 2025 + Math.floor((m0 - 1) / 12),
        month: ((m0 - 1) % 12) + 1,
        payment: pay,
        interest,
        principal,
        balance,
      });
    }
    const wb = newBook();
    const ws = wb.addWorksheet('Loan schedule');
    bold(ws.addRow(['Equipment loan - Sparkasse']));
    ws.addRow(['Loan amount', cell(amount)]);
    ws.addRow(['Annual interest rate', rateBp / 10000]);
    ws.addRow(['Term (months)', term]);
    ws.addRow(['First payment', day(2025, 3, 1)]);
    ws.addRow([]);
    bold(ws.addRow(['Pmt No', 'Payment Date', 'Payment', 'Interest', 'Principal', 'Balance']));
    for (const x of rows)
      ws.addRow([
        x.n,
        day(x.year, x.month, 1),
        cell(x.payment),
        cell(x.interest),
        cell(x.principal),
        cell(x.balance),
      ]);
    ws.getColumn(2).numFmt = 'dd.mm.yyyy';
    ws.getCell('B2').numFmt = EURO;
    ws.getCell('B3').numFmt = '0.00%';
    ws.getCell('B4').numFmt = '0';
    formatColumns(ws, [3, 4, 5, 6], EURO, 8);
    ws.getColumn(1).width = 22;
    return { bytes: await toBytes(wb), facts: { amount, rateBp, rows } };
  },
  questions({ amount, rows }) {
    const interest = (xs: LoanRow[]): number => sumN(xs.map((x) => x.interest));
    const y2026 = rows.filter((x) => x.year === 2026);
    const first12 = rows.slice(0, 12);
    const biggestInterest = Math.max(...rows.map((x) => x.interest));
    return [
      {
        id: 'interest-total',
        question: 'how much interest will we pay over the whole loan',
        expect: { value: money(interest(rows)) },
        means: 'sum of Interest, all 36 payments',
      },
      {
        id: 'balance-12',
        question: 'balance after payment 12',
        expect: { value: money(rows[11]!.balance) },
        means: 'Balance on Pmt No 12',
      },
      {
        id: 'interest-2026',
        question: 'interest paid in 2026',
        expect: { value: money(interest(y2026)) },
        means: 'Interest of the payments dated in 2026',
      },
      {
        id: 'payment',
        question: 'what is the monthly payment',
        expect: { value: money(rows[0]!.payment) },
        means: 'the regular Payment (all but the last are equal)',
      },
      {
        id: 'principal-first-year',
        question: 'how much principal do we pay off in the first 12 payments',
        expect: { value: money(sumN(first12.map((x) => x.principal))) },
        means: 'sum of Principal, Pmt No 1..12 (= loan amount - balance after 12)',
      },
      {
        id: 'amount',
        question: 'how much did we borrow',
        expect: { value: money(amount) },
        means: 'Loan amount in the terms block',
      },
      {
        id: 'total-paid',
        question: 'total of all payments',
        expect: { value: money(sumN(rows.map((x) => x.payment))) },
        means: 'sum of Payment, all 36 rows',
      },
      {
        id: 'last-payment',
        question: 'how big is the final payment',
        expect: { value: money(rows[rows.length - 1]!.payment) },
        means: 'Payment on Pmt No 36',
      },
      {
        id: 'max-interest',
        question: 'highest monthly interest charge',
        expect: { value: money(biggestInterest) },
        means: 'largest Interest (the first payment)',
      },
      {
        id: 'balance-dec-2025',
        question: 'what do we still owe at the end of 2025',
        expect: { value: money(rows.filter((x) => x.year === 2025).at(-1)!.balance) },
        means: 'Balance after the December 2025 payment',
      },
      {
        id: 'payoff-penalty',
        question: 'what is the penalty for paying it off early',
        expect: { refuse: true },
        means: 'not in the schedule',
      },
      {
        id: 'missed',
        question: 'how many payments have we missed',
        expect: { refuse: true },
        means: 'a schedule holds no payment history',
      },
    ];
  },
};
