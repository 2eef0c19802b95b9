/**
 * A bookstore's loan amortisation schedule: loan terms in a small block above, then one row
 * per monthly payment (No., Due date, Payment, Interest, Principal, Balance), interest
 * rounded to the cent each month, the last payment adjusted. US dollars.
 */
import type { Rng } from '../kit/rng';
import type { BookQuestion, BuiltBook } from '../kit/types';
import { cell, day, divRound, isum, money, newBook, toBytes } from '../kit/cells';

export async function buildBookstoreLoan(r: Rng): Promise<BuiltBook> {
  const principal = BigInt(r.int(6, 12)) * 500000n; // $30k - $60k in cents
  const rateBp = BigInt(r.pick([725, 775, 850, 925])); // annual rate in basis points
  const n = 36;
  // fixed payment from the annuity formula, rounded up to the cent (the bank's schedule)
  const i = Number(rateBp) / 10000 / 12;
  const pay = BigInt(Math.ceil((Number(principal) * i) / (1 - Math.pow(1 + i, -n))));
  const rows: Array<{
    k: number;
    y: number;
    m: number;
    pay: bigint;
    int: bigint;
    prin: bigint;
    bal: bigint;
  }> = [];
  let bal = principal;
  for (let k = 1; k <= n; k++) {
    const int = divRound(bal * rateBp, 120000n);
    const p = k === n ? bal + int : pay;
    const prin = p - int;
    bal -= prin;
    const mm = 3 + k - 1; // first payment March 2025
    rows.push({
      k,
      y: 2025 + Math.floor((mm - 1) / 12),
      m: ((mm - 1) % 12) + 1,
      pay: p,
      int,
      prin,
      bal,
    });
  }
  const wb = newBook();
  const ws = wb.addWorksheet('Loan schedule');
  ws.addRow(['Chapter One Books - SBA term loan']);
  ws.addRow(['Loan amount', cell(principal)]);
  ws.addRow(['Annual rate', Number(rateBp) / 10000]);
  ws.addRow(['Term (months)', n]);
  ws.addRow(['First payment', day(2025, 3, 1)]);
  ws.addRow([]);
  ws.addRow(['No.', 'Due date', 'Payment', 'Interest', 'Principal', 'Balance']);
  for (const x of rows)
    ws.addRow([x.k, day(x.y, x.m, 1), cell(x.pay), cell(x.int), cell(x.prin), cell(x.bal)]);
  ws.getCell('B3').numFmt = '0.00%';
  ws.getColumn(2).numFmt = 'mmm yyyy';

  const totInt = isum(rows.map((x) => x.int));
  const in2026 = rows.filter((x) => x.y === 2026);
  const after12 = rows[11]!.bal;
  const endOf2025 = rows.filter((x) => x.y === 2025).at(-1)!.bal;
  const questions: BookQuestion[] = [
    {
      id: 'pay',
      question: 'what is the monthly payment',
      expect: { value: money(pay) },
      means: 'the fixed Payment (payments 1-35)',
    },
    {
      id: 'int',
      question: 'how much interest will we pay over the life of the loan',
      expect: { value: money(totInt) },
      means: 'sum of Interest, all 36 rows',
    },
    {
      id: 'int26',
      question: 'interest paid in 2026',
      expect: { value: money(isum(in2026.map((x) => x.int))) },
      means: 'sum of Interest for due dates in 2026',
    },
    {
      id: 'bal12',
      question: 'balance after the 12th payment',
      expect: { value: money(after12) },
      means: 'Balance on row No. 12',
    },
    {
      id: 'bal25',
      question: 'how much will we still owe at the end of 2025',
      expect: { value: money(endOf2025) },
      means: 'Balance after the last 2025 payment (Dec 2025)',
    },
    {
      id: 'prin26',
      question: 'how much principal do we pay down in 2026',
      expect: { value: money(isum(in2026.map((x) => x.prin))) },
      means: 'sum of Principal for 2026 due dates',
    },
    {
      id: 'last',
      question: 'final payment amount',
      expect: { value: money(rows[n - 1]!.pay) },
      means: 'Payment on row 36 (adjusted)',
    },
    {
      id: 'first',
      question: 'interest in the first payment',
      expect: { value: money(rows[0]!.int) },
      means: 'Interest on row 1',
    },
    {
      id: 'total',
      question: 'total of all payments',
      expect: { value: money(isum(rows.map((x) => x.pay))) },
      means: 'sum of Payment (= loan + total interest)',
    },
    {
      id: 'amount',
      question: 'how much did we borrow',
      expect: { value: money(principal) },
      means: 'Loan amount',
    },
    {
      id: 'early',
      question: 'what would we save by paying it off early',
      expect: { refuse: true },
      means: 'depends on when and on prepayment terms: ambiguous',
    },
    {
      id: 'rate2',
      question: 'what rate would the bank give us now',
      expect: { refuse: true },
      means: 'not in the sheet',
    },
  ];
  return {
    business: 'bookstore',
    shape: 'loan amortisation schedule with a terms block above',
    bytes: await toBytes(wb),
    questions,
    checks: [
      {
        what: 'principal column repays the loan',
        left: isum(rows.map((x) => x.prin)),
        right: principal,
      },
      {
        what: 'payments = loan + interest',
        left: isum(rows.map((x) => x.pay)),
        right: principal + totInt,
      },
    ],
  };
}
