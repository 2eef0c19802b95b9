/** Invoice rows: numbering, reads scoped to the owner, and the payments of an invoice. */
import type { Db, Tx } from '@fina/db';
import {
  and,
  asc,
  clients,
  companies,
  companyLogos,
  count,
  eq,
  invoiceCounters,
  invoicePayments,
  invoices,
  selectRowsAsJson,
  sql,
} from '@fina/db';
import type { InvoiceFigures } from '@fina/finance';
import { badRequest, isUuid, notFound } from '@fina/service-kit';
import type { CreateInvoiceBody } from './invoice-figures';
import type { CompanyContext, InvoiceRow, PaymentRow } from './invoice-view';

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

/** The columns a form fills (create, or replace a draft), with the engine's figures. */
export function formColumns(body: CreateInvoiceBody, figures: InvoiceFigures) {
  return {
    clientId: body.client_id ?? null,
    clientName: body.client_name,
    clientEmail: body.client_email,
    clientAddress: body.client_address,
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
  };
}

/** The amount paid on the form, kept as a first payment dated with the invoice. */
export async function insertFormPayment(
  tx: Tx,
  invoiceId: string,
  body: CreateInvoiceBody,
  figures: InvoiceFigures,
): Promise<PaymentRow[]> {
  if (figures.amount_paid.minor <= 0) return [];
  return tx
    .insert(invoicePayments)
    .values({ invoiceId, amount: figures.amount_paid.amount, paidOn: body.date })
    .returning();
}

/** A picked client must be one of this company's (400 naming client_id otherwise). */
export async function assertCompanyClient(
  db: Db,
  companyId: string,
  clientId: string | null | undefined,
): Promise<void> {
  if (!clientId) return;
  const [found] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.companyId, companyId)));
  if (!found) throw badRequest("That client is not one of this company's clients.", 'client_id');
}

/** Numbers and stores an invoice (and its amount paid as a first payment) in one transaction. */
export async function insertInvoice(
  db: Db,
  { companyId, companyName, body, figures }: NewInvoice,
): Promise<{ invoice: InvoiceRow; payments: PaymentRow[] }> {
  return db.transaction(async (tx) => {
    const invoiceNumber = await nextInvoiceNumber(tx, companyId);
    const issued = body.status === 'issued';
    const [invoice] = await tx
      .insert(invoices)
      .values({
        companyId,
        invoiceNumber,
        companyName,
        ...formColumns(body, figures),
        state: issued ? 'issued' : 'draft',
        issuedAt: issued ? new Date() : null,
      })
      .returning();
    if (!invoice) throw new Error('The invoice was not stored.');
    const payments = await insertFormPayment(tx, invoice.id, body, figures);
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

export async function listCompanyInvoices(
  db: Db,
  companyId: string,
  page: { limit: number; offset: number },
): Promise<InvoiceRow[]> {
  // The rows behind the reports list (the call itself answers companyInvoiceListJson's text;
  // its test checks that text against these rows mapped by toInvoiceSummary).
  return selectRowsAsJson(db, invoices, {
    where: eq(invoices.companyId, companyId),
    orderBy: sql`${invoices.createdAt} desc, ${invoices.invoiceNumber} desc`,
    limit: page.limit,
    offset: page.offset,
  });
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

/** The company's logo (present or not) and address, as an invoice is shown with them. */
export async function companyContext(db: Db, companyId: string): Promise<CompanyContext> {
  const [row] = await db
    .select({ address: companies.companyAddress, logo: companyLogos.companyId })
    .from(companies)
    .leftJoin(companyLogos, eq(companyLogos.companyId, companies.id))
    .where(eq(companies.id, companyId));
  return { hasLogo: Boolean(row?.logo), companyAddress: row?.address ?? '' };
}

export async function companyHasLogo(db: Db, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ companyId: companyLogos.companyId })
    .from(companyLogos)
    .where(eq(companyLogos.companyId, companyId));
  return Boolean(row);
}
