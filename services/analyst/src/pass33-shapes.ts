/**
 * Issue 13, pass 33: the twenty-sixth blind set's layouts as the lead described them, with
 * made-up figures (see pass33.test.ts).
 */
import type { ShapeRow } from './pass5-shapes';

/** W1: a two-year cash-flow statement in thousands, with "Purchase of grow rooms". */
export const GROW_LINES: Array<[string, number, number] | [string]> = [
  ['Operating activities'],
  ['Receipts from customers', 8_412, 9_305],
  ['Payments to suppliers', -3_104, -3_388],
  ['Net cash from operating activities', 5_308, 5_917],
  ['Investing activities'],
  ['Purchase of grow rooms', -1_240, -1_004],
  ['Purchase of equipment', -310, -422],
  ['Net cash used in investing activities', -1_550, -1_426],
  ['Financing activities'],
  ['Loan repayments', -600, -650],
  ['Net cash from financing activities', -600, -650],
  ['Net increase in cash', 3_158, 3_841],
];
export function growCashRows(): ShapeRow[] {
  return [
    ['Cash-flow statement'],
    ['(₹ in thousands)'],
    [],
    [null, 'FY 2024', 'FY 2025'],
    ...GROW_LINES.map((l) => [...l] as ShapeRow),
  ];
}

/** W2: a stock list: Item | SKU | Qty on hand | Unit cost | Stock value. */
export const STOCK: Array<[string, string, number, number]> = [
  ['Raku cup', 'RK-01', 24, 6.4],
  ['Stoneware bowl', 'SB-02', 40, 9.15],
  ['Porcelain plate', 'PP-03', 18, 12.3],
  ['Glaze jar', 'GJ-04', 7, 21.0],
];
export function stockRows(): ShapeRow[] {
  return [
    ['Item', 'SKU', 'Qty on hand', 'Unit cost', 'Stock value'],
    ...STOCK.map(([i, s, q, c]) => [i, s, q, c, Math.round(q * c * 100) / 100]),
  ];
}

/** W3 / M3: a skip-hire book: Hires, Costs and Fleet sheets. */
export interface Hire {
  job: string;
  date: Date;
  town: string;
  skip: string;
  price: number;
  over: number | null;
}
export function hires(): Hire[] {
  const skips = ['4 yd', '6 yd', '8 yd', '12 yd'];
  const towns = ['Leeds', 'Otley', 'Ilkley'];
  const out: Hire[] = [];
  for (let i = 0; i < 30; i++) {
    const m = i % 11;
    out.push({
      job: `J${1000 + i}`,
      date: new Date(Date.UTC(2026, m, 3 + (i % 20))),
      town: towns[i % 3]!,
      skip: skips[i % 4]!,
      price: 180 + (i % 4) * 40,
      over: i % 3 === 0 ? 15 + i : null,
    });
  }
  return out;
}
export const invoiceOf = (h: Hire): number => h.price + (h.over ?? 0);
export function hireRows(): ShapeRow[] {
  return [
    ['Job', 'Date', 'Town', 'Skip', 'Hire price £', 'Overweight £', 'Invoice total £'],
    ...hires().map((h) => [h.job, h.date, h.town, h.skip, h.price, h.over, invoiceOf(h)]),
  ];
}
export const COST_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct'];
export const costLine = (m: number): [number, number, number] => [
  410 + m * 13,
  220 + (m % 3) * 40,
  150 + (m === 6 ? 300 : 0),
];
export function costRows(): ShapeRow[] {
  const lines = COST_MONTHS.map((name, m) => {
    const c = costLine(m);
    return [name, ...c, c[0] + c[1] + c[2]];
  });
  const tot = [1, 2, 3, 4].map((i) => lines.reduce((a, l) => a + (l[i] as number), 0));
  return [['Month', 'Diesel', 'Tipping fees', 'Repairs', 'Total'], ...lines, ['Total', ...tot]];
}
export const FLEET: Array<[string, number]> = [
  ['4 yd', 6],
  ['6 yd', 9],
  ['8 yd', 12],
  ['12 yd', 4],
];
export function fleetRows(): ShapeRow[] {
  return [['Skip size', 'Units owned'], ...FLEET];
}

/** W4 / M2: an orders export with paid / refunded / pending rows. */
export interface Order {
  name: string;
  at: Date;
  status: string;
  item: string;
  subtotal: number;
  discount: number;
  shipping: number;
  taxes: number;
}
export function orders(): Order[] {
  const st = ['paid', 'paid', 'refunded', 'paid', 'pending'];
  const items = ['Linen apron', 'Tea towel', 'Oven glove'];
  const out: Order[] = [];
  for (let i = 0; i < 20; i++) {
    const sub = 30 + ((i * 17) % 50);
    out.push({
      name: `#${1001 + i}`,
      at: new Date(Date.UTC(2026, 3 + (i % 4), 2 + i)),
      status: st[i % 5]!,
      item: items[i % 3]!,
      subtotal: sub,
      discount: i % 4 === 0 ? 5 : 0,
      shipping: i % 2 === 0 ? 4.95 : 0,
      taxes: Math.round(sub * 0.2 * 100) / 100,
    });
  }
  return out;
}
export const orderTotal = (o: Order): number =>
  Math.round((o.subtotal - o.discount + o.shipping + o.taxes) * 100) / 100;
export function orderRows(): ShapeRow[] {
  return [
    [
      'Name',
      'Created at',
      'Financial Status',
      'Lineitem name',
      'Subtotal',
      'Discount Amount',
      'Shipping',
      'Taxes',
      'Total',
      'Currency',
    ],
    ...orders().map((o) => [
      o.name,
      o.at,
      o.status,
      o.item,
      o.subtotal,
      o.discount,
      o.shipping,
      o.taxes,
      orderTotal(o),
      'GBP',
    ]),
  ];
}

