import { formatMoney, isCurrencyCode, parseMoney } from '@fina/finance';

/**
 * Exact decimal text from the API ("-1234.5") → "-$1,234.50" in the currency's own format.
 * Read exactly (never through a float); an unreadable value is shown as it came.
 */
export function formatAmount(value: string, currency: string): string {
  if (!isCurrencyCode(currency)) return value;
  try {
    return formatMoney(parseMoney(value, currency));
  } catch {
    return value;
  }
}
