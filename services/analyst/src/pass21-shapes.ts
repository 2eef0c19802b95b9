/**
 * Issue 13, pass 21: variants of the shapes whose answers were wrong figures (W1–W7) or whose
 * whole book was refused (S1…) in the fifteenth blind set, built from the lead's description of
 * each kind; the truth is computed from the rows written.
 */
import type { ShapeRow } from './pass5-shapes';

export const titled = (titles: number, name: string, rows: ShapeRow[]): ShapeRow[] =>
  titles
    ? [[`${name} 2025`], ...(titles > 1 ? [['All figures as booked'], [null]] : []), ...rows]
    : rows;

const day = (m: number, d: number): Date => new Date(Date.UTC(2025, m, d));

// ---------- W1: a sales log with a product column ----------
export const PRODUCTS = ['Sourdough', 'Baguette', 'Croissant'];
/** [month 0-11, customer, product, qty, unit price] */
export const SALES: Array<[number, string, string, number, number]> = Array.from(
  { length: 24 },
  (_, i) => [
    i % 12,
    ['Cafe Rio', 'Deli Max', 'Hotel Ona'][i % 3]!,
    PRODUCTS[(i * 7) % 3]!,
    2 + (i % 5),
    [4.5, 3, 2.25][(i * 7) % 3]!,
  ],
);
export function salesLogRows(titles: number, money: string, blank: boolean): ShapeRow[] {
  const rows: ShapeRow[] = [['Date', 'Invoice', 'Customer', 'Product', 'Qty', 'Unit price', money]];
  SALES.forEach(([m, c, p, q, u], i) => {
    rows.push([day(m, 3 + (i % 20)), `INV-${1001 + i}`, c, p, q, u, q * u]);
    if (blank && i === 11) rows.push([null]);
  });
  return titled(titles, 'Sales log', rows);
}
export const productSecondHalf = (p: string): number =>
  SALES.filter((s) => s[2] === p && s[0] >= 6).reduce((a, s) => a + s[3] * s[4], 0);

// ---------- W2: a P&L with sections, quarters across + FY ----------
export const PNL: Array<[string, number[] | null]> = [
  ['Revenue', null],
  ['Food & platters', [12000, 13000, 15000, 14000]],
  ['Drinks', [5000, 5500, 6500, 6000]],
  ['Total revenue', [17000, 18500, 21500, 20000]],
  ['Cost of sales', null],
  ['Food purchases', [4200, 4400, 5100, 4900]],
  ['Drink purchases', [1500, 1600, 1900, 1800]],
  ['Total cost of sales', [5700, 6000, 7000, 6700]],
  ['Gross profit', [11300, 12500, 14500, 13300]],
  ['Expenses', null],
  ['Wages', [6000, 6000, 6500, 6500]],
  ['Rent', [2000, 2000, 2000, 2000]],
  ['Total expenses', [8000, 8000, 8500, 8500]],
  ['Net profit', [3300, 4500, 6000, 4800]],
];
export function pnlRows(titles: number, fy: string, blank: boolean): ShapeRow[] {
  const rows: ShapeRow[] = [['', 'Q1', 'Q2', 'Q3', 'Q4', fy]];
  for (const [label, v] of PNL) {
    if (!v) {
      if (blank && label !== 'Revenue') rows.push([null]);
      rows.push([label]);
    } else rows.push([label, ...v, v.reduce((a, b) => a + b, 0)]);
  }
  return titled(titles, 'Profit and loss', rows);
}
export const pnlYear = (label: string): number =>
  PNL.find((p) => p[0] === label)![1]!.reduce((a, b) => a + b, 0);

