/**
 * The company's forecast: its latest saved questionnaire (or the one asked for) run by the
 * finance engine, with the company's latest saved balance sheet as the opening position when
 * there is one (else the statements' balance sheet saved with the questionnaire, else zero).
 */
import type { Db } from '@fina/db';
import { NO_BUDGET_YET } from '@fina/contract';
import type { CurrencyCode, ExactForecast, ForecastInput } from '@fina/finance';
import { forecastExact, isFinanceInputError } from '@fina/finance';
import { badRequest, notFound } from '@fina/service-kit';
import { latestSavedBalanceSheet } from '../opening/saved-balance-sheet';
import { questionnaireField } from '../workflows/engine-input';
import { findWorkflow } from '../workflows/store';
import type { WorkflowRow } from '../workflows/store';

export type OpeningSource = 'balance_sheet' | 'statements' | 'none';

export interface CompanyForecast {
  workflow: WorkflowRow;
  input: ForecastInput;
  exact: ExactForecast;
  openingSource: OpeningSource;
}

/** The workflow's input with the opening position this company has now. */
export async function forecastInputNow(
  db: Db,
  companyId: string,
  currency: CurrencyCode,
  workflow: WorkflowRow,
): Promise<{ input: ForecastInput; openingSource: OpeningSource }> {
  const saved = workflow.engineInput as unknown as ForecastInput;
  const sheet = await latestSavedBalanceSheet(db, companyId);
  if (sheet) {
    return {
      input: { ...saved, currency, opening_balance_sheet: { ...sheet.input, currency } },
      openingSource: 'balance_sheet',
    };
  }
  return {
    input: { ...saved, currency },
    openingSource: saved.opening_balance_sheet ? 'statements' : 'none',
  };
}

/** Runs the engine; a saved input the engine refuses now answers 400 naming the field. */
export function runEngine(input: ForecastInput, kind: 'existing' | 'new'): ExactForecast {
  try {
    return forecastExact(input);
  } catch (error) {
    if (isFinanceInputError(error)) {
      const issue = error.issues[0];
      throw badRequest(
        issue ? `${issue.field}: ${issue.message}` : error.message,
        questionnaireField(issue?.field ?? error.field, kind),
      );
    }
    throw error;
  }
}

export async function companyForecast(
  db: Db,
  company: { id: string; companyCurrency: string },
  workflowId?: string,
): Promise<CompanyForecast> {
  const workflow = await findWorkflow(db, company.id, workflowId);
  if (!workflow) {
    throw workflowId
      ? notFound('This budget questionnaire does not exist.', 'workflow_id')
      : notFound(NO_BUDGET_YET, 'company_id');
  }
  const currency = company.companyCurrency as CurrencyCode;
  const { input, openingSource } = await forecastInputNow(db, company.id, currency, workflow);
  return { workflow, input, exact: runEngine(input, workflow.kind), openingSource };
}
