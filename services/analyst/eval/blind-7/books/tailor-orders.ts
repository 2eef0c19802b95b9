/**
 * A tailor's Square-style orders export in dollars: one row per order with Order #, Date,
 * Customer, Item, Gross Sales, Discounts, Tax, Fees, Net Total, Status; no title rows, no
 * totals (as exported), and some refunded orders.
 */
import ExcelJS from 'exceljs';
import {
  Questions,
  argMax,
  centsIn,
  cell,
  divRound,
  fmt,
  intIn,
  pick,
  range,
  rngFor,
  sum,
  toBytes,
  uniqueExtreme,
  type BlindBook,
} from '../kit';

const NAME = 'tailor-orders';
const ITEMS: Record<string, [number, number]> = {
  'Suit alteration': [80, 240],
  'Hem trousers': [18, 35],
  'Wedding dress fitting': [250, 700],
  'Bespoke shirt': [140, 220],
  'Zip replacement': [20, 45],
};
const CUSTOMERS = [
  'M. Haddad',
  'J. Ortiz',
  'S. Kowalski',
  'A. Mensah',
  'R. Tanaka',
  'L. Dubois',
  'P. Singh',
] as const;

interface Order {
  no: number;
  date: Date;
  customer: string;
  item: string;
  gross: number;
  discount: number;
  tax: number;
  fee: number;
  net: number;
  status: 'Completed' | 'Refunded';
}

export async function build(): Promise<BlindBook> {
  const rng = rngFor(NAME);
  const orders: Order[] = [];
  for (let i = 0; i < 64; i++) {
    const item = pick(rng, Object.keys(ITEMS));
    const [lo, hi] = ITEMS[item]!;
    const gross = centsIn(rng, lo, hi);
    const discount = rng() < 0.2 ? Number(divRound(BigInt(gross), 10n)) : 0;
    const tax = Number(divRound(BigInt(gross - discount) * 8875n, 100000n));
    const fee = Number(divRound(BigInt(gross - discount + tax) * 26n, 1000n)) + 10;
    orders.push({
      no: 10400 + i,
      date: new Date(Date.UTC(2025, 8 + Math.floor(i / 22), intIn(rng, 1, 28))),
      customer: pick(rng, CUSTOMERS),
      item,
      gross,
      discount,
      tax,
      fee,
      net: gross - discount + tax - fee,
      status: rng() < 0.08 ? 'Refunded' : 'Completed',
    });
  }
  orders.sort((a, b) => a.date.getTime() - b.date.getTime() || a.no - b.no);

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('orders-export');
  ws.addRow([
    'Order #',
    'Date',
    'Customer',
    'Item',
    'Gross Sales',
    'Discounts',
    'Tax',
    'Fees',
    'Net Total',
    'Status',
  ]);
  for (const o of orders) {
    const row = ws.addRow([
      o.no,
      o.date,
      o.customer,
      o.item,
      cell(o.gross),
      cell(-o.discount),
      cell(o.tax),
      cell(-o.fee),
      cell(o.net),
      o.status,
    ]);
    row.getCell(2).numFmt = 'm/d/yyyy';
    fmt(row, range(5, 9), '$#,##0.00');
  }

  const q = new Questions(NAME);
  const done = orders.filter((o) => o.status === 'Completed');
  const byCust = CUSTOMERS.map((c) =>
    sum(orders.filter((o) => o.customer === c).map((o) => o.gross)),
  );
  const topCust = argMax(byCust);
  const byItem = Object.keys(ITEMS).map((it) => orders.filter((o) => o.item === it).length);
  const topItem = argMax(byItem);
  const inMonth = (m: number): Order[] => orders.filter((o) => o.date.getUTCMonth() === m);
  const biggest = orders.reduce((a, o) => (o.gross > a.gross ? o : a));
  q.num('how many orders', orders.length, 'rows in the export, refunded included');
  q.money(
    'total fees square took',
    sum(orders.map((o) => o.fee)),
    'sum of Fees (shown negative), given as a positive amount',
    true,
  );
  q.money('how much sales tax did we collect', sum(orders.map((o) => o.tax)), 'sum of Tax');
  q.money(
    'total discounts',
    sum(orders.map((o) => o.discount)),
    'sum of Discounts, as a positive amount',
    true,
  );
  q.num(
    'how many refunds',
    orders.filter((o) => o.status === 'Refunded').length,
    'rows with Status Refunded',
  );
  q.money(
    'average order',
    [
      divRound(sum(orders.map((o) => o.gross)), BigInt(orders.length)),
      divRound(sum(done.map((o) => o.gross)), BigInt(done.length)),
    ],
    'mean Gross Sales per order row, to the cent; the mean over Completed orders only is also accepted',
  );
  const byCustDone = CUSTOMERS.map((c) =>
    sum(done.filter((o) => o.customer === c).map((o) => o.gross)),
  );
  const topDone = argMax(byCustDone);
  if (uniqueExtreme(byCust, topCust) && uniqueExtreme(byCustDone, topDone))
    q.at(
      'who is our best customer',
      [CUSTOMERS[topCust]!, CUSTOMERS[topDone]!],
      'customer with the highest Gross Sales, all orders or Completed only (either is right)',
    );
  if (uniqueExtreme(byItem, topItem))
    q.at(
      'what do people bring in most',
      Object.keys(ITEMS)[topItem]!,
      'item with the most orders',
      String(byItem[topItem]!),
    );
  const biggestDone = done.reduce((a, o) => (o.gross > a.gross ? o : a));
  q.money(
    'biggest order',
    [biggest.gross, biggestDone.gross],
    'largest Gross Sales on one order (a Completed one also accepted)',
  );
  q.num('orders in october', inMonth(9).length, 'rows dated October 2025');
  q.money(
    'wedding dress fitting revenue',
    sum(orders.filter((o) => o.item === 'Wedding dress fitting').map((o) => o.gross)),
    'Gross Sales where Item = Wedding dress fitting',
  );
  q.money(
    'how much did mensah spend with us',
    [byCust[3]!, sum(done.filter((o) => o.customer === 'A. Mensah').map((o) => o.gross))],
    'Gross Sales, customer A. Mensah; without refunded orders is also accepted',
  );
  q.money(
    'net total for september',
    sum(inMonth(8).map((o) => o.net)),
    'sum of Net Total dated September 2025',
  );
  q.num('how many completed orders', done.length, 'rows with Status Completed');
  q.refuse(
    'how much did we sell',
    'ambiguous on this export: Gross Sales, Net Total, or net of refunds all differ',
  );
  q.refuse("what's our profit", 'no cost of fabric or labour in the export');

  return {
    name: NAME,
    business: 'tailor',
    shape: 'Square-style orders export: no title, negative fee/discount columns, status',
    bytes: await toBytes(wb),
    questions: q.list,
    checks: [
      {
        what: 'net = gross - discounts + tax - fees',
        got: sum(orders.map((o) => o.net)),
        want: sum(orders.map((o) => o.gross - o.discount + o.tax - o.fee)),
      },
      { what: 'customer totals = gross', got: sum(byCust), want: sum(orders.map((o) => o.gross)) },
    ],
  };
}
