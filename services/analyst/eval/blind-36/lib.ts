/**
 * Shared pieces of blind-36: the blind kit (eval/blind-kit/lib.ts: the question/expectation
 * shape, month names, money helpers in integer cents) with its seeded random source bound to
 * this set's SEED, plus the few helpers every book of this set uses (uniqueness checks for the
 * best / most / least questions, places of a month or a day, money cents from a random source,
 * the two readings of a change).
 */
import {
  argMax,
  argMin,
  MON,
  monthPlaces,
  rngFor,
  type CrossCheck,
  type Rng,
} from '../blind-kit/lib';
import { growth, hundredths } from '../expect';

export * from '../blind-kit/lib';

export const SEED = 36361;

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

/** A check that two bigint paths agree. */
export const same = (what: string, a: bigint, b: bigint): CrossCheck => ({ what, a, b });

/** Places of month m (0-based) of a year, plus the sheet's own short label ("Jul"). */
export const monthAt = (m: number, year: number): string[] => [...monthPlaces(m, year), MON[m]!];

/** Random cents between lo and hi whole units, with random cents. */
export const cents = (r: Rng, lo: number, hi: number): number => r.int(lo * 100, hi * 100);

/** Random whole units between lo and hi, as cents. */
export const whole = (r: Rng, lo: number, hi: number): number => r.int(lo, hi) * 100;

/** Random cents between lo and hi rounded to a step (in cents), e.g. 500 for $5 steps. */
export const stepped = (r: Rng, lo: number, hi: number, step: number): number =>
  Math.round(r.int(lo * 100, hi * 100) / step) * step;

/** Distinct alternatives, in order (a figure that two readings give once). */
export const alts = (...xs: string[]): string[] => [...new Set(xs)];

/** A change from a to b, both readings: the difference and the % change. */
export const change = (a: bigint, b: bigint): string[] => alts(hundredths(b - a), growth(a, b));

/** Sums a field of the rows that pass a filter, in cents. */
export function sumBy<T>(rows: T[], val: (r: T) => bigint | number, keep?: (r: T) => boolean) {
  return rows.reduce<bigint>((s, r) => (keep && !keep(r) ? s : s + BigInt(val(r))), 0n);
}
