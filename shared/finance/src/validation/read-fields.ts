/**
 * Readers for form and JSON values. Each reads one field, records a message
 * naming the field when the value is wrong, and returns undefined then, so a
 * whole input is checked in one pass and every problem is reported.
 */
import type { IssueCollector } from '../errors';
import type { Currency } from '../money/currency';
import { CURRENCIES, DEFAULT_CURRENCY, isCurrency, minorDigits } from '../money/currency';
import type { Decimal } from '../money/decimal';
import { compareDecimal, decimalFromInteger, readDecimal, toScaledInteger } from '../money/decimal';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Largest amount accepted in one field, in major units (a trillion). */
export const MAX_AMOUNT_MAJOR = 1_000_000_000_000n;

export interface AmountOptions {
  /** Human name used in messages, e.g. 'Rate'. */
  label: string;
  /** Blank is an error when true; otherwise blank reads as `fallback` (0). */
  required?: boolean;
  fallback?: bigint;
  allowNegative?: boolean;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && !value.trim());
}

/** Reads an amount in major units into minor units (half-up). */
export function readAmount(
  issues: IssueCollector,
  value: unknown,
  field: string,
  currency: Currency,
  options: AmountOptions,
): bigint | undefined {
  if (isBlank(value)) {
    if (options.required) {
      issues.add(field, `${options.label} is required.`);
      return undefined;
    }
    return options.fallback ?? 0n;
  }
  const read = readDecimal(value);
  if (!read.ok) {
    issues.add(
      field,
      read.problem === 'too-long'
        ? `${options.label} has too many digits.`
        : `${options.label} must be a number (got ${describe(value)}).`,
    );
    return undefined;
  }
  const minor = toScaledInteger(read.value, minorDigits(currency));
  if (!options.allowNegative && minor < 0n) {
    issues.add(field, `${options.label} cannot be negative.`);
    return undefined;
  }
  const limit = MAX_AMOUNT_MAJOR * 10n ** BigInt(minorDigits(currency));
  if (minor > limit || minor < -limit) {
    issues.add(field, `${options.label} is too large (the limit is 1,000,000,000,000).`);
    return undefined;
  }
  return minor;
}

export interface DecimalOptions {
  label: string;
  required?: boolean;
  fallback?: Decimal;
  min?: Decimal;
  max?: Decimal;
  /** Message when out of [min, max]; a default names the bounds. */
  rangeMessage?: string;
}

/** Reads an exact decimal (quantity, rate, percent) with optional bounds. */
export function readDecimalField(
  issues: IssueCollector,
  value: unknown,
  field: string,
  options: DecimalOptions,
): Decimal | undefined {
  if (isBlank(value)) {
    if (options.required) {
      issues.add(field, `${options.label} is required.`);
      return undefined;
    }
    return options.fallback ?? decimalFromInteger(0);
  }
  const read = readDecimal(value);
  if (!read.ok) {
    issues.add(
      field,
      read.problem === 'too-long'
        ? `${options.label} has too many digits.`
        : `${options.label} must be a number (got ${describe(value)}).`,
    );
    return undefined;
  }
  const d = read.value;
  if (options.min && compareDecimal(d, options.min) < 0) {
    issues.add(field, options.rangeMessage ?? `${options.label} cannot be negative.`);
    return undefined;
  }
  if (options.max && compareDecimal(d, options.max) > 0) {
    issues.add(field, options.rangeMessage ?? `${options.label} is too large.`);
    return undefined;
  }
  return d;
}

export interface IntegerOptions {
  label: string;
  required?: boolean;
  fallback?: number;
  min: number;
  max: number;
}

/** Reads a whole number within [min, max] (days, months, counts). */
export function readInteger(
  issues: IssueCollector,
  value: unknown,
  field: string,
  options: IntegerOptions,
): number | undefined {
  if (isBlank(value)) {
    if (options.required || options.fallback === undefined) {
      issues.add(field, `${options.label} is required.`);
      return undefined;
    }
    return options.fallback;
  }
  const read = readDecimal(value);
  if (!read.ok || read.value.scale !== 0) {
    issues.add(field, `${options.label} must be a whole number (got ${describe(value)}).`);
    return undefined;
  }
  const n = Number(read.value.coef);
  if (n < options.min || n > options.max) {
    issues.add(field, `${options.label} must be between ${options.min} and ${options.max}.`);
    return undefined;
  }
  return n;
}

/** Reads optional text (trimmed); required text must not be blank. */
export function readText(
  issues: IssueCollector,
  value: unknown,
  field: string,
  options: { label: string; required?: boolean; maxLength?: number },
): string | undefined {
  if (value === undefined || value === null) {
    if (options.required) issues.add(field, `${options.label} is required.`);
    return options.required ? undefined : '';
  }
  if (typeof value !== 'string' && typeof value !== 'number') {
    issues.add(field, `${options.label} must be text.`);
    return undefined;
  }
  const text = String(value).trim();
  if (options.required && !text) {
    issues.add(field, `${options.label} is required.`);
    return undefined;
  }
  const max = options.maxLength ?? 500;
  if (text.length > max) {
    issues.add(field, `${options.label} is longer than ${max} characters.`);
    return undefined;
  }
  return text;
}

/**
 * Reads a list. Accepts an array or its JSON text (the balance-sheet calls
 * send row lists as JSON strings). Blank reads as an empty list unless required.
 */
export function readList(
  issues: IssueCollector,
  value: unknown,
  field: string,
  options: { label: string; required?: boolean; maxItems?: number },
): unknown[] | undefined {
  let list = value;
  if (typeof list === 'string') {
    if (!list.trim()) list = undefined;
    else {
      try {
        list = JSON.parse(list) as unknown;
      } catch {
        issues.add(field, `${options.label} must be a list (the JSON text could not be read).`);
        return undefined;
      }
    }
  }
  if (list === undefined || list === null) {
    if (options.required) {
      issues.add(field, `${options.label} is required.`);
      return undefined;
    }
    return [];
  }
  if (!Array.isArray(list)) {
    issues.add(field, `${options.label} must be a list.`);
    return undefined;
  }
  const max = options.maxItems ?? 10_000;
  if (list.length > max) {
    issues.add(field, `${options.label} has more than ${max} rows.`);
    return undefined;
  }
  return list;
}

/** Reads an object field; an absent optional object reads as {}. */
export function readObject(
  issues: IssueCollector,
  value: unknown,
  field: string,
  options: { label: string; required?: boolean },
): Record<string, unknown> | undefined {
  if (value === undefined || value === null) {
    if (options.required) {
      issues.add(field, `${options.label} is required.`);
      return undefined;
    }
    return {};
  }
  if (!isRecord(value)) {
    issues.add(field, `${options.label} must be an object.`);
    return undefined;
  }
  return value;
}

function describe(value: unknown): string {
  if (typeof value === 'string') return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
    return String(value);
  }
  return Array.isArray(value) ? 'a list' : typeof value;
}

/** Reads a currency code; blank means the spec's default, USD. */
export function readCurrency(issues: IssueCollector, value: unknown, field = 'currency'): Currency {
  if (isBlank(value)) return DEFAULT_CURRENCY;
  const code = typeof value === 'string' ? value.trim().toUpperCase() : value;
  if (!isCurrency(code)) {
    issues.add(field, `Currency must be one of ${CURRENCIES.join(', ')} (got ${describe(value)}).`);
    return DEFAULT_CURRENCY;
  }
  return code;
}
