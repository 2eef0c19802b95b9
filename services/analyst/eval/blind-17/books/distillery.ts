/** Craft distillery (£): Shopify-style orders export, one row per order, all paid. */
import ExcelJS from 'exceljs';
import { hundredths, meanCents, sum } from '../../expect';
import { REFUSE, argmax, asker, bytes, cell, int, rng, sheet, type BlindBook } from '../kit';

const r = rng(17711);
const channels = ['Online Store', 'Distillery shop', 'Wholesale'];
const names = [
  'Fraser Ross',
  'The Thistle Bar',
  'Amy Kerr',
  'Harbour Deli',
  'Callum Reid',
  'Isla Grant',
  'Old Mill Hotel',
];
const orders = Array.from({ length: 58 }, (_, i) => {
  const ch = int(r, 0, 2);
  const sub = BigInt(ch === 2 ? int(r, 20000, 90000) : int(r, 3200, 16000));
  const disc = r() < 0.25 ? (sub * 10n) / 100n : 0n;
  const ship = ch === 0 ? 495n : 0n;
  const tax = ((sub - disc) * 20n) / 120n; // VAT included, shown for info
  return {
    n: `#${1401 + i}`,
    d: new Date(Date.UTC(2025, 8 + Math.floor(i / 20), 1 + (i % 20))),
    cust: names[int(r, 0, 6)]!,
    ch,
    sub,
    disc,
    ship,
    tax,
    total: sub - disc + ship,
  };
});

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  sheet(wb, 'orders_export', [
    [
      'Name',
      'Created at',
      'Customer',
      'Source',
      'Financial Status',
      'Subtotal',
      'Discount Amount',
      'Shipping',
      'Taxes (incl.)',
      'Total',
      'Currency',
    ],
    ...orders.map((o) => [
      o.n,
      o.d,
      o.cust,
      channels[o.ch]!,
      'paid',
      cell(o.sub),
      cell(o.disc),
      cell(o.ship),
      cell(o.tax),
      cell(o.total),
      'GBP',
    ]),
  ]);
  return bytes(wb);
}

const { q, list } = asker('distillery');
const T = (k: 'sub' | 'disc' | 'ship' | 'tax' | 'total', f = orders) => sum(f.map((o) => o[k]));
const big = argmax(orders.map((o) => o.total));
const byCust = names.map((c) =>
  T(
    'total',
    orders.filter((o) => o.cust === c),
  ),
);
const oct = orders.filter((o) => o.d.getUTCMonth() === 9);
q('how many orders did we get', { value: String(orders.length) }, 'order rows');
q(
  'total sales',
  { value: [hundredths(T('total')), hundredths(T('sub') - T('disc'))] },
  'sum of Total (what customers paid) or subtotal less discounts (shipping excluded): both accepted',
);
q(
  'how much did we give away in discounts',
  { value: hundredths(T('disc')) },
  'sum of Discount Amount',
);
q('shipping collected', { value: hundredths(T('ship')) }, 'sum of Shipping');
q(
  'average order value',
  { value: [meanCents(T('total'), orders.length), meanCents(T('sub') - T('disc'), orders.length)] },
  'mean of Total, or of subtotal less discount: both accepted',
);
q(
  'biggest order',
  { value: hundredths(orders[big]!.total), at: [orders[big]!.n, orders[big]!.cust] },
  'order with the highest Total',
);
q(
  'wholesale sales total',
  {
    value: hundredths(
      T(
        'total',
        orders.filter((o) => o.ch === 2),
      ),
    ),
  },
  'sum of Total where Source = Wholesale',
);
q('how many orders in october', { value: String(oct.length) }, 'rows created in October 2025');
q(
  'who buys the most from us',
  { value: hundredths(byCust[argmax(byCust)]!), at: names[argmax(byCust)]! },
  'customer with the highest summed Total',
);
q('vat collected', { value: hundredths(T('tax')) }, 'sum of Taxes (incl.)');
q(
  'online store orders count',
  { value: String(orders.filter((o) => o.ch === 0).length) },
  'rows with Source = Online Store',
);
q(
  'sales in september',
  {
    value: [
      hundredths(
        T(
          'total',
          orders.filter((o) => o.d.getUTCMonth() === 8),
        ),
      ),
      hundredths(
        T(
          'sub',
          orders.filter((o) => o.d.getUTCMonth() === 8),
        ) -
          T(
            'disc',
            orders.filter((o) => o.d.getUTCMonth() === 8),
          ),
      ),
    ],
  },
  'sum of Total for September orders, or subtotal less discount: both accepted',
);
q(
  'how much has the old mill hotel ordered',
  { value: hundredths(byCust[6]!) },
  'sum of Total for Old Mill Hotel',
);
q('how many bottles did we sell', REFUSE, 'no quantities in the export');
q('profit per bottle', REFUSE, 'no costs or quantities');
export const distillery: BlindBook = {
  name: 'distillery',
  business: 'craft distillery',
  build,
  questions: list,
};
