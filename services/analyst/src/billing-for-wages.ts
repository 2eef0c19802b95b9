/**
 * After blind-42: "what did we pay the staff in november" on an agency's timesheet (`Staff |
 * Client | Project | Hours | Billable | Rate | Amount`) added the Amount column: what clients
 * are billed, never what staff are paid. Wages asked of a sheet whose money is billed to
 * clients (a Client or Billable column beside it, no pay column) are refused.
 */
import type { Answer } from './answer-types';
import type { Workbook } from './model';
import { plainQuestion } from './text';

const WAGES_ASKED =
  /\b(?:pay|paid|paying) (?:the |our |all )?(?:staff|team|employees|people|workers|crew)\b|\b(?:wages?|salar(?:y|ies)|payroll|wage bill|staff costs?)\b/;
const PAY_COLUMN = /\b(pay|wages?|salar(?:y|ies)|gross|net pay|earnings|staff costs?|labou?r)\b/i;
const BILLED_TO = /^(client|customer|billable|billable\?|matter|job)\b/i;

export function billingForWagesReason(
  wb: Workbook,
  question: string,
  answer: Answer,
): string | undefined {
  if (answer.refused || !WAGES_ASKED.test(plainQuestion(question))) return undefined;
  const fig = answer.figures[0];
  if (!fig || PAY_COLUMN.test(fig.label)) return undefined;
  const sheet = wb.sheets.find((s) => s.name === fig.source.sheet);
  const billed = sheet?.tables.some(
    (t) =>
      t.columns.some((c) => BILLED_TO.test(c.label.trim())) &&
      !t.columns.some((c) => PAY_COLUMN.test(c.label)),
  );
  if (!billed) return undefined;
  return `the figure I found (${fig.label}) is what clients are billed on sheet '${fig.source.sheet}', not what staff are paid; the sheet keeps no wages`;
}
