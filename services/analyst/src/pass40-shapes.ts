/**
 * Issue 13, pass 40: the newest blind set's layouts as the lead described them, with made-up
 * figures (see pass40.test.ts). Each builder takes a few knobs so the tests can ask the same
 * question of variants (other labels, currencies, sizes, date forms).
 */
import type { ShapeRow } from './pass5-shapes';

const c2 = (n: number): number => Math.round(n * 100) / 100;

/** W1 / M1: a bank export: title rows, a blank, Date | Description | Paid in | Paid out | Balance. */
export interface BankEntry {
  month: number; // 0-based
  day: number;
  desc: string;
  paidIn?: number;
  paidOut?: number;
}
export interface BankBook {
  opening: number;
  entries: Array<BankEntry & { balance: number }>;
}

const PAYEES_OUT: Array<[string, number]> = [
  ['CARD PAYMENT PETFOOD DIRECT', 212.4],
  ['VET - RIVERSIDE ANIMAL HOSPITAL', 385.0],
  ['DD ESB NETWORKS ELECTRIC', 640.18],
  ['DOORSAFE SECURITY LTD', 95.5],
  ['BAND FEE - THE MARROWS', 450],
  ['CARD PAYMENT PLUMBASE LTD', 128.64],
  ['FUEL CIRCLE K NAAS', 71.2],
  ['HMRC VAT', 2_415.33],
];
const PAYEES_IN: Array<[string, number]> = [
  ['SEPA CREDIT - BOOKING MURPHY', 340],
  ['SUMUP CARD SETTLEMENT', 1_204.55],
  ['FPS CREDIT J OBRIEN', 180],
  ['SEPA CREDIT - BOOKING KELLY', 260],
];

/** About 45 entries over September and October 2026, the balance dipping low mid-September. */
export function bankBook(scale = 1, opening = 8_400, year = 2026): BankBook {
  const es: BankEntry[] = [];
  let k = 0;
  let ko = 0;
  let ki = 0;
  for (const month of [8, 9]) {
    for (let day = 1; day <= 28; day += 1) {
      if (day % 3 === 0 || day % 7 === 0) continue;
      const out = k % 2 === 0 || (month === 8 && day > 8 && day < 16);
      const [desc, amt] = out
        ? PAYEES_OUT[ko++ % PAYEES_OUT.length]!
        : PAYEES_IN[ki++ % PAYEES_IN.length]!;
      const v = c2(amt * scale * (1 + (k % 5) / 10));
      es.push(out ? { month, day, desc, paidOut: v } : { month, day, desc, paidIn: v });
      k += 1;
    }
  }
  // the same day twice: the close of the day is the later row
  es.splice(12, 0, { month: 8, day: es[11]!.day, desc: 'SUMUP CARD SETTLEMENT', paidIn: 55.1 });
  void year;
  let bal = c2(opening * scale);
  const entries = es.map((e) => {
    bal = c2(bal + (e.paidIn ?? 0) - (e.paidOut ?? 0));
    return { ...e, balance: bal };
  });
  return { opening: c2(opening * scale), entries };
}

export type DateForm = 'date' | 'iso' | 'dmy';
export function bankRows(
  b: BankBook,
  dates: DateForm = 'date',
  name = 'Paws & Co Boarding Kennels',
  heads: [string, string] = ['Paid in', 'Paid out'],
  year = 2026,
): ShapeRow[] {
  const pad = (n: number) => String(n).padStart(2, '0');
  const dateOf = (m: number, d: number): string | Date =>
    dates === 'date'
      ? new Date(Date.UTC(year, m, d))
      : dates === 'iso'
        ? `${year}-${pad(m + 1)}-${pad(d)}`
        : `${pad(d)}/${pad(m + 1)}/${year}`;
  return [
    [name],
    ['Business current account - statement 01/09/2026 to 31/10/2026'],
    [],
    ['Date', 'Description', heads[0], heads[1], 'Balance'],
    [dateOf(8, 1), 'Balance brought forward', null, null, b.opening],
    ...b.entries.map((e): ShapeRow => [
      dateOf(e.month, e.day),
      e.desc,
      e.paidIn ?? null,
      e.paidOut ?? null,
      e.balance,
    ]),
  ];
}