// ---------- W3 / S3: a bank export, newest first ----------
/** [date, description, debit, credit] oldest first; printed newest first */
export const BANK: Array<[Date, string, number | null, number | null]> = [
  [day(0, 2), 'Opening transfer from savings', null, 5000],
  [day(0, 5), 'Rent January', 1200, null],
  [day(0, 9), 'Card sales deposit', null, 2300],
  [day(0, 15), 'Fuel station', 85.5, null],
  [day(1, 1), 'Client Harbour Ltd payment received', null, 1750],
  [day(1, 5), 'Rent February', 1200, null],
  [day(1, 12), 'Fuel station', 92.25, null],
  [day(1, 20), 'Card sales deposit', null, 1980],
  [day(2, 3), 'Supplier Oakmill', 640, null],
  [day(2, 5), 'Rent March', 1200, null],
  [day(2, 18), 'Client Harbour Ltd payment received', null, 900],
  [day(2, 28), 'Bank fee', 12, null],
];
export function bankRows(
  titles: number,
  currency: string,
  [out, into]: [string, string] = ['Debit', 'Credit'],
): ShapeRow[] {
  let bal = 1000;
  const lines = BANK.map(([d, desc, dr, cr]) => {
    bal = Math.round((bal - (dr ?? 0) + (cr ?? 0)) * 100) / 100;
    return [d, desc, dr, cr, bal] as ShapeRow;
  });
  const c = currency ? ` (${currency})` : '';
  const head: ShapeRow = ['Date', 'Description', `${out}${c}`, `${into}${c}`, `Balance${c}`];
  return titled(titles, 'Bank statement', [head, ...lines.reverse()]);
}
export const bankBalances = (): number[] => {
  let bal = 1000;
  return BANK.map(([, , dr, cr]) => (bal = Math.round((bal - (dr ?? 0) + (cr ?? 0)) * 100) / 100));
};

// ---------- W4 / S1: inventory with a notes column ----------
/** [item, sku, qty, unit cost, note] */
export const STOCK: Array<[string, string, number, number, string | null]> = [
  ['Lamp', 'LMP-01', 14, 22.5, null],
  ['Chair', 'CHR-02', 6, 48, 'reorder soon'],
  ['Table', 'TBL-03', 0, 130, 'out of stock'],
  ['Rug', 'RUG-04', 9, 75, null],
  ['Mirror', 'MIR-05', 3, 60, 'damaged one returned'],
];
export const stockValue = (i: (typeof STOCK)[number]): number => i[2] * i[3];
export function stockRows(titles: number, totalAbove: boolean, valueLabel: string): ShapeRow[] {
  const head: ShapeRow = ['Item', 'SKU', 'Qty on hand', 'Unit cost', valueLabel, 'Notes'];
  const items = STOCK.map((s) => [s[0], s[1], s[2], s[3], stockValue(s), s[4]] as ShapeRow);
  const qty = STOCK.reduce((a, s) => a + s[2], 0);
  const val = STOCK.reduce((a, s) => a + stockValue(s), 0);
  const total: ShapeRow = ['TOTAL', null, qty, null, val, null];
  const rows = totalAbove ? [total, [null], head, ...items] : [head, ...items, total];
  return titled(titles, 'Stock count', rows);
}

// ---------- W5: budget vs actual ----------
export function budgetRows(titles: number): ShapeRow[] {
  return titled(titles, 'Season budget', [
    ['Line', 'Budget', 'Actual', 'Over (Under)'],
    ['Pitch hire', 4000, 4350, 350],
    ['Kit', 2500, 2100, -400],
    ['Travel', 1800, 2050, 250],
    ['Total', 8300, 8500, 200],
  ]);
}

// ---------- W6: an MRR bridge, months across as 2025-01 … ----------
export const MRR_ROWS = ['Starting MRR', 'New MRR', 'Expansion', 'Churned MRR', 'Ending MRR'];
export function mrrBridge(): Record<string, number[]> {
  const start: number[] = [];
  const add: number[] = [];
  const exp: number[] = [];
  const churn: number[] = [];
  const end: number[] = [];
  let s = 10000;
  for (let m = 0; m < 12; m++) {
    start.push(s);
    add.push(800 + m * 50);
    exp.push(200 + m * 10);
    churn.push(-(300 + (m % 4) * 40 + m * 3));
    s = s + add[m]! + exp[m]! + churn[m]!;
    end.push(s);
  }
  return {
    'Starting MRR': start,
    'New MRR': add,
    Expansion: exp,
    'Churned MRR': churn,
    'Ending MRR': end,
  };
}
export type MonthStyle = 'iso' | 'slash' | 'dash' | 'space';
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const monthLabel = (m: number, s: MonthStyle): string =>
  s === 'iso'
    ? `2025-${String(m + 1).padStart(2, '0')}`
    : s === 'slash'
      ? `${String(m + 1).padStart(2, '0')}/2025`
      : s === 'dash'
        ? `${MON[m]}-25`
        : `${MON[m]} 2025`;
