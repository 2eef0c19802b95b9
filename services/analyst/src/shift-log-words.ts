/**
 * After blind-44: the words owners use for the rows and days of a log kept one row per person
 * per day (a tip log `Date | Server | Covers | Sales | Tips`, a rota of hours):
 * - each row is a shift: "how many shifts did Priya work", "average tips per shift", "how many
 *   shifts made more than $336" count or average the rows ("entries" to the engine);
 * - "which night brought in the most tips": a restaurant's night is its day's row date, on a
 *   log by day that has no column of nights (a guesthouse's "Nights" stays its own);
 * - "on Saturday 14 November": the weekday before a date says nothing the date does not.
 */
import type { Table, Workbook } from './model';
import { viewsOf } from './view';
import { oncePer } from './once-per';

const PERSON_HEAD =
  /^(server|servers|staff|employee|employees|name|waiter|waitress|bartender|cashier|driver|worker|who|team member|person|stylist|therapist|instructor|guide)$/i;
const WEEKDAY_DATE =
  /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day,? (?=\d{1,2}(?:st|nd|rd|th)? (?:of )?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* \d{1,2}\b)/gi;

/** A long table whose rows are dated by day, with a person column and some day on two rows. */
function personDayLog(t: Table): boolean {
  if (t.layout !== 'long') return false;
  const person = t.columns.findIndex(
    (c) => c.role === 'category' && PERSON_HEAD.test(c.label.trim()),
  );
  if (person < 0) return false;
  const days = t.rows.filter((r) => r.kind === 'data' && r.period?.kind === 'day');
  if (days.length < 4) return false;
  const seen = new Set<string>();
  return days.some((r) => {
    const k = `${r.period!.year}-${r.period!.index}`;
    if (seen.has(k)) return true;
    seen.add(k);
    return false;
  });
}

const byDay = (t: Table): boolean =>
  t.layout === 'long' && t.rows.filter((r) => r.period?.kind === 'day').length >= 4;

/** What the book's one table is, read once per workbook (the wording is tried on every question). */
const logKind = oncePer((wb: Workbook) => {
  const tables = viewsOf(wb).map((v) => v.table);
  const noun = (re: RegExp) =>
    tables.some((t) => t.columns.some((c) => re.test(c.label)) || re.test(t.title ?? ''));
  const one = tables.length === 1 ? tables[0]! : undefined;
  return {
    shifts: !!one && personDayLog(one) && !noun(/\bshifts?\b/i),
    nights: !!one && byDay(one) && !noun(/\b(nights?|evenings?)\b/i),
  };
});

export function shiftLogWording(wb: Workbook, question: string): string | undefined {
  let q = question.replace(WEEKDAY_DATE, '');
  const kind = logKind(wb);
  if (kind.shifts) q = q.replace(/\bshifts\b/gi, 'entries').replace(/\bshift\b/gi, 'entry');
  if (kind.nights)
    q = q
      .replace(
        /\b(which|what|busiest|quietest|best|worst|slowest|biggest) (night|evening)\b/gi,
        '$1 day',
      )
      .replace(/\bnights\b(?= (?:did|were|was|had|made|brought))/gi, 'days');
  return q === question ? undefined : q;
}
