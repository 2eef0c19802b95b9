/**
 * Issue 13, pass 20: variants of the shapes whose answers were wrong figures in the fourteenth
 * blind set (a sales log's top person, an expense excluded by category, a two-year comparison
 * with the newest year first, a Shopify orders export), built from the lead's description of
 * each kind, the truth computed from the rows written.
 */
import type { ShapeRow } from './pass5-shapes';

export const titled = (titles: number, name: string, rows: ShapeRow[]): ShapeRow[] =>
  titles
    ? [[`${name} 2025`], ...(titles > 1 ? [['Prepared by the owner'], [null]] : []), ...rows]
    : rows;

// ---------- W1: a sales log with a person column ----------
/** Many small sales for one person, one big sale for another: the sums rank differently. */
export const SALES_PEOPLE: Array<[string, number[]]> = [
  ['Mia', [80, 95, 70, 110, 90, 85]],
  ['Leo', [420, 30]],
  ['Ava', [60, 75, 50]],
];
export function salesLogRows(titles: number, person: string, money: string): ShapeRow[] {
  const rows: ShapeRow[] = [['Date', person, 'Service', money]];
  let day = 1;
  for (let i = 0; i < 6; i++)
    for (const [name, sales] of SALES_PEOPLE) {
      const v = sales[i];
      if (v === undefined) continue;
      rows.push([new Date(Date.UTC(2025, 2, day++)), name, i % 2 ? 'Cut' : 'Colour', v]);
    }
  return titled(titles, 'Sales log', rows);
}
export const personTotals = (): Array<[string, number]> =>
  SALES_PEOPLE.map(([n, s]) => [n, s.reduce((a, b) => a + b, 0)]);

// ---------- W2: an expense log with a category column and subtotals ----------
export const EXPENSES: Array<[string, string, number]> = [
  ['Rent', 'Shop rent', 1500],
  ['Rent', 'Storage unit', 40],
  ['Utilities', 'Electricity', 210],
  ['Utilities', 'Water', 65],
  ['Supplies', 'Paper towels', 55],
  ['Supplies', 'Shampoo', 120],
];
export function expenseLogRows(titles: number, subtotals: boolean): ShapeRow[] {
  const rows: ShapeRow[] = [['Date', 'Category', 'Description', 'Amount']];
  let day = 2;
  let cat = '';
  let sub = 0;
  const flush = (): void => {
    if (subtotals && cat) rows.push([null, `${cat} subtotal`, null, sub]);
  };
  for (const [c, d, v] of EXPENSES) {
    if (c !== cat) {
      flush();
      cat = c;
      sub = 0;
    }
    rows.push([new Date(Date.UTC(2025, 3, day++)), c, d, v]);
    sub += v;
  }
  flush();
  if (subtotals) rows.push([null, 'Total', null, EXPENSES.reduce((a, e) => a + e[2], 0)]);
  return titled(titles, 'Expenses', rows);
}

// ---------- W3: a two-year comparison, newest year first ----------
export const TWO_YEAR: Array<[string, number, number]> = [
  ['Sales', 5400, 4800],
  ['Cost of sales', 2100, 1900],
  ['Gross profit', 3300, 2900],
  ['Wages', 1200, 1100],
  ['Rent', 600, 600],
];
export function twoYearRows(titles: number, newestFirst: boolean, change: boolean): ShapeRow[] {
  const [a, b] = newestFirst ? ['2025', '2024'] : ['2024', '2025'];
  const head: ShapeRow = ['Line', a, b, ...(change ? ['Change'] : [])];
  const rows: ShapeRow[] = [head];
  for (const [l, y25, y24] of TWO_YEAR) {
    const [x, y] = newestFirst ? [y25, y24] : [y24, y25];
    rows.push([l, x, y, ...(change ? [y25 - y24] : [])]);
  }
  return titled(titles, 'Comparison (in ¥ thousands)', rows);
}

