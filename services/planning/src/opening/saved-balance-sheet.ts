/**
 * The company's latest saved balance sheet (the prepare wizard's or an upload's, kept by the
 * documents package in balance_sheets / balance_sheet_rows) as the engine's opening position.
 * Read here straight from the tables: the documents package exports only its plugin.
 */
import { balanceSheetRows, balanceSheets, desc, eq } from '@fina/db';
import type { Db } from '@fina/db';
import type { BalanceSheetInput } from '@fina/finance';

/** The spec's row fields ↔ the stored columns (as services/db/src/schema/balance-sheets.ts). */
const COLUMNS: Record<
  string,
  {
    name: string;
    detail?: string;
    amount: string;
    quantity?: string;
    years?: string;
    lifeYears?: string;
  }
> = {
  cib_rows: { name: 'nameOfBank', amount: 'amount' },
  client_rows: { name: 'name', amount: 'amount' },
  inventory_rows: { name: 'productName', amount: 'costPerItem', quantity: 'numberOfItems' },
  cash_advance_rows: { name: 'typeOfDeposit', detail: 'paidToWhom', amount: 'amount' },
  loan_rows: { name: 'typeOfLoan', detail: 'loanedTo', amount: 'amount' },
  other_asset_rows: { name: 'nameOfAsset', amount: 'amount' },
  building_rows: { name: 'type', amount: 'cost', years: 'numberOfYears', lifeYears: 'usefulLife' },
  supplier_rows: { name: 'nameOfSupplier', amount: 'amount' },
  other_loan_rows: { name: 'typeOfLoan', detail: 'lender', amount: 'amount' },
  investment_rows: { name: 'name', detail: 'typeOfInvestment', amount: 'amount' },
};

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
    const map = COLUMNS[row.kind];
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
