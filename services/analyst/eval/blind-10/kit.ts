/**
 * The small toolkit every blind-10 book uses: a seeded random source, the question and
 * expectation shapes, and cell helpers. Expected figures are integer cents (bigint) computed
 * from the generator's own data, never from the engine.
 */
import type ExcelJS from 'exceljs';

/** What a question expects; structurally the owners' scorer's expectation (eval/owners/score.ts). */
export interface BlindExpect {
  /** exact decimal text of figures[0].value (any one of a list is right) */
  value?: string | string[];
  /** the place of an extreme: a substring of figures[0].at or of the first sentence */
  at?: string | string[];
  /** the sheet cannot answer it, or two readings disagree: a refusal / question back is right */
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

/** A second computation path that must agree (e.g. sum of subtotals = grand total). */
export interface BlindCheck {
  what: string;
  a: bigint;
  b: bigint;
}

export interface BlindBook {
  name: string;
  business: string;
  shape: string;
  workbook: ExcelJS.Workbook;
  questions: BlindQuestion[];
  checks: BlindCheck[];
}

export interface Rng {
  next(): number;
  int(lo: number, hi: number): number;
  pick<T>(xs: readonly T[]): T;
}

/** mulberry32 seeded with the set's seed mixed with the book's name (books stay independent). */
export function seeded(seed: number, name: string): Rng {
  let h = seed >>> 0;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 2654435761) >>> 0;
  let a = h;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (xs) => xs[Math.floor(next() * xs.length)]!,
  };
}

export const SEED = 10729;

/** Cents as the number an owner types into a cell (two decimals at most). */
export const cell = (cents: bigint | number): number => Number(cents) / 100;

/** Collects a book's questions with ids `<book>-NN`. */
export function asker(book: string): {
  ask: (question: string, expect: BlindExpect, means: string) => void;
  questions: BlindQuestion[];
} {
  const questions: BlindQuestion[] = [];
  return {
    questions,
    ask: (question, expect, means) => {
      const id = `${book}-${String(questions.length + 1).padStart(2, '0')}`;
      questions.push({ id, book, question, expect, means });
    },
  };
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

export const sumOf = (xs: Array<bigint>): bigint => xs.reduce((s, x) => s + x, 0n);

/** Index of the largest (or smallest) value; ties are avoided by the generators (checked). */
export function argExtreme(xs: bigint[], largest: boolean): number {
  let best = 0;
  xs.forEach((x, i) => {
    if (largest ? x > xs[best]! : x < xs[best]!) best = i;
  });
  return best;
}

/** True when the extreme is unique (so "which month" has one right place). */
export function uniqueExtreme(xs: bigint[], largest: boolean): boolean {
  const v = xs[argExtreme(xs, largest)]!;
  return xs.filter((x) => x === v).length === 1;
}
