/**
 * The company's latest saved balance sheet (the prepare wizard's or an upload's, kept by the
 * documents package in balance_sheets / balance_sheet_rows) as the engine's opening position.
 * Read here straight from the tables, with the documents package's own column map.
 */
import { balanceSheetRows, balanceSheets, desc, eq } from '@fina/db';
import type { Db } from '@fina/db';
import type { BalanceSheetInput } from '@fina/finance';
import { ROW_COLUMNS } from '@fina/documents';

export interface SavedBalanceSheet {
  id: string;
  date: string;
  input: BalanceSheetInput;
}

export async function latestSavedBalanceSheet(
  db: Db,
  companyId: string,
): Promise<SavedBalanceSheet | null> {
  const [sheet] = await db
    .select()
    .from(balanceSheets)
    .where(eq(balanceSheets.companyId, companyId))
    .orderBy(desc(balanceSheets.createdAt), desc(balanceSheets.id))
    .limit(1);
  if (!sheet) return null;
  const stored = await db
    .select()
    .from(balanceSheetRows)
    .where(eq(balanceSheetRows.balanceSheetId, sheet.id))
    .orderBy(balanceSheetRows.kind, balanceSheetRows.position);
  const lists: Record<string, Record<string, string>[]> = {};
  for (const row of stored) {
    const map = ROW_COLUMNS[row.kind];
    if (!map) continue;
    const out: Record<string, string> = { [map.name]: row.name, [map.amount]: row.amount };
    if (map.detail) out[map.detail] = row.detail;
    if (map.quantity) out[map.quantity] = row.quantity ?? '';
    if (map.years) out[map.years] = row.years ?? '';
    if (map.lifeYears) out[map.lifeYears] = row.lifeYears ?? '';
    (lists[row.kind] ??= []).push(out);
  }
  return {
    id: sheet.id,
    date: sheet.balanceDate,
    input: { date: sheet.balanceDate, cash_on_hand: sheet.cashOnHand, ...lists },
  };
}
