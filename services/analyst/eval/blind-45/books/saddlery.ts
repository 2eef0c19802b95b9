/**
 * Book 15 — saddlery (MXN): an ORDER BOOK of made-to-order leather work, orders taken 1 Jun –
 * 30 Nov 2026: order no, date ordered as TEXT ("2026/06/15"), customer, item, price, deposit
 * (half on saddles, 30% otherwise), paid on collection, balance due (price − deposit − paid),
 * status (Delivered / Awaiting collection / In workshop); Totals row; `"MX$"` prefix.
 */
import ExcelJS from 'exceljs';
import { meanCents, money } from '../../expect';
import { at, between, bold, fmt, refuse, sumBy, th, title, val, widths } from '../helpers';
import {
  argMax,
  extreme,
  groupSum,
  holds,
  monthAt,
  offThreshold,
  questionsFor,
  rng,
  same,
  stepped,
  toBytes,
  unique,
  uniqueIn,
  type BlindBook,
} from '../lib';

const r = rng(15);
const NAME = 'saddlery';
const ITEMS: Array<[string, number, number, number]> = [
  // item, lo, hi (pesos), weight
  ['Charro saddle', 28000, 48000, 2],
  ['Bridle', 2400, 4800, 4],
  ['Chaps', 6500, 11000, 2],
  ['Tooled belt', 1200, 2600, 5],
  ['Holster', 1800, 3200, 2],
  ['Saddle repair', 1500, 6000, 3],
  ['Saddlebags', 4500, 7500, 2],
];
const ibag = ITEMS.flatMap((x, i) => Array<number>(x[3]).fill(i));
const CUSTOMERS = [
  'Rancho El Mezquite',
  'Asociación de Charros de León',
  'Javier Ramírez',
  'Lucía Hernández',
  'Hacienda San Gabriel',
  'Miguel Ángel Torres',
  'Club Hípico Bajío',
  'Sofía Castillo',
  'Rodrigo Méndez',
  'Patricia Navarro',
];
type S = 'Delivered' | 'Awaiting collection' | 'In workshop';
interface O {
  no: string;
  d: Date;
  who: string;
  item: number;
  price: number;
  dep: number;
  paid: number;
  bal: number;
  status: S;
}
const os: O[] = [];
let no = 301;
for (let mo = 5; mo <= 10; mo++) {
  const n = r.int(5, 10);
  const days = mo === 5 || mo === 8 || mo === 10 ? 30 : 31;
  const ds = Array.from({ length: n }, () => r.int(1, days)).sort((a, b) => a - b);
  for (const d of ds) {
    const item = r.pick(ibag);
    const price = stepped(r, ITEMS[item]![1], ITEMS[item]![2], 5000);
    const dep = (price * (item === 0 ? 50 : 30)) / 100;
    const x = r.next();
    const status: S =
      mo <= 7
        ? x < 0.92
          ? 'Delivered'
          : 'Awaiting collection'
        : mo <= 9
          ? x < 0.5
            ? 'Delivered'
            : x < 0.75
              ? 'Awaiting collection'
              : 'In workshop'
          : x < 0.15
            ? 'Awaiting collection'
            : 'In workshop';
    const paid = status === 'Delivered' ? price - dep : 0;
    os.push({
      no: `P-${no++}`,
      d: new Date(Date.UTC(2026, mo, d)),
      who: r.pick(CUSTOMERS),
      item,
      price,
      dep,
      paid,
      bal: price - dep - paid,
      status,
    });
  }
}
const P = (xs: O[]): bigint => sumBy(xs, (o) => o.price);
const B = (xs: O[]): bigint => sumBy(xs, (o) => o.bal);
const inMonth = (mo: number): O[] => os.filter((o) => o.d.getUTCMonth() === mo);
const value = P(os);
const owed = B(os);
const deps = sumBy(os, (o) => o.dep);
const paid = sumBy(os, (o) => o.paid);
const custBal = groupSum(
  os,
  (o) => o.who,
  (o) => o.bal,
);
const itemCount = groupSum(
  os,
  (o) => ITEMS[o.item]![0],
  () => 1,
);
const monthVal = [5, 6, 7, 8, 9, 10].map((mo) => P(inMonth(mo)));
const prices = os.map((o) => o.price);
const thr = between(prices, 7);
const overThr = prices.filter((x) => x > thr).length;
const ymd = (d: Date): string =>
  `${d.getUTCFullYear()}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}`;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Pedidos');
  title(ws, 1, 'Talabartería San Miguel — order book', 9);
  title(ws, 2, 'Orders taken 1 June – 30 November 2026 (MXN)', 9);
  ws.getRow(4).values = [
    'Order no',
    'Date ordered',
    'Customer',
    'Item',
    'Price',
    'Deposit',
    'Paid on collection',
    'Balance due',
    'Status',
  ];
  os.forEach((o, i) => {
    ws.getRow(5 + i).values = [
      o.no,
      ymd(o.d),
      o.who,
      ITEMS[o.item]![0],
      o.price / 100,
      o.dep / 100,
      o.paid / 100,
      o.bal / 100,
      o.status,
    ];
  });
  const tr = 5 + os.length;
  ws.getRow(tr).values = [
    'Totals',
    null,
    null,
    null,
    Number(value) / 100,
    Number(deps) / 100,
    Number(paid) / 100,
    Number(owed) / 100,
  ];
  bold(ws, 4, tr);
  fmt(ws, [5, 6, 7, 8], '"MX$"#,##0.00');
  widths(ws, [9, 12, 30, 15, 13, 12, 12, 13, 19]);
  return toBytes(wb);
}

