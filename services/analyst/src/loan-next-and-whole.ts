/**
 * Issue 13, pass 52 (G1, L2): a dated loan schedule (pass 45's, `loan-schedule-dates.ts`) read
 * for the next payment and for the whole loan:
 * - "how much of next month's payment is interest", "next payment", "what's the next
 *   instalment": the row of the next payment due (next month's: the row dated next month; the
 *   next one: the first after the rows marked paid, else after today), its Interest, Principal,
 *   balance after or Payment as asked, with its due date. Never a forecast of the column;
 * - "total we will have repaid by the end", "total repayments over the loan", "how much will
 *   we pay back altogether": Σ Payment over every row (checked against the Totals row), the
 *   interest within it named;
 * - "total cost of the loan", "what will the loan cost us": Σ Interest over every row, naming
 *   Σ Payment (the amount borrowed plus that interest) as the other reading.
 */
import type { Answer, AnswerFigure } from './answer-types';
import { cellNumber } from './cell-figures';
import { type Dec, decAbs, decCmp, decParse, decSub } from './decimal';
import { formatValue, PLAIN } from './format';
import {
  type Dated,
  cellFig,
  datedSchedule,
  dayText,
  loanAsked,
  num,
  paidRows,
  sumFig,
} from './loan-schedule-dates';
import type { Column, Workbook } from './model';
import { MONTH_NAMES } from './periods';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';

