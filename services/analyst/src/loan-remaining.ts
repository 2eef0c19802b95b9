/**
 * Issue 13, pass 33 (M4): a loan schedule (No. | Month | Payment | Interest | Principal |
 * Balance, a Total row): "total we will repay" is every payment added (the Payment column over
 * the data rows); "how many payments are left" counts the rows due after today (`options.now`),
 * a row's due date being its date or the month of its label ("Jan-25").
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { decFromInt, decSum, type Dec } from './decimal';
import { PLAIN } from './format';
import type { Workbook } from './model';
import { dueDate, findSchedule } from './schedule';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';

const REPAY_ALL =
  /^(?:what is |what's )?(?:the )?total (?:we will|we'll|we) (?:repay|pay back|pay)(?: over the (?:loan|lease|term)| in (?:total|all))?$|^how much will we (?:repay|pay back|pay) (?:in total|in all|over the (?:whole )?(?:loan|lease|term)|altogether)$/;
const LEFT =
  /^how many (?:payments|instal{1,2}ments|repayments) (?:are )?(?:left|remaining|to go|still to (?:make|pay))$/;

export function loanRemainingAnswer(
  wb: Workbook,
  question: string,
  now?: Date,
): Answer | undefined {
  const q = plainQuestion(question);
  const all = REPAY_ALL.test(q);
  if (!all && !LEFT.test(q)) return undefined;
  const s = findSchedule(wb);
  if (!s) return undefined;
  const t = s.table;
  if (all) {
    if (!s.payment) return undefined;
    const ci = t.columns.indexOf(s.payment);
    const vals: Dec[] = [];
    const cells: Array<{ r: number; c: number }> = [];
    for (const r of s.rows) {
      const v = cellNumber(r.cells[ci]);
      if (v === undefined) return undefined;
      vals.push(v);
      cells.push({ r: r.r, c: s.payment.c });
    }
    const fig = figureOf(
      t,
      `${s.payment.label} (all ${vals.length})`,
      decSum(vals),
      cellStyle(t, s.rows[0]!.cells[ci]),
      cells,
    );
    return sourcedAnswer(
      fig,
      `Over the loan we repay ${fig.display} (${vals.length} payments added).`,
      'total',
    );
  }
  if (!now || !s.date) return undefined;
  const at = t.columns.indexOf(s.date);
  const today = now.toISOString().slice(0, 10);
  const dates = s.rows.map((r) => dueDate(r, at));
  if (dates.some((d) => d === undefined)) return undefined;
  const left = s.rows.filter((_, i) => dates[i]! > today);
  const cells = (left.length ? left : s.rows.slice(-1)).map((r) => ({ r: r.r, c: s.num.c }));
  const fig = figureOf(t, 'Payments due after today', decFromInt(left.length), PLAIN, cells);
  return sourcedAnswer(fig, `${left.length} payments are left (due after ${today}).`, 'count');
}
