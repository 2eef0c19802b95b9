/**
 * Every .xlsx upload of the ledger (bank statements, sales workbooks) goes through the one
 * workbook gate (services/workbook-gate): size, zip-bomb and row checks, read in a pooled worker.
 * Cells come back as text for the table readers (dates as ISO text, numbers as written).
 */
import type { GridValue, IngestLimits } from '@fina/workbook-gate';
import { WorkbookError, readWorkbookGrid } from '@fina/workbook-gate';
import { HttpError, badRequest } from '@fina/service-kit';

export interface TextSheet {
  name: string;
  rows: string[][];
}

/** A zip holding xl/workbook.xml: an .xlsx, whatever its name. */
export function isXlsx(bytes: Uint8Array): boolean {
  if (!(bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04)) {
    return false;
  }
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes('xl/workbook');
}

function cellText(value: GridValue | undefined): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'number' ? String(value) : value;
}

/** The visible sheets of a workbook as text cells; the gate's refusals become HTTP errors. */
export async function readWorkbookSheets(
  bytes: Uint8Array,
  limits: Partial<IngestLimits>,
): Promise<TextSheet[]> {
  try {
    const grid = await readWorkbookGrid(bytes, { maxColumnsPerSheet: 60, ...limits });
    return grid.sheets
      .filter((sheet) => !sheet.hidden)
      .map((sheet) => ({ name: sheet.name, rows: sheet.rows.map((row) => row.map(cellText)) }));
  } catch (error) {
    if (error instanceof WorkbookError) {
      const headers = error.retryAfterSeconds
        ? { 'retry-after': String(error.retryAfterSeconds) }
        : undefined;
      throw new HttpError(error.statusCode, error.message, {
        field: 'file',
        ...(headers ? { headers } : {}),
      });
    }
    throw error;
  }
}

/** The sheet named (400 when missing), else the first one holding any cell. */
export function pickSheet(sheets: readonly TextSheet[], name: string | undefined): TextSheet {
  if (name) {
    const named = sheets.find((sheet) => sheet.name === name);
    if (!named) throw badRequest(`The workbook has no sheet "${name}".`, 'mapping.sheet');
    return named;
  }
  const filled = sheets.find((sheet) => sheet.rows.some((row) => row.some((cell) => cell !== '')));
  if (!filled) throw badRequest('The workbook is empty.', 'file');
  return filled;
}
