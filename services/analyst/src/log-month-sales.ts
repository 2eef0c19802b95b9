/**
 * Issue 13, pass 24 (W1): "sales in march" on a sales log whose money is headed Amount (no title,
 * real date cells) counted the month's rows (14). Owners mean the money: the Amount column added
 * over the month's rows. "How many sales in march" still counts rows (not matched here). Only on a
 * book with exactly one dated log of sales (log-money-words.ts `datedLog`).
 */
import type { Workbook } from './model';
import { datedLog } from './log-money-words';

const PERIOD =
  '((?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*(?: \\d{4})?|q[1-4](?: \\d{4})?)';
const ASKED = new RegExp(
  `^(?:what (?:were|was|are|is) )?(?:the |our )?(?:total )?(?:sales|takings|turnover) (in|for|during) ${PERIOD}\\??$`,
  'i',
);

export function logMonthSalesWording(wb: Workbook, question: string): string | undefined {
  const m = ASKED.exec(question.trim());
  if (!m) return undefined;
  const log = datedLog(wb);
  return log ? `total ${log.money} ${m[1]!.toLowerCase()} ${m[2]!.toLowerCase()}` : undefined;
}
