/**
 * Expectation builders for tuning set C. The arithmetic is the eval's own (integer cents and
 * bigint, eval/expect.ts); the expectation shape is the one the owners' scorer reads, so the
 * blind set is scored exactly like the other sets without copying the scorer.
 */
import { growth, meanCents, money, pct } from '../expect';
import type { scoreOwner } from '../owners/score';
import type { SetCBookName } from './workbooks';

/** What the scorer reads: `value` (any of), `tol`, `abs`, `at` (any of), `text`, `refuse`. */
export type Expectation = Parameters<typeof scoreOwner>[0];

export interface SetCQuestion {
  id: string;
  book: SetCBookName;
  question: string;
  expect: Expectation;
  /** how the expected figure is defined (or why the workbook cannot answer) */
  means: string;
}

/** A money figure from integer cents. */
export const cents = (c: number | bigint): Expectation => ({ value: money(c) });

/** The same figure with its sign ignored (costs written as negatives, "how far off"). */
export const centsAbs = (c: number | bigint): Expectation => ({ value: money(c), abs: true });

/** A count: exact. */
export const count = (n: number): Expectation => ({ value: String(n), tol: 0 });

/** part / whole in percent points, 2 decimals; 0.01 allows the other rounding of the last digit. */
export const percent = (part: number | bigint, whole: number | bigint): Expectation => ({
  value: pct(part, whole),
  tol: 0.01,
});

/** (later - earlier) / |earlier| in percent points, 2 decimals. */
export const growthPct = (earlier: number | bigint, later: number | bigint): Expectation => ({
  value: growth(earlier, later),
  tol: 0.01,
});

/** mean of cents values to the cent */
export const mean = (sumCents: number | bigint, n: number): Expectation => ({
  value: meanCents(sumCents, n),
});

/**
 * A figure from a sheet "in thousands": the cell's number, or the same scaled to units; both
 * are a right reading as long as the answer says which (the headline rule).
 */
export const thousands = (k: number, abs = false): Expectation => ({
  value: [String(k), String(k * 1000)],
  ...(abs ? { abs: true } : {}),
});

export const refuse: Expectation = { refuse: true };

/** Adds the place an extreme was found at (a month, a customer, an item). */
export const at = (e: Expectation, ...places: string[]): Expectation => ({ ...e, at: places });

/** The one item with the largest key; throws on a tie, so no question has two right places. */
export function uniqueMax<T>(items: readonly T[], key: (x: T) => number): T {
  const best = Math.max(...items.map(key));
  const winners = items.filter((x) => key(x) === best);
  if (winners.length !== 1) throw new Error(`tie for the largest value (${best})`);
  return winners[0]!;
}

export function uniqueMin<T>(items: readonly T[], key: (x: T) => number): T {
  return uniqueMax(items, (x) => -key(x));
}
