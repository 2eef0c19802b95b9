/**
 * Book 5 — drywall contractor (USD): QuickBooks Online "Transaction List by Date",
 * September 1 – November 30, 2026: company / report / period title rows, an empty first
 * column as QuickBooks exports it, Date (date cells `mm/dd/yyyy`), Transaction Type (Invoice,
 * Payment, Expense, Bill), Num, Name, Memo/Description, Account, Split, Amount (costs
 * negative); no total row; an accrual-basis footer.
 */
import ExcelJS from 'exceljs';
import { meanCents, money } from '../../expect';
import { at, between, bold, dayOf, fmt, refuse, sumBy, th, title, val, widths } from '../helpers';
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
  unique,
  uniqueIn,
  type BlindBook,
} from '../lib';

const r = rng(5);
const NAME = 'drywall';
type Kind = 'Invoice' | 'Payment' | 'Expense' | 'Bill';
interface Tx {
  d: Date;
  kind: Kind;
  num: string;
  name: string;
  memo: string;
  account: string;
  split: string;
  amt: number; // cents, costs negative
}
const CUSTOMERS: Array<[string, number, number, number]> = [
  // name, weight, lo, hi (dollars)
  ['Ridgeway Homes', 5, 4200, 9800],
  ['Castle Rock Builders', 3, 2500, 7400],
  ['Peak View Construction', 3, 1800, 6200],
  ['Aspen Remodeling', 2, 1200, 4800],
  ['Maria Lopez', 1, 850, 2600],
  ['Tom Becker', 1, 900, 2400],
];
const cbag = CUSTOMERS.flatMap((c, i) => Array<number>(c[1]).fill(i));
const JOBS: Array<[string, string]> = [
  ['Hang and finish, new build', 'Drywall Installation'],
  ['Basement finish', 'Drywall Installation'],
  ['Tape, mud and sand', 'Taping & Finishing'],
  ['Level 5 finish, living areas', 'Taping & Finishing'],
  ['Water damage patch', 'Repairs'],
];
const txs: Tx[] = [];
const START = day(2026, 8, 1);
const at0 = (i: number): Date => new Date(+START + i * 86400000);
const END = 90; // 30 Nov is day 90
let inv = 2041;
for (let w = 0; w < 13; w++) {
  const n = r.int(2, 4);
  for (let k = 0; k < n; k++) {
    const i = Math.min(END, w * 7 + r.int(0, 4));
    const c = CUSTOMERS[r.pick(cbag)]!;
    const job = r.pick(JOBS);
    const amt = cents(r, c[2], c[3]);
    txs.push({
      d: at0(i),
      kind: 'Invoice',
      num: String(inv++),
      name: c[0],
      memo: job[0],
      account: 'Accounts Receivable (A/R)',
      split: job[1],
      amt,
    });
    const pay = i + r.int(18, 42);
    if (r.next() < 0.85 && pay <= END)
      txs.push({
        d: at0(pay),
        kind: 'Payment',
        num: '',
        name: c[0],
        memo: `Payment for invoice ${inv - 1}`,
        account: 'Business Checking',
        split: 'Accounts Receivable (A/R)',
        amt,
      });
  }
  for (let k = 0; k < r.int(1, 2); k++)
    txs.push({
      d: at0(Math.min(END, w * 7 + r.int(0, 5))),
      kind: 'Expense',
      num: '',
      name: r.pick(['The Home Depot', 'The Home Depot', 'L&W Supply']),
      memo: r.pick(['Sheetrock 1/2" and mud', 'Corner bead, screws, tape', 'Type X board']),
      account: 'Chase Ink Card',
      split: 'Materials',
      amt: -cents(r, 300, 2400),
    });
  txs.push({
    d: at0(Math.min(END, w * 7 + r.int(0, 6))),
    kind: 'Expense',
    num: '',
    name: r.pick(['Shell', 'Maverik']),
    memo: 'Truck fuel',
    account: 'Chase Ink Card',
    split: 'Fuel',
    amt: -cents(r, 60, 140),
  });
}
for (const i of [9, 33, 57, 81])
  txs.push({
    d: at0(i),
    kind: 'Expense',
    num: '',
    name: 'Sunbelt Rentals',
    memo: 'Drywall lift and sander, 1 week',
    account: 'Business Checking',
    split: 'Equipment Rental',
    amt: -cents(r, 180, 650),
  });
let bill = 0;
for (const i of [12, 26, 40, 55, 69, 83, 88])
  txs.push({
    d: at0(i),
    kind: 'Bill',
    num: `GT-${310 + bill++}`,
    name: r.pick(['Garcia Taping Co', 'Pro Finish Crew']),
    memo: 'Subcontract taping',
    account: 'Accounts Payable (A/P)',
    split: 'Subcontractors',
    amt: -cents(r, 1200, 3800),
  });
const ORDER: Kind[] = ['Invoice', 'Payment', 'Expense', 'Bill'];
txs.sort((a, b) => +a.d - +b.d || ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));

