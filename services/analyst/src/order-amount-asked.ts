/**
 * Issue 13, pass 23 (W5): "how much has <customer> ordered" answered their Discount Amount. What
 * a customer ordered, bought or spent is the order Total; an answer read from a discount, tax,
 * shipping or refund column is refused.
 */
import type { Answer } from './answer-types';

const ORDERED = /\b(ordered|bought|spent|spend|purchased|buys?|orders? (?:total|value|worth))\b/i;
const SIDE_COLUMN = /\b(discount|tax(es)?|vat|gst|shipping|delivery|refund(ed)?|tip|fee)\b/i;
const SIDE_ASKED = /\b(discount|tax(es)?|vat|gst|shipping|delivery|refund(ed|s)?|tips?|fees?)\b/i;

export function orderSideColumnReason(question: string, answer: Answer): string | undefined {
  if (answer.refused || !ORDERED.test(question) || SIDE_ASKED.test(question)) return undefined;
  // pass 52: "what do we spend the most on" is our own spending, never a customer's order
  if (
    /\b(?:do|did|have|will|are) we (?:spend|spent|spending|buy|bought|purchase|purchased)\b/i.test(
      question,
    )
  )
    return undefined;
  const label = answer.figures[0]?.label ?? '';
  if (!SIDE_COLUMN.test(label)) return undefined;
  return 'the question asks what was ordered and I found only a discount, tax or shipping column; ask for the order totals';
}

const HOW_MUCH_ORDERED =
  /^how much (?:has|have|did) (.+?) (?:ordered|order|bought|buy|spent|spend|purchased|purchase)(?: from us)?(?: in total| so far| altogether| overall)?\??$/i;
const TOTAL_HEAD = /^(order )?total(\s*\(.*\))?$/i;

/**
 * "how much has maya@example.com ordered": the order Total column added over that customer's
 * orders, on a book whose order table keeps one Total column beside a discount or tax column.
 */
export function orderedWording(
  wb: { sheets: Array<{ tables: Array<{ columns: Array<{ label: string }> }> }> },
  question: string,
): string | undefined {
  const m = HOW_MUCH_ORDERED.exec(question.trim());
  if (!m) return undefined;
  const heads = wb.sheets.flatMap((s) =>
    s.tables
      .filter((t) => t.columns.some((c) => SIDE_COLUMN.test(c.label)))
      .flatMap((t) => t.columns.filter((c) => TOTAL_HEAD.test(c.label.trim())).map((c) => c.label)),
  );
  if (heads.length !== 1) return undefined;
  return `total ${heads[0]} for ${m[1]}`;
}

const TOP_BUYER =
  /^(?:who (?:buys|orders|spends) the most(?: from us| with us)?|who is our (?:biggest|best|top) customer|which customer (?:buys|orders|spends) the most|(?:our )?(?:biggest|best|top) customer)\??$/i;
const BUYER_HEAD = /^(customer|customer name|client|billing name|buyer|email)$/i;

/**
 * "who buys the most from us": the buyer column (Customer, Billing Name, else Email) ranked by
 * its summed order Total, on the same order tables as above.
 */
export function topBuyerWording(
  wb: { sheets: Array<{ tables: Array<{ columns: Array<{ label: string }> }> }> },
  question: string,
): string | undefined {
  if (!TOP_BUYER.test(question.trim())) return undefined;
  const tables = wb.sheets.flatMap((s) =>
    s.tables.filter((t) => t.columns.some((c) => SIDE_COLUMN.test(c.label))),
  );
  if (tables.length !== 1) return undefined;
  const cols = tables[0]!.columns;
  const total = cols.filter((c) => TOTAL_HEAD.test(c.label.trim()));
  const buyers = cols.filter((c) => BUYER_HEAD.test(c.label.trim()));
  const buyer = buyers.find((c) => !/^email$/i.test(c.label.trim())) ?? buyers[0];
  if (total.length !== 1 || !buyer) return undefined;
  return `which ${buyer.label} has the highest ${total[0]!.label}`;
}
