/** Invoice rows: numbering, reads scoped to the owner, and the payments of an invoice. */
import type { Db, Tx } from '@fina/db';
import {
  and,
  asc,
  companies,
  companyLogos,
  count,
  desc,
  eq,
  invoiceCounters,
  invoicePayments,
  invoices,
  sql,
} from '@fina/db';
import type { InvoiceFigures } from '@fina/finance';
import { isUuid, notFound } from '@fina/service-kit';
import type { CreateInvoiceBody } from './invoice-figures';
import type { InvoiceRow, PaymentRow } from './invoice-view';

export const INVOICE_NOT_FOUND = 'Invoice not found.';

/**
 * The company's next invoice number. The upsert locks the counter row until the creating
 * transaction ends, so concurrent creations for one company get 1, 2, 3… and never a duplicate
 * (the unique (company_id, invoice_number) constraint backs this up).
 */
async function nextInvoiceNumber(tx: Tx, companyId: string): Promise<number> {
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ companyId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.companyId,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  if (!counter) throw new Error('The invoice counter did not answer.');
  return counter.lastNumber;
}

export interface NewInvoice {
  companyId: string;
  companyName: string;
  body: CreateInvoiceBody;
  figures: InvoiceFigures;
}

/** Numbers and stores an invoice (and its amount paid as a first payment) in one transaction. */
export async function insertInvoice(
  db: Db,
  { companyId, companyName, body, figures }: NewInvoice,
): Promise<{ invoice: InvoiceRow; payments: PaymentRow[] }> {
  return db.transaction(async (tx) => {
    const invoiceNumber = await nextInvoiceNumber(tx, companyId);
    const [invoice] = await tx
      .insert(invoices)
      .values({
        companyId,
        invoiceNumber,
        companyName,
        clientName: body.client_name,
        shipTo: body.ship_to,
        date: body.date,
        dueDate: body.due_date,
        paymentTerms: body.payment_terms,
        poNumber: body.po_number,
        items: body.items.map((row, index) => {
          const line = figures.lines[index];
          return {
            item: row.item,
            quantity: line?.quantity ?? '0',
            rate: line?.rate ?? '0',
            amount: line?.amount.amount ?? '0',
          };
        }),
        notes: body.notes,
        terms: body.terms,
        currency: figures.currency,
        subTotal: figures.sub_total.amount,
        discountInPercent: figures.discount_in_percent,
        discount: figures.discount.amount,
        taxInPercent: figures.tax_in_percent,
        tax: figures.tax.amount,
        shippingCost: figures.shipping_cost.amount,
        total: figures.total.amount,
        amountPaid: figures.amount_paid.amount,
        balanceDue: figures.balance_due.amount,
      })
      .returning();
    if (!invoice) throw new Error('The invoice was not stored.');
    const payments =
      figures.amount_paid.minor > 0
        ? await tx
            .insert(invoicePayments)
            .values({
              invoiceId: invoice.id,
              amount: figures.amount_paid.amount,
              paidOn: body.date,
            })
            .returning()
        : [];
    return { invoice, payments };
  });
}

export async function countCompanyInvoices(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(invoices)
    .where(eq(invoices.companyId, companyId));
  return row?.total ?? 0;
}

export async function listCompanyInvoices(db: Db, companyId: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.companyId, companyId))
    .orderBy(desc(invoices.createdAt), desc(invoices.invoiceNumber));
}

/** The invoice if it belongs to a company the user owns; else 404, as for a missing one. */
export async function findOwnedInvoice(
  db: Db,
  userId: string,
  invoiceId: string,
): Promise<InvoiceRow> {
  if (!isUuid(invoiceId)) throw notFound(INVOICE_NOT_FOUND, 'invoice_id');
  const [found] = await db
    .select({ invoice: invoices })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(and(eq(invoices.id, invoiceId), eq(companies.ownerId, userId)));
  if (!found) throw notFound(INVOICE_NOT_FOUND, 'invoice_id');
  return found.invoice;
}

export async function listPayments(db: Db | Tx, invoiceId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoiceId))
    .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.createdAt));
}

export async function companyHasLogo(db: Db, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ companyId: companyLogos.companyId })
    .from(companyLogos)
    .where(eq(companyLogos.companyId, companyId));
  return Boolean(row);
}
