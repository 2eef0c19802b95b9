/**
 * Issue 13, pass 21 (M): owners' words on a loan schedule (No. | Payment date | Payment |
 * Interest | Principal | Balance): "total repaid" is the Payment column over the loan; "when is
 * the last payment" is the row the loan is paid off on; "interest as a share of everything we
 * pay" is total interest over total payments; "how many payments are left after payment N"
 * counts the schedule's rows numbered above N. Only on a book with one schedule.
 */
import type { Answer } from './answer-types';
import { cellNumber, figureOf } from './cell-figures';
import { decCmp, decFromInt } from './decimal';
import { PLAIN } from './format';
import type { Workbook } from './model';
import { findSchedule } from './schedule';
import { plainQuestion } from './text';

const REPAID =
  /^(?:what (?:is|was) (?:the )?)?total (?:amount )?(?:repaid|paid back)$|^how much (?:have|did|will) we (?:repay|repaid|pay back|paid back)(?: in total| altogether| overall)?$|^how much (?:is|was) (?:repaid|paid back) in total$/;
const LAST =
  /^when (?:is|was|will be|'s) (?:the |our )?(?:last|final) (?:loan )?(?:payment|instal{1,2}ment|repayment)(?: due)?$/;
const INTEREST_SHARE =
  /^(?:what (?:is|was) )?(?:the )?interest as an? (?:share|percentage|%|proportion) of (?:everything|all|what) we (?:pay|paid|repay)$|^(?:what (?:is|was) )?(?:the )?interest as an? (?:share|percentage|%|proportion) of (?:the )?total (?:payments|repayments|paid)$/;
const LEFT =
  /^how many (?:payments|instal{1,2}ments|repayments) (?:are |will be )?(?:left|remaining|to go) after (?:payment |instal{1,2}ment |no\.? |#)?(\d{1,3})$/;

export function loanOwnerWording(wb: Workbook, question: string): string | undefined {
  const q = plainQuestion(question);
  const put = REPAID.test(q)
    ? 'how much do we pay back in total'
    : LAST.test(q)
      ? 'when is the loan paid off'
      : INTEREST_SHARE.test(q)
        ? 'what share of our payments is interest'
        : undefined;
  return put && findSchedule(wb) ? put : undefined;
}

export function loanPaymentsLeftAnswer(wb: Workbook, question: string): Answer | undefined {
  const m = LEFT.exec(plainQuestion(question));
  if (!m) return undefined;
  const s = findSchedule(wb);
  if (!s) return undefined;
  const ni = s.table.columns.indexOf(s.num);
  const n = decFromInt(Number(m[1]));
  const numbered = s.rows.filter((r) => cellNumber(r.cells[ni]) !== undefined);
  if (!numbered.some((r) => decCmp(cellNumber(r.cells[ni])!, n) === 0)) return undefined;
  const after = numbered.filter((r) => decCmp(cellNumber(r.cells[ni])!, n) > 0);
  const cells = (after.length ? after : numbered).map((r) => ({ r: r.r, c: s.num.c }));
  const fig = figureOf(s.table, `Payments after ${m[1]}`, decFromInt(after.length), PLAIN, cells);
  return {
    text: `${after.length} payments are left after payment ${m[1]} (of ${numbered.length} in the schedule).\nSource: sheet '${s.table.sheet}' ${fig.source.range}.`,
    figures: [fig],
    refused: false,
    kind: 'count',
  };
}
