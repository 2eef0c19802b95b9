/**
 * The minor unit and display locale of each currency Fina supports. The list itself, its type
 * and the default are the contract's (spec section 9): one vocabulary for every package.
 */
import type { Currency } from '@fina/contract/core';
import { CURRENCIES, DEFAULT_CURRENCY, isCurrency } from '@fina/contract/core';

export { CURRENCIES, DEFAULT_CURRENCY, isCurrency };
export type { Currency };
/** @deprecated the contract's `Currency`; kept so code written against the old name compiles. */
export type CurrencyCode = Currency;

export interface CurrencyInfo {
  readonly code: Currency;
  readonly name: string;
  /** Digits of the minor unit: 2 means amounts are kept in cents. */
  readonly minorDigits: number;
  /** Locale used by `formatMoney` when the caller gives none. */
  readonly locale: string;
}

export const CURRENCY_INFO: Readonly<Record<Currency, CurrencyInfo>> = {
  USD: { code: 'USD', name: 'US dollar', minorDigits: 2, locale: 'en-US' },
  PHP: { code: 'PHP', name: 'Philippine peso', minorDigits: 2, locale: 'en-PH' },
  GBP: { code: 'GBP', name: 'Pound sterling', minorDigits: 2, locale: 'en-GB' },
  MXN: { code: 'MXN', name: 'Mexican peso', minorDigits: 2, locale: 'es-MX' },
};

/** @deprecated the contract's `isCurrency`. */
export const isCurrencyCode = isCurrency;

/** Minor digits of a currency, from the table. */
export function minorDigits(currency: Currency): number {
  return CURRENCY_INFO[currency].minorDigits;
}

const POW10: bigint[] = [];
/** 10^n as a bigint (cached for small n). */
export function pow10(n: number): bigint {
  if (n < 0 || !Number.isInteger(n)) throw new RangeError(`pow10: bad exponent ${n}`);
  if (n < 64) {
    let cached = POW10[n];
    if (cached === undefined) {
      cached = 10n ** BigInt(n);
      POW10[n] = cached;
    }
    return cached;
  }
  return 10n ** BigInt(n);
}

/** How many minor units make one major unit (100 for cents). */
export function minorPerMajor(currency: Currency): bigint {
  return pow10(minorDigits(currency));
}
