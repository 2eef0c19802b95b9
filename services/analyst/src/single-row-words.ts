/**
 * Issue 13, pass 32 (M3): "whats the biggest single job" on a sales log (Date | Customer | Job |
 * Qty | Price each | Amount) ranked the Job groups' sums (pass 28's guard refused it). The noun
 * names the rows' category column, so the question asks for the one row with the largest
 * money amount: asked again as "what was the largest single <Amount>", when the table has one
 * Amount / Total column.
 */
import type { Workbook } from './model';
import { canonical, canonicalWord, plainQuestion } from './text';

// pass 35 (W7): "biggest single claim", "largest individual claim" (no "what was the") too
const ASKED =
  /^(?:(?:whats|what is|what was|what s|which is|which was) )?(?:the |our )?(biggest|largest|smallest) (?:single|individual) ([a-z]+)$/;
const AMOUNT = /^(amount|total|value|line total|sale amount|amount \(.+\))$/i;

export function singleRowWording(wb: Workbook, question: string): string | undefined {
  const m = ASKED.exec(plainQuestion(question));
  if (!m) return undefined;
  const noun = canonicalWord(m[2]!);
  const found = wb.sheets.flatMap((s) =>
    s.tables.flatMap((t) => {
      if (t.layout !== 'long') return [];
      // pass 35 (W7): or the rows' noun starts a category label ("claim" in "Claimant"), or
      // the table's title names it ("Expense claims")
      const names =
        t.columns.some(
          (c) =>
            c.role === 'category' &&
            (canonical(c.label).includes(noun) ||
              canonical(c.label).some((w) => noun.length >= 4 && w.startsWith(noun))),
        ) || canonical(t.title ?? '').includes(noun);
      if (!names) return [];
      const amounts = t.columns.filter((c) => c.role === 'value' && AMOUNT.test(c.label.trim()));
      return amounts.length === 1 ? [amounts[0]!.label.trim()] : [];
    }),
  );
  if (found.length !== 1) return undefined;
  // already asked of the amount column itself: never again
  if (canonical(found[0]!).includes(noun)) return undefined;
  return `what was the ${m[1] === 'smallest' ? 'smallest' : 'largest'} single ${found[0]!.toLowerCase()}`;
}
