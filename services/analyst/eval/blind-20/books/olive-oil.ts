/** Olive oil producer, Crete (€): Shopify-style orders export, one row per order, paid and refunded. */
import { meanCents, money } from '../../expect';
import {
  argBest,
  asker,
  uniqueBest,
  intIn,
  monthPlaces,
  pick,
  rngFor,
  sheetSum,
  total,
  units,
  writeBook,
  type BlindBook,
  type Cell,
} from '../lib';

const NAME = 'olive-oil';
const rng = rngFor(NAME);
const products: Record<string, number> = {
  'Koroneiki EVOO 500ml': 1450,
  'Koroneiki EVOO 3L tin': 5900,
  'Early Harvest 250ml': 1800,
  'Gift box (3 x 250ml)': 4200,
};
const countries = ['DE', 'GR', 'NL', 'FR', 'SE'];
interface Order {
  name: string;
  at: Date;
  email: string;
  status: 'paid' | 'refunded';
  item: string;
  qty: number;
  subtotal: bigint;
  shipping: bigint;
  taxes: bigint;
  total: bigint;
  country: string;
}
const orders: Order[] = [];
for (let i = 0; i < 48; i++) {
  const m = intIn(rng, 0, 5);
  const item = pick(rng, Object.keys(products));
  const qty = intIn(rng, 1, 4);
  const subtotal = BigInt(products[item]! * qty);
  const country = pick(rng, countries);
  const shipping = subtotal >= 6000n ? 0n : country === 'GR' ? 350n : 890n;
  const taxes = ((subtotal + shipping) * 13n + 50n) / 100n;
  orders.push({
    name: '',
    at: new Date(Date.UTC(2025, m, intIn(rng, 1, 28), intIn(rng, 7, 22), intIn(rng, 0, 59))),
    email: `customer${intIn(rng, 100, 999)}@example.com`,
    status: rng() < 0.1 ? 'refunded' : 'paid',
    item,
    qty,
    subtotal,
    shipping,
    taxes,
    total: subtotal + shipping + taxes,
    country,
  });
}
orders.sort((a, b) => +a.at - +b.at);
orders.forEach((o, i) => (o.name = `#${1001 + i}`));
const stamp = (d: Date): string => d.toISOString().replace('T', ' ').slice(0, 16) + ' +0200';
const rows: Cell[][] = [
  [
    'Name',
    'Created at',
    'Email',
    'Financial Status',
    'Lineitem name',
    'Lineitem quantity',
    'Subtotal',
    'Shipping',
    'Taxes',
    'Total',
    'Shipping Country',
  ],
  ...[...orders]
    .reverse()
    .map((o) => [
      o.name,
      stamp(o.at),
      o.email,
      o.status,
      o.item,
      o.qty,
      units(o.subtotal),
      units(o.shipping),
      units(o.taxes),
      units(o.total),
      o.country,
    ]),
];

const { qs, ask } = asker(NAME, 'oo');
const paid = orders.filter((o) => o.status === 'paid');
const refunded = orders.filter((o) => o.status === 'refunded');
const byCountry = countries.map((c) =>
  total(paid.filter((o) => o.country === c).map((o) => o.total)),
);
const topC = argBest(byCountry);
const byMonth = [0, 1, 2, 3, 4, 5].map(
  (m) => orders.filter((o) => o.at.getUTCMonth() === m).length,
);
const busiest = argBest(byMonth.map(BigInt));
const biggest = orders.reduce((a, b) => (b.total > a.total ? b : a));
ask('how many orders', { value: String(orders.length), means: 'order rows (all statuses)' });
ask('how many orders were refunded', {
  value: String(refunded.length),
  means: 'Financial Status = refunded',
});
ask('total of the order totals including refunded ones', {
  value: money(total(orders.map((o) => o.total))),
  means: 'sum of Total, all rows',
});
ask('total sales', {
  refuse: true,
  means: 'ambiguous: gross vs net of refunds, with or without tax and shipping',
});
ask('how much shipping did we charge', {
  value: money(total(orders.map((o) => o.shipping))),
  means: 'sum of Shipping, all rows',
});
ask('vat collected on paid orders', {
  value: money(total(paid.map((o) => o.taxes))),
  means: 'Taxes where status paid',
});
ask('average order value of paid orders', {
  value: meanCents(total(paid.map((o) => o.total)), paid.length),
  means: 'mean Total, paid orders',
});
ask('which country buys the most', {
  value: money(byCountry[topC]!),
  at: [countries[topC]!],
  means: 'largest paid Total by Shipping Country',
});
ask('how many orders in may', { value: String(byMonth[4]), means: 'orders created in May 2025' });
ask('busiest month for orders', {
  value: String(byMonth[busiest]),
  at: monthPlaces(busiest),
  means: 'month with the most orders',
});
ask('largest order', { value: money(biggest.total), means: 'largest Total' });
ask('how many 3L tins did we sell', {
  value: String(paid.filter((o) => o.item.includes('3L')).reduce((a, o) => a + o.qty, 0)),
  means: 'Lineitem quantity, 3L tin, paid orders only (refunded ones were not sold)',
});
ask('how much was refunded', {
  value: money(total(refunded.map((o) => o.total))),
  means: 'Total of refunded orders',
});
ask('subtotal of paid orders in march', {
  value: money(total(paid.filter((o) => o.at.getUTCMonth() === 2).map((o) => o.subtotal))),
  means: 'Subtotal, paid, March',
});
ask('orders to germany', {
  value: String(orders.filter((o) => o.country === 'DE').length),
  means: 'rows with Shipping Country DE',
});
ask('what did the oil cost us to make', { refuse: true, means: 'no production costs' });

export const oliveOil: BlindBook = {
  name: NAME,
  business: 'olive oil producer (€), orders export',
  build: () => writeBook([{ name: 'orders_export_1', rows }]),
  questions: qs,
  checks: [
    [
      'sum of Total = subtotal + shipping + taxes (sheet)',
      sheetSum(rows.slice(1), 9, () => true),
      sheetSum(rows.slice(1), 6, () => true) +
        sheetSum(rows.slice(1), 7, () => true) +
        sheetSum(rows.slice(1), 8, () => true),
    ],
    [
      'busiest month and top country unique',
      2n,
      BigInt([uniqueBest(byMonth.map(BigInt)), uniqueBest(byCountry)].filter(Boolean).length),
    ],
    ['refunded orders exist', 1n, refunded.length > 0 ? 1n : 0n],
  ],
};
