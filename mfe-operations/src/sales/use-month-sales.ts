import { ledgerCalls } from '@fina/contract';
import type { Sale, SalesSummary } from '@fina/contract';
import type { ApiClient } from '@fina/api-client';
import { LEDGER_PAGE_MAX } from '@fina/contract';
import { monthRange } from '../shared-ui/ledger-dates';
import { useRemoteData } from '../shared-ui/use-remote-data';

export interface MonthSales {
  summary: SalesSummary;
  sales: Sale[];
  /** More sales in the month than one page holds. */
  truncated: boolean;
}

/** A month's per-day totals and its sales, loaded again when the company or month changes. */
export function useMonthSales(api: ApiClient, companyId: string | null, month: string) {
  return useRemoteData<MonthSales>(`${companyId}|${month}`, () => {
    if (!companyId) return null;
    const params = { companyId };
    return Promise.all([
      api.call(ledgerCalls.salesSummary, { params, query: { month } }),
      api.call(ledgerCalls.listSales, {
        params,
        query: { ...monthRange(month), limit: LEDGER_PAGE_MAX, offset: 0 },
      }),
    ]).then(([summary, list]) => ({
      summary,
      sales: list.sales,
      truncated: list.total > list.sales.length,
    }));
  });
}
