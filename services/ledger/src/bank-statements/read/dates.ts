/**
 * Bank dates in the bank's own writing. Year-first dates ("2026-01-31", "20260131") and dates
 * with a month name ("31 Jan 2026", "Jan 31, 2026") read alone; "01/02/2026" needs the file's
 * day/month order, settled from the whole file by `settleDateOrder`.
 */
import type { DateOrder } from '@fina/contract';

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
  // a few other languages banks use
  ene: 1,
  fev: 2,
  fév: 2,
  abr: 4,
  avr: 4,
  mai: 5,
  jui: 6,
  ago: 8,
  aoû: 8,
  set: 9,
  okt: 10,
  dic: 12,
  dez: 12,
  déc: 12,
  mrz: 3,
  mär: 3,
  jän: 1,
};

/** What one cell's date text is, before the day/month order is known. */
export type DateShape =
  | { kind: 'full'; iso: string }
  /** Two numbers that may be day/month or month/day. */
  | { kind: 'pair'; first: number; second: number; year: number; separator: string }
  | { kind: 'invalid' }
  | { kind: 'none' };

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/** 'YYYY-MM-DD' when the day exists, else null. */
export function isoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1900 || year > 2200) return null;
  const iso = `${year}-${pad(month)}-${pad(day)}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return parsed.toISOString().slice(0, 10) === iso ? iso : null;
}

const full = (iso: string | null): DateShape => (iso ? { kind: 'full', iso } : { kind: 'invalid' });

/** Statements repeat the same few hundred dates: each text is read once. */
const shapes = new Map<string, DateShape>();

export function dateShape(raw: string): DateShape {
  let shape = shapes.get(raw);
  if (!shape) {
    if (shapes.size > 20_000) shapes.clear();
    shape = readShape(raw);
    shapes.set(raw, shape);
  }
  return shape;
}

function readShape(raw: string): DateShape {
  const text = raw.trim();
  if (!text) return { kind: 'none' };
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:$|[T\s])/.exec(text);
  if (m) return full(isoDate(Number(m[1]), Number(m[2]), Number(m[3])));
  m = /^(\d{4})(\d{2})(\d{2})(?:$|\d{6}|[T\s[])/.exec(text);
  if (m) return full(isoDate(Number(m[1]), Number(m[2]), Number(m[3])));
  m = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{2}|\d{4})(?:$|\s)/.exec(text);
  if (m) {
    return {
      kind: 'pair',
      first: Number(m[1]),
      second: Number(m[3]),
      year: fullYear(Number(m[4])),
      separator: m[2]!,
    };
  }
  m = /^(\d{1,2})[\s.-]+([A-Za-zÀ-ÿ]{3,})\.?[\s.,-]+(\d{2}|\d{4})$/.exec(text);
  if (m) {
    const month = MONTHS[m[2]!.slice(0, 3).toLowerCase()];
    return month ? full(isoDate(fullYear(Number(m[3])), month, Number(m[1]))) : { kind: 'none' };
  }
  m = /^([A-Za-zÀ-ÿ]{3,})\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(text);
  if (m) {
    const month = MONTHS[m[1]!.slice(0, 3).toLowerCase()];
    return month ? full(isoDate(Number(m[3]), month, Number(m[2]))) : { kind: 'none' };
  }
  return { kind: 'none' };
}

/** True when the text looks like a date at all (a row whose date cell does not is not a line). */
export function looksLikeDate(raw: string): boolean {
  return dateShape(raw).kind !== 'none';
}

export interface DateOrderVerdict {
  /** The order the file settles, or null when every pair fits both. */
  order: DateOrder | null;
  /** Both a day > 12 in the first place and in the second: the file mixes orders. */
  conflicting: boolean;
}

/** dd/mm vs mm/dd from every date of a column: any first part > 12 means dd/mm, and so on. */
export function settleDateOrder(texts: Iterable<string>): DateOrderVerdict {
  let dayFirst = false;
  let monthFirst = false;
  let pairs = 0;
  for (const text of texts) {
    const shape = dateShape(text);
    if (shape.kind !== 'pair') continue;
    pairs += 1;
    if (shape.first > 12) dayFirst = true;
    if (shape.second > 12) monthFirst = true;
  }
  if (pairs === 0) return { order: 'ymd', conflicting: false };
  if (dayFirst && monthFirst) return { order: null, conflicting: true };
  if (dayFirst) return { order: 'dmy', conflicting: false };
  if (monthFirst) return { order: 'mdy', conflicting: false };
  return { order: null, conflicting: false };
}

/** The ISO date of one cell under `order` (null: no order known yet), or why it is not one. */
export function readDate(
  raw: string,
  order: DateOrder | null,
): { ok: true; iso: string } | { ok: false; message: string } {
  const shape = dateShape(raw);
  if (shape.kind === 'full') return { ok: true, iso: shape.iso };
  if (shape.kind === 'pair') {
    if (order === null || order === 'ymd') {
      return { ok: false, message: `"${raw.trim()}" could be day/month or month/day.` };
    }
    const [day, month] =
      order === 'dmy' ? [shape.first, shape.second] : [shape.second, shape.first];
    const iso = isoDate(shape.year, month, day);
    if (iso) return { ok: true, iso };
  }
  return { ok: false, message: `"${raw.trim()}" is not a date.` };
}
