/** The existing-business questionnaire, one question per step (spec section 2). */
import type { ExistingStepKey } from './existing-draft';

export interface ExistingStep {
  key: ExistingStepKey;
  question: string;
  hint?: string;
  /** undefined: not a question (intro, submit). */
  required?: boolean;
}

export const EXISTING_STEPS: readonly ExistingStep[] = [
  {
    key: 'intro',
    question: 'Let’s build your budget for next year',
    hint:
      'Fina reads your latest financial statements, asks how you plan to grow, and turns the ' +
      'answers into a 12-month budget and cash forecast. It takes about 5 minutes.',
  },
  {
    key: 'statement',
    question: 'Upload your latest financial statements',
    hint:
      'An .xlsx with your income statement (Profit and Loss) and balance sheet: Fina’s template, ' +
      'a QuickBooks or Xero export, or a simple two-column sheet. Fina shows you what it read.',
    required: true,
  },
  {
    key: 'review',
    question: 'Check what Fina read',
    hint: 'Correct any amount, rename or re-label a line, or remove it. Nothing is saved until you submit.',
    required: true,
  },
  {
    key: 'monthly_revenues',
    question: 'Your monthly revenues for the past year',
    hint: 'An .xlsx with one row per month. It gives the forecast your seasons.',
    required: false,
  },
  {
    key: 'employees',
    question: 'Your employees, with their role and monthly salary',
    hint: 'An .xlsx with Name, Role and Salary columns.',
    required: false,
  },
  {
    key: 'products',
    question: 'What do you sell, and at what price?',
    hint: 'One row per product or service, with its selling price.',
    required: true,
  },
  {
    key: 'growth',
    question: 'How much do you want your sales to grow next year?',
    hint: 'Usual answers are 10%-20%; 100% is very fast growth.',
    required: true,
  },
  {
    key: 'plan',
    question: 'How will you get there?',
    hint: 'Tick all that apply.',
    required: true,
  },
  {
    key: 'hires_operations',
    question: 'Will you hire for operations?',
    hint: 'Role, monthly salary and the month they start.',
    required: false,
  },
  {
    key: 'hires_sales_marketing',
    question: 'Will you hire for sales and marketing?',
    hint: 'Role, monthly salary and the month they start.',
    required: false,
  },
  {
    key: 'hires_technology',
    question: 'Will you hire for technology?',
    hint: 'Role, monthly salary and the month they start.',
    required: false,
  },
  {
    key: 'purchases',
    question: 'Any big purchases planned?',
    hint: 'Equipment, vehicles, fit-outs: the cost, the month you buy it and its useful life in years.',
    required: false,
  },
  {
    key: 'submit',
    question: 'Ready to make your budget',
    hint: 'Submit your answers and Fina builds your 12-month cash forecast.',
  },
];
