/**
 * An uploaded statements workbook → its sheets as a grid of cell values, read through the one
 * gate for untrusted workbooks (`@fina/workbook-gate`: size, zip directory, declared dimensions,
 * rows, columns, cells and time, in a bounded worker). A statement is small: only a window of
 * rows and columns is kept, with a wide margin.
 */
import { HttpError } from '@fina/service-kit';
import { PLANNING_UPLOAD_MAX_BYTES } from '@fina/contract';
import { WorkbookError, readWorkbookGrid, retryAfterHeaders } from '@fina/workbook-gate';
import type { GridValue } from '@fina/workbook-gate';

export type { GridValue };
export { cellAddress } from '@fina/workbook-gate';

export interface GridSheet {
  name: string;
  rows: GridValue[][];
}

export const STATEMENT_WINDOW = { maxSheets: 30, rows: 1_000, columns: 40 };

/** The workbook's sheets, or the gate's 400 / 413 / 422 / 503 naming `field`. */
export async function readStatementGrid(data: Uint8Array, field: string): Promise<GridSheet[]> {
  try {
    const grid = await readWorkbookGrid(data, {
      maxFileBytes: PLANNING_UPLOAD_MAX_BYTES,
      maxSheets: STATEMENT_WINDOW.maxSheets,
      windowRows: STATEMENT_WINDOW.rows,
      windowColumns: STATEMENT_WINDOW.columns,
    });
    return grid.sheets.map((sheet) => ({ name: sheet.name, rows: sheet.rows }));
  } catch (error) {
    if (error instanceof WorkbookError) {
      throw new HttpError(error.statusCode, error.message, {
        field,
        headers: retryAfterHeaders(error),
      });
    }
    throw error;
  }
}
