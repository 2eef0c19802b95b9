/**
 * Readers for one kind of table (a card statement, a till sheet, a sales log with returns as
 * negative lines, an aged invoice list, a supplier price comparison, a payroll register) look
 * for it the same way: a long table that the reader recognises. Two such tables make the
 * question ambiguous, so the reader then stays silent and the engine answers as it would anyway.
 */
import type { SheetInfo, Table, Workbook } from './model';

/** What `read` finds in the workbook's one long table it recognises, or undefined. */
export function oneLongTable<T>(
  wb: Workbook,
  read: (t: Table, sheet: SheetInfo) => T | undefined,
): T | undefined {
  const found: T[] = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'long') continue;
      const hit = read(t, s);
      if (hit !== undefined) found.push(hit);
    }
  return found.length === 1 ? found[0] : undefined;
}

/** The same, among the long tables with a date column. */
export function oneDatedLedger<T>(
  wb: Workbook,
  read: (t: Table, sheet: SheetInfo) => T | undefined,
): T | undefined {
  return oneLongTable(wb, (t, s) =>
    t.columns.some((c) => c.role === 'date') ? read(t, s) : undefined,
  );
}
