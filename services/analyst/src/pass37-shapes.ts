/**
 * Issue 13, pass 37: the newest blind set's layouts as the lead described them, with made-up
 * figures (see pass37.test.ts). Each builder takes a few knobs so the tests can ask the same
 * question of variants (other labels, currencies, sizes).
 */
import type { ShapeRow } from './pass5-shapes';

const c2 = (n: number): number => Math.round(n * 100) / 100;
const sumOf = (xs: number[]): number => c2(xs.reduce((a, b) => a + b, 0));

/** W1a: a payroll register, pay months as text, a Totals row. */
export interface PayLine {
  month: string;
  id: string;
  tutor: string;
  subject: string;
  hours: number;
  rate: number;
  gross: number;
}
export function payLines(scale = 1): PayLine[] {
  const tutors: Array<[string, string, string, number]> = [
    ['T-01', 'Asha Menon', 'Maths', 450],
    ['T-02', 'Rohan Iyer', 'Physics', 600],
    ['T-03', 'Kavya Rao', 'English', 380],
  ];
  const hours = [
    [22, 8, 30],
    [18, 12, 26],
    [25, 6, 34],
  ];
  const out: PayLine[] = [];
  ['Aug-2026', 'Sep-2026', 'Oct-2026'].forEach((month, m) =>
    tutors.forEach(([id, tutor, subject, rate], i) => {
      const r = c2(rate * scale);
      const h = hours[m]![i]!;
      out.push({ month, id, tutor, subject, hours: h, rate: r, gross: c2(h * r) });
    }),
  );
  return out;
}
export function payRows(ls: PayLine[], title = 'Tutor payroll register (₹)'): ShapeRow[] {
  const pf = (l: PayLine) => c2(l.gross * 0.12);
  const net = (l: PayLine) => c2(l.gross - pf(l) - 200 - c2(l.gross * 0.1));
  return [
    [title],
    [
      'Pay month',
      'Emp ID',
      'Tutor',
      'Subject',
      'Hours',
      'Rate/hr',
      'Gross pay',
      'PF (12%)',
      'Prof. tax',
      'TDS',
      'Net pay',
    ],
    ...ls.map(
      (l) =>
        [
          l.month,
          l.id,
          l.tutor,
          l.subject,
          l.hours,
          l.rate,
          l.gross,
          pf(l),
          200,
          c2(l.gross * 0.1),
          net(l),
        ] as ShapeRow,
    ),
    [
      'Totals',
      null,
      null,
      null,
      sumOf(ls.map((l) => l.hours)),
      null,
      sumOf(ls.map((l) => l.gross)),
      sumOf(ls.map(pf)),
      200 * ls.length,
      sumOf(ls.map((l) => c2(l.gross * 0.1))),
      sumOf(ls.map(net)),
    ],
  ];
}

/** W1b: a price list with Margin $ and Margin % (fractions). */
export interface Priced {
  item: string;
  cost: number;
  price: number;
}
export function pricedItems(scale = 1): Priced[] {
  return [
    ['Oak side table', 120, 249],
    ['Walnut shelf', 38, 95],
    ['Pine bench', 64, 99],
    ['Ash stool', 22, 69],
    ['Elm chest', 210, 329],
  ].map(([item, cost, price]) => ({
    item: item as string,
    cost: c2((cost as number) * scale),
    price: c2((price as number) * scale),
  }));
}
export function pricedRows(items: Priced[], cur = '$'): ShapeRow[] {
  return [
    ['SKU', 'Item', 'Cost', 'Price', `Margin ${cur}`, 'Margin %'],
    ...items.map(
      (p, i) =>
        [
          `SK-${100 + i}`,
          p.item,
          p.cost,
          p.price,
          c2(p.price - p.cost),
          Math.round(((p.price - p.cost) / p.price) * 10_000) / 10_000,
        ] as ShapeRow,
    ),
  ];
}

