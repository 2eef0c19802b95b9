/**
 * A bridal shop's Shopify-style orders export (US$): no title, one row per LINE ITEM, the
 * order-level fields (Subtotal, Shipping, Taxes, Total, Shipping Country) filled only on an
 * order's first line, as Shopify exports them. Order counts and sums are per order.
 */
import ExcelJS from 'exceljs';
import {
  asker,
  cell,
  int,
  meanCents,
  money,
  rng,
  sum,
  toBytes,
  argmax,
  type BlindBook,
} from '../kit';

const PRODUCTS: Array<[string, number]> = [
  ['Ivory lace veil', 18900],
  ['Satin bridal gown - A-line', 129900],
  ['Pearl hair comb', 4900],
  ['Bridesmaid dress - Sage', 15900],
  ['Garter set', 2400],
  ['Cathedral veil', 24900],
];
const COUNTRIES = ['United States', 'Canada', 'United Kingdom', 'Australia'];

interface Order {
  name: string;
  date: Date;
  lines: Array<{ product: string; qty: number; price: number }>;
  subtotal: bigint;
  shipping: bigint;
  taxes: bigint;
  total: bigint;
  country: string;
}

export async function bridalBook(): Promise<BlindBook> {
  const r = rng(14);
  const orders: Order[] = [];
  for (let i = 0; i < 48; i++) {
    const lines = Array.from({ length: int(r, 1, 3) }, () => {
      const [product, price] = PRODUCTS[int(r, 0, PRODUCTS.length - 1)]!;
      return { product, qty: int(r, 1, 2), price };
    });
    const subtotal = sum(lines.map((l) => l.qty * l.price));
    const country = COUNTRIES[int(r, 0, 3)]!;
    const shipping = country === 'United States' ? 0n : 2500n;
    const taxes = country === 'United States' ? divRoundTax(subtotal) : 0n;
    orders.push({
      name: `#${1201 + i}`,
      date: new Date(
        Date.UTC(2025, Math.floor(i / 8), 1 + int(r, 0, 27), int(r, 8, 21), int(r, 0, 59)),
      ),
      lines,
      subtotal,
      shipping,
      taxes,
      total: subtotal + shipping + taxes,
      country,
    });
  }
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('orders_export');
  ws.addRow([
    'Name',
    'Created at',
    'Financial Status',
    'Lineitem name',
    'Lineitem quantity',
    'Lineitem price',
    'Subtotal',
    'Shipping',
    'Taxes',
    'Total',
    'Shipping Country',
  ]);
  for (const o of orders)
    o.lines.forEach((l, k) =>
      ws.addRow(
        k === 0
          ? [
              o.name,
              o.date,
              'paid',
              l.product,
              l.qty,
              cell(l.price),
              cell(o.subtotal),
              cell(o.shipping),
              cell(o.taxes),
              cell(o.total),
              o.country,
            ]
          : [o.name, o.date, null, l.product, l.qty, cell(l.price), null, null, null, null, null],
      ),
    );
  ws.getColumn(2).numFmt = 'yyyy-mm-dd hh:mm';

  const total = sum(orders.map((o) => o.total));
  const biggest = orders.reduce((a, b) => (b.total > a.total ? b : a));
  const byCountry = COUNTRIES.map((c) =>
    sum(orders.filter((o) => o.country === c).map((o) => o.total)),
  );
  const topC = argmax(byCountry);
  const units = (p: string): number =>
    orders
      .flatMap((o) => o.lines)
      .filter((l) => l.product === p)
      .reduce((s, l) => s + l.qty, 0);
  const unitsAll = PRODUCTS.map(([p]) => units(p));
  const productRevenue = PRODUCTS.map(([p, price]) => BigInt(units(p) * price));
  const topP = argmax(productRevenue);
  const march = orders.filter((o) => o.date.getUTCMonth() === 2);
  const { q, list } = asker('bridal');
  q(
    'how many orders did we get',
    { value: String(orders.length) },
    'distinct order Names (line items are not orders)',
  );
  q('total sales including shipping and tax', { value: money(total) }, 'sum of Total over orders');
  q(
    'average order value',
    { value: meanCents(total, orders.length) },
    'sum of Total / number of orders',
  );
  q(
    'biggest order',
    { value: money(biggest.total), at: biggest.name.slice(1) },
    'largest order Total',
  );
  q(
    'how much shipping did we charge',
    { value: money(sum(orders.map((o) => o.shipping))) },
    'sum of Shipping',
  );
  q('sales tax collected', { value: money(sum(orders.map((o) => o.taxes))) }, 'sum of Taxes');
  q(
    'which country do we sell the most to',
    { value: money(byCountry[topC]!), at: COUNTRIES[topC]! },
    'country with the largest summed order Total',
  );
  q(
    'how many cathedral veils have we sold',
    { value: String(units('Cathedral veil')) },
    'sum of Lineitem quantity for Cathedral veil',
  );
  q(
    'best selling product by revenue',
    { value: money(productRevenue[topP]!), at: PRODUCTS[topP]![0] },
    'product with the largest qty x price',
  );
  q('orders in march', { value: String(march.length) }, 'orders created in March 2025');
  q(
    'march sales',
    { value: money(sum(march.map((o) => o.total))) },
    'order Total for orders created in March 2025',
  );
  q(
    'subtotal of all orders before shipping and tax',
    { value: money(sum(orders.map((o) => o.subtotal))) },
    'sum of Subtotal',
  );
  q(
    'how many items did we ship in total',
    { value: String(unitsAll.reduce((a, b) => a + b, 0)) },
    'sum of Lineitem quantity',
  );
  q(
    'how many orders were returned',
    { refuse: true },
    'no returns in the export (every order is paid)',
  );
  q('what is our margin on gowns', { refuse: true }, 'no costs in the export');
  q('which customer spent the most', { refuse: true }, 'no customer column');
  return {
    name: 'bridal',
    business: 'bridal shop online orders (US$)',
    bytes: await toBytes(wb),
    questions: list,
    checks: [
      {
        what: 'product revenue = subtotals',
        a: sum(productRevenue),
        b: sum(orders.map((o) => o.subtotal)),
      },
    ],
  };
}

/** 7.25% sales tax, to the cent, half up. */
function divRoundTax(subtotal: bigint): bigint {
  return (subtotal * 725n + 5000n) / 10000n;
}
