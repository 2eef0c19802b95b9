/**
 * Shared pieces of blind-41: the blind kit (eval/blind-kit/lib.ts: the question/expectation
 * shape, month names, money helpers in integer cents, and the checks every set uses) with its
 * seeded random source bound to this set's SEED. The helpers this set shares with
 * blind-40 to 42 (topSeparated, groupSum, extreme, uniqueIn) live in the kit.
 */
import { rngFor } from '../blind-kit/lib';

export * from '../blind-kit/lib';

export const SEED = 41401;

/** mulberry32, seeded per book (its position 1–16) so books stay stable when another is edited. */
export const rng = rngFor(SEED);
