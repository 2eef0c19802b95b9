/**
 * Planning calls (issue 11; spec sections 2, 3, 7; DECISIONS.md): the budget questionnaires
 * and their history, the statements-workbook reader, loan and solution applications, KPI
 * preferences and saved what-if scenarios (account service: records a user keeps), and the
 * forecast, performance, KPIs, the forecast workbook and "ask Fina about this forecast"
 * (chat service: computed analysis). Every call names the company; a stranger gets 404.
 *
 * Amounts are exact decimal text in major units ("1234.50"), in the company's currency,
 * except the spec's budget response (`dates`, `margins`, `derived`, `borrow_pay`,
 * `cash_diff`), whose numbers are for drawing only.
 */
import { z } from 'zod';
import { GROWTH_RATE_OPTIONS, LOAN_AMOUNTS_PHP, LOAN_PURPOSES, LOAN_TERMS } from '../constants';
import { MESSAGES } from '../messages';
import { defineCall } from './define-call';
import { messageResponse, pageQuery, uuidField } from './fields';
import { currencyField } from './companies';
import { KPI_KEYS } from '../kpi-keys';

// ---------------------------------------------------------------------------------------------
// Shared fields

const companyParams = z.object({ companyId: uuidField('companyId') });
const companyIdField = uuidField('company_id');
/** 'YYYY-MM'. */
export const yearMonthField = (name: string) =>
  z
    .string({ error: `${name} is required.` })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, `${name} must be a month written YYYY-MM.`);
/** Signed exact decimal text in major units ("-1234.50"). */
const SIGNED_DECIMAL = /^-?\d{1,13}(\.\d{1,6})?$/;
const signedDecimal = (name: string) =>
  z
    .union([z.string(), z.number()], { error: `${name} must be a number.` })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .transform((value) => value.replace(/,/g, ''))
    .refine((value) => SIGNED_DECIMAL.test(value), {
      message: `${name} must be a number like 1200.50.`,
    });

/** Largest statements workbook / questionnaire file accepted. */
export const PLANNING_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export const BUDGET_KINDS = ['existing', 'new'] as const;
export type BudgetKind = (typeof BUDGET_KINDS)[number];

/** The 404 of generate_budget (and the other forecast calls) for a company without inputs. */
export const NO_BUDGET_YET =
  'No budget yet: answer the budget questionnaire (Financial Plans → Create a budget) first.';

// ---------------------------------------------------------------------------------------------
// The statements workbook: what was read, for the owner to confirm or correct

/** What a statement line means, whatever the workbook calls it. */
export const INCOME_LINE_KEYS = [
  'revenue',
  'cost_of_sales',
  /** Several, each with its own label (Rent, Salaries, Utilities…). */
  'operating_expense',
  'depreciation',
  'interest',
  'tax',
] as const;
export const BALANCE_LINE_KEYS = [
  'cash',
  'receivables',
  'inventory',
  'other_current_assets',
  'fixed_assets',
  'payables',
  'loans',
  'other_liabilities',
  'equity',
] as const;
export const STATEMENT_LINE_KEYS = [...INCOME_LINE_KEYS, ...BALANCE_LINE_KEYS] as const;
export type StatementLineKey = (typeof STATEMENT_LINE_KEYS)[number];

export const STATEMENT_LAYOUTS = [
  'template',
  'quickbooks',
  'xero',
  'two_column',
  'months_across',
] as const;
export type StatementLayout = (typeof STATEMENT_LAYOUTS)[number];

/** One figure read from the workbook, with where it was found. */
export const statementLine = z.object({
  key: z.enum(STATEMENT_LINE_KEYS),
  /** The workbook's own words ("Sales", "Rent or Lease"). */
  label: z.string(),
  /** Signed exact decimal text; for a months-across sheet, the period total. */
  amount: z.string(),
  /** Sheet name and cell ("Profit and Loss", "N7"); '' for a line the owner added. */
  sheet: z.string(),
  cell: z.string(),
});
export type StatementLine = z.infer<typeof statementLine>;

