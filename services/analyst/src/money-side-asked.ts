/**
 * After pass 52: money in asked of a sheet that holds only money out, or the other way round.
 * "How much did I earn from tuning" on a mileage and expenses log added the Tuning rows' claims;
 * "how much did we spend on vet bills" on a donations tracker added the gifts to the Vet fund.
 * A sheet says its side in its name, title, notes and headers; when it names only one side and
 * the question asks only the other, the answer is refused.
 */
import type { Answer } from './answer-types';
import { cellText } from './cell-figures';
import type { Workbook } from './model';
import { normalizeText } from './text';

const ASKS_IN =
  /\b(earn|earns|earned|earnt|earning|earnings|income|revenue|revenues|takings|turnover|brought in|bring in|brings in)\b/;
const ASKS_OUT = /\b(spend|spends|spent|spending|expenses?|expenditure|bills|outgoings)\b/;
const SAYS_OUT =
  /\b(expenses?|expenditure|mileage|costs?|spend|spending|purchases?|bills|petty cash|outgoings|payments made)\b/;
const SAYS_IN =
  /\b(income|sales|revenue|takings|turnover|donations?|gifts?|fees|invoiced|invoices|earnings|bookings|sold)\b/;

function sheetText(wb: Workbook, sheet: string): string | undefined {
  const s = wb.sheets.find((x) => x.name === sheet);
  if (!s) return undefined;
  return normalizeText(
    [
      s.name,
      ...(s.notes ?? []),
      ...s.tables.flatMap((t) => [
        t.title ?? '',
        ...(t.notes ?? []),
        ...t.columns.map((c) => c.label),
        // a statement's lines say its sides too ("Sales" and "Rent" on one P&L)
        ...(t.layout === 'wide' ? t.rows.map((r) => cellText(r.cells[0]) ?? '') : []),
      ]),
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
  const q = normalizeText(question);
  const asksIn = ASKS_IN.test(q);
  const asksOut = ASKS_OUT.test(q);
  if (asksIn === asksOut) return undefined;
  const text = sheetText(wb, fig.source.sheet);
  if (!text) return undefined;
  const saysIn = SAYS_IN.test(text);
  const saysOut = SAYS_OUT.test(text);
  if (asksIn && saysOut && !saysIn)
    return `sheet '${fig.source.sheet}' records money going out (costs and claims) and no income, so it cannot say what was earned`;
  if (asksOut && saysIn && !saysOut)
    return `sheet '${fig.source.sheet}' records money coming in and no spending, so it cannot say what was spent`;
  return undefined;
}
