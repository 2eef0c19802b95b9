/**
 * Issue 13, pass 48 (R1): a range of months as owners write it is every month from the first
 * to the last, never the first month alone: "jan to mar", "jan-mar", "jan–jun", "from january
 * to march", "january through march 2027", "between july and october", "nov 2026 to feb 2027".
 * A year written after the last month only ("jan to mar 2027") is the range's end year; the
 * start is in the year before when its month comes later ("nov to feb 2027" starts in November
 * 2026). With no year, the range is placed among the months a table holds: it must fit in them
 * whole in exactly one way, else it is refused (past the data) or asked back (two years).
 */
import { MONTH_KEYS, MONTH_NAMES } from './periods';

const MON =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const YEAR = "(?:\\s+(?:of\\s+)?(20\\d\\d|'\\d\\d))?";
const TO = '\\s*(?:-|–|—|\\bto\\b|\\bthrough\\b|\\bthru\\b|\\buntil\\b|\\btill\\b|\\bup to\\b)\\s*';
const SPAN = new RegExp(
  `\\b(?:from\\s+)?${MON}\\.?${YEAR}${TO}${MON}\\b\\.?${YEAR}(?:\\s+inclusive)?`,
);
const BETWEEN = new RegExp(`\\bbetween\\s+${MON}\\.?${YEAR}\\s+(?:and|&)\\s+${MON}\\b\\.?${YEAR}`);

/** A calendar month (1-12), with its year when one is written. */
export interface MonthPoint {
  m: number;
  y?: number;
}
export interface MonthRange {
  from: MonthPoint;
  to: MonthPoint;
  /** the words of the question that name the range */
  text: string;
}

const monthOf = (w: string): number => MONTH_KEYS.indexOf(w.slice(0, 3).toLowerCase()) + 1;
const yearOf = (w: string | undefined): number | undefined =>
  w === undefined ? undefined : w.startsWith("'") ? 2000 + Number(w.slice(1)) : Number(w);

/** The range of months the question names, if it names one. */
export function monthRangeOf(question: string): MonthRange | undefined {
  const q = question.toLowerCase();
  const m = BETWEEN.exec(q) ?? SPAN.exec(q);
  if (!m) return undefined;
  const a = monthOf(m[1]!);
  const b = monthOf(m[3]!);
  if (a < 1 || b < 1) return undefined;
  const ya = yearOf(m[2]);
  const yb = yearOf(m[4]);
  const from: MonthPoint = ya !== undefined ? { m: a, y: ya } : { m: a };
  const to: MonthPoint = yb !== undefined ? { m: b, y: yb } : { m: b };
  // one year written: the other end's year follows from the months' order
  if (from.y === undefined && to.y !== undefined) from.y = a <= b ? to.y : to.y - 1;
  if (to.y === undefined && from.y !== undefined) to.y = a <= b ? from.y : from.y + 1;
  return { from, to, text: m[0] };
}

/** a month as a number that counts on across years */
export const monthKey = (y: number, m: number): number => y * 12 + m - 1;
export const keyMonth = (k: number): { y: number; m: number } => ({
  y: Math.floor(k / 12),
  m: (k % 12) + 1,
});
export const keyName = (k: number): string => {
  const { y, m } = keyMonth(k);
  return `${MONTH_NAMES[m - 1]} ${y}`;
};

const pointName = (p: MonthPoint): string =>
  `${MONTH_NAMES[p.m - 1]}${p.y !== undefined ? ` ${p.y}` : ''}`;

/**
 * The months of the range among the months held (as `monthKey`), first to last, or why it
 * cannot be read: it reaches past the months held, or (no year written) it fits in two years.
 */
