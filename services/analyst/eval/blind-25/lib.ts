/**
 * Shared pieces of the twenty-fifth blind set: the seeded random source, the question and
 * expectation shapes, and small helpers to lay out sheets with exceljs. Expected figures are
 * integer cents (bigint) computed from the generator's own data, never from the engine.
 */
import ExcelJS from 'exceljs';

export const SEED = 25253;

/** mulberry32: small, deterministic, good enough for test data. */
export function makeRng(seed: number): Rng {
  let a = seed >>> 0;
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

export interface Rng {
  next(): number;
  /** integer in [lo, hi] */
  int(lo: number, hi: number): number;
  pick<T>(xs: readonly T[]): T;
}

/** What a question expects; the fields scoreOwner (eval/owners/score.ts) reads. */
export interface BlindExpect {
  /** exact decimal text(s) of figures[0].value; any one matches */
  value?: string | string[];
  /** where an extreme was found; any one matches (case-insensitive substring) */
  at?: string | string[];
  /** the workbook cannot answer, or two readings differ: a refusal / question back */
  refuse?: true;
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

/** An independent check: a figure computed two ways (e.g. parts vs the total written). */
export interface SetCheck {
  what: string;
  a: bigint;
  b: bigint;
}

export interface BuiltBook {
  bytes: Uint8Array;
  questions: BlindQuestion[];
  checks: SetCheck[];
}

export interface BookDef {
  name: string;
  business: string;
  shape: string;
  build(rng: Rng): Promise<BuiltBook>;
}

/** Collects a book's questions with ids book-01, book-02, ... */
export function questionList(book: string): {
  ask(question: string, expect: BlindExpect, means: string): void;
  all: BlindQuestion[];
} {
  const all: BlindQuestion[] = [];
  return {
    all,
    ask(question, expect, means) {
      all.push({
        id: `${book}-${String(all.length + 1).padStart(2, '0')}`,
        book,
        question,
        expect,
        means,
      });
    },
  };
}

/** cents -> the number written in a cell (two decimals are exact enough for a cell). */
export const cell = (cents: bigint | number): number => Number(cents) / 100;

export async function toBytes(wb: ExcelJS.Workbook): Promise<Uint8Array> {
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

export function newBook(): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'blind-25';
  return wb;
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

/** Every usual way to write a month place: "Feb-25", "February", "Feb 2025", "2025-02". */
export function monthPlaces(m: number, year: number): string[] {
  const full = MONTHS[m]!;
  const short = full.slice(0, 3);
  const yy = String(year).slice(2);
  const mm = String(m + 1).padStart(2, '0');
  return [
    `${short}-${yy}`,
    full,
    `${short} ${year}`,
    `${year}-${mm}`,
    `${short} ${yy}`,
    `${short}-${year}`,
  ];
}

export function utcDate(y: number, m: number, d: number): Date {
  return new Date(Date.UTC(y, m, d));
}

export const sumOf = (xs: Array<bigint>): bigint => xs.reduce((s, x) => s + x, 0n);

/**
 * Index of the largest value. Throws on a tie at the top: a "which ..." question must have
 * one right place, so a tie in generated data is caught when the set is built.
 */
export function argMax(xs: bigint[]): number {
  let best = 0;
  xs.forEach((x, i) => {
    if (x > xs[best]!) best = i;
  });
  if (xs.filter((x) => x === xs[best]).length > 1) throw new Error(`tie at the top: ${xs[best]}`);
  return best;
}

/** Index of the smallest value; throws on a tie at the bottom (see argMax). */
export function argMin(xs: bigint[]): number {
  return argMax(xs.map((x) => -x));
}

/** The largest value (ties allowed: only the figure is asked). */
export const maxOf = (xs: bigint[]): bigint => xs.reduce((m, x) => (x > m ? x : m), xs[0]!);

/** random cents in [lo, hi] whole units, with cents */
export const cents = (rng: Rng, lo: number, hi: number): bigint =>
  BigInt(rng.int(lo * 100, hi * 100));
