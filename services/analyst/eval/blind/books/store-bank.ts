/**
 * Maple & Moss online store ($): a bank export as the bank gives it (no title): Date,
 * Description, Debit (money out), Credit (money in), Balance, an opening-balance row first.
 */
import { meanCents, money } from '../../expect';
import { makeRng } from '../rng';
import { cell, day, formatColumns, newBook, PLAIN, sumN, toBytes } from '../sheet';
import type { BookSpec } from '../types';

export interface BankRow {
  month: number;
  dayOfMonth: number;
  description: string;
  debit: number; // cents, 0 when none
  credit: number;
  balance: number;
}

export interface StoreBank {
  opening: number;
  rows: BankRow[];
}

export const storeBank: BookSpec<StoreBank> = {
  name: 'store-bank',
  about:
    'online store, $, bank export (date, description, debit, credit, balance) with an opening row',
  async build(seed) {
    const rng = makeRng(seed);
    const opening = rng.int(1_200_000, 2_400_000);
    const rows: BankRow[] = [];
    let balance = opening;
    for (let month = 1; month <= 3; month++) {
      const events: Array<[number, string, number, number]> = [];
      for (const d of [3, 10, 17, 24])
        events.push([d, `SHOPIFY PAYOUT ${rng.int(100000, 999999)}`, 0, rng.int(180_000, 620_000)]);
      events.push([rng.int(5, 25), 'STRIPE TRANSFER', 0, rng.int(20_000, 90_000)]);
      for (let i = 0; i < 3; i++)
        events.push([rng.int(1, 28), 'USPS POSTAGE', rng.int(4_000, 30_000), 0]);
      events.push([
        rng.int(1, 28),
        `FACEBK ADS ${rng.int(1000, 9999)}`,
        rng.int(15_000, 70_000),
        0,
      ]);
      events.push([1, 'RENT - WAREHOUSE UNIT 4', 180_000, 0]);
      events.push([15, 'GUSTO PAYROLL', rng.int(300_000, 420_000), 0]);
      events.push([28, 'MONTHLY SERVICE FEE', 1_500, 0]);
      if (rng.next() < 0.7) events.push([rng.int(2, 27), 'WIRE FEE', 2_500, 0]);
      events.push([rng.int(5, 25), 'AMZN MKTP PACKAGING', rng.int(6_000, 25_000), 0]);
      events.sort((a, b) => a[0] - b[0]);
      for (const [d, description, debit, credit] of events) {
        balance += credit - debit;
        rows.push({ month, dayOfMonth: d, description, debit, credit, balance });
      }
    }
    const wb = newBook();
    const ws = wb.addWorksheet('Checking ...4471');
    ws.addRow(['Date', 'Description', 'Debit', 'Credit', 'Balance']);
    ws.addRow([day(2025, 1, 1), 'OPENING BALANCE', null, null, cell(opening)]);
    for (const r of rows)
      ws.addRow([
        day(2025, r.month, r.dayOfMonth),
        r.description,
        r.debit ? cell(r.debit) : null,
        r.credit ? cell(r.credit) : null,
        cell(r.balance),
      ]);
    ws.getColumn(1).numFmt = 'yyyy-mm-dd';
    formatColumns(ws, [3, 4, 5], PLAIN, 2);
    return { bytes: await toBytes(wb), facts: { opening, rows } };
  },
  questions({ opening, rows }) {
    const inSum = (xs: BankRow[]): number => sumN(xs.map((r) => r.credit));
    const outSum = (xs: BankRow[]): number => sumN(xs.map((r) => r.debit));
    const has =
      (s: string) =>
      (r: BankRow): boolean =>
        r.description.includes(s);
    const deposits = rows.filter((r) => r.credit > 0);
    const feb = rows.filter((r) => r.month === 2);
    const march = rows.filter((r) => r.month === 3);
    return [
      {
        id: 'in',
        question: 'how much money came in',
        expect: { value: money(inSum(rows)) },
        means: 'sum of Credit (the opening balance is not money in)',
      },
      {
        id: 'out',
        question: 'how much went out',
        expect: { value: money(outSum(rows)) },
        means: 'sum of Debit',
      },
      {
        id: 'ending',
        question: 'ending balence',
        expect: { value: money(rows[rows.length - 1]!.balance) },
        means: 'Balance on the last row',
      },
      {
        id: 'biggest-out',
        question: 'biggest payment out',
        expect: { value: money(Math.max(...rows.map((r) => r.debit))) },
        means: 'largest Debit',
      },
      {
        id: 'fees',
        question: 'how much did we pay in bank fees',
        expect: { value: money(outSum(rows.filter(has('FEE')))) },
        means: 'Debits whose description has FEE (service fee, wire fee)',
      },
      {
        id: 'deposits',
        question: 'how many deposits',
        expect: { value: String(deposits.length) },
        means: 'rows with a Credit',
      },
      {
        id: 'facebook',
        question: 'what did we spend on facebook ads',
        expect: { value: money(outSum(rows.filter(has('FACEBK')))) },
        means: 'Debits described FACEBK ADS (the bank abbreviates Facebook)',
      },
      {
        id: 'net-feb',
        question: 'net change in cash in february',
        expect: { value: money(inSum(feb) - outSum(feb)) },
        means: 'February credits - February debits',
      },
      {
        id: 'bal-feb',
        question: 'balance at the end of february',
        expect: { value: money(feb[feb.length - 1]!.balance) },
        means: 'Balance on the last February row',
      },
      {
        id: 'shopify-mar',
        question: 'shopify payouts in march',
        expect: { value: money(inSum(march.filter(has('SHOPIFY')))) },
        means: 'Credits described SHOPIFY PAYOUT dated in March',
      },
      {
        id: 'payroll',
        question: 'total payroll paid',
        expect: { value: money(outSum(rows.filter(has('PAYROLL')))) },
        means: 'Debits described GUSTO PAYROLL',
      },
      {
        id: 'opening',
        question: 'starting balance',
        expect: { value: money(opening) },
        means: 'the OPENING BALANCE row',
      },
      {
        id: 'avg-deposit',
        question: 'average deposit',
        expect: { value: meanCents(inSum(rows), deposits.length) },
        means: 'sum of Credit / number of credits',
      },
      {
        id: 'postage',
        question: 'How much postage did we buy in January?',
        expect: { value: money(outSum(rows.filter((r) => r.month === 1 && has('POSTAGE')(r)))) },
        means: 'USPS POSTAGE debits dated in January',
      },
      {
        id: 'taxes',
        question: 'what did we pay in sales tax',
        expect: { refuse: true },
        means: 'no tax payments in the export; 0 would be a guess about what the account shows',
      },
      {
        id: 'april',
        question: 'balance in april',
        expect: { refuse: true },
        means: 'the export ends in March',
      },
    ];
  },
};
