/**
 * Shared pieces of blind-38: the blind kit (eval/blind-kit/lib.ts: the question/expectation
 * shape, month names, money helpers in integer cents) with its seeded random source bound to
 * this set's SEED; the kit also holds the checks and generators every set uses (uniqueness of
 * best / most / least, places of a month, cents from a random source). Below: this set's own.
 */
import type ExcelJS from 'exceljs';
import { rngFor } from '../blind-kit/lib';

export * from '../blind-kit/lib';

export const SEED = 38381;

/** mulberry32, seeded per book so books stay stable when another is edited. */
export const rng = rngFor(SEED);

/** Sets a number format on columns (1-based) of a sheet. */
export function formatCols(ws: ExcelJS.Worksheet, cols: number[], fmt: string): void {
  for (const c of cols) ws.getColumn(c).numFmt = fmt;
}

/** Sets column widths (1-based, from column 1). */
export function widths(ws: ExcelJS.Worksheet, ws_: number[]): void {
  ws_.forEach((w, i) => (ws.getColumn(i + 1).width = w));
}

/** Bolds a row. */
export function bold(ws: ExcelJS.Worksheet, row: number): void {
  ws.getRow(row).font = { bold: true };
}
