/**
 * Issue 13, pass 33 (W3c): "did we make money this year" on a book whose income is one sheet
 * (a hire log's Invoice total) and whose costs another ('Costs': Month | Diesel | … | Total)
 * answered the income: a profit asked is never answered by a figure that names no profit, net,
 * margin or result (income alone, or costs alone). It is refused; what it can answer is said.
 */
import type { Answer } from './answer-types';

const PROFIT_ASKED =
  /\b(?:make|made|making) (?:any )?(?:money|a profit|profit|a loss)\b|\b(?:profit|profits|profitable|profitability)\b|\bin the (?:black|red)\b|\bbreak(?:ing)? even\b/;
const PROFIT_NAMED =
  /\b(profit|profits|net|margin|surplus|deficit|result|loss|bottom|earnings|ebitda?|ebit|gain|contribution)\b/i;

export function profitFromIncomeReason(question: string, answer: Answer): string | undefined {
  if (answer.refused || !PROFIT_ASKED.test(question.toLowerCase())) return undefined;
  if (answer.figures.some((f) => PROFIT_NAMED.test(f.label))) return undefined;
  return 'the question asks a profit and the figure I found is not one (income or costs alone); ask for the income and the costs';
}
