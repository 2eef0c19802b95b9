/**
 * Shared pieces of blind hold-out 24: the seeded random source, the question and book types,
 * cell-writing helpers, and the ways a month may be named in an answer. Expected figures are
 * integer cents (bigint) computed from the generator's own data, never from the engine.
 */
import type ExcelJS from 'exceljs';

/** What a question expects; structurally the owners' scorer's expectation. */
export interface BlindExpect {
  /** decimal text (hundredths for money and percent points); any of several is accepted */
  value?: string | string[];
  /** a place the answer must name (month, customer, item); any of several is accepted */
  at?: string | string[];
  /** the workbook cannot answer, or the question stays ambiguous: expect a refusal */
  refuse?: boolean;
  tol?: number;
  abs?: boolean;
}

export interface BlindQuestion {
  id: string;
  book: string;
  question: string;
  expect: BlindExpect;
  /** how the expected figure is defined (or why a refusal is expected) */
  means: string;
}

/** A second computation path: two figures that must agree (e.g. lines vs the written total). */
export interface Check {
  what: string;
  a: bigint;
  b: bigint;
}

export interface BuiltBook {
  workbook: ExcelJS.Workbook;
  questions: Array<Omit<BlindQuestion, 'id' | 'book'>>;
  checks: Check[];
}

export interface BookDef {
  name: string;
  business: string;
  build(rng: Rng): BuiltBook;
}

export const SEED = 24247;

export interface Rng {
  next(): number;
  int(lo: number, hi: number): number;
  pick<T>(xs: readonly T[]): T;
}

/** mulberry32: small, seeded, the same on every machine */
export function makeRng(seed: number): Rng {
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

/** Cents as the number written into a cell (the expected figures stay in bigint). */
export const cell = (cents: bigint | number): number => Number(cents) / 100;

/** Writes a row of values starting at column 1 (undefined leaves a cell empty). */
export function putRow(
  ws: ExcelJS.Worksheet,
  row: number,
  values: Array<string | number | Date | undefined | null>,
  startCol = 1,
): void {
  values.forEach((v, i) => {
    if (v === undefined || v === null) return;
    ws.getRow(row).getCell(startCol + i).value = v;
  });
}

export const sumB = (xs: Array<bigint>): bigint => xs.reduce((s, x) => s + x, 0n);

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

/** Every usual way an answer may name month m (0-based) of year y. */
export function monthAt(m: number, y: number): string[] {
  const mm = String(m + 1).padStart(2, '0');
  const yy = String(y).slice(2);
  return [MONTHS[m]!, `${MON[m]}-${yy}`, `${MON[m]} ${y}`, `${MON[m]} ${yy}`, `${y}-${mm}`];
}

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

/** True when the largest (or smallest) value is unique, so a "which" question is fair. */
export function uniqueExtreme(xs: bigint[], i: number): boolean {
  return xs.filter((x) => x === xs[i]).length === 1;
}

/** Random cents between lo and hi whole units. */
export const cents = (rng: Rng, lo: number, hi: number): bigint =>
  BigInt(rng.int(lo * 100, hi * 100));

export const utcDate = (y: number, m: number, d: number): Date => new Date(Date.UTC(y, m, d));
