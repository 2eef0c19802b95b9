/**
 * bookshop: an independent bookshop's account sales log, Sep–Nov 2026 (core shape 2). One row
 * per sale: date, invoice, customer, item, category, qty, unit price, amount; two title rows, a
 * blank row, the header in row 4 and a TOTAL row. CAD.
 */
import ExcelJS from 'exceljs';
import { meanCents, money } from '../../expect';
import {
  argMax,
  argMin,
  countOf,
  day,
  dayPlaces,
  holds,
  offThreshold,
  pickAt,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  where,
  type BlindBook,
} from '../lib';

const r = rng(2);
const YEAR = 2026;

const CUSTOMERS = [
  'Riverside Elementary',
  'Maple Grove Library',
  'St. Brendan High School',
  'Harbourview Book Club',
  'Lakeshore Montessori',
  'Westbrook Public Library',
  'Cedar Lane Café',
  'Northgate College',
  'Pinecrest Seniors Centre',
  'Bayview Reading Circle',
] as const;
/** how often each customer buys (relative) */
const WEIGHT = [4, 4, 3, 2, 2, 3, 1, 3, 1, 1];

const ITEMS: Array<{ name: string; category: string; price: number; maxQty: number }> = [
  { name: 'The Lighthouse Keeper', category: 'Fiction', price: 2499, maxQty: 30 },
  { name: 'Winter Orchard', category: 'Fiction', price: 2195, maxQty: 28 },
  { name: 'Northern Lights Atlas', category: 'Reference', price: 5400, maxQty: 10 },
  { name: 'Canadian Oxford Dictionary', category: 'Reference', price: 6995, maxQty: 12 },
  { name: 'Little Fox Finds Home', category: "Children's", price: 1299, maxQty: 35 },
  { name: 'Counting with Moose', category: "Children's", price: 999, maxQty: 35 },
  { name: 'Maple Kitchen', category: 'Cookbooks', price: 3495, maxQty: 6 },
  { name: 'One-Pot Prairie', category: 'Cookbooks', price: 2999, maxQty: 6 },
  { name: 'Reading Journal', category: 'Stationery', price: 1450, maxQty: 30 },
  { name: 'Classroom Poster Set', category: 'Stationery', price: 3800, maxQty: 8 },
];
const CATEGORIES = ['Fiction', 'Reference', "Children's", 'Cookbooks', 'Stationery'];

interface Sale {
  m: number; // 8 = Sep, 9 = Oct, 10 = Nov
  d: number;
  invoice: string;
  customer: number;
  item: number;
  qty: number;
  price: number;
  amount: number;
}

const pickWeighted = (): number => {
  const sumW = WEIGHT.reduce((a, b) => a + b, 0);
  let x = r.int(1, sumW);
  for (let i = 0; i < WEIGHT.length; i++) {
    x -= WEIGHT[i]!;
    if (x <= 0) return i;
  }
  return 0;
};

const DAYS_IN = [0, 0, 0, 0, 0, 0, 0, 0, 30, 31, 30];
const draft: Array<Omit<Sale, 'invoice'>> = [];
for (const m of [8, 9, 10]) {
  const n = r.int(21, 26);
  for (let k = 0; k < n; k++) {
    const item = r.int(0, ITEMS.length - 1);
    const it = ITEMS[item]!;
    const qty = r.int(1, it.maxQty);
    draft.push({
      m,
      d: r.int(1, DAYS_IN[m]!),
      customer: pickWeighted(),
      item,
      qty,
      price: it.price,
      amount: qty * it.price,
    });
  }
}
draft.sort((a, b) => a.m - b.m || a.d - b.d);
const SALES: Sale[] = draft.map((s, i) => ({ ...s, invoice: `INV-${4101 + i}` }));

const amounts = SALES.map((s) => s.amount);
const grand = total(amounts);
const byMonth = (m: number): number[] => where(SALES, (s) => s.m === m);
const custTotal = CUSTOMERS.map((_, c) =>
  total(
    pickAt(
      amounts,
      where(SALES, (s) => s.customer === c),
    ),
  ),
);
const top = argMax(custTotal);
const itemQty = ITEMS.map((_, i) => total(SALES.filter((s) => s.item === i).map((s) => s.qty)));
const topItem = argMax(itemQty);
const catTotal = CATEGORIES.map((cat) =>
  total(SALES.filter((s) => ITEMS[s.item]!.category === cat).map((s) => s.amount)),
);
const lowCat = argMin(catTotal);
const biggest = argMax(amounts);
const OVER = 50000; // $500
const over = countOf(amounts, (a) => a > OVER);
const qtyAll = total(SALES.map((s) => s.qty));
const custQty = (c: number): bigint =>
  total(SALES.filter((s) => s.customer === c).map((s) => s.qty));
