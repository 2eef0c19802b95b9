/**
 * The plain, bounded grid every reader can use: per sheet, rows of values with their A1
 * addresses. Built in the worker from the raw sheets (read.ts), so its size follows the
 * cells the file really holds, never the dimension it declares.
 */
import { cellAddress } from './a1';
import type { IngestLimits } from './limits';
import { WorkbookError, formatCount, resolveLimits } from './limits';
import type { Merge, RawCell, RawSheet } from './read';
import { readRawWorkbook } from './read';

/** A cell's value: number, trimmed text (dates as ISO YYYY-MM-DD, booleans TRUE/FALSE), or null. */
export type GridValue = string | number | null;

/** A sheet as it crosses the worker boundary (plain data, structured-clone safe). */
export interface GridSheetData {
  name: string;
  hidden: boolean;
  /** rows[r][c], 0-based; each row ends at its last non-empty cell; blank rows are [] */
  rows: GridValue[][];
  merges: Merge[];
}

export interface GridSheet extends GridSheetData {
  /** 0-based row and column → 'B7' */
  address(r: number, c: number): string;
}

export interface WorkbookGridData {
  sheets: GridSheetData[];
  /** size of the uploaded file */
  bytes: number;
  /** non-empty cells over all sheets */
  cells: number;
}

export interface WorkbookGrid extends WorkbookGridData {
  sheets: GridSheet[];
}

function gridValue(cell: RawCell | undefined): GridValue {
  if (!cell) return null;
  if (cell.k === 'n') return cell.n;
  if (cell.k === 'd') return cell.d;
  return cell.s;
}

/**
 * Padding empty cells up to each row's last value costs memory too: a sheet with one cell in
 * column XFD on each of its rows would otherwise grow 16,384 slots a row. The slots are
 * budgeted at four per allowed cell.
 */
export function toGridData(
  sheets: RawSheet[],
  bytes: number,
  limits: Pick<IngestLimits, 'maxCells'>,
): WorkbookGridData {
  const maxSlots = Math.max(limits.maxCells * 4, 100_000);
  let slots = 0;
  let cells = 0;
  const out = sheets.map((sheet): GridSheetData => {
    const rows: GridValue[][] = [];
    for (let r = 0; r < sheet.rows.length; r += 1) {
      const src = sheet.rows[r];
      if (!src) {
        rows.push([]);
        continue;
      }
      slots += src.length;
      if (slots > maxSlots) {
        throw new WorkbookError(
          422,
          'too_many_cells',
          `This workbook's cells are spread over more than ${formatCount(maxSlots)} positions; remove the far-away cells and upload it again.`,
        );
      }
      const row: GridValue[] = new Array<GridValue>(src.length);
      for (let c = 0; c < src.length; c += 1) row[c] = gridValue(src[c]);
      rows.push(row);
    }
    cells += sheet.cellCount;
    return { name: sheet.name, hidden: sheet.hidden, rows, merges: sheet.merges };
  });
  return { sheets: out, bytes, cells };
}

/** In a worker (or any place already bounded): bytes → grid data, or a WorkbookError. */
export function readWorkbookGridSync(
  buffer: Uint8Array,
  options?: Partial<IngestLimits>,
): WorkbookGridData {
  const limits = resolveLimits(options);
  const raw = readRawWorkbook(buffer, limits);
  return toGridData(raw.sheets, raw.bytes, limits);
}

/** Adds `address(r, c)` to each sheet of grid data received from a worker. */
export function withAddresses(data: WorkbookGridData): WorkbookGrid {
  return {
    ...data,
    sheets: data.sheets.map((sheet) => ({ ...sheet, address: cellAddress })),
  };
}
