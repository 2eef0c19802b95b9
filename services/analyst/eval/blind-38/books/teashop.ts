/**
 * teashop: a Japanese loose-leaf tea merchant's online sales log, one row per sale (date,
 * order number, customer, product, qty, unit price, amount), September to November 2026, in
 * whole yen. "Last month" = November 2026.
 */
import ExcelJS from 'exceljs';
import { growth, meanCents, money } from '../../expect';
import {
  argMax,
  bold,
  cell,
  day,
  formatCols,
  holds,
  offThreshold,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  where,
  widths,
  type BlindBook,
} from '../lib';

const r = rng(2);
const PRODUCTS = [
  ['Sencha 100g', 1800],
  ['Gyokuro 50g', 3200],
  ['Matcha 30g tin', 2600],
  ['Hojicha 100g', 1400],
  ['Genmaicha 200g', 1200],
  ['Teaware set', 8500],
] as const;
const CUSTOMERS = [
  'Café Komorebi',
  'Tanaka Yuki',
  'Sato Haruto',
  'Suzuki Aoi',
  'Green Leaf Deli',
  'Ito Ren',
  'Watanabe Mei',
  'Kobayashi Sora',
  'Yamamoto Hina',
  'Nakamura Kaito',
] as const;

interface Sale {
  d: Date;
  m: number;
  cust: number;
  prod: number;
  qty: number;
  price: number;
  amount: number;
}
const START = Date.UTC(2026, 8, 1);
const offsets = Array.from({ length: 59 }, () => r.int(0, 90)).sort((a, b) => a - b);
const sales: Sale[] = offsets.map((o, i) => {
  const d = new Date(START + o * 86400000);
  const prod = r.int(0, 9) < 1 ? 5 : r.int(0, 4);
  const qty = prod === 5 ? r.int(1, 2) : r.int(1, 6);
  const cust = i === 3 ? 1 : r.int(0, 9);
  const price = PRODUCTS[prod]![1] * 100;
  return { d, m: d.getUTCMonth(), cust, prod, qty, price, amount: qty * price };
});
// one large café order for the tasting menu
const big: Sale = {
  d: day(2026, 9, 16),
  m: 9,
  cust: 0,
  prod: 1,
  qty: 12,
  price: 320000,
  amount: 12 * 320000,
};
sales.splice(
  sales.findIndex((s) => s.d > big.d),
  0,
  big,
);

const sumOf = (xs: Sale[]): bigint => total(xs.map((s) => s.amount));
const all = sumOf(sales);
const inMonth = (m: number): Sale[] => sales.filter((s) => s.m === m);
const byCust = CUSTOMERS.map((_, c) => sumOf(sales.filter((s) => s.cust === c)));
const byProd = PRODUCTS.map((_, p) => sumOf(sales.filter((s) => s.prod === p)));
const qtyProd = PRODUCTS.map((_, p) => total(sales.filter((s) => s.prod === p).map((s) => s.qty)));
const amounts = sales.map((s) => s.amount);
const THRESH = 1000000n;
const over = amounts.filter((a) => BigInt(a) > THRESH).length;
const pickDay = sales[20]!.d;
const onDay = sumOf(sales.filter((s) => s.d.getTime() === pickDay.getTime()));
const dayText = `${pickDay.getUTCDate()} ${['September', 'October', 'November'][pickDay.getUTCMonth() - 8]}`;
const gyoSep = sumOf(inMonth(8).filter((s) => s.prod === 1));
const sep = sumOf(inMonth(8));
const nov = sumOf(inMonth(10));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Orders');
  putRows(ws, [
    ['Sakura Tea Co. — online orders, September to November 2026'],
    ['Amounts in JPY, consumption tax included'],
    [],
    ['Date', 'Order #', 'Customer', 'Product', 'Qty', 'Unit price', 'Amount'],
    ...sales.map((s, i) => [
      s.d,
      `ST-${10231 + i}`,
      CUSTOMERS[s.cust],
      PRODUCTS[s.prod]![0],
      s.qty,
      cell(s.price),
      cell(s.amount),
    ]),
  ]);
  bold(ws, 4);
  formatCols(ws, [1], 'yyyy/mm/dd');
  formatCols(ws, [6, 7], '"¥"#,##0');
  widths(ws, [12, 10, 18, 18, 6, 11, 11]);
  return toBytes(wb);
}

