/**
 * Issue 13, pass 30 (W1): "how many laundry payments" on a bank export answered 6,284,000 (the
 * Debit column added over the laundry rows), "how many refunded orders" on an orders export the
 * refunded orders' Total: "how many <things>" asks for a count, never a money figure. When the
 * things are rows (payments, orders, transactions …) the question is asked again as a count of
 * the rows the words pick; any other "how many" answered from a money column is refused.
 */
import type { Answer } from './answer-types';
import { plainQuestion } from './text';

const ROW_THINGS =
  'payments|orders|transactions|invoices|bookings|deposits|withdrawals|transfers|receipts|refunds|entries|purchases|charges|bills|payouts';
const COUNTED_ROWS = new RegExp(`^how many ([a-z][a-z &'-]*?) (?:${ROW_THINGS})$`);
/** "how many dollars …": the count is of money itself */
const MONEY_UNITS =
  /^how many (?:dollars|euros|pounds|rupees|pesos|yen|francs|rand|dirhams|ringgit|baht|dong|rupiah|won|kroner|krona|zloty|shillings|naira|cedis|reais|lira|bucks|\$|€|£)\b/;
/** money columns by their own name ("Total", "Value", "Net" alone head counts too) */
const MONEY_LABEL =
  /\b(?:debit|credit|amount|price|revenue|sales|income|balance|cost|costs|fee|fees|paid|spend|spent|profit|tax|taxes|shipping)\b/i;
const COUNT_LABEL =
  /\b(?:rows?|count|number|qty|quantity|units?|members|customers|people|staff|headcount|hours|hrs|days|nights|visits|orders|bookings|jobs|items|pcs|pieces|jars|bottles|boxes|tickets|sessions|guests|students|employees|workers|active|new|cancelled|signups?)\b/i;

/** "how many laundry payments" → "how many rows for laundry" when it was answered with money. */
export function countedRowsWording(question: string, answer: Answer): string | undefined {
  if (answer.refused || answer.kind === 'count') return undefined;
  const m = COUNTED_ROWS.exec(plainQuestion(question));
  // the rows are the things: any figure but a count column's ("Orders", "Qty") added them up
  const f = answer.figures[0];
  if (!m || !f || COUNT_LABEL.test(f.label)) return undefined;
  return `how many rows for ${m[1]}`;
}

/** A "how many <things>" (not "how many dollars") is never answered with a money figure. */
export function moneyForCountReason(question: string, answer: Answer): string | undefined {
  const q = plainQuestion(question);
  if (answer.refused || answer.kind === 'count' || !/^how many\b/.test(q)) return undefined;
  if (MONEY_UNITS.test(q) || /\b(?:money|cash)\b/.test(q)) return undefined;
  if (!moneyFigure(answer)) return undefined;
  // "how many employees …" answered from an Employees column counts them
  const thing = /^how many ([a-z]+)/.exec(q)![1]!.replace(/e?s$/, '');
  if (thing.length > 2 && answer.figures[0]!.label.toLowerCase().includes(thing)) return undefined;
  return `the question asks how many, and the figure I found, ${answer.figures[0]!.label}, is an amount of money, not a count`;
}

function moneyFigure(answer: Answer): boolean {
  const f = answer.figures[0];
  if (!f || COUNT_LABEL.test(f.label)) return false;
  return MONEY_LABEL.test(f.label) || /[$€£¥₱₹₫₩]|\b[A-Z]{3}\b/.test(f.display);
}