export const statementsRead = z.object({
  layout: z.enum(STATEMENT_LAYOUTS),
  income: z.object({
    sheet: z.string(),
    /** The title row's period, e.g. "January - December 2025"; '' when none. */
    period_label: z.string(),
    /** Last month of the period ('YYYY-MM'); the forecast starts the month after. null: unknown. */
    period_end: z.string().nullable(),
    /** Months across: their 'YYYY-MM' in order; null for one period. */
    months: z.array(z.string()).nullable(),
    /** Months across: revenue per month (aligned to `months`); null otherwise. */
    monthly_revenues: z.array(z.string()).nullable(),
    lines: z.array(statementLine),
  }),
  balance: z.object({
    /** '' when the workbook has no balance sheet. */
    sheet: z.string(),
    /** 'YYYY-MM-DD' ("As of December 31, 2025"); null when not found. */
    date: z.string().nullable(),
    lines: z.array(statementLine),
  }),
  /** Things the owner should check ("No balance sheet found: the opening position is zero"). */
  warnings: z.array(z.string()),
});
export type StatementsRead = z.infer<typeof statementsRead>;

/**
 * What the owner confirmed (the read, maybe corrected): sent back as `statement_lines`
 * (JSON text) with upload_income_statement_workflow. `sheet`/`cell` are optional here.
 */
const confirmedLine = z.object({
  key: z.enum(STATEMENT_LINE_KEYS, { error: 'key must be one of the statement line keys.' }),
  label: z.string().trim().min(1, 'label is required.').max(200),
  amount: signedDecimal('amount'),
  sheet: z.string().max(200).default(''),
  cell: z.string().max(20).default(''),
});
export const confirmedStatements = z.object({
  income: z.object({
    period_label: z.string().max(200).default(''),
    period_end: yearMonthField('income.period_end').nullable().default(null),
    months: z.array(z.string()).nullable().default(null),
    monthly_revenues: z.array(signedDecimal('monthly_revenues')).nullable().default(null),
    lines: z.array(confirmedLine).max(500),
  }),
  balance: z
    .object({
      date: z.string().nullable().default(null),
      lines: z.array(confirmedLine).max(500),
    })
    .default({ date: null, lines: [] }),
});
export type ConfirmedStatements = z.input<typeof confirmedStatements>;

// ---------------------------------------------------------------------------------------------
// Budget questionnaires

const amountText = signedDecimal;
const monthValue = z.union([z.string(), z.number()]);

export const hireRow = z.object({
  role: z.string().trim().min(1, 'role is required.').max(200),
  salary: amountText('salary'),
  /** 'March', 3 or '2026-03' (DECISIONS.md: selectable, drives the forecast). */
  month: monthValue,
});
export const purchaseRow = z.object({
  purchase: z.string().trim().min(1, 'purchase is required.').max(200),
  amount: amountText('amount'),
  month: monthValue,
  /** Useful life in years (2.5 allowed). */
  lifespan: amountText('lifespan'),
});
export const growthPlan = z.object({
  new_product_line: z.boolean().optional(),
  strategy1Input: z.string().max(500).optional(),
  new_branch: z.boolean().optional(),
  add_a_salesperson: z.boolean().optional(),
  other_strategy: z.boolean().optional(),
  otherStrategyInput: z.string().max(500).optional(),
});
export type GrowthPlan = z.infer<typeof growthPlan>;

/**
 * The existing-business answers as saved (JSON-decoded from the multipart fields); what
 * `get_income_statement_workflow` gives back to reopen the questionnaire.
 */
export const existingBusinessAnswers = z.object({
  growth_rate: z.string(),
  product_table: z.array(z.object({ product: z.string(), price: z.string() })),
  operations_hiring_table: z.array(hireRow),
  sales_marketing_hiring_table: z.array(hireRow),
  technology_hiring_table: z.array(hireRow),
  ppe_table: z.array(purchaseRow),
  growth_plan: growthPlan,
  statement_lines: confirmedStatements,
  /** Names of the files sent (the files themselves are read, not kept). */
  files: z.object({
    financial_statement: z.string(),
    monthly_revenues: z.string().nullable(),
    employee_file: z.string().nullable(),
  }),
  /** Read from the optional files: revenue of each of the past 12 months, oldest first. */
  monthly_revenues: z.array(z.string()).nullable(),
  employees: z.array(z.object({ name: z.string(), role: z.string(), salary: z.string() })),
});

