import { ledgerCalls } from '@fina/contract';
import type { ApiClient } from '@fina/api-client';
import { useRemoteData } from '../shared-ui/use-remote-data';

export interface TransactionFilter {
  from: string;
  to: string;
  uncategorised: boolean;
  page: number;
  pageSize: number;
}

/** One page of imported bank lines for the filter. */
export function useTransactions(
  api: ApiClient,
  companyId: string | null,
  filter: TransactionFilter,
) {
  const key = `${companyId}|${JSON.stringify(filter)}`;
  return useRemoteData(key, () =>
    companyId
      ? api.call(ledgerCalls.listTransactions, {
          params: { companyId },
          query: {
            ...(filter.from ? { from: filter.from } : {}),
            ...(filter.to ? { to: filter.to } : {}),
            ...(filter.uncategorised ? { uncategorised: 'true' as const } : {}),
            limit: filter.pageSize,
            offset: (filter.page - 1) * filter.pageSize,
          },
        })
      : null,
  );
}
