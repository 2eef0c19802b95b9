/**
 * Invoices and reports (spec sections 2, 3, 4, 7 and 9; DECISIONS.md): the spec's four invoice
 * calls plus the PDF, payments and the company logo. Every figure is computed by the server with
 * @fina/finance; amounts travel as exact decimal text ("1234.50"), never as binary floats.
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { isoDateField, pageQuery, uuidField } from './fields';
import { companyIdParams, currencyField } from './companies';
import { optionalEmailField } from './clients';

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text.` })
    .trim()
    .max(max, `${name} must be at most ${max} characters.`);

/** A number typed in a form: text ("12.50", "1,200") or a JSON number; the engine reads it exactly. */
const formNumber = (name: string) =>
  z.union([z.string().trim().max(40, `${name} has too many characters.`), z.number()], {
    error: `${name} must be a number.`,
  });

/** Largest logo the server keeps (bytes). */
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;

export const invoiceItemInput = z.object({
  item: text('item', 200),
  quantity: formNumber('quantity'),
  rate: formNumber('rate'),
});

/**
 * What the invoice form sends to `create_invoice`. `invoice_number`, `company_name` and `logo`
 * are accepted for compatibility with the spec's client and ignored: the server numbers the
 * invoice and takes the name and logo from the company. `sub_total`, `total` and `balance_due`,
 * when sent, must equal the server's own figures (400 naming the field otherwise).
 */
export const invoiceDraft = z.object({
  company_id: uuidField('company_id'),
  invoice_number: z.union([z.number(), z.string()]).optional(),
  company_name: z.string().optional(),
  logo: z.string().nullable().optional(),
  currency: currencyField.optional(),
  /** 'draft' saves an editable invoice that nobody owes yet; 'issued' (the default) makes it owed. */
  status: z
    .enum(['draft', 'issued'], { error: "status must be 'draft' or 'issued'." })
    .default('issued'),
  /** The saved client picked on the form (its name, email and address are sent too). */
  client_id: uuidField('client_id').nullable().optional(),
  client_name: text('client_name', 200).min(1, 'Client name is required.'),
  client_email: optionalEmailField.default(''),
  client_address: text('client_address', 500).default(''),
  ship_to: text('ship_to', 500).default(''),
  date: isoDateField('date'),
  due_date: isoDateField('due_date', { optional: true })
    .nullable()
    .optional()
    .transform((value) => value || null),
  payment_terms: text('payment_terms', 200).default(''),
  po_number: z
    .union([text('po_number', 40), z.number().int().nonnegative()], {
      error: 'po_number must be a number.',
    })
    .transform(String)
    .default(''),
  items: z
    .array(invoiceItemInput, { error: 'items must be a list.' })
    .min(1, 'Add at least one item.')
    .max(500, 'An invoice can have at most 500 items.'),
  notes: text('notes', 5000).default(''),
  terms: text('terms', 5000).default(''),
  discount_in_percent: formNumber('discount_in_percent').optional(),
  tax_in_percent: formNumber('tax_in_percent').optional(),
  shipping_cost: formNumber('shipping_cost').optional(),
  amount_paid: formNumber('amount_paid').optional(),
  sub_total: formNumber('sub_total').optional(),
  total: formNumber('total').optional(),
  balance_due: formNumber('balance_due').optional(),
});
export type InvoiceDraft = z.input<typeof invoiceDraft>;

/**
 * Where an invoice is in its life: draft (editable, owes nothing yet), issued (owed; never
 * edited again), void (kept with its number, owes nothing, takes no payment).
 */
export const INVOICE_STATES = ['draft', 'issued', 'void'] as const;
export const invoiceStateField = z.enum(INVOICE_STATES);
export type InvoiceState = z.infer<typeof invoiceStateField>;

/** paid: nothing left to pay; overdue: balance left after the due date; due otherwise. */
export const INVOICE_STATUSES = ['paid', 'due', 'overdue'] as const;
export const invoiceStatusField = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof invoiceStatusField>;

/** The status of an invoice on `today` ('YYYY-MM-DD', the viewer's own date). */
export function invoiceStatus(
  invoice: { balance_due: string; due_date: string | null },
  today: string,
): InvoiceStatus {
  if (/^-?0*(\.0*)?$/.test(invoice.balance_due.trim())) return 'paid';
  return invoice.due_date && invoice.due_date < today ? 'overdue' : 'due';
}

/** What a screen shows for an invoice: its state, or for an issued one paid / due / overdue. */
export type InvoiceDisplayStatus = Exclude<InvoiceState, 'issued'> | InvoiceStatus;

