/**
 * Small helpers for writing tuning set C's workbooks: a seeded random source, column letters,
 * money cells (integer cents written as currency units), dates, and the bytes of a workbook.
 * Own copy on purpose: tuning set C shares nothing with the tuning sets but the scorer.
 */
import { MONTH_NAMES } from '@fina/contract/core';
import type ExcelJS from 'exceljs';

/** mulberry32: a small deterministic generator, so a seed always writes the same books. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [lo, hi]. */
export function int(r: () => number, lo: number, hi: number): number {
  return lo + Math.floor(r() * (hi - lo + 1));
}

export function oneOf<T>(r: () => number, xs: readonly T[]): T {
  return xs[Math.floor(r() * xs.length)]!;
}

/** 1 -> A, 27 -> AA */
export function colName(i: number): string {
  let s = '';
  let n = i;
  while (n > 0) {
    const m = (n - 1) % 26;
    s = String.fromCharCode(65 + m) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

export const MONTH_ABBR = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** The months, January first (the contract's list: public vocabulary, not the engine's). */
export const MONTH_FULL = MONTH_NAMES;

/** Writes integer cents as a currency-unit number with a money format. */
export function putMoney(
  ws: ExcelJS.Worksheet,
  row: number,
  col: number,
  cents: number,
  numFmt = '#,##0.00',
): void {
  const cell = ws.getCell(row, col);
  cell.value = cents / 100;
  cell.numFmt = numFmt;
}

export function putText(ws: ExcelJS.Worksheet, row: number, col: number, text: string): void {
  ws.getCell(row, col).value = text;
}

export function putDate(
  ws: ExcelJS.Worksheet,
  row: number,
  col: number,
  d: YMD,
  numFmt: string,
): void {
  const cell = ws.getCell(row, col);
  cell.value = new Date(Date.UTC(d.y, d.m - 1, d.d));
  cell.numFmt = numFmt;
}

export interface YMD {
  y: number;
  /** 1..12 */
  m: number;
  d: number;
}

export const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export async function bytesOf(wb: ExcelJS.Workbook): Promise<Uint8Array> {
  return new Uint8Array((await wb.xlsx.writeBuffer()) as ArrayBuffer);
}

export const total = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0);