/** save_new_business_workflow's body (spec section 3: the new-business tables). */
export const newBusinessWorkflowBody = z.object({
  company_id: companyIdField,
  products: z
    .array(
      z.object({
        product: z.string().trim().min(1, 'product is required.').max(200),
        price: amountText('price'),
        units: amountText('units'),
      }),
    )
    .min(1, 'Add at least one product with its price and units.')
    .max(500),
  /** The plan checkboxes (required: at least one ticked or written). */
  plan: growthPlan,
  /**
   * The first of the plan's 12 months ('YYYY-MM'). Left out, the plan starts the month
   * after it is saved (a plan made in November starts in December, not last January).
   */
  start_month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'start_month must be a month written as YYYY-MM.')
    .optional(),
  employees: z.array(hireRow).max(500).default([]),
  purchases: z.array(purchaseRow).max(500).default([]),
  funding: z
    .array(
      z.object({
        source: z.enum(['Own money', 'Family and friends', 'Angel investors', 'Lenders', 'VCs'], {
          error: 'source must be Own money, Family and friends, Angel investors, Lenders or VCs.',
        }),
        amount: amountText('amount'),
      }),
    )
    .max(50)
    .default([]),
});
export type NewBusinessWorkflowBody = z.input<typeof newBusinessWorkflowBody>;
export const newBusinessAnswers = newBusinessWorkflowBody.omit({ company_id: true });

export const budgetWorkflowSummary = z.object({
  workflow_id: z.string(),
  kind: z.enum(BUDGET_KINDS),
  saved_at: z.string(),
});
export type BudgetWorkflowSummary = z.infer<typeof budgetWorkflowSummary>;

/** The spec's growth options as the select sends them ('10%'…'200%'). */
export const GROWTH_RATE_LABELS = GROWTH_RATE_OPTIONS.map((p) => `${p}%`);

// ---------------------------------------------------------------------------------------------
// The forecast (generate_budget)

/** The spec's budget response (section 3): numbers for the charts. */
export const specBudgetResponse = z.object({
  dates: z.array(z.string()),
  margins: z.object({
    gross_profit: z.array(z.number()),
    net_income: z.array(z.number()),
    operating_income: z.array(z.number()),
  }),
  derived: z.object({ gross_profit: z.array(z.number()), sales: z.array(z.number()) }),
  borrow_pay: z.array(z.array(z.string())),
  cash_diff: z.array(z.number()),
});

const decimalColumns = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, z.string()])) as Record<K, z.ZodString>;

export const INCOME_STATEMENT_COLUMNS = [
  'revenue',
  'cost_of_sales',
  'gross_profit',
  'payroll',
  'operating_expenses',
  'depreciation',
  'total_operating_expenses',
  'operating_income',
  'interest_expense',
  'net_income',
] as const;
export const BALANCE_SHEET_COLUMNS = [
  'cash',
  'accounts_receivable',
  'inventory',
  'cash_advances',
  'loans_receivable',
  'other_assets',
  'property_cost',
  'accumulated_depreciation',
  'property_net',
  'total_assets',
  'accounts_payable',
  'other_loans',
  'credit_line',
  'working_capital_loan',
  'total_liabilities',
  'owner_investment',
  'retained_earnings',
  'total_equity',
  'total_liabilities_and_equity',
] as const;
export const CASH_FLOW_COLUMNS = [
  'opening_cash',
  'net_income',
  'depreciation',
  'change_in_receivables',
  'change_in_payables',
  'cash_from_operations',
  'purchases_of_equipment',
  'cash_from_investing',
  'equity_received',
  'loans_received',
  'credit_line_drawn',
  'credit_line_repaid',
  'working_capital_loan_drawn',
  'working_capital_loan_repaid',
  'cash_from_financing',
  'net_change_in_cash',
  'closing_cash',
  'receipts_from_customers',
  'payments_to_suppliers',
  'payroll_paid',
  'interest_paid',
] as const;