export function mrrRows(titles: number, style: MonthStyle, arrRow: boolean): ShapeRow[] {
  const b = mrrBridge();
  const rows: ShapeRow[] = [['Metric', ...MON.map((_, m) => monthLabel(m, style))]];
  for (const k of MRR_ROWS) rows.push([k, ...b[k]!]);
  rows.push(['New subscribers', ...MON.map((_, m) => 20 + m)]);
  rows.push(['Cancelled subscribers', ...MON.map((_, m) => 5 + (m % 3))]);
  if (arrRow) rows.push(['Annual run rate', ...b['Ending MRR']!.map((v) => v * 12)]);
  return titled(titles, 'MRR bridge', rows);
}

// ---------- W7: a loan schedule under a terms block ----------
export const LOAN = 480000;
export function loanRows(label: string, blankBetween: boolean): ShapeRow[] {
  const rate = 0.06 / 12;
  const n = 12;
  const pay = Math.round(((LOAN * rate) / (1 - (1 + rate) ** -n)) * 100) / 100;
  const rows: ShapeRow[] = [
    ['Loan schedule'],
    [label, LOAN],
    ['Rate', 0.06],
    ['Term', '12 months'],
    ['Start date', day(0, 1)],
  ];
  if (blankBetween) rows.push([null]);
  rows.push(['No.', 'Payment date', 'Payment', 'Interest', 'Principal', 'Balance']);
  let bal = LOAN;
  let ti = 0;
  let tp = 0;
  let tpay = 0;
  for (let i = 1; i <= n; i++) {
    const int = Math.round(bal * rate * 100) / 100;
    const p = i === n ? bal : Math.round((pay - int) * 100) / 100;
    bal = Math.round((bal - p) * 100) / 100;
    rows.push([i, day(i, 1), Math.round((int + p) * 100) / 100, int, p, bal]);
    ti += int;
    tp += p;
    tpay += int + p;
  }
  rows.push([
    'Total',
    null,
    Math.round(tpay * 100) / 100,
    Math.round(ti * 100) / 100,
    Math.round(tp * 100) / 100,
    null,
  ]);
  return rows;
}

// ---------- S2: months down ("Jan-25" …), services across, an empty corner, Total column/row ----------
export const SERVICES = ['Grooming', 'Boarding', 'Daycare'];
export const serviceMonth = (m: number, s: number): number =>
  1000 + m * 90 + s * 400 + ((m * 7 + s * 3) % 5) * 35;
export const monthTotal = (m: number): number =>
  SERVICES.reduce((a, _, s) => a + serviceMonth(m, s), 0);
export function servicesRows(titles: number, dates: boolean, totalLabel: string): ShapeRow[] {
  const rows: ShapeRow[] = [[null, ...SERVICES, totalLabel]];
  for (let m = 0; m < 12; m++)
    rows.push([
      dates ? day(m, 1) : `${MON[m]}-25`,
      ...SERVICES.map((_, s) => serviceMonth(m, s)),
      monthTotal(m),
    ]);
  rows.push([
    totalLabel,
    ...SERVICES.map((_, s) => MON.reduce((a, _m, m) => a + serviceMonth(m, s), 0)),
    MON.reduce((a, _m, m) => a + monthTotal(m), 0),
  ]);
  return titled(titles, 'Sales by service', rows);
}

// ---------- S6: a QuickBooks P&L export with numbered accounts ----------
export const QB: Array<[string, number | null]> = [
  ['Income', null],
  ['4010 Large format', 48200],
  ['4020 Small format', 21300],
  ['Total Income', 69500],
  ['Cost of Goods Sold', null],
  ['5000 Paper & stock', 14100],
  ['Total Cost of Goods Sold', 14100],
  ['Gross Profit', 55400],
  ['Expenses', null],
  ['6000 Advertising', 3200],
  ['6300 Wages', 31000],
  ['6500 Rent', 9600],
  ['Total Expenses', 43800],
  ['Net Operating Income', 11600],
  ['Other Income', null],
  ['7000 Interest earned', 150],
  ['Net Other Income', 150],
  ['Net Income', 11750],
];
export function qbRows(titles: boolean, head: string): ShapeRow[] {
  const rows: ShapeRow[] = titles
    ? [['Print Shop Ltd'], ['Profit and Loss'], ['January - December 2025'], [null]]
    : [];
  rows.push(['', head]);
  for (const [l, v] of QB) rows.push(v === null ? [l] : [l, v]);
  return rows;
}

