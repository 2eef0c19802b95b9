/**
 * Shared pieces of the blind-13 set: a seeded random source, the question/book shapes, and
 * small exceljs helpers. Every expected figure is integer cents (bigint) computed from the
 * generator's own data, never from the engine.
 */
import ExcelJS from 'exceljs';

/** Seed of the whole set (the brief fixes it); each book offsets it so books are independent. */
export const SET_SEED = 13451;

/** mulberry32: small, deterministic, good enough for fake ledgers. */
export function rng(offset: number): () => number {
  let a = (SET_SEED + offset * 7919) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Integer in [lo, hi]. */
export const int = (r: () => number, lo: number, hi: number): number =>
  lo + Math.floor(r() * (hi - lo + 1));

export const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

/** Cents as the number a spreadsheet cell holds (display only; expectations stay bigint). */
export const cell = (cents: bigint | number): number => Number(cents) / 100;

export interface BlindExpect {
  /** Accepted figures as exact decimal text (any one of them is right). */
  value?: string | string[];
  /** Where an extreme was found ("which month", "which customer"): any of these words. */
  at?: string | string[];
  /** The sheet cannot answer or the question stays ambiguous: a refusal / question back. */
  refuse?: boolean;
  tol?: number;
  /** How the expected figure is defined (or why a refusal is right). */
  means: string;
}

export interface BlindQuestion {
  id: string;
  book: string;
  question: string;
  expect: BlindExpect;
}

/** Cross-checks: two computation paths that must agree (the set test asserts them). */
export interface BlindCheck {
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
  checks: BlindCheck[];
}

/** Writes one workbook to bytes. */
export async function toBytes(fill: (wb: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  fill(wb);
  const buf = await wb.xlsx.writeBuffer();
  return new Uint8Array(buf as ArrayBuffer);
}

/** Builds questions of one book with ids `<book>-NN`. */
export function ask(
  book: string,
  list: Array<[question: string, expect: BlindExpect]>,
): BlindQuestion[] {
  return list.map(([question, expect], i) => ({
    id: `${book}-${String(i + 1).padStart(2, '0')}`,
    book,
    question,
    expect,
  }));
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

/** Index of the largest (first on ties) value. */
export function argmax(xs: bigint[]): number {
  let best = 0;
  xs.forEach((x, i) => {
    if (x > xs[best]!) best = i;
  });
  return best;
}
export function argmin(xs: bigint[]): number {
  let best = 0;
  xs.forEach((x, i) => {
    if (x < xs[best]!) best = i;
  });
  return best;
}

/** Whether a list has a single extreme (questions on ties would be unfair). */
export const uniqueMax = (xs: bigint[]): boolean =>
  xs.filter((x) => x === xs[argmax(xs)]).length === 1;
export const uniqueMin = (xs: bigint[]): boolean =>
  xs.filter((x) => x === xs[argmin(xs)]).length === 1;

/** The ways a month of 2025 may be named in an answer's place. */
export function monthPlaces(i: number, year = 2025): string[] {
  const yy = String(year).slice(2);
  const mm = String(i + 1).padStart(2, '0');
  return [MONTHS[i]!, `${MON[i]}-${yy}`, `${MON[i]} ${year}`, `${year}-${mm}`];
}
