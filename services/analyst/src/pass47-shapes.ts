/**
 * Issue 13, pass 47: bank statements, petty cash, payroll registers, timesheets, members
 * trackers, a P&L and VAT workings, built with made-up figures from the lead's description
 * (see pass47.test.ts). Each builder takes a few knobs so the tests can ask the same question
 * of variants (other labels, currencies, sizes, row counts).
 */
import type { ShapeRow } from './pass5-shapes';

const c2 = (n: number): number => Math.round(n * 100) / 100;
const add = (xs: number[]): number => c2(xs.reduce((a, b) => a + b, 0));
const pad = (n: number): string => String(n).padStart(2, '0');
export const MONTH_NAMES = [
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

/** L1: a bank statement export: title rows, Date | Description | Paid in | Paid out | Balance. */
export interface BankLine {
  month: number; // 0-based
  day: number;
  desc: string;
  paidIn?: number;
  paidOut?: number;
  balance: number;
}
export interface Statement {
  opening: number;
  lines: BankLine[];
  months: number[];
  endDay: number;
}
/** [day, description, in or out, amount]: one month of a mechanic's account. */
const MECHANIC: Array<[number, string, 'in' | 'out', number]> = [
  [2, 'CARD PAYMENT SHELL FUEL', 'out', 68.4],
  [3, 'FASTER PAYMENT J PATEL', 'in', 420],
  [5, 'CARD PAYMENT EURO CAR PARTS', 'out', 186.25],
  [7, 'FPI MRS J HOLT GARDEN', 'in', 165],
  [8, 'DD ADMIRAL VAN INS', 'out', 92.14],
  [10, 'BP FUEL HAYFIELD', 'out', 54.9],
  [11, 'STRIPE PAYOUT', 'in', 2_195.49],
  [12, 'GSF CAR PARTS', 'out', 74.6],
  [14, 'FASTER PAYMENT MRS K WOOD', 'in', 664.36],
  [15, 'TFR TO SAVINGS', 'out', 500],
  [17, 'CARD PAYMENT MOTOR PARTS DIRECT', 'out', 131.8],
  [18, 'SEPA CREDIT - BOOKING MURPHY', 'in', 240],
  [20, 'SHELL FUEL STN', 'out', 61.35],
  [22, 'CARD PAYMENT PETFOOD DIRECT', 'out', 38.99],
  [24, 'HMRC SELF ASSESSMENT', 'out', 1_450],
  [26, 'SALARIES', 'out', 1_800],
  [28, 'FASTER PAYMENT J PATEL', 'in', 380],
];
/** A garden firm's account: customers pay by FPI / FASTER PAYMENT, a card processor pays out. */
const GARDEN: Array<[number, string, 'in' | 'out', number]> = [
  [1, 'DD ADMIRAL VAN INS', 'out', 88.2],
  [3, 'FPI MRS J HOLT GARDEN', 'in', 145],
  [4, 'BP FUEL HAYFIELD', 'out', 62.3],
  [6, 'FASTER PAYMENT MRS K WOOD', 'in', 664.36],
  [9, 'STRIPE PAYOUT', 'in', 2_195.49],
  [11, 'SHELL FUEL STN', 'out', 58.75],
  [13, 'FPI MR D ASHWORTH', 'in', 210],
  [16, 'TFR TO SAVINGS', 'out', 400],
  [19, 'CARD PAYMENT PETFOOD DIRECT', 'out', 42.6],
  [21, 'FASTER PAYMENT J PATEL', 'in', 320],
  [23, 'HMRC SELF ASSESSMENT', 'out', 980],
  [25, 'SALARIES', 'out', 1_650],
  [27, 'SEPA CREDIT - BOOKING MURPHY', 'in', 275],
];
export const LAYOUTS = { mechanic: MECHANIC, garden: GARDEN };
export function statement(
  scale = 1,
  months = [8, 9, 10],
  endDay = 20,
  opening = 3_250.75,
  layout: keyof typeof LAYOUTS = 'mechanic',
): Statement {
  let bal = c2(opening * scale);
  const lines: BankLine[] = [];
  months.forEach((month, mi) => {
    for (const [day, desc, side, amt] of LAYOUTS[layout]) {
      if (mi === months.length - 1 && day > endDay) continue;
      // HMRC is paid once; the payout is the largest line every month
      if (desc.startsWith('HMRC') && mi !== 0) continue;
      const v = c2(amt * scale * (1 + mi * 0.07));
      bal = c2(bal + (side === 'in' ? v : -v));
      lines.push(
        side === 'in'
          ? { month, day, desc, paidIn: v, balance: bal }
          : { month, day, desc, paidOut: v, balance: bal },
      );
    }
  });
  return { opening: c2(opening * scale), lines, months, endDay };
}
export type DateForm = 'date' | 'dmy' | 'text';
export function statementRows(
  s: Statement,
  o: {
    name?: string;
    heads?: [string, string];
    dates?: DateForm;
    blank?: boolean;
    year?: number;
  } = {},
): ShapeRow[] {
  const year = o.year ?? 2026;
  const [hin, hout] = o.heads ?? ['Paid in', 'Paid out'];
  const short = [
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
  const dateOf = (m: number, d: number): string | Date =>
    o.dates === 'dmy'
      ? `${pad(d)}/${pad(m + 1)}/${year}`
      : o.dates === 'text'
        ? `${d} ${short[m]} ${year}`
        : new Date(Date.UTC(year, m, d));
  const first = s.months[0]!;
  const last = s.months[s.months.length - 1]!;
  const endDay = Math.min(s.endDay, new Date(Date.UTC(year, last + 1, 0)).getUTCDate());
  return [
    [o.name ?? 'Business Current Account — D. Rowe t/a Rowe Mobile Mechanics'],
    ['Sort code 40-11-62  Account 71234598'],
    [`Statement 1 ${short[first]} ${year} to ${endDay} ${short[last]} ${year}`],
    ...(o.blank ? [[] as ShapeRow] : []),
    ['Date', 'Description', hin, hout, 'Balance'],
    [dateOf(first, 1), 'BALANCE BROUGHT FORWARD', null, null, s.opening],
    ...s.lines.map((l): ShapeRow => [
      dateOf(l.month, l.day),
      l.desc,
      l.paidIn ?? null,
      l.paidOut ?? null,
      l.balance,
    ]),
  ];
}

/** L2: a petty cash book with text dates, categories, Received / Paid / Balance. */
export interface PettyLine {
  date: string;
  details: string;
  cat: string;
  received: number;
  paid: number;
}
export function petty(scale = 1, topUp = 'Top-up', months = [8, 9, 10], endDay = 20): PettyLine[] {
  const out: PettyLine[] = [];
  const l = (d: number, m: number, details: string, cat: string, rec: number, paid: number) =>
    (m !== months[months.length - 1] || d <= endDay) &&
    out.push({
      date: `${pad(d)}/${pad(m + 1)}/2026`,
      details,
      cat,
      received: c2(rec * scale),
      paid: c2(paid * scale),
    });
  months.forEach((m, i) => {
    l(2, m, 'Cash from business account', topUp, 100 + i * 20, 0);
    l(4, m, 'Poo bags bulk', 'Poo bags', 0, 18.99);
    l(9, m, 'Fuel - BP', 'Fuel', 0, 45.2 + i * 3);
    l(12, m, 'Coffee - client meeting', 'Coffee', 0, 7.8);
    if (i !== 1) l(15, m, 'Dog towels', 'Equipment', 0, 32.5);
    l(18, m, 'Cash from business account', topUp, 60, 0);
    l(21, m, 'Fuel - BP', 'Fuel', 0, 51.75);
    if (i === 1) l(24, m, 'Poo bags bulk', 'Poo bags', 0, 21.49);
    l(27, m, 'Coffee - client meeting', 'Coffee', 0, 6.95 + i);
  });
  return out;
}
export function pettyRows(
  ls: PettyLine[],
  opening = 120,
  name = 'Happy Paws Walking Co',
  heads: [string, string, string] = ['Received', 'Paid', 'Balance'],
): ShapeRow[] {
  let bal = opening;
  return [
    [`${name} — petty cash book`],
    [],
    ['Date', 'Details', 'Category', ...heads],
    [ls[0]!.date.replace(/^\d\d/, '01'), 'Opening balance', null, null, null, opening],
    ...ls.map((x): ShapeRow => {
      bal = c2(bal + x.received - x.paid);
      return [x.date, x.details, x.cat, x.received || null, x.paid || null, bal];
    }),
  ];
}
export function pettyBalances(ls: PettyLine[], opening = 120): number[] {
  let bal = opening;
  return ls.map((x) => (bal = c2(bal + x.received - x.paid)));
}

/** L3 a: a payroll register with hours, rate, both sides of NI and pension, Notes, TOTAL. */
export interface Pay {
  name: string;
  role: string;
  hours: number;
  rate: number;
  gross: number;
  paye: number;
  eeNi: number;
  eePen: number;
  net: number;
  erNi: number;
  erPen: number;
}
const PEOPLE: Array<[string, string, number, number]> = [
  ['Maya Okonkwo', 'Head baker', 160, 17.2],
  ['Tom Reilly', 'Baker', 150, 14.1],
  ['Priya Shah', 'Baker', 140, 14.1],
  ['Dan Evans', 'Counter', 96, 12.6],
  ['Lucy Hart', 'Counter', 120, 12.6],
  ['Sam Kowalski', 'Delivery', 80, 12.9],
  ['Aisha Noor', 'Counter', 64, 12.6],
  ['Ben Carter', 'Apprentice', 120, 8.6],
  ['Jo Fenwick', 'Manager', 150, 19.4],
];
export function pays(scale = 1, n = 9): Pay[] {
  return Array.from({ length: n }, (_, i) => {
    const [name, role, hours, r] = PEOPLE[i % PEOPLE.length]!;
    const rate = c2(r * scale);
    const gross = c2(hours * rate);
    const paye = c2(Math.max(0, gross - 1_047.5) * 0.2);
    const eeNi = c2(Math.max(0, gross - 1_048) * 0.08);
    const eePen = c2(gross * 0.05);
    return {
      name: i < PEOPLE.length ? name : `${name} ${i}`,
      role,
      hours,
      rate,
      gross,
      paye,
      eeNi,
      eePen,
      net: c2(gross - paye - eeNi - eePen),
      erNi: c2(Math.max(0, gross - 758) * 0.15),
      erPen: c2(gross * 0.03),
    };
  });
}
export function payRegisterRows(
  ps: Pay[],
  cur = '£',
  o: { company?: string; title?: string; pension?: string; total?: string } = {},
): ShapeRow[] {
  const pen = o.pension ?? 'Pension (ee)';
  const k = (f: keyof Pay) => add(ps.map((p) => p[f] as number));
  return [
    [o.company ?? 'Rise Together Community Bakery Co-op'],
    [o.title ?? 'Payroll register — October 2026 (pay date 28/10/2026)'],
    [],
    [
      'Employee',
      'Role',
      'Hours',
      `Rate ${cur}`,
      `Gross pay ${cur}`,
      `PAYE ${cur}`,
      `Employee NI ${cur}`,
      `${pen} ${cur}`,
      `Net pay ${cur}`,
      `Employer NI ${cur}`,
      `Employer pension ${cur}`,
      'Notes',
    ],
    ...ps.map((p, i): ShapeRow => [
      p.name,
      p.role,
      p.hours,
      p.rate,
      p.gross,
      p.paye,
      p.eeNi,
      p.eePen,
      p.net,
      p.erNi,
      p.erPen,
      i === 3 ? 'Started 6 Oct' : null,
    ]),
    [
      o.total ?? 'TOTAL',
      null,
      k('hours'),
      null,
      k('gross'),
      k('paye'),
      k('eeNi'),
      k('eePen'),
      k('net'),
      k('erNi'),
      k('erPen'),
      null,
    ],
  ];
}

/** L3 b: a bureau's register: "Surname, First", Emp No, Department, Basic + Overtime, no ER pension. */
export interface BureauPay {
  name: string;
  no: string;
  dept: string;
  basic: number;
  ot: number;
  gross: number;
  paye: number;
  eeNi: number;
  eePen: number;
  net: number;
  erNi: number;
}
const JOINERS: Array<[string, string, number, number]> = [
  ['Aldous, Ben', 'Workshop', 2_650, 310.5],
  ['Brennan, Cara', 'Workshop', 2_480, 0],
  ['Chowdhury, Raj', 'Site', 2_900, 420],
  ['Dunne, Ellie', 'Office', 2_150, 0],
  ['Evans, Gareth', 'Site', 2_720, 188.25],
  ['Fitzgerald, Hana', 'Office', 1_980, 45],
];
export function bureauPays(scale = 1, n = 6): BureauPay[] {
  return Array.from({ length: n }, (_, i) => {
    const [name, dept, b, o] = JOINERS[i % JOINERS.length]!;
    const basic = c2(b * scale);
    const ot = c2(o * scale);
    const gross = c2(basic + ot);
    const paye = c2(Math.max(0, gross - 1_047.5) * 0.2);
    const eeNi = c2(Math.max(0, gross - 1_048) * 0.08);
    const eePen = c2(gross * 0.05);
    return {
      name,
      no: `HJ${String(101 + i).padStart(3, '0')}`,
      dept,
      basic,
      ot,
      gross,
      paye,
      eeNi,
      eePen,
      net: c2(gross - paye - eeNi - eePen),
      erNi: c2(Math.max(0, gross - 758) * 0.15),
    };
  });
}
export function bureauRows(ps: BureauPay[], client = 'Harbour Joinery Ltd'): ShapeRow[] {
  const k = (f: keyof BureauPay) => add(ps.map((p) => p[f] as number));
  return [
    ['Clarke & Co Payroll Bureau'],
    [`Client: ${client} — Payroll register`],
    ['Pay period: October 2026 (monthly, paid 30/10/2026)'],
    [],
    [
      'Employee',
      'Emp No',
      'Department',
      'Basic Pay',
      'Overtime',
      'Gross Pay',
      'PAYE Tax',
      'Employee NI',
      'Pension (EE)',
      'Net Pay',
      'Employer NI',
    ],
    ...ps.map((p): ShapeRow => [
      p.name,
      p.no,
      p.dept,
      p.basic,
      p.ot,
      p.gross,
      p.paye,
      p.eeNi,
      p.eePen,
      p.net,
      p.erNi,
    ]),
    [
      'TOTALS',
      null,
      null,
      k('basic'),
      k('ot'),
      k('gross'),
      k('paye'),
      k('eeNi'),
      k('eePen'),
      k('net'),
      k('erNi'),
    ],
  ];
}

/** L4 a: a chippy's staff hours: Rate, Mon..Sun (closed Mondays), Total hrs, Gross pay, Total. */
export interface Shift {
  name: string;
  role: string;
  rate: number;
  days: number[]; // Mon..Sun
}
const CREW: Array<[string, string, number, number[]]> = [
  ['Gina', 'Fryer', 13.5, [0, 8, 8, 6, 9, 9, 5]],
  ['Hamish', 'Fryer', 12.75, [0, 6, 0, 8, 8, 10, 6]],
  ['Isla', 'Counter', 11.44, [0, 5, 5, 5, 6, 7, 0]],
  ['Jack', 'Counter', 11.44, [0, 0, 4, 4, 6, 8, 6]],
  ['Kirsty', 'Prep', 11.9, [0, 4, 4, 4, 4, 4, 0]],
  ['Liam', 'Delivery', 11.44, [0, 0, 0, 4, 5, 6, 5]],
  ['Morag', 'Counter', 12.2, [0, 6, 6, 0, 7, 7, 4]],
  ['Niall', 'Prep', 11.9, [0, 3, 3, 3, 0, 5, 3]],
];
const EXTRA_CREW = ['Orla', 'Pete', 'Quinn', 'Rhys'];
export function shifts(scale = 1, n = 8, names?: string[]): Shift[] {
  return Array.from({ length: n }, (_, i) => {
    const [name, role, rate, days] = CREW[i % CREW.length]!;
    return {
      name: names?.[i] ?? (i < CREW.length ? name : EXTRA_CREW[(i - CREW.length) % 4]!),
      role,
      rate: c2(rate * scale),
      days: days.map((h) => h + (i >= CREW.length && h ? 1 : 0)),
    };
  });
}
export const hoursOf = (s: Shift): number => add(s.days);
export const grossOf = (s: Shift): number => c2(hoursOf(s) * s.rate);
export function shiftRows(
  ss: Shift[],
  cur = '£',
  o: { name?: string; pay?: string; blankMon?: boolean } = {},
): ShapeRow[] {
  const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  return [
    [`${o.name ?? 'The Golden Haddock'} — staff hours`],
    ['Week commencing Monday 16 November 2026 (shop closed Mondays)'],
    ['Name', 'Role', `Rate ${cur}/hr`, ...days, 'Total hrs', o.pay ?? 'Gross pay'],
    ...ss.map((s): ShapeRow => [
      s.name,
      s.role,
      s.rate,
      ...s.days.map((h, d) => (d === 0 && o.blankMon ? null : h)),
      hoursOf(s),
      grossOf(s),
    ]),
    [
      'Total',
      null,
      null,
      ...days.map((_, d) => (d === 0 && o.blankMon ? null : add(ss.map((s) => s.days[d]!)))),
      add(ss.map(hoursOf)),
      add(ss.map(grossOf)),
    ],
  ];
}

/** L4 b: an IT firm's timesheet, rows per tech × client, internal rows unbilled, a Total row. */
export interface TechRow {
  tech: string;
  client: string;
  days: number[];
  billable: boolean;
  rate: number | null;
}
export const INTERNAL = 'Internal – admin & training';
export function techRows(scale = 1, more = false): TechRow[] {
  const t = (tech: string, client: string, days: number[], rate: number | null): TechRow => ({
    tech,
    client,
    days,
    billable: rate !== null,
    rate: rate === null ? null : c2(rate * scale),
  });
  const rows = [
    t('Aroha', 'Kauri Accountants', [4, 3.5, 5, 2, 3], 145),
    t('Aroha', 'Tui Dental', [2, 3, 1.5, 4, 2.25], 145),
    t('Aroha', INTERNAL, [1, 0.5, 0.5, 1, 1.5], null),
    t('Ben', 'Kauri Accountants', [3, 4, 3.75, 3, 4], 120),
    t('Ben', 'Rata Motors', [2.5, 2, 3, 3.5, 1], 120),
    t('Ben', INTERNAL, [1.5, 1, 0.25, 1, 2], null),
    t('Chen', 'Tui Dental', [6, 5.5, 6, 5, 4.5], 135),
    t('Chen', INTERNAL, [1, 2, 1, 2.5, 2.5], null),
  ];
  if (more) rows.push(t('Dana', 'Rata Motors', [7, 7.5, 6, 7, 5], 110));
  return rows;
}
export function techTimesheetRows(ts: TechRow[], cur = '$'): ShapeRow[] {
  const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
  return [
    ['ByteSafe IT — timesheet, week commencing Mon 9 Nov 2026'],
    ['Hours in decimals (0.25 = 15 min). Rates NZD ex GST.'],
    ['Tech', 'Client', ...days, 'Total hrs', 'Billable', `Rate ${cur}/hr`],
    ...ts.map((x): ShapeRow => [
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
      ...days.map((_, d) => add(ts.map((x) => x.days[d]!))),
      add(ts.map((x) => add(x.days))),
      null,
      null,
    ],
  ];
}

/** L4 c: a driving school's rota: Week commencing | Instructor | Mon..Sat | Total | Rate | Pay. */
export interface RotaWeek {
  week: string;
  who: string;
  days: number[];
  rate: number;
}
export function rotaWeeks(
  names = ['Dev', 'Erin', 'Femi', 'Gail'],
  weeks = ['05/10/2026', '12/10/2026', '19/10/2026', '26/10/2026'],
  scale = 1,
): RotaWeek[] {
  const base = [
    [6, 7, 5, 6, 8, 4],
    [5, 5, 6, 7, 6, 0],
    [7, 6, 0, 6, 7, 5],
    [4, 4, 4, 4, 4, 6],
  ];
  const rates = [24, 22.5, 25, 21];
  return weeks.flatMap((week, w) =>
    names.map((who, i) => ({
      week,
      who,
      days: base[i % base.length]!.map((h, d) => (h ? h + ((w + d) % 3) - 1 : 0)),
      rate: c2(rates[i % rates.length]! * scale),
    })),
  );
}
export function rotaWeekRows(rs: RotaWeek[], cur = '£'): ShapeRow[] {
  const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const h = (r: RotaWeek) => add(r.days);
  return [
    ['Green Light Driving School - instructor rota & hours, October 2026'],
    ['Week commencing', 'Instructor', ...days, 'Total hours', `Rate ${cur}/hr`, `Pay ${cur}`],
    ...rs.map((r): ShapeRow => [r.week, r.who, ...r.days, h(r), r.rate, c2(h(r) * r.rate)]),
    [
      'Month total',
      null,
      ...days.map((_, d) => add(rs.map((r) => r.days[d]!))),
      add(rs.map(h)),
      null,
      add(rs.map((r) => c2(h(r) * r.rate))),
    ],
  ];
}

/** L5 a: a dance school's members and fees, months down, a blank, a Total row. */
export interface FeeMonth {
  month: string;
  start: number;
  joined: number;
  left: number;
  end: number;
  billed: number;
  collected: number;
}
export function feeMonths(k = 1, fee = 45, n = 10): FeeMonth[] {
  const joined = [14, 9, 11, 6, 8, 5, 3, 4, 19, 12].map((x) => Math.round(x * k));
  const left = [3, 5, 2, 4, 6, 7, 11, 9, 2, 4].map((x) => Math.round(x * k));
  let members = Math.round(112 * k);
  return Array.from({ length: n }, (_, i) => {
    const start = members;
    const end = start + joined[i]! - left[i]!;
    members = end;
    const billed = end * fee;
    const collected = c2(billed * (i % 4 === 1 ? 0.91 : i % 3 === 0 ? 0.97 : 1));
    return {
      month: `${MONTH_NAMES[i]!.slice(0, 3)} 2026`,
      start,
      joined: joined[i]!,
      left: left[i]!,
      end,
      billed,
      collected,
    };
  });
}
export function feeRows(
  ms: FeeMonth[],
  cur = '€',
  name = 'Step Out Dance Academy, Galway',
  fee = 45,
): ShapeRow[] {
  return [
    [`${name} — members & fees 2026`],
    [`Monthly membership ${cur}${fee}; fees billed on the 1st, collected by direct debit`],
    [
      'Month',
      'Members at start',
      'Joined',
      'Left',
      'Members at end',
      `Fees billed (${cur})`,
      `Fees collected (${cur})`,
      'Notes',
    ],
    ...ms.map((m, i): ShapeRow => [
      m.month,
      m.start,
      m.joined,
      m.left,
      m.end,
      m.billed,
      m.collected,
      i === 6 ? 'Summer break' : null,
    ]),
    [],
    [
      'Total',
      null,
      add(ms.map((m) => m.joined)),
      add(ms.map((m) => m.left)),
      null,
      add(ms.map((m) => m.billed)),
      add(ms.map((m) => m.collected)),
      null,
    ],
  ];
}

/** L5 b: a gym's tracker: a b/f row with only the total, then Jan..Oct 2026. */
export interface GymMonth {
  month: string;
  standard: number;
  premium: number;
  joins: number;
  cancels: number;
  mrr: number;
}
export function gymMonths(
  k = 1,
  prices: [number, number] = [39, 69],
): { bf: number; ms: GymMonth[] } {
  const joins = [41, 25, 22, 19, 17, 15, 14, 16, 27, 21].map((x) => Math.round(x * k));
  const cancels = [12, 15, 10, 11, 13, 9, 16, 12, 8, 14].map((x) => Math.round(x * k));
  let std = Math.round(260 * k);
  let prem = Math.round(85 * k);
  const bf = std + prem;
  const ms = joins.map((j, i) => {
    const net = j - cancels[i]!;
    const p = Math.trunc(net / 3);
    prem += p;
    std += net - p;
    return {
      month: `${MONTH_NAMES[i]!.slice(0, 3)} 2026`,
      standard: std,
      premium: prem,
      joins: j,
      cancels: cancels[i]!,
      mrr: std * prices[0] + prem * prices[1],
    };
  });
  return { bf, ms };
}
export function gymRows(g: { bf: number; ms: GymMonth[] }, cur = '$'): ShapeRow[] {
  return [
    ['IronWorks Gym - membership tracker 2026'],
    [
      'Month',
      'Standard',
      'Premium',
      'Total members',
      'New joins',
      'Cancellations',
      `MRR (${cur})`,
      'Notes',
    ],
    ['Dec 2025 (b/f)', null, null, g.bf, null, null, null, null],
    ...g.ms.map((m, i): ShapeRow => [
      m.month,
      m.standard,
      m.premium,
      m.standard + m.premium,
      m.joins,
      m.cancels,
      m.mrr,
      i === 0 ? 'New year promo' : null,
    ]),
  ];
}

/** L6: a Xero P&L with account codes, months across, a Total column, three sections. */
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
export interface Pnl {
  company: string;
  income: Array<[string, number[]]>;
  cos: Array<[string, number[]]>;
  opex: Array<[string, number[]]>;
}
const wave = (base: number, k: number, i: number): number[] =>
  PNL_MONTHS.map((_, m) => c2(base * k * (1 + (((m + i) * 7) % 6) * 0.05 + m * 0.01)));
export function chiroPnl(k = 1): Pnl {
  return {
    company: 'Spine & Stride Chiropractic Ltd',
    income: [
      ['200 - Adjustment fees', wave(18_400, k, 0)],
      ['210 - New patient consultations', wave(3_150, k, 1)],
      ['220 - Product sales', wave(1_240, k, 2)],
    ],
    cos: [
      ['310 - Supplements & pillows for resale', wave(610, k, 3)],
      ['320 - Laboratory Fees', wave(455, k, 4)],
    ],
    opex: [
      ['400 - Rent', wave(2_800, k, 0).map(() => c2(2_800 * k))],
      ['410 - Wages and Salaries', wave(9_200, k, 5)],
      ['420 - Advertising', wave(640, k, 6)],
      ['430 - Insurance', wave(210, k, 7)],
    ],
  };
}
export function opticianPnl(k = 1): Pnl {
  return {
    company: 'Clearview Opticians',
    income: [
      ['200 Spectacle Sales', wave(21_500, k, 0)],
      ['210 Contact Lens Plans', wave(4_300, k, 1)],
      ['230 Eye Examinations (Private)', wave(2_650, k, 2)],
      ['240 NHS Sight Tests', wave(1_900, k, 3)],
    ],
    cos: [
      ['300 Frames & Lenses', wave(6_900, k, 4)],
      ['310 Drugs & Consumables', wave(520, k, 5)],
      ['320 Laboratory Fees', wave(1_140, k, 6)],
    ],
    opex: [
      ['400 Rent', wave(3_100, k, 0).map(() => c2(3_100 * k))],
      ['410 Wages', wave(8_800, k, 7)],
      ['430 Equipment Lease', wave(450, k, 8)],
    ],
  };
}
export function pnlRows(p: Pnl): ShapeRow[] {
  const line = ([name, xs]: [string, number[]]): ShapeRow => [name, ...xs, add(xs)];
  const tot = (ls: Array<[string, number[]]>) =>
    PNL_MONTHS.map((_, m) => add(ls.map((l) => l[1][m]!)));
  const inc = tot(p.income);
  const cos = tot(p.cos);
  const gp = inc.map((v, m) => c2(v - cos[m]!));
  const opex = tot(p.opex);
  const net = gp.map((v, m) => c2(v - opex[m]!));
  return [
    ['Profit and Loss'],
    [p.company],
    ['For the period 1 January 2026 to 31 October 2026'],
    [],
    ['Account', ...PNL_MONTHS, 'Total'],
    ['Trading Income'],
    ...p.income.map(line),
    ['Total Trading Income', ...inc, add(inc)],
    [],
    ['Cost of Sales'],
    ...p.cos.map(line),
    ['Total Cost of Sales', ...cos, add(cos)],
    [],
    ['Gross Profit', ...gp, add(gp)],
    [],
    ['Operating Expenses'],
    ...p.opex.map(line),
    ['Total Operating Expenses', ...opex, add(opex)],
    [],
    ['Net Profit', ...net, add(net)],
  ];
}
export const lineTotal = (p: Pnl, prefix: string): number => {
  const l = [...p.income, ...p.cos, ...p.opex].find(([n]) => n.includes(prefix))!;
  return add(l[1]);
};
export const incomeTotal = (p: Pnl): number => add(p.income.flatMap(([, xs]) => xs));

/** L7: VAT workings: a SALES block, a PURCHASES block, then Box 1 … Box 8. */
export interface VatQuarter {
  sales: Array<[string, number, number]>; // month, standard-rated net, zero-rated
  purchases: Array<[string, number, number]>; // month, net VAT-able, no VAT / exempt
}
export function vatQuarter(k = 1): VatQuarter {
  return {
    sales: [
      ['July', c2(9_850.4 * k), c2(1_220 * k)],
      ['August', c2(11_240.9 * k), c2(980.5 * k)],
      ['September', c2(6_318 * k), c2(1_099.5 * k)],
    ],
    purchases: [
      ['July', c2(3_120.6 * k), c2(410 * k)],
      ['August', c2(2_760.25 * k), c2(385.4 * k)],
      ['September', c2(1_905 * k), c2(612.35 * k)],
    ],
  };
}
export function vatQuarterRows(v: VatQuarter, name = 'Wildacre Flower Farm'): ShapeRow[] {
  const vat = (n: number) => c2(n * 0.2);
  const sNet = add(v.sales.map((s) => s[1]));
  const sVat = add(v.sales.map((s) => vat(s[1])));
  const sZero = add(v.sales.map((s) => s[2]));
  const pNet = add(v.purchases.map((s) => s[1]));
  const pVat = add(v.purchases.map((s) => vat(s[1])));
  const pNone = add(v.purchases.map((s) => s[2]));
  return [
    [`${name} — VAT return workings`],
    ['Period: 1 July 2026 to 30 September 2026'],
    [],
    ['SALES', 'Standard-rated net', 'Output VAT @20%', 'Zero-rated sales'],
    ...v.sales.map(([m, n, z]): ShapeRow => [m, n, vat(n), z]),
    ['Total', sNet, sVat, sZero],
    [],
    ['PURCHASES', 'Net (VAT-able)', 'Input VAT', 'No VAT / exempt'],
    ...v.purchases.map(([m, n, z]): ShapeRow => [m, n, vat(n), z]),
    ['Total', pNet, pVat, pNone],
    [],
    ['Box 1 VAT due on sales', sVat],
    ['Box 2 VAT due on EU acquisitions', 0],
    ['Box 3 Total VAT due', sVat],
    ['Box 4 VAT reclaimed on purchases', pVat],
    ['Box 5 Net VAT payable', c2(sVat - pVat)],
    ['Box 6 Total sales ex VAT', c2(sNet + sZero)],
    ['Box 7 Total purchases ex VAT', c2(pNet + pNone)],
    ['Box 8 EU supplies', 0],
  ];
}
