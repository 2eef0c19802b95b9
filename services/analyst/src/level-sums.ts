/**
 * Issue 13, pass 21 (W6): a level (Starting / Ending / Opening / Closing MRR, subscribers at
 * the end) is a point in time: added over a year's months it is no figure at all
 * ("ending MRR in 2025-04" answered the twelve Ending MRR cells added). Such a sum over four or
 * more periods is refused; a month's own cell, or a question that asks to add them, is kept.
 */
import type { Answer } from './answer-types';

const LEVEL =
  /^(?:(?:starting|ending|opening|closing|beginning|end of (?:the )?(?:month|period|year))\b.*|.*\b(?:at (?:the )?end(?: of (?:the )?(?:month|period))?|active (?:subscribers|customers|members))\b.*)$/i;
const ADD_ASKED = /\b(sum|add(?:ed)? up|added together|combined|cumulative|all the months)\b/i;

export function levelSumReason(question: string, answer: Answer): string | undefined {
  if (answer.refused || answer.kind !== 'total') return undefined;
  const f = answer.figures[0];
  if (!f || !LEVEL.test(f.label.trim())) return undefined;
  const cells = /\(sum of (\d+) cells\)/.exec(answer.text);
  if (!cells || Number(cells[1]) < 4) return undefined;
  if (ADD_ASKED.test(question)) return undefined;
  return `${f.label} is a level at a point in time; added over ${cells[1]} periods it is not a figure. Name the month (e.g. "${f.label} in December")`;
}
