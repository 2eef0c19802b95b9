/**
 * After pass 52: money in asked of a sheet that holds only money out, or the other way round.
 * "How much did I earn from tuning" on a mileage and expenses log added the Tuning rows' claims;
 * "how much did we spend on vet bills" on a donations tracker added the gifts to the Vet fund.
 * A sheet says its side in its name, title and notes; when they name only one side and the
 * question asks only the other, the answer is refused.
 */
import type { Answer } from './answer-types';
import type { Workbook } from './model';
import { MONTH_RANK_WORDING } from './month-rank-words';
import { normalizeText } from './text';

const ASKS_IN =
  /\b(earn|earns|earned|earnt|earning|earnings|income|revenue|revenues|takings|turnover|brought in|bring in|brings in)\b/;
/** the business's own spending: "how much did we spend on vet bills", "our expenses" */
const ASKS_OUT =
  /\b(?:we|i) (?:spend|spent|paid out)\b|\bspen[dt] on\b|\bspending on\b|\b(?:our|my) (?:expenses|spending|costs|outgoings|bills)\b|\boutgoings\b/;
/** a customer's spend is money in ("how much did Summit Towing spend with us") */
const CUSTOMER_SPEND = /\bwith us\b|\bspend per\b|\bper (?:car|customer|visit|head|guest)\b/;
/** "cost of revenue", "cost of sales" are costs, whatever their last word */
const COST_OF = /\bcosts? of (?:revenues?|sales|goods sold|turnover)\b/g;
const SAYS_OUT =
  /\b(expenses?|expenditure|mileage|costs?|spend|spending|purchases?|bills|petty cash|outgoings|payments made)\b/;
const SAYS_IN =
  /\b(income|sales|revenue|takings|turnover|donations?|gifts?|fees|invoiced|invoices|earnings|bookings|sold)\b/;

/**
 * What the sheet says it is, in its own name, titles and notes outside the tables. Column
 * labels and cells are left out: a job list's "Total cost" or a price list's "Unit cost" names
 * one side of a sheet that holds both.
 */
/** statements, budgets, ledgers and bank sheets hold money both ways, whatever else they say */
const BOTH_SIDES =
  /\b(profit|loss|p ?& ?l|p and l|income statement|statement of|cash ?flow|budget|forecast|ledger|cash ?book|bank|accounts?|balance|variance|surplus|deficit)\b/;

function sheetText(wb: Workbook, sheet: string): string | undefined {
  const s = wb.sheets.find((x) => x.name === sheet);
  if (!s) return undefined;
  return normalizeText(
    [
      s.name,
      ...(s.notes ?? []),
      ...s.tables.flatMap((t) => [t.title ?? '', ...(t.notes ?? [])]),
    ].join(' | '),
  );
}

export function moneySideReason(
  wb: Workbook,
  question: string,
  answer: Answer,
): string | undefined {
  const fig = answer.figures[0];
  if (answer.refused || !fig) return undefined;
  const q = normalizeText(question).replace(COST_OF, 'costs');
  const asksIn = ASKS_IN.test(q);
  const asksOut = ASKS_OUT.test(q) && !CUSTOMER_SPEND.test(q);
  if (asksIn === asksOut) return undefined;
  // "which month did we spend the least" is month-rank-words' own wording of "cheapest month"
  if (MONTH_RANK_WORDING.test(q)) return undefined;
  // the figure's own label names the side asked ("Materials ÷ Total cost"): the sheet holds it
  const label = normalizeText(fig.label);
  if ((asksIn && SAYS_IN.test(label)) || (asksOut && SAYS_OUT.test(label))) return undefined;
  const text = sheetText(wb, fig.source.sheet);
  if (!text) return undefined;
  if (BOTH_SIDES.test(text)) return undefined;
  const saysIn = SAYS_IN.test(text);
  const saysOut = SAYS_OUT.test(text);
  if (asksIn && saysOut && !saysIn)
    return `sheet '${fig.source.sheet}' records money going out (costs and claims) and no income, so it cannot say what was earned`;
  if (asksOut && saysIn && !saysOut)
    return `sheet '${fig.source.sheet}' records money coming in and no spending, so it cannot say what was spent`;
  return undefined;
}
