/**
 * Shared pieces of blind-45: the blind kit (eval/blind-kit/lib.ts: the question/expectation
 * shape, month names, money helpers in integer cents, and the checks every set uses) with its
 * seeded random source bound to this set's SEED.
 */
import { rngFor } from '../blind-kit/lib';

export * from '../blind-kit/lib';

export const SEED = 45501;

/** mulberry32, seeded per book (its position 1–16) so books stay stable when another is edited. */
export const rng = rngFor(SEED);
