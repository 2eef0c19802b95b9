/**
 * Recording a payment (DECISIONS.md: invoices are markable as paid): the amount paid grows, the
 * balance due is recomputed by the engine, and the payment is kept with its date.
 */
import type { Db } from '@fina/db';
import { and, eq, invoicePayments, invoices } from '@fina/db';
import type { Currency } from '@fina/finance';
import {
  fixedDecimal,
  formatMinor,
  isCurrency,
  isFinanceInputError,
  minorDigits,
  parseMoney,
} from '@fina/finance';
import { INVOICE_MESSAGES } from '@fina/contract';
import { HttpError, badRequest, notFound } from '@fina/service-kit';
import { storedInvoiceFigures } from './invoice-figures';
import { INVOICE_NOT_FOUND, listPayments } from './invoice-store';
import type { InvoiceRow, PaymentRow } from './invoice-view';
import { todayUtc } from './invoice-view';

function readAmount(value: string | number, currency: Currency): bigint {
  try {
    return parseMoney(value, currency, 'amount').minor;
  } catch (error) {
    if (isFinanceInputError(error)) throw badRequest('Amount must be a number.', 'amount');
    throw error;
  }
}

export interface PaymentRequest {
  amount: string | number;
  date: string | null;
}

/**
 * Adds a payment to an invoice the caller owns (checked before). Refuses a non-positive amount,
 * one over the balance due, and a date that is not real or is before the invoice's date.
 */
export async function recordPayment(
  db: Db,
  invoiceId: string,
  request: PaymentRequest,
): Promise<{ invoice: InvoiceRow; payments: PaymentRow[] }> {
  // The contract's date field already refused a date that is not a real day.
  const paidOn = request.date ?? todayUtc();

  return db.transaction(async (tx) => {
    // Row lock: two payments at once cannot both take the last of the balance.
    const [row] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
    if (!row) throw notFound(INVOICE_NOT_FOUND, 'invoice_id');
    // Only an issued invoice is owed: a draft or a void invoice takes no payment.
    if (row.state !== 'issued') {
      const message =
        row.state === 'void'
          ? INVOICE_MESSAGES.voidTakesNoPayment
          : INVOICE_MESSAGES.notIssuedForPayment;
      throw new HttpError(409, message, { field: 'status' });
    }
    const currency = isCurrency(row.currency) ? row.currency : 'USD';
    if (paidOn < row.date) {
      throw badRequest("The payment date cannot be before the invoice's date.", 'date');
    }
    const amount = readAmount(request.amount, currency);
    if (amount <= 0n) throw badRequest('Amount must be more than 0.', 'amount');
    const before = storedInvoiceFigures(row);
    const balance = BigInt(before.balance_due.minor);
    if (balance === 0n) throw badRequest('This invoice is already paid.', 'amount');
    if (amount > balance) {
      throw badRequest(
        `Amount cannot be more than the balance due (${formatMinor(balance, currency)}).`,
        'amount',
      );
    }
    const digits = minorDigits(currency);
    const paid = BigInt(before.amount_paid.minor) + amount;
    const after = storedInvoiceFigures(row, fixedDecimal(paid, digits));
    const [updated] = await tx
      .update(invoices)
      .set({
        amountPaid: after.amount_paid.amount,
        balanceDue: after.balance_due.amount,
        updatedAt: new Date(),
      })
      .where(eq(invoices.id, invoiceId))
      .returning();
    if (!updated) throw notFound(INVOICE_NOT_FOUND, 'invoice_id');
    await tx
      .insert(invoicePayments)
      .values({ invoiceId, amount: fixedDecimal(amount, digits), paidOn });
    return { invoice: updated, payments: await listPayments(tx, invoiceId) };
  });
}

/**
 * Takes one payment back (a bank line's match to the invoice undone): the payment is deleted,
 * the amount paid falls by it and the engine recomputes the balance due. Used inside the
 * caller's transaction (`db` may be a transaction handle).
 */
export async function removePayment(db: Db, invoiceId: string, paymentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
    if (!row) throw notFound(INVOICE_NOT_FOUND, 'invoice_id');
    const [payment] = await tx
      .delete(invoicePayments)
      .where(and(eq(invoicePayments.id, paymentId), eq(invoicePayments.invoiceId, invoiceId)))
      .returning();
    if (!payment) throw notFound('Payment not found.', 'payment_id');
    const currency = isCurrency(row.currency) ? row.currency : 'USD';
    const digits = minorDigits(currency);
    const paid = readAmount(row.amountPaid, currency) - readAmount(payment.amount, currency);
    const after = storedInvoiceFigures(row, fixedDecimal(paid < 0n ? 0n : paid, digits));
    await tx
      .update(invoices)
      .set({
        amountPaid: after.amount_paid.amount,
        balanceDue: after.balance_due.amount,
        updatedAt: new Date(),
      })
      .where(eq(invoices.id, invoiceId));
  });
}
