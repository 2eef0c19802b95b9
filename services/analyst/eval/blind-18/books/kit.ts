/**
 * Shared tools for the blind-18 books: a seeded random source (seed 18801), integer-cent
 * helpers, month labels in every usual spelling, and the question/expectation shapes.
 * Expected figures are computed here from the generators' own data, never from the engine.
 */
import type ExcelJS from 'exceljs';

export const SEED = 18801;

export interface BlindExpect {
  /** the expected figure as exact decimal text (percent points for percentages) */
  value?: string | string[];
  /** where an extreme was found: any of these must appear in the answer's place or headline */
  at?: string | string[];
  /** the sheet cannot answer, or the question stays ambiguous: a refusal / question back */
  refuse?: boolean;
  tol?: number;
  abs?: boolean;
}

export interface BlindQuestion {
  id: string;
  book: string;
  question: string;
  expect: BlindExpect;
  /** how the expected figure is defined, or why a refusal is the fair answer */
  means: string;
}

/** A second computation path: `a` and `b` are reached differently and must be equal. */
export interface Check {
  what: string;
  a: bigint;
  b: bigint;
}

export interface BlindBook {
  name: string;
  business: string;
  build(): Promise<Uint8Array>;
  questions: BlindQuestion[];
  checks: Check[];
}

function hash(s: string): number {
  let h = 2166136261;
  for (const ch of s) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** mulberry32 seeded by 18801 and the book's name, so books do not shift each other. */
export function rngFor(name: string): () => number {
  let a = (SEED ^ hash(name)) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const int = (r: () => number, lo: number, hi: number): number =>
  lo + Math.floor(r() * (hi - lo + 1));
export const pick = <T>(r: () => number, xs: readonly T[]): T => xs[int(r, 0, xs.length - 1)]!;

/** cents -> the number written in a cell (two decimals exactly representable enough for display) */
export const cell = (cents: number | bigint): number => Number(cents) / 100;

export const S = (xs: Array<number | bigint>): bigint =>
  xs.reduce<bigint>((s, x) => s + BigInt(x), 0n);

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

/** Every usual way of writing month i (0-based) of a year, for `at`. */
export function monthAt(i: number, year = 2025): string[] {
  const mm = String(i + 1).padStart(2, '0');
  return [MON[i]!, `${year}-${mm}`, `${mm}/${year}`];
}

/** index of the largest / smallest value (first one on ties) */
export const argMax = (xs: Array<number | bigint>): number =>
  xs.reduce<number>((b, x, i) => (BigInt(x) > BigInt(xs[b]!) ? i : b), 0);
export const argMin = (xs: Array<number | bigint>): number =>
  xs.reduce<number>((b, x, i) => (BigInt(x) < BigInt(xs[b]!) ? i : b), 0);

export async function toBytes(wb: ExcelJS.Workbook): Promise<Uint8Array> {
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

/** Builds a question list for one book with ids `<book>-01`, `<book>-02`, ... */
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

export const REFUSE: BlindExpect = { refuse: true };
