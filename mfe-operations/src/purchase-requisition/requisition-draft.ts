/**
 * The requisition form's state and its rules. Every figure comes from the finance engine
 * (`computePurchaseRequisition`, tax on the discounted amount like the invoice); the
 * submit rules are the engine's (`validatePurchaseRequisition`: purpose, items, dates) plus
 * the contract's date and phone checks, which the service applies again. Messages are keyed
 * by the API's field names (`items.2.quantity`) so a server 400 lands on the same input.
 */
import type { Currency, RequisitionSubmission } from '@fina/contract';
import { REQUISITION_PHONE_MESSAGE, isLoosePhone } from '@fina/contract';
import type { PurchaseRequisitionFigures } from '@fina/finance';
import {
  computePurchaseRequisition,
  isFinanceInputError,
  validatePurchaseRequisition,
} from '@fina/finance';

export interface ItemRow {
  key: string;
  item: string;
  description: string;
  /** Exact text as typed: never a float. */
  quantity: string;
  /** Unit cost. */
  rate: string;
}

export interface RequisitionDraft {
  currency: Currency;
  requisitioned_by: string;
  department: string;
  purpose: string;
  date: string;
  date_needed: string;
  charge_to: string;
  ship_via: string;
  supplier_code: string;
  supplier_in_mexico: boolean;
  vendor_name: string;
  address: string;
  point_of_contact: string;
  phone: string;
  urgency: string;
  payment_terms: string;
  shipping_terms: string;
  notes: string;
  items: ItemRow[];
  discount_in_percent: string;
  tax_in_percent: string;
  shipping_cost: string;
}

export type TextField = Exclude<
  keyof RequisitionDraft,
  'currency' | 'supplier_in_mexico' | 'items'
>;
export type FieldErrors = Record<string, string>;

let nextKey = 0;
export function newItemRow(values: Partial<Omit<ItemRow, 'key'>> = {}): ItemRow {
  nextKey += 1;
  return { key: `item-${nextKey}`, item: '', description: '', quantity: '', rate: '', ...values };
}

/** Today in the user's own calendar, 'YYYY-MM-DD'. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function emptyRequisition(currency: Currency, today = localToday()): RequisitionDraft {
  return {
    currency,
    requisitioned_by: '',
    department: '',
    purpose: '',
    date: today,
    date_needed: '',
    charge_to: '',
    ship_via: '',
    supplier_code: '',
    supplier_in_mexico: false,
    vendor_name: '',
    address: '',
    point_of_contact: '',
    phone: '',
    urgency: '',
    payment_terms: '',
    shipping_terms: '',
    notes: '',
    items: [newItemRow()],
    discount_in_percent: '',
    tax_in_percent: '',
    shipping_cost: '',
  };
}

function isBlank(row: ItemRow): boolean {
  return [row.item, row.description, row.quantity, row.rate].every((value) => !value.trim());
}

/** The rows that count, with their index in the table. */
function filledItems(draft: RequisitionDraft): { row: ItemRow; index: number }[] {
  return draft.items.map((row, index) => ({ row, index })).filter(({ row }) => !isBlank(row));
}

/**
 * A field of the submission (`items.1.rate`, counted among the filled rows) as the field of
 * the table (`items.3.rate` when blank rows sit above it).
 */
export function tableField(draft: RequisitionDraft, field: string): string {
  const filled = filledItems(draft);
  return field.replace(
    /^items\.(\d+)/,
    (_, i: string) => `items.${filled[Number(i)]?.index ?? Number(i)}`,
  );
}

function engineInput(draft: RequisitionDraft) {
  return {
    currency: draft.currency,
    purpose: draft.purpose,
    date: draft.date,
    date_needed: draft.date_needed,
    items: filledItems(draft).map(({ row }) => ({
      item: row.item.trim(),
      description: row.description.trim(),
      quantity: row.quantity.trim(),
      rate: row.rate.trim(),
    })),
    discount_in_percent: draft.discount_in_percent.trim(),
    tax_in_percent: draft.tax_in_percent.trim(),
    shipping_cost: draft.shipping_cost.trim(),
  };
}

/** Live figures while typing ('preview': blanks count as 0), or the problems in the way. */
export function liveTotals(draft: RequisitionDraft): {
  figures: PurchaseRequisitionFigures | null;
  errors: FieldErrors;
} {
  try {
    return { figures: computePurchaseRequisition(engineInput(draft)), errors: {} };
  } catch (error) {
    if (!isFinanceInputError(error)) throw error;
    const errors: FieldErrors = {};
    for (const issue of error.issues) errors[tableField(draft, issue.field)] ??= issue.message;
    return { figures: null, errors };
  }
}

/** Every problem that stops a submit, keyed by field; empty when it can be sent. */
export function validateRequisition(draft: RequisitionDraft): FieldErrors {
  const errors: FieldErrors = {};
  if (!draft.date.trim()) errors.date = 'Date is required.';
  for (const issue of validatePurchaseRequisition(engineInput(draft), 'submit')) {
    errors[tableField(draft, issue.field)] ??= issue.message;
  }
  if (!isLoosePhone(draft.phone)) errors.phone = REQUISITION_PHONE_MESSAGE;
  return errors;
}

/** The body of `POST purchase_requisition`, with the totals the form showed (checked there). */
export function toSubmission(
  draft: RequisitionDraft,
  companyId: string,
  figures: PurchaseRequisitionFigures | null,
): RequisitionSubmission {
  const { items, ...rest } = draft;
  const trimmed = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.trim() : value,
    ]),
  ) as Omit<RequisitionDraft, 'items'>;
  return {
    ...trimmed,
    company_id: companyId,
    items: engineInput({ ...draft, items }).items,
    ...(figures ? { sub_total: figures.sub_total.amount, total: figures.total.amount } : {}),
  };
}
