import type { Currency } from '@fina/contract';
import { formatMoney, parseMoney } from '@fina/finance';

/** A stored exact amount ("1234.50") in its currency's format ("$1,234.50"), never via a float. */
export function formatAmount(amount: string, currency: Currency): string {
  try {
    return formatMoney(parseMoney(amount, currency));
  } catch {
    return amount;
  }
}

/** '2026-03-01' → 'Mar 1, 2026'; '—' when there is no date. */
export function formatDate(iso: string): string {
  if (!iso) return '—';
  const [year = 1970, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(year, month - 1, day).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}
