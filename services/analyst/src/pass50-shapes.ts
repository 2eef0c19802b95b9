/**
 * Issue 13, pass 50: logs and registers of rows an owner keeps (a bookings log, a bank export
 * newest first with one signed Amount, two member lists, a client ledger, a commission
 * register, a vehicle log), built with made-up figures from the lead's description (see
 * pass50.test.ts). Each builder takes knobs (labels, currency, sizes, row counts) so the tests
 * can ask the same question of variants.
 */
import { type Cell46, MONEY, PCT, type Row46 } from './pass46-shapes';

export { book46 } from './pass46-shapes';
export type Row50 = Row46;
export const MONTHS = [
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

const c2 = (n: number): number => Math.round(n * 100) / 100;
const pad = (n: number): string => String(n).padStart(2, '0');
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const day = (y: number, m: number, d: number): Date => new Date(Date.UTC(y, m, d));
const money = (v: number, fmt = true): Cell46 => (fmt ? { v, f: MONEY } : v);

/** a small seeded generator, so every variant is the same on every run */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

export type DateForm = 'date' | 'dmy' | 'text';
/** a date cell in the form asked: a date, "16/04/2026" or "16 Apr 2026" */
export const dateCell = (d: Date, form: DateForm): Cell46 =>
  form === 'date'
    ? d
    : form === 'dmy'
      ? `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`
      : `${d.getUTCDate()} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()}`;

// ---------------------------------------------------------------------------------------------
// L1 a bookings (sales) log

export interface Booking {
  date: Date;
  ref: string;
  channel: string;
  item: string;
  hire: string;
  qty: number;
  amount: number;
}
export interface HireLogOpts {
  title?: string;
  sub?: string;
  n?: number;
  seed?: number;
  /** Date | Booking ref | Channel | Bike | Hire | Qty | Amount (NZ$) */
  heads?: string[];
  /** 0-based months of the log */
  months?: number[];
  scale?: number;
  total?: string;
  /** what is hired, with its half-day and full-day price */
  items?: Record<string, [number, number]>;
  channels?: string[];
  /** the words of the two hire lengths */
  lengths?: [string, string];
}
export const CHANNELS = ['Website', 'Walk-in', 'Hotel desk', 'GetYourGuide'];
export const BIKES = ['Mountain bike', 'City bike', 'E-bike', 'Tandem', 'Kids bike'];
const PRICE: Record<string, [number, number]> = {
  'Mountain bike': [45, 75],
  'City bike': [30, 50],
  'E-bike': [69, 115],
  Tandem: [55, 90],
  'Kids bike': [20, 35],
};
export function hireLog(o: HireLogOpts = {}): { rows: Row46[]; data: Booking[] } {
  const r = rng(o.seed ?? 7);
  const months = o.months ?? [9, 10];
  const n = o.n ?? 120;
  const k = o.scale ?? 1;
  const data: Booking[] = [];
  for (let i = 0; i < n; i++) {
    const m = months[Math.min(months.length - 1, Math.floor((i / n) * months.length))]!;
    const d =
      1 + Math.floor(((i % Math.ceil(n / months.length)) / Math.ceil(n / months.length)) * 28);
    const prices = o.items ?? PRICE;
    const [half, full] = o.lengths ?? ['Half day', 'Full day'];
    const item = pick(r, Object.keys(prices));
    const hire = r() < 0.55 ? half : full;
    const qty = /tandem|double/i.test(item) ? 1 : 1 + Math.floor(r() * 4);
    const unit = c2(prices[item]![hire === half ? 0 : 1] * k);
    data.push({
      date: day(2026, m, d),
      ref: `LPH-${1040 + i}`,
      channel: pick(r, o.channels ?? CHANNELS),
      item,
      hire,
      qty,
      amount: c2(unit * qty),
    });
  }
  const h = o.heads ?? ['Date', 'Booking ref', 'Channel', 'Bike', 'Hire', 'Qty', 'Amount (NZ$)'];
  const rows: Row46[] = [
    [o.title ?? 'Lakeside Pedal Hire — hire log'],
    [o.sub ?? 'Queenstown · October–November 2026 · amounts NZ$ incl. GST'],
    [],
    h,
    ...data.map((b) => [b.date, b.ref, b.channel, b.item, b.hire, b.qty, money(b.amount)]),
    [
      o.total ?? 'TOTAL',
      null,
      null,
      null,
      null,
      data.reduce((a, b) => a + b.qty, 0),
      money(c2(data.reduce((a, b) => a + b.amount, 0))),
    ],
  ];
  return { rows, data };
}

// ---------------------------------------------------------------------------------------------
// L2 a bank export, newest first, one signed Amount column, a Type code column

export interface Txn {
  date: Date;
  type: string;
  desc: string;
  amount: number;
  balance: number;
}
export interface BankExportOpts {
  seed?: number;
  opening?: number;
  scale?: number;
  /** 0-based months, oldest first */
  months?: number[];
  heads?: string[];
  dates?: DateForm;
  title?: string[];
  year?: number;
  oldestFirst?: boolean;
}
export function bankExport(o: BankExportOpts = {}): {
  rows: Row46[];
  data: Txn[];
  opening: number;
} {
  const r = rng(o.seed ?? 11);
  const year = o.year ?? 2026;
  const months = o.months ?? [8, 9, 10];
  const k = o.scale ?? 1;
  const opening = c2((o.opening ?? 6_412.37) * k);
  const raw: Array<Omit<Txn, 'balance'>> = [];
  const van = c2(389.5 * k);
  const weddings = ['HARGREAVES', 'OKONJO', 'BELL', 'MARCHETTI', 'DUNN', 'ASHCROFT'];
  months.forEach((m, mi) => {
    const add = (d: number, type: string, desc: string, amount: number) =>
      raw.push({ date: day(year, m, d), type, desc, amount: c2(amount) });
    add(1, 'SO', 'RENT UNIT 4 ABBEY YARD', -1_250 * k);
    add(3, 'DD', 'VW FINANCIAL SERVICES VAN', -van);
    for (const d of [2, 6, 9, 13, 16, 20, 23, 27])
      add(d, 'CARD', 'NEW COVENT GARDEN MKT', -(180 + Math.floor(r() * 420) + r()) * k);
    for (const d of [4, 11, 18, 25])
      add(d, 'FPI', 'STRIPE PAYMENTS UK LTD', (900 + Math.floor(r() * 1600) + r()) * k);
    add(28, 'FPO', 'S PRICE WAGES', -1_840 * k);
    add(15, 'FPO', 'TFR S PRICE DRAWINGS', -(600 + mi * 100) * k);
    add(7 + mi, 'FPI', `DEPOSIT ${weddings[mi * 2]} WEDDING`, (350 + mi * 50) * k);
    add(21, 'FPI', `BALANCE ${weddings[mi * 2 + 1]} WEDDING`, (1_450 + mi * 180) * k);
    add(14, 'FPI', `DEPOSIT ${weddings[(mi * 2 + 3) % 6]} WEDDING`, (300 + mi * 25) * k);
    add(26, 'CHG', 'ACCOUNT FEE', -(8.5 + mi) * k);
  });
  raw.sort((a, b) => a.date.getTime() - b.date.getTime());
  let bal = opening;
  const data: Txn[] = raw.map((t) => {
    bal = c2(bal + t.amount);
    return { ...t, balance: bal };
  });
  const h = o.heads ?? ['Date', 'Type', 'Description', 'Amount (£)', 'Balance (£)'];
  const form = o.dates ?? 'date';
  const rows: Row46[] = [
    ...(
      o.title ?? [
        'Account: PETAL & VINE LTD   Sort code 20-45-77   Account 43819265',
        `Transactions ${dateCell(day(year, months[0]!, 1), 'dmy')} to ${dateCell(
          day(year, months[months.length - 1]! + 1, 0),
          'dmy',
        )}`,
      ]
    ).map((t) => [t]),
    [],
    h,
    ...(o.oldestFirst ? [...data] : [...data].reverse()).map((t) => [
      dateCell(t.date, form),
      t.type,
      t.desc,
      money(t.amount),
      money(t.balance),
    ]),
  ];
  return { rows, data, opening };
}

// ---------------------------------------------------------------------------------------------
// L3 a) a member list with a status and summary rows under it

export interface Member {
  name: string;
  plan: string;
  fee: number;
  start: Date;
  status: string;
  cancelled?: Date;
  belt: string;
  pays: string;
}
export interface MemberListOpts {
  title?: string;
  sub?: string;
  heads?: string[];
  dates?: DateForm;
  scale?: number;
  fees?: Record<string, number>;
  summary?: boolean;
}
const FIRST = ['Aled', 'Bethan', 'Cai', 'Dylan', 'Elin', 'Ffion', 'Gethin', 'Hana', 'Iwan', 'Jac'];
const LAST = ['Pryce', 'Morgan', 'Rees', 'Vaughan', 'Lloyd', 'Howells', 'Jenkins', 'Bowen'];
export function memberList(o: MemberListOpts = {}): { rows: Row46[]; data: Member[] } {
  const r = rng(23);
  const k = o.scale ?? 1;
  const fees = o.fees ?? { 'Adult Unlimited': 55, Junior: 35, Family: 95 };
  // [plan, status, cancelled (y, m, d) or none]
  const spec: Array<[string, string, [number, number, number]?]> = [];
  const plans = Object.keys(fees);
  for (let i = 0; i < 26; i++) spec.push([plans[i % 3 === 0 ? 1 : i % 7 === 2 ? 2 : 0]!, 'Active']);
  spec.push([plans[0]!, 'Cancelled', [2026, 3, 16]]);
  spec.push([plans[1]!, 'Cancelled', [2026, 5, 2]]);
  spec.push([plans[2]!, 'Cancelled', [2026, 7, 30]]);
  spec.push([plans[0]!, 'Cancelled', [2026, 9, 5]]);
  spec.push([plans[1]!, 'Cancelled', [2026, 0, 9]]);
  spec.push([plans[0]!, 'Cancelled', [2025, 10, 20]]);
  spec.push([plans[2]!, 'Cancelled', [2025, 5, 1]]);
  spec.push([plans[0]!, 'Frozen']);
  spec.push([plans[1]!, 'Frozen']);
  spec.push([plans[2]!, 'Frozen']);
  const belts = ['White', 'Yellow', 'Orange', 'Green', 'Blue', 'Brown', 'Black'];
  const pays = ['Direct Debit', 'Direct Debit', 'Standing Order', 'Cash'];
  const data: Member[] = spec.map(([plan, status, c], i) => {
    const y = 2019 + Math.floor(r() * 8);
    const startM = Math.floor(r() * 12);
    const start0 = day(i === 4 ? 2018 : y, i === 4 ? 0 : startM, 1 + Math.floor(r() * 27));
    // nobody joined after the list was updated
    const start =
      start0.getTime() > day(2026, 10, 20).getTime() ? day(2026, 10, 2 + (i % 18)) : start0;
    const fam = plan === plans[2] ? c2((fees[plan]! - 10 * (i % 2)) * k) : c2(fees[plan]! * k);
    return {
      name: `${FIRST[i % FIRST.length]} ${LAST[(i * 3) % LAST.length]}${i >= 10 ? ` ${String.fromCharCode(65 + (i % 26))}.` : ''}`.trim(),
      plan,
      fee: fam,
      start: c && start.getTime() > day(c[0], c[1], c[2]).getTime() ? day(c[0] - 1, 0, 10) : start,
      status,
      ...(c ? { cancelled: day(c[0], c[1], c[2]) } : {}),
      belt: pick(r, belts),
      pays: pick(r, pays),
    };
  });
  // the one who joined first stays Active and is unique
  const h = o.heads ?? [
    'Member',
    'Plan',
    'Fee £/mo',
    'Start date',
    'Status',
    'Cancelled',
    'Belt',
    'Pays by',
    'Notes',
  ];
  const active = data.filter((m) => m.status === 'Active');
  const rows: Row46[] = [
    [o.title ?? 'Red Dragon Martial Arts — members'],
    [o.sub ?? 'Updated 30/11/2026 · fees £ per month'],
    [],
    h,
    ...data.map((m, i) => [
      m.name,
      m.plan,
      m.fee,
      m.start,
      m.status,
      m.cancelled ? dateCell(m.cancelled, o.dates ?? 'text') : null,
      m.belt,
      m.pays,
      i % 5 === 1 ? 'Sibling discount' : i % 9 === 3 ? 'Grading Dec' : null,
    ]),
    ...(o.summary === false
      ? []
      : [
          [],
          ['Active members', active.length],
          ['Monthly fees (active)', c2(active.reduce((a, m) => a + m.fee, 0))],
        ]),
  ];
  return { rows, data };
}

// ---------------------------------------------------------------------------------------------
// L3 b) a membership tracker with a monthly equivalent and visits

export interface Climber {
  no: string;
  name: string;
  plan: string;
  start: Date;
  billing: string;
  fee: number;
  monthly: number;
  status: string;
  renewal: Date;
  waiver: 'Y' | 'N';
  visits: number;
}
export interface TrackerOpts {
  title?: string;
  sub?: string;
  heads?: string[];
  scale?: number;
  n?: number;
  footer?: string;
}
export const GYM_PLANS: Record<string, [string, number]> = {
  'Monthly Unlimited': ['Monthly', 89],
  'Annual Unlimited': ['Annual', 899],
  Student: ['Monthly', 65],
  'Off-Peak': ['Monthly', 59],
};
const NAMES = [
  'Priya Nair',
  'Liam MacNeil',
  'Chloé Arsenault',
  'Owen Boudreau',
  'Aisha Rahman',
  'Ben Tremblay',
  'Maya Chen',
  'Noah LeBlanc',
  'Sofia Rossi',
  'Jack Doucet',
  'Emma Fraser',
  'Ravi Patel',
  'Grace MacLean',
  'Lucas Comeau',
  'Zoe Murphy',
  'Ethan Gallant',
  'Hana Sato',
  'Finn Doyle',
  'Ivy Cormier',
  'Sam Kaur',
  'Nora Bennett',
  'Leo Haddad',
  'Ava Landry',
  'Kai Robichaud',
  'Mia Poirier',
  'Theo Ng',
  'Lily Campbell',
  'Omar Saleh',
  'Ruby Walsh',
  'Eli Gagnon',
  'Tess Morrison',
  'Cole Hébert',
];
export function climbTracker(o: TrackerOpts = {}): { rows: Row46[]; data: Climber[] } {
  const r = rng(31);
  const k = o.scale ?? 1;
  const n = o.n ?? 32;
  const plans = Object.keys(GYM_PLANS);
  const data: Climber[] = [];
  for (let i = 0; i < n; i++) {
    const plan = plans[i % 5 === 1 ? 1 : i % 4 === 2 ? 2 : i % 6 === 3 ? 3 : i % 3 === 0 ? 1 : 0]!;
    const [billing, fee0] = GYM_PLANS[plan]!;
    const fee = c2(fee0 * k);
    const status =
      i % 9 === 5 ? 'Expired' : i % 11 === 7 ? 'Frozen' : i % 13 === 10 ? 'Cancelled' : 'Active';
    const sy = i % 3 === 1 ? 2026 : 2023 + (i % 3);
    const sm = (i * 5) % 12;
    const sd = 1 + ((i * 7) % 27);
    const start = day(sy === 2026 && sm > 10 ? 2026 : sy, sy === 2026 ? sm % 10 : sm, sd);
    let renewal: Date;
    if (billing === 'Annual')
      renewal =
        status === 'Active'
          ? day(2027, i % 2 === 0 ? 0 : (i % 5) + 1, 1 + ((i * 3) % 27))
          : day(2026, 8, 15);
    else
      renewal = status === 'Active' || status === 'Frozen' ? day(2026, 11, sd) : day(2026, 6, sd);
    data.push({
      no: `GP-${String(101 + i)}`,
      name: NAMES[i % NAMES.length]! + (i >= NAMES.length ? ` ${i}` : ''),
      plan,
      start,
      billing,
      fee,
      monthly: billing === 'Annual' ? c2(fee / 12) : fee,
      status,
      renewal,
      waiver: i % 7 === 4 || i === 9 ? 'N' : 'Y',
      visits:
        status === 'Active'
          ? 10 + Math.floor(r() * 110) + (i === 6 ? 200 : 0)
          : Math.floor(r() * 20),
    });
  }
  const h = o.heads ?? [
    'Member #',
    'Name',
    'Plan',
    'Start date',
    'Billing',
    'Fee (CA$)',
    'Monthly equiv. (CA$)',
    'Status',
    'Renewal / expiry',
    'Waiver signed',
    'Visits YTD',
  ];
  const rows: Row46[] = [
    [o.title ?? 'Granite Peaks Bouldering, Halifax: membership tracker'],
    [o.sub ?? 'Updated Dec 5, 2026. Fees in CA$ before HST. Visits = check-ins since Jan 1.'],
    h,
    ...data.map((c) => [
      c.no,
      c.name,
      c.plan,
      c.start,
      c.billing,
      money(c.fee),
      money(c.monthly),
      c.status,
      c.renewal,
      c.waiver,
      c.visits,
    ]),
    [],
    [o.footer ?? `${n} members on file`],
  ];
  return { rows, data };
}

// ---------------------------------------------------------------------------------------------
// L4 a client ledger with statuses (funeral director)

export interface Funeral {
  ref: string;
  funeral: Date;
  deceased: string;
  client: string;
  pkg: string;
  fees: number;
  disb: number;
  invoice: number;
  deposit: number;
  depositDate: Date;
  further: number;
  balance: number;
  status: string;
}
export interface LedgerOpts {
  heads?: string[];
  scale?: number;
  n?: number;
  dates?: DateForm;
  title?: string;
}
const PACKAGES: Array<[string, number, number]> = [
  ['Simple cremation', 1_650, 1_120],
  ['Traditional burial', 3_950, 2_480],
  ['Direct cremation', 1_195, 890],
  ['Cremation with service', 2_850, 1_310],
];
const FAMILIES = [
  ['Edith Marsh', 'Paul Marsh'],
  ['Harold Finch', 'Susan Finch'],
  ['Mary O’Connell', 'Declan O’Connell'],
  ['George Tait', 'Ann Tait'],
  ['Winifred Hale', 'Robert Hale'],
  ['Arthur Bell', 'Joan Pike'],
  ['Doris Kemp', 'Lynn Kemp'],
  ['Stanley Wood', 'Carl Wood'],
  ['Ivy Barnes', 'Tom Barnes'],
  ['Frank Dale', 'Rita Dale'],
  ['Norah Quinn', 'Sean Quinn'],
  ['Leonard Cross', 'Eve Cross'],
  ['Betty Shaw', 'Mark Shaw'],
  ['Albert Gray', 'Helen Gray'],
];
export function funeralLedger(o: LedgerOpts = {}): { rows: Row46[]; data: Funeral[] } {
  const k = o.scale ?? 1;
  const n = o.n ?? 14;
  const data: Funeral[] = [];
  for (let i = 0; i < n; i++) {
    const [pkg, fees0, disb0] = PACKAGES[i % PACKAGES.length]!;
    const fees = c2((fees0 + (i % 3) * 75) * k);
    const disb = c2((disb0 + (i % 4) * 42.5) * k);
    const invoice = c2(fees + disb);
    const deposit = c2((i % 5 === 3 ? 0 : 500 + (i % 4) * 250) * k);
    const m = 6 + Math.floor(i / 3); // July 2026 onwards
    const funeral = day(2026, Math.min(m, 10), 3 + ((i * 5) % 24));
    // the deposit is taken when the funeral is arranged, 8 to 26 days before it
    const depositDate = new Date(funeral.getTime() - (8 + ((i * 7) % 19)) * 86_400_000);
    const status =
      i % 4 === 0
        ? 'Paid in full'
        : i % 4 === 1
          ? 'Awaiting DWP payment'
          : i % 4 === 2
            ? 'Invoiced'
            : 'Part paid';
    const further =
      status === 'Paid in full' ? c2(invoice - deposit) : status === 'Part paid' ? c2(400 * k) : 0;
    data.push({
      ref: `F26-${pad(i + 1)}`,
      funeral,
      deceased: FAMILIES[i % FAMILIES.length]![0]!,
      client: FAMILIES[i % FAMILIES.length]![1]! + (i >= FAMILIES.length ? ` (${i})` : ''),
      pkg,
      fees,
      disb,
      invoice,
      deposit,
      depositDate,
      further,
      balance: c2(invoice - deposit - further),
      status,
    });
  }
  const h = o.heads ?? [
    'Ref',
    'Funeral date',
    'Deceased',
    'Client',
    'Package',
    'Our fees £',
    'Disbursements £',
    'Invoice total £',
    'Deposit £',
    'Deposit date',
    'Further payments £',
    'Balance due £',
    'Status',
  ];
  const tot = (f: (x: Funeral) => number) => money(c2(data.reduce((a, x) => a + f(x), 0)));
  const rows: Row46[] = [
    [o.title ?? 'Hale & Sons Funeral Directors: client ledger 2026/27'],
    [],
    h,
    ...data.map((f) => [
      f.ref,
      f.funeral,
      f.deceased,
      f.client,
      f.pkg,
      money(f.fees),
      money(f.disb),
      money(f.invoice),
      money(f.deposit),
      f.deposit ? dateCell(f.depositDate, o.dates ?? 'dmy') : null,
      money(f.further),
      money(f.balance),
      f.status,
    ]),
    [
      'Totals',
      null,
      null,
      null,
      null,
      tot((f) => f.fees),
      tot((f) => f.disb),
      tot((f) => f.invoice),
      tot((f) => f.deposit),
      null,
      tot((f) => f.further),
      tot((f) => f.balance),
      null,
    ],
    [],
    ['Note: DWP Funeral Expenses Payments are paid to us direct; chase after 6 weeks.'],
  ];
  return { rows, data };
}

// ---------------------------------------------------------------------------------------------
// L5 a commission register

export interface Transfer {
  date: Date;
  property: string;
  suburb: string;
  agent: string;
  price: number;
  rate: number; // fraction, 0.05
  excl: number;
  vat: number;
  incl: number;
  split: number; // fraction, 0.6
  agentShare: number;
  agencyShare: number;
}
export interface RegisterOpts {
  heads?: string[];
  title?: string;
  scale?: number;
  n?: number;
  vat?: number;
  pctFormat?: boolean;
}
const AGENTS: Array<[string, number]> = [
  ['Thandi Mokoena', 0.6],
  ['Pieter van Wyk', 0.5],
  ['Lerato Dlamini', 0.55],
  ['Johan Botha', 0.5],
];
const PROPS: Array<[string, string, number]> = [
  ['14 Dorp Street', 'Central', 4_250_000],
  ['7 Rozendal Road', 'Uniepark', 6_900_000],
  ['22 Merriman Avenue', 'Mostertsdrift', 3_150_000],
  ['3 Die Laan', 'Paradyskloof', 5_480_000],
  ['Unit 12 Eikestad Mews', 'Central', 1_895_000],
  ['9 Helshoogte Road', 'Idas Valley', 2_275_000],
  ['41 Jonkershoek Road', 'Mostertsdrift', 7_650_000],
  ['18 Bird Street', 'Central', 2_980_000],
  ['5 Van Riebeeck Street', 'Dalsig', 3_720_000],
  ['27 Lovell Street', 'Krigeville', 4_100_000],
  ['2 Hammanshand Road', 'Paradyskloof', 8_350_000],
  ['Unit 4 De Oude Bank', 'Central', 1_650_000],
];
export function commissionRegister(o: RegisterOpts = {}): { rows: Row46[]; data: Transfer[] } {
  const k = o.scale ?? 1;
  const n = o.n ?? 12;
  const vatRate = o.vat ?? 0.15;
  const data: Transfer[] = [];
  for (let i = 0; i < n; i++) {
    const [property, suburb, p0] = PROPS[i % PROPS.length]!;
    const [agent, split] = AGENTS[(i * 3 + (i > 5 ? 1 : 0)) % AGENTS.length]!;
    const price = c2(p0 * k);
    const rate = i % 3 === 0 ? 0.05 : i % 3 === 1 ? 0.045 : 0.055;
    const excl = c2(price * rate);
    const vat = c2(excl * vatRate);
    const agentShare = c2(excl * split);
    data.push({
      date: day(2026, 7 + Math.floor(i / 3), 3 + ((i * 7) % 25)),
      property: property + (i >= PROPS.length ? ` ${i}` : ''),
      suburb,
      agent,
      price,
      rate,
      excl,
      vat,
      incl: c2(excl + vat),
      split,
      agentShare,
      agencyShare: c2(excl - agentShare),
    });
  }
  const h = o.heads ?? [
    'Transfer date',
    'Property',
    'Suburb',
    'Agent',
    'Sale price (R)',
    'Comm %',
    'Commission excl. VAT (R)',
    'VAT 15% (R)',
    'Commission incl. VAT (R)',
    'Agent split',
    'Agent share (R)',
    'Agency share (R)',
  ];
  const pct = (v: number): Cell46 => (o.pctFormat === false ? v : { v, f: PCT });
  const tot = (f: (x: Transfer) => number) => money(c2(data.reduce((a, x) => a + f(x), 0)));
  const rows: Row46[] = [
    [o.title ?? 'Protea Properties Stellenbosch: agents commission register'],
    [],
    h,
    ...data.map((t) => [
      t.date,
      t.property,
      t.suburb,
      t.agent,
      money(t.price),
      pct(t.rate),
      money(t.excl),
      money(t.vat),
      money(t.incl),
      pct(t.split),
      money(t.agentShare),
      money(t.agencyShare),
    ]),
    [
      'Totals',
      null,
      null,
      null,
      tot((t) => t.price),
      null,
      tot((t) => t.excl),
      tot((t) => t.vat),
      tot((t) => t.incl),
      null,
      tot((t) => t.agentShare),
      tot((t) => t.agencyShare),
    ],
    [],
    ['Agent share is paid on the excl. VAT commission; VAT is paid over to SARS by the agency.'],
  ];
  return { rows, data };
}

// ---------------------------------------------------------------------------------------------
// L6 a vehicle log and expenses claim

export interface Trip {
  date: Date;
  from: string;
  to: string;
  purpose: string;
  km: number;
  claim: number;
  tolls: number;
  other: number;
  details: string;
  total: number;
}
export interface VehicleOpts {
  heads?: string[];
  title?: string;
  sub?: string;
  rate?: number;
  months?: number[];
  perMonth?: number;
}
const PLACES = [
  'Home base',
  'Ponsonby',
  'Takapuna',
  'Remuera',
  'Grey Lynn',
  'Devonport',
  'Mt Eden',
];
const OTHERS: Array<[string, number]> = [
  ['Bunnings - hose fittings', 38.5],
  ['Mitre 10 - shampoo pump', 24.9],
  ['Bunnings Warehouse - tarp', 56],
  ['Repco - wiper blades', 42.8],
  ['Car wash', 18],
  ['Bunnings – storage tubs', 71.4],
];
export function vehicleLog(o: VehicleOpts = {}): { rows: Row46[]; data: Trip[] } {
  const r = rng(43);
  const rate = o.rate ?? 0.88;
  const months = o.months ?? [6, 7, 8, 9, 10];
  const per = o.perMonth ?? 6;
  const data: Trip[] = [];
  let oi = 0;
  months.forEach((m, mi) => {
    for (let j = 0; j < per; j++) {
      const km = 12 + Math.floor(r() * 60) + (j === 2 ? 40 : 0);
      const claim = c2(km * rate);
      const tolls = j % 3 === 1 ? c2(4 + Math.floor(r() * 10)) : 0;
      const withOther = (j + mi) % 3 === 0;
      const [details, other] = withOther ? OTHERS[oi++ % OTHERS.length]! : ['', 0];
      data.push({
        date: day(2026, m, 2 + j * 4),
        from: PLACES[0]!,
        to: PLACES[1 + ((j + mi) % (PLACES.length - 1))]!,
        purpose: j % 4 === 3 ? 'Supplies run' : 'Grooming rounds',
        km,
        claim,
        tolls,
        other,
        details,
        total: c2(claim + tolls + other),
      });
    }
  });
  const h = o.heads ?? [
    'Date',
    'From',
    'To',
    'Purpose',
    'Km',
    `Km claim ($${rate.toFixed(2)}/km)`,
    'Tolls & parking $',
    'Other $',
    'Other details',
    'Total $',
  ];
  const tot = (f: (x: Trip) => number) => money(c2(data.reduce((a, x) => a + f(x), 0)));
  const rows: Row46[] = [
    [o.title ?? 'Suds on Wheels Mobile Dog Grooming: vehicle log & expenses'],
    [
      o.sub ??
        `Van: Toyota Hiace. Business km claimed at ${Math.round(rate * 100)}c/km (IRD rate). July to November 2026.`,
    ],
    [],
    h,
    ...data.map((t) => [
      t.date,
      t.from,
      t.to,
      t.purpose,
      t.km,
      money(t.claim),
      t.tolls ? money(t.tolls) : null,
      t.other ? money(t.other) : null,
      t.details || null,
      money(t.total),
    ]),
    [
      'TOTAL Jul-Nov',
      null,
      null,
      null,
      data.reduce((a, t) => a + t.km, 0),
      tot((t) => t.claim),
      tot((t) => t.tolls),
      tot((t) => t.other),
      null,
      tot((t) => t.total),
    ],
    [],
    ['Odometer 1 Jul 84,210 km; 30 Nov 91,655 km. Private use not claimed.'],
  ];
  return { rows, data };
}
