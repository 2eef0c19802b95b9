/**
 * Shared pieces of blind-34: the blind kit (eval/blind-kit/lib.ts: the question/expectation
 * shape, month names, money helpers in integer cents) with its seeded random source bound to
 * this set's SEED, so the books import everything from here. It adds three small helpers for
 * the books' own checks (a unique smallest value, and a check that a condition holds).
 */
import { rngFor, uniqueMax, type CrossCheck } from '../blind-kit/lib';

export * from '../blind-kit/lib';

export const SEED = 34341;

/** mulberry32, seeded per book so books stay stable when another is edited. */
export const rng = rngFor(SEED);

/** True when the smallest value is unique (a "worst / least / lowest" question is fair only then). */
export const uniqueMin = (xs: Array<bigint | number>): boolean =>
  uniqueMax(xs.map((x) => -BigInt(x)));

/** A check that a condition on the generator holds (uniqueness, no value on a threshold). */
export const holds = (what: string, ok: boolean): CrossCheck => ({ what, a: ok ? 1n : 0n, b: 1n });

/** A two-path check: both ways of reaching a figure agree. */
export const same = (what: string, a: bigint, b: bigint): CrossCheck => ({ what, a, b });

/** A whole number with thousands commas, for a threshold written in a question ("10,000"). */
export const commas = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * A round threshold (a multiple of `step`, in cents) near the middle of the values, for an
 * owner's "how many … over X" question; the caller checks the count is not trivial.
 */
export function roundNear(values: bigint[], step: bigint): bigint {
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const mid = sorted[Math.floor(sorted.length / 2)]!;
  return (mid / step) * step;
}
