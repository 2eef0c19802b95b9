/** Periods: days, months, quarters, halves and years, read from cells and questions. */
import { MONTH_NAMES } from '@fina/contract/core';
import type { Period, PeriodKind } from './model';

// The month list is the contract's one list; the analyst adds its short forms and words.
export { MONTH_NAMES };
export const MONTH_SHORT = MONTH_NAMES.map((m) => m.slice(0, 3));
/** 'jan' … 'dec': the keys questions and labels are matched on once lowercased. */
export const MONTH_KEYS = MONTH_SHORT.map((m) => m.toLowerCase());

const MONTH_WORDS: Record<string, number> = {};
MONTH_NAMES.forEach((name, i) => {
  const lower = name.toLowerCase();
  MONTH_WORDS[lower] = i + 1;
  MONTH_WORDS[lower.slice(0, 3)] = i + 1;
});
MONTH_WORDS['sept'] = 9;

export function monthFromWord(word: string): number | undefined {
  return MONTH_WORDS[word.toLowerCase().replace(/\.$/, '')];
}

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

export function isoDate(y: number, m: number, d: number): string {
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
}

export function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** Excel serial date to ISO (1900 system with its leap-year bug, or 1904 system). */
export function serialToIso(serial: number, date1904 = false): string | undefined {
  if (!Number.isFinite(serial) || serial < 0 || serial > 2958465) return undefined;
  const days = Math.floor(serial);
  let ms: number;
  if (date1904) ms = Date.UTC(1904, 0, 1) + days * 86400000;
  else if (days >= 61) ms = Date.UTC(1899, 11, 30) + days * 86400000;
  else ms = Date.UTC(1899, 11, 31) + days * 86400000;
  const d = new Date(ms);
  return isoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

export function makePeriod(kind: PeriodKind, year: number | undefined, index: number): Period {
  if (year === undefined) return { kind, index };
  let start: string;
  let end: string;
  switch (kind) {
    case 'year':
      start = isoDate(year, 1, 1);
      end = isoDate(year, 12, 31);
      break;
    case 'half':
      start = isoDate(year, index === 1 ? 1 : 7, 1);
      end = index === 1 ? isoDate(year, 6, 30) : isoDate(year, 12, 31);
      break;
    case 'quarter': {
      const m0 = (index - 1) * 3 + 1;
      start = isoDate(year, m0, 1);
      end = isoDate(year, m0 + 2, daysInMonth(year, m0 + 2));
      break;
    }
    case 'month':
      start = isoDate(year, index, 1);
      end = isoDate(year, index, daysInMonth(year, index));
      break;
    case 'day': {
      const m = Math.floor(index / 100);
      const d = index % 100;
      start = isoDate(year, m, d);
      end = start;
      break;
    }
  }
  return { kind, year, index, start, end };
}

export function dayPeriod(iso: string): Period {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return makePeriod('day', y, m * 100 + d);
}

export function monthOf(p: Period): Period | undefined {
  if (p.kind === 'month') return p;
  if (p.kind === 'day') return makePeriod('month', p.year, Math.floor(p.index / 100));
  return undefined;
}

export function quarterOf(p: Period): Period | undefined {
  if (p.kind === 'quarter') return p;
  const m = monthOf(p);
  if (!m) return undefined;
  return makePeriod('quarter', m.year, Math.floor((m.index - 1) / 3) + 1);
}

export function halfOf(p: Period): Period | undefined {
  if (p.kind === 'half') return p;
  const q = quarterOf(p);
  if (!q) return undefined;
  return makePeriod('half', q.year, q.index <= 2 ? 1 : 2);
}

export function yearOf(p: Period): Period | undefined {
  if (p.year === undefined) return undefined;
  return p.kind === 'year' ? p : makePeriod('year', p.year, 1);
}

const coarseCache = new WeakMap<Period, Partial<Record<PeriodKind, Period | null>>>();

/** The month, quarter, half or year a period falls in (cached: rows reuse their period). */
export function coarsen(p: Period, kind: PeriodKind): Period | undefined {
  let entry = coarseCache.get(p);
  if (!entry) {
    entry = {};
    coarseCache.set(p, entry);
  }
  const hit = entry[kind];
  if (hit !== undefined) return hit ?? undefined;
  const out = coarsenRaw(p, kind);
  entry[kind] = out ?? null;
  return out;
}

function coarsenRaw(p: Period, kind: PeriodKind): Period | undefined {
  switch (kind) {
    case 'day':
      return p.kind === 'day' ? p : undefined;
    case 'month':
      return monthOf(p);
    case 'quarter':
      return quarterOf(p);
    case 'half':
      return halfOf(p);
    case 'year':
      return yearOf(p);
  }
}

export const KIND_RANK: Record<PeriodKind, number> = {
  day: 0,
  month: 1,
  quarter: 2,
  half: 3,
  year: 4,
};

/** Does `outer` cover `inner`? Periods without a year match on their month/quarter. */
export function periodContains(outer: Period, inner: Period): boolean {
  if (outer.start && outer.end && inner.start && inner.end) {
    return inner.start >= outer.start && inner.end <= outer.end;
  }
  // one side lacks a year: compare the part both know
  if (KIND_RANK[inner.kind] > KIND_RANK[outer.kind]) return false;
  if (outer.kind === 'year') return outer.year === undefined || inner.year === outer.year;
  const coarse = coarsen({ ...inner, year: inner.year ?? 2000 }, outer.kind);
  if (!coarse) return false;
  if (coarse.index !== outer.index) return false;
  return outer.year === undefined || inner.year === undefined || inner.year === outer.year;
}

export function samePeriod(a: Period, b: Period): boolean {
  return a.kind === b.kind && a.index === b.index && a.year === b.year;
}

export function periodKey(p: Period): string {
  return `${p.kind}:${p.year ?? '?'}:${p.index}`;
}

export function comparePeriods(a: Period, b: Period): number {
  if (a.start && b.start) {
    if (a.start !== b.start) return a.start < b.start ? -1 : 1;
    return (a.end ?? '') < (b.end ?? '') ? -1 : (a.end ?? '') > (b.end ?? '') ? 1 : 0;
  }
  const ay = a.year ?? 0;
  const by = b.year ?? 0;
  if (ay !== by) return ay - by;
  const am = monthStartIndex(a);
  const bm = monthStartIndex(b);
  return am - bm;
}

function monthStartIndex(p: Period): number {
  switch (p.kind) {
    case 'day':
      return p.index / 100;
    case 'month':
      return p.index;
    case 'quarter':
      return (p.index - 1) * 3 + 1;
    case 'half':
      return p.index === 1 ? 1 : 7;
    case 'year':
      return 1;
  }
}

export function shiftPeriod(p: Period, delta: number): Period | undefined {
  switch (p.kind) {
    case 'year':
      return p.year === undefined ? undefined : makePeriod('year', p.year + delta, 1);
    case 'month':
    case 'quarter':
    case 'half': {
      const per = p.kind === 'month' ? 12 : p.kind === 'quarter' ? 4 : 2;
      const idx = p.index - 1 + delta;
      const yearShift = Math.floor(idx / per);
      const index = (((idx % per) + per) % per) + 1;
      if (p.year === undefined)
        return yearShift === 0 ? makePeriod(p.kind, undefined, index) : undefined;
      return makePeriod(p.kind, p.year + yearShift, index);
    }
    case 'day': {
      if (!p.start) return undefined;
      const [y, m, d] = p.start.split('-').map(Number) as [number, number, number];
      const dt = new Date(Date.UTC(y, m - 1, d + delta));
      return dayPeriod(isoDate(dt.getUTCFullYear(), dt.getUTCMonth() + 1, dt.getUTCDate()));
    }
  }
}

export function periodLabel(p: Period): string {
  const y = p.year === undefined ? '' : ` ${p.year}`;
  // a year or quarter the sheet stops inside says its months ("Jan–Nov 2026", "Oct–Nov 2026")
  const part = partialMonths(p);
  if (part) return `${MONTH_SHORT[part[0] - 1]}–${MONTH_SHORT[part[1] - 1]}${y}`;
  switch (p.kind) {
    case 'year':
      return p.year === undefined ? 'the year' : String(p.year);
    case 'half':
      return `H${p.index}${y}`;
    case 'quarter':
      return `Q${p.index}${y}`;
    case 'month':
      return `${MONTH_SHORT[p.index - 1]}${y}`;
    case 'day': {
      const m = Math.floor(p.index / 100);
      const d = p.index % 100;
      return p.year === undefined ? `${d} ${MONTH_SHORT[m - 1]}` : `${isoDate(p.year, m, d)}`;
    }
  }
}

/** The first and last month of a year or quarter whose end is cut short, else undefined. */
function partialMonths(p: Period): [number, number] | undefined {
  if ((p.kind !== 'year' && p.kind !== 'quarter') || p.year === undefined || !p.end)
    return undefined;
  const full = makePeriod(p.kind, p.year, p.index);
  if (full.end === p.end) return undefined;
  return [Number(full.start!.slice(5, 7)), Number(p.end.slice(5, 7))];
}

function fullYear(y: string): number {
  const n = Number(y);
  if (y.length === 4) return n;
  return n < 70 ? 2000 + n : 1900 + n;
}

const QUARTER_WORDS: Record<string, number> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
};

