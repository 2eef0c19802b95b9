/**
 * Book 5 — upholstery shop (USD): QuickBooks Online "Sales by Customer Detail", September –
 * November 2026: merged company / report / period rows; a customer name row, its lines (date
 * as TEXT "mm/dd/yyyy", transaction type, num, product/service, memo, qty, sales price,
 * amount, running balance), a "Total for <customer>" row; TOTAL; blank row; accrual footer.
 */
import ExcelJS from 'exceljs';
import { growth, meanCents, money, pct } from '../../expect';
import { at, between, bold, dayOf, fmt, refuse, th, title, val, widths } from '../helpers';
import {
  day,
  extreme,
  groupSum,
  holds,
  offThreshold,
  questionsFor,
  rng,
  same,
  stepped,
  toBytes,
  total,
  unique,
  uniqueIn,
  type BlindBook,
} from '../lib';

const r = rng(5);
const NAME = 'upholstery';
const PRODUCTS: Array<[string, number, number]> = [
  ['Sofa reupholstery', 900, 2400],
  ['Armchair reupholstery', 350, 900],
  ['Dining chair seat', 45, 90],
  ['Headboard', 300, 750],
  ['Cushion covers', 35, 70],
  ['Foam replacement', 60, 220],
  ['Delivery', 40, 95],
];
const CUSTOMERS = [
  'Baker Interiors',
  'Harbor View Hotel',
  'Jenna Morales',
  'Lakeside Dental',
  'Oak & Ash Design Co',
  'Paul Whitaker',
  'Rivera Home Staging',
  'The Blue Fern Cafe',
];
interface Line {
  c: number;
  d: Date;
  type: 'Invoice' | 'Sales Receipt';
  num: string;
  p: number;
  qty: number;
  price: number;
  amt: number;
}
const lines: Line[] = [];
let inv = 1184;
let rec = 310;
CUSTOMERS.forEach((_, c) => {
  const n = c === 0 ? 9 : c === 2 || c === 5 ? 2 : r.int(3, 6);
  for (let k = 0; k < n; k++) {
    const p = c === 0 && k < 3 ? 0 : r.int(0, PRODUCTS.length - 1);
    const qty = p === 2 || p === 4 ? r.int(2, 8) : 1;
    const price = stepped(r, PRODUCTS[p]![1], PRODUCTS[p]![2], 500);
    const isInv = c !== 2 && c !== 5;
    lines.push({
      c,
      d: day(2026, 8 + r.int(0, 2), r.int(1, 28)),
      type: isInv ? 'Invoice' : 'Sales Receipt',
      num: isInv ? String(inv++) : `SR-${rec++}`,
      p,
      qty,
      price,
      amt: qty * price,
    });
  }
});
lines.sort((a, b) => a.c - b.c || +a.d - +b.d);
const mdy = (d: Date): string =>
  `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;
const grand = total(lines.map((l) => l.amt));
const byCust = groupSum(
  lines,
  (l) => CUSTOMERS[l.c]!,
  (l) => l.amt,
);
const byProd = groupSum(
  lines,
  (l) => PRODUCTS[l.p]![0],
  (l) => l.amt,
);
const month = (m: number): bigint =>
  total(lines.filter((l) => l.d.getUTCMonth() === m).map((l) => l.amt));
const invoices = lines.filter((l) => l.type === 'Invoice').length;
const biggest = lines.reduce((a, b) => (b.amt > a.amt ? b : a));
const thr = between(
  lines.map((l) => l.amt),
  6,
);
const over = lines.filter((l) => l.amt > thr).length;
const rivera = lines.filter((l) => l.c === 6);
const lastRivera = rivera[rivera.length - 1]!.d;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sales by Customer Detail');
  title(ws, 1, 'Stitch & Frame Upholstery LLC', 10);
  title(ws, 2, 'Sales by Customer Detail', 10);
  title(ws, 3, 'September - November, 2026', 10);
  ws.getRow(5).values = [
    '',
    'Date',
    'Transaction Type',
    'Num',
    'Product/Service',
    'Memo/Description',
    'Qty',
    'Sales Price',
    'Amount',
    'Balance',
  ];
  let row = 6;
  const bolds = [5];
  CUSTOMERS.forEach((name, c) => {
    ws.getCell(row, 1).value = name;
    bolds.push(row++);
    let bal = 0;
    for (const l of lines.filter((x) => x.c === c)) {
      bal += l.amt;
      ws.getRow(row++).values = [
        '',
        mdy(l.d),
        l.type,
        l.num,
        PRODUCTS[l.p]![0],
        `${PRODUCTS[l.p]![0]} — ${name.split(' ')[0]}`,
        l.qty,
        l.price / 100,
        l.amt / 100,
        bal / 100,
      ];
    }
    ws.getCell(row, 1).value = `Total for ${name}`;
    ws.getCell(row, 9).value = Number(byCust.get(name)!) / 100;
    bolds.push(row++);
  });
  ws.getCell(row, 1).value = 'TOTAL';
  ws.getCell(row, 9).value = Number(grand) / 100;
  bolds.push(row);
  ws.getCell(row + 2, 1).value = 'Accrual basis Tuesday, December 1, 2026 09:12 AM GMT-05:00';
  bold(ws, ...bolds);
  fmt(ws, [8, 9, 10], '#,##0.00');
  widths(ws, [24, 12, 15, 8, 22, 34, 6, 12, 12, 12]);
  return toBytes(wb);
}

export const upholstery: BlindBook = {
  name: NAME,
  business: 'upholstery shop',
  shape: 'QuickBooks "Sales by Customer Detail" with customer groups, totals and footer',
  bytes,
  checks: [
    same('customers = lines', total([...byCust.values()]), grand),
    same('products = lines', total([...byProd.values()]), grand),
    same('months = lines', month(8) + month(9) + month(10), grand),
    same('qty × price = amount', total(lines.map((l) => l.qty * l.price)), grand),
    uniqueIn('customer', byCust),
    uniqueIn('product', byProd),
    unique(
      'line',
      lines.map((l) => l.amt),
    ),
    offThreshold(
      'line',
      lines.map((l) => l.amt),
      thr,
    ),
    holds('last Rivera date alone', rivera.filter((l) => +l.d === +lastRivera).length === 1),
    holds('Nov ≠ Sep', month(10) !== month(8)),
  ],
  questions: questionsFor(NAME, [
    ['What were our total sales for September to November?', val(money(grand), 'TOTAL')],
    ['Who is our biggest customer?', at(extreme(byCust)[0], 'customer with the highest Total for')],
    [
      'How much did we sell to Harbor View Hotel?',
      val(money(byCust.get('Harbor View Hotel')!), 'Total for Harbor View Hotel'),
    ],
    [
      'How much did sofa reupholstery bring in?',
      val(money(byProd.get('Sofa reupholstery')!), 'Sofa reupholstery lines'),
    ],
    ['What did we sell in October?', val(money(month(9)), 'lines dated 10/xx/2026')],
    ['How many invoices did we raise?', val(String(invoices), 'Invoice lines (one line each)')],
    ['What is our average sale?', val(meanCents(grand, lines.length), 'TOTAL / transactions')],
    [
      'Which service brought in the most?',
      at(extreme(byProd)[0], 'product/service with the most sales'),
    ],
    [
      'What share of our sales came from Baker Interiors?',
      val(pct(byCust.get('Baker Interiors')!, grand), 'Baker Interiors / TOTAL, %', { tol: 0.01 }),
    ],
    ['How many customers bought from us?', val(String(CUSTOMERS.length), 'customer groups')],
    [
      'What was our biggest single job?',
      val(money(biggest.amt), `${biggest.num} ${CUSTOMERS[biggest.c]}`),
    ],
    [`How many sales were over $${th(thr)}?`, val(String(over), `lines above $${th(thr)}`)],
    [
      'When did we last sell to Rivera Home Staging?',
      at([...dayOf(lastRivera), mdy(lastRivera)], 'latest Rivera date'),
    ],
    [
      'How did November compare with September?',
      val(
        [money(month(10) - month(8)), growth(month(8), month(10))],
        'Nov vs Sep: difference or % change',
        { abs: true, tol: 0.01 },
      ),
    ],
    ['What were our expenses in October?', refuse('a sales report holds no expenses')],
    ['What were our sales in August?', refuse('the report covers September–November')],
  ]),
};
