/**
 * Shared pieces of the blind-15 set: a seeded random source, the question and book shapes,
 * and small helpers to write sheets. Expected figures are integer cents (bigint arithmetic
 * from ../expect.ts), computed from the generator's data, never from the engine.
 */
import type ExcelJS from 'exceljs';

export const SEED = 15601;

/** mulberry32: small, deterministic, good enough for test data */
export function rng(offset: number): {
  int: (lo: number, hi: number) => number;
  pick: <T>(xs: readonly T[]) => T;
} {
  let a = (SEED + offset * 7919) >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number): number => lo + Math.floor(next() * (hi - lo + 1));
  return { int, pick: (xs) => xs[int(0, xs.length - 1)]! };
}

/** What a question expects; the same fields the owners' scorer reads. */
export interface BlindExpect {
  /** exact decimal text (percent points for percentages); a list accepts either */
  value?: string | string[];
  /** where an extreme was found (month, customer...), matched case-insensitively */
  at?: string | string[];
  /** the sheet alone cannot answer, or two readings differ: a refusal / question back */
  refuse?: boolean;
  tol?: number;
  abs?: boolean;
}

export interface BlindQuestion {
  id: string;
  book: string;
  question: string;
  expect: BlindExpect;
  /** how the expected figure is defined, or why a refusal is expected */
  means: string;
}

export interface BlindBook {
  name: string;
  /** business, currency and shape, for the README and the per-book lines */
  about: string;
  build: () => Promise<Uint8Array>;
  questions: BlindQuestion[];
  /** a second computation path: totals written in the sheet against the sum of their parts */
  verify: (wb: ExcelJS.Workbook) => string[];
}

/** Question-list builder for one book: ids are `<book>-<n>`. */
export function asker(book: string): {
  ask: (question: string, expect: BlindExpect, means: string) => void;
  questions: BlindQuestion[];
} {
  const questions: BlindQuestion[] = [];
  return {
    questions,
    ask: (question, expect, means) =>
      questions.push({ id: `${book}-${questions.length + 1}`, book, question, expect, means }),
  };
}

/** cents to the number written in a cell */
export const cell = (cents: number | bigint): number => Number(cents) / 100;

export async function toBytes(wb: ExcelJS.Workbook): Promise<Uint8Array> {
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

/** Reads a cell as integer cents (for verify); NaN when it is not a number. */
export function readCents(ws: ExcelJS.Worksheet, ref: string): number {
  const v = ws.getCell(ref).value;
  return typeof v === 'number' ? Math.round(v * 100) : NaN;
}

/** Sum of a column's cells over rows [from, to] in cents, skipping blanks. */
export function sumColumn(ws: ExcelJS.Worksheet, col: string, from: number, to: number): number {
  let s = 0;
  for (let r = from; r <= to; r += 1) {
    const v = ws.getCell(`${col}${r}`).value;
    if (typeof v === 'number') s += Math.round(v * 100);
  }
  return s;
}

/** verify helper: a message when got != want */
export function same(what: string, got: number, want: number): string[] {
  return got === want ? [] : [`${what}: sheet says ${got}, parts sum to ${want}`];
}

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export const MON = MONTHS.map((m) => m.slice(0, 3));
