/**
 * Issue 13, pass 36: the newest blind set's layouts as the lead described them, with made-up
 * figures (see pass36.test.ts). Each builder takes a few knobs so the tests can ask the same
 * question of variants (other labels, currencies, sizes).
 */
import type { ShapeRow } from './pass5-shapes';

const c2 = (n: number): number => Math.round(n * 100) / 100;

/** M8: an equipment lease schedule under a terms block, a Totals row below a blank. */
export interface LeaseLine {
  no: number;
  due: Date;
  open: number;
  pay: number;
  interest: number;
  principal: number;
  close: number;
}
export function leaseLines(amount = 18_900, rate = 0.074, months = 36): LeaseLine[] {
  const r = rate / 12;
  const pay = c2((amount * r) / (1 - (1 + r) ** -months));
  const out: LeaseLine[] = [];
  let bal = amount;
  for (let i = 0; i < months; i++) {
    const interest = c2(bal * r);
    const last = i === months - 1;
    const principal = last ? bal : c2(pay - interest);
    const close = c2(bal - principal);
    out.push({
      no: i + 1,
      due: new Date(Date.UTC(2025, 3 + i, 15)),
      open: bal,
      pay: last ? c2(principal + interest) : pay,
      interest,
      principal,
      close,
    });
    bal = close;
  }
  return out;
}
export const leaseMonthly = (amount: number, rate: number, months: number): number =>
  leaseLines(amount, rate, months)[0]!.pay;
export function leaseRows(
  machine = 'Kubota mini excavator',
  amount = 18_900,
  rate = 0.074,
  months = 36,
): ShapeRow[] {
  const ls = leaseLines(amount, rate, months);
  const tot = (k: 'pay' | 'interest' | 'principal') => c2(ls.reduce((a, l) => a + l[k], 0));
  return [
    [`Equipment lease: ${machine}`],
    ['Lessee', 'Ridgeway Groundworks Ltd'],
    ['Lessor', 'Northern Asset Finance'],
    ['Amount financed', amount],
    ['Interest rate (annual)', rate],
    ['Term (months)', months],
    ['Monthly payment', ls[0]!.pay],
    [],
    [
      'No.',
      'Payment date',
      'Opening balance',
      'Payment',
      'Interest',
      'Principal',
      'Closing balance',
    ],
    ...ls.map((l) => [l.no, l.due, l.open, l.pay, l.interest, l.principal, l.close] as ShapeRow),
    [],
    ['Totals', null, null, tot('pay'), tot('interest'), tot('principal'), null],
  ];
}

