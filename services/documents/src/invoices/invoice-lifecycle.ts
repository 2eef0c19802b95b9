/**
 * An invoice's life (issue 15): a draft is edited freely and issued once; an issued invoice is
 * never edited again, only voided (kept with its number, marked void with the date and an
 * optional reason). Each change locks the row, so two tabs cannot issue and edit at once.
 */
import type { Db, Tx } from '@fina/db';
import { eq, invoicePayments, invoices } from '@fina/db';
import { INVOICE_MESSAGES } from '@fina/contract';
import type { InvoiceFigures } from '@fina/finance';
import { HttpError, notFound } from '@fina/service-kit';
import type { CreateInvoiceBody } from './invoice-figures';
import { INVOICE_NOT_FOUND, formColumns, insertFormPayment, listPayments } from './invoice-store';
import type { InvoiceRow, PaymentRow } from './invoice-view';

type Saved = { invoice: InvoiceRow; payments: PaymentRow[] };

export const conflict = (message: string, field = 'status') =>
  new HttpError(409, message, { field });

async function lockInvoice(tx: Tx, invoiceId: string): Promise<InvoiceRow> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  if (!row) throw notFound(INVOICE_NOT_FOUND, 'invoice_id');
  return row;
}

async function saved(tx: Tx, updated: InvoiceRow | undefined): Promise<Saved> {
  if (!updated) throw notFound(INVOICE_NOT_FOUND, 'invoice_id');
  return { invoice: updated, payments: await listPayments(tx, updated.id) };
}

/**
 * Replaces a draft with what the form sent (its number and company stay). The amount paid on
 * the form is the draft's only payment, so it is replaced too. `status: issued` issues it.
 */
export async function replaceDraft(
  db: Db,
  invoiceId: string,
  body: CreateInvoiceBody,
  figures: InvoiceFigures,
): Promise<Saved> {
  return db.transaction(async (tx) => {
    const row = await lockInvoice(tx, invoiceId);
    if (row.state !== 'draft') throw conflict(INVOICE_MESSAGES.notDraft);
    if (body.company_id !== row.companyId) {
      throw conflict(INVOICE_MESSAGES.companyChanged, 'company_id');
    }
    const issued = body.status === 'issued';
    await tx.delete(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId));
    const [updated] = await tx
      .update(invoices)
      .set({
        ...formColumns(body, figures),
        state: issued ? 'issued' : 'draft',
        issuedAt: issued ? new Date() : null,
        updatedAt: new Date(),
      })
      .where(eq(invoices.id, invoiceId))
      .returning();
    await insertFormPayment(tx, invoiceId, body, figures);
    return saved(tx, updated);
  });
}

/** A draft becomes owed; an invoice that is not a draft answers 409. */
export async function issueDraft(db: Db, invoiceId: string): Promise<Saved> {
  return db.transaction(async (tx) => {
    const row = await lockInvoice(tx, invoiceId);
    if (row.state !== 'draft') throw conflict(INVOICE_MESSAGES.alreadyIssued);
    const [updated] = await tx
      .update(invoices)
      .set({ state: 'issued', issuedAt: new Date(), updatedAt: new Date() })
      .where(eq(invoices.id, invoiceId))
      .returning();
    return saved(tx, updated);
  });
}

/**
 * Voids an issued invoice. Its figures and payments are kept as they were (a record of what
 * happened); being void is what takes it out of every balance and receivable.
 */
export async function voidIssued(db: Db, invoiceId: string, reason: string): Promise<Saved> {
  return db.transaction(async (tx) => {
    const row = await lockInvoice(tx, invoiceId);
    if (row.state !== 'issued') throw conflict(INVOICE_MESSAGES.onlyIssuedVoid);
    const [updated] = await tx
      .update(invoices)
      .set({ state: 'void', voidedAt: new Date(), voidReason: reason, updatedAt: new Date() })
      .where(eq(invoices.id, invoiceId))
      .returning();
    return saved(tx, updated);
  });
}
