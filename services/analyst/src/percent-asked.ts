/**
 * Issue 13, pass 22 (W4): "margin % on <client>" on a job sheet answered the money margin
 * (8,699.34) as if it were the percent. A question asking for a percent ("%", "percent",
 * "percentage", "pct") is answered by a percent figure, or by a cell whose own label says it is
 * one ("Margin %", "Rate"); a money figure or one above 100 is refused. Counts ("how many … over 10%") and lists
 * are left alone: the percent there is a condition, not the answer.
 */
import type { Answer } from './answer-types';

const PERCENT_ASKED = /%|\b(percent|percentage|pct)\b/i;
/** the percent is a condition or a filter: "how many", "which lines over 5%", "more than 10%" */
const PERCENT_AS_CONDITION =
  /\b(how many|more than|less than|over|under|above|below|at least|at most|exceed\w*|greater than)\s+-?\d[\d.,]*\s*(%|percent)/i;
const PERCENT_LABEL = /%|percent|\brate\b|\bratio\b|\bpct\b|\byield\b|\bmargin %/i;

export function unaskedMoneyReason(question: string, answer: Answer): string | undefined {
  if (answer.refused || !PERCENT_ASKED.test(question)) return undefined;
  if (PERCENT_AS_CONDITION.test(question) || /^\s*how many\b/i.test(question)) return undefined;
  if (['count', 'list', 'schema', 'summary', 'breakdown'].includes(answer.kind)) return undefined;
  const f = answer.figures[0];
  if (!f || f.display.trim().endsWith('%') || PERCENT_LABEL.test(f.label)) return undefined;
  // a table of percentages kept as plain numbers ("33" = 33%, TAT-QA) is not refused: only a
  // money figure (a currency sign) or one no percent of a whole could be (above 100)
  const money = /[$€£₱₹₩¥]/.test(f.display);
  if (!money && Math.abs(Number(f.value)) <= 100) return undefined;
  return `the question asks for a percentage and the figure I found (${f.display}) is not one; ask for the amount, or name the line to divide by`;
}