/** M9: a six-month cash-flow forecast, months across with an empty first header cell. */
export const FC_MONTHS = ['Jan 2027', 'Feb 2027', 'Mar 2027', 'Apr 2027', 'May 2027', 'Jun 2027'];
export interface Forecast {
  open: number;
  ins: Array<[string, number[]]>;
  outs: Array<[string, Array<number | null>]>;
}
export function forecast(scale = 1, gst = 'GST payment (BAS)'): Forecast {
  const s = (n: number) => c2(n * scale);
  return {
    open: s(14_200),
    ins: [
      ['Sales receipts', [38_000, 31_500, 42_800, 36_900, 29_400, 44_100].map(s)],
      ['Other income', [200, 0, 350, 0, 1_200, 0].map(s)],
    ],
    outs: [
      ['Wages', [18_400, 18_400, 19_100, 19_100, 19_100, 19_800].map(s)],
      ['Rent', [4_500, 4_500, 4_500, 4_500, 4_500, 4_500].map(s)],
      ['Stock purchases', [12_600, 16_900, 13_200, 11_800, 17_400, 12_100].map(s)],
      [gst, [null, 6_840, null, null, 7_210, null].map((v) => (v === null ? null : s(v)))],
      ['Loan repayments', [1_250, 1_250, 1_250, 1_250, 1_250, 1_250].map(s)],
    ],
  };
}
export function forecastCloses(f: Forecast): number[] {
  const out: number[] = [];
  let open = f.open;
  for (let m = 0; m < FC_MONTHS.length; m++) {
    const inn = f.ins.reduce((a, l) => a + l[1][m]!, 0);
    const o = f.outs.reduce((a, l) => a + (l[1][m] ?? 0), 0);
    open = c2(open + inn - o);
    out.push(open);
  }
  return out;
}
export function forecastRows(f: Forecast): ShapeRow[] {
  const closes = forecastCloses(f);
  const opens = [f.open, ...closes.slice(0, -1)];
  const col = (m: number, ls: Array<[string, Array<number | null>]>) =>
    c2(ls.reduce((a, l) => a + (l[1][m] ?? 0), 0));
  const ms = FC_MONTHS.map((_, m) => m);
  return [
    ['Cash flow forecast, January to June 2027'],
    [null, ...FC_MONTHS],
    ['Opening cash', ...opens],
    ['Cash in'],
    ...f.ins.map(([l, v]) => [l, ...v] as ShapeRow),
    ['Total cash in', ...ms.map((m) => col(m, f.ins))],
    ['Cash out'],
    ...f.outs.map(([l, v]) => [l, ...v] as ShapeRow),
    ['Total cash out', ...ms.map((m) => col(m, f.outs))],
    ['Net cash flow', ...ms.map((m) => c2(col(m, f.ins) - col(m, f.outs)))],
    ['Closing cash', ...closes],
  ];
}

/** M10: an MRR bridge, months down; Contraction and Churned stored negative. */
export interface MrrMonth {
  month: string;
  start: number;
  add: number;
  exp: number;
  con: number;
  churn: number;
  end: number;
  paying: number;
}
export function mrrBridge(scale = 1): MrrMonth[] {
  const out: MrrMonth[] = [];
  let start = c2(8_400 * scale);
  let paying = 120;
  for (let m = 0; m < 10; m++) {
    const add = c2((900 + m * 45) * scale);
    const exp = c2((210 + (m % 3) * 60) * scale);
    const con = -c2((80 + (m % 2) * 40) * scale);
    const churn = -c2((310 + (m % 4) * 55) * scale);
    const end = c2(start + add + exp + con + churn);
    paying += 9 - (m % 4);
    out.push({
      month: `2026-${String(m + 1).padStart(2, '0')}`,
      start,
      add,
      exp,
      con,
      churn,
      end,
      paying,
    });
    start = end;
  }
  return out;
}
export function mrrBridgeRows(ms: MrrMonth[]): ShapeRow[] {
  return [
    [
      'Month',
      'Starting MRR',
      'New',
      'Expansion',
      'Contraction',
      'Churned',
      'Ending MRR',
      'Paying customers',
    ],
    ...ms.map((m) => [m.month, m.start, m.add, m.exp, m.con, m.churn, m.end, m.paying] as ShapeRow),
  ];
}

/** M11: job costing with a Status column; jobs in progress have no Invoiced or Profit. */
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
export const jobTotal = (j: Job): number => c2(j.labour + j.materials + j.sub);
export const jobProfit = (j: Job): number | null =>
  j.invoiced === null ? null : c2(j.invoiced - jobTotal(j));
