/**
 * Invoice figures (spec section 9): subtotal = Σ quantity × rate; discount and
 * tax in percent; total = subtotal − discount + tax on the discounted amount +
 * shipping; balance due = total − amount paid. See line-items.ts for the rounding.
 */
import type { FinanceIssue } from '../errors';
import { FinanceInputError, IssueCollector } from '../errors';
import { parseIsoDate } from '../calendar/month';
import { isRecord, readList, readText } from '../validation/read-fields';
import type { DocumentTotals, LineItemsInput, SentTotals, TotalsOptions } from './line-items';
import { compareSentTotals, presentTotals, readLineItemTotals } from './line-items';

export interface InvoiceInput extends LineItemsInput {
  client_name?: string | null;
  ship_to?: string | null;
  /** 'YYYY-MM-DD' */
  date?: string | null;
  due_date?: string | null;
  payment_terms?: string | null;
  po_number?: string | number | null;
  notes?: string | null;
  terms?: string | null;
}

export type InvoiceFigures = DocumentTotals;

/** Which rules to apply: 'preview' checks the figures only (live typing); 'submit' also the required fields. */
export type ValidationMode = 'preview' | 'submit';

/**
 * Computes every figure of an invoice. Accepts form values (strings or
 * numbers; blank quantity, rate, percentages, shipping and amount paid count
 * as 0). Throws FinanceInputError naming the field for a negative quantity or
 * rate, a percentage outside 0-100, a negative shipping cost or amount paid,
 * or an amount paid over the total.
 */
export function computeInvoice(input: InvoiceInput, options: TotalsOptions = {}): InvoiceFigures {
  const issues = new IssueCollector();
  const totals = readLineItemTotals(issues, input, { rate: 'Rate' });
  issues.throwIfAny();
  if (!totals) throw new FinanceInputError([{ field: '', message: 'Invalid invoice.' }]);
  return presentTotals(totals, options);
}

/** All problems with an invoice; empty when it is valid. Never throws. */
export function validateInvoice(input: unknown, mode: ValidationMode = 'submit'): FinanceIssue[] {
  const issues = new IssueCollector();
  readLineItemTotals(issues, input, { rate: 'Rate' });
  if (mode === 'submit' && isRecord(input)) {
    readText(issues, input.client_name, 'client_name', { label: 'Client name', required: true });
    readText(issues, input.ship_to, 'ship_to', { label: 'Ship to' });
    readText(issues, input.notes, 'notes', { label: 'Notes', maxLength: 5000 });
    readText(issues, input.terms, 'terms', { label: 'Terms', maxLength: 5000 });
    checkDates(issues, input.date, input.due_date);
    checkItemNames(issues, input.items, 'item', 'Item');
  }
  return dedupe(issues.issues);
}

/**
 * For services: validates the invoice a client submitted and checks the
 * sub_total, total and balance_due it sent against the computed ones.
 * Returns the figures to store and the problems (empty when all is well).
 */
export function checkInvoice(
  input: InvoiceInput & SentTotals,
  options: TotalsOptions = {},
): { figures: InvoiceFigures | null; issues: FinanceIssue[] } {
  const issues = validateInvoice(input, 'submit');
  if (issues.length > 0) return { figures: null, issues };
  const figures = computeInvoice(input, options);
  return { figures, issues: compareSentTotals(input, figures) };
}

function blank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && !value.trim());
}

/** Checks the document date and a later date (due date, date needed): real dates, in order. */
export function checkDates(
  issues: IssueCollector,
  date: unknown,
  later: unknown,
  laterField = 'due_date',
  laterLabel = 'Due date',
): void {
  const d = blank(date) ? null : parseIsoDate(date);
  if (!blank(date) && !d) issues.add('date', 'Date must be a real date written YYYY-MM-DD.');
  if (blank(later)) return;
  const due = parseIsoDate(later);
  if (!due) {
    issues.add(laterField, `${laterLabel} must be a real date written YYYY-MM-DD.`);
    return;
  }
  if (d && (due.serial < d.serial || (due.serial === d.serial && due.day < d.day))) {
    issues.add(laterField, `${laterLabel} cannot be before the date.`);
  }
}

export function checkItemNames(
  issues: IssueCollector,
  items: unknown,
  key: string,
  label: string,
  rateLabel = 'Rate',
): void {
  const list = readList(new IssueCollector(), items, 'items', { label: 'Items' });
  if (!list || list.length === 0) {
    issues.add('items', 'Add at least one item.');
    return;
  }
  list.forEach((row, index) => {
    if (!isRecord(row)) return;
    readText(issues, row[key], `items.${index}.${key}`, { label, required: true });
    for (const k of ['quantity', 'rate'] as const) {
      const v = row[k];
      if (v === undefined || v === null || (typeof v === 'string' && !v.trim())) {
        issues.add(
          `items.${index}.${k}`,
          `${k === 'quantity' ? 'Quantity' : rateLabel} is required.`,
        );
      }
    }
  });
}

export function dedupe(list: readonly FinanceIssue[]): FinanceIssue[] {
  const seen = new Set<string>();
  return list.filter((issue) => {
    const key = `${issue.field}|${issue.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
