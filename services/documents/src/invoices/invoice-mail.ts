/**
 * Sending an invoice by email (issue 15): the account service's mailer (SMTP or the local
 * outbox) carries a short text and the invoice's PDF; the invoice records when and to whom.
 * Only an issued invoice is sent: a draft is not owed yet and a void one is owed no more.
 */
import type { Mailer } from '@fina/account-service';
import { INVOICE_MESSAGES } from '@fina/contract';
import type { Db } from '@fina/db';
import { eq, invoices } from '@fina/db';
import { CURRENCY_INFO, isCurrency } from '@fina/finance';
import { conflict } from './invoice-lifecycle';
import { storedInvoiceFigures } from './invoice-figures';
import { invoiceFileName } from './invoice-pdf';
import type { InvoiceRow } from './invoice-view';

export interface InvoiceMailRequest {
  to: string;
  message: string;
}

function dueText(iso: string | null, locale: string): string {
  if (!iso) return '';
  const date = new Date(`${iso}T00:00:00Z`);
  const shown = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    date,
  );
  return `, due ${shown}`;
}

/** The mail's subject and text: who it is from, what is owed and by when. */
export function invoiceMailText(
  invoice: InvoiceRow,
  companyAddress: string,
  message: string,
): { subject: string; text: string } {
  const figures = storedInvoiceFigures(invoice);
  const currency = isCurrency(invoice.currency) ? invoice.currency : 'USD';
  const locale = CURRENCY_INFO[currency].locale;
  const lines = [
    `Hello ${invoice.clientName},`,
    '',
    ...(message ? [message, ''] : []),
    `Please find attached invoice #${invoice.invoiceNumber} from ${invoice.companyName} for ` +
      `${figures.total.formatted}${dueText(invoice.dueDate, locale)}.`,
    `Balance due: ${figures.balance_due.formatted}.`,
    '',
    invoice.companyName,
    ...(companyAddress ? [companyAddress] : []),
  ];
  return {
    subject: `Invoice #${invoice.invoiceNumber} from ${invoice.companyName}`,
    text: lines.join('\n'),
  };
}

/** Refuses a draft or a void invoice (409), mails the PDF, records the sending. */
export async function sendInvoiceMail(
  db: Db,
  mailer: Mailer,
  invoice: InvoiceRow,
  pdf: () => Promise<Buffer>,
  companyAddress: string,
  request: InvoiceMailRequest,
): Promise<InvoiceRow> {
  if (invoice.state === 'draft') throw conflict(INVOICE_MESSAGES.draftNotSent);
  if (invoice.state === 'void') throw conflict(INVOICE_MESSAGES.voidNotSent);
  const { subject, text } = invoiceMailText(invoice, companyAddress, request.message);
  await mailer.send({
    to: request.to,
    subject,
    text,
    attachments: [
      { fileName: invoiceFileName(invoice), contentType: 'application/pdf', content: await pdf() },
    ],
  });
  const [updated] = await db
    .update(invoices)
    .set({ sentAt: new Date(), sentTo: request.to, updatedAt: new Date() })
    .where(eq(invoices.id, invoice.id))
    .returning();
  return updated ?? invoice;
}
