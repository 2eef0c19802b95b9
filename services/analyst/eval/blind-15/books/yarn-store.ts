/**
 * Online yarn store, € (Netherlands): a Shopify-style orders export, one row per order,
 * no title: Name (#1001), Email, Financial Status (paid / refunded / partially_refunded),
 * Created at (text with time zone), Subtotal, Shipping, Taxes, Total, Discount Code,
 * Discount Amount, Shipping Country.
 */
import ExcelJS from 'exceljs';
import { meanCents, money, sum } from '../../expect';
import { asker, cell, rng, same, sumColumn, toBytes, type BlindBook } from '../kit';

const NAME = 'yarn-store';
const r = rng(17);
const CODES = ['', '', '', 'WELCOME10', 'KNIT15', 'WINTER5'];
const COUNTRIES = ['NL', 'NL', 'NL', 'BE', 'DE', 'DE', 'FR', 'GB'];
const orders = Array.from({ length: 64 }, (_, i) => {
  const subtotal = r.int(1200, 18900);
  const code = r.pick(CODES);
  const discount =
    code === 'WELCOME10'
      ? Math.round(subtotal / 10)
      : code === 'KNIT15'
        ? Math.round((subtotal * 15) / 100)
        : code === 'WINTER5'
          ? 500
          : 0;
  const country = r.pick(COUNTRIES);
  const shipping = country === 'NL' ? (subtotal > 5000 ? 0 : 495) : 1295;
  const taxes = Math.round(((subtotal - discount) * 21) / 121);
  const status =
    r.int(0, 19) === 0 ? 'refunded' : r.int(0, 19) === 0 ? 'partially_refunded' : 'paid';
  const month = Math.floor((i * 12) / 64);
  return {
    name: `#${1001 + i}`,
    status,
    month,
    day: r.int(1, 28),
    subtotal,
    shipping,
    taxes,
    total: subtotal - discount + shipping,
    code,
    discount,
    country,
  };
});

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('orders_export_1');
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
    'Discount Amount',
    'Shipping Country',
  ]);
  orders.forEach((o, i) =>
    ws.addRow([
      o.name,
      `klant${i}@example.nl`,
      o.status,
      `2025-${String(o.month + 1).padStart(2, '0')}-${String(o.day).padStart(2, '0')} 1${i % 10}:2${i % 6}:00 +0100`,
      cell(o.subtotal),
      cell(o.shipping),
      cell(o.taxes),
      cell(o.total),
      o.code,
      cell(o.discount),
      o.country,
    ]),
  );
  return toBytes(wb);
}

function verify(wb: ExcelJS.Workbook): string[] {
  const ws = wb.getWorksheet('orders_export_1')!;
  const expect = sumColumn(ws, 'E', 2, 65) - sumColumn(ws, 'J', 2, 65) + sumColumn(ws, 'F', 2, 65);
  return same('Total = Subtotal - Discount + Shipping', sumColumn(ws, 'H', 2, 65), expect);
}

const { ask, questions } = asker(NAME);
const all = Number(sum(orders.map((o) => o.total)));
const paid = orders.filter((o) => o.status === 'paid');
const refunded = orders.filter((o) => o.status === 'refunded');
const biggest = orders.reduce((a, b) => (b.total > a.total ? b : a));
const codeUse = ['WELCOME10', 'KNIT15', 'WINTER5'].map((c) => ({
  c,
  n: orders.filter((o) => o.code === c).length,
}));
const topCode = codeUse.reduce((a, b) => (b.n > a.n ? b : a));
const de = orders.filter((o) => o.country === 'DE');
const march = orders.filter((o) => o.month === 2);

ask('how many orders', { value: String(orders.length) }, 'count of order rows');
ask('total of all orders', { value: money(all) }, 'sum of Total, every status');
ask(
  'how much from paid orders',
  { value: money(sum(paid.map((o) => o.total))) },
  'sum of Total where Financial Status = paid',
);
ask(
  'how many orders were refunded',
  {
    value: [
      String(refunded.length),
      String(refunded.length + orders.filter((o) => o.status === 'partially_refunded').length),
    ],
  },
  'status refunded; or refunded + partially_refunded (both fair)',
);
ask('shipping we charged', { value: money(sum(orders.map((o) => o.shipping))) }, 'sum of Shipping');
ask(
  'vat collected',
  { value: money(sum(orders.map((o) => o.taxes))) },
  'sum of Taxes (VAT included in prices)',
);
ask('biggest order', { value: money(biggest.total), at: biggest.name }, 'largest Total');
ask(
  'most used discount code',
  { value: String(topCode.n), at: topCode.c },
  'discount code on the most orders (value = its count)',
);
ask(
  'how much did we give away in discounts',
  { value: money(sum(orders.map((o) => o.discount))) },
  'sum of Discount Amount',
);
ask('orders shipped to germany', { value: String(de.length) }, 'rows with Shipping Country = DE');
ask(
  'sales to germany',
  { value: money(sum(de.map((o) => o.total))) },
  'sum of Total where Shipping Country = DE',
);
ask(
  'march orders total',
  { value: money(sum(march.map((o) => o.total))) },
  'sum of Total, Created at in March 2025',
);
ask(
  'average order value',
  { value: [meanCents(all, orders.length), meanCents(sum(paid.map((o) => o.total)), paid.length)] },
  'Total / orders, all orders or paid orders only (both fair)',
);
ask(
  'how many orders came in during march',
  { value: String(march.length) },
  'rows with Created at in March 2025',
);
ask(
  'how many skeins did we sell',
  { refuse: true },
  'no quantities or line items in an orders export',
);
ask('what was our profit on yarn', { refuse: true }, 'no cost of goods in an orders export');

export const yarnStore: BlindBook = {
  name: NAME,
  about: 'online yarn store, €, Shopify-style orders export with statuses, discounts, countries',
  build,
  questions,
  verify,
};
