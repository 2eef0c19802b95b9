import { z } from 'zod';
import { DEFAULT_CURRENCY } from '../constants';
import { defineCall } from './define-call';
import { isoDateField, pageQuery, uuidField } from './fields';
import { companyIdParams, currencyField } from './companies';

/** Most items one requisition holds. */
export const REQUISITION_MAX_ITEMS = 500;

const requisitionText = (label: string, max = 200) =>
  z
    .string(`${label} must be text.`)
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .default('');

/** A number as a form holds it: exact decimal text ("12.50") or a number; blank is 0. */
const requisitionNumber = (label: string) =>
  z
    .union(
      [z.string().trim().max(40, `${label} has too many digits.`), z.number()],
      `${label} must be a number.`,
    )
    .default('');

/**
 * Loose on purpose (the world writes phone numbers many ways): digits with spaces, dots,
 * dashes, parentheses, a leading + and an extension; at least 5 digits.
 */
export const REQUISITION_PHONE_PATTERN = /^\+?[\d\s().-]{5,30}(\s*(x|ext\.?)\s*\d{1,6})?$/i;
export const REQUISITION_PHONE_MESSAGE =
  'Phone must be a phone number (digits, spaces, dashes, parentheses, a leading +).';
export function isLoosePhone(value: string): boolean {
  const text = value.trim();
  if (!text) return true;
  return REQUISITION_PHONE_PATTERN.test(text) && (text.match(/\d/g) ?? []).length >= 5;
}

/**
 * Where a requisition is (issue 15), set by the owner. The allowed moves: a draft is
 * submitted; a submitted one is approved, rejected or taken back to draft; a rejected one goes
 * back to draft to be revised; an approved one is final.
 */
export const REQUISITION_STATUSES = ['draft', 'submitted', 'approved', 'rejected'] as const;
export const requisitionStatusField = z.enum(REQUISITION_STATUSES, {
  error: `status must be one of ${REQUISITION_STATUSES.join(', ')}.`,
});
export type RequisitionStatus = z.infer<typeof requisitionStatusField>;

export const REQUISITION_TRANSITIONS: Record<RequisitionStatus, readonly RequisitionStatus[]> = {
  draft: ['submitted'],
  submitted: ['approved', 'rejected', 'draft'],
  rejected: ['draft'],
  approved: [],
};

export function canMoveRequisition(from: RequisitionStatus, to: RequisitionStatus): boolean {
  return REQUISITION_TRANSITIONS[from].includes(to);
}

/** The spec's requisition item (section 3): the rate is the unit cost. */
export const requisitionItemInput = z.object({
  item: requisitionText('Item'),
  description: requisitionText('Description', 1000),
  quantity: requisitionNumber('Quantity'),
  rate: requisitionNumber('Unit cost'),
});

/** Every field of the spec's purchase requisition form (section 2). */
export const requisitionSubmission = z.object({
  company_id: uuidField('company_id'),
  currency: currencyField.default(DEFAULT_CURRENCY),
  requisitioned_by: requisitionText('Requisitioned by'),
  department: requisitionText('Department'),
  /** Purpose of purchase: required (DECISIONS.md). */
  purpose: z
    .string('Purpose of purchase is required.')
    .trim()
    .min(1, 'Purpose of purchase is required.')
    .max(1000, 'Purpose of purchase must be at most 1000 characters.'),
  /** A new requisition is submitted unless saved as a draft. */
  status: z
    .enum(['draft', 'submitted'], { error: "status must be 'draft' or 'submitted'." })
    .default('submitted'),
  date: isoDateField('Date'),
  date_needed: isoDateField('Date needed', { optional: true }).default(''),
  charge_to: requisitionText('Charge to'),
  ship_via: requisitionText('Ship via'),
  supplier_code: requisitionText('Supplier code', 100),
  supplier_in_mexico: z.boolean('Supplier in Mexico must be yes or no.').default(false),
  vendor_name: requisitionText('Vendor name'),
  address: requisitionText('Address', 500),
  point_of_contact: requisitionText('Point of contact'),
  phone: requisitionText('Phone', 40).refine(isLoosePhone, REQUISITION_PHONE_MESSAGE),
  urgency: requisitionText('Urgency', 1000),
  payment_terms: requisitionText('Payment terms', 500),
  shipping_terms: requisitionText('Shipping terms', 500),
  notes: requisitionText('Notes', 5000),
  items: z
    .array(requisitionItemInput, 'Items must be a list.')
    .max(REQUISITION_MAX_ITEMS, `A requisition holds at most ${REQUISITION_MAX_ITEMS} items.`),
  discount_in_percent: requisitionNumber('Discount'),
  tax_in_percent: requisitionNumber('Tax'),
  shipping_cost: requisitionNumber('Shipping'),
  /** Totals the form showed; checked against the server's own figures (400 when they differ). */
  sub_total: requisitionNumber('Subtotal').optional(),
  total: requisitionNumber('Total').optional(),
});
export type RequisitionSubmission = z.input<typeof requisitionSubmission>;

