/**
 * Shared pieces of blind-21: the seeded random source, the question shape (the same shape the
 * owners' scorer reads), and small helpers for places and sheets. Expected figures are integer
 * cents / bigint, computed from the generator's own data, never from the engine.
 */
import type ExcelJS from 'exceljs';

export { divRound, growth, hundredths, meanCents, pct, ratio2, sum } from '../expect';

/** What a question expects; structurally the owners' OwnerExpect so its scorer can be reused. */
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
  /** how the expected figure is defined (or why a refusal is expected) */
  means: string;
  expect: BlindExpect;
}

export interface BlindBook {
  name: string;
  business: string;
  workbook: ExcelJS.Workbook;
  questions: BlindQuestion[];
}

export const SEED = 21211;
export const PCT = 0.01;

/** mulberry32: small, seeded, reproducible. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** integer in [lo, hi] */
export const int = (r: () => number, lo: number, hi: number): number =>
  lo + Math.floor(r() * (hi - lo + 1));
export const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

/** cents -> number for a cell (exact for the sizes used here: < 2^53 / 100 and two decimals) */
export const cell = (cents: number | bigint): number => Number(cents) / 100;

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

/** Every usual way to write month i (0-based) of a year, for an `at` expectation. */
export function monthAt(i: number, year = 2025): string[] {
  const full = MONTHS[i]!;
  const short = full.slice(0, 3);
  const yy = String(year).slice(2);
  const mm = String(i + 1).padStart(2, '0');
  return [full, `${short} ${year}`, `${short}-${yy}`, `${year}-${mm}`, `${short} '${yy}`, short];
}

/** The largest item; throws on a tie, because a tied extreme has no single right place. */
export function argmax<T>(xs: T[], f: (x: T) => number | bigint): T {
  const best = xs.reduce((b, x) => (f(x) > f(b) ? x : b));
  if (xs.filter((x) => f(x) === f(best)).length > 1) throw new Error('tied maximum');
  return best;
}
export function argmin<T>(xs: T[], f: (x: T) => number | bigint): T {
  const best = xs.reduce((b, x) => (f(x) < f(b) ? x : b));
  if (xs.filter((x) => f(x) === f(best)).length > 1) throw new Error('tied minimum');
  return best;
}

/** A question adder that numbers ids per book. */
export function asker(book: string, out: BlindQuestion[]) {
  return (question: string, means: string, expect: BlindExpect): void => {
    out.push({ id: `${book}-${out.length + 1}`, book, question, means, expect });
  };
}

export const money2 = (c: bigint | number): string => {
  const b = BigInt(c);
  const neg = b < 0n;
  const a = neg ? -b : b;
  return `${neg ? '-' : ''}${a / 100n}.${(a % 100n).toString().padStart(2, '0')}`;
};
