/**
 * Shared tools for the blind-12 books: a seeded random source, a small sheet writer on exceljs
 * and the shapes of a book and a question. Expected figures are integer cents (bigint) computed
 * from the generator's own data; the arithmetic helpers come from ../expect.ts.
 */
import { MONTH_NAMES } from '@fina/contract/core';
import type ExcelJS from 'exceljs';

export const SEED = 12907;

/** mulberry32: small, deterministic, good enough for test data. */
export function rng(salt: number): () => number {
  let a = (SEED + salt * 7919) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Integer in [lo, hi]. */
export const int = (r: () => number, lo: number, hi: number): number =>
  lo + Math.floor(r() * (hi - lo + 1));

/** Random cents in [lo, hi] whole currency units (with cents). */
export const cents = (r: () => number, lo: number, hi: number): number =>
  int(r, lo * 100, hi * 100);

/** A cell value as an owner would type it: cents as a two-decimal number. */
export const amt = (c: number | bigint): number => Number(c) / 100;

/** What the engine's answer must match: one figure (or accepted figures), a place, or a refusal. */
export interface Expect {
  value?: string | string[];
  at?: string | string[];
  refuse?: boolean;
  tol?: number;
  abs?: boolean;
  text?: string[];
}

export interface BlindQuestion {
  id: string;
  book: string;
  question: string;
  expect: Expect;
  /** How the expected figure is defined (or why a refusal is the fair answer). */
  means: string;
}

/** A second computation path that must agree with the figure written in the sheet. */
export interface Check {
  what: string;
  a: bigint;
  b: bigint;
}

export interface BlindBook {
  name: string;
  business: string;
  shape: string;
  build: () => Promise<Uint8Array>;
  questions: BlindQuestion[];
  checks: Check[];
}

export type Row = Array<string | number | Date | null | undefined>;

/** Writes rows from a 1-based row number; null/undefined leave the cell empty. */
export function put(ws: ExcelJS.Worksheet, startRow: number, rows: Row[], startCol = 1): number {
  rows.forEach((row, i) => {
    row.forEach((v, j) => {
      if (v === null || v === undefined) return;
      ws.getCell(startRow + i, startCol + j).value = v;
    });
  });
  return startRow + rows.length;
}

export async function toBytes(wb: ExcelJS.Workbook): Promise<Uint8Array> {
  const buf = await wb.xlsx.writeBuffer();
  return new Uint8Array(buf as ArrayBuffer);
}

/** Builds question records for one book with ids <book>-01, -02, ... */
export function questionsFor(
  book: string,
  items: Array<[question: string, expect: Expect, means: string]>,
): BlindQuestion[] {
  return items.map(([question, expect, means], i) => ({
    id: `${book}-${String(i + 1).padStart(2, '0')}`,
    book,
    question,
    expect,
    means,
  }));
}

export const REFUSE: Expect = { refuse: true };

/** Index of the largest / smallest value. */
export const argMax = (xs: Array<number | bigint>): number =>
  xs.reduce<number>((best, x, i) => (BigInt(x) > BigInt(xs[best]!) ? i : best), 0);
export const argMin = (xs: Array<number | bigint>): number =>
  xs.reduce<number>((best, x, i) => (BigInt(x) < BigInt(xs[best]!) ? i : best), 0);

export const MONTHS: readonly string[] = MONTH_NAMES;

/** The ways an answer may name month i of a year: "Mar-25", "Mar 2025", "March". */
export function monthAt(i: number, year = 2025): string[] {
  const full = MONTHS[i]!;
  const short = full.slice(0, 3);
  return [
    `${short}-${String(year).slice(2)}`,
    `${short} ${year}`,
    full,
    `${year}-${String(i + 1).padStart(2, '0')}`,
  ];
}
