/**
 * Shared pieces of blind set 19: the seeded random source, the question and expectation
 * shapes, month spellings for "which month" places, and money helpers in integer cents.
 * Every expected figure is computed from the generator's own integer data (never from the engine).
 */
export type Cell = string | number | Date | null;
export interface SheetSpec {
  name: string;
  rows: Cell[][];
}

/** What the scorer (../owners/score.ts) compares: a figure, a place, or a refusal. */
export interface Expect19 {
  value?: string | string[];
  at?: string | string[];
  refuse?: boolean;
  tol?: number;
  /** Compare magnitudes: "how much did we spend" may be answered as an outflow (negative). */
  abs?: boolean;
}

export interface Q19 {
  id: string;
  book: string;
  question: string;
  expect: Expect19;
  /** How the expected figure is defined (or why a refusal is the fair answer). */
  means: string;
}

export interface BookSpec {
  name: string;
  business: string;
  sheets: SheetSpec[];
  questions: Q19[];
  /** Independent checks: pairs that must be equal (e.g. sum of subtotals vs grand total). */
  checks: Array<[string, bigint, bigint]>;
}

export const SEED = 19901;

/** mulberry32: small, seeded, reproducible. */
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

/** Integer in [lo, hi]. */
export const int = (r: () => number, lo: number, hi: number): number =>
  lo + Math.floor(r() * (hi - lo + 1));

export const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

/** Cents to the number written into a cell. */
export const cell = (cents: number | bigint): number => Number(cents) / 100;

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

/** Every usual way of writing month m (0-based) of year y, for a place expectation. */
export function monthPlaces(m: number, y: number): string[] {
  const full = MONTHS[m]!;
  const short = full.slice(0, 3);
  const yy = String(y).slice(2);
  const mm = String(m + 1).padStart(2, '0');
  return [full, `${short}-${yy}`, `${short} ${y}`, `${y}-${mm}`, `${short} ${yy}`, `${short}-${y}`];
}

/** Index of the largest / smallest value (first wins on a tie; generators avoid ties). */
function uniqueExtreme(
  xs: Array<number | bigint>,
  better: (a: number | bigint, b: number | bigint) => boolean,
): number {
  const i = xs.reduce<number>((b, x, k) => (better(x, xs[b]!) ? k : b), 0);
  // A tied extreme has no single fair "place": fail generation so the seed/data get fixed.
  if (xs.filter((x) => x === xs[i]).length > 1) throw new Error(`tied extreme ${String(xs[i])}`);
  return i;
}
export const argMax = (xs: Array<number | bigint>): number => uniqueExtreme(xs, (a, b) => a > b);
export const argMin = (xs: Array<number | bigint>): number => uniqueExtreme(xs, (a, b) => a < b);

/** Question builder that numbers ids per book. */
export function asker(book: string): {
  qs: Q19[];
  q: (question: string, expect: Expect19, means: string) => void;
} {
  const qs: Q19[] = [];
  return {
    qs,
    q: (question, expect, means) => {
      qs.push({
        id: `${book}-${String(qs.length + 1).padStart(2, '0')}`,
        book,
        question,
        expect,
        means,
      });
    },
  };
}

export const refuse = { refuse: true } as const;