const workshop = os.filter((o) => o.status === 'In workshop');
const awaiting = os.filter((o) => o.status === 'Awaiting collection');
export const saddlery: BlindBook = {
  name: NAME,
  business: 'saddlery',
  shape: 'order book with deposits paid and balance due',
  bytes,
  checks: [
    same('deposit + paid + balance = price', deps + paid + owed, value),
    same(
      'months = order value',
      monthVal.reduce((a, b) => a + b, 0n),
      value,
    ),
    same(
      'customers = balance due',
      [...custBal.values()].reduce((a, b) => a + b, 0n),
      owed,
    ),
    uniqueIn('top customer by balance', custBal),
    uniqueIn('most ordered item', itemCount),
    unique('biggest order', prices),
    unique('top month by value', monthVal),
    holds(
      'delivered orders owe nothing',
      os.every((o) => o.status !== 'Delivered' || o.bal === 0),
    ),
    holds('some orders awaiting collection', awaiting.length > 1),
    offThreshold('order', prices, thr),
  ],
  questions: questionsFor(NAME, [
    ['What is the total value of our orders?', val(money(value), 'Price, Totals')],
    ["What's still owed to us?", val(money(owed), 'Balance due, Totals')],
    ['How much have we taken in deposits?', val(money(deps), 'Deposit, Totals')],
    [
      'How many orders are still in the workshop?',
      val(String(workshop.length), 'status In workshop'),
    ],
    ["What's our biggest order?", val(money(Math.max(...prices)), 'largest Price')],
    [
      'Which customer owes us the most?',
      at(extreme(custBal)[0], 'largest Balance due by customer'),
    ],
    [
      'How much were the orders we took in September worth?',
      val(money(P(inMonth(8))), 'Price, September orders'),
    ],
    ['What do we get the most orders for?', at(extreme(itemCount)[0], 'item with the most orders')],
    [
      'How much have we sold in saddles?',
      val(money(P(os.filter((o) => o.item === 0))), 'Price, Charro saddle orders'),
    ],
    [
      'How much will we get when the finished orders are collected?',
      val(money(B(awaiting)), 'Balance due, Awaiting collection'),
    ],
    ['How many orders did we take in October?', val(String(inMonth(9).length), 'October orders')],
    [
      'Which month brought in the most orders by value?',
      at(monthAt(5 + argMax(monthVal), 2026), 'month with the largest order value'),
    ],
    [
      `How many orders were over MX$${th(thr)}?`,
      val(String(overThr), `orders with Price above MX$${th(thr)}`),
    ],
    ["What's our average order worth?", val(meanCents(value, os.length), 'mean Price')],
    ['What does the leather for these orders cost us?', refuse('no costs in an order book')],
    ['How many orders did we take in May?', refuse('the book starts 1 June')],
    ['When will the Ramírez order be ready?', refuse('a forecast')],
  ]),
};
