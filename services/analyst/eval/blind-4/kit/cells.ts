/**
 * Small helpers for writing owners' sheets with exceljs and for the expected figures.
 * Amounts live as integer cents (bigint) in the generators; a cell gets cents / 100.
 */
import { MONTH_NAMES } from '@fina/contract/core';
import ExcelJS from 'exceljs';

/** The months, January first (the contract's list: public vocabulary, not the engine's). */
export const MONTHS = MONTH_NAMES;
export const MON = MONTHS.map((m) => m.slice(0, 3));

/** cents to the number a cell holds */
export const cell = (cents: bigint): number => Number(cents) / 100;

/** cents as exact decimal text ("1234.5") */
export { money, pct, growth, meanCents, sum, hundredths, divRound } from '../../expect';

export const isum = (xs: bigint[]): bigint => xs.reduce((s, x) => s + x, 0n);

/** index of the largest value; throws on a tie, since a tied extreme has no single answer */
export function argmax(xs: bigint[]): number {
  let best = 0;
  xs.forEach((x, i) => {
    if (x > xs[best]!) best = i;
  });
  if (xs.filter((x) => x === xs[best]).length > 1) throw new Error('tied maximum');
  return best;
}

export function argmin(xs: bigint[]): number {
  return argmax(xs.map((x) => -x));
}

/** Random cents in [lo, hi] whole units, with cents unless `whole`. */
export function cents(
  r: { int(lo: number, hi: number): number },
  lo: number,
  hi: number,
  whole = false,
): bigint {
  return BigInt(r.int(lo, hi)) * 100n + (whole ? 0n : BigInt(r.int(0, 99)));
}

export async function toBytes(wb: ExcelJS.Workbook): Promise<Uint8Array> {
  const buf = await wb.xlsx.writeBuffer();
  return new Uint8Array(buf as ArrayBuffer);
}

/** UTC midnight date (exceljs writes it as an Excel date serial) */
export const day = (y: number, m: number, d: number): Date => new Date(Date.UTC(y, m - 1, d));

export function newBook(): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'blind-4 generator';
  return wb;
}
