/** The currencies Fina supports (spec section 9), with their minor unit and display locale. */

export type CurrencyCode = 'USD' | 'PHP' | 'GBP' | 'MXN';

export interface CurrencyInfo {
  readonly code: CurrencyCode;
  readonly name: string;
  /** Digits of the minor unit: 2 means amounts are kept in cents. */
  readonly minorDigits: number;
  /** Locale used by `formatMoney` when the caller gives none. */
  readonly locale: string;
}

export const CURRENCIES: Readonly<Record<CurrencyCode, CurrencyInfo>> = {
  USD: { code: 'USD', name: 'US dollar', minorDigits: 2, locale: 'en-US' },
  PHP: { code: 'PHP', name: 'Philippine peso', minorDigits: 2, locale: 'en-PH' },
  GBP: { code: 'GBP', name: 'Pound sterling', minorDigits: 2, locale: 'en-GB' },
  MXN: { code: 'MXN', name: 'Mexican peso', minorDigits: 2, locale: 'es-MX' },
};

export const CURRENCY_CODES: readonly CurrencyCode[] = ['USD', 'PHP', 'GBP', 'MXN'];

/** The spec's default currency. */
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(CURRENCIES, value);
}

/** Minor digits of a currency, from the table. */
export function minorDigits(currency: CurrencyCode): number {
  return CURRENCIES[currency].minorDigits;
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
export function minorPerMajor(currency: CurrencyCode): bigint {
  return pow10(minorDigits(currency));
}
