/**
 * The planning calls the budget questionnaires make (shared/contract/src/api/planning.ts):
 * read a statements workbook (nothing saved), save either questionnaire, the saved history
 * and the latest answers to reopen a questionnaire.
 */
import { PAGE_SIZE_DEFAULT, planningCalls } from '@fina/contract';
import type { NewBusinessWorkflowBody, StatementsRead } from '@fina/contract';
import type { ApiClient } from '@fina/api-client';

export async function readStatements(
  api: ApiClient,
  companyId: string,
  file: File,
): Promise<StatementsRead> {
  const form = new FormData();
  form.set('financial_statement', file, file.name);
  return api.upload(planningCalls.readStatements, form, { companyId });
}

export function saveExistingBusiness(api: ApiClient, form: FormData) {
  return api.upload(planningCalls.uploadIncomeStatementWorkflow, form);
}

export function saveNewBusiness(api: ApiClient, body: NewBusinessWorkflowBody) {
  return api.call(planningCalls.saveNewBusinessWorkflow, { body });
}

/** The newest saved budgets (one page: the history shows the latest ones). */
export function listBudgetWorkflows(api: ApiClient, companyId: string) {
  return api.call(planningCalls.listBudgetWorkflows, {
    params: { companyId },
    query: { limit: PAGE_SIZE_DEFAULT },
  });
}

export function latestWorkflow(api: ApiClient, companyId: string) {
  return api.call(planningCalls.getIncomeStatementWorkflow, { query: { company_id: companyId } });
}

export const STATEMENTS_TEMPLATE_FILENAME = 'fina-financial-statements-template.xlsx';

/** Fetches the template with the session's token and hands it to the browser as a download. */
export async function downloadStatementsTemplate(api: ApiClient): Promise<void> {
  const blob = await api.download(planningCalls.statementsTemplate);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = STATEMENTS_TEMPLATE_FILENAME;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has been handled, or the download may not start.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
