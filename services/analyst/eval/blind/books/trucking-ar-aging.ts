/**
 * Haulright Trucking Co. ($): an A/R Aging Summary as of a date. Customers down, aging buckets
 * across (Current, 1 - 30, 31 - 60, 61 - 90, 91 and over), a Total column and a TOTAL row; a
 * customer with nothing in a bucket has a blank cell.
 */
import { meanCents, money, pct } from '../../expect';
import { makeRng } from '../rng';
import { bold, cell, DOLLAR, formatColumns, newBook, sumN, toBytes } from '../sheet';
import type { BookSpec } from '../types';

const CUSTOMERS = [
  'Acme Foods Distribution',
  'Blue Ridge Lumber',
  'Carver Steel Supply',
  'Delta Farm Co-op',
  'Evergreen Packaging',
  'Fulton Beverage',
  'Granite State Builders',
  'Hillside Nursery',
  'Ironwood Furniture',
  'Jensen Auto Parts',
  'Keystone Paper',
] as const;
const BUCKETS = ['Current', '1 - 30', '31 - 60', '61 - 90', '91 and over'] as const;

export const truckingArAging: BookSpec<{ grid: number[][] }> = {
  name: 'trucking-ar-aging',
  about: 'trucking, $, A/R aging summary: buckets across, blank cells, Total column and TOTAL row',
  async build(seed) {
    const rng = makeRng(seed);
    const chance = [0.9, 0.6, 0.4, 0.25, 0.2];
    const grid = CUSTOMERS.map(() =>
      BUCKETS.map((_, b) => (rng.next() < chance[b]! ? rng.int(30_000, 1_800_000) : 0)),
    );
    grid.forEach((row) => {
      if (sumN(row) === 0) row[0] = rng.int(30_000, 900_000);
    });
    const wb = newBook();
    const ws = wb.addWorksheet('AR Aging');
    bold(ws.addRow(['Haulright Trucking Co.']));
    bold(ws.addRow(['A/R Aging Summary']));
    ws.addRow(['As of October 31, 2025']);
    ws.addRow([]);
    bold(ws.addRow([null, ...BUCKETS, 'Total']));
    grid.forEach((row, i) =>
      ws.addRow([CUSTOMERS[i], ...row.map((c) => (c ? cell(c) : null)), cell(sumN(row))]),
    );
    const colTotals = BUCKETS.map((_, b) => sumN(grid.map((r) => r[b]!)));
    bold(ws.addRow(['TOTAL', ...colTotals.map(cell), cell(sumN(colTotals))]));
    formatColumns(ws, [2, 3, 4, 5, 6, 7], DOLLAR, 6);
    ws.getColumn(1).width = 26;
    return { bytes: await toBytes(wb), facts: { grid } };
  },
  questions({ grid }) {
    const rowTotal = grid.map((r) => sumN(r));
    const total = sumN(rowTotal);
    const col = (b: number): number => sumN(grid.map((r) => r[b]!));
    const top = rowTotal.indexOf(Math.max(...rowTotal));
    const over90 = grid.map((r) => r[4]!);
    const top90 = over90.indexOf(Math.max(...over90));
    const fulton = grid[CUSTOMERS.indexOf('Fulton Beverage')]!;
    const carver = grid[CUSTOMERS.indexOf('Carver Steel Supply')]!;
    return [
      {
        id: 'most-owed',
        question: 'who owes us the most',
        expect: { value: money(rowTotal[top]!), at: CUSTOMERS[top]! },
        means: 'customer with the largest Total',
      },
      {
        id: 'over-60',
        question: 'how much is more than 60 days late',
        expect: { value: money(col(3) + col(4)) },
        means: '61 - 90 plus 91 and over, all customers',
      },
      {
        id: 'total',
        question: 'total recievables',
        expect: { value: money(total) },
        means: 'TOTAL row, Total column',
      },
      {
        id: 'fulton',
        question: 'how much does fulton beverage owe',
        expect: { value: money(sumN(fulton)) },
        means: 'Fulton Beverage, Total',
      },
      {
        id: 'current',
        question: 'how much is current',
        expect: { value: money(col(0)) },
        means: 'Current column total',
      },
      {
        id: 'past-due-pct',
        question: 'what percent of receivables is past due',
        expect: { value: pct(total - col(0), total) },
        means: '(all buckets except Current) / Total',
      },
      {
        id: 'top-90',
        question: 'which customer has the most over 90 days',
        expect: { value: money(over90[top90]!), at: CUSTOMERS[top90]! },
        means: 'largest 91 and over cell',
      },
      {
        id: '31-60',
        question: 'how much is 31 to 60 days overdue',
        expect: { value: money(col(2)) },
        means: '31 - 60 column total',
      },
      {
        id: 'customers',
        question: 'how many customers owe us money',
        expect: { value: String(CUSTOMERS.length) },
        means: 'customer rows with a balance (every row has one; TOTAL is not a customer)',
      },
      {
        id: 'carver-30',
        question: "how much of carver steel's balance is over 30 days",
        expect: { value: money(carver[2]! + carver[3]! + carver[4]!) },
        means: 'Carver Steel Supply: 31 - 60 + 61 - 90 + 91 and over',
      },
      {
        id: 'avg',
        question: 'average balance per customer',
        expect: { value: meanCents(total, CUSTOMERS.length) },
        means: 'Total / 11 customers',
      },
      {
        id: '1-30',
        question: 'total in the 1-30 bucket',
        expect: { value: money(col(1)) },
        means: '1 - 30 column total',
      },
      {
        id: 'last-paid',
        question: 'when did jensen auto parts last pay us',
        expect: { refuse: true },
        means: 'no payment dates in an aging summary',
      },
      {
        id: 'bad-debt',
        question: 'whats our bad debt expense',
        expect: { refuse: true },
        means: 'not on an aging report',
      },
      {
        id: 'billed-sep',
        question: 'how much did we bill in september',
        expect: { refuse: true },
        means: 'invoices by month are not on the sheet',
      },
    ];
  },
};
