/**
 * Purchase requisition figures. DECISIONS.md: the same rules as the invoice,
 * tax on the discounted amount when there is a discount (the earlier client's
 * tax on the full subtotal is a bug not to copy). The rate is the unit cost.
 */
import type { FinanceIssue } from '../errors';
import { FinanceInputError, IssueCollector } from '../errors';
import { isRecord, readText } from '../validation/read-fields';
import { checkDates, checkItemNames, dedupe } from './invoice';
import type { ValidationMode } from './invoice';
import type { DocumentTotals, LineItemsInput, SentTotals, TotalsOptions } from './line-items';
import { compareSentTotals, presentTotals, readLineItemTotals } from './line-items';

export interface PurchaseRequisitionInput extends LineItemsInput {
  requisitioned_by?: string | null;
  department?: string | null;
  /** Purpose of purchase (required on submit). */
  purpose?: string | null;
  date?: string | null;
  date_needed?: string | null;
  vendor_name?: string | null;
}

export type PurchaseRequisitionFigures = DocumentTotals;

/** Same contract as computeInvoice; the rate is the unit cost. */
export function computePurchaseRequisition(
  input: PurchaseRequisitionInput,
  options: TotalsOptions = {},
): PurchaseRequisitionFigures {
  const issues = new IssueCollector();
  const totals = readLineItemTotals(issues, input, { rate: 'Unit cost' });
  issues.throwIfAny();
  if (!totals) throw new FinanceInputError([{ field: '', message: 'Invalid requisition.' }]);
  return presentTotals(totals, options);
}

/** All problems with a requisition ('submit' also requires purpose and item names). */
export function validatePurchaseRequisition(
  input: unknown,
  mode: ValidationMode = 'submit',
): FinanceIssue[] {
  const issues = new IssueCollector();
  readLineItemTotals(issues, input, { rate: 'Unit cost' });
  if (mode === 'submit' && isRecord(input)) {
    readText(issues, input.purpose, 'purpose', { label: 'Purpose of purchase', required: true });
    checkDates(issues, input.date, input.date_needed, 'date_needed', 'Date needed');
    checkItemNames(issues, input.items, 'item', 'Item', 'Unit cost');
  }
  return dedupe(issues.issues);
}

/** For services: validate, compute and compare the totals a client sent. */
export function checkPurchaseRequisition(
  input: PurchaseRequisitionInput & SentTotals,
  options: TotalsOptions = {},
): { figures: PurchaseRequisitionFigures | null; issues: FinanceIssue[] } {
  const issues = validatePurchaseRequisition(input, 'submit');
  if (issues.length > 0) return { figures: null, issues };
  const figures = computePurchaseRequisition(input, options);
  return { figures, issues: compareSentTotals(input, figures) };
}
