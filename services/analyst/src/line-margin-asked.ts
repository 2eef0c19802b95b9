/**
 * Issue 13, pass 23 (W8): "hardware margin for the year" answered the company's net margin. A
 * margin of a named line is that line's gross margin, never the whole P&L's: a net / overall
 * margin answering a question that names a line before "margin" is refused.
 */
import type { Answer } from './answer-types';
import { plainQuestion } from './text';

const LINE_MARGIN = /\b([a-z][a-z&' -]*?) (?:gross )?margins?\b/;
const WHOLE =
  /^(?:(?:what|whats|what's|what is|what was|how|how much|was|is|our|the|my|a|net|gross|operating|profit|overall|total|company|business|bottom line|ebitda|ebit|average|contribution|\s)+)$/;
const WHOLE_LABEL = /\b(net|operating|overall|profit) margin\b|^margin\b/i;

export function unaskedLineMarginReason(question: string, answer: Answer): string | undefined {
  if (answer.refused) return undefined;
  const m = LINE_MARGIN.exec(plainQuestion(question));
  if (!m || WHOLE.test(m[1]!)) return undefined;
  const label = answer.figures[0]?.label ?? '';
  if (!WHOLE_LABEL.test(label)) return undefined;
  return `the question asks for the margin of one line ("${m[1]!.trim()}") and I found only the company's overall margin; ask for that line's sales and its cost`;
}