/** W1c: a fundraising tracker, a Totals row whose % of target is total Raised ÷ total Target. */
export interface Campaign {
  name: string;
  type: string;
  when: string;
  target: number;
  raised: number;
  costs: number;
}
export function campaigns(scale = 1): Campaign[] {
  return [
    ['Spring fun run', 'Event', 'Apr 2026', 8000, 9120, 1400],
    ['Summer raffle', 'Raffle', 'Jun 2026', 2500, 1610, 120],
    ['Gala dinner', 'Event', 'Sep 2026', 20000, 15300, 5200],
    ['Online appeal', 'Appeal', 'Oct 2026', 5000, 4480, 0],
    ['Bake sale', 'Event', 'Nov 2026', 600, 655, 40],
  ].map(([name, type, when, t, r, c]) => ({
    name: name as string,
    type: type as string,
    when: when as string,
    target: c2((t as number) * scale),
    raised: c2((r as number) * scale),
    costs: c2((c as number) * scale),
  }));
}
export function campaignRows(cs: Campaign[], percentPoints = false): ShapeRow[] {
  const pct = (r: number, t: number) =>
    percentPoints ? Math.round((r / t) * 1000) / 10 : Math.round((r / t) * 10_000) / 10_000;
  const T = sumOf(cs.map((c) => c.target));
  const R = sumOf(cs.map((c) => c.raised));
  const C = sumOf(cs.map((c) => c.costs));
  return [
    ['Fundraising tracker 2026'],
    ['Campaign', 'Type', 'When', 'Target', 'Raised', 'Costs', 'Net raised', '% of target', 'Notes'],
    ...cs.map(
      (c) =>
        [
          c.name,
          c.type,
          c.when,
          c.target,
          c.raised,
          c.costs,
          c2(c.raised - c.costs),
          pct(c.raised, c.target),
          null,
        ] as ShapeRow,
    ),
    ['Totals', null, null, T, R, C, c2(R - C), pct(R, T), null],
  ];
}

/** W2 / M4: a QuickBooks P&L, months across with a Total, account codes in the names. */
export const QB_MONTHS = ['Jan 2026', 'Feb 2026', 'Mar 2026', 'Apr 2026', 'May 2026', 'Jun 2026'];
export interface QbAccount {
  name: string;
  values: number[];
}
export function qbAccounts(
  scale = 1,
  who = 'Patient',
): { income: QbAccount[]; expenses: QbAccount[] } {
  const s = (xs: number[]) => xs.map((x) => c2(x * scale));
  return {
    income: [
      { name: `4000 ${who} Fees - Private`, values: s([18200, 17650, 19400, 20100, 18800, 21300]) },
      { name: '4010 Insurance Reimbursements', values: s([9400, 8800, 10150, 9900, 10600, 11200]) },
      { name: '4020 Hygiene Plan Subscriptions', values: s([3150, 3200, 3240, 3310, 3300, 3380]) },
    ],
    expenses: [
      { name: '5000 Dental Lab Fees', values: s([4100, 3850, 4420, 4600, 4200, 4950]) },
      { name: '5010 Clinical Supplies', values: s([2300, 2150, 2480, 2390, 2510, 2620]) },
      { name: '6000 Wages - Associates', values: s([9800, 9800, 10200, 10200, 10200, 10600]) },
      { name: '6010 Wages - Hygienists', values: s([4200, 4200, 4200, 4400, 4400, 4400]) },
      { name: '6020 Wages - Front Desk', values: s([2600, 2600, 2600, 2600, 2700, 2700]) },
      { name: '6100 Rent', values: s([3500, 3500, 3500, 3500, 3500, 3500]) },
      { name: '6200 Insurance', values: s([620, 620, 620, 620, 620, 620]) },
    ],
  };
}
export function qbPnlRows(
  acc = qbAccounts(),
  practice = 'Harbour Dental Care',
  basis = 'Accrual Basis',
): ShapeRow[] {
  const line = (a: QbAccount): ShapeRow => [a.name, ...a.values, sumOf(a.values)];
  const tot = (as: QbAccount[]) => QB_MONTHS.map((_, m) => sumOf(as.map((a) => a.values[m]!)));
  const ti = tot(acc.income);
  const te = tot(acc.expenses);
  const net = ti.map((v, m) => c2(v - te[m]!));
  return [
    [practice],
    ['Profit and Loss'],
    ['January - June 2026'],
    [],
    [null, ...QB_MONTHS, 'Total'],
    ['Income'],
    ...acc.income.map(line),
    ['Total Income', ...ti, sumOf(ti)],
    ['Expenses'],
    ...acc.expenses.map(line),
    ['Total Expenses', ...te, sumOf(te)],
    ['Net Income', ...net, sumOf(net)],
    [],
    [`${basis}  Tuesday, 24 November 2026 09:12 AM GMT+00:00`],
  ];
}

