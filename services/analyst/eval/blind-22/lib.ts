/**
 * Shared pieces of blind hold-out 22: a seeded random source, month names in the ways owners
 * write them, the question / book shapes, and small exceljs helpers. Every expected figure is
 * integer cents (bigint) computed from the generator's own data, never from the engine.
 */
import ExcelJS from 'exceljs';

export const SEED = 22229;

/** mulberry32: small, fast, deterministic. One stream per book (seed + book number). */
export function rng(seed: number): {
  next: () => number;
  int: (lo: number, hi: number) => number;
  pick: <T>(xs: readonly T[]) => T;
} {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number): number => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[int(0, xs.length - 1)]!;
  return { next, int, pick };
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

/** Every usual way of writing month m (0-based) of a year, for an expected place. */
export function monthPlace(m: number, year: number): string[] {
  const yy = String(year % 100).padStart(2, '0');
  const mm = String(m + 1).padStart(2, '0');
  return [MONTHS[m]!, `${MON[m]}-${yy}`, `${MON[m]} ${year}`, `${MON[m]} ${yy}`, `${year}-${mm}`];
}

/** What a question expects; the same fields the owners' scorer (owners/score.ts) reads. */
export interface Expect {
  /** exact decimal text(s); any one of them is right */
  value?: string | string[];
  /** where an extreme was found; any one of them is right */
  at?: string | string[];
  /** the sheet cannot answer it, or two fair readings differ: a refusal / question back */
  refuse?: boolean;
  tol?: number;
  abs?: boolean;
}

export interface BlindQuestion {
  id: string;
  book: string;
  question: string;
  expect: Expect;
  /** how the expected figure is defined (or why a refusal is expected) */
  means: string;
}

/** A pair of independent computations of one figure that must agree (checked by the test). */
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

/** A question builder bound to one book: ids are `<book>-<n>`. */
export function asker(book: string): {
  qs: BlindQuestion[];
  ask: (question: string, expect: Expect, means: string) => void;
} {
  const qs: BlindQuestion[] = [];
  return {
    qs,
    ask: (question, expect, means) =>
      qs.push({ id: `${book}-${qs.length + 1}`, book, question, expect, means }),
  };
}

/** Cents to the number written in a cell (two decimals at most, so exact enough for xlsx). */
export const cell = (cents: bigint | number): number => Number(cents) / 100;

export const sumOf = (xs: Array<bigint | number>): bigint =>
  xs.reduce<bigint>((s, x) => s + BigInt(x), 0n);

/** Index of the largest (or smallest) value; the first on a tie. */
export function argExtreme(xs: Array<bigint | number>, largest = true): number {
  let best = 0;
  xs.forEach((x, i) => {
    if (largest ? BigInt(x) > BigInt(xs[best]!) : BigInt(x) < BigInt(xs[best]!)) best = i;
  });
  return best;
}

export async function toBytes(wb: ExcelJS.Workbook): Promise<Uint8Array> {
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

export function newBook(): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'blind-22';
  return wb;
}

/** A real date at noon UTC (no timezone shifts to the day before). */
export const day = (y: number, m: number, d: number): Date => new Date(Date.UTC(y, m, d, 12));
