/**
 * Issue 13, pass 52 (G3): a count is an answer only about periods and things the sheet holds.
 * "How many payments were made in 2024" on a schedule that starts in 2025 answered 0, and on
 * VAT workings for Sep–Oct 2026 answered 20 (every line, the year never read); a count of a
 * thing nothing in the sheet is ("how many invoices" of 0 on a loan schedule) is no figure
 * either. So a count is refused, naming what the sheet holds:
 * - when the question names a period (a year, a month or quarter of a year, this / last year
 *   or month as of today) that none of the table's periods or dates touches;
 * - when it is 0 and the word counted names nothing in the workbook (no column, line, value or
 *   title holds it).
 */
import type { Answer } from './answer-types';
import type { Table, Workbook } from './model';
import { periodsHeld, tableOf } from './own-period-forecast';
import { makePeriod } from './periods';
import { parseQuestion } from './question';
import { normalizeText } from './text';

const GENERIC =
  /^(rows?|entries|entry|lines?|items?|records?|transactions?|times?|months?|days?|weeks?|years?|quarters?|periods?|of|the|different|distinct|unique|separate)$/;

const stem = (w: string): string => w.replace(/(?<=[a-z]{3})(?:ies|es|s)$/, '');

/** Every word the workbook writes: titles, notes, column heads, row labels, text cells. */
function bookWords(wb: Workbook): Set<string> {
  const out = new Set<string>();
  const add = (s: string | undefined): void => {
    for (const w of normalizeText(s ?? '').match(/[a-z]{3,}/g) ?? []) out.add(stem(w));
  };
  for (const s of wb.sheets) {
    add(s.name);
    for (const n of s.notes) add(n);
    for (const t of s.tables) {
      add(t.title);
      for (const n of t.notes ?? []) add(n);
      for (const c of t.columns) add(`${c.group ?? ''} ${c.label}`);
      for (const r of t.rows) {
        add(r.label);
        add(r.section);
        for (const c of r.cells) if (typeof c === 'string') add(c);
      }
    }
  }
  return out;
}

/** The span of the periods asked, as ISO dates; undefined when no period is named. */
function askedSpan(
  query: string,
  now: Date | undefined,
): { start: string; end: string; text: string } | undefined {
  const q = parseQuestion(query);
  let start: string | undefined;
  let end: string | undefined;
  const texts: string[] = [];
  for (const [i, p] of q.periods.entries()) {
    // "went for over 2000": an amount, never the year 2000
    const said = (q.periodTexts[i] ?? '').trim();
    if (
      p.type === 'abs' &&
      p.kind === 'year' &&
      new RegExp(
        `\\b(?:over|under|above|below|than|least|most|exceed\\w*|beyond|upwards of|[$£€¥₹])\\s*${said.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`,
      ).test(q.text)
    )
      continue;
    let s: string | undefined;
    let e: string | undefined;
    if (p.type === 'abs' && p.year !== undefined) {
      const per = makePeriod(p.kind, p.year, p.index);
      s = per.start;
      e = per.end;
    } else if (p.type === 'rel' && now && (p.unit === 'year' || p.unit === 'month')) {
      const y = now.getUTCFullYear();
      if (p.unit === 'year') {
        const per = makePeriod('year', y + p.offset, 1);
        s = per.start;
        e = per.end;
      } else {
        const k = y * 12 + now.getUTCMonth() + p.offset;
        const per = makePeriod('month', Math.floor(k / 12), (k % 12) + 1);
        s = per.start;
        e = per.end;
      }
    } else return undefined;
    if (!s || !e) return undefined;
    texts.push((q.periodTexts[i] ?? '').trim());
    if (!start || s < start) start = s;
    if (!end || e > end) end = e;
  }
  return start && end ? { start, end, text: texts.filter(Boolean).join(' and ') } : undefined;
}

function heldText(t: Table): string | undefined {
  const ps = periodsHeld(t);
  if (!ps.length) return undefined;
  const first = ps.reduce((a, p) => (p.start < a ? p.start : a), ps[0]!.start);
  const last = ps.reduce((a, p) => (p.end > a ? p.end : a), ps[0]!.end);
  return `${first} to ${last}`;
}

export function countOutsideReason(
  wb: Workbook,
  query: string,
  answer: Answer,
  now: Date | undefined,
): string | undefined {
  if (answer.refused || answer.kind !== 'count') return undefined;
  // (a count of nothing cites no cell: its sheet's one table is the one counted)
  const sheet = wb.sheets.find((s) => s.name === answer.figures[0]?.source.sheet);
  const t = tableOf(wb, answer) ?? (sheet?.tables.length === 1 ? sheet.tables[0] : undefined);
  if (!t) return undefined;
  const asked = askedSpan(query, now);
  if (asked) {
    const ps = periodsHeld(t);
    if (ps.length && !ps.some((p) => p.start <= asked.end && p.end >= asked.start))
      return `the question counts in ${asked.text || `${asked.start} to ${asked.end}`}, and sheet '${t.sheet}' holds ${heldText(t)}: nothing in it falls then`;
  }
  if (Number(answer.figures[0]?.value) !== 0) return undefined;
  const m =
    /\b(?:how many|number of|count of|count the|count)\s+(?:different |distinct |unique |separate )?([a-z]+)/.exec(
      normalizeText(query),
    );
  if (!m) return undefined;
  const noun = m[1]!;
  if (GENERIC.test(noun) || noun.length < 3) return undefined;
  // a count under a condition ("pieces with a margin below 40%", "items out of stock") may be 0
  if (
    /\b(below|above|under|over|less|more|fewer|greater|least|most|exceed\w*|out of|without|with|no|zero|negative|positive|overdue|late|unpaid|paid)\b|%/.test(
      normalizeText(query),
    )
  )
    return undefined;
  const held = bookWords(wb);
  if (held.has(stem(noun))) return undefined;
  return `nothing in the workbook is '${noun}': sheet '${t.sheet}' holds ${t.columns
    .map((c) => c.label.trim())
    .filter(Boolean)
    .slice(0, 6)
    .join(', ')}`;
}
