/**
 * Invoice calls (spec section 7, DECISIONS.md, issue 15): create (issued or draft), edit and
 * issue a draft, void, send by email, count, list, read, PDF, payments and the company logo.
 * Company-scoped calls check ownership first (404 for a stranger's company); invoice calls find
 * the invoice through its owner (404 for a stranger's invoice).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Mailer } from '@fina/account-service';
import { invoiceCalls } from '@fina/contract';
import type { InvoiceSummary } from '@fina/contract';
import { isCurrency } from '@fina/finance';
import {
  COMPANY_NOT_FOUND,
  JsonText,
  assertCompanyOwner,
  currentUser,
  isUuid,
  notFound,
  registerCall,
  perUserRateLimit,
  PER_USER_UPLOADS_PER_MINUTE,
  PER_USER_PDFS_PER_MINUTE,
} from '@fina/service-kit';
import { loadCompanyLogo, readLogoUpload, saveCompanyLogo } from './company-logo';
import { checkSubmittedInvoice } from './invoice-figures';
import { issueDraft, replaceDraft, voidIssued } from './invoice-lifecycle';
import { sendInvoiceMail } from './invoice-mail';
import { invoiceFileName, renderInvoicePdf } from './invoice-pdf';
import {
  assertCompanyClient,
  companyContext,
  countCompanyInvoices,
  findOwnedInvoice,
  insertInvoice,
  listPayments,
} from './invoice-store';
import type { InvoiceRow, PaymentRow } from './invoice-view';
import { toInvoiceDetail, todayUtc } from './invoice-view';
import { companyInvoiceListJson } from './invoice-list-json';
import { recordPayment } from './payments';

export function registerInvoiceCalls(app: FastifyInstance, mailer: Mailer): void {
  const owned = (request: FastifyRequest, invoiceId: string) =>
    findOwnedInvoice(app.db, currentUser(request).id, invoiceId);
  const detail = async ({ invoice, payments }: { invoice: InvoiceRow; payments: PaymentRow[] }) =>
    toInvoiceDetail(invoice, payments, await companyContext(app.db, invoice.companyId));
  const pdfOf = async (invoice: InvoiceRow) => {
    const [payments, logo, company] = await Promise.all([
      listPayments(app.db, invoice.id),
      loadCompanyLogo(app.db, invoice.companyId),
      companyContext(app.db, invoice.companyId),
    ]);
    return renderInvoicePdf(invoice, payments, logo, company.companyAddress);
  };

  registerCall(app, invoiceCalls.createInvoice, async (request, reply) => {
    const company = await assertCompanyOwner(request, request.body.company_id);
    const fallback = isCurrency(company.companyCurrency) ? company.companyCurrency : 'USD';
    const figures = checkSubmittedInvoice(request.body, request.body.currency ?? fallback);
    await assertCompanyClient(app.db, company.id, request.body.client_id);
    const created = await insertInvoice(app.db, {
      companyId: company.id,
      companyName: company.companyName,
      body: request.body,
      figures,
    });
    reply.code(201);
    return detail(created);
  });

  registerCall(app, invoiceCalls.updateInvoice, async (request) => {
    const invoice = await owned(request, request.params.invoice_id);
    const currency = isCurrency(invoice.currency) ? invoice.currency : 'USD';
    const figures = checkSubmittedInvoice(request.body, request.body.currency ?? currency);
    await assertCompanyClient(app.db, invoice.companyId, request.body.client_id);
    return detail(await replaceDraft(app.db, invoice.id, request.body, figures));
  });

  registerCall(app, invoiceCalls.issueInvoice, async (request) => {
    const invoice = await owned(request, request.params.invoice_id);
    return detail(await issueDraft(app.db, invoice.id));
  });

  registerCall(app, invoiceCalls.voidInvoice, async (request) => {
    const invoice = await owned(request, request.params.invoice_id);
    return detail(await voidIssued(app.db, invoice.id, request.body.reason));
  });

  registerCall(
    app,
    invoiceCalls.sendInvoice,
    async (request) => {
      const invoice = await owned(request, request.params.invoice_id);
      const company = await companyContext(app.db, invoice.companyId);
      const sent = await sendInvoiceMail(
        app.db,
        mailer,
        invoice,
        () => pdfOf(invoice),
        company.companyAddress,
        request.body,
      );
      return toInvoiceDetail(sent, await listPayments(app.db, sent.id), company);
    },
    { rateLimit: perUserRateLimit('PDF', PER_USER_PDFS_PER_MINUTE) },
  );

  registerCall(app, invoiceCalls.countInvoices, async (request) => {
    const company = await assertCompanyOwner(request, request.params.companyId, 'companyId');
    return { total: await countCompanyInvoices(app.db, company.id) };
  });

  // The most repeated read (the reports table): one query, its JSON text sent as is.
  registerCall(app, invoiceCalls.listInvoices, async (request) => {
    const { companyId } = request.params;
    if (!isUuid(companyId)) throw notFound(COMPANY_NOT_FOUND, 'companyId');
    const user = currentUser(request);
    const text = await companyInvoiceListJson(
      app.db,
      user.id,
      companyId,
      request.query,
      todayUtc(),
    );
    if (text === undefined) throw notFound(COMPANY_NOT_FOUND, 'companyId');
    return new JsonText<InvoiceSummary[]>(text);
  });

  registerCall(app, invoiceCalls.getInvoice, async (request) => {
    const invoice = await owned(request, request.params.invoice_id);
    return detail({ invoice, payments: await listPayments(app.db, invoice.id) });
  });

  registerCall(
    app,
    invoiceCalls.downloadInvoicePdf,
    async (request, reply) => {
      const invoice = await owned(request, request.params.invoice_id);
      const pdf = await pdfOf(invoice);
      reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${invoiceFileName(invoice)}"`)
        .header('cache-control', 'private, no-store');
      return pdf;
    },
    { rateLimit: perUserRateLimit('PDF', PER_USER_PDFS_PER_MINUTE) },
  );

  registerCall(app, invoiceCalls.recordInvoicePayment, async (request) => {
    const invoice = await owned(request, request.params.invoice_id);
    return detail(await recordPayment(app.db, invoice.id, request.body));
  });

  registerCall(
    app,
    invoiceCalls.uploadCompanyLogo,
    async (request) => {
      const company = await assertCompanyOwner(request, request.params.companyId, 'companyId');
      const logo = await saveCompanyLogo(app.db, company.id, await readLogoUpload(request));
      return {
        message: 'Logo saved.',
        logo: {
          content_type: logo.contentType,
          size: logo.bytes.length,
          updated_at: logo.updatedAt.toISOString(),
        },
      };
    },
    { rateLimit: perUserRateLimit('upload', PER_USER_UPLOADS_PER_MINUTE) },
  );

  registerCall(app, invoiceCalls.getCompanyLogo, async (request, reply) => {
    const company = await assertCompanyOwner(request, request.params.companyId, 'companyId');
    const logo = await loadCompanyLogo(app.db, company.id);
    if (!logo) throw notFound('This company has no logo yet.', 'logo');
    reply
      .type(logo.contentType)
      .header('cache-control', 'private, no-cache')
      .header('x-content-type-options', 'nosniff');
    return logo.bytes;
  });
}
