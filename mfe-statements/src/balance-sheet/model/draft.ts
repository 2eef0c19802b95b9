/**
 * The balance sheet as a form holds it: every value is text (amounts stay exact decimals,
 * never floats), one list per table. The wizard, the edit form and the upload review all
 * edit this one shape.
 */
import {
  BALANCE_SHEET_ROW_LISTS,
  BALANCE_SHEET_TABLES,
  decodeBalanceSheetRows,
} from '@fina/contract';
import type {
  BalanceSheetRead,
  BalanceSheetRowList,
  BalanceSheetRows,
  BalanceSheetTable,
  BalanceSheetUploadResult,
} from '@fina/contract';

export type DraftRow = Record<string, string>;

export interface BalanceSheetDraft {
  /** '' until a company is chosen. */
  company_id: string;
  /** YYYY-MM-DD, or '' */
  date: string;
  cash_on_hand: string;
  rows: Record<BalanceSheetRowList, DraftRow[]>;
}

export function tableOf(list: BalanceSheetRowList): BalanceSheetTable {
  const table = BALANCE_SHEET_TABLES.find((t) => t.list === list);
  if (!table) throw new Error(`Unknown table ${list}`);
  return table;
}

export function emptyRow(list: BalanceSheetRowList): DraftRow {
  return Object.fromEntries(tableOf(list).columns.map((column) => [column.key, '']));
}

/** A new balance sheet: each table starts with one empty row to fill in. */
export function emptyDraft(companyId: string): BalanceSheetDraft {
  return {
    company_id: companyId,
    date: '',
    cash_on_hand: '',
    rows: Object.fromEntries(
      BALANCE_SHEET_ROW_LISTS.map((list) => [list, [emptyRow(list)]]),
    ) as BalanceSheetDraft['rows'],
  };
}

function fromRows(rows: BalanceSheetRows): BalanceSheetDraft['rows'] {
  return Object.fromEntries(
    BALANCE_SHEET_ROW_LISTS.map((list) => {
      const filled = (rows[list] as DraftRow[]).map((row) => ({ ...emptyRow(list), ...row }));
      return [list, filled.length ? filled : [emptyRow(list)]];
    }),
  ) as BalanceSheetDraft['rows'];
}

/** A saved version, ready to edit and save again (as a new version). */
export function draftFromRead(read: BalanceSheetRead): BalanceSheetDraft {
  return {
    company_id: read.company_id,
    date: read.date,
    cash_on_hand: read.cash_on_hand,
    rows: fromRows(decodeBalanceSheetRows(read)),
  };
}

/** What an uploaded workbook held, ready to review and save. */
export function draftFromUpload(
  result: BalanceSheetUploadResult,
  companyId: string,
): BalanceSheetDraft {
  return {
    company_id: companyId,
    date: result.date,
    cash_on_hand: result.cash_on_hand,
    rows: fromRows(result.rows),
  };
}

export const isBlankRow = (row: DraftRow): boolean =>
  Object.values(row).every((value) => value.trim() === '');

/**
 * The rows that count: blank rows (an 'Add Row' never filled in) are left out. `indexes`
 * maps each kept row back to its place in the form, so messages point at the right row.
 */
export function keptRows(rows: readonly DraftRow[]): { rows: DraftRow[]; indexes: number[] } {
  const kept: DraftRow[] = [];
  const indexes: number[] = [];
  rows.forEach((row, index) => {
    if (isBlankRow(row)) return;
    kept.push(row);
    indexes.push(index);
  });
  return { rows: kept, indexes };
}

/** The draft as the calls and the engine take it: row lists without blank rows. */
export function submissionOf(draft: BalanceSheetDraft) {
  const lists = Object.fromEntries(
    BALANCE_SHEET_ROW_LISTS.map((list) => [list, keptRows(draft.rows[list]).rows]),
  ) as Record<BalanceSheetRowList, DraftRow[]>;
  return {
    company_id: draft.company_id,
    date: draft.date.trim(),
    cash_on_hand: draft.cash_on_hand.trim(),
    ...lists,
  };
}
