/**
 * Issue 13, pass 35: the newest blind set's layouts as the lead described them, with made-up
 * figures (see pass35.test.ts). Each builder takes a few knobs so the tests can ask the same
 * question of variants (other labels, currencies, sizes).
 */
import type { ShapeRow } from './pass5-shapes';

const c2 = (n: number): number => Math.round(n * 100) / 100;

/** W1, M2: a Xero-style P&L, six months across, a Total column, accounts with codes. */
export const PL_MONTHS = ['Jan-26', 'Feb-26', 'Mar-26', 'Apr-26', 'May-26', 'Jun-26'];
export interface PlLine {
  account: string;
  values: number[];
}
export function plIncome(goods = 'Honey', k = 1): PlLine[] {
  const m = (base: number, step: number) => PL_MONTHS.map((_, i) => c2((base + step * i) * k));
  return [
    { account: `200 - Sales - ${goods}`, values: m(4_200, 310) },
    { account: '201 - Sales - Beeswax Candles', values: m(1_150, 45) },
    { account: '260 - Other Revenue', values: m(120, 10) },
  ];
}
export function plCosts(k = 1): PlLine[] {
  const m = (base: number, step: number) => PL_MONTHS.map((_, i) => c2((base + step * i) * k));
  return [
    { account: '310 - Cost of Goods Sold', values: m(1_620, 95) },
    { account: '404 - Bank Fees', values: m(38, 2) },
    { account: '429 - General Expenses', values: m(210, -7) },
    { account: '449 - Motor Vehicle Expenses', values: m(385, 21) },
    { account: '469 - Rent', values: m(900, 0) },
    { account: '477 - Wages and Salaries', values: m(2_100, 60) },
  ];
}
export const lineTotal = (l: PlLine): number => c2(l.values.reduce((a, b) => a + b, 0));
const colSum = (ls: PlLine[], i: number): number => c2(ls.reduce((a, l) => a + l.values[i]!, 0));
export function plNetProfit(goods = 'Honey', k = 1): number[] {
  const inc = plIncome(goods, k);
  const cost = plCosts(k);
  return [...PL_MONTHS.map((_, i) => c2(colSum(inc, i) - colSum(cost, i)))];
}
export function plRows(shop = 'Golden Comb Apiary', goods = 'Honey', k = 1): ShapeRow[] {
  const inc = plIncome(goods, k);
  const cost = plCosts(k);
  const [cogs, ...opex] = cost;
  const row = (l: PlLine): ShapeRow => [l.account, ...l.values, lineTotal(l)];
  const tot = (label: string, ls: PlLine[]): ShapeRow => {
    const v = PL_MONTHS.map((_, i) => colSum(ls, i));
    return [label, ...v, c2(v.reduce((a, b) => a + b, 0))];
  };
  const gross = PL_MONTHS.map((_, i) => c2(colSum(inc, i) - cogs!.values[i]!));
  const net = plNetProfit(goods, k);
  return [
    ['Profit and Loss'],
    [shop],
    ['For the 6 months ended 30 June 2026'],
    [],
    ['Account', ...PL_MONTHS, 'Total'],
    ['Trading Income'],
    ...inc.map(row),
    tot('Total Trading Income', inc),
    [],
    ['Cost of Sales'],
    row(cogs!),
    tot('Total Cost of Sales', [cogs!]),
    [],
    ['Gross Profit', ...gross, c2(gross.reduce((a, b) => a + b, 0))],
    [],
    ['Operating Expenses'],
    ...opex.map(row),
    tot('Total Operating Expenses', opex),
    [],
    ['Net Profit', ...net, c2(net.reduce((a, b) => a + b, 0))],
  ];
}

