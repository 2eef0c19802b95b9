/**
 * Shared pieces of blind-42: the blind kit (eval/blind-kit/lib.ts: the question/expectation
 * shape, month names, money helpers in integer cents, and the checks every set uses) with its
 * seeded random source bound to this set's SEED. Below: this set's own small helpers.
 */
import { holds, rngFor, type CrossCheck } from '../blind-kit/lib';

export * from '../blind-kit/lib';

export const SEED = 42401;

/** mulberry32, seeded per book (its position 1–16) so books stay stable when another is edited. */
export const rng = rngFor(SEED);

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
