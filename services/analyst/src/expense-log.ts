/**
 * Issue 13, pass 15 (M3): an expense log (Date | Description | Category | Amount) with
 * category subtotals and a Total. "How many bills did we pay" found no column named bills and
 * was refused; it is the count of the log's lines (subtotal, total and heading rows are not
 * lines, as the engine's count of entries already leaves them out; "over £200" is a limit on the
 * amount, never a period: left to the engine, blind-40). Only on a book of one long
 * table with one amount column, kept by date, whose sheet or title says it is spending.
 */
import type { Workbook } from './model';
import { viewsOf } from './view';

const ASKED =
  /^how many (bills|invoices|receipts|expenses|purchases|payments|costs)(?: (?:did|have|do) we (?:pay|paid|make|made|have|had|get|got|log|logged|record|recorded))?( (?:in|during|for|over) (?![$€£¥₹]?\d).+)?\??$/i;
const SPENDING = /\b(expenses?|spend(ing)?|costs?|bills?|purchases?|outgoings|expenditure)\b/i;

export function expenseLogWording(wb: Workbook, text: string): string {
  const m = ASKED.exec(text.trim());
  if (!m) return text;
  const views = viewsOf(wb);
  if (views.length !== 1) return text;
  const v = views[0]!;
  if (v.table.layout !== 'long' || v.dateCol === undefined || v.valueCols.length !== 1) return text;
  if (!SPENDING.test(`${v.table.title ?? ''} ${v.sheet.name}`)) return text;
  return `how many entries${m[2] ?? ''}`;
}
