/**
 * Shared pieces of blind set 26: a seeded random source, the question shape, month names,
 * and a small sheet writer. Every expected figure is integer cents (bigint) computed from the
 * generator's own data, never from the engine.
 */
import type ExcelJS from 'exceljs';

export const SEED = 26261;

/** mulberry32: small, seeded, reproducible. */
export function rng(seed: number): {
  int: (lo: number, hi: number) => number;
  pick: <T>(xs: T[]) => T;
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
  return { int, pick: <T>(xs: T[]): T => xs[int(0, xs.length - 1)]! };
}

/** What the scorer (../owners/score.ts) compares: structurally its OwnerExpect. */
export interface BlindExpect {
  value?: string | string[];
  at?: string | string[];
  refuse?: true;
  tol?: number;
  abs?: boolean;
}

export interface BlindQuestion {
  id: string;
  book: string;
  question: string;
  expect: BlindExpect;
  /** How the expected figure is defined, or why a refusal is the fair answer. */
  means: string;
}

export interface BlindBook {
  name: string;
  business: string;
  build: () => Promise<Uint8Array>;
  questions: BlindQuestion[];
  /** Second-path checks: [what, computed one way, computed another way]. */
  checks: Array<[string, bigint, bigint]>;
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
];
export const MON = MONTHS.map((m) => m.slice(0, 3));

/** Every usual way of writing a month as a place: "Feb-25", "February", "Feb 2025", "2025-02". */
export function monthPlaces(year: number, m: number): string[] {
  const yy = String(year).slice(2);
  return [
    `${MON[m]}-${yy}`,
    MONTHS[m]!,
    `${MON[m]} ${year}`,
    `${year}-${String(m + 1).padStart(2, '0')}`,
  ];
}

/** cents -> the number written in a cell */
export const cell = (c: bigint | number): number => Number(c) / 100;

export type Row = Array<string | number | Date | null>;

/** Writes rows from the top-left; an empty array is a blank row. */
export function writeRows(ws: ExcelJS.Worksheet, rows: Row[], numFmt?: string): void {
  rows.forEach((r, i) => {
    const row = ws.getRow(i + 1);
    r.forEach((v, j) => {
      if (v === null) return;
      const c = row.getCell(j + 1);
      c.value = v;
      if (numFmt && typeof v === 'number') c.numFmt = numFmt;
    });
  });
}

export async function toBytes(wb: ExcelJS.Workbook): Promise<Uint8Array> {
  return new Uint8Array((await wb.xlsx.writeBuffer()) as ArrayBuffer);
}

/** Builds the questions of one book with ids book-01, book-02, ... */
export function asker(book: string): {
  qs: BlindQuestion[];
  q: (question: string, expect: BlindExpect, means: string) => void;
} {
  const qs: BlindQuestion[] = [];
  return {
    qs,
    q: (question, expect, means) =>
      qs.push({
        id: `${book}-${String(qs.length + 1).padStart(2, '0')}`,
        book,
        question,
        expect,
        means,
      }),
  };
}

export const sumB = (xs: bigint[]): bigint => xs.reduce((s, x) => s + x, 0n);
export function argMax<T>(xs: T[], f: (x: T) => bigint): T {
  return xs.reduce((b, x) => (f(x) > f(b) ? x : b));
}
export function argMin<T>(xs: T[], f: (x: T) => bigint): T {
  return xs.reduce((b, x) => (f(x) < f(b) ? x : b));
}
