/**
 * Adapter from the spec's budget questionnaire submissions (section 3) to a
 * ForecastInput, so the services can pass on what the planning screens send.
 * Table fields may be arrays or JSON text (the multipart calls send JSON text).
 * What the questionnaires do not hold (start month, last year's income
 * statement, opening balance sheet, current employees) comes in `context`,
 * from the uploaded files or the stored balance sheet.
 */
import { FinanceInputError } from '../errors';
import { isRecord } from '../validation/read-fields';
import type {
  AmountInput,
  EmployeeInput,
  ForecastInput,
  FundingInput,
  GrowthPlanInput,
  HireInput,
  LastYearInput,
  ProductInput,
  PurchaseInput,
} from './inputs';
import type { BalanceSheetInput } from '../documents/balance-sheet';

type Table<T> = readonly T[] | string | null | undefined;
interface HireRow {
  role?: string;
  salary?: AmountInput;
  month?: string | number;
}

/** The existing-business submission (upload_income_statement_workflow), files already parsed. */
export interface ExistingBusinessSubmission {
  growth_rate?: AmountInput;
  product_table?: Table<{ product?: string; price?: AmountInput }>;
  operations_hiring_table?: Table<HireRow>;
  sales_marketing_hiring_table?: Table<HireRow>;
  technology_hiring_table?: Table<HireRow>;
  ppe_table?: Table<{
    purchase?: string;
    amount?: AmountInput;
    month?: string | number;
    lifespan?: AmountInput;
  }>;
  growth_plan?: GrowthPlanInput | string | null;
}

/** The new-business tables: products (price, units), employees (hires), funding, purchases. */
export interface NewBusinessSubmission {
  product_table?: Table<{ product?: string; price?: AmountInput; units?: AmountInput }>;
  employee_table?: Table<HireRow>;
  funding_table?: Table<{ source?: string; amount?: AmountInput }>;
  purchase_table?: Table<{
    purchase?: string;
    amount?: AmountInput;
    month?: string | number;
    lifespan?: AmountInput;
  }>;
  growth_plan?: GrowthPlanInput | string | null;
}

export interface SubmissionContext {
  start_month: string;
  currency?: string;
  months?: number;
  last_year?: LastYearInput;
  opening_balance_sheet?: BalanceSheetInput;
  employees?: EmployeeInput[];
  payment_terms?: ForecastInput['payment_terms'];
  financing?: ForecastInput['financing'];
}

function table<T>(value: Table<T> | GrowthPlanInput, field: string): T[] {
  if (value === undefined || value === null || value === '') return [];
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw new FinanceInputError([
        { field, message: 'The table could not be read (invalid JSON).' },
      ]);
    }
  }
  if (!Array.isArray(parsed)) {
    throw new FinanceInputError([{ field, message: 'The table must be a list of rows.' }]);
  }
  return parsed as T[];
}

function plan(value: GrowthPlanInput | string | null | undefined): GrowthPlanInput | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') return value;
  try {
    const parsed: unknown = JSON.parse(value);
    if (isRecord(parsed)) return parsed as GrowthPlanInput;
  } catch {
    // reported below
  }
  throw new FinanceInputError([
    { field: 'growth_plan', message: 'The growth plan could not be read (invalid JSON).' },
  ]);
}

const hires = (rows: HireRow[], department: string): HireInput[] =>
  rows.map((r) => ({ ...r, department }) as HireInput);

/** ForecastInput of an existing business from its questionnaire and context. */
export function existingBusinessForecastInput(
  submission: ExistingBusinessSubmission,
  context: SubmissionContext,
): ForecastInput {
  return {
    business_type: 'existing',
    ...context,
    growth_rate: submission.growth_rate,
    products: table(submission.product_table, 'product_table') as ProductInput[],
    hires: [
      ...hires(table(submission.operations_hiring_table, 'operations_hiring_table'), 'operations'),
      ...hires(
        table(submission.sales_marketing_hiring_table, 'sales_marketing_hiring_table'),
        'sales and marketing',
      ),
      ...hires(table(submission.technology_hiring_table, 'technology_hiring_table'), 'technology'),
    ],
    purchases: table(submission.ppe_table, 'ppe_table') as PurchaseInput[],
    growth_plan: plan(submission.growth_plan),
  };
}

/** ForecastInput of a new business from its questionnaire and context. */
export function newBusinessForecastInput(
  submission: NewBusinessSubmission,
  context: Omit<SubmissionContext, 'last_year'> & { growth_rate?: AmountInput },
): ForecastInput {
  return {
    business_type: 'new',
    ...context,
    products: table(submission.product_table, 'product_table') as ProductInput[],
    hires: table(submission.employee_table, 'employee_table') as HireInput[],
    funding: table(submission.funding_table, 'funding_table') as FundingInput[],
    purchases: table(submission.purchase_table, 'purchase_table') as PurchaseInput[],
    growth_plan: plan(submission.growth_plan),
  };
}
