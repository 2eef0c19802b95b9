/**
 * Shared helpers for the blind-20 set: a seeded random source, a sheet-as-rows builder
 * written with exceljs, month labels, and the question/expectation types. Expected figures
 * are integer cents (bigint) computed from the generator's own records, never from the engine.
 */
import ExcelJS from 'exceljs';
import type { scoreOwner } from '../owners/score';

export const SEED = 20207;

/** The scorer's expectation plus `means`: how the expected figure is defined. */
export type BlindExpect = Parameters<typeof scoreOwner>[0] & { means: string };

export interface BlindQuestion {
  id: string;
  book: string;
  question: string;
  expect: BlindExpect;
}

export interface BlindBook {
  name: string;
  business: string;
  build: () => Promise<Uint8Array>;
  questions: BlindQuestion[];
  /** Second computation path: [what, from the records, from the written sheet rows]. */
  checks: Array<[string, bigint, bigint]>;
}

/** mulberry32, seeded per book from SEED and the book's name so books stay independent. */
export function rngFor(name: string): () => number {
  let h = SEED;
  for (const c of name) h = Math.imul(h ^ c.charCodeAt(0), 2654435761) >>> 0;
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const intIn = (rng: () => number, lo: number, hi: number): number =>
  lo + Math.floor(rng() * (hi - lo + 1));

export const pick = <T>(rng: () => number, xs: readonly T[]): T =>
  xs[intIn(rng, 0, xs.length - 1)]!;

/** A cell value as written: cents become a number of currency units. */
export type Cell = string | number | Date | null;
export const units = (cents: bigint | number): number => Number(cents) / 100;

export interface SheetSpec {
  name: string;
  rows: Cell[][];
  widths?: number[];
}

export async function writeBook(sheets: SheetSpec[]): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  for (const s of sheets) {
    const ws = wb.addWorksheet(s.name);
    s.rows.forEach((r, i) => {
      const row = ws.getRow(i + 1);
      r.forEach((v, j) => {
        if (v !== null && v !== '') row.getCell(j + 1).value = v;
      });
    });
    (s.widths ?? []).forEach((w, j) => (ws.getColumn(j + 1).width = w));
  }
  return new Uint8Array(await wb.xlsx.writeBuffer());
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

/** Every usual way of writing month m (0-based) of a year, for `at` expectations. */
export function monthPlaces(m: number, year = 2025): string[] {
  const full = MONTHS[m]!;
  const short = full.slice(0, 3);
  const yy = String(year).slice(2);
  const mm = String(m + 1).padStart(2, '0');
  return [
    full,
    `${short}-${yy}`,
    `${short} ${year}`,
    `${year}-${mm}`,
    `${short} '${yy}`,
    `${mm}/${year}`,
  ];
}

export const total = (xs: Array<bigint | number>): bigint =>
  xs.reduce<bigint>((s, x) => s + BigInt(x), 0n);

/** Index of the largest (or smallest) value; ties are avoided by the generators' checks. */
export function argBest(xs: bigint[], smallest = false): number {
  let best = 0;
  xs.forEach((x, i) => {
    if (smallest ? x < xs[best]! : x > xs[best]!) best = i;
  });
  return best;
}

/** True when the extreme is unique (a tie would make a "which" question ambiguous). */
export function uniqueBest(xs: bigint[], smallest = false): boolean {
  const b = xs[argBest(xs, smallest)]!;
  return xs.filter((x) => x === b).length === 1;
}

/** Sum of the numbers in column `col` of the written rows whose label passes `keep`. */
export function sheetSum(rows: Cell[][], col: number, keep: (r: Cell[]) => boolean): bigint {
  let s = 0n;
  for (const r of rows) {
    const v = r[col];
    if (typeof v === 'number' && keep(r)) s += BigInt(Math.round(v * 100));
  }
  return s;
}

/** Question builder bound to one book, numbering ids b<book>-<n>. */
export function asker(
  book: string,
  prefix: string,
): {
  qs: BlindQuestion[];
  ask: (question: string, expect: BlindExpect) => void;
} {
  const qs: BlindQuestion[] = [];
  return {
    qs,
    ask: (question, expect) =>
      qs.push({
        id: `${prefix}-${String(qs.length + 1).padStart(2, '0')}`,
        book,
        question,
        expect,
      }),
  };
}
