/**
 * The shared kit of the blind sets (blind-27 on): the question/expectation shape, a seeded
 * random source, month names, and money helpers in integer cents (bigint sums), so every
 * expected figure comes from the generator's own data and never from the engine. A set's
 * own lib.ts re-exports this and binds the random source to its SEED (`rng = rngFor(SEED)`).
 */
import type ExcelJS from 'exceljs';

/** What a question expects. The fields match the owners' scorer (eval/owners/score.ts). */
export interface BlindExpect {
  /** exact decimal text(s) of figures[0].value; any one of them is right */
  value?: string | string[];
  /** where an extreme or group was found (any one spelling is right) */
  at?: string | string[];
  /** the sheet cannot answer it, or it stays ambiguous: a refusal / question back is right */
  refuse?: boolean;
  tol?: number;
  abs?: boolean;
  /** how the figure is defined (or why a refusal is expected) */
  means: string;
}

export interface BlindQuestion {
  id: string;
  book: string;
  question: string;
  expect: BlindExpect;
}

/** A two-path check on the generator: both sides must be equal (e.g. subtotals vs lines). */
export interface CrossCheck {
  what: string;
  a: bigint;
  b: bigint;
}

export interface BlindBook {
  name: string;
  business: string;
  shape: string;
  bytes: () => Promise<Uint8Array>;
  questions: BlindQuestion[];
  checks: CrossCheck[];
}

/** A seeded random source: next() in [0, 1), int(lo, hi) inclusive, pick(xs). */
export interface Rng {
  next: () => number;
  int: (lo: number, hi: number) => number;
  pick: <T>(xs: readonly T[]) => T;
}

/** mulberry32, seeded per book (seed + offset * 7919) so books stay stable when another is edited. */
export function seededRng(seed: number, offset: number): Rng {
  let a = (seed + offset * 7919) >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number): number => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  return { next, int, pick };
}

/** A set's `rng(offset)`: the kit's random source bound to the set's SEED. */
export const rngFor =
  (seed: number) =>
  (offset: number): Rng =>
    seededRng(seed, offset);

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

/** Every usual way of writing month m (0-based) of a year: "Feb-25", "February", "Feb 2025", "2025-02". */
export function monthPlaces(m: number, year: number): string[] {
  const yy = String(year).slice(2);
  return [
    MONTHS[m]!,
    `${MON[m]} ${year}`,
    `${MON[m]}-${yy}`,
    `${MON[m]} ${yy}`,
    `${year}-${String(m + 1).padStart(2, '0')}`,
  ];
}

/** cents -> number for a cell (display only; expectations use the cents). */
export const cell = (cents: bigint | number): number => Number(cents) / 100;

export const total = (xs: Array<bigint | number>): bigint =>
  xs.reduce<bigint>((s, x) => s + BigInt(x), 0n);

/** index of the largest (first on ties) */
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

/** True when the largest value is unique (an extreme question is fair only then). */
export function uniqueMax(xs: Array<bigint | number>): boolean {
  const m = xs[argMax(xs)]!;
  return xs.filter((x) => BigInt(x) === BigInt(m)).length === 1;
}

export async function toBytes(wb: ExcelJS.Workbook): Promise<Uint8Array> {
  const buf = await wb.xlsx.writeBuffer();
  return new Uint8Array(buf as ArrayBuffer);
}

