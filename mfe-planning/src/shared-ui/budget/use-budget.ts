import { useCallback, useEffect, useState } from 'react';
import { lightCalls } from '@fina/contract/core';
import type { GenerateBudgetResponse } from '@fina/contract';
import type { ApiClient } from '@fina/api-client';
import { isApiError } from '@fina/api-client';

export type BudgetState =
  | { status: 'loading' }
  | { status: 'no-company' }
  | { status: 'ready'; budget: GenerateBudgetResponse }
  /** 404: the company has no budget inputs yet (a next step, not an error). */
  | { status: 'none' }
  /** Anything else: the spec's 'Oops!' message. */
  | { status: 'error' };

/** The selected company's forecast (generate_budget), loaded again when the company changes. */
export function useBudget(api: ApiClient, companyId: string | null) {
  const [state, setState] = useState<BudgetState>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!companyId) {
      setState({ status: 'no-company' });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    api
      .call(lightCalls.generateBudget, { body: { company_id: companyId } })
      .then((budget) => current && setState({ status: 'ready', budget }))
      .catch((error: unknown) => {
        if (!current) return;
        setState(
          isApiError(error) && error.status === 404 ? { status: 'none' } : { status: 'error' },
        );
      });
    return () => {
      current = false;
    };
  }, [api, companyId, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { state, reload };
}
