/**
 * The loan form's answers (spec section 2 'Loan form', section 9's amounts, terms and
 * purposes). DECISIONS.md: the starred fields are enforced, each with a message beside it.
 */
import { LOAN_AMOUNTS_PHP, LOAN_PURPOSES, LOAN_TERMS } from '@fina/contract';
import type { LoanApplicationBody } from '@fina/contract';

export type BusinessKind = 'new' | 'existing';
export type LoanField = 'business_kind' | 'amount' | 'term' | 'purpose' | 'notes';

export interface LoanDraft {
  business_kind: BusinessKind | null;
  amount: number | null;
  term: string | null;
  purpose: string | null;
  notes: string;
}

export const EMPTY_LOAN: LoanDraft = {
  business_kind: null,
  amount: null,
  term: null,
  purpose: null,
  notes: '',
};

export const LOAN_MESSAGES = {
  business_kind: 'Tell us whether the business is new or existing.',
  amount: 'Choose the amount you need.',
  term: 'Choose the term.',
  purpose: 'Choose what the loan is for.',
} as const;

export const NOTES_MAX = 2000;

export type LoanProblems = Partial<Record<LoanField, string>>;

export function loanProblems(draft: LoanDraft): LoanProblems {
  const problems: LoanProblems = {};
  if (!draft.business_kind) problems.business_kind = LOAN_MESSAGES.business_kind;
  if (draft.amount === null || !(LOAN_AMOUNTS_PHP as readonly number[]).includes(draft.amount)) {
    problems.amount = LOAN_MESSAGES.amount;
  }
  if (!draft.term || !(LOAN_TERMS as readonly string[]).includes(draft.term)) {
    problems.term = LOAN_MESSAGES.term;
  }
  if (!draft.purpose || !(LOAN_PURPOSES as readonly string[]).includes(draft.purpose)) {
    problems.purpose = LOAN_MESSAGES.purpose;
  }
  if (draft.notes.length > NOTES_MAX) problems.notes = `Notes: at most ${NOTES_MAX} characters.`;
  return problems;
}

/** The body, once loanProblems found nothing. */
export function loanBody(draft: LoanDraft): LoanApplicationBody {
  const notes = draft.notes.trim();
  return {
    business_kind: draft.business_kind ?? 'existing',
    amount: draft.amount ?? 0,
    term: draft.term as LoanApplicationBody['term'],
    purpose: draft.purpose as LoanApplicationBody['purpose'],
    ...(notes ? { notes } : {}),
  };
}

/** 5000 → '5,000 PHP'. */
export const amountLabel = (amount: number | string) =>
  `${Number(amount).toLocaleString('en-US', { maximumFractionDigits: 2 })} PHP`;

export const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
