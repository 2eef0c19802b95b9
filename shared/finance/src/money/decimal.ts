/**
 * Exact decimals for what users type: quantities, rates, percentages, amounts.
 * A Decimal is `coef / 10^scale` with a bigint coefficient, so "0.1" is exactly
 * one tenth. Nothing here goes through binary floating point except reading a
 * JavaScript number, which is taken at its shortest printed form (0.1 is "0.1").
 */
import { pow10 } from './currency';

export interface Decimal {
  readonly coef: bigint;
  readonly scale: number;
}

/** What a form or a JSON file may hold for a number. */
export type DecimalInput = string | number | bigint;

const MAX_DIGITS = 40;
const DECIMAL_RE = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;
const GROUPED_RE = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;

/** Why a value could not be read, for the caller to put in a message. */
export type DecimalProblem = 'blank' | 'not-a-number' | 'too-long';

export type DecimalRead =
  | { readonly ok: true; readonly value: Decimal }
  | { readonly ok: false; readonly problem: DecimalProblem };

/**
 * Reads a decimal exactly. Accepts numbers, bigints and strings such as
 * "12", "-3.50", ".5", "1e3" and "1,234.56" (comma thousands groups).
 */
export function readDecimal(input: unknown): DecimalRead {
  if (typeof input === 'bigint') return { ok: true, value: { coef: input, scale: 0 } };
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, problem: 'not-a-number' };
    text = String(input);
  } else if (typeof input === 'string') {
    text = input.trim();
    if (text === '') return { ok: false, problem: 'blank' };
    if (GROUPED_RE.test(text)) text = text.replace(/,/g, '');
  } else if (input === null || input === undefined) {
    return { ok: false, problem: 'blank' };
  } else {
    return { ok: false, problem: 'not-a-number' };
  }
  const match = DECIMAL_RE.exec(text);
  if (!match) return { ok: false, problem: 'not-a-number' };
  const [, sign, intPart = '', fracPart = '', expPart] = match;
  if (intPart === '' && fracPart === '') return { ok: false, problem: 'not-a-number' };
  if (intPart.length + fracPart.length > MAX_DIGITS) return { ok: false, problem: 'too-long' };
  const exp = expPart === undefined ? 0 : Number(expPart);
  if (!Number.isSafeInteger(exp) || Math.abs(exp) > MAX_DIGITS) {
    return { ok: false, problem: 'too-long' };
  }
  let coef = BigInt((intPart + fracPart).replace(/^0+(?=\d)/, '') || '0');
  if (sign === '-') coef = -coef;
  let scale = fracPart.length - exp;
  if (scale < 0) {
    coef *= pow10(-scale);
    scale = 0;
  }
  if (scale > MAX_DIGITS) return { ok: false, problem: 'too-long' };
  return { ok: true, value: normalize({ coef, scale }) };
}

/** Drops trailing zeros of the fraction: 1.500 becomes 1.5. */
export function normalize(d: Decimal): Decimal {
  let { coef, scale } = d;
  while (scale > 0 && coef % 10n === 0n) {
    coef /= 10n;
    scale -= 1;
  }
  return { coef, scale };
}

export function decimalFromInteger(n: bigint | number): Decimal {
  return { coef: BigInt(n), scale: 0 };
}

/** Sign-aware comparison of two decimals: -1, 0 or 1. */
export function compareDecimal(a: Decimal, b: Decimal): number {
  const scale = Math.max(a.scale, b.scale);
  const x = a.coef * pow10(scale - a.scale);
  const y = b.coef * pow10(scale - b.scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Exact text of a decimal, e.g. "12.5" or "-0.25". */
export function decimalToString(d: Decimal): string {
  const negative = d.coef < 0n;
  const digits = (negative ? -d.coef : d.coef).toString();
  if (d.scale === 0) return (negative ? '-' : '') + digits;
  const padded = digits.padStart(d.scale + 1, '0');
  const cut = padded.length - d.scale;
  return `${negative ? '-' : ''}${padded.slice(0, cut)}.${padded.slice(cut)}`;
}

/**
 * Integer division rounded half-up, in the financial sense: halves round away
 * from zero (2.5 → 3, -2.5 → -3), like Java's RoundingMode.HALF_UP.
 */
export function divRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  if (denominator < 0n) {
    numerator = -numerator;
    denominator = -denominator;
  }
  const q = numerator / denominator;
  const r = numerator % denominator;
  const twice = (r < 0n ? -r : r) * 2n;
  if (twice >= denominator) return numerator < 0n ? q - 1n : q + 1n;
  return q;
}

/** Rounds a decimal half-up to `digits` fraction digits and returns the scaled integer. */
export function toScaledInteger(d: Decimal, digits: number): bigint {
  if (d.scale <= digits) return d.coef * pow10(digits - d.scale);
  return divRoundHalfUp(d.coef, pow10(d.scale - digits));
}
