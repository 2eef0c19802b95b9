/**
 * Issue 13, pass 42: the two newest blind sets' layouts as the lead described them, with
 * made-up figures (see pass42.test.ts). Each builder takes a few knobs so the tests can ask the
 * same question of variants (other labels, currencies, sizes).
 */
import type { ShapeRow } from './pass5-shapes';

const c2 = (n: number): number => Math.round(n * 100) / 100;
const add = (xs: number[]): number => c2(xs.reduce((a, b) => a + b, 0));

/** W1: a budget vs actual with two column groups (a month, then Year to date). */
export interface BvaLine {
  name: string;
  /** month budget, month actual, ytd budget, ytd actual */
  m: [number, number];
  y: [number, number];
}
export interface TwoGroupBva {
  income: BvaLine[];
  costs: BvaLine[];
}
export function twoGroupBva(scale = 1): TwoGroupBva {
  const l = (name: string, mb: number, ma: number, yb: number, ya: number): BvaLine => ({
    name,
    m: [c2(mb * scale), c2(ma * scale)],
    y: [c2(yb * scale), c2(ya * scale)],
  });
  return {
    income: [
      l('Wedding hire', 14_000, 12_450, 140_000, 151_220.4),
      l('Parties and groups', 3_200, 3_610.5, 32_000, 29_870.25),
      l('Cafe sales', 5_500, 5_128.3, 55_000, 56_410.9),
    ],
    costs: [
      l('Staff', 6_400, 6_655.2, 64_000, 61_230.1),
      l('Marketing', 360, 417.98, 3_600, 4_413.5),
      l('Utilities', 1_250, 1_390.75, 12_500, 11_320.66),
      l('Repairs', 800, 612.4, 8_000, 6_420.2),
      l('Insurance', 2_030, 2_031, 20_300, 19_326.1),
    ],
  };
}
export function twoGroupBvaRows(
  b: TwoGroupBva,
  month = 'October 2026',
  ytd = 'Year to date',
  first = 'Line',
): ShapeRow[] {
  const line = (x: BvaLine): ShapeRow => [
    x.name,
    x.m[0],
    x.m[1],
    c2(x.m[1] - x.m[0]),
    x.y[0],
    x.y[1],
    c2(x.y[1] - x.y[0]),
  ];
  const tot = (name: string, ls: BvaLine[]): ShapeRow =>
    line({
      name,
      m: [add(ls.map((x) => x.m[0])), add(ls.map((x) => x.m[1]))],
      y: [add(ls.map((x) => x.y[0])), add(ls.map((x) => x.y[1]))],
    });
  return [
    ['The Old Barn - Budget vs Actual'],
    ['Prepared for the owners'],
    [],
    [null, month, month, month, ytd, ytd, ytd],
    [first, 'Budget', 'Actual', 'Variance', 'Budget', 'Actual', 'Variance'],
    ['INCOME'],
    ...b.income.map(line),
    tot('Total income', b.income),
    ['COSTS'],
    ...b.costs.map(line),
    tot('Total costs', b.costs),
    [],
    ['Variance = Actual − Budget'],
  ];
}

