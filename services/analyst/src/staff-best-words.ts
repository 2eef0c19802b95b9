/**
 * Issue 13, pass 41 (W3): on a sales log with a person column (Stylist, Rep, Agent …):
 * - "who is our best stylist" names no measure: "best" is an opinion (most sales? most
 *   commission? fewest returns?). Refused, naming the money columns, unless a measure is named
 *   ("best stylist by sales" is pass 20's ranking). Customers and clients are not staff:
 *   "best customer" stays the one who spent most.
 * - what was sold ("sold the most", "sales of pronovias") is never read from a commission
 *   column: the engine ranked Commission for "which stylist sold the most". Such an answer
 *   is refused, naming the columns.
 */
import type { Answer } from './answer-types';
import type { Workbook } from './model';
import { plainQuestion } from './text';

const STAFF =
  'stylists?|reps?|sales ?reps?|salespeople|salesperson|sellers?|drivers?|staff(?: members?)?|employees?|agents?|cashiers?|servers?|waiters?|barbers?|technicians?|therapists?|trainers?|consultants?|advisers?|advisors?|negotiators?|brokers?|instructors?|tutors?|coaches?|cleaners?';
const BEST = new RegExp(
  `^(?:(?:who|which)(?:'s| is| was| are| were)? )?(?:(?:is|was) )?(?:our |the )?(?:(?:\\w+ )?(?:best|worst|greatest|strongest|weakest|star|mvp)) (${STAFF})(?: (?:overall|this year|so far|of the year|right now|at the moment))?$`,
);

const moneyCols = (wb: Workbook, noun: string): string[] | undefined => {
  const n = noun.replace(/s$/, '').replace(/\s+/g, ' ');
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (!t.columns.some((c) => c.label.trim().toLowerCase().replace(/s$/, '') === n)) continue;
      return t.columns.filter((c) => c.role === 'value' || c.role === 'total').map((c) => c.label);
    }
  return undefined;
};

export function staffBestReason(wb: Workbook, question: string): string | undefined {
  const m = BEST.exec(plainQuestion(question));
  if (!m) return undefined;
  const cols = moneyCols(wb, m[1]!);
  if (!cols) return undefined;
  return `"best" names no measure, and which ${m[1]!.replace(/s$/, '')} is best is an opinion; say by what (${cols.join(', ')})`;
}

const SOLD = /\b(sold|sell|sells|selling|sales?|revenue|takings|turnover)\b/;

/** A figure read from a commission column for a question about what was sold. */
export function commissionForSalesReason(question: string, answer: Answer): string | undefined {
  if (answer.refused) return undefined;
  const q = plainQuestion(question);
  if (!SOLD.test(q) || /\bcommissions?\b/.test(q)) return undefined;
  const f = answer.figures[0];
  if (!f || !/\bcommissions?\b/i.test(f.label)) return undefined;
  return `the question asks what was sold, and the figure I found is a commission (${f.label}); name the column (the sale amount or the commission)`;
}