const monthKeys = { month: z.string(), date: z.string() };
export const forecastStatements = z.object({
  income: z.array(
    z.object({
      ...monthKeys,
      ...decimalColumns(INCOME_STATEMENT_COLUMNS),
      expense_lines: z.array(z.object({ name: z.string(), amount: z.string() })),
    }),
  ),
  balance: z.array(z.object({ ...monthKeys, ...decimalColumns(BALANCE_SHEET_COLUMNS) })),
  cash_flow: z.array(z.object({ ...monthKeys, ...decimalColumns(CASH_FLOW_COLUMNS) })),
});
export type ForecastStatements = z.infer<typeof forecastStatements>;

export const adviceLine = z.object({
  month: z.string(),
  date: z.string(),
  action: z.enum(['borrow', 'repay', 'time_deposit', 'shortfall']),
  /** credit_line, working_capital_loan, time deposit key, or null. */
  solution: z.string().nullable(),
  amount: z.string(),
  /** Interest the line costs over the forecast (borrow); "0.00" otherwise. */
  interest_cost: z.string(),
  earnings: z.object({ low: z.string(), high: z.string() }).nullable(),
  what: z.string(),
  why: z.string(),
  cost: z.string(),
  text: z.string(),
});
export type AdviceLineAnswer = z.infer<typeof adviceLine>;

export const generateBudgetResponse = specBudgetResponse.extend({
  workflow_id: z.string(),
  kind: z.enum(BUDGET_KINDS),
  /** The forecast's real year (of its first month): the charts' title. */
  year: z.number().int(),
  start_month: z.string(),
  currency: currencyField,
  statements: forecastStatements,
  advice: z.array(adviceLine),
  /** The month with the least cash after financing. */
  low_point: z.object({ month: z.string(), date: z.string(), cash: z.string() }),
  /**
   * Months until cash before any borrowing would fall below zero; null when it never does
   * within the forecast.
   */
  runway_months: z.number().int().nullable(),
  minimum_cash: z.string(),
  /** Where the opening position came from. */
  opening_source: z.enum(['balance_sheet', 'statements', 'none']),
  notes: z.array(z.string()),
  /**
   * The engine's ForecastInput used (`@fina/finance`), so the browser can recompute what-ifs
   * with `forecast(input)`; cast it to `ForecastInput`.
   */
  input: z.record(z.string(), z.unknown()),
});
export type GenerateBudgetResponse = z.infer<typeof generateBudgetResponse>;

// ---------------------------------------------------------------------------------------------
// Applications, preferences, scenarios

export const APPLICATION_STATUSES = ['submitted', 'in_review', 'approved', 'declined'] as const;

export const loanApplicationBody = z.object({
  business_kind: z.enum(['new', 'existing'], { error: 'business_kind must be new or existing.' }),
  amount: z
    .union([z.number(), z.string()], { error: 'amount is required.' })
    .transform((value) => Number(value))
    .refine((value) => (LOAN_AMOUNTS_PHP as readonly number[]).includes(value), {
      message: 'amount must be one of 5000, 10000, 15000 or 20000 PHP.',
    }),
  term: z.enum(LOAN_TERMS, { error: `term must be one of: ${LOAN_TERMS.join(', ')}.` }),
  purpose: z.enum(LOAN_PURPOSES, {
    error: `purpose must be one of: ${LOAN_PURPOSES.join(', ')}.`,
  }),
  notes: z.string().trim().max(2000, 'notes must be at most 2000 characters.').optional(),
});
export type LoanApplicationBody = z.input<typeof loanApplicationBody>;
/** The 400 message for a new business (spec section 5). */
export const LOAN_NEW_BUSINESS_MESSAGE = MESSAGES.loanNewBusiness;

export const loanApplication = z.object({
  application_id: z.string(),
  amount: z.string(),
  currency: z.literal('PHP'),
  term: z.string(),
  purpose: z.string(),
  notes: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  created_at: z.string(),
});
export type LoanApplication = z.infer<typeof loanApplication>;

export const SOLUTION_KEYS = [
  'time_deposit_a',
  'time_deposit_b',
  'credit_line',
  'working_capital_loan',
] as const;
export type SolutionKey = (typeof SOLUTION_KEYS)[number];