/** W2: a wedding deposits ledger with two payment columns (Deposit, Further payments). */
export interface Booking {
  ref: string;
  couple: string;
  date: Date;
  pkg: number;
  deposit: number;
  received: Date;
  further: number;
  status: string;
}
export function bookings(scale = 1): Booking[] {
  const b = (
    ref: string,
    couple: string,
    d: string,
    pkg: number,
    dep: number,
    rec: string,
    fur: number,
    status: string,
  ): Booking => ({
    ref,
    couple,
    date: new Date(`${d}T00:00:00Z`),
    pkg: c2(pkg * scale),
    deposit: c2(dep * scale),
    received: new Date(`${rec}T00:00:00Z`),
    further: c2(fur * scale),
    status,
  });
  return [
    b('W-101', 'Bennett & Cho', '2027-05-22', 12_400, 2_000, '2026-01-14', 3_500, 'Confirmed'),
    b('W-102', 'Patel & Hughes', '2027-06-12', 9_800, 1_500, '2026-02-03', 0, 'Confirmed'),
    b('W-103', 'Okafor & Lindqvist', '2027-07-03', 15_250, 2_500, '2026-03-19', 6_000, 'Confirmed'),
    b('W-104', 'Murray & Diaz', '2027-08-21', 7_600, 1_000, '2026-05-07', 1_250, 'Provisional'),
    b('W-105', 'Kowalski & Reid', '2027-09-11', 11_100, 2_000, '2026-06-30', 0, 'Confirmed'),
    b('W-106', 'Nguyen & Abbott', '2027-10-02', 13_900, 2_500, '2026-08-12', 2_750, 'Confirmed'),
  ];
}
export function bookingRows(bs: Booking[], cur = '£'): ShapeRow[] {
  return [
    ['Wedding bookings - deposits ledger'],
    [],
    [
      'Ref',
      'Couple',
      'Wedding date',
      `Package ${cur}`,
      `Deposit ${cur}`,
      'Deposit received',
      `Further payments ${cur}`,
      `Balance due ${cur}`,
      'Status',
      'Notes',
    ],
    ...bs.map((x): ShapeRow => [
      x.ref,
      x.couple,
      x.date,
      x.pkg,
      x.deposit,
      x.received,
      x.further,
      c2(x.pkg - x.deposit - x.further),
      x.status,
      x.further ? 'Instalment plan' : null,
    ]),
    [
      'Totals',
      null,
      null,
      add(bs.map((x) => x.pkg)),
      add(bs.map((x) => x.deposit)),
      null,
      add(bs.map((x) => x.further)),
      add(bs.map((x) => c2(x.pkg - x.deposit - x.further))),
      null,
      null,
    ],
  ];
}

/** W3: a subscriptions tracker, Active rows, a blank row, a `Cancelled` section. */
export interface Sub {
  tool: string;
  what: string;
  billing: 'Monthly' | 'Annual';
  price: number;
  renews: Date;
  card: string;
  active: boolean;
}
export function subs(scale = 1, cards = ['Amex', 'Visa']): Sub[] {
  const s = (
    tool: string,
    what: string,
    billing: 'Monthly' | 'Annual',
    price: number,
    renews: string,
    card: number,
    active = true,
  ): Sub => ({
    tool,
    what,
    billing,
    price: c2(price * scale),
    renews: new Date(`${renews}T00:00:00Z`),
    card: cards[card]!,
    active,
  });
  return [
    s('Xero', 'Accounts', 'Monthly', 42, '2026-12-01', 0),
    s('Canva Pro', 'Design', 'Annual', 119.99, '2027-03-14', 1),
    s('Slack', 'Chat', 'Monthly', 8.75, '2026-12-05', 0),
    s('Google Workspace', 'Email', 'Monthly', 14.4, '2026-12-01', 1),
    s('Dropbox', 'Files', 'Annual', 198, '2027-06-20', 0),
    s('Mailchimp', 'Newsletters', 'Monthly', 26.5, '2026-12-09', 1),
    s('Zoom', 'Calls', 'Monthly', 15.99, '2026-12-11', 0),
    s('1Password', 'Passwords', 'Annual', 95.88, '2027-01-30', 1),
    s('Calendly', 'Bookings', 'Monthly', 12, '2026-12-18', 1),
    s('Adobe Acrobat', 'PDFs', 'Monthly', 19.99, '2026-12-22', 0),
    s('Hootsuite', 'Social', 'Monthly', 99, '2026-07-01', 0, false),
    s('Loom', 'Video', 'Annual', 150, '2026-05-01', 1, false),
  ];
}
export const monthlyOf = (x: Sub): number => c2(x.billing === 'Monthly' ? x.price : x.price / 12);
export const annualOf = (x: Sub): number => c2(x.billing === 'Monthly' ? x.price * 12 : x.price);
export function subRows(ss: Sub[], cur = '$'): ShapeRow[] {
  const row = (x: Sub): ShapeRow => [
    x.tool,
    x.what,
    x.billing,
    x.price,
    monthlyOf(x),
    annualOf(x),
    x.renews,
    x.card,
    x.active ? 'Active' : 'Cancelled',
  ];
  return [
    ['Software subscriptions'],
    [],
    [
      'Tool',
      'What for',
      'Billing',
      `Price ${cur}`,
      `Monthly equiv ${cur}`,
      `Annual cost ${cur}`,
      'Renews',
      'Card',
      'Status',
    ],
    ...ss.filter((x) => x.active).map(row),
    [],
    ['Cancelled'],
    ...ss.filter((x) => !x.active).map(row),
  ];
}

