/** Stored invoice rows as the API answers them (the spec's field names, exact decimal text). */
import { callUrl, invoiceCalls, invoiceStatus } from '@fina/contract';
import type { InvoiceDetail, InvoicePayment, InvoiceSummary } from '@fina/contract';
import type { InferSelectModel } from '@fina/db';
import type { invoicePayments, invoices } from '@fina/db';
import { isCurrencyCode } from '@fina/finance';

export type InvoiceRow = InferSelectModel<typeof invoices>;
export type PaymentRow = InferSelectModel<typeof invoicePayments>;

/** Today on the server's clock, in UTC: 'YYYY-MM-DD'. */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function logoPath(companyId: string): string {
  return callUrl(invoiceCalls.getCompanyLogo, { companyId });
}

export function toInvoiceSummary(row: InvoiceRow, hasLogo: boolean): InvoiceSummary {
  const summary = {
    invoice_id: row.id,
    invoice_number: row.invoiceNumber,
    company_id: row.companyId,
    company_name: row.companyName,
    client_name: row.clientName,
    ship_to: row.shipTo,
    date: row.date,
    due_date: row.dueDate,
    payment_terms: row.paymentTerms,
    po_number: row.poNumber,
    items: row.items.map(({ item, quantity, rate, amount }) => ({ item, quantity, rate, amount })),
    notes: row.notes,
    terms: row.terms,
    currency: isCurrencyCode(row.currency) ? row.currency : 'USD',
    sub_total: row.subTotal,
    discount_in_percent: row.discountInPercent,
    discount: row.discount,
    tax_in_percent: row.taxInPercent,
    tax: row.tax,
    shipping_cost: row.shippingCost,
    total: row.total,
    amount_paid: row.amountPaid,
    balance_due: row.balanceDue,
    logo: hasLogo ? logoPath(row.companyId) : null,
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
  hasLogo: boolean,
): InvoiceDetail {
  return { ...toInvoiceSummary(row, hasLogo), payments: payments.map(toPayment) };
}