// ---------- S7: a cash-flow statement with FY text headers ----------
export const CF: Array<[string, number, number]> = [
  ['Net profit', 42000, 51000],
  ['Depreciation', 8000, 9500],
  ['Change in receivables', -3000, -4200],
  ['Net cash from operating activities', 47000, 56300],
  ['Purchase of equipment', -12000, -6000],
  ['Purchase of vehicles', -18000, 0],
  ['Proceeds from sale of old van', 0, 4500],
  ['Net cash from investing activities', -30000, -1500],
  ['Owner drawings', -20000, -24000],
  ['Net cash from financing activities', -20000, -24000],
  ['Net change in cash', -3000, 30800],
  ['Cash at beginning of year', 15000, 12000],
  ['Cash at end of year', 12000, 42800],
];
export function cfRows(titles: number, newestFirst: boolean, fy = 'FY'): ShapeRow[] {
  const [a, b] = [`${fy}2024`, `${fy}2025`];
  const rows: ShapeRow[] = [['', ...(newestFirst ? [b, a] : [a, b])]];
  for (const [l, a, b] of CF) rows.push([l, ...(newestFirst ? [b, a] : [a, b])]);
  return titled(titles, 'Cash flow statement', rows);
}

// ---------- S8: a two-year comparison by country ----------
export const COUNTRIES: Array<[string, number, number]> = [
  ['Germany', 1240, 1180],
  ['France', 860, 910],
  ['Canada', 540, 450],
  ['Japan', 310, 390],
  ['Spain', 220, 205],
];
export function countryRows(titles: number): ShapeRow[] {
  const rows: ShapeRow[] = [['Country', '2025', '2024', 'Variance', '%']];
  for (const [c, a, b] of COUNTRIES)
    rows.push([c, a, b, a - b, Math.round(((a - b) / b) * 10000) / 10000]);
  const ta = COUNTRIES.reduce((s, x) => s + x[1], 0);
  const tb = COUNTRIES.reduce((s, x) => s + x[2], 0);
  rows.push(['Total', ta, tb, ta - tb, Math.round(((ta - tb) / tb) * 10000) / 10000]);
  return titles
    ? [['Sales by market (EUR thousands)'], ...(titles > 1 ? [[null]] : []), ...rows]
    : rows;
}

// ---------- S5: a Shopify orders export with Financial Status and Discount Code ----------
/** [order, status, discount code, country, [item, qty, price][] , shipping] */
export const SHOP: Array<
  [string, string, string | null, string, Array<[string, number, number]>, number]
> = [
  [
    '#1001',
    'paid',
    'SPRING10',
    'DE',
    [
      ['Mug', 2, 12],
      ['Tea', 1, 8],
    ],
    5,
  ],
  ['#1002', 'paid', null, 'FR', [['Teapot', 1, 45]], 7],
  ['#1003', 'refunded', 'SPRING10', 'DE', [['Mug', 4, 12]], 5],
  ['#1004', 'paid', 'WELCOME', 'AT', [['Tea', 2, 8]], 6],
  [
    '#1005',
    'pending',
    'SPRING10',
    'DE',
    [
      ['Teapot', 1, 45],
      ['Tea', 3, 8],
    ],
    5,
  ],
  ['#1006', 'paid', null, 'DE', [['Mug', 1, 12]], 5],
];
export const shopOrder = (o: (typeof SHOP)[number]) => {
  const subtotal = o[4].reduce((a, [, q, p]) => a + q * p, 0);
  const taxes = Math.round(subtotal * 0.19 * 100) / 100;
  return {
    name: o[0],
    status: o[1],
    code: o[2],
    country: o[3],
    subtotal,
    shipping: o[5],
    taxes,
    total: Math.round((subtotal + o[5] + taxes) * 100) / 100,
  };
};
export function shopRows(repeated: boolean): ShapeRow[] {
  const rows: ShapeRow[] = [
    [
      'Name',
      'Email',
      'Financial Status',
      'Created at',
      'Subtotal',
      'Shipping',
      'Taxes',
      'Total',
      'Discount Code',
      'Lineitem quantity',
      'Lineitem name',
      'Lineitem price',
      'Shipping Country',
    ],
  ];
  SHOP.forEach((o, k) => {
    const s = shopOrder(o);
    o[4].forEach(([item, q, p], i) => {
      const fill = i === 0 || repeated;
      rows.push([
        o[0],
        `c${k}@example.com`,
        fill ? o[1] : null,
        `2025-03-${String(3 + k * 4).padStart(2, '0')} 10:00:00 +0100`,
        fill ? s.subtotal : null,
        fill ? s.shipping : null,
        fill ? s.taxes : null,
        fill ? s.total : null,
        fill ? o[2] : null,
        q,
        item,
        p,
        fill ? o[3] : null,
      ]);
    });
  });
  return rows;
}