/** W2, M4: a bank statement export whose title names the account holder. */
export interface BankLine {
  date: Date;
  desc: string;
  paidIn: number | null;
  paidOut: number | null;
}
export function bankLines(
  name = 'INK & IRON',
  supplier = 'KILLER INK SUPPLIES',
  k = 1,
): BankLine[] {
  const d = (m: number, day: number) => new Date(Date.UTC(2026, m - 1, day));
  const v = (n: number) => c2(n * k);
  return [
    { date: d(9, 1), desc: `SO RENT - ${name} UNIT 4`, paidIn: null, paidOut: v(1_450) },
    { date: d(9, 3), desc: `CARD PURCHASE ${supplier}`, paidIn: null, paidOut: v(312.4) },
    { date: d(9, 5), desc: 'SUMUP PAYOUT CARD SALES', paidIn: v(2_184.5), paidOut: null },
    { date: d(9, 12), desc: 'SUMUP PAYOUT CARD SALES', paidIn: v(1_906.25), paidOut: null },
    { date: d(9, 18), desc: 'DD ELECTRIC IRELAND', paidIn: null, paidOut: v(188.3) },
    { date: d(9, 26), desc: 'SUMUP PAYOUT CARD SALES', paidIn: v(2_410), paidOut: null },
    { date: d(10, 1), desc: `SO RENT - ${name} UNIT 4`, paidIn: null, paidOut: v(1_450) },
    { date: d(10, 4), desc: 'SUMUP PAYOUT CARD SALES', paidIn: v(2_032.75), paidOut: null },
    { date: d(10, 9), desc: `CARD PURCHASE ${supplier}`, paidIn: null, paidOut: v(276.9) },
    { date: d(10, 11), desc: 'SUMUP PAYOUT CARD SALES', paidIn: v(1_877.6), paidOut: null },
    { date: d(10, 19), desc: 'REVENUE COMMISSIONERS VAT', paidIn: null, paidOut: v(1_204.33) },
    { date: d(10, 25), desc: 'SUMUP PAYOUT CARD SALES', paidIn: v(2_650.1), paidOut: null },
    { date: d(10, 30), desc: 'CARD PURCHASE AMAZON EU', paidIn: null, paidOut: v(64.99) },
  ];
}
export function bankRows(
  holder = 'Ink & Iron Tattoo Studio Ltd',
  lines = bankLines(),
  cur = 'EUR',
  opening = 3_200,
): ShapeRow[] {
  let bal = opening;
  return [
    [`Account: ${holder}  IBAN IE29 AIBK 9311 5212 3456 78`],
    [`Statement 01/09/2026 - 31/10/2026  Currency ${cur}`],
    [],
    ['Date', 'Description', 'Paid in', 'Paid out', 'Balance'],
    [new Date(Date.UTC(2026, 8, 1)), 'Opening balance', null, null, opening],
    ...lines.map((l) => {
      bal = c2(bal + (l.paidIn ?? 0) - (l.paidOut ?? 0));
      return [l.date, l.desc, l.paidIn, l.paidOut, bal] as ShapeRow;
    }),
  ];
}

/** W3, M6: a US payroll register, bi-weekly runs, a Totals row. */
export interface PayLine {
  date: Date;
  who: string;
  hours: number;
  rate: number;
  gross: number;
  fed: number;
  state: number;
  fica: number;
  net: number;
}
export function payLines(
  people: Array<[string, number]> = [
    ['Tom Becker', 22.5],
    ['Jake Morales', 19],
    ['Dana Whitfield', 27.25],
  ],
): PayLine[] {
  const out: PayLine[] = [];
  const runs = [
    [7, 10],
    [7, 24],
    [8, 7],
    [8, 21],
    [9, 4],
    [9, 18],
  ];
  runs.forEach(([m, d], r) => {
    people.forEach(([who, rate], p) => {
      const hours = 72 + ((r * 3 + p * 5) % 9);
      const gross = c2(hours * rate);
      const fed = c2(gross * 0.11);
      const state = c2(gross * 0.045);
      const fica = c2(gross * 0.0765);
      out.push({
        date: new Date(Date.UTC(2026, m! - 1, d)),
        who,
        hours,
        rate,
        gross,
        fed,
        state,
        fica,
        net: c2(gross - fed - state - fica),
      });
    });
  });
  return out;
}
export function payRows(ls = payLines()): ShapeRow[] {
  const t = (k: 'hours' | 'gross' | 'fed' | 'state' | 'fica' | 'net') =>
    c2(ls.reduce((a, l) => a + l[k], 0));
  return [
    ['Payroll Register, Q3 2026'],
    [],
    [
      'Pay Date',
      'Employee',
      'Hours',
      'Rate',
      'Gross Pay',
      'Federal W/H',
      'State W/H',
      'FICA',
      'Net Pay',
    ],
    ...ls.map(
      (l) => [l.date, l.who, l.hours, l.rate, l.gross, l.fed, l.state, l.fica, l.net] as ShapeRow,
    ),
    ['Totals', null, t('hours'), null, t('gross'), t('fed'), t('state'), t('fica'), t('net')],
  ];
}