/** W3: aged receivables by invoice, several invoices per customer, a TOTAL row. */
export interface AgedInvoice {
  customer: string;
  invoice: string;
  date: Date;
  due: Date;
  /** Current, 1-30, 31-60, 61-90, Over 90: the one bucket holding the amount */
  bucket: number;
  amount: number;
}
export function agedInvoices(
  scale = 1,
  names = ['Nordlys ApS', 'Havn & Co', 'Bryg Studio'],
): AgedInvoice[] {
  // one customer has the largest single invoice, another the largest sum
  const spec: Array<[number, number, number, number]> = [
    [0, 0, 48_000, 10],
    [1, 1, 21_500, 40],
    [1, 2, 19_800, 70],
    [1, 0, 15_200, 5],
    [2, 3, 9_400, 100],
    [2, 1, 6_100, 25],
    [0, 4, 3_300, 130],
  ];
  return spec.map(([who, bucket, amt, age], i) => {
    const due = new Date(Date.UTC(2026, 9, 31 - age));
    return {
      customer: names[who]!,
      invoice: `INV-${2040 + i}`,
      date: new Date(due.getTime() - 30 * 86_400_000),
      due,
      bucket,
      amount: c2(amt * scale),
    };
  });
}
export function agedRows(is: AgedInvoice[], cur = 'DKK'): ShapeRow[] {
  const col = (b: number) => sumOf(is.filter((i) => i.bucket === b).map((i) => i.amount));
  return [
    ['Aged receivables by invoice'],
    [`As at 31 October 2026 | ${cur}`],
    [
      'Customer',
      'Invoice',
      'Invoice date',
      'Due date',
      'Current',
      '1-30 days',
      '31-60 days',
      '61-90 days',
      'Over 90 days',
      'Total',
    ],
    ...is.map(
      (i) =>
        [
          i.customer,
          i.invoice,
          i.date,
          i.due,
          ...[0, 1, 2, 3, 4].map((b) => (b === i.bucket ? i.amount : null)),
          i.amount,
        ] as ShapeRow,
    ),
    [
      'TOTAL',
      null,
      null,
      null,
      col(0),
      col(1),
      col(2),
      col(3),
      col(4),
      sumOf(is.map((i) => i.amount)),
    ],
  ];
}

/** W4: a finance schedule under a terms block, amounts and rate as text, dates as dd.mm.yyyy text. */
export interface FinLine {
  no: number;
  due: Date;
  pay: number;
  interest: number;
  principal: number;
  balance: number;
}
export function finLines(amount = 74_316, rate = 0.069, months = 24, start = 2): FinLine[] {
  const r = rate / 12;
  const pay = c2((amount * r) / (1 - (1 + r) ** -months));
  const out: FinLine[] = [];
  let bal = amount;
  for (let i = 0; i < months; i++) {
    const interest = c2(bal * r);
    const last = i === months - 1;
    const principal = last ? bal : c2(pay - interest);
    bal = c2(bal - principal);
    out.push({
      no: i + 1,
      due: new Date(Date.UTC(2026, start + i, 1)),
      pay: last ? c2(principal + interest) : pay,
      interest,
      principal,
      balance: bal,
    });
  }
  return out;
}
const dotted = (d: Date): string =>
  `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()}`;
export function finRows(
  ls: FinLine[],
  asset = '22 x e-bikes (Stromer ST3)',
  amount = 74_316,
  rate = 0.069,
  cur = 'CHF',
): ShapeRow[] {
  const tot = (k: 'pay' | 'interest' | 'principal') => sumOf(ls.map((l) => l[k]));
  return [
    ['Hire purchase agreement: delivery fleet'],
    [],
    ['Lender', 'Velo Leasing AG'],
    ['Asset', asset],
    ['Amount financed', `${cur} ${amount.toFixed(2)}`],
    ['Interest rate', `${(rate * 100).toFixed(1)}% p.a. fixed`],
    ['Term', `${ls.length} monthly instalments, first ${dotted(ls[0]!.due)}`],
    ['Instalment', ls[0]!.pay],
    [],
    ['No.', 'Due date', 'Instalment', 'Interest', 'Principal', 'Balance'],
    ...ls.map((l) => [l.no, dotted(l.due), l.pay, l.interest, l.principal, l.balance] as ShapeRow),
    ['Totals', null, tot('pay'), tot('interest'), tot('principal'), null],
  ];
}

