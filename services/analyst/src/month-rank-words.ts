/**
 * Issue 13, pass 22 (W2): "biggest spending month" on an expense log (Date | Category | Payee |
 * Amount, subtotal rows per category) listed the single biggest rows. A month asked for on a log
 * groups its rows by the month of their date: put as "which month did we spend the most / least",
 * which the engine answers by month (subtotal and total rows never counted). Only on a book with
 * a dated log; the wording is left as asked anywhere else.
 */
import type { Workbook } from './model';
import { plainQuestion } from './text';

const MOST = '(biggest|highest|largest|top|heaviest|most expensive|costliest|priciest)';
const LEAST = '(smallest|lowest|lightest|cheapest|quietest|least expensive)';
const SPEND = '(spending|spend|expense|expenses|cost|costs|outgoings)';
const ASKED = (rank: string): RegExp =>
  new RegExp(
    `^(?:what|which) (?:was|is|were)? ?(?:our |the )?${rank} ${SPEND} month(?: of the year| this year| in 20\\d\\d)?$|^(?:our |the )?${rank} ${SPEND} month(?: of the year| this year| in 20\\d\\d)?$|^(?:what (?:was|is) )?(?:our |the )?${rank} month(?: for| in)? ${SPEND}$|^(?:what (?:was|is) )?(?:our |the )?(?:most expensive|costliest|priciest|cheapest|least expensive) month$`,
  );

/** What monthRankWording asks in its place (readers of the asked words must know it is ours). */
export const MONTH_RANK_WORDING = /^which month did we spend the (?:most|least)$/;

function hasDatedLog(wb: Workbook): boolean {
  return wb.sheets.some((s) =>
    s.tables.some(
      (t) =>
        t.layout === 'long' &&
        t.columns.some((c) => c.type === 'date' || c.role === 'date') &&
        t.columns.some((c) => c.type === 'money' || c.role === 'value'),
    ),
  );
}

export function monthRankWording(wb: Workbook, question: string): string | undefined {
  const q = plainQuestion(question);
  const most = ASKED(MOST).test(q) && !/\b(cheapest|least expensive)\b/.test(q);
  const least = !most && ASKED(LEAST).test(q);
  if (!most && !least) return undefined;
  if (!hasDatedLog(wb)) return undefined;
  return `which month did we spend the ${most ? 'most' : 'least'}`;
}
