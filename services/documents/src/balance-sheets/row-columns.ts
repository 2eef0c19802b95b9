/**
 * The spec's row fields ↔ the columns of balance_sheet_rows (see the table's comment in
 * services/db/src/schema/balance-sheets.ts): one map, used to store and to read back.
 */
import { BALANCE_SHEET_ROW_LISTS, balanceSheetRowSchemas } from '@fina/contract';
import type { BalanceSheetRowList, BalanceSheetRows } from '@fina/contract';

interface ColumnMap {
  name: string;
  detail?: string;
  amount: string;
  quantity?: string;
  years?: string;
  lifeYears?: string;
}

export const ROW_COLUMNS: Record<BalanceSheetRowList, ColumnMap> = {
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

export interface StoredRow {
  kind: BalanceSheetRowList;
  position: number;
  name: string;
  detail: string;
  amount: string;
  quantity: string | null;
  years: string | null;
  lifeYears: string | null;
}

/** Postgres numeric text without its padding: "1200.500000" → "1200.5", "7.000000" → "7". */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

const blankToNull = (value: string | undefined): string | null =>
  value === undefined || value === '' ? null : value;

/** Every row of every list, as stored. */
export function toStoredRows(rows: BalanceSheetRows): StoredRow[] {
  return BALANCE_SHEET_ROW_LISTS.flatMap((kind) => {
    const map = ROW_COLUMNS[kind];
    return (rows[kind] as Record<string, string>[]).map((row, position) => ({
      kind,
      position,
      name: row[map.name] ?? '',
      detail: map.detail ? (row[map.detail] ?? '') : '',
      amount: row[map.amount] ?? '0',
      quantity: map.quantity ? blankToNull(row[map.quantity]) : null,
      years: map.years ? blankToNull(row[map.years]) : null,
      lifeYears: map.lifeYears ? blankToNull(row[map.lifeYears]) : null,
    }));
  });
}

/** Stored rows (any order) → the spec's row lists, each in its saved order. */
export function fromStoredRows(stored: readonly StoredRow[]): BalanceSheetRows {
  const sorted = [...stored].sort((a, b) => a.position - b.position);
  const lists = Object.fromEntries(
    BALANCE_SHEET_ROW_LISTS.map((kind) => {
      const map = ROW_COLUMNS[kind];
      const rows = sorted
        .filter((row) => row.kind === kind)
        .map((row) => {
          const out: Record<string, string> = {
            [map.name]: row.name,
            [map.amount]: trimDecimal(row.amount),
          };
          if (map.detail) out[map.detail] = row.detail;
          if (map.quantity)
            out[map.quantity] = row.quantity === null ? '' : trimDecimal(row.quantity);
          if (map.years) out[map.years] = row.years === null ? '' : trimDecimal(row.years);
          if (map.lifeYears)
            out[map.lifeYears] = row.lifeYears === null ? '' : trimDecimal(row.lifeYears);
          return out;
        });
      return [kind, balanceSheetRowSchemas[kind].array().parse(rows)];
    }),
  );
  return lists as BalanceSheetRows;
}
