/**
 * exceljs helpers for the blind books. Amounts are generated as integer cents and written as
 * cents / 100, so every expected figure is computed from the integers, never read back.
 */
import { MONTH_NAMES } from '@fina/contract/core';
import ExcelJS from 'exceljs';

export const PESO = '"₱"#,##0.00';
export const DOLLAR = '"$"#,##0.00;("$"#,##0.00)';
export const EURO = '#,##0.00 "€"';
export const PLAIN = '#,##0.00;(#,##0.00)';
export const THOUSANDS = '#,##0;(#,##0)';

/** The months, January first (the contract's list: public vocabulary, not the engine's). */
export const MONTHS = MONTH_NAMES;
export const MON = MONTHS.map((m) => m.slice(0, 3));

/** cents -> the number written in the cell */
export const cell = (cents: number | bigint): number => Number(cents) / 100;

/** a date at UTC midnight (exceljs writes it as the matching serial) */
export const day = (y: number, m: number, d: number): Date => new Date(Date.UTC(y, m - 1, d));

/** The ways an answer may name month m (1-12) of a year, for an `at` expectation. */
export function monthPlaces(m: number, year = 2025): string[] {
  const full = MONTHS[m - 1]!;
  const mon = MON[m - 1]!;
  const mm = String(m).padStart(2, '0');
  return [
    full,
    `${mon} ${year}`,
    `${mon}-${year}`,
    `${year}-${mm}`,
    `${mon}-${String(year).slice(2)}`,
  ];
}

export function newBook(): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'blind-eval';
  wb.created = new Date(Date.UTC(2026, 0, 1));
  return wb;
}

/** Formats columns (1-based) of the rows from `fromRow` on. */
export function formatColumns(
  ws: ExcelJS.Worksheet,
  cols: number[],
  fmt: string,
  fromRow = 1,
): void {
  ws.eachRow((row, n) => {
    if (n < fromRow) return;
    for (const c of cols) row.getCell(c).numFmt = fmt;
  });
}

export function bold(row: ExcelJS.Row): void {
  row.font = { bold: true };
}

export async function toBytes(wb: ExcelJS.Workbook): Promise<Uint8Array> {
  const buf = await wb.xlsx.writeBuffer();
  return new Uint8Array(buf as ArrayBuffer);
}

export const sumN = (xs: number[]): number => xs.reduce((s, x) => s + x, 0);
