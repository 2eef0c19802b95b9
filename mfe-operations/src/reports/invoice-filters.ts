/**
 * What the Reports filters keep, and the totals of what they keep. Pure, so the page and its
 * tests agree. Totals count only issued invoices (drafts are not owed yet and void ones owe
 * nothing), per currency (a company may invoice in several).
 */
import { isOwed } from '@fina/contract';
import type { Currency, InvoiceDisplayStatus, InvoiceSummary } from '@fina/contract';
import { formatMinor } from '@fina/finance';
import { amountMinor } from '../shared-ui/format-amount';
import { statusOf } from './status-tag';

export type StatusFilter = 'all' | InvoiceDisplayStatus;

export interface InvoiceFilters {
  status: StatusFilter;
  /** Invoice dates from and to, inclusive ('YYYY-MM-DD' or ''). */
  from: string;
  to: string;
}

export const NO_FILTERS: InvoiceFilters = { status: 'all', from: '', to: '' };

export function applyFilters(
  invoices: readonly InvoiceSummary[],
  filters: InvoiceFilters,
): InvoiceSummary[] {
  return invoices.filter(
    (invoice) =>
      (filters.status === 'all' || statusOf(invoice) === filters.status) &&
      (!filters.from || invoice.date >= filters.from) &&
      (!filters.to || invoice.date <= filters.to),
  );
}

export function isFiltered(filters: InvoiceFilters): boolean {
  return filters.status !== 'all' || Boolean(filters.from) || Boolean(filters.to);
}

export interface CurrencyTotals {
  currency: Currency;
  /** How many issued invoices the totals count. */
  count: number;
  amount: string;
  paid: string;
  balance: string;
}

/** Σ total, Σ paid and Σ balance due of the issued invoices shown, per currency, exactly. */
export function totalsOf(invoices: readonly InvoiceSummary[]): CurrencyTotals[] {
  const sums = new Map<
    Currency,
    { count: number; amount: bigint; paid: bigint; balance: bigint }
  >();
  for (const invoice of invoices) {
    if (!isOwed(invoice)) continue;
    const { currency } = invoice;
    const sum = sums.get(currency) ?? { count: 0, amount: 0n, paid: 0n, balance: 0n };
    sum.count += 1;
    sum.amount += amountMinor(invoice.total, currency);
    sum.paid += amountMinor(invoice.amount_paid, currency);
    sum.balance += amountMinor(invoice.balance_due, currency);
    sums.set(currency, sum);
  }
  return [...sums].map(([currency, sum]) => ({
    currency,
    count: sum.count,
    amount: formatMinor(sum.amount, currency),
    paid: formatMinor(sum.paid, currency),
    balance: formatMinor(sum.balance, currency),
  }));
}
