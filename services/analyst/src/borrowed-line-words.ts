/**
 * Issue 13, pass 25 (M5): "how much did we borrow" on a cash-flow statement whose financing
 * section has one line of money borrowed in ("Loan drawdown", "Proceeds from borrowings", "New
 * bank loan"): the question is put as that line, its period words kept. Two such lines, or
 * none, leave the question as asked.
 */
import type { Workbook } from './model';
import { plainQuestion } from './text';

const ASKED =
  /^(?:how much (?:money )?(?:did|have) we (?:borrow|borrowed)|(?:total |amount )?borrowed|new borrowing)( (?:this|in the|over the|for the) year| in total| in \d{4}| in h[12]| in q[1-4])?$/;
const BORROW_LINE =
  /\b(loan|loans|borrowings?|debt|credit line|overdraft) (drawdowns?|drawn|received|taken|proceeds)\b|^(proceeds from (new )?(bank )?(loans?|borrowings?|debt))\b|^new (bank )?loans?\b|^drawdowns? of (loans?|borrowings?)\b/i;

export function borrowedLineWording(wb: Workbook, question: string): string | undefined {
  const m = ASKED.exec(plainQuestion(question));
  if (!m) return undefined;
  const labels = new Set(
    wb.sheets.flatMap((s) =>
      s.tables.flatMap((t) =>
        t.rows.flatMap((r) =>
          r.label && BORROW_LINE.test(r.label.trim()) ? [r.label.trim()] : [],
        ),
      ),
    ),
  );
  if (labels.size !== 1) return undefined;
  const when = (m[1] ?? '').replace(/^ (this|in the|over the|for the) year$/, ' for the year');
  return `${[...labels][0]!.toLowerCase()}${when}`;
}
