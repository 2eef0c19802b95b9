/**
 * GET company/{companyId}/balance-sheet for the selected company (following the side nav's
 * selection without a reload), optionally one version. 404 means there is none yet; any
 * other failure is reported too, and either way the page offers upload and prepare
 * (spec section 4: a load failure clears the sheet).
 */
import { useCallback, useEffect, useState } from 'react';
import { balanceSheetCalls } from '@fina/contract';
import type { BalanceSheetRead } from '@fina/contract';
import { isApiError } from '@fina/api-client';
import { useStatementsApi } from './statements-api';

export type BalanceSheetState =
  | { status: 'no-company' }
  | { status: 'loading' }
  | { status: 'none' }
  | { status: 'error'; message: string }
  | { status: 'ready'; sheet: BalanceSheetRead };

export function useBalanceSheet(companyId: string | null, versionId: string | null) {
  const api = useStatementsApi();
  const [state, setState] = useState<BalanceSheetState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!companyId) {
      setState({ status: 'no-company' });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    api
      .call(balanceSheetCalls.getBalanceSheet, {
        params: { companyId },
        query: versionId ? { version_id: versionId } : {},
      })
      .then((sheet) => {
        if (current) setState({ status: 'ready', sheet });
      })
      .catch((error: unknown) => {
        if (!current) return;
        if (isApiError(error) && error.status === 404 && !versionId) setState({ status: 'none' });
        else
          setState({
            status: 'error',
            message: isApiError(error) ? error.message : 'The balance sheet could not be loaded.',
          });
      });
    return () => {
      current = false;
    };
  }, [api, companyId, versionId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
