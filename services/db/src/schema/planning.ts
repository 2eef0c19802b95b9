/**
 * Planning (issue 11): the budget questionnaires a company saved (every save is kept, so the
 * company has a history), loan and cash-flow solution applications with their status, the
 * dashboard's KPI choice, and saved what-if scenarios. Amounts inside the questionnaire
 * answers and engine input are exact decimal text (never binary floats).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
// A cycle with ../schema (which re-exports this file): `companies` and `users` are only
// read lazily, in `references(() => ...)`, after both modules have loaded.
import { companies, users } from './accounts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const companyRef = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id);
const userRef = () =>
  uuid('created_by')
    .notNull()
    .references(() => users.id);

export const BUDGET_WORKFLOW_KINDS = ['existing', 'new'] as const;
export const APPLICATION_STATUS_VALUES = [
  'submitted',
  'in_review',
  'approved',
  'declined',
] as const;
const statusCheck = (table: string) =>
  check(
    `${table}_status_valid`,
    sql.raw(`status in (${APPLICATION_STATUS_VALUES.map((s) => `'${s}'`).join(', ')})`),
  );

/**
 * One saved questionnaire. `answers` is what the owner entered (to reopen the questionnaire);
 * `engine_input` the finance engine's ForecastInput built from it at save time (amounts as
 * decimal text); generate_budget runs it with the company's latest balance sheet as opening.
 */
export const budgetWorkflows = pgTable(
  'budget_workflows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    createdBy: userRef(),
    kind: text('kind', { enum: BUDGET_WORKFLOW_KINDS }).notNull(),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    engineInput: jsonb('engine_input').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('budget_workflows_company_created_idx').on(t.companyId, t.createdAt),
    check('budget_workflows_kind_valid', sql`${t.kind} in ('existing', 'new')`),
  ],
);

export const loanApplications = pgTable(
  'loan_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    createdBy: userRef(),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    term: text('term').notNull(),
    purpose: text('purpose').notNull(),
    notes: text('notes').notNull().default(''),
    status: text('status', { enum: APPLICATION_STATUS_VALUES }).notNull().default('submitted'),
    createdAt: createdAt(),
  },
  (t) => [
    index('loan_applications_company_created_idx').on(t.companyId, t.createdAt),
    statusCheck('loan_applications'),
    check('loan_applications_amount_positive', sql`${t.amount} > 0`),
  ],
);

export const solutionApplications = pgTable(
  'solution_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    createdBy: userRef(),
    /** The solution keys ticked (time_deposit_a, time_deposit_b, credit_line, working_capital_loan). */
    solutions: jsonb('solutions').$type<string[]>().notNull(),
    status: text('status', { enum: APPLICATION_STATUS_VALUES }).notNull().default('submitted'),
    createdAt: createdAt(),
  },
  (t) => [
    index('solution_applications_company_created_idx').on(t.companyId, t.createdAt),
    statusCheck('solution_applications'),
  ],
);

/** The dashboard's KPI choice, one row per company (absent: all KPIs). */
export const kpiPreferences = pgTable('kpi_preferences', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id),
  kpis: jsonb('kpis').$type<string[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A saved what-if: the cash-flow overview's sliders, to compare with the plan. */
export const planningScenarios = pgTable(
  'planning_scenarios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    createdBy: userRef(),
    name: text('name').notNull(),
    /** Percent; numeric so 12.5 stays exact. */
    growthRate: numeric('growth_rate', { precision: 10, scale: 4 }).notNull(),
    priceChangePercent: numeric('price_change_percent', { precision: 10, scale: 4 }).notNull(),
    daysToCollect: integer('days_to_collect').notNull(),
    hireStartShiftMonths: integer('hire_start_shift_months').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('planning_scenarios_company_created_idx').on(t.companyId, t.createdAt)],
);