/** W4: an aging summary with an `Older` last bucket, a Total row, then a text `%` row. */
export function agingOlderRows(
  rows: Array<[string, number[]]>,
  older = 'Older',
  first = 'Contact',
): ShapeRow[] {
  const buckets = ['Current', '1 - 30 days', '31 - 60 days', '61 - 90 days', older];
  const tot = buckets.map((_, b) => add(rows.map((r) => r[1][b]!)));
  const all = add(tot);
  return [
    ['Aged Receivables Summary'],
    ['As at 31 October 2026'],
    [],
    [first, ...buckets, 'Total'],
    ...rows.map(([n, xs]): ShapeRow => [n, ...xs, add(xs)]),
    ['Total', ...tot, all],
    [],
    ['Percentage of total', ...tot.map((v) => `${((v / all) * 100).toFixed(2)}%`), '100.00%'],
  ];
}
export function agingDebts(scale = 1, n = 7): Array<[string, number[]]> {
  const base: Array<[string, number[]]> = [
    ['Abbott Joinery', [4_120.5, 1_200, 0, 0, 0]],
    ['Birch & Co', [3_800, 0, 640.2, 0, 310]],
    ['Castle Dental', [6_210.4, 2_300, 0, 410, 0]],
    ['Dunmore Farms', [2_050, 0, 0, 0, 1_815.4]],
    ['Elm Street Deli', [3_310, 880.1, 1_020, 0, 0]],
    ['Fox Lettings', [5_600, 1_450, 0, 1_200, 0]],
    ['Glen Motors', [1_990.3, 0, 780, 0, 2_200]],
    ['Hill Top Cafe', [2_960, 1_310, 0, 1_001, 0]],
  ];
  return base.slice(0, n).map(([name, xs]) => [name, xs.map((v) => c2(v * scale))]);
}

/** W5: a stock list by item and category, quantity and value columns. */
export interface StockLine {
  item: string;
  cat: string;
  unit: string;
  qty: number;
  reorder: number;
  cost: number;
}
export function stockLines(scale = 1): StockLine[] {
  const s = (item: string, cat: string, unit: string, qty: number, re: number, cost: number) => ({
    item,
    cat,
    unit,
    qty,
    reorder: re,
    cost: c2(cost * scale),
  });
  return [
    s('House gin', 'Spirits', 'Bottle', 14, 6, 18.5),
    s('Spiced rum', 'Spirits', 'Bottle', 9, 4, 21.2),
    s('Vodka', 'Spirits', 'Bottle', 11, 6, 16.75),
    s('Malbec', 'Wine', 'Bottle', 24, 12, 7.9),
    s('Prosecco', 'Wine', 'Bottle', 30, 12, 6.4),
    s('Goat cheese log', 'Cheese', 'Each', 6, 3, 4.85),
    s('Mature cheddar', 'Cheese', 'Kg', 4, 2, 11.3),
    s('Blue cheese', 'Cheese', 'Kg', 3, 1, 14.6),
    s('Olive oil', 'Dry goods', 'Litre', 10, 4, 8.25),
  ];
}
export function stockRows(ls: StockLine[], cur = '£', coded = false): ShapeRow[] {
  const head = coded
    ? [
        'Code',
        'Item',
        'Category',
        'Unit',
        'On hand',
        'Reorder level',
        `Unit cost ${cur}`,
        `Stock value ${cur}`,
        'Supplier',
      ]
    : [
        'Item',
        'Category',
        'Unit',
        'Qty in stock',
        'Reorder level',
        'Cost per unit',
        'Stock value',
        'Supplier',
      ];
  return [
    ['Stock list'],
    [],
    head,
    ...ls.map((x, i): ShapeRow => {
      const r: ShapeRow = [
        x.item,
        x.cat,
        x.unit,
        x.qty,
        x.reorder,
        x.cost,
        c2(x.qty * x.cost),
        'Brakes',
      ];
      return coded ? [`ST-${100 + i}`, ...r] : r;
    }),
    coded
      ? ['Total', null, null, null, null, null, null, add(ls.map((x) => c2(x.qty * x.cost))), null]
      : ['Total', null, null, null, null, null, add(ls.map((x) => c2(x.qty * x.cost))), null],
  ];
}

