/**
 * Shared helpers of blind set 16: a seeded random source, integer-cent arithmetic (bigint),
 * sheet writing with exceljs, and the question shape. Expected figures are computed here
 * from the generator's own data, never from the engine.
 */
import type ExcelJS from 'exceljs';
import type { scoreOwner } from '../owners/score';
import { hundredths } from '../expect';

/** The expectation shape the owners' scorer reads (value / at / refuse / tol / abs / text). */
export type Expect = Parameters<typeof scoreOwner>[0];

export interface BlindQuestion {
  id: string;
  book: string;
  question: string;
  expect: Expect;
  /** how the expected figure is defined, or why a refusal is expected */
  means: string;
}

/** A second computation path: two figures that must agree (e.g. sum of lines vs total row). */
export type Check = [label: string, a: bigint, b: bigint];

export interface BuiltBook {
  bytes: Uint8Array;
  questions: BlindQuestion[];
  checks: Check[];
}

export interface BlindBook {
  name: string;
  business: string;
  build: () => Promise<BuiltBook>;
}

export const SEED = 16601;

/** mulberry32, seeded from the set seed and the book name so books do not share streams. */
export function rngFor(book: string): () => number {
  let h = SEED;
  for (const ch of book) h = Math.imul(h ^ ch.charCodeAt(0), 2654435761) >>> 0;
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const randInt = (r: () => number, lo: number, hi: number): number =>
  lo + Math.floor(r() * (hi - lo + 1));
export const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

export const sumB = (xs: Array<bigint | number>): bigint =>
  xs.reduce<bigint>((s, x) => s + BigInt(x), 0n);
/** cents -> the number written in a cell */
export const cell = (c: bigint | number): number => Number(c) / 100;
export const m = (c: bigint | number): string => hundredths(BigInt(c));
/** whole units (currencies without minor units, counts) as decimal text */
export const whole = (n: bigint | number): string => BigInt(n).toString();

/** index of the largest value (first on ties) */
export function argMax(xs: Array<bigint | number>): number {
  let best = 0;
  xs.forEach((x, i) => {
    if (BigInt(x) > BigInt(xs[best]!)) best = i;
  });
  return best;
}
export function argMin(xs: Array<bigint | number>): number {
  let best = 0;
  xs.forEach((x, i) => {
    if (BigInt(x) < BigInt(xs[best]!)) best = i;
  });
  return best;
}

export type RowValue = string | number | Date | null | undefined;

/** Writes rows from (row, col) 1-based; null leaves a cell empty, [] a blank row. */
export function writeRows(ws: ExcelJS.Worksheet, startRow: number, rows: RowValue[][]): number {
  rows.forEach((vals, i) => {
    vals.forEach((v, j) => {
      if (v !== null && v !== undefined) ws.getCell(startRow + i, j + 1).value = v;
    });
  });
  return startRow + rows.length;
}

export function moneyFormat(ws: ExcelJS.Worksheet, cols: number[], fmt: string): void {
  for (const c of cols) ws.getColumn(c).numFmt = fmt;
}

export async function toBytes(wb: ExcelJS.Workbook): Promise<Uint8Array> {
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

/** Question builder for one book: ids are book-prefixed and numbered. */
export function asker(book: string): {
  qs: BlindQuestion[];
  ask: (question: string, expect: Expect, means: string) => void;
  refuse: (question: string, means: string) => void;
} {
  const qs: BlindQuestion[] = [];
  const ask = (question: string, expect: Expect, means: string): void => {
    qs.push({
      id: `${book}-${String(qs.length + 1).padStart(2, '0')}`,
      book,
      question,
      expect,
      means,
    });
  };
  const refuse = (question: string, means: string): void =>
    ask(question, { refuse: true } as Expect, means);
  return { qs, ask, refuse };
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