/** W4: a cash-flow forecast, months across. */
export const FC_MONTHS = ['Jan 2027', 'Feb 2027', 'Mar 2027', 'Apr 2027', 'May 2027', 'Jun 2027'];
export function forecastLines(k = 1): { cashIn: PlLine[]; cashOut: PlLine[] } {
  const m = (base: number, step: number) => FC_MONTHS.map((_, i) => c2((base + step * i) * k));
  return {
    cashIn: [
      { account: 'Sales receipts', values: m(18_000, 900) },
      { account: 'Other income', values: m(400, 0) },
    ],
    cashOut: [
      { account: 'Supplier payments', values: m(7_400, 350) },
      { account: 'Wages', values: m(6_200, 0) },
      { account: 'Rent', values: m(1_800, 0) },
      { account: 'VAT', values: FC_MONTHS.map((_, i) => (i % 3 === 2 ? c2(3_100 * k) : 0)) },
    ],
  };
}
export function forecastRows(title = 'Brightside Bakery cash-flow forecast Jan-Jun 2027', k = 1) {
  const { cashIn, cashOut } = forecastLines(k);
  const tin = FC_MONTHS.map((_, i) => colSum(cashIn, i));
  const tout = FC_MONTHS.map((_, i) => colSum(cashOut, i));
  const net = FC_MONTHS.map((_, i) => c2(tin[i]! - tout[i]!));
  const open: number[] = [];
  const close: number[] = [];
  let o = c2(12_500 * k);
  for (let i = 0; i < FC_MONTHS.length; i++) {
    open.push(o);
    o = c2(o + net[i]!);
    close.push(o);
  }
  const rows: ShapeRow[] = [
    [title],
    [],
    ['', ...FC_MONTHS],
    ['Opening cash', ...open],
    ['Cash in'],
    ...cashIn.map((l) => [l.account, ...l.values] as ShapeRow),
    ['Total cash in', ...tin],
    ['Cash out'],
    ...cashOut.map((l) => [l.account, ...l.values] as ShapeRow),
    ['Total cash out', ...tout],
    ['Net cash flow', ...net],
    ['Closing cash', ...close],
  ];
  return { rows, tout, tin, close };
}

