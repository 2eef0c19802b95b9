import { useCallback, useMemo, useState } from 'react';
import { useCompanies } from '@fina/bus';
import type { BalanceSheetRowList } from '@fina/contract';
import type { Currency } from '@fina/finance';
import { isCurrency } from '@fina/finance';
import type { BalanceSheetDraft, DraftRow } from './draft';
import { previewFigures } from './preview';
import { validateDraft } from './validate-draft';

export type SingleField = 'company_id' | 'date' | 'cash_on_hand';

/** A draft being edited, its engine preview (in the company's currency) and its problems. */
export function useDraft(initial: BalanceSheetDraft | (() => BalanceSheetDraft)) {
  const [draft, setDraft] = useState<BalanceSheetDraft>(initial);
  const setField = useCallback(
    (field: SingleField, value: string) => setDraft((d) => ({ ...d, [field]: value })),
    [],
  );
  const setRows = useCallback(
    (list: BalanceSheetRowList, rows: DraftRow[]) =>
      setDraft((d) => ({ ...d, rows: { ...d.rows, [list]: rows } })),
    [],
  );
  const currency = useCompanyCurrency(draft.company_id);
  const figures = useMemo(() => previewFigures(draft, currency), [draft, currency]);
  const issues = useMemo(() => validateDraft(draft), [draft]);
  return { draft, setDraft, setField, setRows, currency, figures, issues };
}

export function useCompanyCurrency(companyId: string): Currency {
  const companies = useCompanies();
  const code = companies.find((c) => c.company_id === companyId)?.company_currency;
  return code && isCurrency(code) ? code : 'USD';
}