// ---------- W5: a Shopify-style orders export ----------
interface Line {
  order: string;
  created: string;
  country: string;
  item: string;
  qty: number;
  price: number;
}
export const ORDER_LINES: Line[] = [
  {
    order: '#1001',
    created: '2025-02-27 10:00:00 +0100',
    country: 'DE',
    item: 'Mug',
    qty: 2,
    price: 12,
  },
  {
    order: '#1001',
    created: '2025-02-27 10:00:00 +0100',
    country: 'DE',
    item: 'Tea',
    qty: 1,
    price: 8,
  },
  {
    order: '#1002',
    created: '2025-03-03 11:00:00 +0100',
    country: 'FR',
    item: 'Teapot',
    qty: 1,
    price: 45,
  },
  {
    order: '#1003',
    created: '2025-03-09 09:30:00 +0100',
    country: 'DE',
    item: 'Mug',
    qty: 4,
    price: 12,
  },
  {
    order: '#1003',
    created: '2025-03-09 09:30:00 +0100',
    country: 'DE',
    item: 'Tea',
    qty: 3,
    price: 8,
  },
  {
    order: '#1004',
    created: '2025-03-21 15:10:00 +0100',
    country: 'FR',
    item: 'Tea',
    qty: 2,
    price: 8,
  },
  {
    order: '#1005',
    created: '2025-04-02 12:00:00 +0100',
    country: 'DE',
    item: 'Teapot',
    qty: 1,
    price: 45,
  },
];
export const SHIPPING: Record<string, number> = {
  '#1001': 5,
  '#1002': 7,
  '#1003': 5,
  '#1004': 7,
  '#1005': 5,
};
export interface Order {
  name: string;
  created: string;
  country: string;
  subtotal: number;
  shipping: number;
  taxes: number;
  total: number;
}
export function orders(): Order[] {
  const out: Order[] = [];
  for (const l of ORDER_LINES) {
    let o = out.find((x) => x.name === l.order);
    if (!o) {
      o = {
        name: l.order,
        created: l.created,
        country: l.country,
        subtotal: 0,
        shipping: SHIPPING[l.order]!,
        taxes: 0,
        total: 0,
      };
      out.push(o);
    }
    o.subtotal += l.qty * l.price;
  }
  for (const o of out) {
    o.taxes = Math.round(o.subtotal * 0.19 * 100) / 100;
    o.total = Math.round((o.subtotal + o.shipping + o.taxes) * 100) / 100;
  }
  return out;
}
export function ordersRows(repeated: boolean, dateCells: boolean): ShapeRow[] {
  const rows: ShapeRow[] = [
    [
      'Name',
      'Created at',
      'Subtotal',
      'Shipping',
      'Taxes',
      'Total',
      'Lineitem quantity',
      'Lineitem name',
      'Lineitem price',
      'Shipping Country',
    ],
  ];
  const os = orders();
  let last = '';
  for (const l of ORDER_LINES) {
    const o = os.find((x) => x.name === l.order)!;
    const first = l.order !== last;
    last = l.order;
    const fill = first || repeated;
    const created = dateCells ? new Date(`${l.created.slice(0, 10)}T00:00:00Z`) : l.created;
    rows.push([
      l.order,
      fill ? created : null,
      fill ? o.subtotal : null,
      fill ? o.shipping : null,
      fill ? o.taxes : null,
      fill ? o.total : null,
      l.qty,
      l.item,
      l.price,
      fill ? l.country : null,
    ]);
  }
  return rows;
}

// ---------- W4: months down × several item columns, one sheet of a multi-sheet book ----------
export const ROOMS = ['Garden Room', 'Sea Room', 'Attic Room'];
export const ROOM_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
/** Sea Room has the single best cell (Feb), Garden Room the largest sum, March the best row. */
export const ROOM_TAKINGS: number[][] = [
  [900, 700, 300],
  [700, 2400, 350],
  [1600, 1000, 900],
  [1900, 600, 450],
  [1500, 800, 500],
  [1300, 750, 1400],
];
export function roomRows(titles: number, total: boolean, year: boolean): ShapeRow[] {
  const rows: ShapeRow[] = [['Month', ...ROOMS, ...(total ? ['Total'] : [])]];
  ROOM_MONTHS.forEach((m, i) => {
    const vs = ROOM_TAKINGS[i]!;
    rows.push([year ? `${m} 2025` : m, ...vs, ...(total ? [vs.reduce((a, b) => a + b, 0)] : [])]);
  });
  return titled(titles, 'Room takings', rows);
}
export function costRows(): ShapeRow[] {
  return [
    ['Month', 'Cleaning', 'Laundry'],
    ...ROOM_MONTHS.map((m, i): ShapeRow => [m, 200 + i, 90 + i]),
  ];
}

