/**
 * Issue 13, pass 35 (W3): "total net pay on the aug 21 payroll" on a payroll register kept by
 * pay date added the whole of August. A day named with its month and no year ("aug 21", "21
 * aug", "21st august", "8/21", "21/08" where only one reading is a date of the data) is that
 * date exactly: the question is asked again with the date written out (2026-08-21), the year
 * being the one year in which the data has that month. No row on that date: refused, naming the
 * dates of that month in the data (a balance "as of" that day is left as it was read before). Only on a workbook with a table kept by day dates.
 */
import { MONTH_KEYS } from './periods';
import type { Workbook } from './model';

const MON =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const DAY = '([0-3]?\\d)(?:st|nd|rd|th)?';
const MONTH_DAY = new RegExp(`\\b${MON}\\b\\.? ${DAY}\\b(?![/:.,]?\\s?\\d)`, 'gi');
const DAY_MONTH = new RegExp(`\\b${DAY}(?: of)? ${MON}\\b(?! \\d)`, 'gi');
const SLASH = /(?<![\d/])(\d{1,2})\/(\d{1,2})(?![\d/])/g;

export type DayMonthWording = { query: string; iso: string } | { refuse: string };

/** the day dates of the workbook's tables kept by date */
export function dataDates(wb: Workbook): string[] {
  const out = new Set<string>();
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'long') continue;
      for (const r of t.rows)
        if (r.kind === 'data' && r.period?.kind === 'day' && r.period.start)
          out.add(r.period.start);
    }
  return [...out].sort();
}

const monthOf = (m: string): number => {
  const k = m.toLowerCase().slice(0, 3);
  return (MONTH_KEYS as readonly string[]).indexOf(k) + 1;
};

export function dayMonthWording(wb: Workbook, question: string): DayMonthWording | undefined {
  const q = question.replace(/\s+/g, ' ');
  const hits: Array<{ at: number; len: number; pairs: Array<[number, number]> }> = [];
  for (const m of q.matchAll(MONTH_DAY))
    hits.push({ at: m.index, len: m[0].length, pairs: [[monthOf(m[1]!), Number(m[2])]] });
  for (const m of q.matchAll(DAY_MONTH))
    hits.push({ at: m.index, len: m[0].length, pairs: [[monthOf(m[2]!), Number(m[1])]] });
  for (const m of q.matchAll(SLASH)) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    hits.push({
      at: m.index,
      len: m[0].length,
      pairs: [
        [a, b],
        [b, a],
      ],
    });
  }
  if (hits.length !== 1) return undefined;
  const hit = hits[0]!;
  const pairs = hit.pairs.filter(([mo, d]) => mo >= 1 && mo <= 12 && d >= 1 && d <= 31);
  if (!pairs.length) return undefined;
  const dates = dataDates(wb);
  if (dates.length < 2) return undefined;
  const mm = (n: number) => String(n).padStart(2, '0');
  const found = pairs.flatMap(([mo, d]) => dates.filter((x) => x.endsWith(`-${mm(mo)}-${mm(d)}`)));
  if (found.length === 1) {
    const iso = found[0]!;
    return { query: q.slice(0, hit.at) + iso + q.slice(hit.at + hit.len), iso };
  }
  if (found.length > 1)
    return { refuse: `more than one date fits that day: ${found.join(', ')}; name the date` };
  // a slash date neither reading of which is in the data, with both readings months: unsure
  const inMonth = pairs.flatMap(([mo]) => dates.filter((x) => x.slice(5, 7) === mm(mo)));
  if (!inMonth.length) return undefined;
  // a balance "as of" a day with no row is the last one before it (left to the balance reader)
  if (/\b(?:as (?:of|at)|balance|by|until|up to|closing|opening|at the end of)\b/i.test(q))
    return undefined;
  return {
    refuse: `no row is dated that day; the dates of that month are ${[...new Set(inMonth)].join(', ')}`,
  };
}

/** the answer was read on that date: its first figure's label names it */
export const readsDate = (label: string | undefined, iso: string): boolean =>
  (label ?? '').includes(iso);
