/**
 * What was read from the statements workbook, as the owner reviews it: each line with its
 * meaning (key), its words, its amount (exact text) and where it was found. The owner may
 * correct an amount, re-label a line (its words or its meaning), remove it or add one;
 * what they confirm is sent as `statement_lines`.
 */
import { BALANCE_LINE_KEYS, INCOME_LINE_KEYS } from '@fina/contract';
import type { ConfirmedStatements, StatementLineKey, StatementsRead } from '@fina/contract';
import type { Problems } from '../questionnaire/row-tables';

export type StatementKind = 'income' | 'balance';

export interface ReviewLine {
  id: string;
  statement: StatementKind;
  key: StatementLineKey;
  label: string;
  amount: string;
  sheet: string;
  cell: string;
}

/** The read's facts that are not lines: sent back unchanged with the confirmed lines. */
export interface StatementFacts {
  period_label: string;
  period_end: string | null;
  months: string[] | null;
  monthly_revenues: string[] | null;
  balance_date: string | null;
  income_sheet: string;
  balance_sheet: string;
  warnings: string[];
}

export const LINE_KEY_LABELS: Record<StatementLineKey, string> = {
  revenue: 'Revenue',
  cost_of_sales: 'Cost of sales',
  operating_expense: 'Operating expense',
  depreciation: 'Depreciation',
  interest: 'Interest',
  tax: 'Tax',
  cash: 'Cash',
  receivables: 'Receivables',
  inventory: 'Inventory',
  other_current_assets: 'Other current assets',
  fixed_assets: 'Fixed assets',
  payables: 'Payables',
  loans: 'Loans',
  other_liabilities: 'Other liabilities',
  equity: 'Equity',
};

export const KEYS_OF: Record<StatementKind, readonly StatementLineKey[]> = {
  income: INCOME_LINE_KEYS,
  balance: BALANCE_LINE_KEYS,
};

let lineCounter = 0;
const nextId = () => `line-${(lineCounter += 1)}`;

type LineLike = {
  key: StatementLineKey;
  label: string;
  amount: string;
  sheet?: string;
  cell?: string;
};

function reviewLinesOf(statement: StatementKind, lines: readonly LineLike[]): ReviewLine[] {
  return lines.map((line) => ({
    id: nextId(),
    statement,
    key: line.key,
    label: line.label,
    amount: line.amount,
    sheet: line.sheet ?? '',
    cell: line.cell ?? '',
  }));
}

export function linesFromRead(read: StatementsRead): ReviewLine[] {
  return [
    ...reviewLinesOf('income', read.income.lines),
    ...reviewLinesOf('balance', read.balance.lines),
  ];
}

export function factsFromRead(read: StatementsRead): StatementFacts {
  return {
    period_label: read.income.period_label,
    period_end: read.income.period_end,
    months: read.income.months,
    monthly_revenues: read.income.monthly_revenues,
    balance_date: read.balance.date,
    income_sheet: read.income.sheet,
    balance_sheet: read.balance.sheet,
    warnings: read.warnings,
  };
}

/** A line the owner adds by hand (no sheet or cell). */
export function newLine(statement: StatementKind): ReviewLine {
  return {
    id: nextId(),
    statement,
    key: statement === 'income' ? 'operating_expense' : 'other_liabilities',
    label: '',
    amount: '',
    sheet: '',
    cell: '',
  };
}

const SIGNED_DECIMAL = /^-?\d{1,13}(\.\d{1,6})?$/;
const cleanAmount = (text: string) => text.trim().replace(/,/g, '');

export const NO_REVENUE = 'Keep at least one Revenue line: the forecast grows it.';

/** Problems by path: `statement_lines` (the list) or `statement_lines.<id>.amount|label`. */
export function reviewProblems(lines: ReviewLine[]): Problems {
  const problems: Problems = new Map();
  if (!lines.some((line) => line.statement === 'income' && line.key === 'revenue')) {
    problems.set('statement_lines', NO_REVENUE);
  }
  for (const line of lines) {
    if (line.label.trim() === '')
      problems.set(`statement_lines.${line.id}.label`, 'Name this line.');
    if (!SIGNED_DECIMAL.test(cleanAmount(line.amount))) {
      problems.set(`statement_lines.${line.id}.amount`, 'Amount must be a number like 1200.50.');
    }
  }
  return problems;
}

const confirmed = (lines: ReviewLine[], statement: StatementKind) =>
  lines
    .filter((line) => line.statement === statement)
    .map((line) => ({
      key: line.key,
      label: line.label.trim(),
      amount: cleanAmount(line.amount),
      sheet: line.sheet,
      cell: line.cell,
    }));

/** What the owner confirmed, in the shape upload_income_statement_workflow reads. */
export function confirmedStatementsOf(
  facts: StatementFacts | null,
  lines: ReviewLine[],
): ConfirmedStatements {
  return {
    income: {
      period_label: facts?.period_label ?? '',
      period_end: facts?.period_end ?? null,
      months: facts?.months ?? null,
      monthly_revenues: facts?.monthly_revenues ?? null,
      lines: confirmed(lines, 'income'),
    },
    balance: { date: facts?.balance_date ?? null, lines: confirmed(lines, 'balance') },
  };
}

/** Saved `statement_lines` back into reviewable lines and facts (reopening). */
export function reviewFromSaved(
  saved: unknown,
): { facts: StatementFacts; lines: ReviewLine[] } | null {
  const value = saved as ConfirmedStatements | undefined;
  if (!value?.income?.lines) return null;
  return {
    facts: {
      period_label: value.income.period_label ?? '',
      period_end: value.income.period_end ?? null,
      months: value.income.months ?? null,
      monthly_revenues: (value.income.monthly_revenues as string[] | null | undefined) ?? null,
      balance_date: value.balance?.date ?? null,
      income_sheet: '',
      balance_sheet: '',
      warnings: [],
    },
    lines: [
      ...reviewLinesOf('income', value.income.lines as LineLike[]),
      ...reviewLinesOf('balance', (value.balance?.lines ?? []) as LineLike[]),
    ],
  };
}
