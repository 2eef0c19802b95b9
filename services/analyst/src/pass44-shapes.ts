/**
 * Issue 13, pass 44: takings logs, tips logs and one sheet per period, built with made-up
 * figures from the lead's description (see pass44.test.ts). Each builder takes a few knobs so
 * the tests can ask the same question of variants (other labels, currencies, sizes).
 */
import type { ShapeRow } from './pass5-shapes';

const c2 = (n: number): number => Math.round(n * 100) / 100;
const add = (xs: number[]): number => c2(xs.reduce((a, b) => a + b, 0));
const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
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
const pad = (n: number): string => String(n).padStart(2, '0');
/** "Tue 01/09/2026" (dd/mm/yyyy with the weekday in front) */
export const textDate = (d: Date, weekday = true): string =>
  `${weekday ? `${DAY_NAMES[d.getUTCDay()]} ` : ''}${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
/** the days of the months named (0-based months of 2026), less the weekdays closed */
export function tradingDays(months: number[], closed: number[], year = 2026, skip = 0): Date[] {
  const out: Date[] = [];
  for (const m of months)
    for (let d = 1; d <= 31; d++) {
      const day = new Date(Date.UTC(year, m, d));
      if (day.getUTCMonth() !== m) break;
      if (closed.includes(day.getUTCDay())) continue;
      if (skip && (d * 7 + m) % skip === 0) continue;
      out.push(day);
    }
  return out;
}
/** the number of days in a month (0-based) of a year */
export const daysIn = (year: number, m: number): number =>
  new Date(Date.UTC(year, m + 1, 0)).getUTCDate();

/** L1: a car wash's daily takings: counts beside money, text dates with a weekday, month totals. */
export interface WashDay {
  date: Date;
  basic: number;
  valet: number;
  basicR: number;
  valetR: number;
  extras: number;
  total: number;
  card: number;
  cash: number;
}
export function washDays(
  months = [8, 9],
  prices: [number, number] = [80, 350],
  closed = [1],
  scale = 1,
): WashDay[] {
  return tradingDays(months, closed).map((date, i) => {
    const wd = date.getUTCDay();
    const basic = 12 + ((i * 7) % 13) + (wd === 6 || wd === 0 ? 9 : 0);
    const valet = 1 + ((i * 5) % 4) + (wd === 6 ? 3 : 0);
    const basicR = c2(basic * prices[0]);
    const valetR = c2(valet * prices[1]);
    const extras = c2((((i * 37) % 11) * 15 + (i % 3) * 0.5) * scale);
    const total = c2(basicR + valetR + extras);
    const card = c2(Math.round(total * (0.55 + ((i * 3) % 7) * 0.04)));
    return {
      date,
      basic,
      valet,
      basicR,
      valetR,
      extras,
      total,
      card,
      cash: c2(total - card),
    };
  });
}
export interface WashHeads {
  date: string;
  basic: string;
  valet: string;
  basicR: string;
  valetR: string;
  extras: string;
  total: string;
  card: string;
  cash: string;
}
export const WASH_HEADS: WashHeads = {
  date: 'Date',
  basic: 'Basic washes',
  valet: 'Full valets',
  basicR: 'Basic R',
  valetR: 'Valet R',
  extras: 'Extras R',
  total: 'Total R',
  card: 'Card R',
  cash: 'Cash R',
};
export function washRows(
  ds: WashDay[],
  heads: WashHeads = WASH_HEADS,
  title = 'Sparkle Hand Car Wash - Daily takings (Rand)',
  note = 'Basic wash R80, full valet R350. Closed Mondays.',
  monthTotals = true,
  weekday = true,
): ShapeRow[] {
  const vals = (d: WashDay): number[] => [
    d.basic,
    d.valet,
    d.basicR,
    d.valetR,
    d.extras,
    d.total,
    d.card,
    d.cash,
  ];
  const out: ShapeRow[] = [
    [title],
    [note],
    [],
    [
      heads.date,
      heads.basic,
      heads.valet,
      heads.basicR,
      heads.valetR,
      heads.extras,
      heads.total,
      heads.card,
      heads.cash,
      'Notes',
    ],
  ];
  ds.forEach((d, i) => {
    out.push([
      textDate(d.date, weekday),
      ...vals(d),
      i % 9 === 4 ? 'busy' : i % 13 === 6 ? 'rain pm' : null,
    ]);
    const next = ds[i + 1];
    if (monthTotals && (!next || next.date.getUTCMonth() !== d.date.getUTCMonth())) {
      const mine = ds.filter((x) => x.date.getUTCMonth() === d.date.getUTCMonth());
      out.push([
        `${MONTH_NAMES[d.date.getUTCMonth()]} total`,
        ...[0, 1, 2, 3, 4, 5, 6, 7].map((j) => add(mine.map((x) => vals(x)[j]!))),
        null,
      ]);
    }
  });
  return out;
}

/** L2: a taxi's daily takings for one month: fares by how paid, a Total, fuel and jobs. */
export interface CabDay {
  date: Date;
  cash: number;
  card: number;
  account: number;
  total: number;
  fuel: number;
  jobs: number;
}
export function cabDays(month = 9, closedDays = [5, 19], scale = 1, year = 2026): CabDay[] {
  const out: CabDay[] = [];
  for (let d = 1; d <= daysIn(year, month); d++) {
    if (closedDays.includes(d)) continue;
    const cash = c2((180 + ((d * 53) % 140) + (d % 4) * 0.5) * scale);
    const card = c2((120 + ((d * 31) % 170) + (d % 3) * 0.25) * scale);
    const account = d % 3 === 0 ? 0 : c2((40 + ((d * 17) % 90)) * scale);
    out.push({
      date: new Date(Date.UTC(year, month, d)),
      cash,
      card,
      account,
      total: c2(cash + card + account),
      fuel: c2((38 + ((d * 11) % 25) + 0.4) * scale),
      jobs: 14 + ((d * 7) % 12),
    });
  }
  return out;
}
export function cabRows(
  ds: CabDay[],
  cur = '£',
  title = 'Castle Cabs — daily takings',
  subtitle = 'October 2026 (car 1 + car 2 combined)',
  heads = ['Cash fares', 'Card fares', 'Account work', 'Total takings', 'Fuel', 'Jobs'],
): ShapeRow[] {
  const money = (h: string): string => (h === heads[5] ? h : `${h} ${cur}`);
  const vals = (d: CabDay): number[] => [d.cash, d.card, d.account, d.total, d.fuel, d.jobs];
  const closed = 'closed Mon 5th and Mon 19th';
  return [
    [title],
    [subtitle],
    ['Date', ...heads.map(money), 'Notes'],
    ...ds.map((d, i): ShapeRow => [textDate(d.date), ...vals(d), i === 3 ? 'airport x2' : null]),
    [],
    ['TOTAL', ...[0, 1, 2, 3, 4, 5].map((j) => add(ds.map((d) => vals(d)[j]!))), closed],
  ];
}

/** L3: a bookshop's daily takings: product columns and payment columns both add to Total. */
export interface ShopDay {
  date: Date;
  parts: number[];
  total: number;
  card: number;
  cash: number;
}
export function shopDays(
  products = 4,
  months = [8, 9],
  closed = [0],
  scale = 1,
  year = 2026,
): ShopDay[] {
  return tradingDays(months, closed, year).map((date, i) => {
    const sat = date.getUTCDay() === 6 ? 1.6 : 1;
    const parts = Array.from({ length: products }, (_, p) =>
      c2((90 + ((i * (17 + p * 6)) % (260 - p * 40)) + (i % 4) * 0.25) * scale * sat),
    );
    const total = add(parts);
    const card = c2(Math.round(total * (0.7 + ((i * 5) % 6) * 0.03) * 100) / 100);
    return { date, parts, total, card, cash: c2(total - card) };
  });
}
export function shopRows(
  ds: ShopDay[],
  products = ['Fiction', 'Non-fiction', "Children's", 'Cards & Gifts'],
  heads = ['Total', 'Card', 'Cash'],
  title = 'Chapter & Verse Books — daily sales (£)',
  dates: 'date' | 'text' = 'date',
): ShapeRow[] {
  return [
    [title],
    [],
    ['Date', ...products, ...heads, 'Notes'],
    ...ds.map((d, i): ShapeRow => [
      dates === 'date' ? d.date : textDate(d.date, false),
      ...d.parts,
      d.total,
      d.card,
      d.cash,
      i % 11 === 2 ? 'author signing' : null,
    ]),
  ];
}

/** L4: a tips jar ledger: Cash and Card tips, a Total, each instructor's share (blank when off). */
export interface TipDay {
  date: Date;
  cash: number;
  card: number;
  total: number;
  shares: Array<number | null>;
}
export function tipDays(people = 3, months = [8, 9], scale = 1, year = 2026): TipDay[] {
  const days = tradingDays(months, [], year).filter((d, i) => i % 3 !== 1);
  return days.map((date, i) => {
    const cash = c2((20 + ((i * 13) % 45) + (i % 2) * 0.5) * scale);
    const card = i % 5 === 3 ? 0 : c2((10 + ((i * 29) % 38)) * scale);
    const total = c2(cash + card);
    const on = Array.from({ length: people }, (_, p) => (i + p) % 4 !== 0 || p === 0);
    const n = on.filter(Boolean).length;
    const each = Math.floor((total / n) * 100) / 100;
    let left = c2(total - each * (n - 1));
    const shares = on.map((o) => {
      if (!o) return null;
      const v = left;
      left = each;
      return c2(v);
    });
    return { date, cash, card, total, shares };
  });
}
export function tipRows(
  ds: TipDay[],
  people = ['Jack', 'Mia', 'Leo'],
  heads = ['Cash tips', 'Card tips', 'Total'],
  title = 'Swell Surf School Byron - tips jar ledger, Spring 2026',
  note = 'Split evenly between the instructors on the beach that day.',
): ShapeRow[] {
  const col = (f: (d: TipDay) => number | null): number => add(ds.map((d) => f(d) ?? 0));
  return [
    [title],
    [note],
    [],
    ['Date', ...heads, ...people, 'Notes'],
    ...ds.map((d, i): ShapeRow => [
      d.date,
      d.cash,
      d.card,
      d.total,
      ...d.shares,
      i % 7 === 2 ? 'big swell' : null,
    ]),
    [],
    [
      'TOTAL',
      col((d) => d.cash),
      col((d) => d.card),
      col((d) => d.total),
      ...people.map((_, p) => col((d) => d.shares[p]!)),
      null,
    ],
  ];
}

/** L5: one sheet per month (weeks down) plus a Summary with the months down. */
export interface MonthSheet {
  month: number;
  weeks: Array<{ wc: Date; values: number[] }>;
}
export function monthSheets(
  months = [6, 7, 8, 9],
  products = 3,
  scale = 1,
  year = 2026,
): MonthSheet[] {
  return months.map((m, k) => {
    const first = new Date(Date.UTC(year, m, 1));
    // week commencing: the Mondays of the month (the first week starts on the 1st's Monday)
    const back = (first.getUTCDay() + 6) % 7;
    const weeks: MonthSheet['weeks'] = [];
    for (let w = 0; w < 5; w++) {
      const wc = new Date(Date.UTC(year, m, 1 - back + w * 7));
      if (wc.getUTCMonth() !== m && w > 0) break;
      weeks.push({
        wc,
        values: Array.from({ length: products }, (_, p) =>
          c2(
            (1_800 + k * 137 + ((w * 7 + k * 5 + p * 3) % 9) * 210 - p * 450 + (w % 2) * 0.5) *
              scale,
          ),
        ),
      });
    }
    return { month: m, weeks };
  });
}
export function monthSheetBook(
  ms: MonthSheet[],
  products = ['Juices', 'Smoothies', 'Açaí bowls'],
  shop = 'Pressed Bondi',
  cur = 'AUD, inc GST',
  year = 2026,
  weekHead = 'w/c',
): Array<{ name: string; rows: ShapeRow[] }> {
  const sheets = ms.map((s) => {
    const totals = s.weeks.map((w) => add(w.values));
    return {
      name: MONTH_NAMES[s.month]!.slice(0, 3),
      rows: [
        [`${shop} — ${MONTH_NAMES[s.month]} ${year} sales (${cur})`],
        [],
        ['Week', weekHead, ...products, 'Total'],
        ...s.weeks.map((w, i): ShapeRow => [`Week ${i + 1}`, w.wc, ...w.values, totals[i]!]),
        [
          'Total',
          null,
          ...products.map((_, p) => add(s.weeks.map((w) => w.values[p]!))),
          add(totals),
        ],
      ] as ShapeRow[],
    };
  });
  const monthRow = (s: MonthSheet): number[] =>
    products.map((_, p) => add(s.weeks.map((w) => w.values[p]!)));
  const rows = ms.map(monthRow);
  const first = MONTH_NAMES[ms[0]!.month]!.slice(0, 3);
  const last = MONTH_NAMES[ms[ms.length - 1]!.month]!.slice(0, 3);
  const summary: ShapeRow[] = [
    [`${shop} — summary ${first}–${last} ${year}`],
    ['Month', ...products, 'Total'],
    ...ms.map((s, i): ShapeRow => [`${MONTH_NAMES[s.month]} ${year}`, ...rows[i]!, add(rows[i]!)]),
    ['Total', ...products.map((_, p) => add(rows.map((r) => r[p]!))), add(rows.map((r) => add(r)))],
  ];
  return [...sheets, { name: 'Summary', rows: summary }];
}

/** L6: a commission log with Rate 5% / 8% by gown price, then per-stylist subtotal rows. */
export interface Sale {
  date: Date;
  ref: string;
  stylist: string;
  designer: string;
  price: number;
  rate: number;
}
export const DESIGNERS = ['Pronovias', 'Jenny Packham', 'Enzoani', 'Maggie Sottero', 'Rosa Clara'];
export function bridalSales(
  stylists = ['Clara', 'Maeve', 'Sinead', 'Aoife'],
  n = 38,
  scale = 1,
  designers = DESIGNERS,
  cut = 2_000,
): Sale[] {
  const out: Sale[] = [];
  for (let i = 0; i < n; i++) {
    const month = 6 + Math.floor((i * 3) / n); // July to September
    const day = 1 + ((i * 7) % 28);
    const price = c2((1_200 + ((i * 379) % 2_300) + (i % 3) * 0.5) * scale);
    out.push({
      date: new Date(Date.UTC(2026, month, day)),
      ref: `MB-${2210 + i}`,
      stylist: stylists[(i * 3 + (i >> 2)) % stylists.length]!,
      designer: designers[(i * 3 + 1) % designers.length]!,
      price,
      rate: price > cut * scale ? 0.08 : 0.05,
    });
  }
  return out;
}
export const commissionOf = (s: Sale): number => c2(s.price * s.rate);
export function bridalRows(
  ss: Sale[],
  stylists: string[],
  cur = '€',
  heads = ['Date', 'Order ref', 'Stylist', 'Designer', 'Gown price', 'Rate', 'Commission'],
  title = 'Maison Blanche Bridal - stylist commission, Q3 2026',
): ShapeRow[] {
  return [
    [title],
    [`5% on gowns up to ${cur}2,000; 8% on gowns over ${cur}2,000. Paid monthly in arrears.`],
    [],
    heads,
    ...ss.map((s): ShapeRow => [
      s.date,
      s.ref,
      s.stylist,
      s.designer,
      s.price,
      s.rate,
      commissionOf(s),
    ]),
    [],
    ...stylists.map((st): ShapeRow => {
      const mine = ss.filter((s) => s.stylist === st);
      return [
        st,
        null,
        null,
        null,
        add(mine.map((s) => s.price)),
        null,
        add(mine.map(commissionOf)),
      ];
    }),
  ];
}