// ---------- W6: MRR in one block of rows per plan (plan name on the block's first row) ----------
export const PLANS = ['Basic', 'Pro', 'Team'];
export const MRR_MONTHS = [
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
export const PLAN_PRICE: Record<string, number> = { Basic: 10, Pro: 30, Team: 90 };
/** Members of a plan in month i (0-based), and members churned. */
export const members = (p: number, i: number): number =>
  [40, 20, 5][p]! + i * [3, 2, 1][p]! + (i % 3 === 2 ? 1 : 0);
export const churned = (p: number, i: number): number => ((i + p) % 4 === 0 ? 2 : 1);
export const planMrr = (p: number, i: number): number => members(p, i) * PLAN_PRICE[PLANS[p]!]!;
export const totalMrr = (i: number): number => PLANS.reduce((a, _, p) => a + planMrr(p, i), 0);
export function mrrRows(titles: number, metricHeader: string, totalMembers: boolean): ShapeRow[] {
  const rows: ShapeRow[] = [['Plan', metricHeader, ...MRR_MONTHS]];
  PLANS.forEach((plan, p) => {
    rows.push([plan, 'Members', ...MRR_MONTHS.map((_, i) => members(p, i))]);
    rows.push([null, 'MRR', ...MRR_MONTHS.map((_, i) => planMrr(p, i))]);
    rows.push([null, 'Churned members', ...MRR_MONTHS.map((_, i) => churned(p, i))]);
  });
  rows.push(['Total MRR', null, ...MRR_MONTHS.map((_, i) => totalMrr(i))]);
  if (totalMembers)
    rows.push([
      'Total members',
      null,
      ...MRR_MONTHS.map((_, i) => PLANS.reduce((a, _p, p) => a + members(p, i), 0)),
    ]);
  return titled(titles, 'Subscriptions', rows);
}

// ---------- M6: a loan schedule under a terms block, over two calendar years ----------
export const LOAN_AMOUNT = 9000;
export interface LoanLine {
  n: number;
  date: string;
  payment: number;
  interest: number;
  principal: number;
  balance: number;
}
/** Monthly from October 2024: 500 principal a month, interest 1% of the balance before. */
export function loanLines(): LoanLine[] {
  const out: LoanLine[] = [];
  let balance = LOAN_AMOUNT;
  for (let n = 1; n <= 18; n++) {
    const m = 9 + n; // October 2024 = month 10
    const year = 2024 + Math.floor((m - 1) / 12);
    const month = ((m - 1) % 12) + 1;
    const interest = Math.round(balance) / 100;
    balance -= 500;
    out.push({
      n,
      date: `${year}-${String(month).padStart(2, '0')}-15`,
      payment: Math.round((500 + interest) * 100) / 100,
      interest,
      principal: 500,
      balance,
    });
  }
  return out;
}
export function termsLoanRows(titles: number, amountLabel: string): ShapeRow[] {
  const rows: ShapeRow[] = [
    [amountLabel, LOAN_AMOUNT],
    ['Interest rate', '12% a year'],
    ['Term (months)', 18],
    [null],
    ['No.', 'Payment date', 'Payment', 'Interest', 'Principal', 'Balance'],
    ...loanLines().map((l): ShapeRow => [
      l.n,
      new Date(`${l.date}T00:00:00Z`),
      l.payment,
      l.interest,
      l.principal,
      l.balance,
    ]),
  ];
  return titled(titles, 'Equipment loan', rows);
}
