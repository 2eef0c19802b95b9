/** Online plant shop: Shopify-style orders export (one row per order, status, subtotal, shipping, tax, total), USD. */
import ExcelJS from 'exceljs';
import { meanCents, money, sum } from '../../expect';
import {
  MONTHS,
  argMax,
  assertEq,
  cell,
  centsAt,
  questionsFor,
  rng,
  toBytes,
  uniqueMax,
  type BlindBook,
} from '../kit';

const NAME = 'plant-shop-orders';
const COUNTRIES = ['US', 'US', 'US', 'CA', 'GB'];
const STATES = ['CA', 'TX', 'NY', 'OR', 'WA', 'FL'];
interface Order {
  no: number;
  month: number;
  day: number;
  status: 'paid' | 'refunded';
  sub: bigint;
  disc: bigint;
  ship: bigint;
  tax: bigint;
  country: string;
  state: string;
  qty: number;
}
const r = rng(14);
const orders: Order[] = [];
for (let i = 0; i < 64; i++) {
  const qty = r.int(1, 6);
  const sub = BigInt(qty * r.int(1800, 6400));
  const disc = r.int(0, 4) === 0 ? (sub * 10n) / 100n : 0n;
  const ship = sub - disc >= 7500n ? 0n : 895n;
  const tax = ((sub - disc) * 725n) / 10000n;
  const country = r.pick(COUNTRIES);
  orders.push({
    no: 0,
    month: r.int(6, 11),
    day: r.int(1, 28),
    status: r.int(0, 11) === 0 ? 'refunded' : 'paid',
    sub,
    disc,
    ship,
    tax,
    country,
    state: country === 'US' ? r.pick(STATES) : '',
    qty,
  });
}
orders.sort((a, b) => a.month - b.month || a.day - b.day);
orders.forEach((o, i) => (o.no = 1041 + i));
const total = (o: Order): bigint => o.sub - o.disc + o.ship + o.tax;
const paid = orders.filter((o) => o.status === 'paid');
const T = (os: Order[], f: (o: Order) => bigint = total): bigint => sum(os.map(f));

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('orders_export');
  ws.addRow([
    'Name',
    'Created at',
    'Financial Status',
    'Lineitem quantity',
    'Subtotal',
    'Discount Amount',
    'Shipping',
    'Taxes',
    'Total',
    'Billing Country',
    'Billing Province',
  ]);
  for (const o of orders) {
    ws.addRow([
      `#${o.no}`,
      `2025-${String(o.month + 1).padStart(2, '0')}-${String(o.day).padStart(2, '0')} 14:0${o.no % 10}:00 -0700`,
      o.status,
      o.qty,
      cell(o.sub),
      cell(o.disc),
      cell(o.ship),
      cell(o.tax),
      cell(total(o)),
      o.country,
      o.state,
    ]);
  }
  return toBytes(wb);
}

function verify(wb: ExcelJS.Workbook): void {
  const ws = wb.getWorksheet('orders_export')!;
  orders.forEach((_, i) => {
    const row = 2 + i;
    const t =
      centsAt(ws, `E${row}`) -
      centsAt(ws, `F${row}`) +
      centsAt(ws, `G${row}`) +
      centsAt(ws, `H${row}`);
    assertEq(`order total row ${row}`, t, centsAt(ws, `I${row}`));
  });
  if (!uniqueMax(orders.map(total)) || !uniqueMax(byMonth)) throw new Error('tie');
}

const byMonth = MONTHS.map((_, m) => T(paid.filter((o) => o.month === m)));
const bestMonth = argMax(byMonth);
const biggest = argMax(orders.map(total));
const refunded = orders.filter((o) => o.status === 'refunded');

export const plantShopOrders: BlindBook = {
  name: NAME,
  business: 'online plant shop',
  shape:
    'Shopify-style orders export: one row per order, text timestamps, status, discount/shipping/tax columns',
  build,
  verify,
  questions: questionsFor(NAME, [
    [
      'total sales',
      { value: [money(T(paid)), money(T(orders))] },
      'sum of Total over paid orders (refunded orders are not sales) or over all orders: both readings accepted',
    ],
    [
      'how many orders did we get',
      { value: [String(orders.length), String(paid.length)] },
      'order rows (all, or paid only: both fair)',
    ],
    [
      'average order value',
      { value: [meanCents(T(paid), paid.length), meanCents(T(orders), orders.length)] },
      'mean Total of paid orders, or of all orders',
    ],
    [
      'biggest order',
      { value: money(total(orders[biggest]!)), at: `#${orders[biggest]!.no}` },
      'largest Total',
    ],
    [
      'how much did we refund',
      { value: money(T(refunded)) },
      'sum of Total where Financial Status = refunded',
    ],
    [
      'how many orders were refunded',
      { value: String(refunded.length) },
      'rows with status refunded',
    ],
    [
      'how much sales tax did we collect',
      { value: [money(T(paid, (o) => o.tax)), money(T(orders, (o) => o.tax))] },
      'sum of Taxes, paid orders (or all orders)',
    ],
    [
      'what did we give away in discounts',
      { value: [money(T(paid, (o) => o.disc)), money(T(orders, (o) => o.disc))] },
      'sum of Discount Amount, paid (or all) orders',
    ],
    [
      'shipping charged to customers',
      { value: [money(T(paid, (o) => o.ship)), money(T(orders, (o) => o.ship))] },
      'sum of Shipping, paid (or all) orders',
    ],
    [
      'best month for sales not counting refunds',
      { value: money(byMonth[bestMonth]!), at: MONTHS[bestMonth]! },
      'month with the largest Total over paid orders (refunded rows left out, as the question says)',
    ],
    [
      'how many orders came from canada',
      {
        value: [
          String(orders.filter((o) => o.country === 'CA').length),
          String(paid.filter((o) => o.country === 'CA').length),
        ],
      },
      'rows with Billing Country = CA (all, or paid only)',
    ],
    [
      'sales to the UK',
      {
        value: [
          money(T(paid.filter((o) => o.country === 'GB'))),
          money(T(orders.filter((o) => o.country === 'GB'))),
        ],
      },
      'Total where Billing Country = GB, paid (or all)',
    ],
    [
      'how many plants did we sell',
      {
        value: [
          String(paid.reduce((s, o) => s + o.qty, 0)),
          String(orders.reduce((s, o) => s + o.qty, 0)),
        ],
      },
      'sum of Lineitem quantity, paid (or all) orders',
    ],
    ['what did we pay for the plants', { refuse: true }, 'no cost of goods in an orders export'],
    ['which product sells best', { refuse: true }, 'the export has no product names'],
    [
      'orders in august',
      {
        value: [
          String(orders.filter((o) => o.month === 7).length),
          String(paid.filter((o) => o.month === 7).length),
        ],
      },
      'rows created in August 2025 (all, or paid only)',
    ],
  ]),
};
