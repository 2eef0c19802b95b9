/**
 * Shared pieces of blind-39: the blind kit (eval/blind-kit/lib.ts: the question/expectation
 * shape, month names, money helpers in integer cents) with its seeded random source bound to
 * this set's SEED, plus the few helpers every book of this set uses (uniqueness checks for the
 * best / most / least questions, places of a month or a day, money cents from a random source).
 */
import {
  argMax,
  argMin,
  MON,
  MONTHS,
  monthPlaces,
  rngFor,
  type CrossCheck,
  type Rng,
} from '../blind-kit/lib';

export * from '../blind-kit/lib';

export const SEED = 39391;

/** mulberry32, seeded per book so books stay stable when another is edited. */
export const rng = rngFor(SEED);

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

/** How many of xs pass a test. */
export const countOf = <T>(xs: readonly T[], ok: (x: T, i: number) => boolean): number =>
  xs.filter(ok).length;

/** Values of xs at the given indexes (for sums over a filter). */
export const pickAt = <T>(xs: readonly T[], idx: readonly number[]): T[] => idx.map((i) => xs[i]!);