/** W6: a timesheet with weekday columns, Total hrs, Billable (Y/N) and Rate $/hr. */
export interface TechWeek {
  tech: string;
  client: string;
  days: number[];
  billable: boolean;
  rate: number;
}
export function techWeeks(scale = 1): TechWeek[] {
  const w = (tech: string, client: string, days: number[], billable: boolean, rate: number) => ({
    tech,
    client,
    days,
    billable,
    rate: c2(rate * scale),
  });
  return [
    w('Ana', 'Harbour Dental', [6, 7.5, 5, 8, 4], true, 85),
    w('Ana', 'Internal', [1, 0, 2, 0, 2.5], false, 0),
    w('Ben', 'Glen Motors', [8, 8, 6.5, 7, 7], true, 70),
    w('Ben', 'Training', [0, 0, 1.5, 1, 1], false, 0),
    w('Cara', 'Fox Lettings', [5.5, 6, 6, 7.5, 5], true, 95),
    w('Cara', 'Admin', [2, 1.5, 1, 0, 2], false, 0),
  ];
}
export function techWeekRows(ws: TechWeek[], cur = '$'): ShapeRow[] {
  const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
  return [
    ['Timesheet - week ending 21 Nov 2026'],
    [],
    ['Tech', 'Client', ...days, 'Total hrs', 'Billable (Y/N)', `Rate ${cur}/hr`],
    ...ws.map((x): ShapeRow => [
      x.tech,
      x.client,
      ...x.days,
      add(x.days),
      x.billable ? 'Y' : 'N',
      x.rate,
    ]),
    [
      'Total',
      null,
      ...days.map((_, d) => add(ws.map((x) => x.days[d]!))),
      add(ws.map((x) => add(x.days))),
      null,
      null,
    ],
  ];
}

/** W7: a payroll register with Hours, Rate, employee and employer NI and pension. */
export interface Payee {
  name: string;
  role: string;
  hours: number;
  rate: number;
}
export function payees(scale = 1): Payee[] {
  const p = (name: string, role: string, hours: number, rate: number) => ({
    name,
    role,
    hours,
    rate: c2(rate * scale),
  });
  return [
    p('Joe Bloggs', 'Chef', 160, 14.5),
    p('Amy Chen', 'Server', 120, 11.44),
    p('Raj Patel', 'Manager', 170, 18.25),
    p('Sofia Rossi', 'Server', 96, 11.44),
    p('Tom Walsh', 'Porter', 80, 11.44),
  ];
}
export interface PayLine {
  gross: number;
  paye: number;
  eeNi: number;
  eePen: number;
  net: number;
  erNi: number;
  erPen: number;
}
export const payLine = (x: Payee): PayLine => {
  const gross = c2(x.hours * x.rate);
  const paye = c2(Math.max(0, gross - 1_047.5) * 0.2);
  const eeNi = c2(Math.max(0, gross - 1_048) * 0.08);
  const eePen = c2(gross * 0.05);
  return {
    gross,
    paye,
    eeNi,
    eePen,
    net: c2(gross - paye - eeNi - eePen),
    erNi: c2(Math.max(0, gross - 758) * 0.15),
    erPen: c2(gross * 0.03),
  };
};
export function payrollRegisterRows(ps: Payee[], cur = '£', short = false): ShapeRow[] {
  const head = short
    ? [
        'Employee',
        'Role',
        'Hours',
        'Rate',
        'Gross Pay',
        'PAYE',
        'Employee NI',
        'Pension (EE)',
        'Net Pay',
        'Employer NI',
        'Pension (ER)',
      ]
    : [
        'Employee',
        'Role',
        'Hours',
        `Rate ${cur}`,
        `Gross pay ${cur}`,
        `PAYE ${cur}`,
        `Employee NI ${cur}`,
        `Pension (ee) ${cur}`,
        `Net pay ${cur}`,
        `Employer NI ${cur}`,
        `Employer pension ${cur}`,
      ];
  const rows = ps.map((x): ShapeRow => {
    const l = payLine(x);
    return [
      x.name,
      x.role,
      x.hours,
      x.rate,
      l.gross,
      l.paye,
      l.eeNi,
      l.eePen,
      l.net,
      l.erNi,
      l.erPen,
    ];
  });
  const ls = ps.map(payLine);
  const k = (f: keyof PayLine) => add(ls.map((l) => l[f]));
  return [
    ['Payroll register - October 2026'],
    [],
    head,
    ...rows,
    [
      'Total',
      null,
      add(ps.map((x) => x.hours)),
      null,
      k('gross'),
      k('paye'),
      k('eeNi'),
      k('eePen'),
      k('net'),
      k('erNi'),
      k('erPen'),
    ],
  ];
}

