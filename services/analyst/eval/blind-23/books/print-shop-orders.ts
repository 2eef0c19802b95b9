/**
 * Print shop in Durban (R): a Shopify-style orders export, one order per row, no title, the
 * platform's column names, "Created at" as timestamp text, paid and refunded orders mixed.
 */
import { meanCents, money, sum } from '../../expect';
import {
  Asker,
  argmax,
  between,
  cell,
  monthPlaces,
  newBook,
  pick,
  rngFor,
  toBytes,
  uniqueCheck,
  type BlindBook,
} from '../lib';

const r = rngFor('print-shop-orders');
const PRODUCTS: Array<[string, number]> = [
  ['A2 poster print', 18900],
  ['Business cards (250)', 34500],
  ['Canvas 40x60', 72000],
  ['Vinyl banner 2m', 95000],
  ['Flyers A5 (500)', 41000],
  ['Sticker sheet', 6500],
];
const BUYERS = [
  'Thandi Mokoena',
  'Umhlanga Events',
  'Rajesh Pillay',
  'Berea Bakery',
  'Zanele Khumalo',
  'Point Surf Club',
  'Ayesha Moosa',
  'Glenwood Primary PTA',
];
const orders = Array.from({ length: 58 }, (_, k) => {
  const [item, price] = pick(r, PRODUCTS);
  const qty = between(r, 1, 6);
  const when = new Date(
    Date.UTC(2026, between(r, 0, 9), between(r, 1, 28), between(r, 7, 18), between(r, 0, 59)),
  );
  const subtotal = BigInt(price * qty);
  const shipping = r() < 0.4 ? 0n : BigInt(between(r, 9, 15) * 1000);
  const taxes = (subtotal * 15n + 57n) / 115n; // VAT included in price, shown separately
  const status = r() < 0.1 ? 'refunded' : 'paid';
  return {
    name: `#${1201 + k}`,
    when,
    item,
    qty,
    price: BigInt(price),
    subtotal,
    shipping,
    taxes,
    total: subtotal + shipping,
    status,
    code: r() < 0.25 ? 'SPRING10' : '',
    buyer: pick(r, BUYERS),
  };
}).sort((a, b) => a.when.getTime() - b.when.getTime());
const ts = (d: Date): string => `${d.toISOString().slice(0, 19).replace('T', ' ')} +0200`;

async function build(): Promise<Uint8Array> {
  const wb = newBook();
  const ws = wb.addWorksheet('orders_export');
  ws.addRow([
    'Name',
    'Created at',
    'Financial Status',
    'Fulfillment Status',
    'Lineitem name',
    'Lineitem quantity',
    'Lineitem price',
    'Subtotal',
    'Shipping',
    'Taxes',
    'Total',
    'Discount Code',
    'Billing Name',
    'Currency',
  ]);
  orders.forEach((o) =>
    ws.addRow([
      o.name,
      ts(o.when),
      o.status,
      o.status === 'paid' ? 'fulfilled' : 'unfulfilled',
      o.item,
      o.qty,
      cell(o.price),
      cell(o.subtotal),
      cell(o.shipping),
      cell(o.taxes),
      cell(o.total),
      o.code,
      o.buyer,
      'ZAR',
    ]),
  );
  return toBytes(wb);
}

const q = new Asker('print');
const paid = orders.filter((o) => o.status === 'paid');
const refunded = orders.filter((o) => o.status === 'refunded');
const allT = sum(orders.map((o) => o.total));
const paidT = sum(paid.map((o) => o.total));
const qtyBy = PRODUCTS.map(([p]) =>
  sum(orders.filter((o) => o.item === p).map((o) => BigInt(o.qty))),
);
const topP = argmax(qtyBy);
const buyerT = BUYERS.map((b) => sum(paid.filter((o) => o.buyer === b).map((o) => o.total)));
const topB = argmax(buyerT);
const byMonth = Array.from({ length: 10 }, (_, m) =>
  sum(paid.filter((o) => o.when.getUTCMonth() === m).map((o) => o.total)),
);
const topM = argmax(byMonth);
q.value(
  'total sales',
  [money(paidT), money(allT)],
  'two readings accepted: sum of Total for paid orders, or for all orders (refunds included)',
);
q.value(
  'how many orders in Q2',
  String(orders.filter((o) => o.when.getUTCMonth() >= 3 && o.when.getUTCMonth() <= 5).length),
  'count of orders created Apr-Jun 2026',
);
q.value(
  'average order value',
  [meanCents(paidT, paid.length), meanCents(allT, orders.length)],
  'Total / orders; paid only or all orders accepted',
);
q.place(
  'best selling product',
  PRODUCTS[topP]![0],
  'Lineitem name with the largest sum of quantity',
  String(qtyBy[topP]),
);
q.value(
  'how much shipping did we charge',
  money(sum(orders.map((o) => o.shipping))),
  'sum of Shipping, all orders',
);
q.value(
  'refunds total',
  money(sum(refunded.map((o) => o.total))),
  'sum of Total where Financial Status = refunded',
);
q.value(
  'how many orders used a discount code',
  String(orders.filter((o) => o.code).length),
  'count of rows with a Discount Code',
);
q.place(
  'top customer',
  BUYERS[topB]!,
  'Billing Name with the largest Total over paid orders',
  money(buyerT[topB]!),
);
q.value(
  'how many refunded orders',
  String(refunded.length),
  'count of Financial Status = refunded',
);
q.value('vat collected', money(sum(orders.map((o) => o.taxes))), 'sum of Taxes, all orders');
q.value('canvas prints sold', String(qtyBy[2]), 'sum of Lineitem quantity for Canvas 40x60');
q.value('how many orders so far', String(orders.length), 'count of order rows');
q.place(
  'busiest month by sales',
  monthPlaces(topM, 2026),
  'month with the largest Total over paid orders',
);
q.refuse('what did the paper cost us', 'an orders export has no costs');
q.refuse('how many visitors did the site get', 'no traffic data');

export const printShopOrders: BlindBook = {
  name: 'print-shop-orders',
  business: 'print shop (online orders)',
  currency: 'R',
  shape: 'Shopify-style orders export',
  build,
  questions: q.list,
  checks: [
    { what: 'paid + refunded = all', a: paidT + sum(refunded.map((o) => o.total)), b: allT },
    {
      what: 'subtotal = qty x price',
      a: sum(orders.map((o) => o.subtotal)),
      b: sum(orders.map((o) => o.price * BigInt(o.qty))),
    },
    uniqueCheck('product qty', qtyBy),
    uniqueCheck('buyer', buyerT),
    uniqueCheck('month', byMonth),
  ],
};
