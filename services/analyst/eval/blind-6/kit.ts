/**
 * Shared pieces of the sixth blind hold-out: the seeded random source, the question and book
 * shapes, and small exceljs helpers. Expected figures are integer cents (bigint) computed
 * from the generator's own data, never from the engine.
 */
import { MONTH_NAMES } from '@fina/contract/core';
import type ExcelJS from 'exceljs';

export const SEED = 6343;

/** mulberry32: a small deterministic generator, one stream per book (seed + offset). */
export function rng(offset: number): {
  int: (lo: number, hi: number) => number;
  pick: <T>(xs: T[]) => T;
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
  return { int, pick: <T>(xs: T[]): T => xs[int(0, xs.length - 1)]! };
}

/**
 * What an answer must be. Same fields the owners' scorer reads: `value` (decimal text, one of
 * several when two readings are both fair), `at` (where an extreme was found), `refuse`.
 */
export interface BlindExpect {
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
  expect: BlindExpect;
  /** How the expected figure is defined (or why a refusal is the right answer). */
  means: string;
}

export interface BlindBook {
  name: string;
  business: string;
  shape: string;
  build: () => Promise<Uint8Array>;
  questions: BlindQuestion[];
  /** A second computation path over the written file: throws when a written total disagrees. */
  verify?: (wb: ExcelJS.Workbook) => void;
}

/** Cents as the number written to a cell (display only; every expectation stays in cents). */
export const cell = (cents: bigint | number): number => Number(cents) / 100;

export async function toBytes(wb: ExcelJS.Workbook): Promise<Uint8Array> {
  const buf = await wb.xlsx.writeBuffer();
  return new Uint8Array(buf as ArrayBuffer);
}

/** Builds a question list for one book with ids `<book>-NN`. */
export function questionsFor(
  book: string,
  rows: Array<[question: string, expect: BlindExpect, means: string]>,
): BlindQuestion[] {
  return rows.map(([question, expect, means], i) => ({
    id: `${book}-${String(i + 1).padStart(2, '0')}`,
    book,
    question,
    expect,
    means,
  }));
}

export const MONTHS = [
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
];
/** The months, January first (the contract's list: public vocabulary, not the engine's). */
export const MONTHS_LONG: readonly string[] = MONTH_NAMES;

/** Index of the largest value (first on ties; generators avoid ties where it matters). */
export function argMax(xs: bigint[]): number {
  let best = 0;
  xs.forEach((x, i) => {
    if (x > xs[best]!) best = i;
  });
  return best;
}
export function argMin(xs: bigint[]): number {
  let best = 0;
  xs.forEach((x, i) => {
    if (x < xs[best]!) best = i;
  });
  return best;
}

/** Reads a numeric cell back as integer cents (for the verify path). */
export function centsAt(ws: ExcelJS.Worksheet, ref: string): bigint {
  const v = ws.getCell(ref).value;
  if (typeof v !== 'number') throw new Error(`${ws.name}!${ref} is not a number`);
  return BigInt(Math.round(v * 100));
}

export function assertEq(what: string, a: bigint, b: bigint): void {
  if (a !== b) throw new Error(`${what}: ${a} != ${b}`);
}

/** Fails on two equal maxima, so that "which X" questions have one answer. */
export function uniqueMax(xs: bigint[]): boolean {
  const m = xs[argMax(xs)]!;
  return xs.filter((x) => x === m).length === 1;
}
