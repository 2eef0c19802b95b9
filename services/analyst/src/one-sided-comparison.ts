/**
 * After blind-43: "Compare Chipotle Smoky with Chile de Árbol" answered Chipotle Smoky's total
 * alone (the accented name was not found), and "are we spending more on event crew than on
 * rent" answered the crew's spend alone: a comparison answered by one side's figure reads as
 * the answer. When the question sets two things against each other and the answer is a single
 * figure of one kind (a total, a lookup, a largest …), it is refused, naming what was found.
 */
import type { Answer } from './answer-types';
import { plainQuestion } from './text';

const TWO_SIDES = [
  /\bcompare (.+?) (?:with|to|and|against|vs\.?|versus) (.+)$/,
  /^(?!.*\bcompare\b)(.+?) (?:vs\.?|versus|against) (.+)$/,
  /\bmore (?:on |for |in |from |with )?(.+?) than (?:on |for |in |from |with )?(.+)$/,
  /\b(?:less|fewer) (?:on |for |in |from |with )?(.+?) than (?:on |for |in |from |with )?(.+)$/,
];

/** answers of one figure of one thing: never a comparison's answer */
const ONE_SIDE = /^(lookup|total|max|min|average|count|top|bottom)$/;

export function oneSidedComparisonReason(question: string, answer: Answer): string | undefined {
  if (answer.refused || !ONE_SIDE.test(answer.kind)) return undefined;
  const q = plainQuestion(question);
  const m = TWO_SIDES.map((re) => re.exec(q)).find((x) => x);
  if (!m) return undefined;
  const label = answer.figures[0]?.label ?? 'one figure';
  return `the question compares two things ("${m[1]!.trim()}" and "${m[2]!.trim()}") and I could read only ${label}; name both as the sheet does`;
}
