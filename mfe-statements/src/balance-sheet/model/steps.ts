/**
 * The prepare wizard (spec section 2, 'Balance sheet question content'): one question per
 * step, in the spec's order, then a review step that shows the statement and submits.
 * Required (DECISIONS.md): company, date, cash on hand, cash in bank.
 */
import type { BalanceSheetRowList } from '@fina/contract';

export type StepKey = 'company' | 'date' | 'cash_on_hand' | BalanceSheetRowList | 'review';

export interface WizardStep {
  key: StepKey;
  question: string;
  hint?: string;
  required: boolean;
  /** The draft field this step fills; its problems are the ones under this name. */
  field: string;
}

const table = (list: BalanceSheetRowList, question: string, hint?: string): WizardStep => ({
  key: list,
  question,
  ...(hint ? { hint } : {}),
  required: list === 'cib_rows',
  field: list,
});

export const WIZARD_STEPS: readonly WizardStep[] = [
  {
    key: 'company',
    question: 'Which company is this balance sheet for?',
    required: true,
    field: 'company_id',
  },
  {
    key: 'date',
    question: 'What date is this balance sheet for?',
    hint: 'Usually the last day of a month or of your financial year.',
    required: true,
    field: 'date',
  },
  {
    key: 'cash_on_hand',
    question: 'How much cash do you have on hand?',
    hint: 'Notes and coins in the till, the safe or petty cash. Enter 0 if none.',
    required: true,
    field: 'cash_on_hand',
  },
  table(
    'cib_rows',
    'How much do you have in each bank account?',
    'One row per account. An amount of 0 is fine.',
  ),
  table('client_rows', 'Which clients still owe you money?', 'What each client owes you today.'),
  table(
    'inventory_rows',
    'What inventory do you have, and what did it cost?',
    'Cost per item times the number of items (a blank number of items counts as 1).',
  ),
  table(
    'cash_advance_rows',
    'Have you paid rental deposits or other advances?',
    'Money paid ahead that you will get back or use later.',
  ),
  table(
    'loan_rows',
    'Have you lent money to others?',
    'Loans to staff, partners or other businesses.',
  ),
  table(
    'other_asset_rows',
    'Do you have any other assets?',
    'Anything else of value the business owns.',
  ),
  table(
    'building_rows',
    'What equipment, land and buildings does the business own?',
    'Their cost and how many years you have used them; Fina depreciates them straight-line ' +
      '(land is not depreciated). Useful life is optional: blank takes the usual life for the type.',
  ),
  table('supplier_rows', 'Which suppliers do you owe, and how much?'),
  table('other_loan_rows', 'What do you owe to banks and other lenders?'),
  table('investment_rows', 'How much did the owner and partners invest to start the business?'),
  { key: 'review', question: 'Your balance sheet', required: false, field: 'review' },
];

export const stepIndexOfField = (field: string): number =>
  WIZARD_STEPS.findIndex((step) => field === step.field || field.startsWith(`${step.field}.`));
