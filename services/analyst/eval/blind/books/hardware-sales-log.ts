/**
 * Ace Corner Hardware ($): a sales log, one row per sale (date, invoice, customer, item, qty,
 * unit price, amount), a title row above, a Total row and a note below.
 */
import { meanCents, money, ratio2 } from '../../expect';
import { makeRng } from '../rng';
import {
  bold,
  cell,
  day,
  DOLLAR,
  formatColumns,
  MONTHS,
  monthPlaces,
  newBook,
  sumN,
  toBytes,
} from '../sheet';
import type { BookSpec } from '../types';

const CUSTOMERS = [
  'Miller Construction',
  'J. Ortiz',
  'Walk-in',
  'Greenleaf Landscaping',
  'Bayview HOA',
  'K. Tran',
  'Summit Roofing',
  'Patel Plumbing',
] as const;
const ITEMS: Array<[string, number]> = [
  ['Cordless Drill', 12999],
  ['Paint (gallon)', 3450],
  ['Lumber 2x4', 675],
  ['Drywall Sheet', 1420],
  ['Deck Screws (box)', 1199],
  ['Garden Hose', 2750],
  ['Step Ladder 6ft', 8900],
  ['Work Gloves', 849],
  ['Caulk Tube', 525],
  ['Extension Cord', 1999],
];

export interface SaleRow {
  month: number; // 1-12
  dayOfMonth: number;
  customer: string;
  item: string;
  qty: number;
  price: number; // cents
  amount: number; // cents
}