/** W8: a petty cash book with text dates and a running Balance, an Opening balance first. */
export interface CashLine {
  date: string;
  details: string;
  cat: string;
  received: number;
  paid: number;
}
export function pettyCash(scale = 1, topUp = 'Top-up'): CashLine[] {
  const l = (date: string, details: string, cat: string, rec: number, paid: number) => ({
    date,
    details,
    cat,
    received: c2(rec * scale),
    paid: c2(paid * scale),
  });
  return [
    l('03/10/2026', 'Milk and tea', 'Refreshments', 0, 6.4),
    l('06/10/2026', 'Stamps', 'Postage', 0, 13.2),
    l('09/10/2026', 'Cash from bank', topUp, 100, 0),
    l('13/10/2026', 'Window cleaner', 'Cleaning', 0, 25),
    l('17/10/2026', 'Printer paper', 'Stationery', 0, 18.99),
    l('22/10/2026', 'Cash from bank', topUp, 50, 0),
    l('27/10/2026', 'Taxi to supplier', 'Travel', 0, 21.5),
    l('30/10/2026', 'Biscuits', 'Refreshments', 0, 4.75),
  ];
}
export function pettyCashRows(ls: CashLine[], opening = 80): ShapeRow[] {
  let bal = opening;
  return [
    ['Petty cash book - October 2026'],
    [],
    ['Date', 'Details', 'Category', 'Received', 'Paid', 'Balance'],
    ['01/10/2026', 'Opening balance', null, null, null, opening],
    ...ls.map((x): ShapeRow => {
      bal = c2(bal + x.received - x.paid);
      return [x.date, x.details, x.cat, x.received || null, x.paid || null, bal];
    }),
  ];
}

/** W9: a cash-flow forecast, months across from Nov 2026 to Oct 2027, then Total. */
export function cashForecastRows(
  scale = 1,
  opening = 24_000,
  first = '£',
): { rows: ShapeRow[]; closing: number[]; opening: number[] } {
  const months = [
    'Nov 2026',
    'Dec 2026',
    'Jan 2027',
    'Feb 2027',
    'Mar 2027',
    'Apr 2027',
    'May 2027',
    'Jun 2027',
    'Jul 2027',
    'Aug 2027',
    'Sep 2027',
    'Oct 2027',
  ];
  const sales = months.map((_, i) => c2((18_000 + ((i * 1_370) % 5_000)) * scale));
  const other = months.map((_, i) => c2((i % 3 === 0 ? 1_200 : 300) * scale));
  const wages = months.map(() => c2(9_800 * scale));
  const rent = months.map(() => c2(2_500 * scale));
  const stock = months.map((_, i) => c2((6_100 + ((i * 810) % 2_400)) * scale));
  const open: number[] = [];
  const close: number[] = [];
  let bal = c2(opening * scale);
  const rec = months.map((_, i) => c2(sales[i]! + other[i]!));
  const pay = months.map((_, i) => c2(wages[i]! + rent[i]! + stock[i]!));
  months.forEach((_, i) => {
    open.push(bal);
    bal = c2(bal + rec[i]! - pay[i]!);
    close.push(bal);
  });
  const tot = (xs: number[]) => add(xs);
  return {
    opening: open,
    closing: close,
    rows: [
      ['Cash flow forecast'],
      [],
      [first, ...months, 'Total'],
      ['Opening cash', ...open, open[0]!],
      ['Receipts'],
      ['Sales', ...sales, tot(sales)],
      ['Other income', ...other, tot(other)],
      ['Total receipts', ...rec, tot(rec)],
      ['Payments'],
      ['Wages', ...wages, tot(wages)],
      ['Rent', ...rent, tot(rent)],
      ['Stock', ...stock, tot(stock)],
      ['Total payments', ...pay, tot(pay)],
      ['Net cash flow', ...months.map((_, i) => c2(rec[i]! - pay[i]!)), c2(tot(rec) - tot(pay))],
      ['Closing cash', ...close, close[close.length - 1]!],
    ],
  };
}

