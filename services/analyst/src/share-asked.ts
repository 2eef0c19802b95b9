/**
 * Issue 13, pass 21 (W1): "how much <product> revenue in the second half" on a sales log was
 * answered with a SHARE (%). "How much … revenue" is an amount; a share answers only a question
 * that asks for one ("what share / percent / proportion / what part of", "as a % of"). A share
 * headline for a "how much …" amount question is refused rather than stated.
 */
import type { Answer } from './answer-types';

const SHARE_ASKED =
  /%|\b(share|percent\w*|pct|proportion|portion|fraction|ratio|part of|mix|split|contribut\w*|weight\w*|how much of|out of)\b/i;

export function unaskedShareReason(question: string, answer: Answer): string | undefined {
  if (answer.refused || answer.kind !== 'share') return undefined;
  const f = answer.figures[0];
  if (!f || !f.display.trim().endsWith('%')) return undefined;
  // only the amount question of W1 ("how much <product> revenue …"); growth and margins
  // are percentages of another kind
  if (!/^\s*how much\b/i.test(question) || SHARE_ASKED.test(question)) return undefined;
  if (
    /\b(grow\w*|change\w*|increas\w*|decreas\w*|rise|rose|fall|fell|margin|rate)\b/i.test(question)
  )
    return undefined;
  return 'the question asks for an amount and the figure I found is a share; ask "what share of …" for a percentage, or name the amount';
}
