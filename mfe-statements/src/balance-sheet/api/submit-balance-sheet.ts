/**
 * update_balance_sheet: the draft as multipart form fields, each row list as JSON text
 * (spec section 7), with the totals the preview computed so the server can check them.
 * Errors become the spec's alerts: 500 'Internal Server Error. Please try again later.',
 * anything else 'An error occurred. Please check your inputs and try again.' with the
 * server's message and field (when it names one) underneath.
 */
import { useCallback, useState } from 'react';
import { BALANCE_SHEET_ROW_LISTS, MESSAGES, balanceSheetCalls } from '@fina/contract';
import type { BalanceSheetFigures } from '@fina/finance';
import { isApiError } from '@fina/api-client';
import type { BalanceSheetDraft } from '../model/draft';
import { submissionOf } from '../model/draft';
import { useStatementsApi } from './statements-api';

export function submissionForm(
  draft: BalanceSheetDraft,
  figures: BalanceSheetFigures | null,
): FormData {
  const sent = submissionOf(draft);
  const form = new FormData();
  form.set('company_id', sent.company_id);
  form.set('date', sent.date);
  form.set('cash_on_hand', sent.cash_on_hand);
  for (const list of BALANCE_SHEET_ROW_LISTS) form.set(list, JSON.stringify(sent[list]));
  if (figures) {
    form.set('total_assets', figures.assets.total.amount);
    form.set('total_liabilities', figures.liabilities.total.amount);
    form.set('total_equity', figures.equity.total.amount);
  }
  return form;
}

export interface SubmitError {
  title: string;
  detail?: string;
  field?: string;
}

export function submitErrorOf(error: unknown): SubmitError {
  if (isApiError(error)) {
    if (error.status >= 500) return { title: MESSAGES.serverError };
    return {
      title: MESSAGES.checkInputs,
      detail: error.message,
      ...(error.field ? { field: error.field } : {}),
    };
  }
  return { title: MESSAGES.checkInputs };
}

export function useSubmitBalanceSheet() {
  const api = useStatementsApi();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<SubmitError | null>(null);

  const submit = useCallback(
    async (draft: BalanceSheetDraft, figures: BalanceSheetFigures | null): Promise<boolean> => {
      setBusy(true);
      setError(null);
      try {
        await api.upload(balanceSheetCalls.updateBalanceSheet, submissionForm(draft, figures));
        return true;
      } catch (caught) {
        setError(submitErrorOf(caught));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [api],
  );
  return { submit, busy, error, setError };
}