/** W5: an MRR bridge, months down as dates, Opening / Closing, Churn stored negative. */
export interface BridgeMonth {
  month: Date;
  open: number;
  add: number;
  exp: number;
  con: number;
  churn: number;
  close: number;
  members: number;
}
export function bridgeMonths(scale = 1, months = 10): BridgeMonth[] {
  const out: BridgeMonth[] = [];
  let open = c2(12_600 * scale);
  let members = 210;
  for (let m = 0; m < months; m++) {
    const add = c2((1_150 + ((m * 37) % 200)) * scale);
    const exp = c2((240 + (m % 3) * 70) * scale);
    const con = -c2((90 + (m % 2) * 35) * scale);
    const churn = -c2((380 + ((m * 53) % 260)) * scale);
    const close = c2(open + add + exp + con + churn);
    members += 11 - (m % 5);
    out.push({ month: new Date(Date.UTC(2026, m, 1)), open, add, exp, con, churn, close, members });
    open = close;
  }
  return out;
}
export function bridgeRows(
  ms: BridgeMonth[],
  words: [string, string] = ['Opening MRR', 'Closing MRR'],
): ShapeRow[] {
  return [
    ['Month', words[0], 'New', 'Expansion', 'Contraction', 'Churn', words[1], 'Members', 'Notes'],
    ...ms.map(
      (m, i) =>
        [
          m.month,
          m.open,
          m.add,
          m.exp,
          m.con,
          m.churn,
          m.close,
          m.members,
          i === 3 ? 'Price rise' : null,
        ] as ShapeRow,
    ),
  ];
}

/** W6: a 12-month cash-flow forecast with a Total column (none for the balances). */
export const FY_MONTHS = [
  'Jul-26',
  'Aug-26',
  'Sep-26',
  'Oct-26',
  'Nov-26',
  'Dec-26',
  'Jan-27',
  'Feb-27',
  'Mar-27',
  'Apr-27',
  'May-27',
  'Jun-27',
];
export interface CashPlan {
  open: number;
  ins: Array<[string, number[]]>;
  outs: Array<[string, number[]]>;
}
export function cashPlan(scale = 1, exportLine = 'Export sales (UK/US)'): CashPlan {
  const s = (xs: number[]) => xs.map((x) => c2(x * scale));
  return {
    open: c2(42_000 * scale),
    ins: [
      ['Cellar door sales', s([8, 9, 11, 14, 18, 26, 24, 19, 15, 11, 9, 8].map((x) => x * 1000))],
      [exportLine, s([12, 0, 15, 0, 22, 31, 0, 14, 0, 18, 0, 16].map((x) => x * 1000))],
      ['Wholesale', s([6, 6, 7, 7, 8, 12, 9, 7, 7, 6, 6, 6].map((x) => x * 1000))],
    ],
    outs: [
      ['Grapes & fruit', s([0, 0, 0, 0, 0, 0, 0, 38, 52, 41, 0, 0].map((x) => x * 1000))],
      [
        'Bottling & packaging',
        s([4.2, 3.1, 6.8, 2.9, 7.5, 9.4, 2.2, 3.3, 4.1, 6.2, 2.8, 3.9].map((x) => x * 1000)),
      ],
      ['Wages', s([14, 14, 14, 14.5, 14.5, 15, 15, 16, 18, 18, 15, 14].map((x) => x * 1000))],
      [
        'Rent & utilities',
        s([3.6, 3.6, 3.6, 3.6, 3.6, 3.6, 3.6, 3.6, 3.6, 3.6, 3.6, 3.6].map((x) => x * 1000)),
      ],
      ['GST payments', s([0, 4.1, 0, 3.8, 0, 6.2, 0, 2.9, 0, 3.3, 0, 2.7].map((x) => x * 1000))],
    ],
  };
}
export function cashPlanNet(p: CashPlan): number[] {
  return FY_MONTHS.map((_, m) =>
    c2(p.ins.reduce((a, l) => a + l[1][m]!, 0) - p.outs.reduce((a, l) => a + l[1][m]!, 0)),
  );
}
export function cashPlanRows(
  p: CashPlan,
  title = 'Kōwhai Estate cash flow forecast',
  cur = 'NZ$',
): ShapeRow[] {
  const net = cashPlanNet(p);
  const closes: number[] = [];
  let o = p.open;
  for (const n of net) closes.push((o = c2(o + n)));
  const opens = [p.open, ...closes.slice(0, -1)];
  const tot = (ls: Array<[string, number[]]>) =>
    FY_MONTHS.map((_, m) => sumOf(ls.map((l) => l[1][m]!)));
  const line = ([l, v]: [string, number[]]): ShapeRow => [l, ...v, sumOf(v)];
  const ti = tot(p.ins);
  const to = tot(p.outs);
  return [
    [title],
    [`Year ending 30 June 2027 (${cur}, GST exclusive)`],
    [null, ...FY_MONTHS, 'Total'],
    ['Opening cash', ...opens, null],
    ['Receipts'],
    ...p.ins.map(line),
    ['Total receipts', ...ti, sumOf(ti)],
    ['Payments'],
    ...p.outs.map(line),
    ['Total payments', ...to, sumOf(to)],
    ['Net cash flow', ...net, sumOf(net)],
    ['Closing cash', ...closes, null],
  ];
}

