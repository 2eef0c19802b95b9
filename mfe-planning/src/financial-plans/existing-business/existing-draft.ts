/**
 * The existing-business questionnaire's answers while they are edited (spec section 2 and
 * section 3's submission fields), how each step is checked, and the multipart form
 * upload_income_statement_workflow reads.
 */
import { GROWTH_RATE_LABELS, MESSAGES } from '@fina/contract';
import type { GrowthPlanDraft } from '../questionnaire/growth-plan';
import { EMPTY_PLAN, planFrom, planProblems, submittedPlan } from '../questionnaire/growth-plan';
import type { DraftRow, Problems, TableSpec } from '../questionnaire/row-tables';
import {
  PURCHASES_TABLE,
  hiresTable,
  newRow,
  rowsFrom,
  submittedRows,
  tableProblems,
} from '../questionnaire/row-tables';
import { isXlsx } from '../questionnaire/file-question';
import type { ReviewLine, StatementFacts } from './statement-lines';
import { confirmedStatementsOf, reviewFromSaved, reviewProblems } from './statement-lines';

export const TEAMS = ['operations', 'sales_marketing', 'technology'] as const;
export type Team = (typeof TEAMS)[number];

export const HIRE_TABLES: Record<Team, TableSpec> = {
  operations: hiresTable('operations_hiring_table', 'Operations hires'),
  sales_marketing: hiresTable('sales_marketing_hiring_table', 'Sales and marketing hires'),
  technology: hiresTable('technology_hiring_table', 'Technology hires'),
};

export const PRODUCTS_TABLE: TableSpec = {
  name: 'product_table',
  label: 'Products',
  minRows: 1,
  tooFew: 'Add at least one product with its selling price.',
  columns: [
    {
      field: 'product',
      title: 'Product',
      kind: 'text',
      placeholder: 'e.g. Sourdough loaf',
      width: 200,
    },
    {
      field: 'price',
      title: 'Selling price',
      kind: 'amount',
      placeholder: 'e.g. 120.00',
      width: 150,
    },
  ],
};

export const DEFAULT_GROWTH = '10%';

export interface ExistingDraft {
  statementFile: File | null;
  /** The confirmed read: facts and lines (null until a workbook was read or reopened). */
  facts: StatementFacts | null;
  lines: ReviewLine[];
  monthlyRevenues: File | null;
  employeeFile: File | null;
  /** Files named by a saved questionnaire (shown when reopening; files are not kept). */
  savedFiles: {
    financial_statement: string | null;
    monthly_revenues: string | null;
    employee_file: string | null;
  };
  products: DraftRow[];
  growthRate: string;
  plan: GrowthPlanDraft;
  hires: Record<Team, DraftRow[]>;
  purchases: DraftRow[];
}

export function emptyExistingDraft(): ExistingDraft {
  return {
    statementFile: null,
    facts: null,
    lines: [],
    monthlyRevenues: null,
    employeeFile: null,
    savedFiles: { financial_statement: null, monthly_revenues: null, employee_file: null },
    products: [newRow(PRODUCTS_TABLE)],
    growthRate: DEFAULT_GROWTH,
    plan: EMPTY_PLAN,
    hires: { operations: [], sales_marketing: [], technology: [] },
    purchases: [],
  };
}

const arrayOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? (value as Record<string, unknown>[]) : [];

