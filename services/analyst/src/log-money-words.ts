/**
 * Issue 13, pass 23 (W2): a bookings / sales log (Date | Ref | Customer | Tour | Guests | Price
 * / guest | Amount) names its money "Amount", and owners ask for "revenue", "sales" or "takings":
 * "total bookings revenue", "revenue from sunset paddles", "<tour> revenue in january", "average
 * sale", "average group size" were refused. On a book with exactly one dated log whose only
 * money column is headed Amount / Total / Value, and no column named revenue or sales, those
 * words are put as that column's header; "group / party size" as the head-count column.
 */
import type { Table, Workbook } from './model';

const MONEY_HEAD = /^(amount|total|value|net amount|sale amount|gross amount)\b/i;
const SALES_HEAD = /\b(revenue|sales?|takings|income|turnover)\b/i;
const HEADS_HEAD =
  /^(guests?|people|pax|persons?|party size|group size|head ?count|participants?)\b/i;
const BUYER_HEAD = /\b(customers?|clients?|guests?|buyers?|patients?|students?|members?)\b/i;
const PAYEE_HEAD =
  /\b(vendors?|payees?|suppliers?|merchants?|paid to|expenses?|categor(y|ies)|account)\b/i;
const MONTH = '(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*';
/** the owners' forms, whole questions only: anything else goes to the engine as asked */
const FORMS: Array<[RegExp, (money: string, m: RegExpExecArray) => string]> = [
  [
    /^(?:what (?:is|was|were) )?(?:the |our )?total (?:bookings?|orders?|sales) (?:revenue|takings|income)\??$/i,
    (money) => `total ${money}`,
  ],
  [/^(?:revenue|income|takings|sales) from (.+?)\??$/i, (money, m) => `${money} for ${m[1]}`],
  [
    new RegExp(`^(.+?) (?:revenue|income|takings) in (${MONTH})\\??$`, 'i'),
    (money, m) => `${money} for ${m[1]} in ${m[2]}`,
  ],
  [
    /^(?:what (?:is|was) )?(?:the |our )?(?:average|mean|typical) (?:sale|booking|order|transaction)(?: value| amount)?\??$/i,
    (money) => `average ${money}`,
  ],
];
const GROUP_SIZE =
  /^(?:what (?:is|was) )?(?:the |our )?(?:average|mean|typical) (?:group|party|booking) size\??$/i;

export function datedLog(
  wb: Workbook,
): { table: Table; money: string; heads?: string } | undefined {
  const found: Array<{ table: Table; money: string; heads?: string }> = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      if (table.layout !== 'long' || !table.columns.some((c) => c.role === 'date')) continue;
      const numeric = table.columns.filter((c) => c.type === 'number' || c.type === 'money');
      const money = numeric.filter((c) => MONEY_HEAD.test(c.label.trim()));
      if (money.length !== 1 || table.columns.some((c) => SALES_HEAD.test(c.label))) continue;
      // a log of sales names who bought; an expense log whom it paid
      if (!table.columns.some((c) => BUYER_HEAD.test(c.label))) continue;
      if (table.columns.some((c) => PAYEE_HEAD.test(c.label))) continue;
      const heads = numeric.filter((c) => HEADS_HEAD.test(c.label.trim()));
      found.push({
        table,
        money: money[0]!.label,
        ...(heads.length === 1 ? { heads: heads[0]!.label } : {}),
      });
    }
  return found.length === 1 ? found[0] : undefined;
}

export function logMoneyWording(wb: Workbook, question: string): string | undefined {
  const q = question.trim();
  const form = FORMS.map(([re, put]) => ({ m: re.exec(q), put })).find((f) => f.m);
  const group = GROUP_SIZE.test(q);
  if (!form && !group) return undefined;
  const log = datedLog(wb);
  if (!log) return undefined;
  if (group) return log.heads ? `average ${log.heads}` : undefined;
  return form!.put(log.money, form!.m!);
}
