/**
 * A picture framer's Shopify-style orders export in Canadian dollars: one row per order,
 * the export's own column names (Name, Financial Status, Subtotal, Shipping, Taxes, Total,
 * Discount Amount, Created at as text with a zone, Lineitem quantity/name), some refunded.
 */
import { hundredths, meanCents } from '../../expect';
import {
  argMax,
  cell,
  newBook,
  questionList,
  sumOf,
  toBytes,
  type BookDef,
  type Rng,
} from '../lib';

const FRAMES: Array<[string, number, number]> = [
  ['Oak float frame A3', 85, 140],
  ['Black gallery frame 50x70', 120, 210],
  ['Museum glass upgrade', 60, 95],
  ['Shadow box jersey frame', 240, 420],
  ['Canvas stretching', 45, 90],
];

export const framerOrders: BookDef = {
  name: 'framer-orders',
  business: 'picture framer (online store)',
  shape: 'Shopify-style orders export, text timestamps, refunds, CA$',
  async build(rng: Rng) {
    interface Order {
      name: string;
      month: number;
      status: string;
      sub: bigint;
      ship: bigint;
      tax: bigint;
      disc: bigint;
      total: bigint;
      qty: number;
      item: string;
    }
    const orders: Order[] = [];
    for (let i = 0; i < 48; i++) {
      const month = Math.floor((i * 6) / 48); // Jan-Jun 2025
      const [item, lo, hi] = rng.pick(FRAMES);
      const qty = rng.int(1, 3);
      const unit = BigInt(rng.int(lo * 100, hi * 100));
      const disc = rng.next() < 0.2 ? 1500n : 0n;
      const sub = unit * BigInt(qty) - disc;
      const ship = rng.next() < 0.3 ? 0n : BigInt(rng.pick([1295, 1895, 2450]));
      const tax = ((sub + ship) * 13n + 50n) / 100n;
      const status = rng.next() < 0.1 ? 'refunded' : 'paid';
      orders.push({
        name: `#${1201 + i}`,
        month,
        status,
        sub,
        ship,
        tax,
        disc,
        total: sub + ship + tax,
        qty,
        item,
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
      'Discount Amount',
      'Created at',
      'Lineitem quantity',
      'Lineitem name',
    ]);
    orders.forEach((o, i) => {
      const d = String(1 + ((i * 7) % 27)).padStart(2, '0');
      ws.addRow([
        o.name,
        `customer${i}@example.ca`,
        o.status,
        o.status === 'paid' ? 'fulfilled' : 'unfulfilled',
        'CAD',
        cell(o.sub),
        cell(o.ship),
        cell(o.tax),
        cell(o.total),
        cell(o.disc),
        `2025-${String(o.month + 1).padStart(2, '0')}-${d} 1${i % 10}:2${i % 6}:05 -0500`,
        o.qty,
        o.item,
      ]);
    });

    const Q = questionList('framer-orders');
    const paid = orders.filter((o) => o.status === 'paid');
    const big = argMax(orders.map((o) => o.total));
    const march = orders.filter((o) => o.month === 2);
    const allTotal = sumOf(orders.map((o) => o.total));
    const byItem = FRAMES.map(([f]) =>
      orders.filter((o) => o.item === f).reduce((n, o) => n + o.qty, 0),
    );
    const topItem = byItem.indexOf(Math.max(...byItem));
    const tiedTop = byItem.filter((x) => x === byItem[topItem]).length > 1;
    Q.ask('how many orders did we get', { value: String(orders.length) }, 'count of order rows');
    Q.ask(
      'total shipping collected',
      { value: hundredths(sumOf(orders.map((o) => o.ship))) },
      'sum of Shipping, all orders',
    );
    Q.ask(
      'how many orders were refunded',
      { value: String(orders.length - paid.length) },
      'count of Financial Status = refunded',
    );
    Q.ask(
      'total tax charged',
      { value: hundredths(sumOf(orders.map((o) => o.tax))) },
      'sum of Taxes, all orders',
    );
    Q.ask(
      'biggest order',
      { value: hundredths(orders[big]!.total), at: orders[big]!.name },
      'largest Total',
    );
    Q.ask(
      'how many orders in march',
      { value: String(march.length) },
      'count of orders created in 2025-03',
    );
    Q.ask(
      'average order total across all orders',
      { value: meanCents(allTotal, orders.length) },
      'sum of Total / number of orders (refunded included, as asked)',
    );
    Q.ask(
      'total discounts given',
      { value: hundredths(sumOf(orders.map((o) => o.disc))) },
      'sum of Discount Amount',
    );
    Q.ask(
      'sum of the total column for paid orders',
      { value: hundredths(sumOf(paid.map((o) => o.total))) },
      'sum of Total where Financial Status = paid',
    );
    Q.ask(
      'how many orders had free shipping',
      { value: String(orders.filter((o) => o.ship === 0n).length) },
      'count of Shipping = 0',
    );
    if (!tiedTop) {
      Q.ask(
        'which frame sells the most units',
        { value: String(byItem[topItem]), at: FRAMES[topItem]![0] },
        'Lineitem name with the largest sum of Lineitem quantity',
      );
    }
    Q.ask(
      'subtotal of all orders',
      { value: hundredths(sumOf(orders.map((o) => o.sub))) },
      'sum of Subtotal',
    );
    Q.ask(
      'how much did we sell',
      { refuse: true },
      'gross or net of refunds, with or without tax and shipping: several readings',
    );
    Q.ask('what is our profit per frame', { refuse: true }, 'no costs in an orders export');
    Q.ask(
      'how many returning customers do we have',
      { refuse: true },
      'every email differs; repeat buying cannot be read',
    );

    return {
      bytes: await toBytes(wb),
      questions: Q.all,
      checks: [
        {
          what: 'totals = sub + ship + tax',
          a: allTotal,
          b: sumOf(orders.map((o) => o.sub + o.ship + o.tax)),
        },
      ],
    };
  },
};
