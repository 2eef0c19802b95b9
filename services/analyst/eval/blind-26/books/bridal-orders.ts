/** A bridal shop's online store: Shopify-style orders export (one row per order), USD, paid/refunded/pending. */
import ExcelJS from 'exceljs';
import { hundredths, meanCents } from '../../expect';
import {
  SEED,
  argMax,
  asker,
  cell,
  rng,
  sumB,
  toBytes,
  writeRows,
  type BlindBook,
  type Row,
} from '../kit';

const r = rng(SEED + 14);
const products = [
  'Cathedral veil',
  'Lace bolero',
  'Pearl hairpin set',
  'Satin garter',
  'Silk slip dress',
];
const orders = Array.from({ length: 40 }, (_, i) => {
  const month = 2 + Math.floor(i / 5);
  const subtotal = BigInt(r.int(35_00, 890_00));
  const discount = r.int(0, 4) === 0 ? (subtotal * 10n) / 100n : 0n;
  const shipping = BigInt(r.pick([0, 9_95, 14_95]));
  const taxes = ((subtotal - discount) * 7n) / 100n;
  const status = r.int(0, 9) === 0 ? 'refunded' : r.int(0, 12) === 0 ? 'pending' : 'paid';
  return {
    name: `#${1201 + i}`,
    date: new Date(Date.UTC(2026, month, r.int(1, 28), r.int(8, 21))),
    month,
    status,
    product: r.pick(products),
    subtotal,
    discount,
    shipping,
    taxes,
    total: subtotal - discount + shipping + taxes,
  };
});

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('orders_export');
  writeRows(ws, [
    [
      'Name',
      'Created at',
      'Financial Status',
      'Lineitem name',
      'Subtotal',
      'Discount Amount',
      'Shipping',
      'Taxes',
      'Total',
      'Currency',
    ],
    ...orders.map((o): Row => [
      o.name,
      o.date,
      o.status,
      o.product,
      cell(o.subtotal),
      cell(o.discount),
      cell(o.shipping),
      cell(o.taxes),
      cell(o.total),
      'USD',
    ]),
  ]);
  ws.getColumn(2).numFmt = 'yyyy-mm-dd hh:mm';
  return toBytes(wb);
}

const { qs, q } = asker('bridal-orders');
const paid = orders.filter((o) => o.status === 'paid');
const S = (
  xs: typeof orders,
  k: 'subtotal' | 'discount' | 'shipping' | 'taxes' | 'total',
): bigint => sumB(xs.map((o) => o[k]));
const big = argMax(orders, (o) => o.total);
const byProd = products.map((p) =>
  S(
    paid.filter((o) => o.product === p),
    'total',
  ),
);
q('how many orders', { value: String(orders.length) }, 'order rows, all statuses');
q(
  'how many orders were refunded',
  { value: String(orders.filter((o) => o.status === 'refunded').length) },
  'Financial Status = refunded',
);
q(
  'total of paid orders',
  { value: hundredths(S(paid, 'total')) },
  'sum of Total where Financial Status = paid',
);
q(
  'average order value',
  { refuse: true },
  'all orders or paid only, with or without tax and shipping: readings differ; ask back',
);
q(
  'how much shipping did customers pay',
  { value: hundredths(S(orders, 'shipping')) },
  'sum of Shipping, all rows',
);
q(
  'sales tax collected on paid orders',
  { value: hundredths(S(paid, 'taxes')) },
  'Taxes where status = paid',
);
q(
  'discounts given',
  { value: hundredths(S(orders, 'discount')) },
  'sum of Discount Amount, all rows',
);
q(
  'biggest order',
  { value: hundredths(big.total), at: big.name },
  'largest Total and its order name',
);
q(
  'how much was refunded',
  {
    value: hundredths(
      S(
        orders.filter((o) => o.status === 'refunded'),
        'total',
      ),
    ),
  },
  'Total of refunded orders',
);
q(
  'paid orders in june',
  { value: String(paid.filter((o) => o.month === 5).length) },
  'count of paid orders created in June 2026',
);
q(
  'how many veils did we sell',
  { refuse: true },
  'one line item per order but no quantity column; orders naming the veil are not units sold: ask back',
);
const topP = argMax([...products.keys()], (i) => byProd[i]!);
q(
  'best selling product by revenue (paid)',
  { value: hundredths(byProd[topP]!), at: products[topP]! },
  'product with the largest Total over paid orders',
);
q(
  'pending orders value',
  {
    value: hundredths(
      S(
        orders.filter((o) => o.status === 'pending'),
        'total',
      ),
    ),
  },
  'Total of pending orders',
);
q(
  'mean paid order total',
  { value: meanCents(S(paid, 'total'), paid.length) },
  'paid Total / paid order count',
);

export const bridalOrders: BlindBook = {
  name: 'bridal-orders',
  business: 'bridal shop, Shopify-style orders export (USD)',
  build,
  questions: qs,
  checks: [
    [
      'total = subtotal - discount + shipping + taxes',
      S(orders, 'total'),
      S(orders, 'subtotal') - S(orders, 'discount') + S(orders, 'shipping') + S(orders, 'taxes'),
    ],
  ],
};