/** Amounts are exact decimal text in the requisition's currency ("1234.50"). */
export const requisitionDetail = z.object({
  requisition_id: z.string(),
  requisition_number: z.number().int(),
  company_id: z.string(),
  currency: currencyField,
  requisitioned_by: z.string(),
  department: z.string(),
  purpose: z.string(),
  date: z.string(),
  date_needed: z.string(),
  charge_to: z.string(),
  ship_via: z.string(),
  supplier_code: z.string(),
  supplier_in_mexico: z.boolean(),
  vendor_name: z.string(),
  address: z.string(),
  point_of_contact: z.string(),
  phone: z.string(),
  urgency: z.string(),
  payment_terms: z.string(),
  shipping_terms: z.string(),
  notes: z.string(),
  items: z.array(
    z.object({
      item: z.string(),
      description: z.string(),
      quantity: z.string(),
      rate: z.string(),
      amount: z.string(),
    }),
  ),
  sub_total: z.string(),
  discount_in_percent: z.string(),
  discount: z.string(),
  tax_in_percent: z.string(),
  tax: z.string(),
  shipping_cost: z.string(),
  total: z.string(),
  status: requisitionStatusField,
  /** When the owner last changed the status (null while it has never moved). */
  status_changed_at: z.string().nullable(),
  created_at: z.string(),
});
export type RequisitionDetail = z.infer<typeof requisitionDetail>;

export const requisitionSummary = requisitionDetail.pick({
  requisition_id: true,
  requisition_number: true,
  currency: true,
  date: true,
  date_needed: true,
  requisitioned_by: true,
  department: true,
  vendor_name: true,
  purpose: true,
  total: true,
  status: true,
  status_changed_at: true,
  created_at: true,
});
export type RequisitionSummary = z.infer<typeof requisitionSummary>;

export const purchaseRequisitionCalls = {
  countRequisitions: defineCall({
    service: 'chat',
    method: 'GET',
    path: 'company/:companyId/purchase_requisition/count',
    access: 'user',
    summary:
      "How many requisitions a company has (the next number is total + 1). 404 if not the caller's.",
    params: companyIdParams,
    response: z.object({ total: z.number().int() }),
  }),
  createRequisition: defineCall({
    service: 'chat',
    method: 'POST',
    path: 'purchase_requisition',
    access: 'user',
    summary:
      'Saves a purchase requisition with the next per-company number; totals are computed by the server (a differing sent total is refused).',
    body: requisitionSubmission,
    response: requisitionDetail,
  }),
  listRequisitions: defineCall({
    service: 'chat',
    method: 'GET',
    path: 'company/:companyId/purchase_requisition',
    access: 'user',
    summary: "A company's requisitions, newest number first, paged. 404 if not the caller's.",
    params: companyIdParams,
    query: pageQuery,
    response: z.array(requisitionSummary),
  }),
  setRequisitionStatus: defineCall({
    service: 'account',
    method: 'POST',
    path: 'purchase_requisition/:requisitionId/status',
    access: 'user',
    summary:
      'Moves a requisition to another status; only the allowed moves (409 naming `status` ' +
      "otherwise). 404 if it is not the caller's.",
    params: z.object({ requisitionId: z.string() }),
    body: z.object({ status: requisitionStatusField }),
    response: requisitionDetail,
  }),
  getRequisition: defineCall({
    service: 'chat',
    method: 'GET',
    path: 'purchase_requisition/:requisitionId',
    access: 'user',
    summary: "One requisition. 404 if it does not exist or is not the caller's.",
    params: z.object({ requisitionId: z.string() }),
    response: requisitionDetail,
  }),
};
