/**
 * Issue 13, pass 19 (W0): an answer must be of the KIND asked. "Which month was busiest" on a
 * P&L with full-year totals only answered a line's total (at "Sales"); "what will we sell the
 * lamp for" on a stock list with unit COST only answered its value; "what was the equipment we
 * bought" on a loan schedule a figure. A question asking for a place (a month, a product, a
 * customer, a date) is answered by a label of that kind, else refused; a selling price is read
 * only from a price column. Checked on the answer the engine found, so every shape is covered.
 */
import type { Answer } from './answer-types';

const PERIOD_WORDS = 'month|week|day|quarter|year|date|period|season';
const PLACE_WORDS =
  'product|item|customer|client|job|service|category|department|supplier|vendor|employee|person|plan|site|store|shop|branch|region|location|account';
const SUPERLATIVE = '(?:best|worst|busiest|quietest|slowest|strongest|weakest|biggest|top)';
/** "which month", "what month was", "what was our best month": never "what is the year on year". */
const asks = (kinds: string): RegExp =>
  new RegExp(
    `^(?:in |on |during |for )?which (?:kind of |type of |\\w+ )?(?:${kinds})s?\\b|^what (?:${kinds})s? (?:was|is|were|did|had|has|do|does|brought|made|sold)\\b|^(?:what|which) (?:was|is|were|has been) (?:our|the) ${SUPERLATIVE}(?:[- ]selling)? (?:${kinds})\\b|^${SUPERLATIVE}(?:[- ]selling)? (?:${kinds})$`,
  );
// after pass 52: "lowest spending month", "our best sales month" ask a month as much as "which month"
const ASKS_PERIOD = new RegExp(
  `${asks(PERIOD_WORDS).source}|^when (?:was|is|were|did|will)\\b|^(?:our |the )?(?:lowest|highest|best|worst|busiest|quietest|slowest|strongest|weakest|biggest|smallest|top)(?: [a-z]+){0,2} (?:${PERIOD_WORDS})$`,
);
const ASKS_PLACE = new RegExp(
  `${asks(`${PLACE_WORDS}|(?:cost|expense|income|revenue) line|line item`).source}|^(?:what|which) (?:was|were|is|are) the (?:\\w+ ){1,3}(?:we|i) (?:bought|purchased|financed|hired|leased)\\b`,
);
// after blind-41: "who signed off voucher PC-305" asks for a person; a voucher's amount is none
const ASKS_PERSON =
  /^who (?:signed|approved|authori[sz]ed|okayed|checked|countersigned|entered|recorded|raised|issued|received|collected|handled|processed)\b/;
const ASKS_SELLING_PRICE =
  /\bsell\b.*\bfor\b|\bselling price\b|\bsale price\b|\bretail(?: price)?\b|\bprice (?:do|will|should) we sell\b/;

const NOT_A_THING = new RegExp(
  `^(?:${PERIOD_WORDS}|fy|fiscal|financial|calendar|weekday|night|shift|term|semester|time|one|ones|of|is|was|were|are|has|had|did|do|does)s?$`,
);

const MONTH = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b/i;
/** A label that names a period: a month, a quarter, a half, a year, a week or a date. */
export function looksLikePeriod(at: string): boolean {
  return (
    MONTH.test(at) ||
    /\b(q[1-4]|h[12]|fy\s?\d{2,4}|week|wk)\b/i.test(at) ||
    /\b(19|20)\d{2}\b/.test(at) ||
    /\d{1,4}[-/.]\d{1,2}(?:[-/.]\d{1,4})?/.test(at) ||
    /\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*\b/i.test(at) ||
    // a numbered schedule's row ("Period 6", "Payment 12") answers "when" in its own terms
    /\b(period|payment|instal?ment|month|week|no\.?)\s*#?\d+\b/i.test(at)
  );
}

