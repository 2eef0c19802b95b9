/**
 * Amounts of the actuals screens (sales, expenses, bank lines): exact decimal text from the
 * API, shown in the currency's own locale and checked through @fina/finance (never floats).
 */
import { formatMoney, isCurrencyCode, minorDigits, parseMoney, readDecimal } from '@fina/finance';

/** "1234.5" in USD → "$1,234.50"; a currency Fina does not know keeps its code. */
export function formatLedgerAmount(amount: string, currency: string): string {
  if (!isCurrencyCode(currency)) return `${amount} ${currency}`;
  try {
    return formatMoney(parseMoney(amount, currency));
  } catch {
    return amount;
  }
}

/** Minor units of an amount (for sorting and signs); 0 when unreadable. */
export function ledgerMinor(amount: string, currency: string): bigint {
  if (!isCurrencyCode(currency)) return 0n;
  try {
    return parseMoney(amount, currency).minor;
  } catch {
    return 0n;
  }
}

/**
 * Why a typed amount is refused, or null when it is fine: a number ("1,200.50" allowed),
 * not more decimals than the currency has, and above zero unless `allowZero`.
 */
export function amountProblem(
  text: string,
  currency: string,
  { label = 'Amount', allowZero = false } = {},
): string | null {
  const read = readDecimal(text);
  if (!read.ok)
    return read.problem === 'blank' ? `${label} is required.` : `${label} must be a number.`;
  const digits = isCurrencyCode(currency) ? minorDigits(currency) : 2;
  if (read.value.scale > digits) return `${label} can have at most ${digits} decimals.`;
  if (read.value.coef < 0n || (!allowZero && read.value.coef === 0n)) {
    return allowZero ? `${label} must not be negative.` : `${label} must be more than zero.`;
  }
  return null;
}