export const teashop: BlindBook = {
  name: 'teashop',
  business: 'loose-leaf tea merchant (online)',
  shape: 'sales log Sep–Nov 2026: one row per sale, qty × unit price = amount',
  bytes,
  checks: [
    same('customers = all', total(byCust), all),
    same('products = all', total(byProd), all),
    same('months = all', sumOf(inMonth(8)) + sumOf(inMonth(9)) + sumOf(inMonth(10)), all),
    ...sales.map((s, i) => same(`row ${i} qty × price`, BigInt(s.qty * s.price), BigInt(s.amount))),
    unique('customer spend', byCust),
    unique('product revenue', byProd),
    unique('product units', qtyProd),
    holds('most units is a tea, not the teaware set', argMax(qtyProd) !== 5),
    unique('single order', amounts),
    offThreshold('orders vs ¥10,000', amounts, THRESH),
    holds('Tanaka Yuki ordered', where(sales, (s) => s.cust === 1).length > 0),
  ],
  questions: questionsFor('teashop', [
    [
      'What are total sales in the log?',
      { value: money(all), means: 'every Amount, Sep–Nov 2026' },
    ],
    [
      'How much did we sell in October?',
      { value: money(sumOf(inMonth(9))), means: 'Amounts dated October 2026' },
    ],
    [
      'Who is our biggest customer?',
      { at: CUSTOMERS[argMax(byCust)]!, means: 'the customer with the largest total Amount' },
    ],
    [
      'How much has Tanaka Yuki spent with us?',
      { value: money(byCust[1]!), means: "Tanaka Yuki's Amounts added" },
    ],
    [
      'How many matcha tins did we sell?',
      { value: String(qtyProd[2]), means: 'Qty of Matcha 30g tin added' },
    ],
    [
      'Which product brings in the most money?',
      { at: PRODUCTS[argMax(byProd)]![0], means: 'the product with the largest total Amount' },
    ],
    [
      'Which tea sells the most units?',
      { at: PRODUCTS[argMax(qtyProd)]![0], means: 'the product with the largest total Qty' },
    ],
    [
      "What's our average order value?",
      { value: meanCents(all, sales.length), means: 'total Amount / number of order rows' },
    ],
    [
      'How many orders did we get last month?',
      { value: String(inMonth(10).length), means: 'order rows dated November 2026' },
    ],
    [
      'What was our biggest single order?',
      { value: money(BigInt(Math.max(...amounts))), means: 'the largest Amount of one row' },
    ],
    [
      'How many orders were over ¥10,000?',
      { value: String(over), means: 'rows whose Amount is above ¥10,000' },
    ],
    [
      `What did we sell on ${dayText}?`,
      { value: money(onDay), means: `the Amounts dated ${dayText} 2026 added` },
    ],
    [
      'How much gyokuro did we sell in September?',
      { value: money(gyoSep), means: 'Amounts of Gyokuro 50g dated September 2026' },
    ],
    [
      'Are sales up from September to November?',
      {
        value: [growth(sep, nov), money(nov - sep)],
        means: 'November vs September Amounts: growth % or the difference in yen',
      },
    ],
    [
      "What's our profit margin on matcha?",
      { refuse: true, means: 'no cost of the tea in the log' },
    ],
    [
      'How many website visitors did we have in October?',
      { refuse: true, means: 'the log holds orders, not visits' },
    ],
    [
      'How much did we charge for shipping?',
      { refuse: true, means: 'no shipping column; amounts are qty × price only' },
    ],
  ]),
};
