/**
 * Issue 13, pass 48 (R1): a run of months with one end named ("sales up to september", "since
 * august", "until march", "through october", "from august onwards") was read as that one month
 * by the month readers and by the engine: a wrong figure. A reader that reads the run names it
 * in its figure's label (a range "November 2026 to March 2027", or the word itself: "Payments
 * due after October 2026"); an answer whose figure is labelled with that one month alone is
 * refused, asking for both ends. "By / at the end of <month>" is a point in time, left alone,
 * and so are "after the october payment" (a loan's payment) and a level named ("the balance
 * after june", "what we owe", "members", "cash in the bank").
 */
import type { Answer } from './answer-types';
import { monthRangeOf } from './month-range-words';
import type { Workbook } from './model';
import { MONTH_NAMES } from './periods';
import { plainQuestion } from './text';

const MON =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const OPEN = new RegExp(
  `\\b(up to(?: and including)?|until|till|through|thru|since|after|from|to)\\s+(?:the )?${MON}\\b(?:\\s+(20\\d\\d))?(\\s+(?:onwards?|on)\\b)?`,
);
const LEVEL_WORDS =
  /\b(balance|balances|owe|owed|owing|outstanding|left|remaining|closing|opening|position|worth|members|membership|headcount|stock|on hand|in the bank|in the tin)\b/;
const MONTHS_IN = new RegExp(`\\b${MON}\\b`, 'gi');

export function openMonthSpanReason(query: string, answer: Answer): string | undefined {
  if (answer.refused || !answer.figures.length) return undefined;
  const q = plainQuestion(query).toLowerCase();
  const m = OPEN.exec(q);
  if (!m || monthRangeOf(q)) return undefined;
  // "from august" alone may be August's own figures: only "from august onwards" is a run
  if (m[1] === 'from' && !m[4]) return undefined;
  // a loan's "after the october payment" is that payment
  if (
    m[1] === 'after' &&
    /^\s*(?:'s)?\s*(?:payment|repayment|instal{1,2}ment)/.test(q.slice(m.index + m[0].length))
  )
    return undefined;
  if ((q.match(MONTHS_IN) ?? []).length !== 1) return undefined;
  // a level at a point ("the balance after june", "what we owe after march") is that month's
  if (LEVEL_WORDS.test(q)) return undefined;
  const label = answer.figures[0]!.label;
  const named = [...label.matchAll(MONTHS_IN)].map((x) => x[1]!.slice(0, 3).toLowerCase());
  if (named.length !== 1 || named[0] !== m[2]!.slice(0, 3)) return undefined;
  // the reader read the run: its label says so
  if (/\b(after|since|until|till|up to|through|to|from|by|before|onwards?)\b/i.test(label))
    return undefined;
  const word = m[1]!.startsWith('up to') ? 'up to' : m[1]!;
  return `I could read only ${label.replace(/^.*?,\s*/, '')} itself, not the months ${word} it; name the first and last month (e.g. "july to september")`;
}

/**
 * After blind-44: "how much did we spend on fuel since July" was refused by the guard above.
 * "Since July" (after July, from July onwards) runs to the last month the workbook holds: the
 * question is asked again with both ends named ("from July 2026 to November 2026").
 */
export function sinceWording(wb: Workbook, query: string, now?: Date): string | undefined {
  const q = plainQuestion(query).toLowerCase();
  const m = OPEN.exec(q);
  if (!m || monthRangeOf(q) || (q.match(MONTHS_IN) ?? []).length !== 1) return undefined;
  const word = m[1]!;
  if (!(word === 'since' || (word === 'from' && m[4]))) return undefined;
  if (LEVEL_WORDS.test(q)) return undefined;
  // growth since a month is the growth readers' (to the last month, from that month's level)
  if (
    /\b(grow|grown|grew|growth|change|changed|increase|increased|rise|risen|rose|up|down|compare)\b/.test(
      q,
    )
  )
    return undefined;
  let last: { y: number; m: number } | undefined;
  const see = (y: number | undefined, mo: number) => {
    if (!y) return;
    if (
      now &&
      (y > now.getUTCFullYear() || (y === now.getUTCFullYear() && mo > now.getUTCMonth() + 1))
    )
      return;
    if (!last || y > last.y || (y === last.y && mo > last.m)) last = { y, m: mo };
  };
  for (const s of wb.sheets)
    for (const t of s.tables) {
      for (const r of t.rows) {
        const p = r.period;
        if (p?.kind === 'day') see(p.year, Math.floor(p.index / 100));
        else if (p?.kind === 'month') see(p.year, p.index);
      }
      for (const c of t.columns) if (c.period?.kind === 'month') see(c.period.year, c.period.index);
    }
  if (!last) return undefined;
  const from = MONTH_NAMES.findIndex((x) => x.toLowerCase().startsWith(m[2]!.slice(0, 3))) + 1;
  const fromYear = m[3] ? Number(m[3]) : from <= last.m ? last.y : last.y - 1;
  if (fromYear > last.y || (fromYear === last.y && from > last.m)) return undefined;
  const span = `from ${MONTH_NAMES[from - 1]!.toLowerCase()} ${fromYear} to ${MONTH_NAMES[last.m - 1]!.toLowerCase()} ${last.y}`;
  return query.replace(new RegExp(OPEN.source, 'i'), span);
}
