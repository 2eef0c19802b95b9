/**
 * Exact money for the ledger: amounts are bigint minor units in the code and `numeric` text in the
 * database; the company currency decides the minor digits.
 */
import type { Currency } from '@fina/finance';
import {
  fixedDecimal,
  isCurrency,
  isFinanceInputError,
  minorDigits,
  parseMoney,
} from '@fina/finance';
import { badRequest } from '@fina/service-kit';

export function currencyOf(code: string | null | undefined): Currency {
  return code && isCurrency(code) ? code : 'USD';
}

/** Database `numeric` text (or null: 0) → minor units, rounded half-up to the currency. */
export function numericToMinor(value: string | null | undefined, currency: Currency): bigint {
  if (value === null || value === undefined || value === '') return 0n;
  return parseMoney(value, currency).minor;
}

export function minorToText(minor: bigint, currency: Currency): string {
  return fixedDecimal(minor, minorDigits(currency));
}

/** A typed amount ("12.50", "1,200", 12.5) → minor units; 400 naming `field` when unreadable. */
export function readAmountInput(value: string | number, currency: Currency, field: string): bigint {
  try {
    return parseMoney(value, currency, field).minor;
  } catch (error) {
    if (isFinanceInputError(error)) throw badRequest(`${field} must be a number.`, field);
    throw error;
  }
}
