/**
 * Shared pieces of blind set 17: the question type (scored with the owners' scorer), a seeded
 * random source, and a small sheet writer. Every expected figure is integer cents (bigint)
 * computed from the generator's own data, never from the engine.
 */
import type ExcelJS from 'exceljs';
import type { scoreOwner } from '../owners/score';

/** The owners' expectation shape, taken from the scorer so the two cannot drift apart. */
export type Expect = Parameters<typeof scoreOwner>[0];

export interface BlindQuestion {
  id: string;
  book: string;
  question: string;
  expect: Expect;
  /** How the expected figure is defined, or why a refusal is the fair answer. */
  means: string;
}

export interface BlindBook {
  name: string;
  business: string;
  build: () => Promise<Uint8Array>;
  questions: BlindQuestion[];
}

/** mulberry32: small, deterministic, good enough for test data. */
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

/** An integer in [lo, hi]. */
export const int = (r: () => number, lo: number, hi: number): number =>
  lo + Math.floor(r() * (hi - lo + 1));

/** Cents as the number a cell holds (two decimals at most, so the cell is exact enough). */
export const cell = (cents: bigint | number): number => Number(cents) / 100;

export type Row = Array<string | number | Date | null>;

/** Writes rows from A1 down (null leaves a cell empty, an empty array a blank row). */
export function sheet(wb: ExcelJS.Workbook, name: string, rows: Row[], moneyFmt?: string): void {
  const ws = wb.addWorksheet(name);
  rows.forEach((row, i) => {
    row.forEach((v, j) => {
      if (v === null) return;
      const c = ws.getCell(i + 1, j + 1);
      c.value = v;
      if (typeof v === 'number' && moneyFmt && !Number.isInteger(v * 1)) c.numFmt = moneyFmt;
      if (v instanceof Date) c.numFmt = 'yyyy-mm-dd';
    });
  });
  ws.columns.forEach((col) => (col.width = 16));
}

export async function bytes(wb: ExcelJS.Workbook): Promise<Uint8Array> {
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

/** Builds questions for one book with ids `<book>-01`, `<book>-02`, ... */
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

export const REFUSE: Expect = { refuse: true } as Expect;
export const M3 = [
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
export const argmax = (xs: bigint[]): number => xs.reduce((b, x, i) => (x > xs[b]! ? i : b), 0);
export const argmin = (xs: bigint[]): number => xs.reduce((b, x, i) => (x < xs[b]! ? i : b), 0);