/** W5: job costing, one job per client. */
export interface Job {
  no: string;
  client: string;
  quoted: number;
  labour: number;
  materials: number;
  sub: number;
  invoiced: number | null;
  status: string;
}
export function jobs(
  clients = ['Harbour Cafe', 'Linden School', 'M. Okafor', 'Pine Dental'],
): Job[] {
  const base: Array<[number, number, number, number, number | null, string]> = [
    [14_500, 4_800, 5_200, 1_100, 14_900, 'Invoiced'],
    [22_000, 6_400, 9_800, 4_900, 21_500, 'Invoiced'],
    [8_200, 2_100, 2_900, 0, null, 'In progress'],
    [31_000, 8_800, 11_400, 9_900, null, 'In progress'],
  ];
  return clients.map((client, i) => {
    const b = base[i % base.length]!;
    return {
      no: `J-${301 + i}`,
      client,
      quoted: b[0],
      labour: b[1],
      materials: b[2],
      sub: b[3],
      invoiced: b[4],
      status: b[5],
    };
  });
}
export const jobCost = (j: Job): number => j.labour + j.materials + j.sub;
export function jobRows(js = jobs(), cur = '£'): ShapeRow[] {
  const t = (f: (j: Job) => number) => js.reduce((a, j) => a + f(j), 0);
  return [
    [`Job costing (${cur})`],
    [],
    [
      'Job no',
      'Client',
      'Quoted',
      'Labour',
      'Materials',
      'Subcontract',
      'Total cost',
      'Invoiced',
      'Profit',
      'Status',
    ],
    ...js.map(
      (j) =>
        [
          j.no,
          j.client,
          j.quoted,
          j.labour,
          j.materials,
          j.sub,
          jobCost(j),
          j.invoiced,
          j.invoiced === null ? null : j.invoiced - jobCost(j),
          j.status,
        ] as ShapeRow,
    ),
    [
      'Totals',
      null,
      t((j) => j.quoted),
      t((j) => j.labour),
      t((j) => j.materials),
      t((j) => j.sub),
      t(jobCost),
      t((j) => j.invoiced ?? 0),
      t((j) => (j.invoiced === null ? 0 : j.invoiced - jobCost(j))),
      null,
    ],
    [],
    ['Profit is filled in once a job is invoiced.'],
  ];
}

/** W6: a grant tracker with a Restricted? Yes/No column. */
export interface Grant {
  funder: string;
  purpose: string;
  date: Date;
  restricted: boolean;
  awarded: number;
  received: number;
  spent: number;
}
export function grants(k = 1, yes = 'Yes', no = 'No'): { list: Grant[]; yes: string; no: string } {
  const g = (
    funder: string,
    purpose: string,
    m: number,
    restricted: boolean,
    a: number,
    r: number,
    s: number,
  ): Grant => ({
    funder,
    purpose,
    date: new Date(Date.UTC(2026, m - 1, 15)),
    restricted,
    awarded: c2(a * k),
    received: c2(r * k),
    spent: c2(s * k),
  });
  return {
    yes,
    no,
    list: [
      g('National Lottery', 'Youth programme', 1, true, 40_000, 30_000, 22_500),
      g('County Council', 'Core costs', 2, false, 12_000, 12_000, 9_000),
      g('Rotary Club', 'Minibus', 3, true, 8_000, 8_000, 7_200),
      g('Garfield Trust', 'Kitchen refit', 4, true, 15_000, 10_000, 4_300),
      g('Local business', 'General', 5, false, 2_500, 2_500, 2_500),
      g('Arts Foundation', 'Summer show', 6, true, 6_000, 3_000, 1_200),
      g('Health Board', 'Wellbeing sessions', 7, true, 18_000, 9_000, 8_100),
      g('Community Fund', 'Volunteer training', 8, true, 5_000, 5_000, 2_000),
    ],
  };
}
export const unspent = (g: Grant): number => c2(g.received - g.spent);
export function grantRows(gs = grants(), cur = '£'): ShapeRow[] {
  const t = (f: (g: Grant) => number) => c2(gs.list.reduce((a, g) => a + f(g), 0));
  return [
    ['Hillside Youth Trust'],
    [`Grants register 2026 (${cur})`],
    [],
    [
      'Funder',
      'Purpose',
      'Date awarded',
      'Restricted?',
      'Awarded',
      'Received to date',
      'Still to receive',
      'Spent to date',
      'Unspent',
      'Status',
    ],
    ...gs.list.map(
      (g) =>
        [
          g.funder,
          g.purpose,
          g.date,
          g.restricted ? gs.yes : gs.no,
          g.awarded,
          g.received,
          c2(g.awarded - g.received),
          g.spent,
          unspent(g),
          g.received < g.awarded ? 'Open' : 'Received',
        ] as ShapeRow,
    ),
    [
      'TOTAL',
      null,
      null,
      null,
      t((g) => g.awarded),
      t((g) => g.received),
      t((g) => g.awarded - g.received),
      t((g) => g.spent),
      t(unspent),
      null,
    ],
  ];
}

