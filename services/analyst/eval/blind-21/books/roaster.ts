/** Coffee roaster (Penang), a Shopify-style orders export in RM: one row per order line, ISO dates. */
import ExcelJS from 'exceljs';
import {
  argmax,
  asker,
  cell,
  hundredths as m,
  int,
  meanCents,
  monthAt,
  pct,
  PCT,
  pick,
  rng,
  SEED,
  sum,
  type BlindBook,
  type BlindQuestion,
} from '../common';

export function roaster(): BlindBook {
  const r = rng(SEED + 2);
  const customers = [
    'Kopi Lane Cafe',
    'Hotel Seri',
    'Bean Dojo',
    'Mak Cik Ros',
    'Urban Brew KL',
    'Sunrise Deli',
  ];
  const products: Array<[string, number]> = [
    ['Espresso Blend 1kg', 78_00],
    ['Single Origin Sabah 250g', 32_50],
    ['Decaf 500g', 41_90],
    ['Cold Brew Pack', 24_00],
  ];
  interface Line {
    no: number;
    date: Date;
    month: number;
    customer: string;
    product: string;
    qty: number;
    unit: number;
    subtotal: number;
    shipping: number;
    total: number;
    status: string;
  }
  const lines: Line[] = [];
  for (let i = 0; i < 70; i++) {
    const month = Math.floor((i * 12) / 70);
    const day = int(r, 1, 28);
    const [product, unit] = pick(r, products);
    const qty = int(r, 1, 12);
    const subtotal = qty * unit;
    const shipping = subtotal >= 200_00 ? 0 : 12_00;
    const status = r() < 0.08 ? 'refunded' : 'paid';
    lines.push({
      no: 1001 + i,
      date: new Date(Date.UTC(2025, month, day)),
      month,
      customer: pick(r, customers),
      product,
      qty,
      unit,
      subtotal,
      shipping,
      total: subtotal + shipping,
      status,
    });
  }
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('orders_export');
  ws.addRow([
    'Name',
    'Created at',
    'Financial Status',
    'Billing Name',
    'Lineitem name',
    'Lineitem quantity',
    'Lineitem price',
    'Subtotal',
    'Shipping',
    'Total',
  ]);
  for (const l of lines)
    ws.addRow([
      `#${l.no}`,
      l.date,
      l.status,
      l.customer,
      l.product,
      l.qty,
      cell(l.unit),
      cell(l.subtotal),
      cell(l.shipping),
      cell(l.total),
    ]);
  ws.getColumn(2).numFmt = 'yyyy-mm-dd';

  const out: BlindQuestion[] = [];
  const q = asker('roaster', out);
  const all = sum(lines.map((l) => l.total));
  const paid = sum(lines.filter((l) => l.status === 'paid').map((l) => l.total));
  q(
    'total of all orders',
    'sum of Total over all 70 orders; net of refunded orders is also a fair reading, so both accepted',
    { value: [m(all), m(paid)] },
  );
  q('how many orders did we get', 'count of order rows', { value: '70' });
  q(
    'average order value',
    'mean of Total over all orders, or over paid orders only (both accepted)',
    {
      value: [
        meanCents(all, lines.length),
        meanCents(paid, lines.filter((l) => l.status === 'paid').length),
      ],
      tol: 0.01,
    },
  );
  q('how much did we charge for shipping overall', 'sum of Shipping', {
    value: m(sum(lines.map((l) => l.shipping))),
  });
  const byCust = customers.map((c) =>
    sum(lines.filter((l) => l.customer === c).map((l) => l.total)),
  );
  q('who is our biggest customer', 'customer with the largest sum of Total', {
    at: customers[byCust.indexOf(argmax(byCust, (x) => x))]!,
  });
  q('how much did hotel seri spend with us', 'sum of Total where Billing Name = Hotel Seri', {
    value: m(byCust[1]!),
  });
  const qtyBy = products.map(([p]) => sum(lines.filter((l) => l.product === p).map((l) => l.qty)));
  q('how many bags of decaf did we sell', 'sum of quantity for Decaf 500g', {
    value: String(qtyBy[2]),
  });
  q('which product sells the most units', 'product with the largest quantity sum', {
    at: products[qtyBy.indexOf(argmax(qtyBy, (x) => x))]![0],
  });
  const q2 = lines.filter((l) => l.month >= 3 && l.month <= 5);
  q('how many orders in Q2', 'orders dated Apr-Jun 2025', { value: String(q2.length) });
  q('sales in q2', 'sum of Total for Apr-Jun 2025', { value: m(sum(q2.map((l) => l.total))) });
  const byMonth = Array.from({ length: 12 }, (_, i) =>
    sum(lines.filter((l) => l.month === i).map((l) => l.total)),
  );
  q('best month for orders by value', 'month with the largest sum of Total', {
    at: monthAt(byMonth.indexOf(argmax(byMonth, (x) => x))),
  });
  const refunded = lines.filter((l) => l.status === 'refunded');
  q('how much was refunded', 'sum of Total where Financial Status = refunded', {
    value: m(sum(refunded.map((l) => l.total))),
  });
  const big = { total: lines.reduce((a, l) => Math.max(a, l.total), 0) }; // a value only: ties do not matter
  q('biggest single order', 'largest Total', { value: m(big.total) });
  q('what % of orders got free shipping', 'orders with Shipping = 0 / all orders', {
    value: pct(lines.filter((l) => l.shipping === 0).length, lines.length),
    tol: PCT,
  });
  q('whats our margin on espresso blend', 'no costs on the export', { refuse: true });
  q(
    'how many new customers did we get this year',
    'no first-order or signup data; every name appears without history',
    { refuse: true },
  );
  return {
    name: 'roaster',
    business: 'coffee roaster, RM, orders export',
    workbook: wb,
    questions: out,
  };
}
