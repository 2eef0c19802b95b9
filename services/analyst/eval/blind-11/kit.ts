/**
 * Shared pieces of blind hold-out 11: a seeded random source, the question and book shapes,
 * and small sheet-writing helpers. Every expected figure is integer cents (or basis points)
 * computed from the generator's own data, never from the engine.
 */
import { MONTH_NAMES } from '@fina/contract/core';
import type ExcelJS from 'exceljs';

/** What a question expects; the fields the shared owners' scorer reads, plus why. */
export interface BlindExpect {
  /** exact decimal text(s); any one matches */
  value?: string | string[];
  /** where an extreme was found (month, customer...); any one matches */
  at?: string | string[];
  tol?: number;
  abs?: boolean;
  refuse?: boolean;
  /** how the expected figure is defined (or why a refusal is the fair answer) */
  means: string;
}

export interface BlindQuestion {
  id: string;
  book: string;
  question: string;
  expect: BlindExpect;
}

/** A check that the expected figures agree with a second computation path. */
export interface BookCheck {
  what: string;
  a: bigint;
  b: bigint;
}

export interface BuiltBook {
  questions: BlindQuestion[];
  checks: BookCheck[];
}

export interface BlindBookDef {
  name: string;
  business: string;
  shape: string;
  build(wb: ExcelJS.Workbook, rnd: Rng): BuiltBook;
}

export type Rng = {
  next(): number;
  int(lo: number, hi: number): number;
  pick<T>(xs: readonly T[]): T;
};

/** mulberry32: small, seeded, the same on every machine. */
export function rng(seed: number): Rng {
  let s = seed >>> 0;
  const next = (): number => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
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

/** Cents as the number a spreadsheet cell holds (two decimals, exact as text). */
export const cell = (cents: bigint | number): number => Number(cents) / 100;

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
] as const;

export { MONTH_NAMES };

/** Index of the largest (first on ties) value. */
export function argmax(xs: readonly bigint[]): number {
  let best = 0;
  xs.forEach((x, i) => {
    if (x > xs[best]!) best = i;
  });
  return best;
}

export function argmin(xs: readonly bigint[]): number {
  let best = 0;
  xs.forEach((x, i) => {
    if (x < xs[best]!) best = i;
  });
  return best;
}

/** True when the largest value is unique (an extreme question is only fair then). */
export function uniqueMax(xs: readonly bigint[]): boolean {
  const m = xs[argmax(xs)]!;
  return xs.filter((x) => x === m).length === 1;
}

export function uniqueMin(xs: readonly bigint[]): boolean {
  const m = xs[argmin(xs)]!;
  return xs.filter((x) => x === m).length === 1;
}

/** Builds a book's question list with ids `<book>-<n>`. */
export function asker(book: string): {
  q(question: string, expect: BlindExpect): void;
  list: BlindQuestion[];
} {
  const list: BlindQuestion[] = [];
  return {
    list,
    q(question, expect) {
      list.push({
        id: `${book}-${String(list.length + 1).padStart(2, '0')}`,
        book,
        question,
        expect,
      });
    },
  };
}

export const refuse = (means: string): BlindExpect => ({ refuse: true, means });