export const solutionApplicationBody = z.object({
  solutions: z
    .array(z.enum(SOLUTION_KEYS, { error: `solutions must be among ${SOLUTION_KEYS.join(', ')}.` }))
    .min(1, 'Tick at least one solution.')
    .max(SOLUTION_KEYS.length)
    .refine((list) => new Set(list).size === list.length, 'A solution is listed twice.'),
});
export const solutionApplication = z.object({
  application_id: z.string(),
  solutions: z.array(z.enum(SOLUTION_KEYS)),
  status: z.enum(APPLICATION_STATUSES),
  created_at: z.string(),
});
export type SolutionApplication = z.infer<typeof solutionApplication>;

export const kpiPreferences = z.object({
  kpis: z
    .array(z.enum(KPI_KEYS, { error: `kpis must be among ${KPI_KEYS.join(', ')}.` }))
    .max(KPI_KEYS.length)
    .refine((list) => new Set(list).size === list.length, 'A KPI is listed twice.'),
});
export type KpiPreferences = z.infer<typeof kpiPreferences>;

export const kpiValue = z.object({
  key: z.enum(KPI_KEYS),
  label: z.string(),
  /** money: decimal text; months / percent: number (2 decimals); count: integer; null: no data. */
  value: z.union([z.string(), z.number(), z.null()]),
  unit: z.enum(['money', 'months', 'percent', 'count']),
  currency: currencyField,
  /** DECISIONS.md's definition, for the hover. */
  definition: z.string(),
  /** App route where the figure comes from ('/reports', '/balance-sheet'…). */
  source_path: z.string(),
  /** A short note: "not burning", "3 invoices, $1,200.00", what to do first when null. */
  detail: z.string().optional(),
  /** overdue_invoices: their balance due (decimal text). */
  amount: z.string().optional(),
});
export type KpiValue = z.infer<typeof kpiValue>;

const scenarioFields = {
  name: z.string().trim().min(1, 'name is required.').max(120, 'name: at most 120 characters.'),
  /** Percent, e.g. 20 (what-if growth; the saved plan's rate when equal). */
  growth_rate: z.number({ error: 'growth_rate must be a number.' }).min(0).max(1000),
  /** Percent change of every price, e.g. -5. */
  price_change_percent: z
    .number({ error: 'price_change_percent must be a number.' })
    .min(-100)
    .max(1000),
  days_to_collect: z.number({ error: 'days_to_collect must be a number.' }).int().min(0).max(365),
  /** Moves every hire's start by this many months (negative = earlier). */
  hire_start_shift_months: z
    .number({ error: 'hire_start_shift_months must be a number.' })
    .int()
    .min(-12)
    .max(12),
};
export const scenarioBody = z.object(scenarioFields);
export type ScenarioBody = z.infer<typeof scenarioBody>;
export const scenario = z.object({
  scenario_id: z.string(),
  ...scenarioFields,
  name: z.string(),
  created_at: z.string(),
});
export type Scenario = z.infer<typeof scenario>;

// ---------------------------------------------------------------------------------------------
// Performance

const amountsOf = <K extends string>(keys: readonly K[]) => z.object(decimalColumns(keys));
export const performanceMonth = z.object({
  month: z.string(),
  /** Month end 'YYYY-MM-DD' (the charts label 'short month + last day'). */
  date: z.string(),
  /** From the latest forecast; null when it does not cover this month. */
  budget: amountsOf(['revenue', 'costs', 'gross_profit', 'net_income'])
    .extend({
      margins: z.object({
        gross_profit: z.number(),
        operating_income: z.number(),
        net_income: z.number(),
      }),
    })
    .nullable(),
  /** Recorded: revenue net of tax and shipping; costs = cost of sales + expenses. */
  actual: amountsOf(['revenue', 'cost_of_sales', 'expenses', 'costs', 'gross_profit']).extend({
    /** Gross profit over revenue, percent, 2 decimals; null without revenue. */
    gross_margin: z.number().nullable(),
  }),
  /** actual − budget; null without a budget for the month. */
  variance: amountsOf(['revenue', 'costs', 'gross_profit']).nullable(),
});
export type PerformanceMonth = z.infer<typeof performanceMonth>;