export function jobs(from = 1031, scale = 1): Job[] {
  const s = (n: number) => c2(n * scale);
  const raw: Array<[string, number, number, number, number, number | null]> = [
    ['Harris kitchen', 8_400, 3_100, 3_900, 0, 8_400],
    ['Okafor bathroom', 6_200, 2_800, 3_350, 600, 6_450],
    ['Lind extension', 24_500, 9_600, 11_200, 4_300, 24_500],
    ['Patel loft', 12_800, 4_900, 5_100, 1_200, null],
    ['Moreau decking', 3_900, 1_700, 2_450, 0, 3_900],
    ['Schmidt rewire', 5_600, 2_900, 1_300, 0, null],
    ['Green garage', 9_100, 3_300, 4_100, 900, 9_350],
  ];
  return raw.map(([client, q, l, m, sb, inv], i) => ({
    no: `J-${from + i}`,
    client,
    quoted: s(q),
    labour: s(l),
    materials: s(m),
    sub: s(sb),
    invoiced: inv === null ? null : s(inv),
    status: inv === null ? 'In progress' : 'Invoiced',
  }));
}
export function jobRows(js: Job[], title = 'Job costing 2026 (£)'): ShapeRow[] {
  const tot = (f: (j: Job) => number | null) => c2(js.reduce((a, j) => a + (f(j) ?? 0), 0));
  return [
    [title],
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
          jobTotal(j),
          j.invoiced,
          jobProfit(j),
          j.status,
        ] as ShapeRow,
    ),
    [
      'Totals',
      null,
      tot((j) => j.quoted),
      tot((j) => j.labour),
      tot((j) => j.materials),
      tot((j) => j.sub),
      tot(jobTotal),
      tot((j) => j.invoiced),
      tot(jobProfit),
      null,
    ],
    [],
    ['Profit is blank until a job is invoiced.'],
  ];
}

/** M12: one sheet per site (months down, no year) plus a Summary with the year in its title. */
export const SITE_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
];
export const siteSales = (s: number, m: number): number =>
  c2(2_100 + s * 850 + ((m * 37 + s * 11) % 9) * 140);
export const siteCosts = (s: number, m: number): number =>
  c2(1_300 + s * 410 + ((m * 13 + s * 5) % 7) * 95);
export function siteRows(site: string, s: number): ShapeRow[] {
  const ms = SITE_MONTHS.map((_, m) => m);
  const sales = ms.map((m) => siteSales(s, m));
  const costs = ms.map((m) => siteCosts(s, m));
  const t = (xs: number[]) => c2(xs.reduce((a, b) => a + b, 0));
  return [
    [`${site} - monthly`],
    ['Month', 'Sales', 'Costs', 'Margin'],
    ...ms.map(
      (m) => [SITE_MONTHS[m]!, sales[m]!, costs[m]!, c2(sales[m]! - costs[m]!)] as ShapeRow,
    ),
    ['Total', t(sales), t(costs), c2(t(sales) - t(costs))],
  ];
}
export function siteSummaryRows(shop: string, sites: string[], cur = '€'): ShapeRow[] {
  const ms = SITE_MONTHS.map((_, m) => m);
  const tot = (f: (s: number, m: number) => number, s: number) =>
    c2(ms.reduce((a, m) => a + f(s, m), 0));
  const rows = sites.map((site, s) => {
    const sa = tot(siteSales, s);
    const co = tot(siteCosts, s);
    return [site, sa, co, c2(sa - co)] as ShapeRow;
  });
  const all = [1, 2, 3].map((i) => c2(rows.reduce((a, r) => a + (r[i] as number), 0)));
  return [
    [`${shop}: Jan-Sep 2026 (${cur})`],
    ['Site', 'Sales', 'Costs', 'Margin'],
    ...rows,
    ['All sites', ...all],
  ];
}
export function siteBook(
  shop = 'Hollybrook Farm Shop',
  sites = ['Market stall', 'Farm gate', 'Online'],
  cur = '€',
): Array<{ name: string; rows: ShapeRow[] }> {
  return [
    { name: 'Summary', rows: siteSummaryRows(shop, sites, cur) },
    ...sites.map((site, s) => ({ name: site, rows: siteRows(site, s) })),
  ];
}

