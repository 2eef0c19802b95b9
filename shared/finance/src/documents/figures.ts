/** The JSON-safe view of an amount that documents return. */
import type { Currency } from '../money/currency';
import { minorDigits } from '../money/currency';
import { formatMinor } from '../money/format';
import { fixedDecimal, toSafeNumber } from '../money/money';

export interface MoneyFigure {
  /** Exact amount in minor units (cents). */
  readonly minor: number;
  /** Exact decimal text in major units, e.g. "1234.50" (for storage as numeric). */
  readonly amount: string;
  /** Display text through Intl.NumberFormat, e.g. "$1,234.50". */
  readonly formatted: string;
}

export function figure(
  minor: bigint,
  currency: Currency,
  locale?: string,
  field = 'amount',
): MoneyFigure {
  return {
    minor: toSafeNumber(minor, field),
    amount: fixedDecimal(minor, minorDigits(currency)),
    formatted: formatMinor(minor, currency, locale),
  };
}
