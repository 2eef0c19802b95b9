/**
 * The new-business questionnaire's answers while edited (spec section 2 and section 3's
 * new-business tables), each step's checks, and save_new_business_workflow's body.
 */
import { FUNDING_SOURCES } from '@fina/contract';
import type { NewBusinessWorkflowBody } from '@fina/contract';
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

export const NEW_PRODUCTS_TABLE: TableSpec = {
  name: 'products',
  label: 'Products',
  minRows: 1,
  tooFew: 'Add at least one product with its price and units.',
  columns: [
    {
      field: 'product',
      title: 'Product',
      kind: 'text',
      placeholder: 'e.g. Sourdough loaf',
      width: 190,
    },
    { field: 'price', title: 'Price', kind: 'amount', placeholder: 'e.g. 120.00', width: 130 },
    {
      field: 'units',
      title: 'Units this year',
      kind: 'whole',
      placeholder: 'e.g. 5000',
      width: 140,
    },
  ],
};

export const NEW_HIRES_TABLE: TableSpec = hiresTable('employees', 'Hires');
export const NEW_PURCHASES_TABLE: TableSpec = { ...PURCHASES_TABLE, name: 'purchases' };

export const FUNDING_TABLE: TableSpec = {
  name: 'funding',
  label: 'Funding',
  minRows: 0,
  emptyText: 'No funding yet: add a row for each source of money.',
  columns: [
    {
      field: 'source',
      title: 'Source',
      kind: 'choice',
      options: FUNDING_SOURCES,
      initial: FUNDING_SOURCES[0],
      width: 190,
    },
    { field: 'amount', title: 'Amount', kind: 'amount', placeholder: 'e.g. 50000', width: 150 },
  ],
};

export interface NewDraft {
  /** 'YYYY-MM': the plan's first month; '' until chosen (then the month after today). */
  start_month: string;
  products: DraftRow[];
  plan: GrowthPlanDraft;
  employees: DraftRow[];
  purchases: DraftRow[];
  funding: DraftRow[];
}

export function emptyNewDraft(): NewDraft {
  return {
    start_month: '',
    products: [newRow(NEW_PRODUCTS_TABLE)],
    plan: EMPTY_PLAN,
    employees: [],
    purchases: [],
    funding: [],
  };
}

const arrayOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? (value as Record<string, unknown>[]) : [];

/** Saved answers (get_income_statement_workflow, kind 'new') as a draft to reopen. */
export function newDraftFrom(answers: Record<string, unknown>): NewDraft {
  const products = rowsFrom(NEW_PRODUCTS_TABLE, arrayOf(answers.products));
  return {
    start_month: typeof answers.start_month === 'string' ? answers.start_month : '',
    products: products.length > 0 ? products : emptyNewDraft().products,
    plan: planFrom(answers.plan),
    employees: rowsFrom(NEW_HIRES_TABLE, arrayOf(answers.employees)),
    purchases: rowsFrom(NEW_PURCHASES_TABLE, arrayOf(answers.purchases)),
    funding: rowsFrom(FUNDING_TABLE, arrayOf(answers.funding)),
  };
}

export type NewStepKey =
  'intro' | 'products' | 'plan' | 'employees' | 'purchases' | 'funding' | 'submit';

export function newStepProblems(step: NewStepKey, draft: NewDraft): Problems {
  switch (step) {
    case 'intro':
    case 'submit':
      return new Map();
    case 'products':
      return tableProblems(NEW_PRODUCTS_TABLE, draft.products);
    case 'plan':
      return planProblems(draft.plan, 'plan');
    case 'employees':
      return tableProblems(NEW_HIRES_TABLE, draft.employees);
    case 'purchases':
      return tableProblems(NEW_PURCHASES_TABLE, draft.purchases);
    case 'funding':
      return tableProblems(FUNDING_TABLE, draft.funding);
  }
}

export function newBusinessBody(companyId: string, draft: NewDraft): NewBusinessWorkflowBody {
  return {
    company_id: companyId,
    ...(draft.start_month ? { start_month: draft.start_month } : {}),
    products: submittedRows(
      NEW_PRODUCTS_TABLE,
      draft.products,
    ) as NewBusinessWorkflowBody['products'],
    plan: submittedPlan(draft.plan),
    employees: submittedRows(NEW_HIRES_TABLE, draft.employees) as NonNullable<
      NewBusinessWorkflowBody['employees']
    >,
    purchases: submittedRows(NEW_PURCHASES_TABLE, draft.purchases) as NonNullable<
      NewBusinessWorkflowBody['purchases']
    >,
    funding: submittedRows(FUNDING_TABLE, draft.funding) as NonNullable<
      NewBusinessWorkflowBody['funding']
    >,
  };
}

export const NEW_STEPS: readonly {
  key: NewStepKey;
  question: string;
  hint?: string;
  required?: boolean;
}[] = [
  {
    key: 'intro',
    question: 'Let’s plan your first year',
    hint:
      'Tell Fina what you will sell, who you will hire, what you will buy and where the money ' +
      'comes from; it turns the answers into a 12-month budget and cash forecast.',
  },
  {
    key: 'products',
    question: 'What will you sell, at what price, and how many this year?',
    hint: 'One row per product or service.',
    required: true,
  },
  {
    key: 'plan',
    question: 'How do you plan to grow?',
    hint: 'Tick all that apply.',
    required: true,
  },
  {
    key: 'employees',
    question: 'Who will you hire?',
    hint: 'Role, monthly salary and the month they start.',
    required: false,
  },
  {
    key: 'purchases',
    question: 'What will you buy to get started?',
    hint: 'Equipment, fit-out, vehicles: the cost, the month and its useful life in years.',
    required: false,
  },
  {
    key: 'funding',
    question: 'Where will the money come from?',
    hint: 'Own money, family and friends, angel investors, lenders or VCs, with the amount from each.',
    required: false,
  },
  {
    key: 'submit',
    question: 'Ready to make your budget',
    hint: 'Submit and Fina builds your first-year forecast.',
  },
];
