/**
 * After blind-44: "did we beat our income budget" on a budget-vs-actual P&L read the budget
 * alone ($152,782). Whether a line beat, hit, met or missed its budget is its variance: put as
 * "how did <line> do against budget", which the engine answers with the variance and both
 * figures. Undefined when the question asks no such thing.
 */
import { plainQuestion } from './text';

const VERDICT =
  /^(?:did|have|has|do) (?:we |it |they )?(?:beat|beaten|exceed|exceeded|hit|make|made|meet|met|miss|missed|come in under|come in over|stay within|stay under|go over) (?:our |the )?(?:(.+?) )?budget(?: for (.+?))?(?: (?:this|last) (?:year|month|quarter))?$/;
const LINE_FIRST =
  /^(?:did|has|have) (.+?) (?:beat|beaten|exceed|exceeded|hit|make|made|meet|met|miss|missed|come in under|come in over|stay within|stay under|go over) (?:our |the |its )?budget$/;

export function budgetVerdictWording(question: string): string | undefined {
  const q = plainQuestion(question);
  const m = VERDICT.exec(q);
  const line = m ? (m[1] ?? m[2]) : LINE_FIRST.exec(q)?.[1];
  if (!line || /^(we|it|they|us)$/.test(line)) return undefined;
  return `how did ${line} do against budget`;
}