/** W10: job costing, one row a job (`Job #`), a Job type column, a Margin column. */
export interface Job {
  no: string;
  customer: string;
  type: string;
  materials: number;
  hours: number;
  callout: number;
  invoiced: number;
}
export function jobs(scale = 1, rate = 45): { list: Job[]; rate: number } {
  const j = (
    no: string,
    customer: string,
    type: string,
    m: number,
    h: number,
    co: number,
    inv: number,
  ) => ({
    no,
    customer,
    type,
    materials: c2(m * scale),
    hours: h,
    callout: c2(co * scale),
    invoiced: c2(inv * scale),
  });
  return {
    rate: c2(rate * scale),
    list: [
      j('J-2041', 'Mrs Okafor', 'Lockout', 0, 1, 60, 120),
      j('J-2042', 'Bell Lettings', 'Lock change', 85, 2, 0, 260),
      j('J-2043', 'Harbour Cafe', 'Lockout', 0, 1.5, 60, 140),
      j('J-2044', 'Mr Dunn', 'Safe opening', 40, 4, 80, 620),
      j('J-2045', 'Fox Estates', 'Lock change', 120, 3, 0, 395),
      j('J-2046', 'Ms Reid', 'Lockout', 0, 1, 60, 115),
      j('J-2047', 'Glen Motors', 'Access control', 540, 6, 0, 1_180),
    ],
  };
}
export const jobCost = (x: Job, rate: number): number =>
  c2(x.materials + x.hours * rate + x.callout);
export function jobRows(
  js: { list: Job[]; rate: number },
  idLabel = 'Job #',
  cur = '$',
): ShapeRow[] {
  return [
    ['Job costing - October 2026'],
    [],
    [
      idLabel,
      'Date',
      'Customer',
      'Job type',
      `Materials ${cur}`,
      'Labor hrs',
      `Labor cost ${cur}`,
      `Call-out fee ${cur}`,
      `Job cost ${cur}`,
      `Invoiced ${cur}`,
      `Margin ${cur}`,
    ],
    ...js.list.map((x, i): ShapeRow => {
      const cost = jobCost(x, js.rate);
      return [
        x.no,
        new Date(Date.UTC(2026, 9, 2 + i * 3)),
        x.customer,
        x.type,
        x.materials,
        x.hours,
        c2(x.hours * js.rate),
        x.callout,
        cost,
        x.invoiced,
        c2(x.invoiced - cost),
      ];
    }),
  ];
}

