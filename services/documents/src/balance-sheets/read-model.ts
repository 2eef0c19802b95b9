/**
 * A stored version → the GET answer: the spec's read fields (row lists as JSON text), the
 * statement recomputed by the engine from the stored rows (never the stored totals), the
 * `balanced` check and the company's versions.
 */
import { BALANCE_SHEET_ROW_LISTS } from '@fina/contract';
import type { BalanceSheetRead } from '@fina/contract';
import type { Currency } from '@fina/finance';
import { isCurrency } from '@fina/finance';
import type { Db } from '@fina/db';
import { fromStoredRows, trimDecimal } from './row-columns';
import type { BalanceSheetRecord } from './store';
import { listVersions, versionRows } from './store';
import { computeFigures } from './submission';

export function currencyOf(code: string): Currency {
  return isCurrency(code) ? code : 'USD';
}

export async function readBalanceSheet(
  db: Db,
  record: BalanceSheetRecord,
): Promise<BalanceSheetRead> {
  const rows = fromStoredRows(await versionRows(db, record.id));
  const cashOnHand = trimDecimal(record.cashOnHand);
  const statement = computeFigures(
    { date: record.balanceDate, cash_on_hand: cashOnHand, ...rows },
    currencyOf(record.currency),
  );
  const versions = await listVersions(db, record.companyId);
  const rowText = Object.fromEntries(
    BALANCE_SHEET_ROW_LISTS.map((key) => [key, JSON.stringify(rows[key])]),
  ) as Record<(typeof BALANCE_SHEET_ROW_LISTS)[number], string>;
  return {
    id: record.id,
    company_id: record.companyId,
    date: record.balanceDate,
    saved_at: record.createdAt.toISOString(),
    currency: statement.currency,
    cash_on_hand: cashOnHand,
    ...rowText,
    // The engine's lists are readonly; the answer's are plain arrays.
    statement: {
      ...statement,
      inventory_lines: [...statement.inventory_lines],
      property_lines: [...statement.property_lines],
    },
    balanced: statement.balances,
    versions: versions.map((v) => ({
      id: v.id,
      date: v.date,
      saved_at: v.savedAt.toISOString(),
    })),
  };
}
