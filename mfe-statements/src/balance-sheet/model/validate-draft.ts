/**
 * Client-side checks, the same as the server's (DECISIONS.md: required steps enforced in
 * the client and on the server): the required steps first, with the spec's messages, then
 * the contract's schema, then the finance engine's own rules. Each problem is keyed by the
 * field it belongs to, in the form's own row numbering (blank rows are skipped when sent).
 */
import {
  BALANCE_SHEET_ROW_LISTS,
  CASH_IN_BANK_REQUIRED,
  MESSAGES,
  balanceSheetSubmission,
} from '@fina/contract';
import { validateBalanceSheet } from '@fina/finance';
import type { BalanceSheetDraft } from './draft';
import { keptRows, submissionOf } from './draft';

/** Field → message, e.g. `client_rows.1.amount` → 'Amount cannot be negative.' */
export type DraftIssues = Map<string, string>;

/** `client_rows.1.amount` of the sent rows (blank rows skipped) → the form's row. */
function formField(path: string, draft: BalanceSheetDraft): string {
  const [list, index, ...rest] = path.split('.');
  if (!list || index === undefined || !/^\d+$/.test(index)) return path;
  if (!(BALANCE_SHEET_ROW_LISTS as readonly string[]).includes(list)) return path;
  const kept = keptRows(draft.rows[list as (typeof BALANCE_SHEET_ROW_LISTS)[number]]);
  const original = kept.indexes[Number(index)] ?? Number(index);
  return [list, String(original), ...rest].join('.');
}

export function validateDraft(draft: BalanceSheetDraft): DraftIssues {
  const issues: DraftIssues = new Map();
  const add = (field: string, message: string) => {
    if (!issues.has(field)) issues.set(field, message);
  };
  const sent = submissionOf(draft);
  if (!sent.company_id) add('company_id', MESSAGES.selectOption);
  if (!sent.date) add('date', MESSAGES.requiredField);
  if (!sent.cash_on_hand) add('cash_on_hand', MESSAGES.requiredField);
  if (sent.cib_rows.length === 0) add('cib_rows', CASH_IN_BANK_REQUIRED);

  const parsed = balanceSheetSubmission.safeParse(sent);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      add(formField(issue.path.map(String).join('.'), draft), issue.message);
    }
  }
  for (const issue of validateBalanceSheet(sent)) add(formField(issue.field, draft), issue.message);
  return issues;
}

/** The problems of one step: its field, or any row of its table. */
export function issuesFor(issues: DraftIssues, field: string): [string, string][] {
  return [...issues].filter(([key]) => key === field || key.startsWith(`${field}.`));
}

/** Messages by `row.column` for one table, for its cells. */
export function cellIssues(issues: DraftIssues, list: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of issuesFor(issues, list)) {
    const rest = key.slice(list.length + 1);
    if (rest) out[rest] = message;
  }
  return out;
}
