/** A statement kept in a workbook: the sheet's rows go through the same table reader as CSV. */
import { BANK_STATEMENT_MAX_LINES, LEDGER_UPLOAD_MAX_BYTES } from '@fina/contract';
import { pickSheet, readWorkbookSheets } from '../../uploads/workbook';
import { readTable } from './tabular';
import type { ReadOptions, ReadStatement } from './types';

export async function readXlsxStatement(
  bytes: Uint8Array,
  options: ReadOptions,
): Promise<ReadStatement> {
  const sheets = await readWorkbookSheets(bytes, {
    maxFileBytes: LEDGER_UPLOAD_MAX_BYTES,
    maxRowsPerSheet: BANK_STATEMENT_MAX_LINES + 100,
  });
  const sheet = pickSheet(sheets, options.mapping?.sheet);
  const statement = readTable(
    { format: 'xlsx', encoding: 'xlsx', delimiter: null, rows: sheet.rows },
    options,
  );
  return statement.mapping && !statement.mapping.sheet && sheets.length > 1
    ? { ...statement, mapping: { ...statement.mapping, sheet: sheet.name } }
    : statement;
}
