/**
 * update_balance_sheet's fields → a checked submission and the engine's figures.
 * Order: row lists are JSON text (a 400 naming the list when unreadable), then the
 * contract's zod schema (types, required fields, row shapes), then the finance engine
 * (every amount, every total), then the totals the client sent, if any, against the engine's.
 */
import {
  BALANCE_SHEET_ROW_LISTS,
  BALANCE_SHEET_SENT_TOTALS,
  balanceSheetSubmission,
} from '@fina/contract';
import type { BalanceSheetSubmissionParsed } from '@fina/contract';
import type { BalanceSheetFigures, Currency } from '@fina/finance';
import { computeBalanceSheet, isFinanceInputError, sameMoney } from '@fina/finance';
import { badRequest } from '@fina/service-kit';
import { financeError, zodError } from './issues';

/** Decodes each row list sent as JSON text; lists sent as JSON parts arrive decoded. */
function decodeRowLists(fields: Record<string, unknown>): Record<string, unknown> {
  const decoded: Record<string, unknown> = { ...fields };
  for (const key of BALANCE_SHEET_ROW_LISTS) {
    const value = fields[key];
    if (typeof value !== 'string') continue;
    if (!value.trim()) {
      decoded[key] = [];
      continue;
    }
    try {
      decoded[key] = JSON.parse(value) as unknown;
    } catch {
      throw badRequest(
        `${key} must be JSON text: a list of rows, e.g. [{"nameOfBank":"BPI","amount":"1200.50"}].`,
        key,
      );
    }
  }
  return decoded;
}

export function parseSubmission(fields: Record<string, unknown>): BalanceSheetSubmissionParsed {
  const parsed = balanceSheetSubmission.safeParse(decodeRowLists(fields));
  if (!parsed.success) throw zodError(parsed.error);
  return parsed.data;
}

/** The engine's balance sheet of rows already shaped by the contract. */
export function computeFigures(
  sheet: Omit<
    BalanceSheetSubmissionParsed,
    'company_id' | 'total_assets' | 'total_liabilities' | 'total_equity'
  >,
  currency: Currency,
): BalanceSheetFigures {
  try {
    return computeBalanceSheet({ ...sheet, currency });
  } catch (error) {
    if (isFinanceInputError(error)) throw financeError(error.issues);
    throw error;
  }
}

/** A total sent by the client must be the engine's, to the cent (DECISIONS.md). */
export function checkSentTotals(
  submission: BalanceSheetSubmissionParsed,
  figures: BalanceSheetFigures,
): void {
  const computed = {
    total_assets: figures.assets.total,
    total_liabilities: figures.liabilities.total,
    total_equity: figures.equity.total,
  };
  for (const key of BALANCE_SHEET_SENT_TOTALS) {
    const sent = submission[key];
    if (sent === undefined) continue;
    const expected = computed[key];
    if (!sameMoney(sent, { minor: expected.minor }, figures.currency)) {
      throw badRequest(
        `${key} (${sent}) does not match the rows: they add up to ${expected.amount}.`,
        key,
      );
    }
  }
}