/** M4: a fixed asset register with accounting abbreviations in its headers, a Total row. */
export interface Asset {
  id: string;
  desc: string;
  cat: string;
  cost: number;
  life: number;
  bf: number;
  charge: number;
}
export function assets(scale = 1, cats = ['Vans', 'E-cargo bikes', 'IT equipment']): Asset[] {
  const a = (
    id: string,
    desc: string,
    cat: string,
    cost: number,
    life: number,
    bf: number,
    charge: number,
  ): Asset => ({
    id,
    desc,
    cat,
    cost: c2(cost * scale),
    life,
    bf: c2(bf * scale),
    charge: c2(charge * scale),
  });
  return [
    a('FA001', 'Ford Transit Custom', cats[0]!, 32_500, 5, 13_000, 6_500),
    a('FA002', 'Renault Kangoo E-Tech', cats[0]!, 28_900, 5, 5_780, 5_780),
    a('FA003', 'Urban Arrow Cargo', cats[1]!, 7_400, 4, 3_700, 1_850),
    a('FA004', 'Tern GSD cargo bike', cats[1]!, 5_200, 4, 1_300, 1_300),
    a('FA005', 'Riese & Muller Load 75', cats[1]!, 6_800, 4, 5_100, 1_700),
    a('FA006', 'Dell laptops x4', cats[2]!, 4_800, 3, 3_200, 1_600),
    a('FA007', 'Route planning server', cats[2]!, 3_600, 3, 3_600, 0),
  ];
}
export function assetRows(xs: Asset[], cur = '£'): ShapeRow[] {
  const cf = (x: Asset) => c2(x.bf + x.charge);
  const nbv = (x: Asset) => c2(x.cost - cf(x));
  const tot = (f: (x: Asset) => number) => c2(xs.reduce((s, x) => s + f(x), 0));
  return [
    ['Fixed asset register - year ended 31 October 2026'],
    [],
    [
      'Asset ID',
      'Description',
      'Category',
      'Date acquired',
      `Cost ${cur}`,
      'Life (yrs)',
      'Acc. depn b/f',
      'Charge for year',
      'Acc. depn c/f',
      'NBV c/f',
    ],
    ...xs.map((x, i): ShapeRow => [
      x.id,
      x.desc,
      x.cat,
      new Date(Date.UTC(2021 + (i % 4), (i * 3) % 12, 1 + i)),
      x.cost,
      x.life,
      x.bf,
      x.charge,
      cf(x),
      nbv(x),
    ]),
    [
      'Total',
      null,
      null,
      null,
      tot((x) => x.cost),
      null,
      tot((x) => x.bf),
      tot((x) => x.charge),
      tot(cf),
      tot(nbv),
    ],
  ];
}

/** M4: a petty cash book: analysis columns, Balance b/f, a Totals row, then Balance c/f. */
export interface PettyLine {
  day: number;
  details: string;
  voucher: string;
  paid: number;
  col: number; // index of the analysis column
}
export function pettyCash(
  scale = 1,
  cols = ['Postage', 'Cleaning', 'Refreshments', 'Sundries'],
): { float: number; topUp: number; cols: string[]; lines: PettyLine[] } {
  const spends: Array<[string, number, number]> = [
    ['Stamps', 14.6, 0],
    ['Milk and tea', 6.85, 2],
    ['Window cleaner', 25, 1],
    ['Parcel to client', 9.4, 0],
    ['Biscuits', 4.2, 2],
    ['Light bulbs', 11.99, 3],
    ['Bleach and cloths', 7.35, 1],
    ['Coffee', 8.5, 2],
    ['Recorded delivery', 6.1, 0],
    ['Window cleaner', 25, 1],
    ['Batteries', 5.49, 3],
    ['Milk', 3.2, 2],
  ];
  const lines = spends.map(([details, v, col], i) => ({
    day: 2 + i * 2,
    details,
    voucher: `PC${String(11 + i).padStart(2, '0')}`,
    paid: c2(v * scale),
    col,
  }));
  return { float: c2(200 * scale), topUp: c2(50 * scale), cols, lines };
}
export function pettyRows(p: ReturnType<typeof pettyCash>, cur = '£'): ShapeRow[] {
  const d = (day: number) => new Date(Date.UTC(2026, 9, day));
  const width = p.cols.length;
  let bal = p.float;
  const rows: ShapeRow[] = [
    ['Petty cash book - October 2026'],
    [],
    [
      'Date',
      'Details',
      'Voucher',
      `Received ${cur}`,
      `Paid ${cur}`,
      ...p.cols.map((c) => `${c} ${cur}`),
      `Balance ${cur}`,
    ],
    [d(1), 'Balance b/f', null, p.float, null, ...p.cols.map(() => null), p.float],
  ];
  p.lines.forEach((l, i) => {
    if (i === 6) {
      bal = c2(bal + p.topUp);
      rows.push([
        d(l.day - 1),
        'Cash from bank',
        null,
        p.topUp,
        null,
        ...p.cols.map(() => null),
        bal,
      ]);
    }
    bal = c2(bal - l.paid);
    const an: Array<number | null> = Array.from({ length: width }, () => null);
    an[l.col] = l.paid;
    rows.push([d(l.day), l.details, l.voucher, null, l.paid, ...an, bal]);
  });
  const paid = c2(p.lines.reduce((s, l) => s + l.paid, 0));
  const colTot = p.cols.map((_, k) =>
    c2(p.lines.filter((l) => l.col === k).reduce((s, l) => s + l.paid, 0)),
  );
  rows.push([null, 'Totals', null, c2(p.float + p.topUp), paid, ...colTot, null]);
  rows.push([d(31), 'Balance c/f', null, null, null, ...p.cols.map(() => null), bal]);
  return rows;
}

