/**
 * An uploaded balance-sheet .xlsx → its sheets as rows of cell values, read through the
 * workbook gate (uploads/read-upload-grid.ts). Only the first rows and columns are read.
 */
import { MESSAGES } from '@fina/contract';
import { badRequest } from '@fina/service-kit';
import { readUploadGrid } from '../../uploads/read-upload-grid';

/** A balance sheet is small: these limits leave a wide margin. */
export const WORKBOOK_LIMITS = {
  maxUncompressedBytes: 40 * 1024 * 1024,
  maxCompressionRatio: 150,
  maxSheets: 60,
  /** read window: rows and columns beyond are ignored, not refused */
  maxRows: 2_000,
  maxColumns: 30,
};

/** Text (dates as ISO YYYY-MM-DD, TRUE/FALSE), a number, or null for an empty cell. */
export type CellValue = string | number | boolean | null;

export interface SheetRows {
  name: string;
  /** Row i is the sheet's row i + 1; each row holds the first maxColumns cells. */
  rows: CellValue[][];
}

/** The workbook's sheets, as rows of values. */
export async function readWorkbook(data: Uint8Array): Promise<SheetRows[]> {
  const grid = await readUploadGrid(
    data,
    {
      maxUncompressedBytes: WORKBOOK_LIMITS.maxUncompressedBytes,
      maxCompressionRatio: WORKBOOK_LIMITS.maxCompressionRatio,
      maxSheets: WORKBOOK_LIMITS.maxSheets,
      windowRows: WORKBOOK_LIMITS.maxRows,
      windowColumns: WORKBOOK_LIMITS.maxColumns,
    },
    { too_many_sheets: `This workbook has too many sheets (limit ${WORKBOOK_LIMITS.maxSheets}).` },
  );
  if (grid.sheets.length === 0) throw badRequest(MESSAGES.invalidFileFormat, 'file');
  return grid.sheets.map((sheet) => ({ name: sheet.name, rows: sheet.rows }));
}
