/**
 * Issue 13, pass 33 (W2): on a stock list (Item | SKU | Qty on hand | Unit cost | Stock value),
 * "what does a raku cup cost us" / "how much is one raku cup" asks the price of one: the Unit
 * cost of that row (it answered the row's Stock value). The words are put as the column's label.
 */
import type { Workbook } from './model';
import { plainQuestion } from './text';

const ONE_COSTS =
  /^(?:what|how much) does (?:a|an|one|the|each) (.+?) cost(?: us| me| to buy| to make)?$|^how much is (?:a|an|one|each) (.+?)$|^what is the cost of (?:a|an|one) (.+?)$/;

export function unitCostWording(wb: Workbook, question: string): string | undefined {
  const m = ONE_COSTS.exec(plainQuestion(question));
  if (!m) return undefined;
  const item = (m[1] ?? m[2] ?? m[3])!.trim();
  const labels = wb.sheets
    .flatMap((s) => s.tables)
    .flatMap((t) => t.columns.map((c) => c.label.trim()))
    .filter((l) =>
      /^(unit (cost|price)|cost per unit|price per unit|cost each|price each)\b/i.test(l),
    );
  if (new Set(labels.map((l) => l.toLowerCase())).size !== 1) return undefined;
  return `${labels[0]} of ${item}`;
}