/**
 * Reads a period from header or label text: "2019", "FY2024", "Fiscal 2019", "Mar-24",
 * "March 2024", "Q3 2024", "3Q24", "H1", "2024-03", "December 31, 2019", "31/12/2024".
 * Returns undefined when the text is not only a period (a few filler words allowed).
 */
// pass 44 (L1): a weekday written before a date ("Tue 01/09/2026", "Saturday, 3 Oct 2026")
const WEEKDAY_FIRST =
  /^(sun|mon|tue|wed|thu|fri|sat)(?:day|s|sday|nesday|rsday|r|rs|urday)?\.?,?\s+(?=\d)/i;
const WEEKDAY_INDEX: Record<string, number> = {
  sun: 0,
  mon: 1,
  tue: 2,
  wed: 3,
  thu: 4,
  fri: 5,
  sat: 6,
};

/** the weekday written before a date (0 = Sunday) and the date text after it */
export function weekdayFirst(raw: string): { weekday: number; rest: string } | undefined {
  const m = WEEKDAY_FIRST.exec(raw.trim());
  if (!m) return undefined;
  return { weekday: WEEKDAY_INDEX[m[1]!.toLowerCase()]!, rest: raw.trim().slice(m[0].length) };
}

/** the weekday (0 = Sunday) of a day period */
export function weekdayOf(p: Period): number | undefined {
  if (p.kind !== 'day' || p.year === undefined) return undefined;
  const m = Math.floor(p.index / 100);
  return new Date(Date.UTC(p.year, m - 1, p.index % 100)).getUTCDay();
}

