/**
 * Issue 13, pass 21 (M): plain rephrasings of owners' shorthand, each kept narrow. "PF as % of
 * gross" is "PF as a percentage of gross"; "the smallest non-rent expense" is "the smallest
 * expense that was not rent"; "how many expenses are in the log" is "how many expenses".
 */
const AS_PCT = /\bas % of\b/i;
const NON_CATEGORY =
  /^(what (?:is|was) )?(?:the |our )?(smallest|largest|biggest|lowest|highest) non-([a-z]+) (expense|cost|payment|entry|bill)$/i;
const IN_THE_LOG =
  /^(how many [a-z]+) (?:are|were) (?:there )?(?:in|on) (?:the|our|this) (?:log|list|sheet)$/i;

export function ownerPhrasing(question: string): string | undefined {
  const q = question.trim().replace(/[?.!]+$/, '');
  const non = NON_CATEGORY.exec(q);
  if (non) return `what was the ${non[2]} ${non[4]} that was not ${non[3]}`;
  const log = IN_THE_LOG.exec(q);
  if (log) return log[1]!;
  if (AS_PCT.test(q)) return q.replace(AS_PCT, 'as a percentage of');
  return undefined;
}