/** W7: job costing with a Job type column, a note line above the header, a Total row. */
export interface CleanJob {
  no: string;
  client: string;
  type: string;
  date: Date;
  quoted: number;
  hours: number;
  labour: number;
  materials: number;
  travel: number;
  invoiced: number;
  status: string;
}
export const cleanCost = (j: CleanJob): number => c2(j.labour + j.materials + j.travel);
export const cleanProfit = (j: CleanJob): number => c2(j.invoiced - cleanCost(j));
export function cleanJobs(
  scale = 1,
  prefix = 'C-',
  types = ['End of tenancy', 'Regular domestic', 'Office contract'],
): CleanJob[] {
  const spec: Array<[string, number, number, number, number, number, number, string]> = [
    ['Harbour Lettings', 0, 420, 9, 38, 22, 430, 'Paid'],
    ['M. Okafor', 1, 95, 3, 6, 8, 95, 'Paid'],
    ['Brightside Offices', 2, 640, 18, 44, 15, 640, 'Invoiced'],
    ['Harbour Lettings', 0, 380, 8, 31, 18, 380, 'Invoiced'],
    ['J. Patel', 0, 350, 11, 35, 25, 350, 'Paid'],
    ['Brightside Offices', 2, 640, 16, 40, 15, 640, 'Paid'],
    ['M. Okafor', 1, 95, 4, 6, 8, 95, 'Invoiced'],
    ['Harbour Lettings', 0, 460, 10, 42, 20, 470, 'Paid'],
  ];
  return spec.map(([client, t, q, h, m, tr, inv, status], i) => ({
    no: `${prefix}${1001 + i}`,
    client,
    type: types[t]!,
    date: new Date(Date.UTC(2026, 7 + Math.floor(i / 3), 3 + i * 3)),
    quoted: c2(q * scale),
    hours: h,
    labour: c2(h * 18.5 * scale),
    materials: c2(m * scale),
    travel: c2(tr * scale),
    invoiced: c2(inv * scale),
    status,
  }));
}
export function cleanRows(
  js: CleanJob[],
  note = 'Rates: £18.50/hr labour. Travel at cost.',
): ShapeRow[] {
  return [
    ['Sparkle Cleaning: job costing'],
    [note],
    [
      'Job #',
      'Client',
      'Job type',
      'Date',
      'Quoted',
      'Labour hrs',
      'Labour cost',
      'Materials',
      'Travel',
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
          j.type,
          j.date,
          j.quoted,
          j.hours,
          j.labour,
          j.materials,
          j.travel,
          cleanCost(j),
          j.invoiced,
          cleanProfit(j),
          j.status,
        ] as ShapeRow,
    ),
    [
      'Total',
      null,
      null,
      null,
      sumOf(js.map((j) => j.quoted)),
      sumOf(js.map((j) => j.hours)),
      sumOf(js.map((j) => j.labour)),
      sumOf(js.map((j) => j.materials)),
      sumOf(js.map((j) => j.travel)),
      sumOf(js.map(cleanCost)),
      sumOf(js.map((j) => j.invoiced)),
      sumOf(js.map(cleanProfit)),
      null,
    ],
  ];
}

