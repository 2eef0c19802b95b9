/**
 * Candle maker ($): a Shopify-style orders export, one row per order line, no title lines,
 * ISO timestamps as text, a Discount and a Shipping column, Total = qty x price - discount +
 * shipping. Sheet name is the export's file name.
 */
import { meanCents, money, pct } from '../../expect';
import {
  MONTHS,
  argExtreme,
  asker,
  cell,
  monthPlace,
  newBook,
  rng,
  SEED,
  sumOf,
  toBytes,
  type BlindBook,
} from '../lib';

const NAME = 'candle-orders';
const r = rng(SEED + 2);
const PRODUCTS: Array<[string, number]> = [
  ['Fig & Cedar 200g', 2400],
  ['Sea Salt Tin', 1500],
  ['Amber Pillar', 3200],
  ['Gift Trio', 5800],
  ['Wax Melts x6', 900],
];
const CUSTOMERS = [
  'Hana Ito',
  'Marco Bell',
  'Priya Nair',
  'Owen Fitch',
  'Lena Ruiz',
  'Tom Abara',
  'Gail Moss',
  'Ivy Chen',
];
interface Order {
  no: number;
  month: number;
  dayOf: number;
  customer: string;
  product: number;
  qty: number;
  price: number;
  discount: number;
  shipping: number;
  channel: string;
  total: number;
}
const orders: Order[] = [];
for (let i = 0; i < 64; i++) {
  const product = r.int(0, PRODUCTS.length - 1);
  const qty = r.int(1, 4);
  const price = PRODUCTS[product]![1];
  const discount = r.next() < 0.25 ? Math.round((qty * price) / 10) : 0;
  const channel = r.next() < 0.7 ? 'Online Store' : 'Market stall';
  const shipping = channel === 'Online Store' ? r.pick([595, 795, 0]) : 0;
  orders.push({
    no: 1001 + i,
    month: Math.floor(i / 6),
    dayOf: r.int(1, 28),
    customer: r.pick(CUSTOMERS),
    product,
    qty,
    price,
    discount,
    shipping,
    channel,
    total: qty * price - discount + shipping,
  });
}
orders.sort((a, b) => a.month - b.month || a.dayOf - b.dayOf).forEach((o, i) => (o.no = 1001 + i));
const revenue = sumOf(orders.map((o) => o.total));
const byCustomer = CUSTOMERS.map((c) =>
  sumOf(orders.filter((o) => o.customer === c).map((o) => o.total)),
);
const byProductQty = PRODUCTS.map((_, p) =>
  sumOf(orders.filter((o) => o.product === p).map((o) => o.qty)),
);
const byMonth = MONTHS.map((_, m) =>
  sumOf(orders.filter((o) => o.month === m).map((o) => o.total)),
);
const months = byMonth.map((v, m) => (orders.some((o) => o.month === m) ? v : -1n));

async function build(): Promise<Uint8Array> {
  const wb = newBook();
  const ws = wb.addWorksheet('orders_export_2025');
  ws.addRow([
    'Name',
    'Created at',
    'Customer',
    'Lineitem name',
    'Lineitem quantity',
    'Lineitem price',
    'Discount Amount',
    'Shipping',
    'Total',
    'Source',
  ]);
  for (const o of orders) {
    const iso = `2025-${String(o.month + 1).padStart(2, '0')}-${String(o.dayOf).padStart(2, '0')} 10:${String(o.no % 60).padStart(2, '0')}:00 -0500`;
    ws.addRow([
      `#${o.no}`,
      iso,
      o.customer,
      PRODUCTS[o.product]![0],
      o.qty,
      cell(o.price),
      cell(o.discount),
      cell(o.shipping),
      cell(o.total),
      o.channel,
    ]);
  }
  return toBytes(wb);
}

const { qs, ask } = asker(NAME);
const biggest = argExtreme(orders.map((o) => o.total));
const q2 = orders.filter((o) => o.month >= 3 && o.month <= 5);
ask(
  'how many orders did we get',
  { value: String(orders.length) },
  'count of order rows (one line per order)',
);
ask(
  'total sales',
  { value: money(revenue) },
  'sum of Total (what customers paid, shipping in, discounts out)',
);
ask(
  'whats the average order',
  { value: meanCents(revenue, orders.length) },
  'sum of Total / number of orders',
);
ask(
  'who is our best customer',
  { at: CUSTOMERS[argExtreme(byCustomer)]! },
  'customer with the largest sum of Total',
);
ask(
  'biggest single order?',
  { value: money(orders[biggest]!.total) },
  'largest Total of one order',
);
ask(
  'how many gift trios have we sold',
  { value: String(byProductQty[3]) },
  'sum of quantity for Gift Trio',
);
ask('how many sales in Q2', { value: String(q2.length) }, 'orders created Apr-Jun');
ask(
  'how much did we collect in shipping',
  { value: money(sumOf(orders.map((o) => o.shipping))) },
  'sum of Shipping',
);
ask(
  'total discounts given',
  { value: money(sumOf(orders.map((o) => o.discount))) },
  'sum of Discount Amount',
);
ask(
  'how much came through the market stall',
  { value: money(sumOf(orders.filter((o) => o.channel === 'Market stall').map((o) => o.total))) },
  'sum of Total where Source = Market stall',
);
ask(
  'what did priya nair spend with us',
  { value: money(byCustomer[2]!) },
  'sum of Total for Priya Nair',
);
ask(
  'best month for orders by value',
  { at: monthPlace(argExtreme(months), 2025) },
  'month with the largest sum of Total',
);
ask(
  'what % of revenue is online',
  {
    value: pct(
      sumOf(orders.filter((o) => o.channel === 'Online Store').map((o) => o.total)),
      revenue,
    ),
  },
  'Online Store Total / all Total * 100',
);
ask(
  'sales in march',
  { value: money(byMonth[2]!) },
  'sum of Total for orders created in March 2025',
);
ask('whats our margin on candles', { refuse: true }, 'no costs in the export');
ask(
  'how many people visited the online store',
  { refuse: true },
  'orders only: no visits or traffic in the export',
);
export const candleOrders: BlindBook = {
  name: NAME,
  business: 'candle maker (online orders)',
  shape: 'Shopify-style orders export',
  build,
  questions: qs,
  checks: [
    { what: 'customers sum to revenue', a: sumOf(byCustomer), b: revenue },
    {
      what: 'parts make the totals',
      a: sumOf(orders.map((o) => o.qty * o.price - o.discount + o.shipping)),
      b: revenue,
    },
  ],
};