export const hardwareSalesLog: BookSpec<{ rows: SaleRow[] }> = {
  name: 'hardware-sales-log',
  about:
    'hardware shop, $, sales log (date, invoice, customer, item, qty, price, amount), Total row',
  async build(seed) {
    const rng = makeRng(seed);
    const rows: SaleRow[] = [];
    for (let month = 1; month <= 6; month++) {
      const n = rng.int(9, 14);
      const days = Array.from({ length: n }, () => rng.int(1, 28)).sort((a, b) => a - b);
      for (const d of days) {
        const [item, price] = rng.pick(ITEMS);
        const qty = price > 5000 ? rng.int(1, 3) : rng.int(1, 40);
        rows.push({
          month,
          dayOfMonth: d,
          customer: rng.pick(CUSTOMERS),
          item,
          qty,
          price,
          amount: qty * price,
        });
      }
    }
    const wb = newBook();
    const ws = wb.addWorksheet('Sales Log');
    bold(ws.addRow(['Ace Corner Hardware - sales log Jan to Jun 2025']));
    ws.addRow([]);
    bold(ws.addRow(['Date', 'Invoice #', 'Customer', 'Item', 'Qty', 'Unit Price', 'Amount']));
    rows.forEach((r, i) =>
      ws.addRow([
        day(2025, r.month, r.dayOfMonth),
        `INV-${2401 + i}`,
        r.customer,
        r.item,
        r.qty,
        cell(r.price),
        cell(r.amount),
      ]),
    );
    bold(
      ws.addRow([
        'Total',
        null,
        null,
        null,
        sumN(rows.map((r) => r.qty)),
        null,
        cell(sumN(rows.map((r) => r.amount))),
      ]),
    );
    ws.addRow([]);
    ws.addRow(['Prices exclude sales tax.']);
    ws.getColumn(1).numFmt = 'mm/dd/yyyy';
    formatColumns(ws, [6, 7], DOLLAR, 4);
    return { bytes: await toBytes(wb), facts: { rows } };
  },
  questions({ rows }) {
    const amt = (xs: SaleRow[]): number => sumN(xs.map((r) => r.amount));
    const qty = (xs: SaleRow[]): number => sumN(xs.map((r) => r.qty));
    const total = amt(rows);
    const byCustomer = CUSTOMERS.map((c) => amt(rows.filter((r) => r.customer === c)));
    const bestC = byCustomer.indexOf(Math.max(...byCustomer));
    const byMonth = [1, 2, 3, 4, 5, 6].map((m) => amt(rows.filter((r) => r.month === m)));
    const bestM = byMonth.indexOf(Math.max(...byMonth));
    const itemNames = ITEMS.map(([n]) => n);
    const byItemQty = itemNames.map((n) => qty(rows.filter((r) => r.item === n)));
    const byItemAmt = itemNames.map((n) => amt(rows.filter((r) => r.item === n)));
    const topQty = byItemQty.indexOf(Math.max(...byItemQty));
    const topAmt = byItemAmt.indexOf(Math.max(...byItemAmt));
    const q2 = rows.filter((r) => r.month >= 4);
    const biggest = Math.max(...rows.map((r) => r.amount));
    return [
      {
        id: 'count',
        question: 'how many sales did we make',
        expect: { value: String(rows.length) },
        means: 'number of sale rows (the Total row is not a sale)',
      },
      {
        id: 'revenue',
        question: 'total revenue?',
        expect: { value: money(total) },
        means: 'sum of Amount over the sale rows',
      },
      {
        id: 'avg-sale',
        question: 'whats our average sale',
        expect: { value: meanCents(total, rows.length) },
        means: 'sum of Amount / number of sales',
      },
      {
        id: 'biggest-sale',
        question: 'biggest single sale',
        expect: { value: money(biggest) },
        means: 'largest Amount of one row',
      },
      {
        id: 'best-customer',
        question: 'who is our best customer',
        expect: { value: money(byCustomer[bestC]!), at: CUSTOMERS[bestC]! },
        means: 'customer with the largest summed Amount',
      },
      {
        id: 'summit',
        question: 'how much did summit roofing buy from us',
        expect: { value: money(byCustomer[CUSTOMERS.indexOf('Summit Roofing')]!) },
        means: 'sum of Amount for Summit Roofing',
      },
      {
        id: 'drills',
        question: 'how many drills did we sell',
        expect: { value: String(byItemQty[0]) },
        means: 'sum of Qty for Cordless Drill',
      },
      {
        id: 'may',
        question: 'revenue in may',
        expect: { value: money(byMonth[4]!) },
        means: 'sum of Amount for May dates',
      },
      {
        id: 'q2-count',
        question: 'how many sales in q2',
        expect: { value: String(q2.length) },
        means: 'sale rows dated Apr..Jun',
      },
      {
        id: 'top-item',
        question: 'what did we sell the most of',
        expect: topQty === topAmt ? { at: itemNames[topQty]! } : { refuse: true },
        means:
          topQty === topAmt
            ? 'the same item leads by units and by dollars, so both readings agree; place only'
            : 'units and dollars give different items: ask which',
      },
      {
        id: 'avg-qty',
        question: 'average quantity per sale',
        expect: { value: ratio2(qty(rows), rows.length) },
        means: 'sum of Qty / number of sales, 2 decimals',
      },
      {
        id: 'march',
        question: 'sales in March',
        expect: { value: money(byMonth[2]!) },
        means: 'sum of Amount for March dates',
      },
      {
        id: 'paint',
        question: 'how much paint did we sell in dollars',
        expect: { value: money(byItemAmt[1]!) },
        means: 'sum of Amount for Paint (gallon)',
      },
      {
        id: 'best-month',
        question: 'what was our biggest month',
        expect: { value: money(byMonth[bestM]!), at: monthPlaces(bestM + 1) },
        means: `month with the largest summed Amount (${MONTHS[bestM]})`,
      },
      {
        id: 'units',
        question: 'total units sold',
        expect: { value: String(qty(rows)) },
        means: 'sum of Qty over the sale rows',
      },
      {
        id: 'margin',
        question: "what's our profit margin",
        expect: { refuse: true },
        means: 'no cost figures in the log',
      },
      {
        id: 'tax',
        question: 'how much sales tax did we collect',
        expect: { refuse: true },
        means: 'the note says prices exclude tax; no tax column',
      },
      {
        id: 'cash',
        question: 'how much did bayview hoa pay in cash',
        expect: { refuse: true },
        means: 'payment method is not recorded',
      },
    ];
  },
};