const NEXT =
  /\bnext (?:month'?s |months )?(?:re)?payment\b|\bnext instal{1,2}ment\b|\b(?:re)?payment (?:due )?next month\b|\bnext (?:direct debit|loan payment|loan repayment)\b/;
const WHOLE =
  /\b(?:total|in total|altogether|all together|overall|all (?:the |our )?(?:re)?payments)\b.*\b(?:repa(?:y|id|ying|yments?)|pay(?:ing)? back|paid back|payments?)\b|\b(?:repa(?:y|id|ying)|pay(?:ing)? back|paid back|pay|paid)\b.*\b(?:in total|altogether|all together|overall|by the end|over the (?:life|term|whole|full)|life of the loan|whole loan|end of the loan)\b/;
const ENDS =
  /\b(?:by the end|at the end|over the (?:life|term|whole loan|full term)|life of the loan|whole loan|end of the loan|in total|altogether|all together|overall|will|all (?:the |our )?(?:re)?payments|total (?:re)?payments)\b/;
const COST =
  /\b(?:total )?cost of (?:the |our |this )?(?:loan|borrowing|finance|credit)\b|\bwhat (?:does|will|did|would) (?:the |this |our )?loan cost(?: us)?\b|\bhow much (?:does|will|did|would) (?:the |this |our )?loan (?:cost|set us back)\b|\bcost of borrowing\b|\bwhat (?:does|will|did) (?:the |this |our )?(?:[a-z]+ )?loan cost us\b/;
const WITH_INTEREST =
  /\b(?:interest included|including (?:the )?interest|incl\.? (?:the )?interest|with (?:the )?interest|plus (?:the )?interest|principal and interest|capital and interest|interest and (?:the )?(?:principal|capital))\b/;
const PARTIAL =
  /\b(?:so far|to date|till now|until now|up to now|yet|already|this year|last year|next year|in (?:19|20)\d\d|per month|a month|each month|monthly|percent|percentage|share|proportion|left|remaining|still)\b|%/;

const near = (a: Dec, b: Dec): boolean => decCmp(decAbs(decSub(a, b)), { m: 5n, s: 2 }) <= 0;

/** The Totals row's cell under a column, when the schedule keeps one. */
function totalsCell(d: Dated, c: Column): { v: Dec; r: number } | undefined {
  const i = d.t.columns.indexOf(c);
  const row = d.t.rows.find((r) => r.kind === 'total' && cellNumber(r.cells[i]) !== undefined);
  return row ? { v: cellNumber(row.cells[i])!, r: row.r } : undefined;
}

/** Σ a column over every payment, checked against the Totals row. */
function whole(d: Dated, c: Column, label: string): AnswerFigure | string | undefined {
  const all = d.s.rows.map((_, i) => i);
  const fig = sumFig(d, c, all, label);
  if (!fig) return undefined;
  const tot = totalsCell(d, c);
  if (tot && !near(tot.v, decParse(fig.value)!))
    return `the ${c.label.trim()} column adds up to ${fig.display} but its Totals row says ${formatValue(tot.v, PLAIN, 2)}; check the schedule`;
  return fig;
}

export function loanNextAndWholeAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
  now?: Date,
): Answer | undefined {
  const q = plainQuestion(question).replace(/[’']/g, "'");
  const next = NEXT.test(q);
  const cost = !next && COST.test(q) && !PARTIAL.test(q);
  const wholeAsked =
    !next &&
    !cost &&
    WHOLE.test(q) &&
    ENDS.test(q) &&
    !PARTIAL.test(q) &&
    !/\b(interest|principal|capital|borrow\w*)\b/.test(q);
  if (!next && !cost && !wholeAsked) return undefined;
  const d = datedSchedule(wb);
  if (!d || !loanAsked(wb, d, q)) return undefined;
  const { s } = d;
  const n = s.rows.length;

  if (next) {
    if (!now) return undefined;
    const today = now.toISOString().slice(0, 10);
    let i: number;
    if (/\bnext month'?s\b|\bnext months\b|\bnext month\b/.test(q)) {
      const k = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
      const ym = `${Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}`;
      i = d.dates.findIndex((x) => x.startsWith(ym));
      if (i < 0)
        return refuse(
          `the schedule has no payment in ${MONTH_NAMES[k % 12]} ${Math.floor(k / 12)} (it runs from ${dayText(d.dates[0]!)} to ${dayText(d.dates[n - 1]!)})`,
        );
    } else {
      const marked = paidRows(d);
      i = marked ? marked.idx[marked.idx.length - 1]! + 1 : d.dates.findIndex((x) => x > today);
      if (i < 0 || i >= n) return refuse('every payment of the schedule is made: none is left');
    }
    const col = /\binterest\b/.test(q)
      ? s.interest
      : /\b(principal|capital|off the (?:loan|balance)|towards the loan)\b/.test(q)
        ? s.principal
        : /\b(balance|owe|owing|left) after\b/.test(q)
          ? s.balance
          : s.payment;
    if (!col) return undefined;
    const when = d.dates[i]!;
    const fig = cellFig(d, col, i, `${col.label.trim()}, ${dayText(when)}`, when);
    if (!fig) return undefined;
    const pay =
      s.payment && col !== s.payment
        ? cellFig(d, s.payment, i, `${s.payment.label.trim()}, ${dayText(when)}`)
        : undefined;
    return sourcedAnswer(
      fig,
      `The next payment is payment ${i + 1} of ${n}, due ${dayText(when)}: ${col.label.trim()} ${fig.display}${pay ? ` of the ${pay.display} ${s.payment!.label.trim()}` : ''}. This is the schedule's own row, not a forecast.`,
      'lookup',
      pay ? [pay] : [],
    );
  }

  if (!s.payment || !s.interest) return undefined;
  const pays = whole(d, s.payment, `${s.payment.label.trim()}, all ${n} payments`);
  const ints = whole(d, s.interest, `${s.interest.label.trim()}, all ${n} payments`);
  if (typeof pays === 'string') return refuse(pays);
  if (typeof ints === 'string') return refuse(ints);
  if (!pays || !ints) return undefined;
  const first = d.opening ? num(d, s.rows[0]!, d.opening) : undefined;
  const borrowed = first !== undefined ? ` on ${formatValue(first, PLAIN, 2)} borrowed` : '';
  // "cost us in total, interest included": everything paid to the lender, not the interest alone
  if (cost && WITH_INTEREST.test(q))
    return sourcedAnswer(
      pays,
      `The loan costs ${pays.display} in all: its ${n} payments${borrowed}, of which ${ints.display} is interest (${s.payment.label.trim()} added, ${dayText(d.dates[0]!)} to ${dayText(d.dates[n - 1]!)}).`,
      'total',
      [ints],
    );
  if (cost)
    return sourcedAnswer(
      ints,
      `The loan costs ${ints.display} in interest over its ${n} payments${borrowed} (${s.interest.label.trim()} added, ${dayText(d.dates[0]!)} to ${dayText(d.dates[n - 1]!)}). If you mean everything paid to the lender, the ${n} payments come to ${pays.display} (what was borrowed plus that interest).`,
      'total',
      [pays],
    );
  return sourcedAnswer(
    pays,
    `By the end of the loan (${dayText(d.dates[n - 1]!)}) we will have repaid ${pays.display} over ${n} payments (${s.payment.label.trim()} added), of which ${ints.display} is interest.`,
    'total',
    [ints],
  );
}