export function invoiceDisplayStatus(
  invoice: { state: InvoiceState; balance_due: string; due_date: string | null },
  today: string,
): InvoiceDisplayStatus {
  return invoice.state === 'issued' ? invoiceStatus(invoice, today) : invoice.state;
}

/** Only an issued invoice is owed: drafts and void invoices count in no balance or total due. */
export function isOwed(invoice: { state: InvoiceState }): boolean {
  return invoice.state === 'issued';
}

export const invoiceItem = z.object({
  item: z.string(),
  /** Exact decimal text as the engine read it, e.g. "1.5". */
  quantity: z.string(),
  rate: z.string(),
  /** quantity × rate, rounded half-up to the cent: "39.98". */
  amount: z.string(),
});

export const invoicePayment = z.object({
  payment_id: z.string(),
  amount: z.string(),
  date: z.string(),
  created_at: z.string(),
});
export type InvoicePayment = z.infer<typeof invoicePayment>;

/** An invoice in the reports table: every spec field, the computed amounts and its status. */
export const invoiceSummary = z.object({
  invoice_id: z.string(),
  invoice_number: z.number().int(),
  company_id: z.string(),
  company_name: z.string(),
  /** The company's address as it is now (shown on the PDF and the detail). */
  company_address: z.string(),
  state: invoiceStateField,
  client_id: z.string().nullable(),
  client_name: z.string(),
  client_email: z.string(),
  client_address: z.string(),
  ship_to: z.string(),
  date: z.string(),
  due_date: z.string().nullable(),
  payment_terms: z.string(),
  po_number: z.string(),
  items: z.array(invoiceItem),
  notes: z.string(),
  terms: z.string(),
  currency: currencyField,
  sub_total: z.string(),
  discount_in_percent: z.string(),
  discount: z.string(),
  tax_in_percent: z.string(),
  tax: z.string(),
  shipping_cost: z.string(),
  total: z.string(),
  amount_paid: z.string(),
  balance_due: z.string(),
  /** On the server's date (UTC); screens recompute it with `invoiceStatus` on the viewer's date. */
  status: invoiceStatusField,
  /** API path of the company's logo when it has one (fetch it with the bearer token), else null. */
  logo: z.string().nullable(),
  issued_at: z.string().nullable(),
  voided_at: z.string().nullable(),
  void_reason: z.string(),
  /** The last time it was sent by email, and to whom. */
  sent_at: z.string().nullable(),
  sent_to: z.string(),
  created_at: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

/** One invoice with its payments, oldest first. */
export const invoiceDetail = invoiceSummary.extend({ payments: z.array(invoicePayment) });
export type InvoiceDetail = z.infer<typeof invoiceDetail>;

export const invoiceIdParams = z.object({ invoice_id: uuidField('invoice_id') });

export const paymentInput = z.object({
  amount: formNumber('amount'),
  /** Defaults to the server's date. */
  date: isoDateField('date', { optional: true })
    .nullable()
    .optional()
    .transform((value) => value || null),
});
export type PaymentInput = z.input<typeof paymentInput>;

export const voidInput = z.object({
  reason: text('reason', 500).default(''),
});

export const sendInvoiceInput = z.object({
  /** The client's email unless changed in the confirm dialog. */
  to: z
    .string({ error: 'Email is required.' })
    .trim()
    .toLowerCase()
    .min(1, 'Email is required.')
    .max(254, 'Email must be at most 254 characters.')
    .email('Email must be a valid email address.'),
  /** A few words above the invoice's summary in the mail. */
  message: text('message', 2000).default(''),
});

export const INVOICE_MESSAGES = {
  notDraft: 'Only a draft can be edited. An issued invoice is never changed: void it instead.',
  notIssuedForPayment: 'Only an issued invoice can take a payment.',
  voidTakesNoPayment: 'This invoice is void: it cannot take a payment.',
  alreadyIssued: 'This invoice is already issued.',
  onlyIssuedVoid: 'Only an issued invoice can be voided.',
  draftNotSent: 'Issue the invoice before sending it.',
  voidNotSent: 'A void invoice cannot be sent.',
  companyChanged: 'An invoice stays with the company it was made for.',
} as const;

export const companyLogoInfo = z.object({
  content_type: z.enum(LOGO_CONTENT_TYPES),
  size: z.number().int(),
  updated_at: z.string(),
});

/** Binary answers (PDF, image): the bytes, with their own Content-Type. */
const binaryResponse = z.unknown().describe('The file bytes (see Content-Type).');

export const invoiceCalls = {
  createInvoice: defineCall({
    service: 'account',
    method: 'POST',
    path: 'create_invoice',
    access: 'user',
    summary:
      "Create an invoice for one of the caller's companies (201), issued or (`status: draft`) a " +
      'draft. The server numbers it (count + 1) and computes every amount; a sent total that ' +
      'differs is refused (400 naming the field).',
    body: invoiceDraft,
    response: invoiceDetail,
  }),
  updateInvoice: defineCall({
    service: 'account',
    method: 'PUT',
    path: 'invoice/:invoice_id',
    access: 'user',
    summary:
      'Replaces a draft with what the form sent (figures recomputed; `status: issued` issues it). ' +
      'An issued or void invoice is never edited (409).',
    params: invoiceIdParams,
    body: invoiceDraft,
    response: invoiceDetail,
  }),
  issueInvoice: defineCall({
    service: 'account',
    method: 'POST',
    path: 'invoice/:invoice_id/issue',
    access: 'user',
    summary: 'Issues a draft: it is owed from now on and can no longer be edited (409 otherwise).',
    params: invoiceIdParams,
    response: invoiceDetail,
  }),
  voidInvoice: defineCall({
    service: 'account',
    method: 'POST',
    path: 'invoice/:invoice_id/void',
    access: 'user',
    summary:
      'Voids an issued invoice: kept with its number, marked void with the date and reason, ' +
      'owes nothing and takes no payment (409 for a draft or a void invoice).',
    params: invoiceIdParams,
    body: voidInput,
    response: invoiceDetail,
  }),
  sendInvoice: defineCall({
    service: 'account',
    method: 'POST',
    path: 'invoice/:invoice_id/send',
    access: 'user',
    summary:
      'Emails an issued invoice with its PDF attached through the mailer (SMTP or the local ' +
      'outbox) and records when and to whom (409 for a draft or a void invoice).',
    params: invoiceIdParams,
    body: sendInvoiceInput,
    response: invoiceDetail,
  }),
  countInvoices: defineCall({
    service: 'chat',
    method: 'GET',
    path: 'company/:companyId/invoice/count',
    access: 'user',
    summary: "How many invoices a company of the caller has (the form's next number is total + 1).",
    params: companyIdParams,
    response: z.object({ total: z.number().int() }),
  }),
  listInvoices: defineCall({
    service: 'chat',
    method: 'GET',
    path: 'company/:companyId/invoice',
    access: 'user',
    summary: 'The invoices of a company of the caller, newest first (the reports table), paged.',
    params: companyIdParams,
    query: pageQuery,
    response: z.array(invoiceSummary),
  }),
  getInvoice: defineCall({
    service: 'chat',
    method: 'GET',
    path: 'invoice/:invoice_id',
    access: 'user',
    summary: "One invoice of the caller's companies with its payments. 404 if not theirs.",
    params: invoiceIdParams,
    response: invoiceDetail,
  }),
  downloadInvoicePdf: defineCall({
    service: 'chat',
    method: 'GET',
    path: 'invoice/:invoice_id/pdf',
    access: 'user',
    summary: 'The invoice as a PDF (attachment), with the company logo, in its currency.',
    params: invoiceIdParams,
    response: binaryResponse,
  }),
  recordInvoicePayment: defineCall({
    service: 'chat',
    method: 'POST',
    path: 'invoice/:invoice_id/payment',
    access: 'user',
    summary:
      'Record a payment: adds to the amount paid and lowers the balance due. Refuses an amount ' +
      'that is not positive or is over the balance due, and a draft or void invoice (409). ' +
      'Answers the updated invoice.',
    params: invoiceIdParams,
    body: paymentInput,
    response: invoiceDetail,
  }),
  uploadCompanyLogo: defineCall({
    service: 'chat',
    method: 'POST',
    path: 'company/:companyId/logo',
    access: 'user',
    summary: "Set a company's logo: multipart field `logo`, a PNG or JPEG image of at most 1 MB.",
    params: companyIdParams,
    multipart: true,
    response: z.object({ message: z.string(), logo: companyLogoInfo }),
  }),
  getCompanyLogo: defineCall({
    service: 'chat',
    method: 'GET',
    path: 'company/:companyId/logo',
    access: 'user',
    summary: "A company's logo image (404 when it has none).",
    params: companyIdParams,
    response: binaryResponse,
  }),
};