/** M13: a price list with Cost price, Sell price, Margin and Margin % (a fraction). */
export interface PriceItem {
  code: string;
  product: string;
  cost: number;
  sell: number;
  supplier: string;
}
export function priceItems(scale = 1): PriceItem[] {
  const s = (n: number) => c2(n * scale);
  return [
    ['Linen tablecloth', 21.4, 45.9],
    ['Buttonhole', 1.2, 4.5],
    ['Bridal bouquet', 38.5, 89],
    ['Table centrepiece', 14.9, 29.9],
    ['Corsage', 3.1, 8.9],
    ['Flower crown', 11.6, 24.5],
  ].map(([p, c, v], i) => ({
    code: `FL-${String(i + 1).padStart(3, '0')}`,
    product: p as string,
    cost: s(c as number),
    sell: s(v as number),
    supplier: i % 2 ? 'Blumen Zürich AG' : 'Fleurop Basel',
  }));
}
export function priceRows(items: PriceItem[], cur = 'CHF', vat = '8.1%'): ShapeRow[] {
  return [
    [`Atelier Rosa price list 2026 (${cur}, sell prices excl. VAT ${vat})`],
    ['Code', 'Product', 'Cost price', 'Sell price', 'Margin', 'Margin %', 'Supplier'],
    ...items.map(
      (i) =>
        [
          i.code,
          i.product,
          i.cost,
          i.sell,
          c2(i.sell - i.cost),
          Math.round(((i.sell - i.cost) / i.sell) * 10_000) / 10_000,
          i.supplier,
        ] as ShapeRow,
    ),
  ];
}

/** M14: a grant tracker with a TOTAL row. */
export interface Grant {
  funder: string;
  purpose: string;
  awarded: number;
  received: number;
  spent: number;
  restricted: string;
}
export function grants(scale = 1): Grant[] {
  const s = (n: number) => c2(n * scale);
  return [
    ['Lottery Community Fund', 'Youth club', 45_000, 30_000, 26_400, 'Yes'],
    ['County Council', 'Lunch club', 12_000, 12_000, 9_800, 'Yes'],
    ['Rotary Club', 'Minibus', 8_500, 4_250, 4_250, 'No'],
    ['Garfield Trust', 'Core costs', 20_000, 10_000, 11_300, 'No'],
    ['Arts Foundation', 'Summer festival', 6_000, 0, 0, 'Yes'],
  ].map(([f, p, a, r, sp, re]) => ({
    funder: f as string,
    purpose: p as string,
    awarded: s(a as number),
    received: s(r as number),
    spent: s(sp as number),
    restricted: re as string,
  }));
}
export function grantRows(gs: Grant[]): ShapeRow[] {
  const t = (f: (g: Grant) => number) => c2(gs.reduce((a, g) => a + f(g), 0));
  return [
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
    ...gs.map(
      (g, i) =>
        [
          g.funder,
          g.purpose,
          new Date(Date.UTC(2025, 2 + i * 2, 10)),
          g.restricted,
          g.awarded,
          g.received,
          c2(g.awarded - g.received),
          g.spent,
          c2(g.received - g.spent),
          g.received === g.awarded ? 'Received' : 'Part paid',
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
      t((g) => g.received - g.spent),
      null,
    ],
  ];
}

/** M15: an expense log whose tax column goes by its local name (MVA, moms, ALV, BTW…). */
export function expenseLog(scale = 1): Array<[Date, string, string, number, number]> {
  const s = (n: number) => c2(n * scale);
  return [
    [new Date(Date.UTC(2026, 0, 8)), 'Clas Ohlson', 'Tools', s(1_240), s(310)],
    [new Date(Date.UTC(2026, 1, 3)), 'Telenor', 'Phone', s(499), s(124.75)],
    [new Date(Date.UTC(2026, 2, 19)), 'Circle K', 'Fuel', s(860), s(215)],
    [new Date(Date.UTC(2026, 3, 2)), 'Elkjøp', 'Laptop', s(11_990), s(2_997.5)],
    [new Date(Date.UTC(2026, 4, 27)), 'Posten', 'Postage', s(340), s(85)],
  ];
}
export function expenseRows(
  log: Array<[Date, string, string, number, number]>,
  tax = 'MVA',
): ShapeRow[] {
  return [
    ['Date', 'Supplier', 'Description', 'Net', tax, 'Gross'],
    ...log.map(([d, s, de, n, t]) => [d, s, de, n, t, c2(n + t)] as ShapeRow),
  ];
}
