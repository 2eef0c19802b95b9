/**
 * Shared pieces of blind-40: the blind kit (eval/blind-kit/lib.ts: the question/expectation
 * shape, month names, money helpers in integer cents) with its seeded random source bound to
 * this set's SEED; the kit also holds the checks and generators every set uses (uniqueness of
 * best / most / least, places of a month, cents from a random source, thresholds). Below: this set's own.
 */
import { rngFor } from '../blind-kit/lib';

export * from '../blind-kit/lib';

export const SEED = 40401;

/** mulberry32, seeded per book so books stay stable when another is edited. */
export const rng = rngFor(SEED);
