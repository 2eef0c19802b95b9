/** Bicycle courier (€): bank export with date, description, debit, credit, running balance. */
import ExcelJS from 'exceljs';
import { money } from '../../expect';
import { cell, cents, putRow, sumB, utcDate, type BookDef } from '../kit';

const IN = ['Stripe payout', 'Invoice 2025-0', 'Restaurant Delivery GmbH'] as const;
const OUT = [
  'Bike parts Rose',
  'Phone contract',
  'Rider payout',
  'Insurance Allianz',
  'Rent hub',
] as const;

interface Tx {
  date: Date;
  month: number;
  desc: string;
  debit: bigint;
  credit: bigint;
  bal: bigint;
}

export const courier: BookDef = {
  name: 'courier',
  business: 'bicycle courier cooperative, Leipzig',
  build(rng) {
    const opening = cents(rng, 3000, 6000);
    let bal = opening;
    const txs: Tx[] = [];
    for (let m = 0; m < 3; m++) {
      const days = Array.from({ length: rng.int(9, 13) }, () => rng.int(1, 28)).sort(
        (a, b) => a - b,
      );
      for (const d of days) {
        const isIn = rng.next() < 0.45;
        const amt = isIn ? cents(rng, 300, 2800) : cents(rng, 40, 1500);
        const desc = isIn ? rng.pick(IN) : rng.pick(OUT);
        bal += isIn ? amt : -amt;
        txs.push({
          date: utcDate(2025, m, d),
          month: m,
          desc: desc === 'Invoice 2025-0' ? `${desc}${rng.int(10, 99)}` : desc,
          debit: isIn ? 0n : amt,
          credit: isIn ? amt : 0n,
          bal,
        });
      }
    }
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Kontoauszug');
    putRow(ws, 1, ['Account DE44 5001 0517 0123 4567 89 – export Q1 2025, EUR']);
    putRow(ws, 2, ['Opening balance', cell(opening)]);
    putRow(ws, 4, ['Date', 'Description', 'Debit', 'Credit', 'Balance']);
    txs.forEach((t, i) =>
      putRow(ws, 5 + i, [
        t.date,
        t.desc,
        t.debit ? cell(t.debit) : undefined,
        t.credit ? cell(t.credit) : undefined,
        cell(t.bal),
      ]),
    );
    ws.getColumn(1).numFmt = 'yyyy-mm-dd';
    const debits = sumB(txs.map((t) => t.debit));
    const credits = sumB(txs.map((t) => t.credit));
    const riders = sumB(txs.filter((t) => t.desc === 'Rider payout').map((t) => t.debit));
    const stripe = sumB(txs.filter((t) => t.desc === 'Stripe payout').map((t) => t.credit));
    const feb = txs.filter((t) => t.month === 1);
    const lowest = txs.reduce((b, t) => (t.bal < b.bal ? t : b));
    const bigOut = txs.reduce((b, t) => (t.debit > b.debit ? t : b));
    return {
      workbook: wb,
      checks: [
        {
          what: 'opening + credits - debits = closing',
          a: opening + credits - debits,
          b: txs[txs.length - 1]!.bal,
        },
      ],
      questions: [
        {
          question: 'how much money came in this quarter',
          expect: { value: money(credits) },
          means: 'sum of Credit',
        },
        { question: 'total going out', expect: { value: money(debits) }, means: 'sum of Debit' },
        {
          question: 'what is our balance now',
          expect: { value: money(txs[txs.length - 1]!.bal) },
          means: 'last Balance',
        },
        {
          question: 'how much did we pay the riders',
          expect: { value: money(riders) },
          means: 'Debit on Rider payout rows',
        },
        {
          question: 'stripe payouts total?',
          expect: { value: money(stripe) },
          means: 'Credit on Stripe payout rows',
        },
        {
          question: 'net cash flow for the quarter',
          expect: { value: money(credits - debits) },
          means: 'credits - debits',
        },
        {
          question: 'what was spent in february',
          expect: { value: money(sumB(feb.map((t) => t.debit))) },
          means: 'Debit on Feb 2025 rows',
        },
        {
          question: 'lowest balance',
          expect: { value: money(lowest.bal) },
          means: 'minimum of Balance',
        },
        {
          question: 'biggest payment out',
          expect: { value: money(bigOut.debit) },
          means: 'largest Debit',
        },
        {
          question: 'how many transactions in january',
          expect: { value: String(txs.filter((t) => t.month === 0).length) },
          means: 'count of Jan 2025 rows',
        },
        {
          question: 'money in during march',
          expect: { value: money(sumB(txs.filter((t) => t.month === 2).map((t) => t.credit))) },
          means: 'Credit on Mar 2025 rows',
        },
        {
          question: 'are we profitable',
          expect: { refuse: true },
          means: 'a bank export is cash, not profit',
        },
        {
          question: 'how much did the bike parts cost per delivery',
          expect: { refuse: true },
          means: 'no delivery counts',
        },
        {
          question: 'how many payments came in',
          expect: { value: String(txs.filter((t) => t.credit > 0n).length) },
          means: 'count of rows with a Credit',
        },
        {
          question: 'phone bill total',
          expect: {
            value: money(sumB(txs.filter((t) => t.desc === 'Phone contract').map((t) => t.debit))),
          },
          means: 'Debit on Phone contract rows',
        },
      ],
    };
  },
};
