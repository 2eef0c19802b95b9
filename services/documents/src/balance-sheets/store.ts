/**
 * Balance sheet versions in the database. Saving never overwrites: each save is a new
 * version (its rows with it, in one transaction), so a company keeps its history.
 */
import { and, balanceSheetRows, balanceSheets, desc, eq } from '@fina/db';
import type { Db, InferSelectModel } from '@fina/db';
import type { BalanceSheetRows } from '@fina/contract';
import type { BalanceSheetFigures } from '@fina/finance';
import type { StoredRow } from './row-columns';
import { toStoredRows } from './row-columns';

export type BalanceSheetRecord = InferSelectModel<typeof balanceSheets>;

/** How many versions a read lists (newest first). */
export const VERSION_LIST_LIMIT = 100;

export interface NewVersion {
  companyId: string;
  userId: string;
  date: string;
  cashOnHand: string;
  rows: BalanceSheetRows;
  figures: BalanceSheetFigures;
}

export async function saveVersion(db: Db, version: NewVersion): Promise<string> {
  const { figures } = version;
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(balanceSheets)
      .values({
        companyId: version.companyId,
        createdBy: version.userId,
        balanceDate: version.date,
        currency: figures.currency,
        cashOnHand: version.cashOnHand,
        totalAssets: figures.assets.total.amount,
        totalLiabilities: figures.liabilities.total.amount,
        ownerInvestment: figures.equity.owner_investment.amount,
        retainedEarnings: figures.equity.retained_earnings.amount,
        totalEquity: figures.equity.total.amount,
      })
      .returning({ id: balanceSheets.id });
    if (!saved) throw new Error('The balance sheet was not saved.');
    const rows = toStoredRows(version.rows);
    if (rows.length > 0) {
      await tx
        .insert(balanceSheetRows)
        .values(rows.map((row) => ({ ...row, balanceSheetId: saved.id })));
    }
    return saved.id;
  });
}

/** The company's latest version, or the one asked for; undefined when there is none. */
export async function findVersion(
  db: Db,
  companyId: string,
  versionId?: string,
): Promise<BalanceSheetRecord | undefined> {
  const [record] = await db
    .select()
    .from(balanceSheets)
    .where(
      versionId
        ? and(eq(balanceSheets.companyId, companyId), eq(balanceSheets.id, versionId))
        : eq(balanceSheets.companyId, companyId),
    )
    .orderBy(desc(balanceSheets.createdAt), desc(balanceSheets.id))
    .limit(1);
  return record;
}

export async function versionRows(db: Db, balanceSheetId: string): Promise<StoredRow[]> {
  return db
    .select({
      kind: balanceSheetRows.kind,
      position: balanceSheetRows.position,
      name: balanceSheetRows.name,
      detail: balanceSheetRows.detail,
      amount: balanceSheetRows.amount,
      quantity: balanceSheetRows.quantity,
      years: balanceSheetRows.years,
      lifeYears: balanceSheetRows.lifeYears,
    })
    .from(balanceSheetRows)
    .where(eq(balanceSheetRows.balanceSheetId, balanceSheetId));
}

export async function listVersions(db: Db, companyId: string) {
  return db
    .select({
      id: balanceSheets.id,
      date: balanceSheets.balanceDate,
      savedAt: balanceSheets.createdAt,
    })
    .from(balanceSheets)
    .where(eq(balanceSheets.companyId, companyId))
    .orderBy(desc(balanceSheets.createdAt), desc(balanceSheets.id))
    .limit(VERSION_LIST_LIMIT);
}
