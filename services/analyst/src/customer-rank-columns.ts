/**
 * Issue 13, pass 35 (W5): "which client is our best customer" on a job-costing sheet (Job no |
 * Client | Quoted | Labour | Materials | Subcontract | Total cost | Invoiced | Profit | Status)
 * answered the highest Total cost. A best / top / biggest customer is never read from a cost
 * column; when the question names no column and the table holds two or more columns of money
 * in a customer could be ranked by (Quoted, Invoiced; Profit beside them), it is asked back,
 * naming them. One money-in column beside a Profit column still ranks them (pass 15).
 */
import type { Answer } from './answer-types';
import type { Workbook } from './model';
import { canonical, plainQuestion } from './text';

const ASKED =
  /\b(?:best|top|biggest|largest|main|most valuable|most important|number one|no 1|#1)\s+(?:customer|client|buyer|account)s?\b|\b(?:customer|client|buyer)s? (?:is|was|are) (?:our |the )*(?:best|biggest|top|most valuable)\b/;
const COST =
  /\b(costs?|labou?r|materials?|subcontract\w*|subbies|expenses?|wages|hours?|hrs|qty|quantity|rate|discounts?|tax|vat|gst)\b|%/i;
const RANKABLE =
  /\b(sales|revenue|invoiced|invoices?|billed|quoted|quotes?|profit|margin|income|turnover|fees?|amount|value|spend|spent|paid|total)\b/i;

export function customerRankReason(
  wb: Workbook,
  question: string,
  answer: Answer,
): string | undefined {
  if (answer.refused) return undefined;
  const q = plainQuestion(question);
  if (!ASKED.test(q)) return undefined;
  const f = answer.figures[0];
  if (!f) return undefined;
  const sheet = wb.sheets.find((s) => s.name === f.source.sheet);
  const table = sheet?.tables.find((t) => t.columns.some((c) => f.label.includes(c.label.trim())));
  const candidates = (table?.columns ?? [])
    // (after blind-40: a unit's Sales Price ranks no customer)
    .filter(
      (c) =>
        c.role === 'value' &&
        RANKABLE.test(c.label) &&
        !COST.test(c.label) &&
        !/\b(price|rate)\b/i.test(c.label),
    )
    .map((c) => c.label.trim());
  const names = candidates.length ? ` (by ${candidates.join(', ')})` : '';
  if (COST.test(f.label))
    return `a best customer is never read from a cost column (${f.label}); name the column to rank customers by${names}`;
  // one column of money in (a profit or margin column beside it) ranks them (pass 15)
  const moneyIn = candidates.filter((c) => !/\b(profit|margin)\b/i.test(c));
  if (moneyIn.length < 2) return undefined;
  const words = new Set(canonical(q));
  const named = candidates.filter((c) => canonical(c).some((w) => words.has(w)));
  if (named.length === 1) return undefined;
  return `the table has several columns a customer could be ranked by (${candidates.join(', ')}); name the one you mean`;
}
