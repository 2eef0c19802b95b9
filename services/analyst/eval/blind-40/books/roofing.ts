/**
 * Roofing contractor: QuickBooks Online "Sales by Customer Detail", January 1 – November 30,
 * 2026, US dollars. Company / report / date-range rows; a customer heading row, its
 * transactions (dates typed as text "03/14/2026", type, number, product/service, memo, qty,
 * sales price, amount), a "Total for <customer>" row; TOTAL; an accrual-basis footer.
 */
import ExcelJS from 'exceljs';
import { hundredths, pct } from '../../expect';
import {
  argMax,
  cell,
  countOf,
  holds,
  monthAt,
  pickAt,
  putRows,
  questionsFor,
  rng,
  same,
  stepped,
  toBytes,
  topSeparated,
  total,
  unique,
  where,
  type BlindBook,
} from '../lib';

const r = rng(5);
const NAME = 'roofing';
const CUSTOMERS = [
  'Alvarez, Maria',
  'Brennan, Tom',
  'Carter & Sons Realty',
  'Greenway Apartments LLC',
  'Hendricks Property Mgmt',
  'Kowalski, Dana',
  'Nguyen, Linh',
  'Oak Hollow HOA',
  'Patel, Anand',
  "St. Luke's Lutheran Church",
  'Summit Self Storage',
  'Whitfield, James',
];
const BIG = new Set([2, 3, 4, 7, 10]); // businesses: more and bigger jobs

interface Tx {
  cust: number;
  month: number;
  d: number;
  type: 'Invoice' | 'Sales Receipt' | 'Credit Memo';
  num: number;
  product: string;
  memo: string;
  qty: number;
  price: number; // cents
  amount: number; // cents
}
const txs: Tx[] = [];
const job = (cust: number): Omit<Tx, 'cust' | 'month' | 'd' | 'type' | 'num'> => {
  const k = r.int(0, 11);
  if (k <= 1) {
    const qty = r.int(18, 46);
    const price = stepped(r, 440, 640, 500);
    return {
      product: 'Roof Replacement',
      memo: 'Tear-off and reroof, architectural shingle (squares)',
      qty,
      price,
      amount: qty * price,
    };
  }
  if (k <= 4) {
    const price = stepped(r, 350, 2400, 2500);
    return {
      product: 'Roof Repair',
      memo: 'Leak repair, flashing and shingles',
      qty: 1,
      price,
      amount: price,
    };
  }
  if (k <= 6) {
    const qty = r.int(60, 220);
    const price = stepped(r, 12, 18, 50);
    return {
      product: 'Gutter Install',
      memo: '6" seamless aluminum gutter (linear ft)',
      qty,
      price,
      amount: qty * price,
    };
  }
  if (k === 7) {
    const qty = r.int(1, 2);
    return {
      product: 'Skylight Install',
      memo: 'Velux fixed skylight',
      qty,
      price: 145000,
      amount: qty * 145000,
    };
  }
  if (k === 8 && BIG.has(cust)) {
    const price = stepped(r, 2000, 9000, 10000);
    return {
      product: 'Storm Damage Repair',
      memo: 'Hail damage, insurance job',
      qty: 1,
      price,
      amount: price,
    };
  }
  const price = r.pick([17500, 22500]);
  return {
    product: 'Inspection',
    memo: 'Roof inspection and report',
    qty: 1,
    price,
    amount: price,
  };
};
let num = 1041;
CUSTOMERS.forEach((_, c) => {
  const n = BIG.has(c) ? r.int(3, 6) : r.int(1, 3);
  const mine: Tx[] = [];
  for (let k = 0; k < n; k++) {
    const j = job(c);
    mine.push({
      cust: c,
      month: r.int(0, 10),
      d: r.int(1, 28),
      type: BIG.has(c) || r.next() < 0.5 ? 'Invoice' : 'Sales Receipt',
      num: 0,
      ...j,
    });
  }
  mine.sort((a, b) => a.month - b.month || a.d - b.d);
  txs.push(...mine);
});
// two credit memos: a warranty credit and a goodwill discount
const credit = (cust: number, month: number, d: number, amount: number, memo: string): void => {
  const at = txs.findIndex(
    (t) => t.cust === cust && (t.month > month || (t.month === month && t.d > d)),
  );
  const tx: Tx = {
    cust,
    month,
    d,
    type: 'Credit Memo',
    num: 0,
    product: 'Roof Repair',
    memo,
    qty: 1,
    price: -amount,
    amount: -amount,
  };
  if (at < 0) {
    const last = txs.map((t) => t.cust).lastIndexOf(cust);
    txs.splice(last + 1, 0, tx);
  } else txs.splice(at, 0, tx);
};
credit(4, 6, 22, 42500, 'Warranty credit – re-flash chimney');
credit(7, 9, 3, 30000, 'Goodwill discount');
[...txs]
  .sort((a, b) => a.month - b.month || a.d - b.d)
  .forEach((t) => (t.num = t.type === 'Credit Memo' ? 0 : num++));