const C = (name: (typeof CUSTOMERS)[number]): number => CUSTOMERS.indexOf(name);
const riversideNov = total(
  SALES.filter((s) => s.m === 10 && s.customer === C('Riverside Elementary')).map((s) => s.amount),
);
/** a day in October with more than one sale */
const oct = SALES.filter((s) => s.m === 9);
const busyDay = oct.find((s) => oct.filter((o) => o.d === s.d).length > 1)!.d;
const busyDayTotal = total(oct.filter((s) => s.d === busyDay).map((s) => s.amount));
const novCustomers = new Set(SALES.filter((s) => s.m === 10).map((s) => s.customer)).size;
const meanPrice = meanCents(total(SALES.map((s) => s.price)), SALES.length);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sales log');
  putRows(ws, [
    ['Northshore Books — account sales log'],
    ['1 September – 30 November 2026 · amounts in CAD'],
    [],
    ['Date', 'Invoice #', 'Customer', 'Item', 'Category', 'Qty', 'Unit price', 'Amount'],
    ...SALES.map((s) => [
      day(YEAR, s.m, s.d),
      s.invoice,
      CUSTOMERS[s.customer],
      ITEMS[s.item]!.name,
      ITEMS[s.item]!.category,
      s.qty,
      s.price / 100,
      s.amount / 100,
    ]),
    [
      'TOTAL',
      undefined,
      undefined,
      undefined,
      undefined,
      Number(qtyAll),
      undefined,
      Number(grand) / 100,
    ],
  ]);
  ws.getRow(1).font = { bold: true, size: 13 };
  ws.getRow(4).font = { bold: true };
  ws.getRow(5 + SALES.length).font = { bold: true };
  ws.getColumn(1).numFmt = 'yyyy-mm-dd';
  ws.getColumn(7).numFmt = '$#,##0.00';
  ws.getColumn(8).numFmt = '$#,##0.00';
  ws.getColumn(3).width = 26;
  ws.getColumn(4).width = 28;
  return toBytes(wb);
}

export const bookshop: BlindBook = {
  name: 'bookshop',
  business: 'independent bookshop (account sales)',
  shape: 'sales log, one row per sale, Sep–Nov 2026',
  bytes,
  questions: questionsFor('bookshop', [
    [
      'How much have we sold in total?',
      { value: money(grand), means: 'sum of the Amount column (= the TOTAL row)' },
    ],
    [
      'How much did we sell in October?',
      { value: money(total(pickAt(amounts, byMonth(9)))), means: 'Amount of the October rows' },
    ],
    [
      "Who's our biggest customer?",
      {
        value: money(custTotal[top]!),
        at: CUSTOMERS[top]!,
        means: 'the customer with the largest summed Amount',
      },
    ],
    [
      'How many items did Maple Grove Library buy?',
      { value: String(custQty(C('Maple Grove Library'))), means: 'Qty summed over its rows' },
    ],
    [
      "What's our best seller by quantity?",
      {
        value: String(itemQty[topItem]!),
        at: ITEMS[topItem]!.name,
        means: 'the item with the largest summed Qty',
      },
    ],
    [
      'How much did Riverside Elementary spend with us last month?',
      { value: money(riversideNov), means: 'its November 2026 Amount (now = 7 Dec 2026)' },
    ],
    [
      "What's our average sale?",
      { value: meanCents(grand, SALES.length), means: 'total Amount / number of sale rows' },
    ],
    [
      'How many sales were over $500?',
      { value: String(over), means: 'rows whose Amount is above $500' },
    ],
    [
      'What was our biggest single sale?',
      { value: money(amounts[biggest]!), means: 'the largest Amount on one row' },
    ],
    [
      `How much did we sell on ${busyDay} October?`,
      {
        value: money(busyDayTotal),
        means: `Amount of the rows dated ${dayPlaces(YEAR, 9, busyDay)[0]}`,
      },
    ],
    [
      "How much did children's books bring in?",
      { value: money(catTotal[2]!), means: "Amount of the Children's category rows" },
    ],
    [
      'How many different customers bought from us in November?',
      { value: String(novCustomers), means: 'distinct customers on November rows' },
    ],
    [
      "What's the average price of an item we sold?",
      {
        value: [meanCents(grand, Number(qtyAll)), meanPrice],
        tol: 0.01,
        means: 'total Amount / total Qty, or the mean Unit price over the rows',
      },
    ],
    [
      'Which category made the least?',
      {
        value: money(catTotal[lowCat]!),
        at: CATEGORIES[lowCat]!,
        means: 'the category with the smallest summed Amount',
      },
    ],
    [
      "What's our margin on the cookbooks?",
      { refuse: true, means: 'the log holds selling prices only, no cost' },
    ],
    [
      'How many copies of The Lighthouse Keeper do we have left?',
      { refuse: true, means: 'a sales log holds no stock on hand' },
    ],
  ]),
  checks: [
    same('customers = total', total(custTotal), grand),
    same('categories = total', total(catTotal), grand),
    same('months = total', total([8, 9, 10].map((m) => total(pickAt(amounts, byMonth(m))))), grand),
    same('qty × price = amount', total(SALES.map((s) => s.qty * s.price)), grand),
    unique('customer total', custTotal),
    unique('item qty', itemQty),
    unique('category total', catTotal, 'min'),
    unique('single sale', amounts),
    offThreshold('sale', amounts, OVER),
    holds('Riverside bought in November', riversideNov > 0n),
  ],
};