/** W11a: a Summary by flat plus one sheet per flat by month. */
export interface Flat {
  name: string;
  nights: number[];
  rate: number[];
}
export function flats(scale = 1, names = ['Old Town', 'Riverside', 'Harbour View']): Flat[] {
  return names.map((name, i) => ({
    name,
    nights: [22, 25, 27, 24].map((n) => n - i * 2),
    rate: [95, 110, 120, 104].map((r) => c2((r + i * 15) * scale)),
  }));
}
export function flatSheets(fs: Flat[], cur = '€'): Array<{ name: string; rows: ShapeRow[] }> {
  const months = ['Jul 2026', 'Aug 2026', 'Sep 2026', 'Oct 2026'];
  const gross = (f: Flat) => f.nights.map((n, i) => c2(n * f.rate[i]!));
  return [
    {
      name: 'Summary',
      rows: [
        ['Holiday lets - summary Jul to Oct 2026'],
        [],
        ['Flat', 'Nights booked', `Gross bookings ${cur}`, `Cleaning ${cur}`, `Net ${cur}`],
        ...fs.map((f): ShapeRow => {
          const g = add(gross(f));
          const cl = c2(f.nights.length * 4 * 35);
          return [f.name, add(f.nights), g, cl, c2(g - cl)];
        }),
      ],
    },
    ...fs.map((f) => ({
      name: f.name,
      rows: [
        [f.name],
        [],
        ['Month', 'Nights booked', `Gross bookings ${cur}`],
        ...months.map((m, i): ShapeRow => [m, f.nights[i]!, gross(f)[i]!]),
        ['Total', add(f.nights), add(gross(f))],
      ] as ShapeRow[],
    })),
  ];
}

/** W11b: one sheet per month (weeks down) and a Summary (months down, a Total row). */
export function monthSheets(
  scale = 1,
  months = ['July', 'August', 'September', 'October'],
  cur = '£',
): { sheets: Array<{ name: string; rows: ShapeRow[] }>; totals: number[] } {
  const weeks = months.map((_, m) =>
    [0, 1, 2, 3].map((w) => c2((4_200 + m * 310 + w * 145 + ((m * 7 + w * 3) % 5) * 90) * scale)),
  );
  const totals = weeks.map(add);
  return {
    totals,
    sheets: [
      ...months.map((m, i) => ({
        name: m,
        rows: [
          [`${m} 2026 sales`],
          [],
          ['Week', `Sales ${cur}`, `Costs ${cur}`],
          ...weeks[i]!.map((v, w): ShapeRow => [`Week ${w + 1}`, v, c2(v * 0.6)]),
          ['Total', totals[i]!, c2(totals[i]! * 0.6)],
        ] as ShapeRow[],
      })),
      {
        name: 'Summary',
        rows: [
          ['Sales summary 2026'],
          [],
          ['Month', `Sales ${cur}`, `Costs ${cur}`],
          ...months.map((m, i): ShapeRow => [m, totals[i]!, c2(totals[i]! * 0.6)]),
          ['Total', add(totals), c2(add(totals) * 0.6)],
        ] as ShapeRow[],
      },
    ],
  };
}

/** W12: a price list with text margin % and an On rail count. */
export interface Garment {
  sku: string;
  item: string;
  cost: number;
  price: number;
  rail: number;
}
export function garments(scale = 1): Garment[] {
  const g = (sku: string, item: string, cost: number, price: number, rail: number) => ({
    sku,
    item,
    cost: c2(cost * scale),
    price: c2(price * scale),
    rail,
  });
  return [
    g('DR-01', 'Linen dress', 26, 75, 6),
    g('SH-02', 'Silk shirt', 19.5, 58, 9),
    g('JK-03', 'Denim jacket', 31, 89, 4),
    g('SK-04', 'Pleated skirt', 14.25, 42, 11),
    g('TR-05', 'Wide trousers', 22, 64, 7),
    g('SC-06', 'Wool scarf', 8.4, 24, 15),
  ];
}
export function garmentRows(gs: Garment[], cur = '$', rail = 'On rail'): ShapeRow[] {
  return [
    ['Price list - autumn 2026'],
    [],
    ['SKU', 'Item', 'Colour', `Cost ${cur}`, `Price ${cur}`, `Margin ${cur}`, 'Margin %', rail],
    ...gs.map((x): ShapeRow => [
      x.sku,
      x.item,
      'Mixed',
      x.cost,
      x.price,
      c2(x.price - x.cost),
      `${(((x.price - x.cost) / x.price) * 100).toFixed(2)}%`,
      x.rail,
    ]),
  ];
}
