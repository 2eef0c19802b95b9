/**
 * Issue 13, pass 53: a daily log kept one sheet per month ("Sep 2026", "Oct 2026", "Nov 2026"),
 * each the same log: a title row ("Suds City Laundromat — September 2026"), a blank row, then
 * `Date | Washers | Dryers | Vending | Total` and one row per day of that month. No Summary
 * sheet. Built with made-up figures from the lead's description (see pass53.test.ts); the knobs
 * are the trade (its parts), the sheet names, the currency, a Total column or none, a Total row
 * at the bottom, a Day column, closed days left blank and the newest month only partly filled.
 */
import type { Workbook } from './model';
import { type Cell, type Rows, cellBook, day } from './pass52-shapes';

const c2 = (n: number): number => Math.round(n * 100) / 100;
const MONTH = [
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
const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export interface MonthLogLayout {
  /** the business, in each sheet's title */
  business: string;
  /** the parts (headers) and each one's typical day */
  parts: Array<[string, number]>;
  /** the months held, [year, month 1-12], oldest first */
  months: Array<[number, number]>;
  /** a sheet's name for its month */
  sheetName: (y: number, m: number) => string;
  /** the Total column's header, or null for none */
  totalHead: string | null;
  /** a `Total` row under the days */
  totalRow: boolean;
  /** a Day column ("Mon") after the Date */
  dayCol: boolean;
  /** days of the month closed (blank cells), by month index in `months` */
  closed: Record<number, number[]>;
  /** the newest month filled up to this day (later days listed, blank); 0 for all */
  partialTo: number;
  numFmt: string;
  dateFmt: string;
  /** a figure scale, so variants differ */
  k: number;
}

export interface DayEntry {
  iso: string;
  /** the parts' figures, undefined on a day with blanks */
  parts?: number[];
  total?: number;
}
export interface MonthLog {
  y: number;
  m: number;
  sheet: string;
  days: DayEntry[];
}

export const SUDS: MonthLogLayout = {
  business: 'Suds City Laundromat',
  parts: [
    ['Washers', 310],
    ['Dryers', 205],
    ['Vending', 48],
  ],
  months: [
    [2026, 9],
    [2026, 10],
    [2026, 11],
  ],
  sheetName: (y, m) => `${MONTH[m - 1]!.slice(0, 3)} ${y}`,
  totalHead: 'Total',
  totalRow: false,
  dayCol: false,
  closed: { 1: [25] },
  partialTo: 0,
  numFmt: '"$"#,##0.00',
  dateFmt: 'dd/mm/yyyy',
  k: 1,
};

const daysIn = (y: number, m: number): number => new Date(Date.UTC(y, m, 0)).getUTCDate();
const isoOf = (y: number, m: number, d: number): string =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** the figures: a weekly shape times a slow wave, to the cent; no two days alike */
export function monthLogs(l: MonthLogLayout): MonthLog[] {
  let seed = 17;
  const rnd = (): number => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
  return l.months.map(([y, m], mi) => {
    const last = mi === l.months.length - 1;
    const days: DayEntry[] = [];
    for (let d = 1; d <= daysIn(y, m); d++) {
      const iso = isoOf(y, m, d);
      const wd = new Date(`${iso}T00:00:00Z`).getUTCDay();
      const blank =
        (l.closed[mi] ?? []).includes(d) || (last && l.partialTo > 0 && d > l.partialTo);
      if (blank) {
        days.push({ iso });
        continue;
      }
      const week = [1.35, 0.8, 0.85, 0.9, 1, 1.15, 1.45][wd]!;
      const parts = l.parts.map(([, base], pi) =>
        c2(base * l.k * week * (0.7 + 0.6 * rnd()) * (1 + 0.05 * mi) + pi * 0.01 * d),
      );
      days.push({ iso, parts, total: c2(parts.reduce((a, b) => a + b, 0)) });
    }
    return { y, m, sheet: l.sheetName(y, m), days };
  });
}

/** one month's rows: title, blank, header, the days, maybe a Total row */
export function monthRows(l: MonthLogLayout, g: MonthLog, totalRowFix = 0): Rows {
  const head: Cell[] = ['Date', ...(l.dayCol ? ['Day'] : []), ...l.parts.map(([p]) => p)];
  if (l.totalHead) head.push(l.totalHead);
  const rows: Rows = [[`${l.business} — ${MONTH[g.m - 1]} ${g.y}`], [], head];
  for (const e of g.days) {
    const wd = WEEKDAY[new Date(`${e.iso}T00:00:00Z`).getUTCDay()]!;
    const r: Cell[] = [day(e.iso), ...(l.dayCol ? [wd] : [])];
    if (e.parts) {
      r.push(...e.parts);
      if (l.totalHead) r.push(e.total!);
    }
    rows.push(r);
  }
  if (l.totalRow) {
    const sums = l.parts.map((_, i) => c2(g.days.reduce((a, e) => a + (e.parts?.[i] ?? 0), 0)));
    const all = c2(monthTotal(g) + totalRowFix);
    rows.push(['Total', ...(l.dayCol ? [null] : []), ...sums, ...(l.totalHead ? [all] : [])]);
  }
  return rows;
}

export const monthTotal = (g: MonthLog): number =>
  c2(g.days.reduce((a, e) => a + (e.total ?? 0), 0));
export const partTotal = (g: MonthLog, i: number): number =>
  c2(g.days.reduce((a, e) => a + (e.parts?.[i] ?? 0), 0));
export const tradingDays = (g: MonthLog): DayEntry[] => g.days.filter((e) => e.total);

/** the workbook: one sheet per month; `clash` puts a wrong Total row on the month of that index */
export async function monthLogBook(
  l: MonthLogLayout,
  clash?: { month: number; by: number },
): Promise<{ wb: Workbook; logs: MonthLog[] }> {
  const logs = monthLogs(l);
  const wb = await cellBook(
    logs.map((g, i) => ({
      name: g.sheet,
      rows: monthRows(l, g, clash?.month === i ? clash.by : 0),
      numFmt: l.numFmt,
      dateFmt: l.dateFmt,
    })),
  );
  return { wb, logs };
}

/** a car wash: Date | Wash | Detail | Shop | Total, sheets "September", "October", ... */
export const CAR_WASH: MonthLogLayout = {
  ...SUDS,
  business: 'Sparkle Car Wash',
  parts: [
    ['Wash', 540],
    ['Detail', 260],
    ['Shop', 75],
  ],
  sheetName: (_, m) => MONTH[m - 1]!,
  totalRow: true,
  dayCol: true,
  closed: {},
  numFmt: '"£"#,##0.00',
  k: 1.3,
};

/** a market stall: Date | Cash | Card | Total, sheets "2026-09" …, four months, December partly */
export const STALL: MonthLogLayout = {
  ...SUDS,
  business: "Rosa's Market Stall",
  parts: [
    ['Cash', 180],
    ['Card', 260],
  ],
  months: [
    [2026, 9],
    [2026, 10],
    [2026, 11],
    [2026, 12],
  ],
  sheetName: (y, m) => `${y}-${String(m).padStart(2, '0')}`,
  closed: { 0: [7, 8], 2: [2] },
  partialTo: 6,
  numFmt: '"€"#,##0.00',
  dateFmt: 'd mmm yyyy',
  k: 0.9,
};

/** the laundromat without a Total column, sheets "Oct", "Nov" (no year), a Total row */
export const SUDS_NO_TOTAL: MonthLogLayout = {
  ...SUDS,
  months: [
    [2026, 10],
    [2026, 11],
  ],
  sheetName: (_, m) => MONTH[m - 1]!.slice(0, 3),
  totalHead: null,
  totalRow: true,
  closed: {},
  k: 1.1,
};
