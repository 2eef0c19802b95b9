/**
 * Coffee roaster (Rotterdam, €): a Shopify-style orders export, one row per line item; the
 * order-level columns (Subtotal, Shipping, Taxes, Total, Financial Status) are filled on the
 * first line of each order only, as Shopify exports them.
 */
import ExcelJS from 'exceljs';
import { meanCents } from '../../expect';
import {
  argMax,
  asker,
  cell,
  m,
  pick,
  randInt,
  rngFor,
  sumB,
  toBytes,
  whole,
  writeRows,
  type BlindBook,
  type RowValue,
} from '../lib';

const NAME = 'coffee-orders';
const PRODUCTS: Array<[string, number]> = [
  ['Ethiopia Guji 1kg', 3400],
  ['House Espresso 1kg', 2450],
  ['Colombia Decaf 1kg', 2900],
  ['Brazil Cerrado 5kg', 10500],
];
const BUYERS = [
  'Café Aan Zee',
  'Bakkerij Vos',
  'Kantoor Blaak BV',
  'Hotel De Maas',
  'Lunchroom Pien',
];

export const coffeeOrders: BlindBook = {
  name: NAME,
  business: 'coffee roaster wholesale orders export, €',
  async build() {
    const r = rngFor(NAME);
    type Item = { name: string; qty: number; price: number };
    type Order = {
      id: string;
      date: Date;
      buyer: string;
      items: Item[];
      subtotal: bigint;
      shipping: bigint;
      taxes: bigint;
      total: bigint;
      status: string;
    };
    const orders: Order[] = [];
    for (let i = 0; i < 40; i++) {
      const items: Item[] = [];
      const n = randInt(r, 1, 3);
      for (let k = 0; k < n; k++) {
        const [name, price] = pick(r, PRODUCTS);
        items.push({ name, qty: randInt(r, 1, 12), price });
      }
      const subtotal = sumB(items.map((it) => it.qty * it.price));
      const shipping = subtotal >= 15000n ? 0n : 695n;
      const taxes = ((subtotal + shipping) * 9n + 50n) / 100n;
      const status = r() < 0.1 ? 'refunded' : 'paid';
      orders.push({
        id: `#${1201 + i}`,
        date: new Date(Date.UTC(2025, randInt(r, 6, 9), randInt(r, 1, 28))),
        buyer: pick(r, BUYERS),
        items,
        subtotal,
        shipping,
        taxes,
        total: subtotal + shipping + taxes,
        status,
      });
    }
    orders.sort((a, b) => a.date.getTime() - b.date.getTime());

    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('orders_export');
    const rows: RowValue[][] = [
      [
        'Name',
        'Created at',
        'Billing Name',
        'Financial Status',
        'Lineitem name',
        'Lineitem quantity',
        'Lineitem price',
        'Subtotal',
        'Shipping',
        'Taxes',
        'Total',
        'Currency',
      ],
    ];
    for (const o of orders)
      o.items.forEach((it, k) =>
        rows.push(
          k === 0
            ? [
                o.id,
                o.date,
                o.buyer,
                o.status,
                it.name,
                it.qty,
                cell(it.price),
                cell(o.subtotal),
                cell(o.shipping),
                cell(o.taxes),
                cell(o.total),
                'EUR',
              ]
            : [
                o.id,
                o.date,
                null,
                null,
                it.name,
                it.qty,
                cell(it.price),
                null,
                null,
                null,
                null,
                'EUR',
              ],
        ),
      );
    writeRows(ws, 1, rows);
    ws.getColumn(2).numFmt = 'yyyy-mm-dd hh:mm';

    const paid = orders.filter((o) => o.status === 'paid');
    const T = (os: Order[], f: (o: Order) => bigint): bigint => sumB(os.map(f));
    const qtyBy = PRODUCTS.map(([p]) =>
      orders
        .flatMap((o) => o.items)
        .filter((it) => it.name === p)
        .reduce((s, it) => s + it.qty, 0),
    );
    const byBuyer = BUYERS.map((b) =>
      T(
        orders.filter((o) => o.buyer === b),
        (o) => o.total,
      ),
    );
    const { qs, ask, refuse } = asker(NAME);
    ask(
      'how many orders did we get',
      { value: whole(orders.length) },
      'distinct order names (line rows are not orders)',
    );
    ask(
      'total sales including refunded orders',
      { value: m(T(orders, (o) => o.total)) },
      'sum of Total over all orders',
    );
    ask(
      'how much was refunded',
      {
        value: m(
          T(
            orders.filter((o) => o.status === 'refunded'),
            (o) => o.total,
          ),
        ),
      },
      'Total of orders with status refunded',
    );
    ask(
      'shipping collected',
      { value: m(T(orders, (o) => o.shipping)) },
      'sum of Shipping, all orders',
    );
    ask(
      'average order value',
      {
        value: meanCents(
          T(orders, (o) => o.total),
          orders.length,
        ),
      },
      'sum of Total / order count, all orders (status ignored)',
    );
    ask('total VAT charged', { value: m(T(orders, (o) => o.taxes)) }, 'sum of Taxes');
    ask(
      'which coffee sells the most bags',
      { at: PRODUCTS[argMax(qtyBy)]![0].split(' ')[0]! },
      'product with the largest sum of Lineitem quantity',
    );
    ask(
      'how many kilos of house espresso did we ship',
      { value: whole(qtyBy[1]!) },
      'sum of quantity, House Espresso 1kg (1 kg each)',
    );
    ask('biggest customer', { at: BUYERS[argMax(byBuyer)]! }, 'largest sum of order Total');
    ask(
      'what did hotel de maas order in total',
      { value: m(byBuyer[3]!) },
      'sum of Total for Hotel De Maas',
    );
    ask(
      'sales in august',
      {
        value: m(
          T(
            orders.filter((o) => o.date.getUTCMonth() === 7),
            (o) => o.total,
          ),
        ),
      },
      'Total of orders created in August',
    );
    ask(
      'largest order',
      { value: m(orders.reduce((a, o) => (o.total > a ? o.total : a), 0n)) },
      'max order Total',
    );
    ask(
      'subtotal of paid orders',
      { value: m(T(paid, (o) => o.subtotal)) },
      'sum of Subtotal where status = paid',
    );
    refuse('what is our gross margin on the decaf', 'no bean costs in an orders export');
    refuse('how many orders were late', 'no delivery dates');

    return {
      bytes: await toBytes(wb),
      questions: qs,
      checks: [
        [
          'total = subtotal + shipping + taxes',
          T(orders, (o) => o.total),
          T(orders, (o) => o.subtotal + o.shipping + o.taxes),
        ],
      ],
    };
  },
};
