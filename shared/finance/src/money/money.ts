/**
 * Money: an exact integer count of the currency's minor unit (cents for USD)
 * and the currency. Every sum is a bigint sum; rounding is half-up (away from
 * zero on halves) wherever a product or a share makes a fraction of a cent.
 */
import { FinanceInputError } from '../errors';
import type { Currency } from './currency';
import { minorDigits, pow10 } from './currency';
import type { Decimal, DecimalInput } from './decimal';
import { divRoundHalfUp, readDecimal, toScaledInteger } from './decimal';

export interface Money {
  /** Amount in minor units (cents). */
  readonly minor: bigint;
  readonly currency: Currency;
}

export function money(minor: bigint | number, currency: Currency): Money {
  if (typeof minor === 'number' && !Number.isSafeInteger(minor)) {
    throw new RangeError(`Minor units must be a safe integer, got ${minor}`);
  }
  return { minor: BigInt(minor), currency };
}

export function zeroMoney(currency: Currency): Money {
  return { minor: 0n, currency };
}

function sameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) {
    throw new RangeError(`Cannot combine ${a.currency} and ${b.currency}`);
  }
}

export function addMoney(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return { minor: a.minor + b.minor, currency: a.currency };
}

export function subtractMoney(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return { minor: a.minor - b.minor, currency: a.currency };
}

export function sumMoney(items: readonly Money[], currency: Currency): Money {
  let total = 0n;
  for (const item of items) {
    if (item.currency !== currency) {
      throw new RangeError(`Cannot add ${item.currency} to a ${currency} sum`);
    }
    total += item.minor;
  }
  return { minor: total, currency };
}

export function compareMoney(a: Money, b: Money): -1 | 0 | 1 {
  sameCurrency(a, b);
  return a.minor < b.minor ? -1 : a.minor > b.minor ? 1 : 0;
}

export function equalsMoney(a: Money, b: Money): boolean {
  return a.currency === b.currency && a.minor === b.minor;
}

/** Amount × an exact decimal factor, rounded half-up to the minor unit. */
export function multiplyMoney(amount: Money, factor: Decimal): Money {
  return {
    minor: divRoundHalfUp(amount.minor * factor.coef, pow10(factor.scale)),
    currency: amount.currency,
  };
}

/** `percent`% of an amount (12.5 means 12.5%), rounded half-up to the minor unit. */
export function percentOfMoney(amount: Money, percent: Decimal): Money {
  return {
    minor: divRoundHalfUp(amount.minor * percent.coef, 100n * pow10(percent.scale)),
    currency: amount.currency,
  };
}

/** A decimal amount in major units (12.345 dollars) as Money, rounded half-up. */
export function moneyFromDecimal(value: Decimal, currency: Currency): Money {
  return { minor: toScaledInteger(value, minorDigits(currency)), currency };
}

/**
 * Reads a user amount in major units ("12.345", 12.5, "1,200") exactly and
 * rounds it half-up to the minor unit. Throws FinanceInputError naming `field`.
 */
export function parseMoney(input: DecimalInput, currency: Currency, field = 'amount'): Money {
  const read = readDecimal(input);
  if (!read.ok) {
    const message =
      read.problem === 'blank'
        ? 'An amount is required.'
        : read.problem === 'too-long'
          ? 'The amount has too many digits.'
          : `"${String(input)}" is not a number.`;
    throw new FinanceInputError([{ field, message }]);
  }
  return moneyFromDecimal(read.value, currency);
}

/** Exact decimal text of an amount with all minor digits: "1234.50". */
export function moneyToDecimalString(amount: Money): string {
  return fixedDecimal(amount.minor, minorDigits(amount.currency));
}

/** `minor` as a fixed-point string with exactly `digits` fraction digits. */
export function fixedDecimal(minor: bigint, digits: number): string {
  const negative = minor < 0n;
  const text = (negative ? -minor : minor).toString().padStart(digits + 1, '0');
  const cut = text.length - digits;
  const body = digits === 0 ? text : `${text.slice(0, cut)}.${text.slice(cut)}`;
  return negative ? `-${body}` : body;
}

/** Minor units as a JavaScript number, refusing anything past 2^53. */
export function toSafeNumber(minor: bigint, field = 'amount'): number {
  const n = Number(minor);
  if (!Number.isSafeInteger(n)) {
    throw new FinanceInputError([
      { field, message: 'The figure is too large to represent exactly (over 9e15 minor units).' },
    ]);
  }
  return n;
}

/** Major units as a number, for charts only (never summed). */
export function minorToMajorNumber(minor: bigint, currency: Currency): number {
  return Number(fixedDecimal(minor, minorDigits(currency)));
}

/**
 * True when two amounts are the same to the minor unit, after reading each
 * exactly and rounding half-up. Use it to check a total a client sent:
 * `sameMoney(body.total, figures.total.minor, 'USD')`. A Money, a bigint of
 * minor units or a `{ minor }` figure counts as minor units; strings and
 * plain numbers count as major units. Unreadable input is never the same.
 */
export function sameMoney(
  a: DecimalInput | Money | { minor: number | bigint },
  b: DecimalInput | Money | { minor: number | bigint },
  currency: Currency,
): boolean {
  const x = toMinorOrNull(a, currency);
  const y = toMinorOrNull(b, currency);
  return x !== null && y !== null && x === y;
}

function toMinorOrNull(
  value: DecimalInput | Money | { minor: number | bigint },
  currency: Currency,
): bigint | null {
  if (typeof value === 'object' && value !== null) {
    if ('currency' in value && value.currency !== currency) return null;
    return typeof value.minor === 'number'
      ? Number.isSafeInteger(value.minor)
        ? BigInt(value.minor)
        : null
      : value.minor;
  }
  if (typeof value === 'bigint') return value;
  const read = readDecimal(value);
  return read.ok ? toScaledInteger(read.value, minorDigits(currency)) : null;
}