export const performanceResponse = z.object({
  currency: currencyField,
  from: z.string(),
  to: z.string(),
  has_budget: z.boolean(),
  /** Whether any actual figure was recorded in the range. */
  has_actuals: z.boolean(),
  /** 'ledger' once recorded sales/expenses/bank lines feed it, else 'invoices'. */
  actuals_source: z.enum(['invoices', 'ledger']),
  months: z.array(performanceMonth),
});
export type PerformanceResponse = z.infer<typeof performanceResponse>;

// ---------------------------------------------------------------------------------------------
// The calls

const workflowCreated = z.object({ message: z.string(), workflow_id: z.string() });
const scenarioParams = companyParams.extend({ scenarioId: uuidField('scenarioId') });

export const planningCalls = {
  getIncomeStatementWorkflow: defineCall({
    service: 'account',
    method: 'GET',
    path: 'get_income_statement_workflow',
    access: 'user',
    summary:
      "Whether the company has a saved budget questionnaire, and the latest one's answers (to reopen it). 404 if the company is not the caller's.",
    query: z.object({ company_id: companyIdField }),
    response: z.object({
      exists: z.boolean(),
      kind: z.enum(BUDGET_KINDS).nullable(),
      workflow_id: z.string().nullable(),
      saved_at: z.string().nullable(),
      /** existingBusinessAnswers or newBusinessAnswers by `kind`; null when none. */
      answers: z.record(z.string(), z.unknown()).nullable(),
    }),
  }),
  listBudgetWorkflows: defineCall({
    service: 'account',
    method: 'GET',
    path: 'company/:companyId/budget_workflows',
    access: 'user',
    summary: "The company's saved budget questionnaires, newest first.",
    params: companyParams,
    query: pageQuery,
    response: z.array(budgetWorkflowSummary),
  }),
  readStatements: defineCall({
    service: 'account',
    method: 'POST',
    path: 'company/:companyId/statements/read',
    access: 'user',
    summary:
      'Reads a financial statements workbook (multipart `financial_statement`, .xlsx: Fina’s template, QuickBooks or Xero exports, or a two-column sheet) and answers each line by meaning with its sheet and cell. Nothing is saved. 400 naming the statement or line it could not find.',
    multipart: true,
    params: companyParams,
    response: statementsRead,
  }),
  statementsTemplate: defineCall({
    service: 'account',
    method: 'GET',
    path: 'statements/template.xlsx',
    access: 'user',
    summary: 'Fina’s financial statements template (.xlsx: Profit and Loss, Balance Sheet).',
    response: z.unknown(),
  }),
  uploadIncomeStatementWorkflow: defineCall({
    service: 'account',
    method: 'POST',
    path: 'upload_income_statement_workflow',
    access: 'user',
    summary:
      'Saves the existing-business questionnaire (multipart: company_id, financial_statement .xlsx, monthly_revenues and employee_file optional, growth_rate, product_table, the three hiring tables, ppe_table, growth_plan and statement_lines as JSON text). 400 naming the field; nothing saved on failure.',
    multipart: true,
    response: workflowCreated,
  }),
  saveNewBusinessWorkflow: defineCall({
    service: 'account',
    method: 'POST',
    path: 'save_new_business_workflow',
    access: 'user',
    summary: 'Saves the new-business questionnaire (products, plan, hires, purchases, funding).',
    body: newBusinessWorkflowBody,
    response: workflowCreated,
  }),
  createLoanApplication: defineCall({
    service: 'account',
    method: 'POST',
    path: 'company/:companyId/loan_application',
    access: 'user',
    summary: `Applies for a loan (PHP). A new business gets 400 '${MESSAGES.loanNewBusiness}'.`,
    params: companyParams,
    body: loanApplicationBody,
    response: loanApplication,
  }),
  listLoanApplications: defineCall({
    service: 'account',
    method: 'GET',
    path: 'company/:companyId/loan_application',
    access: 'user',
    summary: "The company's loan applications with their status, newest first.",
    params: companyParams,
    query: pageQuery,
    response: z.array(loanApplication),
  }),
  createSolutionApplication: defineCall({
    service: 'account',
    method: 'POST',
    path: 'company/:companyId/solution_application',
    access: 'user',
    summary: 'Applies for one or more cash-flow solutions (time deposits, credit line, loan).',
    params: companyParams,
    body: solutionApplicationBody,
    response: solutionApplication,
  }),
  listSolutionApplications: defineCall({
    service: 'account',
    method: 'GET',
    path: 'company/:companyId/solution_application',
    access: 'user',
    summary: "The company's solution applications with their status, newest first.",
    params: companyParams,
    query: pageQuery,
    response: z.array(solutionApplication),
  }),
  getKpiPreferences: defineCall({
    service: 'account',
    method: 'GET',
    path: 'company/:companyId/kpi_preferences',
    access: 'user',
    summary: 'Which KPIs the dashboard shows for the company (default: all).',
    params: companyParams,
    response: kpiPreferences,
  }),
  putKpiPreferences: defineCall({
    service: 'account',
    method: 'PUT',
    path: 'company/:companyId/kpi_preferences',
    access: 'user',
    summary: 'Saves which KPIs the dashboard shows for the company.',
    params: companyParams,
    body: kpiPreferences,
    response: kpiPreferences,
  }),
  listScenarios: defineCall({
    service: 'account',
    method: 'GET',
    path: 'company/:companyId/scenario',
    access: 'user',
    summary: "The company's saved what-if scenarios, newest first.",
    params: companyParams,
    query: pageQuery,
    response: z.array(scenario),
  }),
  createScenario: defineCall({
    service: 'account',
    method: 'POST',
    path: 'company/:companyId/scenario',
    access: 'user',
    summary: 'Saves a what-if scenario (growth, price change, days to collect, hire shift).',
    params: companyParams,
    body: scenarioBody,
    response: scenario,
  }),
  deleteScenario: defineCall({
    service: 'account',
    method: 'DELETE',
    path: 'company/:companyId/scenario/:scenarioId',
    access: 'user',
    summary: 'Deletes a saved scenario. 404 when missing or not the caller’s.',
    params: scenarioParams,
    response: messageResponse,
  }),
  generateBudget: defineCall({
    service: 'chat',
    method: 'POST',
    path: 'generate_budget',
    access: 'user',
    summary:
      "Runs the forecast on the company's saved questionnaire (latest, or `workflow_id`): the spec's budget response plus the three monthly statements, advice, low point and runway. 404 with field company_id when there are no inputs.",
    body: z.object({
      company_id: companyIdField,
      workflow_id: uuidField('workflow_id').optional(),
    }),
    response: generateBudgetResponse,
  }),
  getPerformance: defineCall({
    service: 'chat',
    method: 'GET',
    path: 'company/:companyId/performance',
    access: 'user',
    summary:
      'Budget (latest forecast) beside actual (invoices and recorded operations) per month, with the variance. Default range: the forecast’s months, or the last 12.',
    params: companyParams,
    query: z.object({
      from: yearMonthField('from').optional(),
      to: yearMonthField('to').optional(),
    }),
    response: performanceResponse,
  }),
  getKpis: defineCall({
    service: 'chat',
    method: 'GET',
    path: 'company/:companyId/kpis',
    access: 'user',
    summary: "The dashboard's KPIs from the company's data (DECISIONS.md definitions).",
    params: companyParams,
    response: z.array(kpiValue),
  }),
  downloadForecastWorkbook: defineCall({
    service: 'chat',
    method: 'GET',
    path: 'company/:companyId/forecast.xlsx',
    access: 'user',
    summary: 'The latest forecast as .xlsx: one sheet per statement, values that tie.',
    params: companyParams,
    response: z.unknown(),
  }),
  askAboutForecast: defineCall({
    service: 'chat',
    method: 'POST',
    path: 'company/:companyId/forecast/ask',
    access: 'user',
    summary:
      'Opens (or reopens) a chat session on the forecast workbook, so Fina answers about the forecast citing its cells. The chat screen is /chat-with-fina/<session_id>.',
    params: companyParams,
    response: z.object({ session_id: z.string(), filename: z.string() }),
  }),
};
