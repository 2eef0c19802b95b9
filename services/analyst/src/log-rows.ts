/**
 * Issue 13, pass 50: what the readers of logs and registers (a bookings log, a bank export, a
 * member list, a client ledger, a commission register, a vehicle log) share: a header read
 * without its currency, one column found by its words, the rows that are entries (never a
 * Totals row or a summary row under the list: "Active members | 26" is a check, not a member),
 * a date written as a date or as text ("16 Apr 2026", "16/10/2026"), the period a question
 * names ("in october", "this year", "in 2025", "last month") and the values of a category
 * column it names ("e-bike" is E-bike, "get your guide" GetYourGuide, "the family plan" Family).
 */
import { cellNumber, cellText } from './cell-figures';
import { type Dec, ZERO, decSum } from './decimal';
import type { Cell, Row, Table } from './model';
import { MONTH_NAMES, isoDate, monthFromWord, serialToIso } from './periods';
import { nameTokens } from './row-names';
import { normalizeText } from './text';

/** the question as the readers match it: lower case, quotes and dashes plain, no end mark */
export const askedText = (question: string): string =>
  normalizeText(question)
    .replace(/[?!.]+\s*$/, '')
    .replace(/(\w)'(\w)/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();

/** A header without its currency or unit in brackets: "Amount (NZ$)" → "amount". */
export const headOf = (label: string): string =>
  normalizeText(label)
    .replace(/\((?:[^)]*[£$€¥₹\d/][^)]*|r|zar|[a-z]{3}|incl?\.? \w+|excl?\.? \w+)\)/g, ' ')
    .replace(/[£$€¥₹]/g, ' ')
    .replace(/\b(?:gbp|usd|eur|nzd|cad|aud|zar|inr)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const NUMERIC = new Set(['number', 'money', 'percent']);
export const isNumeric = (t: Table, ci: number): boolean => NUMERIC.has(t.columns[ci]!.type);

/** the one column whose bare header matches, and passes `ok`; undefined for none or several */
export function colOf(
  t: Table,
  re: RegExp,
  ok: (ci: number) => boolean = () => true,
): number | undefined {
  const hits = t.columns.flatMap((c, i) => (re.test(headOf(c.label)) && ok(i) ? [i] : []));
  return hits.length === 1 ? hits[0] : undefined;
}

const TOTAL_WORD = /^(totals?|grand total|sub-?totals?|total\b.*|sum)$/i;

/** the entries of a table: data rows holding every column of `need`, no total row */
export function entryRows(t: Table, need: number[]): Row[] {
  return t.rows.filter(
    (r) =>
      r.kind === 'data' &&
      need.every((ci) => r.cells[ci] !== null && r.cells[ci] !== undefined) &&
      !r.cells.some((c) => TOTAL_WORD.test(cellText(c) ?? '')),
  );
}

/** the total row of a table (kind total, or labelled Total(s)), when there is one */
export const totalRow = (t: Table): Row | undefined =>
  t.rows.find(
    (r) => r.kind === 'total' || r.cells.some((c) => /^totals?\b/i.test(cellText(c) ?? '')),
  );

export const num = (r: Row, ci: number): Dec => cellNumber(r.cells[ci]) ?? ZERO;
export const sumOf = (rows: Row[], ci: number): Dec => decSum(rows.map((r) => num(r, ci)));
export const cite = (t: Table, rows: Row[], ci: number): Array<{ r: number; c: number }> =>
  rows.map((r) => ({ r: r.r, c: t.columns[ci]!.c }));
export const textAt = (r: Row, ci: number | undefined): string =>
  ci === undefined ? '' : (cellText(r.cells[ci]) ?? '');

// ---------------------------------------------------------------------------------------------
// dates

export type DayOrder = 'dmy' | 'mdy';

/** the order of a column of text dates "05/10/2026": day first unless a day-second one shows */
export function dayOrder(rows: Row[], ci: number): DayOrder | undefined {
  let dmy = false;
  let mdy = false;
  for (const r of rows) {
    const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(cellText(r.cells[ci]) ?? '');
    if (!m) continue;
    if (Number(m[1]) > 12) dmy = true;
    if (Number(m[2]) > 12) mdy = true;
  }
  if (dmy && mdy) return undefined;
  return mdy ? 'mdy' : 'dmy';
}

const valid = (y: number, m: number, d: number): boolean =>
  y >= 1900 &&
  y <= 2100 &&
  m >= 1 &&
  m <= 12 &&
  d >= 1 &&
  d <= new Date(Date.UTC(y, m, 0)).getUTCDate();

/** the ISO day of a cell: a date, or a date written as text in any of the usual forms */
export function isoOf(cell: Cell | undefined, order: DayOrder = 'dmy'): string | undefined {
  if (cell && typeof cell === 'object' && !Array.isArray(cell) && 'd' in cell) return cell.d;
  if (typeof cell === 'number' && cell > 20000 && cell < 80000) return serialToIso(cell);
  const s = normalizeText(cellText(cell) ?? '')
    .replace(/,/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!s) return undefined;
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(s);
  if (m) return valid(+m[1]!, +m[2]!, +m[3]!) ? isoDate(+m[1]!, +m[2]!, +m[3]!) : undefined;
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(s);
  if (m) {
    const y = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
    const [d, mo] = order === 'dmy' ? [+m[1]!, +m[2]!] : [+m[2]!, +m[1]!];
    return valid(y, mo, d) ? isoDate(y, mo, d) : undefined;
  }
  m = /^(?:[a-z]+ )?(\d{1,2})(?:st|nd|rd|th)?[ -]([a-z]+)\.?[ -](\d{4})$/.exec(s);
  if (m) {
    const mo = monthFromWord(m[2]!);
    return mo && valid(+m[3]!, mo, +m[1]!) ? isoDate(+m[3]!, mo, +m[1]!) : undefined;
  }
  m = /^(?:[a-z]+ )?([a-z]+)\.? (\d{1,2})(?:st|nd|rd|th)? (\d{4})$/.exec(s);
  if (m) {
    const mo = monthFromWord(m[1]!);
    return mo && valid(+m[3]!, mo, +m[2]!) ? isoDate(+m[3]!, mo, +m[2]!) : undefined;
  }
  return undefined;
}

/** the ISO days of a column's rows, when every non-empty cell reads as a day */
export function daysOf(rows: Row[], ci: number): Map<Row, string> | undefined {
  const order = dayOrder(rows, ci);
  if (!order) return undefined;
  const out = new Map<Row, string>();
  for (const r of rows) {
    const c = r.cells[ci];
    if (c === null || c === undefined || c === '') continue;
    const iso = isoOf(c, order);
    if (!iso) return undefined;
    out.set(r, iso);
  }
  return out.size ? out : undefined;
}

/** "16 Oct 2026" */
export const dayText = (iso: string): string =>
  `${Number(iso.slice(8, 10))} ${MONTH_NAMES[Number(iso.slice(5, 7)) - 1]!.slice(0, 3)} ${iso.slice(0, 4)}`;

// ---------------------------------------------------------------------------------------------
// the period a question names

export interface Asked {
  /** ISO first and last day */
  from: string;
  to: string;
  /** "October 2026", "2026", "this year (2026)" */
  label: string;
  /** the question with the period words taken out */
  rest: string;
}

const MON =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const endOf = (y: number, m: number): string =>
  isoDate(y, m, new Date(Date.UTC(y, m, 0)).getUTCDate());

/**
 * The one period the question names: a month (with its year, or the year the rows hold it in,
 * else the latest one by today), this / last / next month, this / last / next year, a year
 * written, "so far this year". Undefined when it names none; `null` when it names one this
 * reader cannot place (two months, a quarter, a week, a day).
 */
export function askedPeriod(
  q: string,
  now: Date | undefined,
  held: string[] = [],
): Asked | null | undefined {
  // without today's date, "this year" or "last month" is not placed here (the engine reads them
  // against the data's own latest period)
  if (!now && /\b(this|last|next|previous|current) (?:calendar )?(month|year)\b|\bso far\b/.test(q))
    return null;
  const y0 = (now ?? new Date(0)).getUTCFullYear();
  const m0 = (now ?? new Date(0)).getUTCMonth() + 1;
  let rest = q;
  const take = (re: RegExp): RegExpExecArray | null => {
    const m = re.exec(rest);
    if (m)
      rest = (rest.slice(0, m.index) + ' ' + rest.slice(m.index + m[0].length))
        .replace(/\s+/g, ' ')
        .trim();
    return m;
  };
  if (
    /\b(q[1-4]|h[12]|quarter|quarters|half(?:-| )year|(?:first|second|1st|2nd) half|week|weeks|weekend|today|yesterday|fortnight|ytd|year to date)\b/.test(
      q,
    )
  )
    return null;
  const tidy = (s: string) =>
    s
      .replace(/\b(?:in|for|during|over|of|since|from)\s*$/, '')
      .replace(/\b(?:in|for|during|over|of|since|from)\s+(?=so far\b)/, '')
      .replace(/\s+/g, ' ')
      .trim();
  if (take(/\b(?:(?:so far )?this|the current) month\b/)) {
    return {
      from: isoDate(y0, m0, 1),
      to: endOf(y0, m0),
      label: `${MONTH_NAMES[m0 - 1]} ${y0}`,
      rest: tidy(rest),
    };
  }
  if (take(/\b(?:last|previous|the previous|the last) month\b/)) {
    const y = m0 === 1 ? y0 - 1 : y0;
    const mo = m0 === 1 ? 12 : m0 - 1;
    return {
      from: isoDate(y, mo, 1),
      to: endOf(y, mo),
      label: `${MONTH_NAMES[mo - 1]} ${y}`,
      rest: tidy(rest),
    };
  }
  if (take(/\bnext month\b/)) {
    const y = m0 === 12 ? y0 + 1 : y0;
    const mo = m0 === 12 ? 1 : m0 + 1;
    return {
      from: isoDate(y, mo, 1),
      to: endOf(y, mo),
      label: `${MONTH_NAMES[mo - 1]} ${y}`,
      rest: tidy(rest),
    };
  }
  if (
    take(/\b(?:(?:so far )?this|the current) (?:calendar )?year(?: so far)?\b|\bso far this year\b/)
  ) {
    return {
      from: isoDate(y0, 1, 1),
      to: isoDate(y0, 12, 31),
      label: `${y0}`,
      rest: tidy(rest.replace(/\bso far\b/, '')),
    };
  }
  if (take(/\b(?:last|previous|the previous) year\b/))
    return {
      from: isoDate(y0 - 1, 1, 1),
      to: isoDate(y0 - 1, 12, 31),
      label: `${y0 - 1}`,
      rest: tidy(rest),
    };
  if (take(/\bnext year\b/))
    return {
      from: isoDate(y0 + 1, 1, 1),
      to: isoDate(y0 + 1, 12, 31),
      label: `${y0 + 1}`,
      rest: tidy(rest),
    };
  const months = [...rest.matchAll(new RegExp(`\\b(${MON})\\b`, 'g'))].filter(
    (x) => x[1] !== 'may' || /\b(in|for|during|of|since|from)\s+may\b/.test(rest),
  );
  const years = [...rest.matchAll(/\b(20\d\d)\b/g)];
  if (months.length > 1 || years.length > 1) return null;
  if (months.length === 1) {
    const mo = monthFromWord(months[0]![1]!.slice(0, 3))!;
    // a day of the month is no month
    if (
      new RegExp(
        `\\b\\d{1,2}(?:st|nd|rd|th)?(?: of)? ${months[0]![1]}\\b|\\b${months[0]![1]} \\d{1,2}(?:st|nd|rd|th)?\\b(?! ?20\\d\\d)`,
      ).test(rest)
    )
      return null;
    let y = years.length ? Number(years[0]![1]) : undefined;
    if (y === undefined) {
      const inHeld = [
        ...new Set(
          held.filter((d) => Number(d.slice(5, 7)) === mo).map((d) => Number(d.slice(0, 4))),
        ),
      ];
      if (inHeld.length === 1) y = inHeld[0];
      else if (inHeld.length > 1 || !now) return null;
      else y = mo <= m0 ? y0 : y0 - 1;
    }
    take(new RegExp(`\\b(${MON})\\b(?: (20\\d\\d))?`));
    return {
      from: isoDate(y!, mo, 1),
      to: endOf(y!, mo),
      label: `${MONTH_NAMES[mo - 1]} ${y}`,
      rest: tidy(rest),
    };
  }
  if (years.length === 1) {
    const y = Number(years[0]![1]);
    take(/\b20\d\d\b/);
    return { from: isoDate(y, 1, 1), to: isoDate(y, 12, 31), label: `${y}`, rest: tidy(rest) };
  }
  return undefined;
}

/** the rows whose day (in `days`) falls in the period */
export const rowsIn = (rows: Row[], days: Map<Row, string>, p: Asked): Row[] =>
  rows.filter((r) => {
    const d = days.get(r);
    return d !== undefined && d >= p.from && d <= p.to;
  });

/** whether the days held reach over the whole period (a ledger starting in July 2026 does not
 * hold 2025, nor all of 2026) */
export function periodHeld(days: Iterable<string>, p: Asked): 'all' | 'part' | 'none' {
  const ds = [...days].sort();
  if (!ds.length) return 'none';
  const first = ds[0]!;
  const last = ds[ds.length - 1]!;
  if (last < p.from || first > p.to) return 'none';
  return first.slice(0, 7) <= p.from.slice(0, 7) && last.slice(0, 7) >= p.to.slice(0, 7)
    ? 'all'
    : 'part';
}

// ---------------------------------------------------------------------------------------------
// values named

export interface Named {
  ci: number;
  value: string;
  rows: Row[];
  /** the question words that named it */
  words: string[];
}

const compact = (ws: string[]): string => ws.join('');

/**
 * The values of the category columns `cols` that the question names, whole ("e-bike",
 * "ebikes", "get your guide"), longest first; a value is named once, by its own words.
 * Words already taken by a longer value are not read again.
 */
export function valuesNamed(q: string, rows: Row[], cols: number[]): Named[] {
  const qt = nameTokens(q);
  const used = new Set<number>();
  const cands: Array<{ ci: number; value: string; toks: string[] }> = [];
  for (const ci of cols) {
    const vals = new Set(rows.map((r) => cellText(r.cells[ci]) ?? '').filter(Boolean));
    for (const v of vals) {
      const toks = nameTokens(v);
      if (toks.length && toks.length <= 5) cands.push({ ci, value: v, toks });
    }
  }
  cands.sort((a, b) => compact(b.toks).length - compact(a.toks).length);
  const out: Named[] = [];
  for (const c of cands) {
    const key = compact(c.toks);
    // a window of the question's words, written together, that spells the value
    let hit: [number, number] | undefined;
    for (let i = 0; i < qt.length && !hit; i++) {
      let s = '';
      for (let j = i; j < qt.length && j < i + 5; j++) {
        s += qt[j];
        if (s === key || s === `${key}s` || s === `${key}es`) {
          hit = [i, j];
          break;
        }
        if (s.length >= key.length + 2) break;
      }
    }
    if (!hit) continue;
    const idx = Array.from({ length: hit[1] - hit[0] + 1 }, (_, k) => hit![0] + k);
    if (idx.some((i) => used.has(i))) continue;
    idx.forEach((i) => used.add(i));
    out.push({
      ci: c.ci,
      value: c.value,
      rows: rows.filter((r) => cellText(r.cells[c.ci]) === c.value),
      words: idx.map((i) => qt[i]!),
    });
  }
  // a word left that is a word of one value only, of two or three words ("adult" for "Adult
  // Unlimited"), names that value; a word of two values names neither
  qt.forEach((w, i) => {
    if (used.has(i) || w.length < 4 || PARTIAL_STOP.has(w)) return;
    const hits = cands.filter((c) => c.toks.length > 1 && c.toks.length <= 3 && c.toks.includes(w));
    const anyWhole = cands.some((c) => c.toks.length === 1 && c.toks[0] === w);
    if (hits.length !== 1 || anyWhole) return;
    const c = hits[0]!;
    if (out.some((n) => n.ci === c.ci && n.value === c.value)) return;
    used.add(i);
    out.push({
      ci: c.ci,
      value: c.value,
      rows: rows.filter((r) => cellText(r.cells[c.ci]) === c.value),
      words: [w],
    });
  });
  return out;
}

/** words never read as part of a value: what rows are, how they are asked about */
const PARTIAL_STOP = new Set([
  'member',
  'people',
  'client',
  'customer',
  'booking',
  'plan',
  'total',
  'much',
  'many',
  'what',
  'which',
  'have',
  'with',
  'from',
  'this',
  'that',
  'year',
  'month',
  'paid',
  'payment',
  'date',
  'fee',
  'price',
  'cost',
  'value',
  'amount',
]);

/** columns of short repeated text (a category: Channel, Bike, Status, Plan) */
export function categoryColumns(t: Table, rows: Row[]): number[] {
  return t.columns.flatMap((c, ci) => {
    if (c.type !== 'text' && c.role !== 'category') return [];
    const vals = rows.map((r) => cellText(r.cells[ci])).filter((v): v is string => !!v);
    if (vals.length < rows.length / 2) return [];
    const distinct = new Set(vals);
    return distinct.size <= Math.max(3, Math.ceil(rows.length / 2)) && distinct.size < vals.length
      ? [ci]
      : [];
  });
}
