/**
 * blind-45's book helpers: the kit's (blind-kit/sheet-helpers.ts) and a bigint sum.
 */
export * from '../blind-kit/sheet-helpers';

/** Sum of a list of cents as bigint. */
export const sumBy = <T>(xs: readonly T[], f: (x: T) => number | bigint): bigint =>
  xs.reduce<bigint>((s, x) => s + BigInt(f(x)), 0n);
