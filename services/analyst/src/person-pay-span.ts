/**
 * Issue 13, pass 26 (W5): "what does Maria take home" on a payroll of several months added her
 * months together: one person's pay with no period named reads as a month's pay or the whole
 * span's, so it is asked back when the answer added more than one of their rows.
 */
import type { Answer } from './answer-types';
import { plainQuestion } from './text';

const PAY_ASKED =
  /^(?:what|how much) (?:does|do|did) ([a-z][a-z'-]+(?: [a-z][a-z'-]+)?) (?:take home|earn|make|get paid|get|net|gross)$|^(?:what is|what's) ([a-z][a-z'-]+(?: [a-z][a-z'-]+)?)'s (?:take[- ]home(?: pay)?|net pay|pay|salary|wage)$/;

export function personPaySpanReason(question: string, answer: Answer): string | undefined {
  const m = PAY_ASKED.exec(plainQuestion(question));
  if (!m || answer.refused || answer.kind !== 'total') return undefined;
  const rows = /\(sum of (\d+) rows\)/.exec(answer.text);
  if (!rows || Number(rows[1]) < 2) return undefined;
  const who = (m[1] ?? m[2])!;
  return `${who}'s pay is kept for ${rows[1]} periods here; do you mean one month's pay (name the month) or all ${rows[1]} together`;
}