/** W8: one sheet per quarter ("Q1 2026" …) plus a Summary with Q1 | Q2 | Q3 | YTD. */
export interface QuarterBook {
  sales: Array<[string, number[]]>;
  costs: Array<[string, number[]]>;
}
const MONTH_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
export function quarterBook(scale = 1): QuarterBook {
  const s = (xs: number[]) => xs.map((x) => c2(x * scale));
  return {
    sales: [
      ['Coffee', s([4100, 3900, 4500, 4700, 5200, 5600, 6100, 6400, 5300])],
      ['Cakes', s([2300, 2500, 2900, 2700, 2600, 2400, 2500, 2600, 3100])],
      ['Pastries', s([1800, 1700, 2100, 2300, 2500, 2600, 2900, 3000, 2400])],
    ],
    costs: [
      ['Ingredients', s([2600, 2500, 2900, 3000, 3200, 3300, 3600, 3700, 3300])],
      ['Wages', s([3800, 3800, 3900, 4000, 4100, 4300, 4600, 4600, 4200])],
      ['Rent', s([1500, 1500, 1500, 1500, 1500, 1500, 1600, 1600, 1600])],
    ],
  };
}
const monthSum = (ls: Array<[string, number[]]>, m: number) => sumOf(ls.map((l) => l[1][m]!));
export function quarterSheet(b: QuarterBook, q: number, year = 2026, cur = 'zł'): ShapeRow[] {
  const ms = [0, 1, 2].map((i) => q * 3 + i);
  const line = ([l, v]: [string, number[]]): ShapeRow => [
    l,
    ...ms.map((m) => v[m]!),
    sumOf(ms.map((m) => v[m]!)),
  ];
  const ts = ms.map((m) => monthSum(b.sales, m));
  const tc = ms.map((m) => monthSum(b.costs, m));
  return [
    ['Café Zielona: quarterly P&L'],
    [`Quarter ${q + 1} ${year} (${cur})`],
    [null, ...ms.map((m) => MONTH_LONG[m]!), `Q${q + 1} total`],
    ['SALES'],
    ...b.sales.map(line),
    ['Total sales', ...ts, sumOf(ts)],
    ['COSTS'],
    ...b.costs.map(line),
    ['Total costs', ...tc, sumOf(tc)],
    ['Profit', ...ts.map((t, i) => c2(t - tc[i]!)), c2(sumOf(ts) - sumOf(tc))],
  ];
}
export const quarterTotal = (v: number[], q: number): number =>
  sumOf([0, 1, 2].map((i) => v[q * 3 + i]!));
export function quarterSummary(b: QuarterBook, year = 2026, cur = 'zł'): ShapeRow[] {
  const row = (l: string, v: number[]): ShapeRow => [
    l,
    ...[0, 1, 2].map((q) => quarterTotal(v, q)),
    sumOf(v),
  ];
  const ts = [...Array(9).keys()].map((m) => monthSum(b.sales, m));
  const tc = [...Array(9).keys()].map((m) => monthSum(b.costs, m));
  return [
    [`Café Zielona: summary ${year} (${cur})`],
    [null, 'Q1', 'Q2', 'Q3', 'YTD'],
    ...b.sales.map(([l, v]) => row(l, v)),
    row('Total sales', ts),
    row('Total costs', tc),
    row(
      'Profit',
      ts.map((t, i) => c2(t - tc[i]!)),
    ),
  ];
}
export function quarterSheets(
  b: QuarterBook,
  year = 2026,
  cur = 'zł',
): Array<{ name: string; rows: ShapeRow[] }> {
  return [
    ...[0, 1, 2].map((q) => ({ name: `Q${q + 1} ${year}`, rows: quarterSheet(b, q, year, cur) })),
    { name: 'Summary', rows: quarterSummary(b, year, cur) },
  ];
}

/** W8 addendum: a campsite's income, sheets "Q1" … with `Jan 2026 | … | Quarter total`. */
export function campIncome(scale = 1): Array<[string, number[]]> {
  const s = (xs: number[]) => xs.map((x) => c2(x * scale));
  return [
    ['Tent pitches', s([2, 3, 6, 14, 22, 41, 58, 55, 19].map((x) => x * 1000))],
    ['Caravan & motorhome pitches', s([5, 6, 9, 16, 24, 38, 52, 50, 27].map((x) => x * 1000))],
    ['Cabins', s([11, 12, 14, 18, 21, 27, 33, 32, 22].map((x) => x * 1000))],
    ['Glamping pods', s([3, 3, 5, 9, 13, 19, 26, 25, 12].map((x) => x * 1000))],
    ['Shop & café', s([1, 1.2, 2.1, 4.4, 6.3, 9.8, 13.6, 12.9, 5.1].map((x) => x * 1000))],
  ];
}
export function campSheets(
  ls: Array<[string, number[]]>,
  site = 'Fjellro Camping',
  year = 2026,
  cur = 'kr',
): Array<{ name: string; rows: ShapeRow[] }> {
  const short = MONTH_LONG.map((m) => m.slice(0, 3));
  const tot = [...Array(9).keys()].map((m) => monthSum(ls, m));
  const sheets = [0, 1, 2].map((q) => {
    const ms = [0, 1, 2].map((i) => q * 3 + i);
    const line = (l: string, v: number[]): ShapeRow => [
      l,
      ...ms.map((m) => v[m]!),
      sumOf(ms.map((m) => v[m]!)),
    ];
    return {
      name: `Q${q + 1}`,
      rows: [
        [`${site} – income Q${q + 1} ${year} (${cur})`],
        ['Income line', ...ms.map((m) => `${short[m]} ${year}`), 'Quarter total'],
        ...ls.map(([l, v]) => line(l, v)),
        line('Total', tot),
      ] as ShapeRow[],
    };
  });
  const srow = (l: string, v: number[]): ShapeRow => [
    l,
    ...[0, 1, 2].map((q) => quarterTotal(v, q)),
    sumOf(v),
  ];
  return [
    ...sheets,
    {
      name: 'Summary',
      rows: [
        [`${site} – income summary ${year} (${cur})`],
        ['Income line', 'Q1', 'Q2', 'Q3', 'Year to date'],
        ...ls.map(([l, v]) => srow(l, v)),
        srow('Total', tot),
      ],
    },
  ];
}