const norm = (q: string): string =>
  q
    .toLowerCase()
    .replace(/[?!.]+\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Why the answer is not of the kind the question asks, or undefined when it is. */
export function wrongKindReason(question: string, answer: Answer): string | undefined {
  if (answer.refused) return undefined;
  // a list, a count that names its rows, a ranking or a breakdown answers "which ones" itself
  if (answer.table || /^(list|count|top|bottom|breakdown|filter|items)$/.test(answer.kind))
    return undefined;
  const q = norm(question);
  const first = answer.figures[0];
  if (!first) return undefined;
  const at = first.at?.trim() ?? '';
  if (ASKS_PERIOD.test(q)) {
    // a date or month read from a cell answers by its value; a figure needs a period where
    if (/^when\b/.test(q) && looksLikePeriod(first.value)) return undefined;
    if (!at || !namesPeriod(periodAsked(q), at))
      return `the question asks which ${periodAsked(q)} and I found no ${periodAsked(q)} to name, only a figure`;
    return undefined;
  }
  // after pass 52: "which coffee sells best" names a thing; a month found by grouping the
  // figures by period is not one
  const which = /^(?:in |on )?which ([a-z]+)\b/.exec(q);
  if (
    which &&
    !NOT_A_THING.test(which[1]!) &&
    at &&
    looksLikePeriod(at) &&
    /\bby (?:month|week|quarter|year|day|date|period)\b/i.test(first.label)
  )
    return `the question asks which ${which[1]}, and I found a period (${at}), not a ${which[1]}`;
  if (ASKS_PLACE.test(q) && (!at || /^-?\d+(\.\d+)?$/.test(at)))
    return 'the question asks which one (a name), and I found only a figure with no name of that kind';
  if (ASKS_PERSON.test(q) && (!at || /^-?\d+(\.\d+)?$/.test(at)))
    return 'the question asks who, and the sheet names no one for that: it holds amounts, not who signed or approved them';
  // after blind-44: "how much did we give away in discounts" asks money; an average of a
  // Discount % column is not that
  if (
    /^how much\b/.test(q) &&
    (answer.kind === 'average' || /\(average\)|^average\b/i.test(first.label)) &&
    first.display.trim().endsWith('%') &&
    !/%|\b(percent\w*|pct|rate|share|proportion|ratio|margin|markup)\b/.test(q)
  )
    return `the question asks an amount, and ${first.label.split(/[,(]/)[0]!.trim()} is a percentage; the sheet keeps no amount for it`;
  if (ASKS_SELLING_PRICE.test(q) && !/\b(price|sell\w*|retail|rrp|sale)\b/i.test(first.label))
    return 'a selling price needs a price column, and this sheet keeps no selling price (a cost or a value is not what we sell for)';
  return undefined;
}

/** A label of the period kind asked: "2025" answers "which year", never "which month". */
function namesPeriod(kind: string, at: string): boolean {
  const date = /\d{1,4}[-/.]\d{1,2}(?:[-/.]\d{1,4})?/.test(at);
  // pass 49 (L2): "Winter season" answers "which season"; so does "Summer" alone
  if (kind === 'season' && /\b(seasons?|spring|summer|autumn|fall|winter)\b/i.test(at)) return true;
  // after blind-44: one order's row ("2026-07-01, P-307, …") is a day's line, never a month
  if (kind === 'month') return (MONTH.test(at) || date) && !/^\d{4}-\d{2}-\d{2},/.test(at);
  if (kind === 'quarter') return /\bq[1-4]\b/i.test(at) || date;
  if (kind === 'year') return /\b(19|20)\d{2}\b|\bfy\s?\d{2,4}\b/i.test(at);
  if (kind === 'day' || kind === 'date')
    return (
      date ||
      (MONTH.test(at) && /\b\d{1,2}\b/.test(at)) ||
      /\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*\b/i.test(at)
    );
  return looksLikePeriod(at);
}

function periodAsked(q: string): string {
  if (/^when\b/.test(q)) return 'period';
  return new RegExp(`\\b(${PERIOD_WORDS})\\b`).exec(q)?.[1] ?? 'period';
}
