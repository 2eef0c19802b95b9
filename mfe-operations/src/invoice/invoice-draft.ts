/**
 * The invoice form's values and what the finance engine makes of them: live figures while
 * typing ('preview' rules), every problem on submit, and the body `create_invoice` receives.
 * The form never computes an amount itself (spec section 9 lives in @fina/finance).
 */
import type { Currency, InvoiceDetail, InvoiceDraft } from '@fina/contract';
import { computeInvoice, validateInvoice } from '@fina/finance';
import type { FinanceIssue, InvoiceFigures, InvoiceInput } from '@fina/finance';
import { addDays } from '../shared-ui/local-date';

export interface DraftItem {
  /** Stable React key of the row. */
  key: number;
  item: string;
  quantity: string;
  rate: string;
}

export interface InvoiceFormValues {
  currency: Currency;
  /** The saved client picked (null for a name typed and not saved). */
  client_id: string | null;
  client_name: string;
  client_email: string;
  client_address: string;
  ship_to: string;
  date: string;
  due_date: string;
  payment_terms: string;
  po_number: string;
  items: DraftItem[];
  notes: string;
  terms: string;
  discount_in_percent: string;
  tax_in_percent: string;
  shipping_cost: string;
  amount_paid: string;
}

export type TotalsField =
  'discount_in_percent' | 'tax_in_percent' | 'shipping_cost' | 'amount_paid';

/** Problems by field, named as the engine and the API name them (`client_name`, `items.2.quantity`). */
export type FieldIssues = Partial<Record<string, string>>;

/** Days from the invoice date to its default due date. */
export const DEFAULT_DUE_DAYS = 30;

let lastKey = 0;
export function newItem(): DraftItem {
  lastKey += 1;
  return { key: lastKey, item: '', quantity: '1', rate: '' };
}

export function emptyInvoice(currency: Currency, today: string): InvoiceFormValues {
  return {
    currency,
    client_id: null,
    client_name: '',
    client_email: '',
    client_address: '',
    ship_to: '',
    date: today,
    due_date: addDays(today, DEFAULT_DUE_DAYS),
    payment_terms: '',
    po_number: '',
    items: [newItem()],
    notes: '',
    terms: '',
    discount_in_percent: '',
    tax_in_percent: '',
    shipping_cost: '',
    amount_paid: '',
  };
}

function engineInput(values: InvoiceFormValues): InvoiceInput {
  return {
    ...values,
    items: values.items.map(({ item, quantity, rate }) => ({ item, quantity, rate })),
  };
}

function byField(issues: readonly FinanceIssue[]): FieldIssues {
  const result: FieldIssues = {};
  for (const issue of issues) result[issue.field] ??= issue.message;
  return result;
}

function tryCompute(input: InvoiceInput): InvoiceFigures | null {
  try {
    return computeInvoice(input);
  } catch {
    return null;
  }
}

export interface InvoicePreview {
  /** Every total, or null while a line or percentage cannot be read. */
  figures: InvoiceFigures | null;
  /** Each row's formatted amount (null while its quantity or rate cannot be read). */
  lineAmounts: (string | null)[];
  /** Problems to show while typing: negative numbers, percentages over 100, paid over total. */
  issues: FieldIssues;
}

export function previewInvoice(values: InvoiceFormValues): InvoicePreview {
  const input = engineInput(values);
  const issues = byField(validateInvoice(input, 'preview'));
  // An amount paid over the total should not hide the total it is compared with.
  const figures = tryCompute(input) ?? tryCompute({ ...input, amount_paid: '' });
  const lineAmounts = values.items.map(
    ({ quantity, rate }) =>
      tryCompute({ currency: values.currency, items: [{ quantity, rate }] })?.lines[0]?.amount
        .formatted ?? null,
  );
  return { figures, lineAmounts, issues };
}

/** Everything the server would refuse, found before sending (DECISIONS.md: client name enforced). */
export function submitIssues(values: InvoiceFormValues): FieldIssues {
  const issues = byField(validateInvoice(engineInput(values), 'submit'));
  if (!values.date.trim()) issues.date ??= 'Date is required.';
  const email = values.client_email.trim();
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    issues.client_email ??= 'Email must be a valid email address.';
  }
  return issues;
}

/** A saved draft as the form's values, to edit it (every field as it was saved). */
export function valuesOf(invoice: InvoiceDetail): InvoiceFormValues {
  const blankIfZero = (value: string) => (/^0*(\.0*)?$/.test(value) ? '' : value);
  return {
    currency: invoice.currency,
    client_id: invoice.client_id,
    client_name: invoice.client_name,
    client_email: invoice.client_email,
    client_address: invoice.client_address,
    ship_to: invoice.ship_to,
    date: invoice.date,
    due_date: invoice.due_date ?? '',
    payment_terms: invoice.payment_terms,
    po_number: invoice.po_number,
    items: invoice.items.map(({ item, quantity, rate }) => ({
      ...newItem(),
      item,
      quantity,
      rate,
    })),
    notes: invoice.notes,
    terms: invoice.terms,
    discount_in_percent: blankIfZero(invoice.discount_in_percent),
    tax_in_percent: blankIfZero(invoice.tax_in_percent),
    shipping_cost: blankIfZero(invoice.shipping_cost),
    amount_paid: blankIfZero(invoice.amount_paid),
  };
}

/** Saved as a draft (editable, owes nothing yet) or issued (owed, never edited again). */
export type SaveAs = 'draft' | 'issued';

/**
 * The body of `create_invoice` (and of `update_invoice` for a draft). The totals are sent so the server can check them against its
 * own; the number is only the preview (the server numbers the invoice).
 */
export function toCreateBody(
  values: InvoiceFormValues,
  companyId: string,
  figures: InvoiceFigures,
  previewNumber: number | null,
  saveAs: SaveAs = 'issued',
): InvoiceDraft {
  return {
    company_id: companyId,
    ...(previewNumber ? { invoice_number: previewNumber } : {}),
    status: saveAs,
    currency: values.currency,
    client_id: values.client_id,
    client_name: values.client_name.trim(),
    client_email: values.client_email.trim(),
    client_address: values.client_address,
    ship_to: values.ship_to,
    date: values.date,
    due_date: values.due_date || null,
    payment_terms: values.payment_terms,
    po_number: values.po_number,
    items: values.items.map(({ item, quantity, rate }) => ({ item, quantity, rate })),
    notes: values.notes,
    terms: values.terms,
    discount_in_percent: values.discount_in_percent,
    tax_in_percent: values.tax_in_percent,
    shipping_cost: values.shipping_cost,
    amount_paid: values.amount_paid,
    sub_total: figures.sub_total.amount,
    total: figures.total.amount,
    balance_due: figures.balance_due.amount,
  };
}
