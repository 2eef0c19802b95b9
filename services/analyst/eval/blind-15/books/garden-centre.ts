/**
 * Garden centre, South African rand (R): a sales log, one row per sale (date, invoice,
 * customer, product, qty, unit price, amount), one title line, no totals.
 */
import ExcelJS from 'exceljs';
import { meanCents, money, sum } from '../../expect';
import { asker, cell, MONTHS, rng, same, sumColumn, toBytes, type BlindBook } from '../kit';

const NAME = 'garden-centre';
const PRODUCTS: Record<string, number> = {
  'Lavender 2L': 8950,
  'Potting mix 30L': 12900,
  'Lemon tree': 44900,
  'Terracotta pot': 21500,
  'Drip kit': 68000,
};
const CUSTOMERS = ['Walk-in', 'Fynbos Landscaping', 'Mrs Naidoo', 'Oakhurst School', 'Bloem Cafe'];
const r = rng(2);
interface Sale {
  date: Date;
  customer: string;
  product: string;
  qty: number;
  price: number;
  amount: number;
}
const sales: Sale[] = Array.from({ length: 56 }, () => {
  const product = r.pick(Object.keys(PRODUCTS));
  const qty = r.int(1, 14);
  const price = PRODUCTS[product]!;
  return {
    date: new Date(Date.UTC(2025, r.int(0, 11), r.int(1, 28))),
    customer: r.pick(CUSTOMERS),
    product,
    qty,
    price,
    amount: qty * price,
  };
}).sort((a, b) => a.date.getTime() - b.date.getTime());

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sales');
  ws.addRow(['Green Thumb Garden Centre - till sales 2025 (ZAR)']);
  ws.addRow(['Date', 'Invoice', 'Customer', 'Product', 'Qty', 'Unit price', 'Amount']);
  sales.forEach((s, i) =>
    ws.addRow([
      s.date,
      `GT-${1001 + i}`,
      s.customer,
      s.product,
      s.qty,
      cell(s.price),
      cell(s.amount),
    ]),
  );
  ws.getColumn(1).numFmt = 'yyyy-mm-dd';
  return toBytes(wb);
}

function verify(wb: ExcelJS.Workbook): string[] {
  const ws = wb.getWorksheet('Sales')!;
  return same(
    'amount column',
    sumColumn(ws, 'G', 3, 2 + sales.length),
    Number(sum(sales.map((s) => s.amount))),
  );
}

const { ask, questions } = asker(NAME);
const total = sum(sales.map((s) => s.amount));
const by = <K extends keyof Sale>(key: K, v: Sale[K]): Sale[] => sales.filter((s) => s[key] === v);
const month = (m: number): Sale[] => sales.filter((s) => s.date.getUTCMonth() === m);
const custTotals = CUSTOMERS.map((c) => Number(sum(by('customer', c).map((s) => s.amount))));
const topCust = custTotals.indexOf(Math.max(...custTotals));
const biggest = sales.reduce((a, b) => (b.amount > a.amount ? b : a));
const q2 = sales.filter((s) => [3, 4, 5].includes(s.date.getUTCMonth()));
const monthTotals = MONTHS.map((_, m) => Number(sum(month(m).map((s) => s.amount))));
const bestMonth = monthTotals.indexOf(Math.max(...monthTotals));
const lemons = by('product', 'Lemon tree');

ask('total sales for the year', { value: money(total) }, 'sum of the Amount column');
ask('how many sales did we make', { value: String(sales.length) }, 'count of sale rows');
ask(
  'average sale',
  { value: meanCents(total, sales.length) },
  'Amount total / number of sales, to the cent',
);
ask('biggest single sale', { value: money(biggest.amount) }, 'largest Amount on one row');
ask('how many sales in Q2', { value: String(q2.length) }, 'rows dated April-June 2025');
ask(
  'how many lemon trees did we sell',
  { value: String(sum(lemons.map((s) => s.qty))) },
  'sum of Qty where Product = Lemon tree',
);
ask(
  'what did Oakhurst School spend with us',
  { value: money(sum(by('customer', 'Oakhurst School').map((s) => s.amount))) },
  'sum of Amount where Customer = Oakhurst School',
);
ask(
  'who is our best customer',
  { value: money(custTotals[topCust]!), at: CUSTOMERS[topCust]! },
  'customer with the highest Amount total',
);
ask(
  'sales in march',
  { value: money(sum(month(2).map((s) => s.amount))) },
  'sum of Amount dated March 2025',
);
ask(
  'which month sold the most',
  { value: money(monthTotals[bestMonth]!), at: MONTHS[bestMonth]!.slice(0, 3) },
  'month with the highest Amount total (matched on the month abbreviation)',
);
ask(
  'revenue from drip kits',
  { value: money(sum(by('product', 'Drip kit').map((s) => s.amount))) },
  'sum of Amount where Product = Drip kit',
);
ask(
  'how much potting mix revenue in the second half',
  {
    value: money(
      sum(
        by('product', 'Potting mix 30L')
          .filter((s) => s.date.getUTCMonth() >= 6)
          .map((s) => s.amount),
      ),
    ),
  },
  'Amount where Product = Potting mix 30L, July-December',
);
ask('whats our margin on lemon trees', { refuse: true }, 'no cost figures in the log');
ask(
  'how many customers came in on weekends',
  { refuse: true },
  'walk-ins are one label; no visit counts',
);

export const gardenCentre: BlindBook = {
  name: NAME,
  about:
    'garden centre, R (ZAR), a sales log with dates, customer, product, qty, unit price, amount',
  build,
  questions,
  verify,
};
