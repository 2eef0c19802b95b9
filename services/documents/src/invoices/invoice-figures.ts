/**
 * Every invoice amount comes from @fina/finance (spec section 9): the server checks what a form
 * sent and recomputes stored invoices (payments, PDF) with the same engine.
 */
import type { CallBody, invoiceCalls } from '@fina/contract';
import { checkInvoice, computeInvoice, isFinanceInputError } from '@fina/finance';
import type { Currency, FinanceIssue, InvoiceFigures, InvoiceInput } from '@fina/finance';
import { badRequest } from '@fina/service-kit';
import type { InvoiceRow } from './invoice-view';

export type CreateInvoiceBody = CallBody<typeof invoiceCalls.createInvoice>;

function refuse(issues: readonly FinanceIssue[]): never {
  const first = issues[0] ?? { field: '', message: 'The invoice is not valid.' };
  throw badRequest(first.message, first.field || undefined);
}

/**
 * Validates a submitted invoice and computes its figures; a sub_total, total or balance_due the
 * client sent must match to the cent (400 naming the first field that does not).
 */
export function checkSubmittedInvoice(body: CreateInvoiceBody, currency: Currency): InvoiceFigures {
  try {
    const { figures, issues } = checkInvoice({ ...body, currency });
    if (issues.length > 0 || !figures) refuse(issues);
    return figures;
  } catch (error) {
    if (isFinanceInputError(error)) refuse(error.issues);
    throw error;
  }
}

/** A stored invoice as engine input, with another amount paid when given (a payment). */
export function storedInvoiceInput(row: InvoiceRow, amountPaid = row.amountPaid): InvoiceInput {
  return {
    currency: row.currency,
    items: row.items.map(({ item, quantity, rate }) => ({ item, quantity, rate })),
    discount_in_percent: row.discountInPercent,
    tax_in_percent: row.taxInPercent,
    shipping_cost: row.shippingCost,
    amount_paid: amountPaid,
  };
}

export function storedInvoiceFigures(row: InvoiceRow, amountPaid?: string): InvoiceFigures {
  return computeInvoice(storedInvoiceInput(row, amountPaid));
}