const ofKind = (k: Kind): Tx[] => txs.filter((t) => t.kind === k);
const A = (xs: Tx[]): bigint => sumBy(xs, (t) => t.amt);
const inMonth = (xs: Tx[], mo: number): Tx[] => xs.filter((t) => t.d.getUTCMonth() === mo);
const invoices = ofKind('Invoice');
const invTot = A(invoices);
const byCust = groupSum(
  invoices,
  (t) => t.name,
  (t) => t.amt,
);
const topCust = extreme(byCust)[0];
const costs = txs.filter((t) => t.amt < 0);
const bySplit = groupSum(
  costs,
  (t) => t.split,
  (t) => -t.amt,
);
const topSplit = extreme(bySplit)[0];
const split = (s: string, xs = txs): bigint => -A(xs.filter((t) => t.split === s));
const homeDepot = -A(txs.filter((t) => t.name === 'The Home Depot'));
const ridgeway = invoices.filter((t) => t.name === 'Ridgeway Homes');
const lastRidge = ridgeway[ridgeway.length - 1]!.d;
const invAmts = invoices.map((t) => t.amt);
const thr = between(invAmts, 8);
const overThr = invAmts.filter((x) => x > thr).length;
const usDay = (d: Date): string =>
  `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Transaction List by Date');
  title(ws, 1, 'Summit Drywall LLC', 9);
  title(ws, 2, 'Transaction List by Date', 9);
  title(ws, 3, 'September 1 - November 30, 2026', 9);
  ws.getRow(5).values = [
    null,
    'Date',
    'Transaction Type',
    'Num',
    'Name',
    'Memo/Description',
    'Account',
    'Split',
    'Amount',
  ];
  txs.forEach((t, i) => {
    ws.getRow(6 + i).values = [
      null,
      t.d,
      t.kind,
      t.num || null,
      t.name,
      t.memo,
      t.account,
      t.split,
      t.amt / 100,
    ];
  });
  const end = 6 + txs.length;
  ws.getCell(end + 2, 1).value = 'Accrual basis  Monday, December 7, 2026  09:14 AM GMT-07:00';
  bold(ws, 5);
  ws.getColumn(2).numFmt = 'mm/dd/yyyy';
  fmt(ws, [9], '#,##0.00;-#,##0.00');
  widths(ws, [3, 12, 16, 9, 24, 32, 26, 26, 12]);
  return toBytes(wb);
}

const dayUs = (d: Date): string[] => [...dayOf(d), usDay(d)];
export const drywall: BlindBook = {
  name: NAME,
  business: 'drywall contractor',
  shape: 'QuickBooks Transaction List by Date with title rows and a footer',
  bytes,
  checks: [
    same(
      'customers = invoiced',
      [...byCust.values()].reduce((a, b) => a + b, 0n),
      invTot,
    ),
    same(
      'months = invoiced',
      A(inMonth(invoices, 8)) + A(inMonth(invoices, 9)) + A(inMonth(invoices, 10)),
      invTot,
    ),
    same(
      'splits = costs',
      [...bySplit.values()].reduce((a, b) => a + b, 0n),
      -A(costs),
    ),
    uniqueIn('top customer', byCust),
    uniqueIn('top cost split', bySplit),
    unique('biggest invoice', invAmts),
    holds(
      'last Ridgeway invoice alone that day',
      ridgeway.filter((t) => +t.d === +lastRidge).length === 1,
    ),
    holds(
      'Home Depot only for materials',
      txs.every((t) => t.name !== 'The Home Depot' || t.split === 'Materials'),
    ),
    offThreshold('invoice', invAmts, thr),
    holds('some November payments', inMonth(ofKind('Payment'), 10).length > 0),
  ],
  questions: questionsFor(NAME, [
    ['How much did we invoice in total?', val(money(invTot), 'sum of Invoice amounts')],
    [
      'How much did we invoice in October?',
      val(money(A(inMonth(invoices, 9))), 'Invoice amounts dated October'),
    ],
    ["Who's our biggest customer?", at(topCust, 'customer with the most invoiced')],
    [
      'How much did we spend on materials?',
      val(money(split('Materials')), 'Split = Materials', { abs: true }),
    ],
    [
      'What did subcontractors cost us in November?',
      val(money(split('Subcontractors', inMonth(txs, 10))), 'Subcontractors bills, November', {
        abs: true,
      }),
    ],
    ['How many invoices did we send?', val(String(invoices.length), 'Invoice rows')],
    ["What's our average invoice?", val(meanCents(invTot, invoices.length), 'mean Invoice amount')],
    ['What was our biggest invoice?', val(money(Math.max(...invAmts)), 'largest Invoice')],
    [
      'How much did we spend at Home Depot?',
      val(money(homeDepot), 'The Home Depot expenses', { abs: true }),
    ],
    [
      'How much did customers pay us in November?',
      val(money(A(inMonth(ofKind('Payment'), 10))), 'Payment rows, November'),
    ],
    [
      'How much have we spent on gas since September?',
      val(money(split('Fuel')), 'Split = Fuel, the whole report', { abs: true }),
    ],
    ['When did we last invoice Ridgeway Homes?', at(dayUs(lastRidge), 'latest Ridgeway invoice')],
    ['Where is most of our money going?', at(topSplit, 'the cost Split with the most spent')],
    [
      `How many invoices were over $${th(thr)}?`,
      val(String(overThr), `Invoice amounts above $${th(thr)}`),
    ],
    ["What's our bank balance?", refuse('a transaction list holds no balances')],
    ['How much did we invoice in August?', refuse('the report starts September 1')],
    ['Will Ridgeway Homes pay on time?', refuse('a forecast / opinion')],
  ]),
};
