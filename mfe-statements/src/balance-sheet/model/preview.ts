/**
 * The live preview: the engine computes the statement from the draft as typed, exactly as
 * the server will (blank required fields count as 0 here; the submit enforces them).
 */
import type { BalanceSheetFigures, Currency, MoneyFigure } from '@fina/finance';
import { computeBalanceSheet, formatMoney, money, subtractMoney } from '@fina/finance';
import type { BalanceSheetDraft } from './draft';
import { submissionOf } from './draft';

/** The statement of the draft, or null while a value cannot be read yet. */
export function previewFigures(
  draft: BalanceSheetDraft,
  currency: Currency,
): BalanceSheetFigures | null {
  try {
    const { company_id: _, ...sheet } = submissionOf(draft);
    return computeBalanceSheet({ ...sheet, currency }, { requireWizardFields: false });
  } catch {
    return null;
  }
}

/** a − b, by the engine's exact money (both from the same statement and currency). */
export function differenceOf(
  a: MoneyFigure,
  b: MoneyFigure,
  currency: Currency,
): { minor: bigint; formatted: string } {
  const result = subtractMoney(money(BigInt(a.minor), currency), money(BigInt(b.minor), currency));
  return { minor: result.minor, formatted: formatMoney(result) };
}
