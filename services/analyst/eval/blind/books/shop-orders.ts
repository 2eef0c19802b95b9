/**
 * Maple & Moss online store ($): a Shopify-style orders export, one row per order, the
 * columns as Shopify names them, "Created at" as exported text, codes for countries.
 */
import { money } from '../../expect';
import { makeRng } from '../rng';
import { cell, formatColumns, newBook, PLAIN, sumN, toBytes } from '../sheet';
import type { BookSpec } from '../types';

export interface Order {
  name: string;
  status: 'paid' | 'refunded' | 'pending';
  fulfillment: 'fulfilled' | 'unfulfilled';
  subtotal: number;
  shipping: number;
  taxes: number;
  discountCode: string;
  discount: number;
  total: number;
  month: number;
  d: number;
  country: string;
}

export const shopOrders: BookSpec<{ orders: Order[] }> = {
  name: 'shop-orders',
  about:
    'online store, $, Shopify-style orders export (financial/fulfillment status, subtotal, shipping, taxes, total, discounts)',
  async build(seed) {
    const rng = makeRng(seed);
    const orders: Order[] = [];
    const n = rng.int(55, 70);
    let month = 4;
    let d = 1;
    for (let i = 0; i < n; i++) {
      d += rng.int(0, 2);
      if (d > 28) {
        month += 1;
        d = 1;
      }
      const subtotal = rng.int(1_800, 24_000);
      const discountCode = rng.next() < 0.25 ? rng.pick(['SPRING10', 'WELCOME15']) : '';
      const discount = discountCode
        ? Math.round((subtotal * (discountCode === 'SPRING10' ? 10 : 15)) / 100)
        : 0;
      const shipping = subtotal - discount >= 7_500 ? 0 : rng.pick([595, 895, 1_250]);
      const taxes = Math.round(((subtotal - discount) * 7) / 100);
      const roll = rng.next();
      const status = roll < 0.08 ? 'refunded' : roll < 0.15 ? 'pending' : 'paid';
      orders.push({
        name: `#${1041 + i}`,
        status,
        fulfillment: status === 'paid' && rng.next() < 0.85 ? 'fulfilled' : 'unfulfilled',
        subtotal,
        shipping,
        taxes,
        discountCode,
        discount,
        total: subtotal - discount + shipping + taxes,
        month,
        d,
        country: rng.next() < 0.8 ? 'US' : rng.pick(['CA', 'GB']),
      });
    }
    const wb = newBook();
    const ws = wb.addWorksheet('orders_export_1');
    ws.addRow([
      'Name',
      'Email',
      'Financial Status',
      'Fulfillment Status',
      'Currency',
      'Subtotal',
      'Shipping',
      'Taxes',
      'Total',
      'Discount Code',
      'Discount Amount',
      'Created at',
      'Shipping Country',
    ]);
    orders.forEach((o, i) =>
      ws.addRow([
        o.name,
        `customer${(i * 7) % 41}@example.com`,
        o.status,
        o.fulfillment,
        'USD',
        cell(o.subtotal),
        cell(o.shipping),
        cell(o.taxes),
        cell(o.total),
        o.discountCode || null,
        cell(o.discount),
        `2025-${String(o.month).padStart(2, '0')}-${String(o.d).padStart(2, '0')} ${String(9 + (i % 12)).padStart(2, '0')}:${String((i * 17) % 60).padStart(2, '0')}:00 -0400`,
        o.country,
      ]),
    );
    formatColumns(ws, [6, 7, 8, 9, 11], PLAIN, 2);
    return { bytes: await toBytes(wb), facts: { orders } };
  },
  questions({ orders }) {
    const s = (xs: Order[], f: 'total' | 'shipping' | 'taxes' | 'discount' | 'subtotal'): number =>
      sumN(xs.map((o) => o[f]));
    const refunded = orders.filter((o) => o.status === 'refunded');
    const totals = orders.map((o) => o.total);
    const big = totals.indexOf(Math.max(...totals));
    return [
      {
        id: 'orders',
        question: 'how many orders did we get',
        expect: { value: String(orders.length) },
        means: 'order rows',
      },
      {
        id: 'refunded',
        question: 'how many orders were refunded',
        expect: { value: String(refunded.length) },
        means: 'Financial Status = refunded',
      },
      {
        id: 'shipping',
        question: 'how much shipping did we charge',
        expect: { value: money(s(orders, 'shipping')) },
        means: 'sum of Shipping, all orders',
      },
      {
        id: 'taxes',
        question: 'total taxes on all orders',
        expect: { value: money(s(orders, 'taxes')) },
        means: 'sum of Taxes, all orders',
      },
      {
        id: 'refunded-total',
        question: 'total value of refunded orders',
        expect: { value: money(s(refunded, 'total')) },
        means: 'sum of Total where refunded',
      },
      {
        id: 'aov',
        question: 'average order value',
        expect: { refuse: true },
        means: 'ambiguous: Total vs Subtotal, with or without refunded and pending orders; ask',
      },
      {
        id: 'biggest',
        question: 'biggest order',
        expect: { value: money(totals[big]!), at: orders[big]!.name },
        means: 'largest Total; place = order name',
      },
      {
        id: 'discounts',
        question: 'how much discount did we give',
        expect: { value: money(s(orders, 'discount')) },
        means: 'sum of Discount Amount',
      },
      {
        id: 'codes',
        question: 'how many orders used a discount code',
        expect: { value: String(orders.filter((o) => o.discountCode).length) },
        means: 'rows with a Discount Code',
      },
      {
        id: 'paid-total',
        question: 'how much did we take in from paid orders',
        expect: {
          value: money(
            s(
              orders.filter((o) => o.status === 'paid'),
              'total',
            ),
          ),
        },
        means: 'sum of Total where paid',
      },
      {
        id: 'pending',
        question: 'pending orders total',
        expect: {
          value: money(
            s(
              orders.filter((o) => o.status === 'pending'),
              'total',
            ),
          ),
        },
        means: 'sum of Total where pending',
      },
      {
        id: 'unfulfilled',
        question: 'how many orders are unfulfilled',
        expect: { value: String(orders.filter((o) => o.fulfillment === 'unfulfilled').length) },
        means: 'Fulfillment Status = unfulfilled',
      },
      {
        id: 'ca',
        question: 'how many orders shipped to CA',
        expect: { value: String(orders.filter((o) => o.country === 'CA').length) },
        means: 'Shipping Country = CA',
      },
      {
        id: 'may',
        question: 'how many orders in may',
        expect: { value: String(orders.filter((o) => o.month === 5).length) },
        means: 'rows whose Created at falls in May 2025',
      },
      {
        id: 'product',
        question: 'which product sells best',
        expect: { refuse: true },
        means: 'no line items in this export',
      },
      {
        id: 'profit',
        question: "what's our profit on these orders",
        expect: { refuse: true },
        means: 'no costs',
      },
    ];
  },
};
