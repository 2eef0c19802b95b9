/**
 * Where recorded actuals come from: the one call site of @fina/ledger (its `monthlyActuals`:
 * invoices net of tax and shipping, recorded sales, recorded expenses and categorised bank
 * lines; and `bankNetSince`). Performance and the KPIs read actuals only through here.
 */
import type { Db } from '@fina/db';
import { bankNetSince, monthlyActuals } from '@fina/ledger';
import type { MonthActuals } from '@fina/ledger';

export type { MonthActuals };

export const ACTUALS_SOURCE = 'ledger' as const;

export function actualsByMonth(
  db: Db,
  companyId: string,
  fromMonth: string,
  toMonth: string,
): Promise<MonthActuals[]> {
  return monthlyActuals(db, companyId, fromMonth, toMonth);
}

/** Net money moved by bank lines dated after `date` (minor units). */
export function bankMovementAfter(db: Db, companyId: string, date: string): Promise<bigint> {
  return bankNetSince(db, companyId, date);
}
