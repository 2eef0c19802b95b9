/**
 * Small helpers the blind sets' books share (blind-44 on): expectation builders, sheet styling,
 * day spellings and thresholds. Figures are still computed by each book from its own data in
 * integer cents.
 */
import type ExcelJS from 'exceljs';
import { dayPlaces, type BlindExpect } from './lib';

/** A figure expectation: any one of the decimal texts is right. */
export const val = (
  value: string | string[],
  means: string,
  more: Partial<BlindExpect> = {},
): BlindExpect => ({
  value: Array.isArray(value) ? [...new Set(value)] : value,
  means,
  ...more,
});

/** A place expectation: any one spelling is right. */
export const at = (places: string | string[], means: string): BlindExpect => ({
  at: Array.isArray(places) ? [...new Set(places)] : places,
  means,
});

/** A refusal expectation. */
export const refuse = (means: string): BlindExpect => ({ refuse: true, means });

/** The usual spellings of a date's day. */
export const dayOf = (d: Date): string[] =>
  dayPlaces(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());

/** A merged, bold title across columns 1..cols of a row. */
export function title(ws: ExcelJS.Worksheet, row: number, text: string, cols: number): void {
  ws.mergeCells(row, 1, row, cols);
  const c = ws.getCell(row, 1);
  c.value = text;
  c.font = { bold: true, size: row === 1 ? 14 : 11 };
}

/** Bold the given rows. */
export function bold(ws: ExcelJS.Worksheet, ...rows: number[]): void {
  for (const r of rows) ws.getRow(r).font = { bold: true };
}

/** Number format for the given columns (1-based). */
export function fmt(ws: ExcelJS.Worksheet, cols: number[], numFmt: string): void {
  for (const c of cols) ws.getColumn(c).numFmt = numFmt;
}

/** Column widths. */
export function widths(ws: ExcelJS.Worksheet, ws2: number[]): void {
  ws2.forEach((w, i) => (ws.getColumn(i + 1).width = w));
}

/**
 * A round threshold (cents of whole units) strictly between the n-th and (n+1)-th largest
 * values when one exists (the book still counts from the threshold and checks no value is on it).
 */
export function between(xs: Array<bigint | number>, n: number): number {
  const s = xs.map((x) => Number(x)).sort((a, b) => b - a);
  const hi = s[n - 1]!;
  const lo = s[n]!;
  const mid = (hi + lo) / 2;
  for (const step of [100000000, 10000000, 1000000, 100000, 10000, 1000, 100]) {
    const t = Math.round(mid / step) * step;
    if (t > lo && t < hi) return t;
  }
  return Math.floor(mid / 100) * 100 + 50;
}

/** Thousands separators for a threshold in cents, as whole units in a question (1,234,567). */
export const th = (cents: number): string =>
  (cents / 100).toLocaleString('en-US', { maximumFractionDigits: 2 });