/**
 * pass 44 (L1): "Tue 01/09/2026" is the day whose weekday it names: read month first or day
 * first, whichever order falls on that weekday (1 September 2026 is a Tuesday, 9 January a
 * Friday); a weekday that fits neither reading leaves the text unread.
 */
function weekdayDate(raw: string): Period | undefined {
  const w = weekdayFirst(raw);
  if (!w) return undefined;
  const m = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{2}|\d{4})$/.exec(w.rest.trim());
  if (m) {
    const y = fullYear(m[4]!);
    const [a, b] = [Number(m[1]), Number(m[3])];
    const readings = [
      validDate(y, b, a) ? makePeriod('day', y, b * 100 + a) : undefined,
      validDate(y, a, b) ? makePeriod('day', y, a * 100 + b) : undefined,
    ];
    return readings.find((p) => p && weekdayOf(p) === w.weekday);
  }
  const p = periodFromText(w.rest);
  // a date without its year ("Sun 01 Nov") cannot be checked against its weekday here
  if (p?.kind === 'day' && p.year === undefined) return p;
  return p && weekdayOf(p) === w.weekday ? p : undefined;
}

export function periodFromText(raw: string): Period | undefined {
  if (WEEKDAY_FIRST.test(raw.trim())) return weekdayDate(raw);
  const text = raw
    .toLowerCase()
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length === 0 || text.length > 60) return undefined;
  let m: RegExpExecArray | null;
  // ISO date or yyyy-mm; pass 37 (M2): "2026/08/01", "2026.08.01" are year first too
  if ((m = /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?:[ t].*)?$/.exec(text))) m.splice(2, 1);
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (validDate(y, mo, d)) return makePeriod('day', y, mo * 100 + d);
  }
  if ((m = /^(\d{4})[-/](\d{1,2})$/.exec(text))) {
    const mo = Number(m[2]);
    if (mo >= 1 && mo <= 12) return makePeriod('month', Number(m[1]), mo);
  }
  // a split fiscal year, "2017/2018" or "2017/18": read as the year it ends in; pass 49 (L3):
  // also "FY 2025-26", "FY2025/26", "F.Y. 2025-2026" (with the year word, a hyphen too)
  if (
    (m = /^(\d{4}) ?\/ ?(\d{4}|\d{2})$/.exec(text)) ??
    (m = /^(?:fy|f\.y\.|fiscal(?: year)?|financial year|year) ?(\d{4}) ?[-/] ?(\d{4}|\d{2})$/.exec(
      text,
    )) ??
    // "2025-26" alone (a month would have been read above: "2025-12" is December)
    (m = /^(\d{4})-(\d{2})$/.exec(text))
  ) {
    const start = Number(m[1]);
    const end = m[2]!.length === 2 ? Math.floor(start / 100) * 100 + Number(m[2]) : Number(m[2]);
    if (end === start + 1) return makePeriod('year', end, 1);
  }
  // d/m/y or m/d/y (prefer m/d/y when ambiguous, as Excel's en-US); pass 38 (W4): also
  // "01-09-2026" (hyphens, a four-digit year)
  if (
    (m = /^(\d{1,2})[/.](\d{1,2})[/.](\d{2}|\d{4})$/.exec(text)) ??
    (m = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(text))
  ) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    const y = fullYear(m[3]!);
    // pass 37 (W4): a dotted date "01.02.2028" is day first always (dots are never US order)
    if (text.includes('.'))
      return validDate(y, b, a) ? makePeriod('day', y, b * 100 + a) : undefined;
    if (validDate(y, a, b)) return makePeriod('day', y, a * 100 + b);
    if (validDate(y, b, a)) return makePeriod('day', y, b * 100 + a);
  }
  const span = monthSpan(text);
  if (span) return span.period;
  const stripped = text
    .replace(
      /\b(fiscal|fy|year|years|ended|ending|end|of|as|at|for|the|period|months?|twelve|three|six|nine|calendar|cy|full|total|balance|on|to|and|in)\b/g,
      ' ',
    )
    .replace(/[,.'()$:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const hadYearWord = /\b(fiscal|fy|year|years|cy)\b/.test(text) || /\bfy\d/.test(text);
  // FY2024 / FY24
  if ((m = /^fy ?'?(\d{2}|\d{4})$/.exec(text.replace(/[\s]/g, ' ')))) {
    return makePeriod('year', fullYear(m[1]!), 1);
  }
  if ((m = /^f ?(\d{2})$/.exec(text))) return makePeriod('year', fullYear(m[1]!), 1);
  if ((m = /^(?:fy|cy)(\d{2}|\d{4})$/.exec(stripped)))
    return makePeriod('year', fullYear(m[1]!), 1);
  // month day year: "december 31 2019", "dec 31 2019"
  if ((m = /^([a-z]+) (\d{1,2})(?:st|nd|rd|th)? (\d{4})$/.exec(stripped))) {
    const mo = monthFromWord(m[1]!);
    const d = Number(m[2]);
    const y = Number(m[3]);
    if (mo && validDate(y, mo, d))
      return hadYearWord ? makePeriod('year', y, 1) : makePeriod('day', y, mo * 100 + d);
  }
  // day month year: "31 december 2019", "31-dec-2019"
  if ((m = /^(\d{1,2}) ?-?([a-z]+)-? ?(\d{2}|\d{4})$/.exec(stripped))) {
    const mo = monthFromWord(m[2]!);
    const d = Number(m[1]);
    const y = fullYear(m[3]!);
    if (mo && validDate(y, mo, d))
      return hadYearWord ? makePeriod('year', y, 1) : makePeriod('day', y, mo * 100 + d);
  }
  // after blind-44: a day and a month without the year, "01 nov" (a log whose title names the
  // month and year); the sheet's year is put on it where it is read
  if ((m = /^(\d{1,2})(?:st|nd|rd|th)? ([a-z]{3,9})$/.exec(stripped))) {
    const mo = monthFromWord(m[2]!);
    const d = Number(m[1]);
    if (mo && !hadYearWord && validDate(2024, mo, d))
      return makePeriod('day', undefined, mo * 100 + d);
  }
  // month year: "march 2024", "mar-24", "mar '24" ("may 31" is a day, not 2031)
  if ((m = /^([a-z]+)([- ]?'?)(\d{2}|\d{4})$/.exec(stripped))) {
    const mo = monthFromWord(m[1]!);
    const twoDigitOk = m[3]!.length === 4 || /[-']/.test(m[2]!) || Number(m[3]) > 31;
    if (mo && twoDigitOk) return makePeriod('month', fullYear(m[3]!), mo);
    if (mo && !twoDigitOk) return undefined;
    const qw = QUARTER_WORDS[m[1]!];
    if (qw) return undefined;
  }
  // year month: "2024 march"
  if ((m = /^(\d{4}) ([a-z]+)$/.exec(stripped))) {
    const mo = monthFromWord(m[2]!);
    if (mo) return makePeriod('month', Number(m[1]), mo);
  }
  // month alone
  if ((m = /^([a-z]+)$/.exec(stripped))) {
    const mo = monthFromWord(m[1]!);
    if (mo && !hadYearWord) return makePeriod('month', undefined, mo);
  }
  // quarters: q3, q3 2024, 2024 q3, 3q24, q3-24, q3fy24
  if ((m = /^q([1-4])(?:[ -]?(?:fy)?'?(\d{2}|\d{4}))?$/.exec(stripped))) {
    return makePeriod('quarter', m[2] ? fullYear(m[2]) : undefined, Number(m[1]));
  }
  if ((m = /^(\d{4})[ -]?q([1-4])$/.exec(stripped))) {
    return makePeriod('quarter', Number(m[1]), Number(m[2]));
  }
  if ((m = /^([1-4])q[ -]?'?(\d{2}|\d{4})?$/.exec(stripped))) {
    return makePeriod('quarter', m[2] ? fullYear(m[2]) : undefined, Number(m[1]));
  }
  if ((m = /^(first|second|third|fourth|1st|2nd|3rd|4th) quarter(?: (\d{4}))?$/.exec(stripped))) {
    return makePeriod('quarter', m[2] ? Number(m[2]) : undefined, QUARTER_WORDS[m[1]!]!);
  }
  if ((m = /^h([12])(?:[ -]?(\d{2}|\d{4}))?$/.exec(stripped))) {
    return makePeriod('half', m[2] ? fullYear(m[2]) : undefined, Number(m[1]));
  }
  // a year alone, possibly with filler words ("Year ended 2019", "2019 $", "Fiscal 2019")
  if ((m = /^(\d{4})$/.exec(stripped.replace(/[$€£%]/g, '').trim()))) {
    const y = Number(m[1]);
    if (y >= 1900 && y <= 2100) return makePeriod('year', y, 1);
  }
  return undefined;
}

/**
 * A column headed by a span of months ("Jan - Mar 2025", QuickBooks; "January 1 - March 31,
 * 2025"): the quarter, half or year it covers, never its first or last month. A span that is
 * none of those (say "Feb - Apr 2025") is `{ period: undefined }`: no period may be read
 * from a part of it.
 */
export function monthSpan(raw: string): { period: Period | undefined } | undefined {
  const text = raw
    .toLowerCase()
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[,.]/g, ' ');
  const m =
    /^\s*([a-z]+)(?: \d{1,2})?(?: (\d{4}))? *(?:-|to|through|thru) *([a-z]+)(?: \d{1,2})?(?: (\d{4}))?\s*$/.exec(
      text.replace(/\s+/g, ' '),
    );
  if (!m) return undefined;
  const from = monthFromWord(m[1]!);
  const to = monthFromWord(m[3]!);
  if (!from || !to) return undefined;
  const year = m[4] ? Number(m[4]) : m[2] ? Number(m[2]) : undefined;
  if (m[2] && m[4] && m[2] !== m[4]) return { period: undefined };
  if (to < from) return { period: undefined };
  const months = to - from + 1;
  if (months === 1) return { period: makePeriod('month', year, from) };
  if (months === 3 && from % 3 === 1)
    return { period: makePeriod('quarter', year, (from + 2) / 3) };
  // a quarter the report stops inside ("Oct - Nov 2026" beside "Jul - Sep 2026", a QuickBooks
  // P&L run to November) is that quarter so far: its months are the quarter's first ones
  if (months === 2 && from % 3 === 1 && year !== undefined) {
    const q = makePeriod('quarter', year, (from + 2) / 3);
    return { period: { ...q, end: isoDate(year, to, daysInMonth(year, to)) } };
  }
  if (months === 6 && from % 6 === 1) return { period: makePeriod('half', year, (from + 5) / 6) };
  if (months === 12) return { period: makePeriod('year', year, 1) };
  // so is a year ("Jan–Nov 2026" beside "Jan–Nov 2025": a comparison run to November)
  if (from === 1 && year !== undefined)
    return {
      period: { ...makePeriod('year', year, 1), end: isoDate(year, to, daysInMonth(year, to)) },
    };
  return { period: undefined };
}

function validDate(y: number, m: number, d: number): boolean {
  return y >= 1900 && y <= 2100 && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

export function isYearNumber(n: number): boolean {
  return Number.isInteger(n) && n >= 1900 && n <= 2100;
}