/** Builds the questions of one book with ids book-01, book-02, ... */
export function questionsFor(
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

/** Writes rows (arrays of cell values, undefined = blank) starting at row 1. */
export function putRows(ws: ExcelJS.Worksheet, rows: unknown[][]): void {
  rows.forEach((r, i) => {
    const row = ws.getRow(i + 1);
    r.forEach((v, j) => {
      if (v !== undefined && v !== null) row.getCell(j + 1).value = v as ExcelJS.CellValue;
    });
  });
}

/** A date at UTC midnight (exceljs writes it as a date cell). */
export const day = (y: number, m: number, d: number): Date => new Date(Date.UTC(y, m, d));

/** Usual spellings of a day: "2026-08-14", "14 Aug", "Aug 14", "14/08/2026". */
export function dayPlaces(y: number, m: number, d: number): string[] {
  const dd = String(d).padStart(2, '0');
  const mm = String(m + 1).padStart(2, '0');
  return [`${y}-${mm}-${dd}`, `${d} ${MON[m]}`, `${MON[m]} ${d}`, `${dd}/${mm}/${y}`];
}

// Checks and generators every set from blind-37 on uses (each set used to copy them).

/** A check that the largest (or smallest) of xs occurs once, so "best / most / least" is fair. */
export function unique(
  what: string,
  xs: Array<bigint | number>,
  dir: 'max' | 'min' = 'max',
): CrossCheck {
  const at = dir === 'max' ? argMax(xs) : argMin(xs);
  const m = BigInt(xs[at]!);
  return {
    what: `unique ${dir}: ${what}`,
    a: BigInt(xs.filter((x) => BigInt(x) === m).length),
    b: 1n,
  };
}

/** A check that a condition holds (a = 1 when it does). */
export const holds = (what: string, ok: boolean): CrossCheck => ({ what, a: ok ? 1n : 0n, b: 1n });

/** A check that no figure sits exactly on a question's threshold. */
export const offThreshold = (
  what: string,
  xs: Array<bigint | number>,
  threshold: bigint | number,
): CrossCheck =>
  holds(
    `no ${what} exactly at ${threshold}`,
    xs.every((x) => BigInt(x) !== BigInt(threshold)),
  );

/** Values of xs at the given indexes (for sums over a filter). */
export const pickAt = <T>(xs: readonly T[], idx: readonly number[]): T[] => idx.map((i) => xs[i]!);

/** How many of xs pass a test. */
export const countOf = <T>(xs: readonly T[], ok: (x: T, i: number) => boolean): number =>
  xs.filter(ok).length;

/** A check that two cents figures are equal. */
export const same = (what: string, a: bigint, b: bigint): CrossCheck => ({ what, a, b });

/** Places of month m (0-based) of a year, plus the sheet's own short label ("Jul"). */
export const monthAt = (m: number, year: number): string[] => [...monthPlaces(m, year), MON[m]!];

/** Places of month m of a year that name the year too (for books that span several years). */
export const monthYearAt = (m: number, year: number): string[] => [
  `${MONTHS[m]} ${year}`,
  ...monthPlaces(m, year).filter((p) => p !== MONTHS[m]),
];

/** Random cents between lo and hi whole units, with random cents. */
export const cents = (r: Rng, lo: number, hi: number): number => r.int(lo * 100, hi * 100);

/** Random whole units between lo and hi, as cents. */
export const whole = (r: Rng, lo: number, hi: number): number => r.int(lo, hi) * 100;

/** Random cents between lo and hi rounded to a step (in cents), e.g. 500 for £5 steps. */
export const stepped = (r: Rng, lo: number, hi: number, step: number): number =>
  Math.round(r.int(lo * 100, hi * 100) / step) * step;

/** The indexes of xs that pass a test. */
export const where = <T>(xs: readonly T[], ok: (x: T, i: number) => boolean): number[] =>
  xs.flatMap((x, i) => (ok(x, i) ? [i] : []));

/** A check that the top n of xs are strictly separated from the rest (a fair "top n"). */
export const topSeparated = (what: string, xs: Array<bigint | number>, n: number): CrossCheck => {
  const s = xs.map((x) => BigInt(x)).sort((a, b) => (a > b ? -1 : a < b ? 1 : 0));
  return holds(`top ${n} of ${what} separated`, n >= s.length || s[n - 1]! > s[n]!);
};

/** Sums xs grouped by key(x), in first-seen key order. */
export function groupSum<T>(
  xs: readonly T[],
  key: (x: T) => string,
  val: (x: T) => number | bigint,
): Map<string, bigint> {
  const m = new Map<string, bigint>();
  for (const x of xs) m.set(key(x), (m.get(key(x)) ?? 0n) + BigInt(val(x)));
  return m;
}

/** The key of the largest (or smallest) value of a map, and the value. */
export function extreme(m: Map<string, bigint>, dir: 'max' | 'min' = 'max'): [string, bigint] {
  let best: [string, bigint] | undefined;
  for (const [k, v] of m) if (!best || (dir === 'max' ? v > best[1] : v < best[1])) best = [k, v];
  return best!;
}

/** A check that the extreme of a map is unique (no ties). */
export const uniqueIn = (what: string, m: Map<string, bigint>, dir: 'max' | 'min' = 'max') =>
  holds(
    `unique ${dir}: ${what}`,
    [...m.values()].filter((v) => v === extreme(m, dir)[1]).length === 1,
  );