let cm = 0;
txs.forEach((t) => {
  if (t.type === 'Credit Memo') t.num = 9001 + cm++;
});

const amounts = txs.map((t) => t.amount);
const grand = total(amounts);
const byCust = CUSTOMERS.map((_, c) =>
  total(
    pickAt(
      amounts,
      where(txs, (t) => t.cust === c),
    ),
  ),
);
const PRODUCTS = [
  'Roof Replacement',
  'Roof Repair',
  'Gutter Install',
  'Skylight Install',
  'Storm Damage Repair',
  'Inspection',
];
const byProduct = PRODUCTS.map((p) =>
  total(
    pickAt(
      amounts,
      where(txs, (t) => t.product === p),
    ),
  ),
);
const byMonth = Array.from({ length: 11 }, (_, m) =>
  total(
    pickAt(
      amounts,
      where(txs, (t) => t.month === m),
    ),
  ),
);
const hendricksBilled = total(
  pickAt(
    amounts,
    where(txs, (t) => t.cust === 4 && t.type !== 'Credit Memo'),
  ),
);
const repairsGross = total(
  pickAt(
    amounts,
    where(txs, (t) => t.product === 'Roof Repair' && t.type !== 'Credit Memo'),
  ),
);
const invoices = countOf(txs, (t) => t.type === 'Invoice');
const credits = total(
  pickAt(
    amounts,
    where(txs, (t) => t.type === 'Credit Memo'),
  ),
);
const inspections = countOf(txs, (t) => t.product === 'Inspection');
const topCust = argMax(byCust);
const sortedCust = [...byCust].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0));
const biggest = argMax(amounts);
const bestMonth = argMax(byMonth);
/** "Kowalski, Dana" may be said "Dana Kowalski" */
const spell = (name: string): string[] => {
  const [last, first] = name.split(', ');
  return first ? [name, `${first} ${last}`] : [name];
};
const receipts = total(
  pickAt(
    amounts,
    where(txs, (t) => t.type === 'Sales Receipt'),
  ),
);
const md = (t: Tx): string =>
  `${String(t.month + 1).padStart(2, '0')}/${String(t.d).padStart(2, '0')}/2026`;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sales by Customer Detail');
  const rows: unknown[][] = [
    ['Ridgeline Roofing LLC'],
    ['Sales by Customer Detail'],
    ['January 1 - November 30, 2026'],
    [],
    [
      undefined,
      'Date',
      'Transaction Type',
      'Num',
      'Product/Service',
      'Memo/Description',
      'Qty',
      'Sales Price',
      'Amount',
    ],
  ];
  CUSTOMERS.forEach((name, c) => {
    rows.push([name]);
    for (const t of txs.filter((x) => x.cust === c))
      rows.push([
        undefined,
        md(t),
        t.type,
        String(t.num),
        t.product,
        t.memo,
        t.qty,
        cell(t.price),
        cell(t.amount),
      ]);
    rows.push([
      `Total for ${name}`,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      cell(byCust[c]!),
    ]);
  });
  rows.push([
    'TOTAL',
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
    cell(grand),
  ]);
  rows.push([], [], ['Accrual Basis Monday, December 7, 2026  09:14 AM GMT-05:00']);
  putRows(ws, rows);
  ws.mergeCells('A1:I1');
  ws.mergeCells('A2:I2');
  ws.mergeCells('A3:I3');
  for (const n of [1, 2, 3]) ws.getRow(n).alignment = { horizontal: 'center' };
  ws.getRow(1).font = { bold: true, size: 13 };
  ws.getRow(5).font = { bold: true };
  ws.getColumn(8).numFmt = '#,##0.00';
  ws.getColumn(9).numFmt = '$#,##0.00;-$#,##0.00';
  ws.getColumn(1).width = 32;
  ws.getColumn(6).width = 44;
  return toBytes(wb);
}

