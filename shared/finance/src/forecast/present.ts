/**
 * Conversions of the exact (bigint) forecast for the outside world: minor
 * units as JSON numbers (the API), or decimal text in major units (the CLI).
 */
import type { Currency } from '../money/currency';
import { minorDigits } from '../money/currency';
import { fixedDecimal, toSafeNumber } from '../money/money';

/** The same shape with every bigint (minor units) as a number. */
export type AsNumbers<T> = T extends bigint
  ? number
  : T extends readonly (infer U)[]
    ? AsNumbers<U>[]
    : T extends object
      ? { [K in keyof T]: AsNumbers<T[K]> }
      : T;

/** The same shape with every bigint as decimal text in major units ("1234.50"). */
export type AsDecimals<T> = T extends bigint
  ? string
  : T extends readonly (infer U)[]
    ? AsDecimals<U>[]
    : T extends object
      ? { [K in keyof T]: AsDecimals<T[K]> }
      : T;

function mapBigints(value: unknown, f: (b: bigint) => unknown): unknown {
  if (typeof value === 'bigint') return f(value);
  if (Array.isArray(value)) return value.map((v) => mapBigints(v, f));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = mapBigints(v, f);
    return out;
  }
  return value;
}

/** Minor units as numbers; throws FinanceInputError if a figure passes 2^53. */
export function withMinorNumbers<T>(value: T): AsNumbers<T> {
  return mapBigints(value, (b) => toSafeNumber(b, 'forecast')) as AsNumbers<T>;
}

/** Minor units as exact decimal text in major units. */
export function withDecimalStrings<T>(value: T, currency: Currency): AsDecimals<T> {
  const digits = minorDigits(currency);
  return mapBigints(value, (b) => fixedDecimal(b, digits)) as AsDecimals<T>;
}
