/**
 * Shared pieces of the blind-7 set: the seeded random source, integer-cent helpers, the
 * question builder and the shapes every book returns. Expected figures are computed here and
 * in the books from the generator's own integers, never from the engine.
 */
import type ExcelJS from 'exceljs';
import { divRound, hundredths, money, pct, growth, sum } from '../expect';

export { divRound, hundredths, money, pct, growth, sum };

/** The set's seed: every book derives its own stream from it and its name. */
export const SEED = 7411;

/** What a question expects; structurally the owners' harness OwnerExpect (scored by it). */
export interface BlindExpect {
  /** decimal text of figures[0].value; several = any of these readings is right */
  value?: string | string[];
  /** where an extreme was found (month, customer, item); several = any */
  at?: string | string[];
  /** true: the sheet cannot answer it or it stays ambiguous, a refusal / question back is right */
  refuse?: boolean;
  tol?: number;
  /** compare magnitudes: an outflow may fairly be given as -x or x */
  abs?: boolean;
}

export interface BlindQuestion {
  id: string;
  book: string;
  question: string;
  expect: BlindExpect;
  /** how the expected figure is defined, or why a refusal is right */
  means: string;
}

/** A second computation path that must agree with the figure written in the sheet. */
export interface BlindCheck {
  what: string;
  got: bigint;
  want: bigint;
}

export interface BlindBook {
  name: string;
  business: string;
  shape: string;
  bytes: Uint8Array;
  questions: BlindQuestion[];
  checks: BlindCheck[];
}

/** mulberry32 over SEED mixed with the book name (FNV-1a). */
export function rngFor(book: string): () => number {
  let h = 2166136261 ^ SEED;
  for (const ch of book) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function intIn(rng: () => number, lo: number, hi: number): number {
  return lo + Math.floor(rng() * (hi - lo + 1));
}

/** A whole amount in cents between lo and hi currency units. */
export function centsIn(rng: () => number, lo: number, hi: number): number {
  return intIn(rng, Math.round(lo * 100), Math.round(hi * 100));
}

export function pick<T>(rng: () => number, xs: readonly T[]): T {
  return xs[Math.floor(rng() * xs.length)]!;
}

/** Cents as the number written into a cell (two decimals, exact enough for display). */
export const cell = (c: number | bigint): number => Number(c) / 100;

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

/** Index of the largest value (first on ties; the books avoid ties by checking). */
export function argMax(xs: Array<number | bigint>): number {
  let best = 0;
  xs.forEach((x, i) => {
    if (BigInt(x) > BigInt(xs[best]!)) best = i;
  });
  return best;
}
export function argMin(xs: Array<number | bigint>): number {
  let best = 0;
  xs.forEach((x, i) => {
    if (BigInt(x) < BigInt(xs[best]!)) best = i;
  });
  return best;
}
/** true when the extreme is unique, so an "at" expectation is fair */
export function uniqueExtreme(xs: Array<number | bigint>, i: number): boolean {
  return xs.filter((x) => BigInt(x) === BigInt(xs[i]!)).length === 1;
}

/** Builds a book's questions with ids `<book>-NN`. */
export class Questions {
  readonly list: BlindQuestion[] = [];
  constructor(private readonly book: string) {}
  private add(question: string, expect: BlindExpect, means: string): void {
    const id = `${this.book}-${String(this.list.length + 1).padStart(2, '0')}`;
    this.list.push({ id, book: this.book, question, expect, means });
  }
  /** a money figure in cents */
  money(
    question: string,
    cents: bigint | number | Array<bigint | number>,
    means: string,
    abs = false,
  ): void {
    const vs = Array.isArray(cents) ? cents.map(money) : money(cents);
    this.add(question, { value: vs, ...(abs ? { abs } : {}) }, means);
  }
  /** a plain number (count, quantity, hours) or already-formatted decimal text */
  num(question: string, value: string | number | bigint | string[], means: string): void {
    this.add(question, { value: Array.isArray(value) ? value : String(value) }, means);
  }
  /** a percentage in percent points, two decimals */
  pct(question: string, value: string, means: string): void {
    this.add(question, { value, tol: 0.011 }, means);
  }
  /** an extreme: the place, optionally with its value */
  at(question: string, at: string | string[], means: string, value?: string | string[]): void {
    this.add(question, { at, ...(value !== undefined ? { value } : {}) }, means);
  }
  refuse(question: string, means: string): void {
    this.add(question, { refuse: true }, means);
  }
}

/** Writes an exceljs workbook to bytes. */
export async function toBytes(wb: ExcelJS.Workbook): Promise<Uint8Array> {
  const buf = await wb.xlsx.writeBuffer();
  return new Uint8Array(buf as ArrayBuffer);
}

/** Applies a number format to the given 1-based columns of a row. */
export function fmt(row: ExcelJS.Row, cols: number[], numFmt = '#,##0.00'): void {
  for (const c of cols) row.getCell(c).numFmt = numFmt;
}

export const range = (a: number, b: number): number[] =>
  Array.from({ length: b - a + 1 }, (_, i) => a + i);

/** Percent-points text ("38.27") as the fraction a % cell holds (0.3827), without float noise. */
export function asFraction(percentText: string): number {
  const neg = percentText.startsWith('-');
  const [int = '0', frac = ''] = (neg ? percentText.slice(1) : percentText).split('.');
  const digits = (int.padStart(3, '0') + frac).replace(/^0+(?=\d)/, '');
  const whole =
    digits.length > 2 + frac.length ? digits.slice(0, digits.length - 2 - frac.length) : '0';
  const rest = digits.slice(-(2 + frac.length)).padStart(2 + frac.length, '0');
  return Number(`${neg ? '-' : ''}${whole}.${rest}`);
}