/** M2: a Xero / QuickBooks P&L: account codes before the names, months across, a Total. */
export const PNL_MONTHS = [
  'Jan-26',
  'Feb-26',
  'Mar-26',
  'Apr-26',
  'May-26',
  'Jun-26',
  'Jul-26',
  'Aug-26',
  'Sep-26',
  'Oct-26',
];
export interface CodedLine {
  name: string;
  months: number[];
}
export function codedPnl(
  scale = 1,
  dash = true,
): { income: CodedLine[]; cos: CodedLine[]; opex: CodedLine[] } {
  const sep = dash ? ' - ' : ' ';
  const l = (code: number, name: string, base: number): CodedLine => ({
    name: `${code}${sep}${name}`,
    months: PNL_MONTHS.map((_, i) => c2(base * scale * (1 + ((i * 7) % 5) / 20))),
  });
  return {
    income: [
      l(200, 'Spectacle Sales', 18_400),
      l(210, 'Contact Lens Sales', 6_250),
      l(230, 'Eye Examinations (Private)', 3_100),
      l(240, 'Hygiene Plan Subscriptions', 1_480),
    ],
    cos: [l(310, 'Frames & Lenses Purchases', 7_900), l(320, 'Dental Lab Fees', 1_150)],
    opex: [l(400, 'Rent', 3_500), l(420, 'Staff Wages', 9_800), l(440, 'Insurance', 410)],
  };
}
export function codedPnlRows(
  p: ReturnType<typeof codedPnl>,
  title = 'Clearview Opticians',
): ShapeRow[] {
  const row = (x: CodedLine): ShapeRow => [
    x.name,
    ...x.months,
    c2(x.months.reduce((a, b) => a + b, 0)),
  ];
  const tot = (name: string, xs: CodedLine[]): ShapeRow =>
    row({ name, months: PNL_MONTHS.map((_, i) => c2(xs.reduce((s, x) => s + x.months[i]!, 0))) });
  return [
    [title],
    ['Profit and Loss'],
    ['January 2026 to October 2026'],
    [],
    ['Account', ...PNL_MONTHS, 'Total'],
    ['Trading Income'],
    ...p.income.map(row),
    tot('Total Trading Income', p.income),
    ['Cost of Sales'],
    ...p.cos.map(row),
    tot('Total Cost of Sales', p.cos),
    ['Operating Expenses'],
    ...p.opex.map(row),
    tot('Total Operating Expenses', p.opex),
  ];
}

/** M3: small owner sheets for the words that name nothing or name the sheet's rows. */
export function stockList(scale = 1, cur = '£'): ShapeRow[] {
  const rows: Array<[string, string, number, number, number]> = [
    ['Oak board', 'Timber', 12.5, 24, 40],
    ['Pine strip', 'Timber', 3.2, 6.5, 300],
    ['Brass hinge', 'Hardware', 1.1, 2.9, 150],
    ['Wood glue', 'Adhesive', 4.75, 9.99, 60],
    ['Walnut slab', 'Timber', 85, 160, 4],
  ];
  return [
    ['Item', 'Category', `Unit cost ${cur}`, `Price ${cur}`, 'In stock', `Stock value ${cur}`],
    ...rows.map(([n, c, uc, p, q]): ShapeRow => [
      n,
      c,
      c2(uc * scale),
      c2(p * scale),
      q,
      c2(uc * scale * q),
    ]),
  ];
}
export function hoursLog(projects: string[], hours: number[]): ShapeRow[] {
  return [
    ['Date', 'Project', 'Staff', 'Hours'],
    ...hours.map((h, i): ShapeRow => [
      new Date(Date.UTC(2026, 9, 1 + i)),
      projects[i % projects.length]!,
      ['Ann', 'Bob', 'Cy'][i % 3]!,
      h,
    ]),
  ];
}
export function agedFamilies(
  families: Array<[string, number[]]>,
  head = 'Parent / Account',
): ShapeRow[] {
  const buckets = ['Current', '1-30 days', '31-60 days', '61-90 days', '90+ days'];
  const tot = (xs: number[]) => c2(xs.reduce((a, b) => a + b, 0));
  return [
    [head, ...buckets, 'Total'],
    ...families.map(([n, b]): ShapeRow => [n, ...b, tot(b)]),
    [
      'Total',
      ...buckets.map((_, i) => tot(families.map(([, b]) => b[i]!))),
      tot(families.flatMap(([, b]) => b)),
    ],
  ];
}
