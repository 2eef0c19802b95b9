/**
 * Shared kit for the blind-9 set: the question/book shapes, a seeded random source, and
 * small helpers for writing sheets with exceljs. Expected figures are integer cents / bigint,
 * computed from the generator's own data (never from the engine).
 */
import ExcelJS from 'exceljs';

export const SEED = 9613;

/** What a question expects; read by the shared owners' scorer (owners/score.ts). */
export interface BlindExpect {
  /** exact decimal text(s); any one counts as right */
  value?: string | string[];
  /** where the extreme / group is (matched case-insensitively in `at` or the first sentence) */
  at?: string | string[];
  /** the sheet cannot answer it, or two readings differ: a refusal / question back is right */
  refuse?: boolean;
  tol?: number;
  /** compare magnitudes (a payment shown negative in the sheet) */
  abs?: boolean;
  text?: string[];
}

export interface BlindQuestion {
  id: string;
  book: string;
  question: string;
  expect: BlindExpect;
  /** how the expected figure is defined (or why a refusal is right) */
  means: string;
}

export interface BlindBook {
  name: string;
  business: string;
  shape: string;
  bytes(): Promise<Uint8Array>;
  questions: BlindQuestion[];
  /** independent re-computations (e.g. totals row written vs. sum of the lines): all must hold */
  checks: Array<[string, boolean]>;
}

/** mulberry32 seeded by SEED and a per-book salt, so books don't share a stream. */
export function rng(salt: string): {
  next(): number;
  int(lo: number, hi: number): number;
  pick<T>(xs: readonly T[]): T;
} {
  let h = SEED >>> 0;
  for (const ch of salt) h = Math.imul(h ^ ch.charCodeAt(0), 2654435761) >>> 0;
  let a = h;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number): number => lo + Math.floor(next() * (hi - lo + 1));
  return { next, int, pick: (xs) => xs[int(0, xs.length - 1)]! };
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

/** cents -> a JS number for the cell (display only; expectations stay in cents) */
export const cell = (cents: number | bigint): number => Number(cents) / 100;

/** the places a month may be named: "Mar" and "March" */
export const monthAt = (i: number): string[] => [MONTHS[i]!, `${MON[i]} `];

export const sumN = (xs: number[]): number => xs.reduce((s, x) => s + x, 0);

/** index of the largest (or smallest) value; throws on ties so an extreme is never ambiguous */
export function argExtreme(xs: number[], dir: 'max' | 'min'): number {
  let best = 0;
  for (let i = 1; i < xs.length; i++) {
    if (dir === 'max' ? xs[i]! > xs[best]! : xs[i]! < xs[best]!) best = i;
  }
  if (xs.filter((x) => x === xs[best]).length > 1) throw new Error('tied extreme');
  return best;
}

export async function toBytes(wb: ExcelJS.Workbook): Promise<Uint8Array> {
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

/** Builds numbered questions for one book. */
export function asker(book: string): {
  q(question: string, expect: BlindExpect, means: string): void;
  list: BlindQuestion[];
} {
  const list: BlindQuestion[] = [];
  return {
    list,
    q(question, expect, means) {
      list.push({
        id: `${book}-${String(list.length + 1).padStart(2, '0')}`,
        book,
        question,
        expect,
        means,
      });
    },
  };
}

export function money(ws: ExcelJS.Worksheet, cols: number[], fmt: string): void {
  for (const c of cols) ws.getColumn(c).numFmt = fmt;
}

export { ExcelJS };