/** W6, W7: an expense-claims log with Y/N and Yes/Pending columns. */
export interface Claim {
  date: Date;
  who: string;
  cat: string;
  desc: string;
  amount: number;
  recharge: boolean;
  approved: boolean;
}
export function claims(people = ['Ingrid', 'Lars', 'Sofie'], k = 1): Claim[] {
  const rows: Array<[number, number, string, string, number, boolean, boolean]> = [
    [3, 0, 'Travel', 'Train to client site', 642, true, true],
    [5, 1, 'Meals', 'Team lunch', 1_180, false, true],
    [9, 2, 'Travel', 'Taxi airport', 455, true, true],
    [12, 0, 'Supplies', 'Printer toner', 389, false, false],
    [15, 1, 'Travel', 'Flight Bergen', 2_340, true, true],
    [19, 0, 'Meals', 'Client dinner', 1_965, true, false],
    [23, 2, 'Supplies', 'Flip charts', 210, false, true],
    [26, 0, 'Travel', 'Hotel Trondheim', 1_720, false, true],
  ];
  return rows.map(([d, p, cat, desc, a, r, ap]) => ({
    date: new Date(Date.UTC(2026, 9, d)),
    who: people[p % people.length]!,
    cat,
    desc,
    amount: c2(a * k),
    recharge: r,
    approved: ap,
  }));
}
export function claimRows(cs = claims(), vat = 0.25): ShapeRow[] {
  return [
    ['Expense claims, October 2026'],
    [],
    [
      'Date',
      'Claimant',
      'Category',
      'Description',
      'Amount',
      'MVA',
      'Rechargeable to client',
      'Approved',
    ],
    ...cs.map(
      (c) =>
        [
          c.date,
          c.who,
          c.cat,
          c.desc,
          c.amount,
          c2(c.amount * vat),
          c.recharge ? 'Y' : 'N',
          c.approved ? 'Yes' : 'Pending',
        ] as ShapeRow,
    ),
    [
      'Total',
      null,
      null,
      null,
      c2(cs.reduce((a, c) => a + c.amount, 0)),
      c2(cs.reduce((a, c) => a + c2(c.amount * vat), 0)),
      null,
      null,
    ],
  ];
}

/** M3: budget vs actual for a year named in the title. */
export interface BvaLine {
  cat: string;
  budget: number;
  actual: number;
}
export function bvaLines(k = 1): { income: BvaLine[]; expenses: BvaLine[] } {
  const l = (cat: string, b: number, a: number): BvaLine => ({
    cat,
    budget: c2(b * k),
    actual: c2(a * k),
  });
  return {
    income: [l('Sales', 480_000, 512_300), l('Other income', 12_000, 9_800)],
    expenses: [
      l('Cost of sales', 210_000, 228_400),
      l('Salaries', 150_000, 148_900),
      l('Rent', 36_000, 36_000),
      l('Marketing', 18_000, 26_750),
      l('Utilities', 9_600, 11_200),
    ],
  };
}
export function bvaRows(year = 2025, cur = 'R', k = 1): ShapeRow[] {
  const { income, expenses } = bvaLines(k);
  const line = (x: BvaLine): ShapeRow => [
    x.cat,
    x.budget,
    x.actual,
    c2(x.actual - x.budget),
    Math.round(((x.actual - x.budget) / x.budget) * 10_000) / 10_000,
    null,
  ];
  const tot = (label: string, xs: BvaLine[]): ShapeRow => {
    const b = c2(xs.reduce((a, x) => a + x.budget, 0));
    const a = c2(xs.reduce((s, x) => s + x.actual, 0));
    return [label, b, a, c2(a - b), Math.round(((a - b) / b) * 10_000) / 10_000, null];
  };
  return [
    [`Budget vs Actual: year ended 31 December ${year}`],
    [],
    ['Category', `Budget (${cur})`, `Actual (${cur})`, `Variance (${cur})`, 'Variance %', 'Notes'],
    ['INCOME'],
    ...income.map(line),
    tot('Total income', income),
    ['EXPENSES'],
    ...expenses.map(line),
    tot('Total expenses', expenses),
  ];
}

