/**
 * Issue 13, pass 13: "how many items on hand in total" over a stock list (SKU | Item | … |
 * On hand | Unit cost | Stock value, maybe with a subtotal row per category). The engine
 * counted the item rows (a wrong figure): owners mean the units on the shelf, the sum of the
 * on-hand column over the item rows. Only when the book has exactly one such column; "how many
 * different items / SKUs / lines" stays a count of rows (the engine's).
 */
import type { Workbook } from './model';
import { viewsOf } from './view';
import { plainQuestion } from './text';

// pass 14: the shop's word for its goods as a whole ("records", "books", "bottles"), not only
// items and units; a thing's own name ("ladders") may be one line or none: the engine's
const ASKED =
  /^how many (?:items|units|pieces|things|bits of stock|records|books|bottles|copies|goods|products in total|stock items|articles)(?: do we have| have we got| are there| are| do we hold| we have)?(?: (?:on hand|in stock|on the shelves?|in the shop|in the warehouse))(?: in total| altogether| overall| right now| now| today)?$/;
const ON_HAND = /\b(on hand|in stock|qty on hand|stock qty|quantity on hand|units on hand)\b/i;

/** The question to ask the engine instead ("sum of On hand"), or undefined. */
export function stockUnitsWording(wb: Workbook, question: string): string | undefined {
  const q = plainQuestion(question);
  if (!ASKED.test(q)) return undefined;
  const cols = viewsOf(wb).flatMap((v) =>
    v.valueCols
      .map((ci) => v.table.columns[ci]!)
      .filter((c) => c.type === 'number' && ON_HAND.test(c.label)),
  );
  if (cols.length !== 1) return undefined;
  return `sum of ${cols[0]!.label}`;
}
