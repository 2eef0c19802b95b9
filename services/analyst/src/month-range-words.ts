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
