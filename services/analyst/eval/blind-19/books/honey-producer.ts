/** Honey producer (₾): Shopify-style orders export, one line item per order, text timestamps with zone. */
import { meanCents, money, sum } from '../../expect';
import {
  argMax,
  asker,
  cell,
  int,
  monthPlaces,
  pick,
  refuse,
  rng,
  SEED,
  type BookSpec,
  type Cell,
} from '../lib';

export function honeyProducer(): BookSpec {
  const r = rng(SEED + 12);
  const products: Array<[string, number]> = [
    ['Mountain wildflower 500g', 2800],
    ['Chestnut honey 250g', 2200],
    ['Acacia honey 500g', 3100],
    ['Honeycomb frame', 6500],
    ['Beeswax candle set', 3900],
  ];
  const countries = ['GE', 'GE', 'GE', 'AM', 'TR', 'DE', 'GE', 'AZ'];
  const orders = Array.from({ length: 96 }, (_, i) => {
    const m = int(r, 0, 5);
    const [item, price] = pick(r, products);
    const qty = int(r, 1, 6);
    const subtotal = qty * price;
    const country = pick(r, countries);
    const shipping = country === 'GE' ? 500 : 2500;
    const taxes = Math.round((subtotal * 18) / 118); // VAT included in price, shown separately
    const st = r();
    const status = st < 0.85 ? 'paid' : st < 0.93 ? 'refunded' : 'pending';
    const ts = `2025-${String(m + 1).padStart(2, '0')}-${String(int(r, 1, 28)).padStart(2, '0')} ${String(int(r, 8, 22)).padStart(2, '0')}:${String(int(r, 0, 59)).padStart(2, '0')}:00 +0400`;
    return {
      name: `#${1001 + i}`,
      m,
      ts,
      status,
      item,
      qty,
      subtotal,
      shipping,
      taxes,
      total: subtotal + shipping,
      country,
    };
  }).sort((a, b) => a.ts.localeCompare(b.ts));
  const rows: Cell[][] = [
    [
      'Name',
      'Created at',
      'Financial Status',
      'Fulfillment Status',
      'Currency',
      'Subtotal',
      'Shipping',
      'Taxes',
      'Total',
      'Lineitem quantity',
      'Lineitem name',
      'Shipping Country',
    ],
    ...orders.map((o) => [
      o.name,
      o.ts,
      o.status,
      o.status === 'paid' ? 'fulfilled' : null,
      'GEL',
      cell(o.subtotal),
      cell(o.shipping),
      cell(o.taxes),
      cell(o.total),
      o.qty,
      o.item,
      o.country,
    ]),
  ];
  const S = (
    k: 'total' | 'shipping' | 'taxes' | 'qty',
    f: (o: (typeof orders)[number]) => boolean = () => true,
  ): bigint => sum(orders.filter(f).map((o) => o[k]));
  const qtyBy = products.map(([p]) => S('qty', (o) => o.item === p));
  const ctry = [...new Set(countries)];
  const ctryCount = ctry.map((c) => orders.filter((o) => o.country === c).length);
  const { qs, q } = asker('honey-producer');
  q(
    'total of all orders',
    { value: money(S('total')) },
    'sum of Total, every order whatever its status',
  );
  q('how many orders did we get', { value: String(orders.length) }, 'row count');
  q(
    'how much was refunded',
    { value: money(S('total', (o) => o.status === 'refunded')) },
    'Total of refunded orders',
  );
  q(
    'how many orders are still unpaid',
    { value: String(orders.filter((o) => o.status === 'pending').length) },
    'Financial Status pending',
  );
  q(
    'average order value',
    {
      value: [
        meanCents(S('total'), orders.length),
        meanCents(
          S('total', (o) => o.status !== 'refunded'),
          orders.filter((o) => o.status !== 'refunded').length,
        ),
      ],
    },
    'sum Total / orders, all statuses or without refunded orders (both accepted)',
  );
  q('shipping collected', { value: money(S('shipping')) }, 'sum of Shipping');
  q('best selling product', { at: products[argMax(qtyBy)]![0] }, 'largest Lineitem quantity sum');
  q(
    'how many chestnut honey jars sold',
    { value: String(qtyBy[1]) },
    'quantity of Chestnut honey 250g',
  );
  q(
    'which country orders from us most',
    { at: ctry[argMax(ctryCount)]! },
    'Shipping Country with the most orders',
  );
  q('vat total', { value: money(S('taxes')) }, 'sum of Taxes');
  q(
    'how many orders in march',
    { value: String(orders.filter((o) => o.m === 2).length) },
    'orders created in 2025-03',
  );
  q('largest order', { value: money(Math.max(...orders.map((o) => o.total))) }, 'max Total');
  q(
    'sales in april',
    {
      value: [
        money(S('total', (o) => o.m === 3)),
        money(S('total', (o) => o.m === 3 && o.status !== 'refunded')),
        money(sum(orders.filter((o) => o.m === 3).map((o) => o.subtotal))),
        money(
          sum(orders.filter((o) => o.m === 3 && o.status !== 'refunded').map((o) => o.subtotal)),
        ),
      ],
    },
    'April orders: Total or Subtotal, with or without refunded orders (all four readings accepted)',
  );
  q(
    'which month did we take the most money',
    { at: monthPlaces(argMax([0, 1, 2, 3, 4, 5].map((m) => S('total', (o) => o.m === m))), 2025) },
    'month with the largest Total sum',
  );
  q('what profit do we make per jar', refuse, 'no costs on the export');
  q('how many repeat customers', refuse, 'no customer column');
  q('how much honey did we harvest', refuse, 'orders only');
  return {
    name: 'honey-producer',
    business: 'honey producer',
    sheets: [{ name: 'orders_export', rows }],
    questions: qs,
    checks: [
      [
        'total = subtotal + shipping',
        S('total'),
        sum(orders.map((o) => o.subtotal)) + S('shipping'),
      ],
    ],
  };
}
