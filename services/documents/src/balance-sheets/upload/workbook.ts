/**
 * An uploaded balance-sheet .xlsx → its sheets as rows of cell values, after the shared
 * upload guard (uploads/workbook-guard.ts). Only the first rows are read.
 */
import * as XLSX from '@e965/xlsx';
import { MESSAGES } from '@fina/contract';
import { badRequest } from '@fina/service-kit';
import { guardWorkbook } from '../../uploads/workbook-guard';

/** A balance sheet is small: these limits leave a wide margin. */
export const WORKBOOK_LIMITS = {
  maxParts: 2_000,
  maxUncompressedBytes: 40 * 1024 * 1024,
  maxCompressionRatio: 150,
  maxSheets: 60,
  maxRows: 2_000,
  maxColumns: 30,
};

export type CellValue = string | number | boolean | null;

export interface SheetRows {
  name: string;
  /** Row i is the sheet's row i + 1; each row holds the first maxColumns cells. */
  rows: CellValue[][];
}

const invalidFormat = () => badRequest(MESSAGES.invalidFileFormat, 'file');

function cellValue(cell: XLSX.CellObject | undefined): CellValue {
  if (!cell) return null;
  switch (cell.t) {
    case 'n':
      return typeof cell.v === 'number' && Number.isFinite(cell.v) ? cell.v : null;
    case 's':
      return typeof cell.v === 'string' ? cell.v : null;
    case 'b':
      return Boolean(cell.v);
    case 'd':
      // cellDates is off: dates arrive as serial numbers ('n'); keep text if one slips through.
      return cell.w ?? null;
    default:
      return null;
  }
}

/** The workbook's sheets, as rows of values (dates are Excel serial numbers). */
export function readWorkbook(data: Uint8Array): SheetRows[] {
  const stored = guardWorkbook(data, WORKBOOK_LIMITS);
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(stored, {
      type: 'buffer',
      dense: true,
      sheetRows: WORKBOOK_LIMITS.maxRows,
      cellDates: false,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      bookVBA: false,
    });
  } catch {
    throw invalidFormat();
  }
  if (book.SheetNames.length === 0) throw invalidFormat();
  if (book.SheetNames.length > WORKBOOK_LIMITS.maxSheets) {
    throw badRequest(
      `This workbook has too many sheets (limit ${WORKBOOK_LIMITS.maxSheets}).`,
      'file',
    );
  }
  return book.SheetNames.map((name) => {
    const sheet = book.Sheets[name];
    const rows: CellValue[][] = [];
    const dense = (sheet as { '!data'?: (XLSX.CellObject | undefined)[][] } | undefined)?.['!data'];
    (dense ?? []).forEach((cells, index) => {
      if (!cells || index >= WORKBOOK_LIMITS.maxRows) return;
      rows[index] = cells.slice(0, WORKBOOK_LIMITS.maxColumns).map(cellValue);
    });
    for (let i = 0; i < rows.length; i += 1) rows[i] ??= [];
    return { name, rows };
  });
}