export const roofing: BlindBook = {
  name: NAME,
  business: 'roofing contractor',
  shape:
    'QuickBooks Online Sales by Customer Detail Jan–Nov 2026: title rows, customer groups, Total for rows, TOTAL, footer',
  bytes,
  questions: questionsFor(NAME, [
    [
      'total sales this year',
      { value: hundredths(grand), means: 'TOTAL (Amount), credit memos netted' },
    ],
    [
      'who was our biggest customer',
      { at: spell(CUSTOMERS[topCust]!), means: 'customer with the largest Total for' },
    ],
    [
      'how much did we bill Hendricks',
      {
        value: [hundredths(byCust[4]!), hundredths(hendricksBilled)],
        means: 'Total for Hendricks Property Mgmt (net of its credit memo), or its invoices alone',
      },
    ],
    [
      'how much roof repair work did we do',
      {
        value: [hundredths(byProduct[1]!), hundredths(repairsGross)],
        means: 'Amount where Product/Service = Roof Repair, with or without the credit memos',
      },
    ],
    ['how many invoices did we send', { value: String(invoices), means: 'rows of type Invoice' }],
    [
      'total credit memos',
      { value: hundredths(credits), abs: true, means: 'sum of Credit Memo amounts (negative)' },
    ],
    ['sales in june', { value: hundredths(byMonth[5]!), means: 'Amount of rows dated June 2026' }],
    [
      'biggest single job',
      { value: hundredths(amounts[biggest]!), means: 'the largest transaction Amount' },
    ],
    [
      'how many customers did we have',
      { value: String(CUSTOMERS.length), means: 'customer groups in the report' },
    ],
    [
      'how many inspections did we do',
      { value: String(inspections), means: 'Inspection rows (qty 1 each)' },
    ],
    [
      'what share of sales is gutters',
      { value: pct(byProduct[2]!, grand), means: 'Gutter Install amount / TOTAL, %' },
    ],
    [
      'top 3 customers',
      {
        value: [
          hundredths(sortedCust[0]!),
          hundredths(sortedCust[0]! + sortedCust[1]! + sortedCust[2]!),
        ],
        means: 'the largest customer total (first of three), or the three together',
      },
    ],
    [
      'best month for sales',
      { at: monthAt(bestMonth, 2026), means: 'month with the largest Amount total' },
    ],
    [
      'how much came in on sales receipts',
      { value: hundredths(receipts), means: 'Amount of rows of type Sales Receipt' },
    ],
    ['what did we spend on shingles', { refuse: true, means: 'a sales report holds no purchases' }],
    [
      "what's our gross margin on roof replacements",
      { refuse: true, means: 'no costs in a sales report' },
    ],
    [
      'who still owes us money',
      { refuse: true, means: 'no payments or open balances in this report' },
    ],
  ]),
  checks: [
    same('customers = TOTAL', total(byCust), grand),
    same('products = TOTAL', total(byProduct), grand),
    same('months = TOTAL', total(byMonth), grand),
    holds(
      'qty × price = amount',
      txs.every((t) => t.qty * t.price === t.amount),
    ),
    unique('customer totals', byCust),
    topSeparated('customers', byCust, 3),
    holds('some sales receipts', receipts > 0n),
    unique('amounts', amounts),
    unique('month totals', byMonth),
    holds('two credit memos', countOf(txs, (t) => t.type === 'Credit Memo') === 2),
    holds('some inspections', inspections > 0),
  ],
};
