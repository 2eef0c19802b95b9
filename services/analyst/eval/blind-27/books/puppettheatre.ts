/** Puppet theatre, ₺: Shopify-style orders export (one line item per order), statuses paid/refunded, ISO-ish "Paid at" text. */
import ExcelJS from 'exceljs';
import { meanCents, money } from '../../expect';
import { argMax, cell, questionsFor, rng, toBytes, total, type BlindBook } from '../lib';

const r = rng(15);
const shows: Array<[string, number]> = [
  ["The Dragon's Pearl", 25000],
  ['Karagöz Tonight', 18000],
  ['Moon Fox (matinee)', 12000],
  ['Puppet-making workshop', 45000],
];
interface Order {
  name: string;
  email: string;
  status: 'paid' | 'refunded';
  m: number;
  paidAt: string;
  item: string;
  qty: number;
  price: number;
  subtotal: number;
  discount: number;
  taxes: number;
  total: number;
}
const orders: Order[] = [];
for (let i = 0; i < 64; i++) {
  const [item, price] = r.pick(shows);
  const qty = r.int(1, 5);
  const subtotal = qty * price;
  const discount = r.next() < 0.25 ? Math.round(subtotal / 10) : 0;
  const taxes = Math.round(((subtotal - discount) * 20) / 120); // KDV included in price
  const m = Math.floor(i / 16) + 1; // Feb..May 2026
  const day = 1 + (i % 16);
  orders.push({
    name: `#${1201 + i}`,
    email: `guest${r.int(100, 999)}@mail.example`,
    status: r.next() < 0.1 ? 'refunded' : 'paid',
    m,
    paidAt: `2026-${String(m + 1).padStart(2, '0')}-${String(day).padStart(2, '0')} 19:${String(r.int(10, 59))}:00 +0300`,
    item,
    qty,
    price,
    subtotal,
    discount,
    taxes,
    total: subtotal - discount,
  });
}
const paid = orders.filter((o) => o.status === 'paid');
const refunded = orders.filter((o) => o.status === 'refunded');

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('orders_export');
  ws.addRow([
    'Name',
    'Email',
    'Financial Status',
    'Paid at',
    'Currency',
    'Subtotal',
    'Discount Amount',
    'Taxes',
    'Total',
    'Lineitem name',
    'Lineitem quantity',
    'Lineitem price',
  ]);
  for (const o of orders)
    ws.addRow([
      o.name,
      o.email,
      o.status,
      o.paidAt,
      'TRY',
      cell(o.subtotal),
      cell(o.discount),
      cell(o.taxes),
      cell(o.total),
      o.item,
      o.qty,
      cell(o.price),
    ]);
  return toBytes(wb);
}

const ticketsPaid = shows.map(([s]) =>
  paid.filter((o) => o.item === s).reduce((a, o) => a + o.qty, 0),
);
const topShow = argMax(ticketsPaid);
const topUnique = ticketsPaid.filter((v) => v === ticketsPaid[topShow]).length === 1;
const marchOrders = orders.filter((o) => o.m === 2).length;
const totals = orders.map((o) => o.total);
const big = argMax(totals);

export const puppettheatre: BlindBook = {
  name: 'puppettheatre',
  business: 'puppet theatre (tickets and workshops online)',
  shape: 'Shopify-style orders export',
  bytes,
  checks: [
    {
      what: 'paid + refunded totals = all totals',
      a: total(paid.map((o) => o.total)) + total(refunded.map((o) => o.total)),
      b: total(totals),
    },
  ],
  questions: questionsFor('puppettheatre', [
    ['how many orders did we get', { value: String(orders.length), means: 'count of order rows' }],
    [
      'how many orders were refunded',
      { value: String(refunded.length), means: 'rows with Financial Status refunded' },
    ],
    [
      'how much did we take not counting refunded orders',
      { value: money(total(paid.map((o) => o.total))), means: 'sum of Total, status paid' },
    ],
    [
      'how much was refunded',
      { value: money(total(refunded.map((o) => o.total))), means: 'sum of Total, status refunded' },
    ],
    topUnique
      ? [
          'which show sold the most tickets, leaving out refunds',
          {
            at: shows[topShow]![0],
            value: String(ticketsPaid[topShow]),
            means: 'largest sum of Lineitem quantity by Lineitem name, status paid',
          },
        ]
      : ['which show sold the most tickets, leaving out refunds', { refuse: true, means: 'tie' }],
    [
      'how many orders in march',
      { value: String(marchOrders), means: 'rows with Paid at in 2026-03' },
    ],
    [
      'total discounts given',
      {
        value: money(total(orders.map((o) => o.discount))),
        means: 'sum of Discount Amount, all orders',
      },
    ],
    [
      'how much kdv did we collect on paid orders',
      { value: money(total(paid.map((o) => o.taxes))), means: 'sum of Taxes, status paid' },
    ],
    totals.filter((v) => v === totals[big]).length === 1
      ? [
          'biggest order',
          {
            at: orders[big]!.name,
            value: money(totals[big]!),
            means: 'order with the largest Total',
          },
        ]
      : ['biggest order', { refuse: true, means: 'tie' }],
    [
      'average order value for paid orders',
      {
        value: meanCents(total(paid.map((o) => o.total)), paid.length),
        means: 'sum of Total / count, status paid',
      },
    ],
    [
      "dragon's pearl tickets sold (paid)",
      {
        value: String(ticketsPaid[0]),
        means: "sum of Lineitem quantity, The Dragon's Pearl, status paid",
      },
    ],
    [
      'how many people came to the shows',
      { refuse: true, means: 'tickets sold is not attendance; no door counts' },
    ],
    [
      'average order value',
      { refuse: true, means: 'ambiguous: with or without refunded orders give different figures' },
    ],
  ]),
};
