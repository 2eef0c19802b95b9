/**
 * Issue 13, after blind-38: "what was our profit this year" on a balance sheet was answered
 * with Retained earnings, the profit kept over every year since the company began less what
 * was paid out. No one year's profit can be read from it; a balance sheet holds no profit and
 * loss. A profit asked and answered from retained earnings (or accumulated profits / losses)
 * is refused, saying what the line is.
 */
import type { Answer } from './answer-types';

const PROFIT_ASKED =
  /\b(?:profit|profits|earnings|earned|earn|made|make|net income|bottom line)\b/i;
const KEPT_LINE =
  /\b(?:retained (?:earnings|profits?|surplus)|accumulated (?:profits?|losses?|deficit|surplus)|profit and loss reserve|revenue reserves?)\b/i;

export function retainedEarningsReason(question: string, answer: Answer): string | undefined {
  if (answer.refused) return undefined;
  const f = answer.figures[0];
  if (!f || !KEPT_LINE.test(f.label)) return undefined;
  if (!PROFIT_ASKED.test(question) || KEPT_LINE.test(question)) return undefined;
  return `${f.label.split(/[,(]/)[0]!.trim()} is the profit kept over all the years to date, not one year's profit, and the workbook holds no profit and loss to read that from`;
}
