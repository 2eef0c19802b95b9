/** A cider maker's Shopify-style orders export (£): dates as ISO text, one line item per order, statuses, discount codes. */
import ExcelJS from 'exceljs';
import { divRound } from '../../expect';
import { meanCents, money } from '../../expect';
import {
  argMax,
  cell,
  int,
  pick,
  questionsFor,
  REFUSE,
  rngFor,
  S,
  toBytes,
  type BlindBook,
} from './kit';

const NAME = 'cider';
const r = rngFor(NAME);
const ciders = [
  ['Orchard Dry 6x500ml', 1899],
  ['Medium Sweet 6x500ml', 1799],
  ['Dry Perry 6x500ml', 2199],
  ['Oak Aged Reserve 75cl', 1450],
  ['Mixed Case 12x500ml', 3499],
] as const;
const names = [
  'Tom Hardy',
  'Ellie Marsh',
  'Priya Shah',
  'Owen Price',
  'Hannah Cole',
  'Rhys Evans',
  'Megan Lloyd',
  'Sam Booth',
  'Isla Grant',
  'Joe Parry',
];
const orders = Array.from({ length: 72 }, (_, i) => {
  const [item, price] = pick(r, ciders);
  const qty = int(r, 1, 4);
  const subtotal = qty * price;
  const shipping = subtotal >= 6000 ? 0 : 595;
  const tax = Number(divRound(BigInt(subtotal) * 20n, 120n));
  const u = r();
  return {
    no: `#${1101 + i}`,
    month: 3 + Math.floor(i / 24),
    day: int(r, 1, 28),
    status: u < 0.08 ? 'refunded' : u < 0.14 ? 'pending' : 'paid',
    item,
    qty,
    price,
    subtotal,
    shipping,
    tax,
    total: subtotal + shipping,
    code: r() < 0.25 ? 'SPRING10' : '',
    name: pick(r, names),
  };
});

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('orders_export');
  ws.addRow([
    'Name',
    'Email',
    'Financial Status',
    'Created at',
    'Subtotal',
    'Shipping',
    'Taxes',
    'Total',
    'Discount Code',
    'Lineitem quantity',
    'Lineitem name',
    'Lineitem price',
    'Billing Name',
  ]);
  orders.forEach((o) =>
    ws.addRow([
      o.no,
      `${o.name.split(' ')[0]!.toLowerCase()}@example.co.uk`,
      o.status,
      `2025-${String(o.month + 1).padStart(2, '0')}-${String(o.day).padStart(2, '0')} 10:${String(o.day + 10)}:00 +0100`,
      cell(o.subtotal),
      cell(o.shipping),
      cell(o.tax),
      cell(o.total),
      o.code,
      o.qty,
      o.item,
      cell(o.price),
      o.name,
    ]),
  );
  return toBytes(wb);
}

const paid = orders.filter((o) => o.status === 'paid');
const paidTotal = S(paid.map((o) => o.total));
const qtyBy = ciders.map(([n]) =>
  S(orders.filter((o) => o.item === n && o.status !== 'refunded').map((o) => o.qty)),
);
const bestSeller = argMax(qtyBy);
const spendBy = names.map((n) => S(paid.filter((o) => o.name === n).map((o) => o.total)));
const topCust = argMax(spendBy);

export const cider: BlindBook = {
  name: NAME,
  business: 'cider maker (£, prices include 20% VAT)',
  build,
  checks: [
    {
      what: 'totals = subtotals + shipping',
      a: S(orders.map((o) => o.total)),
      b: S(orders.map((o) => o.subtotal)) + S(orders.map((o) => o.shipping)),
    },
  ],
  questions: questionsFor(NAME, [
    [
      'how much did paid orders come to',
      { value: money(paidTotal) },
      'sum of Total where Financial Status = paid',
    ],
    ['how many orders did we get', { value: String(orders.length) }, 'number of order rows'],
    [
      'how many orders were refunded',
      { value: String(orders.filter((o) => o.status === 'refunded').length) },
      'count of refunded',
    ],
    [
      'average order value for paid orders',
      { value: meanCents(paidTotal, paid.length) },
      'paid Total / number of paid orders',
    ],
    [
      'how much shipping did we charge',
      { value: money(S(orders.map((o) => o.shipping))) },
      'sum of Shipping, all rows as exported',
    ],
    [
      'how many orders in may',
      { value: String(orders.filter((o) => o.month === 4).length) },
      'rows created in May 2025',
    ],
    [
      'vat collected on paid orders',
      { value: money(S(paid.map((o) => o.tax))) },
      'sum of Taxes where paid',
    ],
    [
      'who is our best customer (paid orders)',
      { value: money(spendBy[topCust]!), at: names[topCust]! },
      'Billing Name with the largest paid Total',
    ],
    [
      'how many orders used a discount code',
      { value: String(orders.filter((o) => o.code).length) },
      'count of non-empty Discount Code',
    ],
    [
      'best selling cider',
      {
        value: String(qtyBy[bestSeller]!),
        at: ciders[bestSeller]![0].split(' ').slice(0, 2).join(' '),
      },
      'Lineitem name with the largest quantity, refunded orders excluded',
    ],
    [
      'how many packs of dry perry did we sell, not counting refunds',
      { value: String(qtyBy[2]!) },
      'sum of Lineitem quantity, Dry Perry, refunded excluded',
    ],
    [
      'value of pending orders',
      { value: money(S(orders.filter((o) => o.status === 'pending').map((o) => o.total))) },
      'sum of Total where pending',
    ],
    ['how many bottles have we got in stock', REFUSE, 'an orders export has no stock'],
    ['what profit do we make per case', REFUSE, 'no costs'],
  ]),
};
