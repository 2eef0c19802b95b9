/**
 * Shared pieces of blind-40: the blind kit (eval/blind-kit/lib.ts: the question/expectation
 * shape, month names, money helpers in integer cents) with its seeded random source bound to
 * this set's SEED; the kit also holds the checks and generators every set uses (uniqueness of
 * best / most / least, places of a month, cents from a random source, thresholds). Below: this set's own.
 */
import { holds, rngFor, type CrossCheck } from '../blind-kit/lib';

export * from '../blind-kit/lib';

export const SEED = 40401;

/** mulberry32, seeded per book so books stay stable when another is edited. */
export const rng = rngFor(SEED);

/** A check that the top n of xs are strictly separated from the rest (a fair "top n"). */
export const topSeparated = (what: string, xs: Array<bigint | number>, n: number): CrossCheck => {
  const s = xs.map((x) => BigInt(x)).sort((a, b) => (a > b ? -1 : a < b ? 1 : 0));
  return holds(`top ${n} of ${what} separated`, n >= s.length || s[n - 1]! > s[n]!);
};