/** W9: a wedding planner's supplier payments tracker, several rows per wedding, a TOTAL row. */
export interface SupplierLine {
  wedding: string;
  date: Date;
  supplier: string;
  category: string;
  contract: number;
  deposit: number;
  depositDate: Date;
  balancePaid: number;
  dueBy: Date;
}
export const outstanding = (l: SupplierLine): number => c2(l.contract - l.deposit - l.balancePaid);
export function supplierLines(
  scale = 1,
  weddings = ['Hughes–Patel', 'Okoro–Lindqvist', 'Moreau–Byrne'],
): SupplierLine[] {
  const spec: Array<[number, string, string, number, number, number, number, number]> = [
    // wedding, supplier, category, contract, deposit, balance paid, due-by month offset from Oct 2026
    [0, 'Hollins Catering', 'Catering', 9800, 2500, 7300, -1, 0],
    [0, 'Petal & Stem', 'Florals', 2400, 600, 0, 3, 0],
    [0, 'Lumen Photography', 'Photography', 2950, 800, 2150, -2, 0],
    [1, 'Feast Co', 'Catering', 12600, 3000, 0, 5, 0],
    [1, 'Wild Bloom', 'Florals', 3100, 900, 0, 5, 0],
    [1, 'The Groove Band', 'Music', 2200, 500, 0, 4, 0],
    [2, 'Hollins Catering', 'Catering', 8400, 2000, 0, 9, 0],
    [2, 'Petal & Stem', 'Florals', 1850, 450, 1400, 0, 0],
    [2, 'Lumen Photography', 'Photography', 2700, 700, 0, 5, 0],
  ];
  return spec.map(([w, supplier, category, contract, deposit, bal, due]) => ({
    wedding: weddings[w]!,
    date: new Date(Date.UTC(2026 + (w === 0 ? 0 : 1), w === 0 ? 10 : w === 1 ? 3 : 8, 12)),
    supplier,
    category,
    contract: c2(contract * scale),
    deposit: c2(deposit * scale),
    depositDate: new Date(Date.UTC(2026, 1 + w, 10)),
    balancePaid: c2(bal * scale),
    dueBy: new Date(Date.UTC(2026, 9 + due, 15)),
  }));
}
export function supplierRows(ls: SupplierLine[], cur = '£'): ShapeRow[] {
  return [
    ['Wedding supplier payments'],
    [
      'Wedding',
      'Wedding date',
      'Supplier',
      'Category',
      `Contract ${cur}`,
      'Deposit paid',
      'Deposit date',
      'Balance paid',
      'Balance due by',
      'Outstanding',
      'Notes',
    ],
    ...ls.map(
      (l) =>
        [
          l.wedding,
          l.date,
          l.supplier,
          l.category,
          l.contract,
          l.deposit,
          l.depositDate,
          l.balancePaid || null,
          l.dueBy,
          outstanding(l),
          null,
        ] as ShapeRow,
    ),
    [
      'TOTAL',
      null,
      null,
      null,
      sumOf(ls.map((l) => l.contract)),
      sumOf(ls.map((l) => l.deposit)),
      null,
      sumOf(ls.map((l) => l.balancePaid)),
      null,
      sumOf(ls.map(outstanding)),
      null,
    ],
  ];
}

