/**
 * Issue 13, pass 47 (W5): "how much will we need to top up in december" on a petty cash book
 * whose rows end in November answered the top-ups made so far. A book of dated entries (a cash
 * book, a bank export, a log) holds what happened; a question about what will happen (will,
 * going to, need to … with a month after its last entry, or "next week / month / year") asks
 * for a forecast it does not hold, and is refused as one. A book that keeps a forecast, a
 * budget or a schedule of future rows is left alone, and so is a month the entries reach.
 */
import type { Workbook } from './model';
import { monthsAsked } from './month-list-words';
import { MONTH_NAMES } from './periods';
import { findSchedule } from './schedule';
import { plainQuestion } from './text';

const FUTURE = /\b(will|going to|gonna|expect(?:ed)? to)\b/;
/** a forecast asked for by name is the engine's (a naive one, labelled as such) */
const NAMED = /\b(forecast\w*|predict\w*|project(?:ed|ion)\w*|trend|extrapolat\w*|run rate)\b/;
/** "need to" is the future only beside a month the entries have not reached */
const NEED = /\b(need to|have to|plan to|should)\b/;
const NEXT = /\bnext (week|month|quarter|year)\b/;
const HELD =
  /\b(forecast|projected|projection|budget|plan(?:ned)?|target|outlook|estimate[ds]?|schedule|due)\b/i;

/** The last day of the dated rows, when every table with rows dates them and none looks ahead. */
function lastEntry(wb: Workbook): string | undefined {
  let last: string | undefined;
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (HELD.test(`${t.title ?? ''} ${s.name}`)) return undefined;
      if (t.columns.some((c) => HELD.test(`${c.group ?? ''} ${c.label}`))) return undefined;
      if (t.layout !== 'long') return undefined;
      const days = t.rows.flatMap((r) =>
        r.kind === 'data' && r.period?.kind === 'day' && r.period.start ? [r.period.start] : [],
      );
      const data = t.rows.filter((r) => r.kind === 'data').length;
      if (!data || days.length < data * 0.8) return undefined;
      for (const d of days) if (!last || d > last) last = d;
    }
  return last;
}

export function pastLedgerForecastReason(
  wb: Workbook,
  question: string,
  now?: Date,
): string | undefined {
  const q = plainQuestion(question);
  if ((!FUTURE.test(q) && !NEED.test(q) && !NEXT.test(q)) || NAMED.test(q)) return undefined;
  const last = lastEntry(wb);
  if (!last || findSchedule(wb)) return undefined;
  const lastYear = Number(last.slice(0, 4));
  const lastMonth = Number(last.slice(5, 7)) - 1;
  const asked = monthsAsked(q);
  let ahead: string | undefined;
  if (NEXT.test(q)) ahead = `next ${NEXT.exec(q)![1]}`;
  else if (asked.months.length && !asked.other) {
    // a month without its year is the next one of that name from the last entry
    // the current month is not over either: what it will still need is a forecast too
    const nowKey = now ? now.getUTCFullYear() * 12 + now.getUTCMonth() : undefined;
    const after = asked.months.every((m) => {
      const key = (asked.year ?? (m >= lastMonth ? lastYear : lastYear + 1)) * 12 + m;
      return key > lastYear * 12 + lastMonth || key === nowKey;
    });
    if (!after) return undefined;
    ahead = asked.months.map((m) => MONTH_NAMES[m]).join(' and ');
  } else if (asked.months.length || asked.other) return undefined;
  else if (!FUTURE.test(q)) return undefined;
  // the entries must be in the past: a book that runs past today holds planned rows
  if (now && last > now.toISOString().slice(0, 10)) return undefined;
  return `the question asks what will happen${ahead ? ` (${ahead})` : ''}, and the book holds only past entries, the last on ${last}; that would be a forecast, not a figure in the file`;
}
