import { useEffect, useState } from 'react';
import { planningCalls } from '@fina/contract';
import type { PerformanceResponse } from '@fina/contract';
import type { ApiClient } from '@fina/api-client';

/** Which months to ask for: the budget's own, or (no budget yet) the server's default. */
export type PerformanceRange = { from: string; to: string } | 'default';

export type PerformanceState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; performance: PerformanceResponse }
  | { status: 'failed' };

/**
 * Actual figures per month (with the budget beside them when there is one). `null` range:
 * not asked yet (the budget is still loading). Without a budget the server answers the last
 * 12 months, which is what a company with records but no plan wants to see.
 */
export function usePerformance(
  api: ApiClient,
  companyId: string | null,
  range: PerformanceRange | null,
): PerformanceState {
  const [state, setState] = useState<PerformanceState>({ status: 'idle' });
  const from = range === 'default' ? undefined : range?.from;
  const to = range === 'default' ? undefined : range?.to;
  const asked = range !== null;
  useEffect(() => {
    if (!companyId || !asked) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    api
      .call(planningCalls.getPerformance, {
        params: { companyId },
        query: from && to ? { from, to } : {},
      })
      .then((performance) => current && setState({ status: 'ready', performance }))
      .catch(() => current && setState({ status: 'failed' }));
    return () => {
      current = false;
    };
  }, [api, companyId, asked, from, to]);
  return state;
}