// ---------- S4: a season book (Events, a costs log, a Summary sheet) ----------
export const EVENTS: Array<[string, number, number, number]> = [
  // event, month, tickets, price
  ['Spring Gala', 3, 180, 40],
  ['Summer Fair', 6, 420, 12],
  ['Autumn Quiz', 9, 90, 15],
  ['Winter Ball', 12, 150, 55],
];
export const EVENT_COSTS: Array<[string, string, number]> = [
  ['Spring Gala', 'Venue', 2500],
  ['Spring Gala', 'Catering', 3100],
  ['Spring Gala', 'Music', 900],
  ['Summer Fair', 'Venue', 1200],
  ['Summer Fair', 'Marketing', 650],
  ['Summer Fair', 'Catering', 1400],
  ['Autumn Quiz', 'Venue', 400],
  ['Autumn Quiz', 'Prizes', 450],
  ['Autumn Quiz', 'Catering', 700],
  ['Winter Ball', 'Venue', 3200],
  ['Winter Ball', 'Catering', 2600],
  ['Winter Ball', 'Music', 1100],
];
export const eventRow = (e: (typeof EVENTS)[number]) => {
  const revenue = e[2] * e[3];
  const costs = EVENT_COSTS.filter((c) => c[0] === e[0]).reduce((a, c) => a + c[2], 0);
  return { name: e[0], tickets: e[2], revenue, costs, result: revenue - costs };
};
export function seasonBook(
  titles: boolean,
  result = 'Result',
): Array<{ name: string; rows: ShapeRow[] }> {
  const ev = EVENTS.map(eventRow);
  const events: ShapeRow[] = [
    ...(titles ? [['Events 2025'], [null]] : []),
    ['Event', 'Date', 'Tickets sold', 'Ticket price', 'Ticket revenue', 'Costs', result],
    ...EVENTS.map(
      (e, i) =>
        [
          e[0],
          day(e[1] - 1, 14),
          e[2],
          e[3],
          ev[i]!.revenue,
          ev[i]!.costs,
          ev[i]!.result,
        ] as ShapeRow,
    ),
  ];
  const costs: ShapeRow[] = [
    ['Event', 'Category', 'Amount'],
    ...EVENT_COSTS.map((c) => [...c] as ShapeRow),
  ];
  const sum = (f: (x: (typeof ev)[number]) => number): number => ev.reduce((a, x) => a + f(x), 0);
  const summary: ShapeRow[] = [
    ['Season summary'],
    [null],
    ['Season total revenue', sum((x) => x.revenue)],
    ['Season total costs', sum((x) => x.costs)],
    [`Season ${result.toLowerCase()}`, sum((x) => x.result)],
  ];
  return [
    { name: 'Events', rows: events },
    { name: 'Costs log', rows: costs },
    { name: 'Summary', rows: summary },
  ];
}

export const MONTH_INDEX = Array.from({ length: 12 }, (_, m) => m);

