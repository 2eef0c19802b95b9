import { useSelectedCompanyId } from '@fina/bus';
import type { BudgetKind } from '@fina/contract';
import { usePlanningApi } from '../../shared-ui/planning-api';
import { useLoad } from '../../shared-ui/use-load';
import { latestWorkflow } from '../api/budget-calls';

export interface SavedAnswers {
  answers: Record<string, unknown>;
  savedAt: string | null;
}

/**
 * The company's latest saved questionnaire of this kind (get_income_statement_workflow), to
 * reopen it with its answers; null when it has none of this kind.
 */
export function useSavedAnswers(kind: BudgetKind) {
  const api = usePlanningApi();
  const companyId = useSelectedCompanyId();
  const loaded = useLoad<SavedAnswers | null>(companyId, async (id) => {
    const latest = await latestWorkflow(api, id);
    if (!latest.exists || latest.kind !== kind || !latest.answers) return null;
    return { answers: latest.answers, savedAt: latest.saved_at };
  });
  return { companyId, ...loaded };
}
