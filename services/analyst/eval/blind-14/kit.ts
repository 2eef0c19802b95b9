/**
 * The blind-14 set's toolkit: a seeded random source, the question/expectation shape, and a
 * helper that turns an exceljs workbook into bytes. Expected figures are integer cents
 * (bigint) computed from the generator's own data, never from the engine.
 */
import type ExcelJS from 'exceljs';

export { money, pct, growth, meanCents, sum, divRound, hundredths } from '../expect';

export const SEED = 14533;

/** mulberry32: small, deterministic, good enough for test data. */
export function rng(salt: number): () => number {
  let a = (SEED * 2654435761 + salt * 40503) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [lo, hi]. */
export const int = (r: () => number, lo: number, hi: number): number =>
  lo + Math.floor(r() * (hi - lo + 1));

/** cents -> the number written into a cell (two decimals, exact in the sheet's text). */
export const cell = (cents: bigint | number): number => Number(cents) / 100;

/** What the scorer compares (same fields as the owners' set's expectation). */
export interface Expect {
  /** exact decimal text; several when two readings are both fair */
  value?: string | string[];
  /** the place an extreme was found (month, customer...) */
  at?: string | string[];
  /** the question cannot be answered from the sheet, or stays ambiguous */
  refuse?: true;
  tol?: number;
  abs?: boolean;
}

export interface BlindQuestion {
  id: string;
  book: string;
  question: string;
  expect: Expect;
  /** how the expected figure is defined, or why a refusal is expected */
  means: string;
}

/** A figure the book computed twice, by two paths, to check the expectations. */
export interface Check {
  what: string;
  a: bigint;
  b: bigint;
}

export interface BlindBook {
  name: string;
  business: string;
  bytes: Uint8Array;
  questions: BlindQuestion[];
  checks: Check[];
}

export async function toBytes(wb: ExcelJS.Workbook): Promise<Uint8Array> {
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

/** Builds question ids "<book>-01"... in order. */
export function asker(book: string): {
  q: (question: string, expect: Expect, means: string) => void;
  list: BlindQuestion[];
} {
  const list: BlindQuestion[] = [];
  return {
    list,
    q: (question, expect, means) =>
      list.push({
        id: `${book}-${String(list.length + 1).padStart(2, '0')}`,
        book,
        question,
        expect,
        means,
      }),
  };
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
export const MONTH_NAMES = [
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
];

/** Index of the largest value; throws on a tie, since "which ..." would have two answers. */
export function argmax(xs: Array<bigint>): number {
  let best = 0;
  xs.forEach((x, i) => {
    if (x > xs[best]!) best = i;
  });
  if (xs.filter((x) => x === xs[best]).length > 1) throw new Error('tie for the largest value');
  return best;
}
export function argmin(xs: Array<bigint>): number {
  return argmax(xs.map((x) => -x));
}
