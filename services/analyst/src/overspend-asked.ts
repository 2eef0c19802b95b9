/**
 * Issue 13, pass 23 (W3): "biggest overspend" on a budget sheet answered the largest Budget. An
 * overspend (over budget, overrun) is a variance, Actual − Budget: an answer read from any other
 * column is refused.
 */
import type { Answer } from './answer-types';

const OVERSPEND = /\b(overspen[dt]\w*|over[- ]?budget|overran|overrun\w*|went over|over by)\b/i;
const VARIANCE_LABEL = /\b(variance|over|diff\w*|actual\s*[-−–]\s*budget|vs\.? budget)\b/i;

export function unaskedOverspendReason(question: string, answer: Answer): string | undefined {
  if (answer.refused || !OVERSPEND.test(question)) return undefined;
  const label = answer.figures[0]?.label ?? '';
  if (VARIANCE_LABEL.test(label) || answer.kind === 'variance') return undefined;
  return 'the question asks for an overspend (actual minus budget) and I found only another column; ask for the variance of a line';
}
