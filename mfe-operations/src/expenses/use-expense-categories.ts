import { useCallback } from 'react';
import { ledgerCalls } from '@fina/contract';
import type { ExpenseCategory } from '@fina/contract';
import type { ApiClient } from '@fina/api-client';
import { useRemoteData } from '../shared-ui/use-remote-data';

/** The default categories and the company's own; `add` creates one and reloads the list. */
export function useExpenseCategories(api: ApiClient, companyId: string | null) {
  const list = useRemoteData<ExpenseCategory[]>(String(companyId), () =>
    companyId ? api.call(ledgerCalls.listExpenseCategories, { params: { companyId } }) : null,
  );
  const { reload } = list;
  const add = useCallback(
    async (name: string) => {
      if (!companyId) throw new Error('No company selected.');
      const made = await api.call(ledgerCalls.createExpenseCategory, {
        params: { companyId },
        body: { name },
      });
      reload();
      return made;
    },
    [api, companyId, reload],
  );
  return { categories: list.data ?? [], loading: list.loading, error: list.error, add };
}
