/**
 * Issue 13, pass 34 (W4): on a loan schedule, "how much of the loan itself do we repay in
 * 2026" answered the Payment column (interest and all). "The loan itself", "the capital" and
 * "the amount borrowed" repaid name the principal part: asked again with "principal", and the
 * answer kept only when it reads a principal / capital column (else refused by the caller).
 */
import { findSchedule } from './schedule';
import type { Workbook } from './model';
import { plainQuestion } from './text';

const ITSELF =
  /\b(?:of )?(?:the |our )?(?:loan itself|amount (?:we |i )?borrowed|(?:loan )?capital)\b/;
const REPAID = /\b(repay|repays|repaid|repaying|pay back|paid back|paying back|pay|paid|paying)\b/;

export function loanItselfWording(wb: Workbook, question: string): string | undefined {
  const q = plainQuestion(question);
  if (!ITSELF.test(q) || !REPAID.test(q)) return undefined;
  if (/\b(principal|interest|balance|owe|owed|outstanding)\b/.test(q)) return undefined;
  const s = findSchedule(wb);
  if (!s?.principal) return undefined;
  return q.replace(ITSELF, 'principal').replace(/\s+/g, ' ').trim();
}

/** The reworded answer reads the principal column (its label), or it is not kept. */
export const readsPrincipal = (label: string | undefined): boolean =>
  /\b(principal|capital)\b/i.test(label ?? '');