// ---------- M: an AR aging report with blank buckets ----------
/** [customer, current, 1-30, 31-60, 61-90, 90+] (null = blank) */
export const AGING: Array<[string, ...(number | null)[]]> = [
  ['Acme Ltd', 1200, 800, null, null, null],
  ['Bolt & Co', 450, null, null, null, null],
  ['Cedar Farms', null, 300, 650, 200, 900],
  ['Delta Shop', 2300, null, null, null, null],
  ['Echo Cafe', 150, 220, 80, null, null],
];
export const agingTotal = (r: (typeof AGING)[number]): number =>
  (r.slice(1) as Array<number | null>).reduce<number>((a, b) => a + (b ?? 0), 0);
export function agingRows(titles: number, buckets: string[]): ShapeRow[] {
  const rows: ShapeRow[] = [['Customer', 'Current', ...buckets, 'Total']];
  for (const r of AGING) rows.push([...r, agingTotal(r)]);
  const col = (i: number): number => AGING.reduce((a, r) => a + ((r[i] as number | null) ?? 0), 0);
  rows.push(['Total', ...[1, 2, 3, 4, 5].map(col), sum(AGING.map(agingTotal))]);
  return titled(titles, 'Aged receivables', rows);
}
const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

// ---------- M: an expense log with subtotals per category ----------
export const EXP: Array<[string, string, number]> = [
  ['Rent', 'Shop rent', 1400],
  ['Rent', 'Storage', 90],
  ['Utilities', 'Power', 230],
  ['Utilities', 'Water', 45],
  ['Supplies', 'Cleaning', 60],
  ['Supplies', 'Paper', 35],
];
export function expenseRows(titles: number): ShapeRow[] {
  const rows: ShapeRow[] = [['Date', 'Category', 'Description', 'Amount']];
  let cat = '';
  let sub = 0;
  EXP.forEach(([c, d, v], i) => {
    if (cat && c !== cat) {
      rows.push([null, `Subtotal ${cat}`, null, sub]);
      rows.push([null]);
      sub = 0;
    }
    cat = c;
    rows.push([day(4, 2 + i), c, d, v]);
    sub += v;
  });
  rows.push([null, `Subtotal ${cat}`, null, sub]);
  rows.push([null, 'Total', null, sum(EXP.map((e) => e[2]))]);
  return titled(titles, 'Expenses May', rows);
}

// ---------- M: payroll with PF ----------
export const PAY: Array<[string, number, number, number]> = [
  ['Asha', 30000, 36000, 3600],
  ['Ravi', 26000, 31000, 3120],
  ['Meena', 41000, 48500, 4920],
];
export function payrollRows(titles: number): ShapeRow[] {
  const rows: ShapeRow[] = [['Employee', 'Basic', 'Gross', 'PF', 'Net pay']];
  for (const [n, b, g, pf] of PAY) rows.push([n, b, g, pf, g - pf]);
  rows.push([
    'Total',
    sum(PAY.map((p) => p[1])),
    sum(PAY.map((p) => p[2])),
    sum(PAY.map((p) => p[3])),
    sum(PAY.map((p) => p[2] - p[3])),
  ]);
  return titled(titles, 'Payroll May', rows);
}

// ---------- M: job costing with a status column and a Totals row ----------
/** [job, customer, status, labour hrs, materials, labour cost, price] */
export const JOBS: Array<[string, string, string, number, number, number, number]> = [
  ['J-101', 'Harper Homes', 'Finished', 32, 1800, 1280, 4200],
  ['J-102', 'Lee Dental', 'Finished', 18, 650, 720, 2100],
  ['J-103', 'Harper Homes', 'In progress', 40, 2300, 1600, 5600],
  ['J-104', 'Nova Gym', 'Finished', 12, 400, 480, 1350],
  ['J-105', 'Lee Dental', 'Quoted', 0, 0, 0, 3000],
];
export function jobRows(titles: number, statusLabel: string): ShapeRow[] {
  const rows: ShapeRow[] = [
    ['Job', 'Customer', statusLabel, 'Labour hrs', 'Materials', 'Labour cost', 'Price'],
  ];
  for (const j of JOBS) rows.push([...j]);
  rows.push([
    'Totals',
    null,
    null,
    ...[3, 4, 5, 6].map((i) => sum(JOBS.map((j) => j[i] as number))),
  ]);
  return titled(titles, 'Job costing', rows);
}
