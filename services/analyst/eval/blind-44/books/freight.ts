/**
 * Book 6 — freight forwarder (AED): aged RECEIVABLES DETAIL as at 30 Nov 2026, one row per open
 * invoice (customer, invoice no, invoice date and due date as date cells, days overdue, amount
 * due), sorted by customer then date; Total row; `"AED "` prefix.
 */
import ExcelJS from 'exceljs';
import { meanCents, money, pct } from '../../expect';
import { at, between, bold, dayOf, fmt, refuse, th, title, val, widths } from '../helpers';
import {
  cents,
  day,
  extreme,
  groupSum,
  holds,
  offThreshold,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  uniqueIn,
  type BlindBook,
} from '../lib';

const r = rng(6);
const NAME = 'freight';
const CUST = [
  'Al Noor Trading',
  'Desert Rose Textiles',
  'Emirates Spice Co',
  'Falcon Auto Parts',
  'Gulf Medical Supplies',
  'Marina Electronics',
  'Oasis Furniture LLC',
];
const AS_AT = day(2026, 10, 30);
const DAY = 86400000;
interface Inv {
  c: number;
  no: string;
  d: Date;
  due: Date;
  late: number;
  amt: number;
}
const invs: Inv[] = [];
let no = 7041;
CUST.forEach((_, c) => {
  const n = r.int(1, 4);
  for (let k = 0; k < n; k++) {
    const age = r.int(3, 150);
    const d = new Date(+AS_AT - age * DAY);
    const terms = c === 4 ? 45 : 30;
    const due = new Date(+d + terms * DAY);
    const late = Math.max(0, Math.round((+AS_AT - +due) / DAY));
    invs.push({ c, no: '', d, due, late, amt: cents(r, 3500, 68000) });
  }
});
invs.sort((a, b) => a.c - b.c || +a.d - +b.d);
[...invs].sort((a, b) => +a.d - +b.d).forEach((i) => (i.no = `INV-${no++}`));
const grand = total(invs.map((i) => i.amt));
const byCust = groupSum(
  invs,
  (i) => CUST[i.c]!,
  (i) => i.amt,
);
const overdue = invs.filter((i) => i.late > 0);
const od = total(overdue.map((i) => i.amt));
const od60 = total(invs.filter((i) => i.late > 60).map((i) => i.amt));
const oldest = invs.reduce((a, b) => (+b.d < +a.d ? b : a));
const odCust = groupSum(
  overdue,
  (i) => CUST[i.c]!,
  (i) => i.amt,
);
const thr = between(
  invs.map((i) => i.amt),
  5,
);
const over = invs.filter((i) => i.amt > thr).length;
const big = invs.reduce((a, b) => (b.amt > a.amt ? b : a));
const falcon30 = total(invs.filter((i) => i.c === 3 && i.late > 30).map((i) => i.amt));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('AR aging detail');
  title(ws, 1, 'Gulfline Freight LLC — Aged receivables (detail)', 6);
  title(ws, 2, 'As at 30 November 2026', 6);
  ws.getRow(4).values = [
    'Customer',
    'Invoice no',
    'Invoice date',
    'Due date',
    'Days overdue',
    'Amount due',
  ];
  invs.forEach((i, k) => {
    ws.getRow(5 + k).values = [CUST[i.c], i.no, i.d, i.due, i.late, i.amt / 100];
  });
  const tr = 5 + invs.length;
  ws.getCell(tr, 1).value = 'Total';
  ws.getCell(tr, 6).value = Number(grand) / 100;
  bold(ws, 4, tr);
  fmt(ws, [3, 4], 'dd mmm yyyy');
  fmt(ws, [6], '"AED "#,##0.00');
  widths(ws, [24, 12, 14, 14, 13, 16]);
  return toBytes(wb);
}

export const freight: BlindBook = {
  name: NAME,
  business: 'freight forwarder',
  shape: 'AR aging detail, one row per open invoice with days overdue',
  bytes,
  checks: [
    same('customers = total', total([...byCust.values()]), grand),
    same(
      'overdue + not due = total',
      od + total(invs.filter((i) => i.late === 0).map((i) => i.amt)),
      grand,
    ),
    uniqueIn('customer owed', byCust),
    uniqueIn('customer overdue', odCust),
    unique(
      'invoice date (oldest)',
      invs.map((i) => +i.d),
      'min',
    ),
    unique(
      'invoice amount',
      invs.map((i) => i.amt),
    ),
    offThreshold(
      'invoice',
      invs.map((i) => i.amt),
      thr,
    ),
    holds(
      'no invoice exactly 60 days late',
      invs.every((i) => i.late !== 60),
    ),
    holds('Falcon has >30 days late', falcon30 > 0n),
    holds('some not yet due', overdue.length < invs.length),
  ],
  questions: questionsFor(NAME, [
    ['How much are we owed in total?', val(money(grand), 'Total amount due')],
    ['Who owes us the most?', at(extreme(byCust)[0], 'customer with the largest balance')],
    [
      'How much does Emirates Spice Co owe us?',
      val(money(byCust.get('Emirates Spice Co')!), 'Emirates Spice Co invoices'),
    ],
    ['How much is overdue?', val(money(od), 'invoices with days overdue > 0')],
    ['How much is more than 60 days overdue?', val(money(od60), 'days overdue > 60')],
    [
      'Which is our oldest unpaid invoice?',
      at([oldest.no, ...dayOf(oldest.d)], `earliest invoice date (${CUST[oldest.c]})`),
    ],
    ['How many invoices are overdue?', val(String(overdue.length), 'days overdue > 0')],
    [
      'What is the average invoice outstanding?',
      val(meanCents(grand, invs.length), 'total / invoices'),
    ],
    ['How many customers owe us money?', val(String(byCust.size), 'distinct customers')],
    [
      'What share of our receivables is overdue?',
      val(pct(od, grand), 'overdue / total, %', { tol: 0.01 }),
    ],
    ['Which customer has the most overdue?', at(extreme(odCust)[0], 'largest overdue balance')],
    [
      `How many invoices are over AED ${th(thr)}?`,
      val(String(over), `amount due above AED ${th(thr)}`),
    ],
    ['What is the biggest single invoice we are waiting on?', val(money(big.amt), big.no)],
    [
      'How much does Falcon Auto Parts owe that is more than 30 days late?',
      val(money(falcon30), 'Falcon, days overdue > 30'),
    ],
    ['How much do we owe the shipping lines?', refuse('payables are not on a receivables report')],
    ['What were we owed at the end of October?', refuse('the report is as at 30 November only')],
    ['Will Al Noor Trading pay us this month?', refuse('a forecast about a customer')],
  ]),
};
