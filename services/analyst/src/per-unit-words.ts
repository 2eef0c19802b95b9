/**
 * Issue 13, pass 19 (M7): "the most expensive item per unit" on a stock list was refused ("per
 * unit" read as a ratio to compute). The price or unit cost of an item is already per unit, so
 * the words are put as "the most expensive item", which ranks that column one row at a time;
 * the answer is kept only when the figure read is a per-unit column (price, cost, rate), never
 * a line's value.
 */
import type { Answer } from './answer-types';
import { plainQuestion } from './text';

const ASK =
  /^(?:what is |what's |which is )?(?:the |our )?(most expensive|priciest|cheapest|least expensive) (item|product|line)s?(?: we (?:stock|sell|have|hold))? (?:per unit|by unit (?:cost|price)|each|for one unit|a unit)$/;
const PER_UNIT = /\b(price|cost|rate|each|per unit|unit)\b/i;
const NOT_PER_UNIT = /\b(value|total|amount|extended|line)\b/i;

export function perUnitAnswer(question: string, ask: (q: string) => Answer): Answer | undefined {
  const m = ASK.exec(plainQuestion(question));
  if (!m) return undefined;
  const a = ask(`${m[1]} ${m[2]}`);
  const label = a.figures[0]?.label ?? '';
  if (a.refused || !a.figures[0]?.at || !PER_UNIT.test(label) || NOT_PER_UNIT.test(label))
    return undefined;
  return a;
}