/** W10: a recruiter's placements log, a Total row. */
export interface Placement {
  ref: string;
  client: string;
  candidate: string;
  role: string;
  start: Date;
  salary: number;
  feePct: number;
  invoice: Date;
  paid: Date | null;
}
export const placementFee = (p: Placement): number => c2(p.salary * p.feePct);
export const daysToPay = (p: Placement): number | null =>
  p.paid ? Math.round((p.paid.getTime() - p.invoice.getTime()) / 86_400_000) : null;
export function placements(
  scale = 1,
  clients = ['Northwind Logistics', 'Bluebell Health', 'Quarry Digital'],
): Placement[] {
  const spec: Array<[number, string, string, number, number, number | null]> = [
    [0, 'Amara Osei', 'Warehouse manager', 48_000, 0.18, 21],
    [1, 'Tom Reilly', 'Practice nurse', 39_000, 0.15, 45],
    [2, 'Lena Vogt', 'Senior developer', 72_000, 0.2, 14],
    [0, 'Priya Nair', 'Transport planner', 41_000, 0.18, 35],
    [1, 'Sam Carter', 'Clinic lead', 55_000, 0.15, 60],
    [2, 'Ola Nowak', 'Product designer', 58_000, 0.2, null],
    [0, 'Ben Hale', 'Fleet coordinator', 36_000, 0.18, null],
  ];
  return spec.map(([c, candidate, role, sal, pct, days], i) => {
    const invoice = new Date(Date.UTC(2026, 2 + i, 5));
    return {
      ref: `PL-${301 + i}`,
      client: clients[c]!,
      candidate,
      role,
      start: new Date(Date.UTC(2026, 2 + i, 1)),
      salary: c2(sal * scale),
      feePct: pct,
      invoice,
      paid: days === null ? null : new Date(invoice.getTime() + days * 86_400_000),
    };
  });
}
export function placementRows(ps: Placement[], title = 'Placements 2026 (£)'): ShapeRow[] {
  return [
    [title],
    [
      'Ref',
      'Client',
      'Candidate',
      'Role',
      'Start date',
      'Annual salary',
      'Fee %',
      'Fee',
      'Invoice date',
      'Paid date',
      'Days to pay',
      'Status',
    ],
    ...ps.map(
      (p) =>
        [
          p.ref,
          p.client,
          p.candidate,
          p.role,
          p.start,
          p.salary,
          p.feePct,
          placementFee(p),
          p.invoice,
          p.paid,
          daysToPay(p),
          p.paid ? 'Paid' : 'Awaiting payment',
        ] as ShapeRow,
    ),
    [
      'Total',
      null,
      null,
      null,
      null,
      sumOf(ps.map((p) => p.salary)),
      null,
      sumOf(ps.map(placementFee)),
      null,
      null,
      null,
      null,
    ],
  ];
}

/** M2: a hostel's daily takings log, dates as text "2026/08/01", a Total row. */
export interface Takings {
  date: string;
  beds: number;
  dorm: number;
  priv: number;
  bar: number;
}
export function takings(scale = 1, days = 61): Takings[] {
  const out: Takings[] = [];
  for (let i = 0; i < days; i++) {
    const d = new Date(Date.UTC(2026, 7, 1 + i));
    const iso = d.toISOString().slice(0, 10).replace(/-/g, '/');
    out.push({
      date: iso,
      beds: 20 + ((i * 7) % 13),
      dorm: c2((620 + ((i * 37) % 180)) * scale),
      priv: c2((310 + ((i * 53) % 240)) * scale),
      bar: c2((140 + ((i * 29) % 110)) * scale),
    });
  }
  return out;
}
export const takingsTotal = (t: Takings): number => c2(t.dorm + t.priv + t.bar);
export function takingsRows(ts: Takings[], title = 'Harbour Hostel daily takings (€)'): ShapeRow[] {
  return [
    [title],
    ['Date', 'Beds sold', 'Dorm revenue', 'Private rooms', 'Bar & café', 'Total', 'Notes'],
    ...ts.map((t) => [t.date, t.beds, t.dorm, t.priv, t.bar, takingsTotal(t), null] as ShapeRow),
    [
      'Total',
      ts.reduce((a, t) => a + t.beds, 0),
      sumOf(ts.map((t) => t.dorm)),
      sumOf(ts.map((t) => t.priv)),
      sumOf(ts.map((t) => t.bar)),
      sumOf(ts.map(takingsTotal)),
      null,
    ],
  ];
}
