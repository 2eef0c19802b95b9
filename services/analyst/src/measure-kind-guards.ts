/**
 * Issue 13, pass 28 (and one of the lead's after pass 31): answers whose figure is of another kind than the question asks for,
 * each refused rather than stated (a wrong figure is worse than a refusal):
 * - a head count (members, subscribers, headcount) added over four or more periods: it is a
 *   level at a point in time, like a closing balance ("how many members do we have" answered
 *   nine months of "Total members" added together);
 * - a money question ("which plan brings in the most") answered from a count table (members,
 *   hours, units), when a book stacks a count table beside the money one;
 * - what is still owed answered by a flow ("Loan repayments" added over the quarters): a debt
 *   outstanding is a balance, and a flow line cannot give it;
 * - "the largest single bill" answered by a group's sum (one supplier's lines added).
 */
import type { Answer } from './answer-types';

const HEADCOUNT = /\b(?:members|subscribers|headcount|head count|students enrolled)\b/i;
const FLOW_WORDS =
  /\b(?:new|joined|joins|join|cancel(?:l?ed|l?ations?)?|lost|left|churn(?:ed)?|added|gained|net|signups?|sign-ups?)\b/i;
const ADD_ASKED =
  /\b(?:sum|add(?:ed)? up|added together|combined|cumulative|all the months|member[- ]months)\b/i;
const SUMMED = /\(sum of (\d+) cells\)|added over (\d+) columns/;

export function headcountSumReason(question: string, answer: Answer): string | undefined {
  if (answer.refused) return undefined;
  const f = answer.figures[0];
  if (!f || !HEADCOUNT.test(f.label) || FLOW_WORDS.test(f.label)) return undefined;
  const m = SUMMED.exec(answer.text);
  const n = m ? Number(m[1] ?? m[2]) : 0;
  if (n < 4 || ADD_ASKED.test(question)) return undefined;
  return `${f.label} is a count at a point in time; added over ${n} periods it is not a number of people. Name the month (e.g. "${f.label} in the last month")`;
}

const MONEY_ASKED =
  /\b(?:brings? in|brought in|earns?|earned|makes? (?:the )?most money|made (?:the )?most money|revenue|income|mrr|turnover|pays? (?:us )?the most|paid (?:us )?the most)\b|\bhow much (?:have|has|did|do) (?:we|you|i) (?:taken|take|took)\b/i;
// after blind-41: guests, covers and nights are counts of people and stays, not money
const COUNT_LABEL =
  /\b(?:members|subscribers|headcount|hours|units|qty|quantity|days|visits|bookings count|students|customers count|tonnes|kg|guests|covers|nights|pax|attendees)\b/i;

export function countForMoneyReason(question: string, answer: Answer): string | undefined {
  if (answer.refused || !MONEY_ASKED.test(question)) return undefined;
  const f = answer.figures[0];
  if (!f || !COUNT_LABEL.test(f.label)) return undefined;
  // "how many", or a ratio ("revenue per rental day"), names the count itself
  if (/\b(?:how many|number of|per)\b/i.test(question)) return undefined;
  return `the question asks about money and the figure I found, ${f.label}, is a count; name the money line or column`;
}

const OWED_ASKED =
  /\b(?:still owe|owe on|owing on|left to pay|left on the loan|outstanding (?:on|balance)|remaining balance|balance (?:on|of) the (?:loan|debt|mortgage))\b/i;
const BALANCE_LABEL = /\b(?:balance|outstanding|owed|owing|remaining|closing|principal left)\b/i;

export function owedFromFlowReason(question: string, answer: Answer): string | undefined {
  if (answer.refused || !OWED_ASKED.test(question)) return undefined;
  const f = answer.figures[0];
  if (!f || BALANCE_LABEL.test(f.label)) return undefined;
  return `what is still owed is a balance, and ${f.label} is money paid or received over a period; this workbook holds no balance of that debt`;
}

const SINGLE =
  /\b(?:single|individual)\b|\b(?:largest|biggest|smallest) (?:item|line|transaction|entry)(?:\s*$|\s+(?:in|on|of|for|this|last|we|ever)\b)/i;

export function singleLineGroupReason(question: string, answer: Answer): string | undefined {
  // pass 35 (W7): "individual", "largest item / line / transaction" ask for one line too
  if (answer.refused || !SINGLE.test(question)) return undefined;
  // an answer that read single lines says so (several rows only when lines tie)
  if (/\bsingle\b/i.test(answer.text.split('\n')[0] ?? '')) return undefined;
  const f = answer.figures[0];
  // pass 32 (M3): rows cited one by one ("F2,F6,F10") are several lines of one column too
  const cells = (f?.source.range ?? '').split(',').map((x) => /^([A-Z]+)(\d+)$/.exec(x.trim()));
  if (f && cells.length > 1 && cells.every((x) => x && x[1] === cells[0]![1]))
    return `"single" asks for one line, and ${f.display} adds several lines of ${f.at ?? 'one group'}; ask "what was the largest single expense" to see that line and who it was from`;
  const range = /^([A-Z]+)(\d+):([A-Z]+)(\d+)$/.exec(f?.source.range ?? '');
  if (!f || !range) return undefined;
  // one line is one row: a figure read from several rows of one column is a group's sum
  if (range[1] === range[3] && range[2] !== range[4])
    return `"single" asks for one line, and ${f.display} adds several lines of ${f.at ?? 'one group'}; ask "what was the largest single expense" to see that line and who it was from`;
  return undefined;
}

const HOURS_ASKED = /\b(?:hours?|hrs?)\b/i;
const RATE_ASKED = /\b(?:per|an|each|a) (?:hour|hr)\b|\bhourly\b|\bper\b/i;

/**
 * Hours asked, another measure answered: "labour hours all jobs" on a job sheet with "Labour
 * hrs" and "Labour $" added the money column (the unit word was read as a unit, "labour" picked
 * the money). A question naming hours is answered by a figure whose label names hours, unless
 * it asks for a rate ("per hour", "hourly").
 */
export function hoursForOtherReason(question: string, answer: Answer): string | undefined {
  if (answer.refused || !HOURS_ASKED.test(question) || RATE_ASKED.test(question)) return undefined;
  // pass 46: a question that names a rate ("Mei hours rate", put again) may get the rate
  if (/\brate\b/i.test(question)) return undefined;
  const f = answer.figures[0];
  // pass 46: a rate per hour (Rate £/hr) is no number of hours, whatever its label says
  const rateLabel = /\/\s*(?:hr|hour)s?\b|\bper (?:hr|hour)\b|\brate\b/i.test(f?.label ?? '');
  if (!f || (HOURS_ASKED.test(f.label) && !rateLabel) || HOURS_ASKED.test(f.at ?? ''))
    return undefined;
  if (['count', 'list', 'schema', 'summary'].includes(answer.kind)) return undefined;
  return `the question asks for hours and the figure I found, ${f.label}, is not a number of hours; name the hours column`;
}
