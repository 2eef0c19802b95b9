/** Stored invoice rows as the API answers them (the spec's field names, exact decimal text). */
import { callUrl, invoiceCalls, invoiceStatus } from '@fina/contract';
import type { InvoiceDetail, InvoicePayment, InvoiceSummary } from '@fina/contract';
import type { InferSelectModel } from '@fina/db';
import type { invoicePayments, invoices } from '@fina/db';
import { isCurrency } from '@fina/finance';

export type InvoiceRow = InferSelectModel<typeof invoices>;
export type PaymentRow = InferSelectModel<typeof invoicePayments>;

/** Today on the server's clock, in UTC: 'YYYY-MM-DD'. */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function logoPath(companyId: string): string {
  return callUrl(invoiceCalls.getCompanyLogo, { companyId });
}

/** What an invoice is shown with beyond its own row: the company's logo and address now. */
export interface CompanyContext {
  hasLogo: boolean;
  companyAddress: string;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toInvoiceSummary(row: InvoiceRow, company: CompanyContext): InvoiceSummary {
  const summary = {
    invoice_id: row.id,
    invoice_number: row.invoiceNumber,
    company_id: row.companyId,
    company_name: row.companyName,
    company_address: company.companyAddress,
    state: row.state,
    client_id: row.clientId,
    client_name: row.clientName,
    client_email: row.clientEmail,
    client_address: row.clientAddress,
    ship_to: row.shipTo,
    date: row.date,
    due_date: row.dueDate,
    payment_terms: row.paymentTerms,
    po_number: row.poNumber,
    items: row.items.map(({ item, quantity, rate, amount }) => ({ item, quantity, rate, amount })),
    notes: row.notes,
    terms: row.terms,
    currency: isCurrency(row.currency) ? row.currency : 'USD',
    sub_total: row.subTotal,
    discount_in_percent: row.discountInPercent,
    discount: row.discount,
    tax_in_percent: row.taxInPercent,
    tax: row.tax,
    shipping_cost: row.shippingCost,
    total: row.total,
    amount_paid: row.amountPaid,
    balance_due: row.balanceDue,
    logo: company.hasLogo ? logoPath(row.companyId) : null,
    issued_at: iso(row.issuedAt),
    voided_at: iso(row.voidedAt),
    void_reason: row.voidReason,
    sent_at: iso(row.sentAt),
    sent_to: row.sentTo,
    created_at: row.createdAt.toISOString(),
  };
  return { ...summary, status: invoiceStatus(summary, todayUtc()) };
}

export function toPayment(row: PaymentRow): InvoicePayment {
  return {
    payment_id: row.id,
    amount: row.amount,
    date: row.paidOn,
    created_at: row.createdAt.toISOString(),
  };
}

export function toInvoiceDetail(
  row: InvoiceRow,
  payments: readonly PaymentRow[],
  company: CompanyContext,
): InvoiceDetail {
  return { ...toInvoiceSummary(row, company), payments: payments.map(toPayment) };
}
