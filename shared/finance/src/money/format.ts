/** Display of amounts through Intl.NumberFormat, with the exact decimal text as input. */
import type { Currency } from './currency';
import { CURRENCY_INFO, minorDigits } from './currency';
import type { Money } from './money';
import { fixedDecimal } from './money';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: Currency): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let nf = formatters.get(key);
  if (!nf) {
    const digits = minorDigits(currency);
    nf = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, nf);
  }
  return nf;
}

/**
 * "$1,234.50" for 123450n USD cents. The amount reaches Intl as an exact
 * decimal string, so large amounts are not rounded through a double.
 * `locale` defaults to the currency's locale (en-US, en-PH, en-GB, es-MX).
 */
export function formatMinor(minor: bigint, currency: Currency, locale?: string): string {
  const text = fixedDecimal(minor, minorDigits(currency)) as `${number}`;
  return formatter(locale ?? CURRENCY_INFO[currency].locale, currency).format(text);
}

export function formatMoney(amount: Money, locale?: string): string {
  return formatMinor(amount.minor, amount.currency, locale);
}
