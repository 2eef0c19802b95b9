/**
 * Issue 13, pass 21 (S4): a Summary sheet of label | figure lines ("Season total revenue",
 * "Season total costs", "Season result") has no header over its figures ("Column B"). "Did we
 * make money this season" matched the three lines by "season" and added them: revenue + costs +
 * result, no figure at all. A sum over such a headerless list of lines picked by an "or" of
 * their names, and not asked to be added, is refused.
 */
import type { Answer } from './answer-types';

export function labelListSumReason(question: string, answer: Answer): string | undefined {
  if (answer.refused || answer.kind !== 'total') return undefined;
  // lines named and asked to be added ("sum of A and B") are added as asked
  if (/\b(sum|add\w*|plus|together|combined|and)\b|\+/i.test(question)) return undefined;
  const label = answer.figures[0]?.label ?? '';
  const m = /^Column [A-Z]+ for (.+ or .+)$/.exec(label);
  if (!m) return undefined;
  // each name one line (rows added = names matched): distinct figures, never parts of a whole
  // (a section's lines picked by its heading are added as a total)
  const names = m[1]!.split(' or ').length;
  const rows = /\(sum of (\d+) rows\)/.exec(answer.text);
  if (!rows || Number(rows[1]) !== names) return undefined;
  return 'the lines the question matched are different figures on a list without a header; name the one line you mean';
}