/** W5: a P&L with a "Ticket sales" money line; a budget with a "Memberships" money line. */
export function ticketPnlRows(): ShapeRow[] {
  return [
    ['Line', 'Amount'],
    ['Ticket sales', 18_450],
    ['Bar sales', 6_210],
    ['Total income', 24_660],
    ['Hall hire', 4_000],
    ['Net', 20_660],
  ];
}
export function memberBudgetRows(): ShapeRow[] {
  return [
    ['Category', 'Budget', 'Actual', 'Variance', 'Notes'],
    ['Memberships', 12_000, 11_520, -480, 'a few lapsed'],
    ['Grants', 5_000, 5_000, 0, null],
    ['Events', 3_000, 3_410, 410, null],
  ];
}

/** M1: months down × courses across with a Total column and a Total row. */
export const COURSES = ['Dinghy Basics', 'Keelboat', 'Powerboat'];
export const MONTHS25 = [
  'Jan-25',
  'Feb-25',
  'Mar-25',
  'Apr-25',
  'May-25',
  'Jun-25',
  'Jul-25',
  'Aug-25',
  'Sep-25',
  'Oct-25',
  'Nov-25',
  'Dec-25',
];
export const fee = (m: number, c: number): number =>
  500 + ((m * 5 + c * 7) % 11) * 120 + c * 60 + m * 13 + (m === 6 ? 900 : 0);
export const monthTotal = (m: number): number => COURSES.reduce((a, _, c) => a + fee(m, c), 0);
export function courseRows(): ShapeRow[] {
  const tot = COURSES.map((_, c) => MONTHS25.reduce((a, _m, m) => a + fee(m, c), 0));
  return [
    ['Sailing school – course fees 2025'],
    [],
    [],
    ['Month', ...COURSES, 'Total'],
    ...MONTHS25.map((name, m) => [name, ...COURSES.map((_, c) => fee(m, c)), monthTotal(m)]),
    ['Total', ...tot, tot.reduce((a, b) => a + b, 0)],
  ];
}

/** M4: a loan schedule under a title line, months as "Jan-25" labels, a Total row. */
export const PESO_LOAN = { amount: 1_200_000, rate: 0.105, term: 36 };
export interface PesoLine {
  no: number;
  month: string;
  payment: number;
  interest: number;
  principal: number;
  balance: number;
}
export function pesoLines(): PesoLine[] {
  const c2 = (n: number): number => Math.round(n * 100) / 100;
  const i = PESO_LOAN.rate / 12;
  const pay = c2((PESO_LOAN.amount * i) / (1 - Math.pow(1 + i, -PESO_LOAN.term)));
  const names = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
  ];
  const out: PesoLine[] = [];
  let bal = PESO_LOAN.amount;
  for (let n = 1; n <= PESO_LOAN.term; n++) {
    const interest = c2(bal * i);
    const principal = n === PESO_LOAN.term ? bal : c2(pay - interest);
    bal = c2(bal - principal);
    const m = n - 1;
    out.push({
      no: n,
      month: `${names[m % 12]}-${25 + Math.floor(m / 12)}`,
      payment: c2(interest + principal),
      interest,
      principal,
      balance: bal,
    });
  }
  return out;
}
export function pesoLoanRows(): ShapeRow[] {
  const ls = pesoLines();
  const t = (k: 'payment' | 'interest' | 'principal') =>
    Math.round(ls.reduce((a, l) => a + l[k], 0) * 100) / 100;
  return [
    ['Principal ₱1,200,000.00 at 10.5% p.a., 36 monthly payments from Jan-25'],
    [],
    ['No.', 'Month', 'Payment', 'Interest', 'Principal', 'Balance'],
    ...ls.map((l) => [l.no, l.month, l.payment, l.interest, l.principal, l.balance]),
    ['Total', null, t('payment'), t('interest'), t('principal'), null],
  ];
}

/** M5: a two-year sheet, Line | 2024 | 2025 | Change. */
export const TWO_YEAR: Array<[string, number, number]> = [
  ['Café sales', 84_200, 91_350],
  ['Shop sales', 40_100, 35_900],
  ['Events', 12_500, 9_800],
  ['Total revenue', 136_800, 137_050],
];
export function twoYearRows(): ShapeRow[] {
  return [['Line', '2024', '2025', 'Change'], ...TWO_YEAR.map(([l, a, b]) => [l, a, b, b - a])];
}

/** M5: a bank export, newest first: Date | Description | Debit | Credit | Balance. */
export const BANK: Array<[string, string, number | null, number | null]> = [
  ['2026-10-30', 'SUMUP PAYOUT 8812', null, 612.4],
  ['2026-10-28', 'CARD PAYMENT JARS DIRECT LTD', 84.0, null],
  ['2026-10-21', 'SUMUP PAYOUT 8790', null, 498.15],
  ['2026-10-15', 'DD ELECTRIC CO', 120.5, null],
  ['2026-10-09', 'CARD PAYMENT JARS DIRECT LTD', 56.3, null],
  ['2026-10-02', 'SUMUP PAYOUT 8771', null, 530.0],
  ['2026-09-28', 'TRANSFER FROM SAVINGS', null, 1000.0],
];
export function bankRows(): ShapeRow[] {
  let bal = 4_000;
  const out: ShapeRow[] = [];
  for (const [d, desc, dr, cr] of [...BANK].reverse()) {
    bal = Math.round((bal - (dr ?? 0) + (cr ?? 0)) * 100) / 100;
    out.unshift([new Date(`${d}T00:00:00Z`), desc, dr, cr, bal]);
  }
  return [['Date', 'Description', 'Debit', 'Credit', 'Balance'], ...out];
}
