/**
 * An online tea shop's Shopify-style orders export: one row per line item, the order's money
 * columns filled on its first line only (as Shopify exports do), financial status paid /
 * refunded / partially_refunded, discount codes, shipping, taxes. Euros.
 */
import type { Rng } from '../kit/rng';
import type { BookQuestion, BuiltBook } from '../kit/types';
import { argmax, cell, isum, meanCents, money, newBook, toBytes } from '../kit/cells';

const PRODUCTS: Array<[string, bigint]> = [
  ['Sencha Kyoto 100g', 1290n],
  ['Earl Grey Blue Flower 100g', 990n],
  ['Masala Chai 250g', 1450n],
  ['Matcha Ceremonial 30g', 2490n],
  ['Rooibos Vanilla 100g', 890n],
  ['Glass Teapot 600ml', 3400n],
];

interface Order {
  name: string;
  m: number;
  d: number;
  status: string;
  lines: Array<{ p: number; qty: number }>;
  sub: bigint;
  disc: bigint;
  ship: bigint;
  tax: bigint;
  total: bigint;
  country: string;
}

export async function buildTeaOrders(r: Rng): Promise<BuiltBook> {
  const orders: Order[] = [];
  for (let k = 0; k < 48; k++) {
    const n = r.int(1, 3);
    const lines = Array.from({ length: n }, (_, j) => ({
      p: (r.int(0, 5) + j) % 6,
      qty: r.int(1, 3),
    }));
    const sub = isum(lines.map((l) => PRODUCTS[l.p]![1] * BigInt(l.qty)));
    const disc = r.next() < 0.2 ? (sub * 10n) / 100n : 0n;
    const ship = sub - disc >= 4000n ? 0n : 495n;
    const tax = ((sub - disc + ship) * 21n + 60n) / 121n; // VAT included in prices (21%)
    const status = r.next() < 0.08 ? 'refunded' : 'paid';
    orders.push({
      name: `#${1201 + k}`,
      m: 4 + Math.floor(k / 16),
      d: r.int(1, 28),
      status,
      lines,
      sub,
      disc,
      ship,
      tax,
      total: sub - disc + ship,
      country: r.pick(['NL', 'NL', 'BE', 'DE']),
    });
  }
  orders.sort((a, b) => a.m - b.m || a.d - b.d);
  const wb = newBook();
  const ws = wb.addWorksheet('orders_export');
  ws.addRow([
    'Name',
    'Created at',
    'Financial Status',
    'Subtotal',
    'Shipping',
    'Taxes',
    'Total',
    'Discount Amount',
    'Lineitem quantity',
    'Lineitem name',
    'Lineitem price',
    'Shipping Country',
  ]);
  for (const o of orders) {
    o.lines.forEach((l, j) => {
      const first = j === 0;
      ws.addRow([
        o.name,
        first
          ? `2026-${String(o.m).padStart(2, '0')}-${String(o.d).padStart(2, '0')} 10:${String(10 + j).padStart(2, '0')}:00 +0200`
          : null,
        first ? o.status : null,
        first ? cell(o.sub) : null,
        first ? cell(o.ship) : null,
        first ? cell(o.tax) : null,
        first ? cell(o.total) : null,
        first ? cell(o.disc) : null,
        l.qty,
        PRODUCTS[l.p]![0],
        cell(PRODUCTS[l.p]![1]),
        first ? o.country : null,
      ]);
    });
  }
  const paid = orders.filter((o) => o.status === 'paid');
  const refunded = orders.filter((o) => o.status === 'refunded');
  const gross = isum(orders.map((o) => o.total));
  const paidTot = isum(paid.map((o) => o.total));
  const units = PRODUCTS.map((_, p) =>
    orders.reduce((n, o) => n + o.lines.filter((l) => l.p === p).reduce((a, l) => a + l.qty, 0), 0),
  );
  const top = argmax(units.map(BigInt));
  const big = orders[argmax(orders.map((o) => o.total))]!;
  const may = orders.filter((o) => o.m === 5);
  const questions: BookQuestion[] = [
    {
      id: 'orders',
      question: 'how many orders did we get',
      expect: { value: String(orders.length) },
      means: 'distinct order names (line rows of one order counted once)',
    },
    {
      id: 'paidn',
      question: 'how many orders were refunded',
      expect: { value: String(refunded.length) },
      means: 'orders with Financial Status refunded',
    },
    {
      id: 'ship',
      question: 'how much shipping did customers pay',
      expect: { value: money(isum(orders.map((o) => o.ship))) },
      means: 'sum of Shipping (first lines), all orders',
    },
    {
      id: 'tax',
      question: 'total taxes collected',
      expect: { value: money(isum(orders.map((o) => o.tax))) },
      means: 'sum of Taxes, all orders as exported',
    },
    {
      id: 'sales',
      question: 'total sales',
      expect: { value: [money(gross), money(paidTot)] },
      means: 'sum of Total, with or without the refunded orders: both readings accepted',
    },
    {
      id: 'net',
      question: 'sales after refunds',
      expect: { value: money(paidTot) },
      means: 'sum of Total over orders with status paid',
    },
    {
      id: 'aov',
      question: 'average order value',
      expect: { value: [meanCents(gross, orders.length), meanCents(paidTot, paid.length)] },
      means: 'sum of Total / orders (all, or paid only): both accepted',
    },
    {
      id: 'top',
      question: 'best selling product',
      expect: { value: String(units[top]), at: PRODUCTS[top]![0] },
      means: 'product with the most Lineitem quantity',
    },
    {
      id: 'matcha',
      question: 'how many matcha tins did we sell',
      expect: { value: String(units[3]) },
      means: 'sum of Lineitem quantity for Matcha Ceremonial 30g (all orders)',
    },
    {
      id: 'big',
      question: 'largest order',
      expect: { value: money(big.total), at: big.name },
      means: 'order with the largest Total',
    },
    {
      id: 'may',
      question: 'how many orders in may',
      expect: { value: String(may.length) },
      means: 'orders created in May 2026',
    },
    {
      id: 'disc',
      question: 'how much did we give away in discounts',
      expect: { value: money(isum(orders.map((o) => o.disc))) },
      means: 'sum of Discount Amount',
    },
    {
      id: 'de',
      question: 'how many orders went to germany',
      expect: { value: String(orders.filter((o) => o.country === 'DE').length) },
      means: 'orders with Shipping Country DE',
    },
    {
      id: 'repeat',
      question: 'what share of customers came back to buy again',
      expect: { refuse: true },
      means: 'no customer names or emails in the export',
    },
    {
      id: 'margin',
      question: 'gross margin on matcha',
      expect: { refuse: true },
      means: 'no product costs',
    },
  ];
  return {
    business: 'online tea shop',
    shape: 'Shopify-style orders export, one row per line item, order money on first line only',
    bytes: await toBytes(wb),
    questions,
    checks: [
      {
        what: 'line items add up to subtotals',
        left: isum(orders.map((o) => o.sub)),
        right: isum(orders.flatMap((o) => o.lines.map((l) => PRODUCTS[l.p]![1] * BigInt(l.qty)))),
      },
    ],
  };
}
