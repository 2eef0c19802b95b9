import { LEDGER_PAGE_MAX, ledgerCalls } from '@fina/contract';
import type { Expense, ExpensesSummary } from '@fina/contract';
import type { ApiClient } from '@fina/api-client';
import { monthRange } from '../shared-ui/ledger-dates';
import { useRemoteData } from '../shared-ui/use-remote-data';

export interface MonthExpenses {
  summary: ExpensesSummary;
  expenses: Expense[];
  /** How many expenses match the filter (may exceed the page). */
  total: number;
}

/** A month's expenses (optionally of one category) and the month's per-category totals. */
export function useMonthExpenses(
  api: ApiClient,
  companyId: string | null,
  month: string,
  category: string | null,
) {
  return useRemoteData<MonthExpenses>(`${companyId}|${month}|${category}`, () => {
    if (!companyId) return null;
    const params = { companyId };
    return Promise.all([
      api.call(ledgerCalls.expensesSummary, { params, query: { month } }),
      api.call(ledgerCalls.listExpenses, {
        params,
        query: {
          ...monthRange(month),
          limit: LEDGER_PAGE_MAX,
          offset: 0,
          ...(category ? { category } : {}),
        },
      }),
    ]).then(([summary, list]) => ({ summary, expenses: list.expenses, total: list.total }));
  });
}
