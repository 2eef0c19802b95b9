/** Amounts the API sends as exact decimal text, shown and compared through @fina/finance. */
import { CURRENCY_INFO, formatMoney, minorDigits, parseMoney } from '@fina/finance';
import type { Currency } from '@fina/finance';

/** "1234.5" in PHP → "₱1,234.50". */
export function formatAmount(amount: string, currency: Currency): string {
  return formatMoney(parseMoney(amount, currency));
}

/**
 * A rate is what the user typed, not a rounded figure: "0.333" shows as "$0.333" (at least the
 * currency's decimals, never fewer than typed), in the currency's own locale like formatAmount.
 */
export function formatRate(rate: string, currency: Currency): string {
  const digits = minorDigits(currency);
  const typed = rate.split('.')[1]?.length ?? 0;
  return new Intl.NumberFormat(CURRENCY_INFO[currency].locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: Math.min(Math.max(digits, typed), 20),
  }).format(rate as `${number}`);
}

/** Minor units (cents) of an amount, for exact sorting and comparisons. */
export function amountMinor(amount: string, currency: Currency): bigint {
  return parseMoney(amount, currency).minor;
}
