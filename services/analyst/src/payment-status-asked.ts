/**
 * Issue 13, after blind-36/38: "has Zephyr paid their invoice" on a timesheet answered with
 * Zephyr's billed hours in rupees, and "have we paid Harbour Seafood's invoices" on a purchase
 * order log with the orders' total. Whether something was paid is a yes or no that only a sheet
 * keeping payments can give: a paid / payment / due / outstanding column, or a status whose
 * values say paid, unpaid or overdue. Asked of a sheet that keeps none, the figure is refused,
 * saying what the sheet does keep.
 */
import type { Answer } from './answer-types';
import { cellText } from './cell-figures';
import type { Workbook } from './model';
import { plainQuestion } from './text';

const PAID_ASKED =
  /^(?:has|have|did|is|are|was|were)\b.*\b(?:paid|settled|payed|cleared)\b|\b(?:paid|settled) (?:their|the|our|his|her|its|all|any) (?:invoices?|bills?|accounts?)\b|\b(?:invoices?|bills?) (?:been )?(?:paid|settled)\b/;
const KEEPS_PAYMENT_COLUMN =
  /\b(?:paid|payments?|settled|outstanding|owing|owed|due|unpaid|overdue|receipts?|remittance|balance|deposit)\b/i;
// a status cell: "Paid", "Part-paid", "Overdue", "Due 14 Dec"; never an activity that holds
// the word ("Due diligence review", blind-41)
const PAID_VALUE =
  /^(?:(?:not|part|partly|partially)[- ])?(?:paid|unpaid|part[- ]?paid|overdue|settled|outstanding)\b|^due$|^due (?:on|by|date|\d)/i;

export function paymentStatusReason(
  wb: Workbook,
  question: string,
  answer: Answer,
): string | undefined {
  if (answer.refused || !answer.figures.length) return undefined;
  if (!PAID_ASKED.test(plainQuestion(question))) return undefined;
  const sheet = wb.sheets.find((s) => s.name === answer.figures[0]!.source.sheet);
  if (!sheet) return undefined;
  const keeps = sheet.tables.some(
    (t) =>
      KEEPS_PAYMENT_COLUMN.test(`${t.title ?? ''} ${t.columns.map((c) => c.label).join(' | ')}`) ||
      t.columns.some(
        (c, i) =>
          c.type === 'text' &&
          t.rows.some((r) => r.kind === 'data' && PAID_VALUE.test(cellText(r.cells[i]) ?? '')),
      ),
  );
  if (keeps) return undefined;
  return `sheet '${sheet.name}' keeps no payments (no paid, due or outstanding column, no status saying paid), so it cannot say whether anything was paid`;
}
