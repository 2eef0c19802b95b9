/**
 * Issue 13, pass 26 (W5): "what is the average cost of a bottle" on a stock list with a unit
 * cost and a quantity: the mean of the unit costs and total value ÷ total quantity differ, so the
 * question is asked back naming both readings (it answered the mean of a column). "Average
 * cost per piece across the shop" (value ÷ quantity, pass 25) and an item named are left alone.
 */
import type { Workbook } from './model';
import { plainQuestion } from './text';

const ASKED = /\baverage (?:unit )?cost (?:of|for) (?:a|an|one|each) ([a-z]+)$/;
const UNIT_COST = /\b(unit (cost|price)|cost per|price per|cost each|cost\/unit)\b/i;
const QUANTITY =
  /\b(qty|quantity|units|on hand|in stock|count|pieces|pcs|bottles|cases|boxes|items)\b/i;

export function meanUnitCostReason(wb: Workbook, question: string): string | undefined {
  const noun = ASKED.exec(plainQuestion(question))?.[1];
  if (!noun) return undefined;
  // "the average cost of a Gadget Pro" names an item of the list: that row's own cost
  const named = new RegExp(`\\b${noun}\\b`, 'i');
  const fits = wb.sheets.some((s) =>
    s.tables.some((t) => {
      if (t.rows.some((r) => r.cells.some((c) => typeof c === 'string' && named.test(c))))
        return false;
      const values = t.columns.filter((c) => c.role === 'value');
      return (
        values.some((c) => UNIT_COST.test(c.label)) &&
        values.some((c) => QUANTITY.test(c.label) && !UNIT_COST.test(c.label))
      );
    }),
  );
  if (!fits) return undefined;
  return 'an average cost per unit can be the plain mean of the unit costs or the stock value divided by the quantity held, and they differ here; say which one you want';
}
