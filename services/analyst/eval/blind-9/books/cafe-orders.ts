/**
 * Bakery café wholesale/catering order log (EUR): one row per sale with date, ticket, customer,
 * item, qty, unit price, amount. Title + unit line above the header; blank rows between months.
 * Unit prices rise on 1 April, so "what do we charge for X" has two answers.
 */
import { divRound, growth, hundredths, meanCents, money as m } from '../../expect';
import {
  ExcelJS,
  MONTHS,
  argExtreme,
  asker,
  cell,
  monthAt,
  rng,
  sumN,
  toBytes,
  type BlindBook,
} from '../kit';

const NAME = 'cafe-orders';
const r = rng(NAME);
const CUSTOMERS = [
  'Hotel Ardmore',
  'Brightwave Offices',
  'St. Anne School',
  'Kiln Yoga',
  'Marlow & Sons',
  'Quayside Deli',
];
const ITEMS: Array<[string, number, number]> = [
  ['Sourdough loaf', 480, 520],
  ['Croissant', 210, 230],
  ['Cinnamon bun', 290, 320],
  ['Baguette', 260, 280],
  ['Whole carrot cake', 3400, 3600],
];
interface Sale {
  month: number;
  day: number;
  ticket: number;
  customer: string;
  item: number;
  qty: number;
  unit: number;
  amount: number;
}
const sales: Sale[] = [];
let ticket = 5101;
for (let month = 0; month < 6; month++) {
  const n = r.int(17, 26);
  const days = Array.from({ length: n }, () => r.int(1, 28)).sort((a, b) => a - b);
  for (const day of days) {
    const item = r.int(0, ITEMS.length - 1);
    const unit = ITEMS[item]![month < 3 ? 1 : 2];
    const qty = item === 4 ? r.int(1, 4) : r.int(6, 60);
    sales.push({
      month,
      day,
      ticket: 0,
      customer: r.pick(CUSTOMERS),
      item,
      qty,
      unit,
      amount: qty * unit,
    });
  }
}
// one wedding order that is clearly the largest single sale
sales.push({
  month: 5,
  day: 14,
  ticket: 0,
  customer: 'Hotel Ardmore',
  item: 4,
  qty: 12,
  unit: 3600,
  amount: 43_200,
});
sales.sort((a, b) => a.month - b.month || a.day - b.day);
for (const s of sales) s.ticket = ticket++;
const total = sumN(sales.map((s) => s.amount));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Orders');
  ws.addRow(['Crumb & Kettle Bakery Café - wholesale & catering orders']);
  ws.addRow(['All amounts in EUR, VAT inclusive']);
  ws.addRow([]);
  ws.addRow(['Date', 'Ticket #', 'Customer', 'Item', 'Qty', 'Unit price', 'Amount']);
  let prev = 0;
  for (const s of sales) {
    if (s.month !== prev) ws.addRow([]);
    prev = s.month;
    ws.addRow([
      new Date(Date.UTC(2025, s.month, s.day)),
      s.ticket,
      s.customer,
      ITEMS[s.item]![0],
      s.qty,
      cell(s.unit),
      cell(s.amount),
    ]);
  }
  ws.getColumn(1).numFmt = 'dd/mm/yyyy';
  ws.getColumn(6).numFmt = '"€"#,##0.00';
  ws.getColumn(7).numFmt = '"€"#,##0.00';
  return toBytes(wb);
}

const { q, list } = asker(NAME);
const byMonth = MONTHS.slice(0, 6).map((_, i) =>
  sumN(sales.filter((s) => s.month === i).map((s) => s.amount)),
);
const byCustomer = CUSTOMERS.map((c) =>
  sumN(sales.filter((s) => s.customer === c).map((s) => s.amount)),
);
const top = argExtreme(byCustomer, 'max');
const bestMonth = argExtreme(byMonth, 'max');
const biggest = argExtreme(
  sales.map((s) => s.amount),
  'max',
);
const qtyOf = (i: number): number => sumN(sales.filter((s) => s.item === i).map((s) => s.qty));
const amtOf = (i: number): number => sumN(sales.filter((s) => s.item === i).map((s) => s.amount));
const q2Count = sales.filter((s) => s.month >= 3 && s.month <= 5).length;
const ardmore = sales.filter((s) => s.customer === 'Hotel Ardmore').length;
const byItemAmt = ITEMS.map((_, i) => amtOf(i));
const topItem = argExtreme(byItemAmt, 'max');

q('total sales', { value: m(total) }, 'sum of Amount, all orders Jan-Jun');
q('how many sales in Q2', { value: String(q2Count) }, 'count of orders dated April-June');
q('average sale?', { value: meanCents(total, sales.length) }, 'total Amount / number of orders');
q('biggest single order', { value: m(sales[biggest]!.amount) }, 'largest Amount on one row');
q(
  'who buys the most from us',
  { value: m(byCustomer[top]!), at: CUSTOMERS[top]! },
  'customer with the largest summed Amount',
);
q('how many croissants did we sell', { value: String(qtyOf(1)) }, 'sum of Qty on Croissant rows');
q('croissant revenue', { value: m(amtOf(1)) }, 'sum of Amount on Croissant rows');
q('sales in march', { value: m(byMonth[2]!) }, 'sum of Amount dated March');
q(
  'best month so far',
  { value: m(byMonth[bestMonth]!), at: monthAt(bestMonth) },
  'month with the largest summed Amount',
);
q(
  'how many orders did hotel ardmore place',
  { value: String(ardmore) },
  'count of rows for Hotel Ardmore',
);
q(
  'what do we charge for a baguette',
  { refuse: true },
  'the unit price changed in April (two prices): ask which period',
);
q('whats our margin on cakes', { refuse: true }, 'no costs in the log');
q(
  'avg qty per order',
  {
    value: hundredths(divRound(BigInt(sumN(sales.map((s) => s.qty))) * 100n, BigInt(sales.length))),
  },
  'sum of Qty / number of orders, 2 decimals',
);
q(
  'how much did sales grow feb vs jan (%)',
  { value: growth(byMonth[0]!, byMonth[1]!) },
  '(Feb - Jan) / Jan',
);
q(
  'which product makes the most money',
  { value: m(byItemAmt[topItem]!), at: ITEMS[topItem]![0] },
  'item with the largest summed Amount',
);
q(
  'sourdough loaves sold in may',
  { value: String(sumN(sales.filter((s) => s.item === 0 && s.month === 4).map((s) => s.qty))) },
  'sum of Qty, Sourdough loaf, May',
);

export const cafeOrders: BlindBook = {
  name: NAME,
  business: 'bakery café (wholesale and catering)',
  shape: 'sales log with dates, blank rows between months, title and unit lines',
  bytes,
  questions: list,
  checks: [
    ['monthly sums add to the total', sumN(byMonth) === total],
    ['customer sums add to the total', sumN(byCustomer) === total],
    ['every amount is qty x unit', sales.every((s) => s.amount === s.qty * s.unit)],
  ],
};