export function rangeMonths(r: MonthRange, held: number[]): number[] | string {
  const have = new Set(held);
  const sorted = [...have].sort((x, y) => x - y);
  const span = sorted.length
    ? `the sheet holds ${keyName(sorted[0]!)} to ${keyName(sorted[sorted.length - 1]!)}`
    : 'the sheet holds no months';
  const asked = `${pointName(r.from)} to ${pointName(r.to)}`;
  const run = (start: number, end: number): number[] =>
    Array.from({ length: end - start + 1 }, (_, i) => start + i);
  if (r.from.y !== undefined && r.to.y !== undefined) {
    const start = monthKey(r.from.y, r.from.m);
    const end = monthKey(r.to.y, r.to.m);
    if (end < start || end - start > 35) return `${asked} is not a range of months`;
    const ks = run(start, end);
    if (ks.some((k) => !have.has(k))) return `${span}; ${asked} reaches past it`;
    return ks;
  }
  const fits: number[][] = [];
  for (const start of sorted) {
    if (keyMonth(start).m !== r.from.m) continue;
    const len = (r.to.m - r.from.m + 12) % 12;
    const ks = run(start, start + len);
    if (ks.every((k) => have.has(k))) fits.push(ks);
  }
  if (fits.length === 1) return fits[0]!;
  if (!fits.length) return `${span}; ${asked} reaches past it`;
  return `${span}; ${asked} is held in ${fits.map((ks) => keyMonth(ks[0]!).y).join(' and ')}: say which year`;
}

/** "January 2027 to March 2027" */
export const rangeName = (ks: number[]): string =>
  ks.length === 1 ? keyName(ks[0]!) : `${keyName(ks[0]!)} to ${keyName(ks[ks.length - 1]!)}`;

const OPEN = new RegExp(
  `\\b(up to(?: and including)?|until|till|through|thru|by the end of|to the end of|by|to|since|after|from)\\s+(?:the )?${MON}\\b\\.?${YEAR}(\\s+(?:onwards?|on)\\b)?`,
);

/**
 * pass 48: a run of months with one end named: "up to september", "until march 2027",
 * "through october", "to september", "by (the end of) september" (from the first month held:
 * the readers of flows use it, never a level's reader), "since august", "after
 * august", "from august onwards" (to the last month held). "From august" alone is not a run.
 * Undefined when the question names a whole range or more than one month.
 */
export function openRangeOf(question: string): MonthRange | undefined {
  const q = question.toLowerCase();
  if (monthRangeOf(q)) return undefined;
  if ((q.match(new RegExp(`\\b${MON}\\b`, 'g')) ?? []).length !== 1) return undefined;
  const m = OPEN.exec(q);
  if (!m) return undefined;
  if (m[1] === 'from' && !m[4]) return undefined;
  const mi = monthOf(m[2]!);
  const y = yearOf(m[3]);
  const p: MonthPoint = y !== undefined ? { m: mi, y } : { m: mi };
  const ends = /^(?:since|after|from)$/.test(m[1]!);
  // the open end is marked by a month 0: filled in from the months held
  return ends
    ? { from: m[1] === 'after' ? { ...p, m: -mi } : p, to: { m: 0 }, text: m[0] }
    : { from: { m: 0 }, to: p, text: m[0] };
}

/** The months of an open run among the months held (first to last), or why not. */
export function openRangeMonths(r: MonthRange, held: number[]): number[] | string {
  const sorted = [...new Set(held)].sort((a, b) => a - b);
  if (!sorted.length) return 'the sheet holds no months';
  const span = `the sheet holds ${keyName(sorted[0]!)} to ${keyName(sorted[sorted.length - 1]!)}`;
  const pick = (p: MonthPoint): number | string => {
    const m = Math.abs(p.m);
    const hits = sorted.filter(
      (k) => keyMonth(k).m === m && (p.y === undefined || keyMonth(k).y === p.y),
    );
    if (hits.length === 1) return hits[0]!;
    return hits.length
      ? `${span}; ${MONTH_NAMES[m - 1]} is held in ${hits.map((k) => keyMonth(k).y).join(' and ')}: say which year`
      : `${span}; it holds no ${MONTH_NAMES[m - 1]}${p.y !== undefined ? ` ${p.y}` : ''}`;
  };
  if (r.from.m === 0) {
    const end = pick(r.to);
    if (typeof end === 'string') return end;
    return sorted.filter((k) => k <= end);
  }
  const start = pick(r.from);
  if (typeof start === 'string') return start;
  const ks = sorted.filter((k) => (r.from.m < 0 ? k > start : k >= start));
  return ks.length ? ks : `${span}; nothing is held after ${keyName(start)}`;
}