/** M5: a daily sales log whose Total column is Card + Cash. */
export interface SalesDay {
  date: Date;
  day: string;
  loc: string;
  covers: number;
  card: number;
  cash: number;
}
export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
export function salesDays(locs = ['Harbour', 'Market Square', 'Beach'], k = 1): SalesDay[] {
  const out: SalesDay[] = [];
  for (let i = 0; i < 24; i++) {
    const date = new Date(Date.UTC(2026, 6, 3 + i * 2));
    out.push({
      date,
      day: WEEKDAYS[date.getUTCDay()]!,
      loc: locs[i % locs.length]!,
      covers: 40 + ((i * 7) % 23),
      card: c2((820 + ((i * 131) % 470)) * k),
      cash: c2((150 + ((i * 53) % 190)) * k),
    });
  }
  return out;
}
export function salesDayRows(ds = salesDays(), cur = 'kr'): ShapeRow[] {
  const t = (f: (d: SalesDay) => number) => c2(ds.reduce((a, d) => a + f(d), 0));
  return [
    [`Fjord Bites food truck: daily sales, summer 2026 (${cur})`],
    [],
    ['Date', 'Day', 'Location', 'Covers', 'Card', 'Cash', 'Total'],
    ...ds.map(
      (d) => [d.date, d.day, d.loc, d.covers, d.card, d.cash, c2(d.card + d.cash)] as ShapeRow,
    ),
    [
      'Total',
      null,
      null,
      t((d) => d.covers),
      t((d) => d.card),
      t((d) => d.cash),
      t((d) => d.card + d.cash),
    ],
  ];
}

/** M7: a bike shop's stock list. */
export interface StockItem {
  sku: string;
  item: string;
  cat: string;
  onHand: number;
  reorder: number;
  cost: number;
  retail: number;
}
export function stockItems(k = 1): StockItem[] {
  const s = (
    sku: string,
    item: string,
    cat: string,
    onHand: number,
    reorder: number,
    cost: number,
    retail: number,
  ): StockItem => ({ sku, item, cat, onHand, reorder, cost: c2(cost * k), retail: c2(retail * k) });
  return [
    s('TB-700', 'Inner tube 700x25c', 'Tubes', 46, 20, 380, 900),
    s('TB-26', 'Inner tube 26x2.1', 'Tubes', 18, 15, 360, 850),
    s('CH-11', 'Shimano CN-HG601 chain', 'Drivetrain', 9, 6, 2_900, 4_800),
    s('LK-01', 'Kryptonite U-lock', 'Security', 7, 4, 5_200, 8_900),
    s('BP-D', 'Brake pads (disc, resin)', 'Brakes', 24, 12, 950, 2_200),
    s('CB-01', 'Brake cable set', 'Brakes', 15, 10, 640, 1_500),
  ];
}
export function stockRows(items = stockItems(), cur = '¥'): ShapeRow[] {
  return [
    ['Spokes & Co: stock list'],
    [],
    [
      'SKU',
      'Item',
      'Category',
      'On hand',
      'Reorder level',
      `Unit cost (${cur})`,
      `Retail (${cur})`,
      `Stock value (${cur})`,
      'Notes',
    ],
    ...items.map(
      (x) =>
        [
          x.sku,
          x.item,
          x.cat,
          x.onHand,
          x.reorder,
          x.cost,
          x.retail,
          c2(x.onHand * x.cost),
          x.onHand <= x.reorder ? 'Reorder soon' : null,
        ] as ShapeRow,
    ),
    [
      'TOTAL',
      null,
      null,
      items.reduce((a, x) => a + x.onHand, 0),
      null,
      null,
      null,
      c2(items.reduce((a, x) => a + x.onHand * x.cost, 0)),
      null,
    ],
  ];
}