/** A saved questionnaire's answers (get_income_statement_workflow) as a draft to reopen. */
export function existingDraftFrom(answers: Record<string, unknown>): ExistingDraft {
  const draft = emptyExistingDraft();
  const review = reviewFromSaved(answers.statement_lines);
  const files = (answers.files ?? {}) as Partial<ExistingDraft['savedFiles']>;
  const products = rowsFrom(PRODUCTS_TABLE, arrayOf(answers.product_table));
  const growth = String(answers.growth_rate ?? '');
  return {
    ...draft,
    facts: review?.facts ?? null,
    lines: review?.lines ?? [],
    savedFiles: {
      financial_statement: files.financial_statement ?? null,
      monthly_revenues: files.monthly_revenues ?? null,
      employee_file: files.employee_file ?? null,
    },
    products: products.length > 0 ? products : draft.products,
    growthRate: GROWTH_RATE_LABELS.includes(growth) ? growth : DEFAULT_GROWTH,
    plan: planFrom(answers.growth_plan),
    hires: {
      operations: rowsFrom(HIRE_TABLES.operations, arrayOf(answers.operations_hiring_table)),
      sales_marketing: rowsFrom(
        HIRE_TABLES.sales_marketing,
        arrayOf(answers.sales_marketing_hiring_table),
      ),
      technology: rowsFrom(HIRE_TABLES.technology, arrayOf(answers.technology_hiring_table)),
    },
    purchases: rowsFrom(PURCHASES_TABLE, arrayOf(answers.ppe_table)),
  };
}

export type ExistingStepKey =
  | 'intro'
  | 'statement'
  | 'review'
  | 'monthly_revenues'
  | 'employees'
  | 'products'
  | 'growth'
  | 'plan'
  | `hires_${Team}`
  | 'purchases'
  | 'submit';

const optionalFileProblem = (file: File | null, name: string): Problems =>
  file && !isXlsx(file) ? new Map([[name, MESSAGES.invalidFileFormat]]) : new Map();

/** What stops the owner leaving a step; empty when they may go on. */
export function existingStepProblems(step: ExistingStepKey, draft: ExistingDraft): Problems {
  switch (step) {
    case 'intro':
    case 'submit':
      return new Map();
    case 'statement':
      if (!draft.statementFile) {
        return new Map([['financial_statement', MESSAGES.uploadFinancialStatement]]);
      }
      if (!isXlsx(draft.statementFile)) {
        return new Map([['financial_statement', MESSAGES.invalidFileFormat]]);
      }
      return draft.facts
        ? new Map()
        : new Map([['financial_statement', 'Fina could not read this workbook yet: see above.']]);
    case 'review':
      return reviewProblems(draft.lines);
    case 'monthly_revenues':
      return optionalFileProblem(draft.monthlyRevenues, 'monthly_revenues');
    case 'employees':
      return optionalFileProblem(draft.employeeFile, 'employee_file');
    case 'products':
      return tableProblems(PRODUCTS_TABLE, draft.products);
    case 'growth':
      return GROWTH_RATE_LABELS.includes(draft.growthRate)
        ? new Map()
        : new Map([['growth_rate', MESSAGES.selectOption]]);
    case 'plan':
      return planProblems(draft.plan, 'growth_plan');
    case 'hires_operations':
    case 'hires_sales_marketing':
    case 'hires_technology': {
      const team = step.slice('hires_'.length) as Team;
      return tableProblems(HIRE_TABLES[team], draft.hires[team]);
    }
    case 'purchases':
      return tableProblems(PURCHASES_TABLE, draft.purchases);
  }
}

/** upload_income_statement_workflow's multipart form: files, and each table as JSON text. */
export function existingBusinessForm(companyId: string, draft: ExistingDraft): FormData {
  const form = new FormData();
  form.set('company_id', companyId);
  if (draft.statementFile)
    form.set('financial_statement', draft.statementFile, draft.statementFile.name);
  if (draft.monthlyRevenues)
    form.set('monthly_revenues', draft.monthlyRevenues, draft.monthlyRevenues.name);
  if (draft.employeeFile) form.set('employee_file', draft.employeeFile, draft.employeeFile.name);
  form.set('growth_rate', draft.growthRate);
  form.set('product_table', JSON.stringify(submittedRows(PRODUCTS_TABLE, draft.products)));
  for (const team of TEAMS) {
    const spec = HIRE_TABLES[team];
    form.set(spec.name, JSON.stringify(submittedRows(spec, draft.hires[team])));
  }
  form.set('ppe_table', JSON.stringify(submittedRows(PURCHASES_TABLE, draft.purchases)));
  form.set('growth_plan', JSON.stringify(submittedPlan(draft.plan)));
  form.set('statement_lines', JSON.stringify(confirmedStatementsOf(draft.facts, draft.lines)));
  return form;
}
