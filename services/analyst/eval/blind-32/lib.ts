/**
 * Shared pieces of blind-32: the blind kit (eval/blind-kit/lib.ts: the question/expectation
 * shape, month names, money helpers in integer cents) with its seeded random source bound to
 * this set's SEED, so the books import everything from here.
 */
import { rngFor } from '../blind-kit/lib';

export * from '../blind-kit/lib';

export const SEED = 32321;

/** mulberry32, seeded per book so books stay stable when another is edited. */
export const rng = rngFor(SEED);
