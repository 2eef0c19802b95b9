/**
 * Invoice calls (spec section 7 and DECISIONS.md): create, count, list, read, PDF, payments and
 * the company logo. Company-scoped calls check ownership first (404 for a stranger's company);
 * invoice calls find the invoice through its owner (404 for a stranger's invoice).
 */
import type { FastifyInstance } from 'fastify';
import { invoiceCalls } from '@fina/contract';
import { isCurrencyCode } from '@fina/finance';
import { assertCompanyOwner, currentUser, notFound, registerCall } from '@fina/service-kit';
import { loadCompanyLogo, readLogoUpload, saveCompanyLogo } from './company-logo';
import { checkSubmittedInvoice } from './invoice-figures';
import { invoiceFileName, renderInvoicePdf } from './invoice-pdf';
import {
  companyHasLogo,
  countCompanyInvoices,
  findOwnedInvoice,
  insertInvoice,
  listCompanyInvoices,
  listPayments,
} from './invoice-store';
import { toInvoiceDetail, toInvoiceSummary } from './invoice-view';
import { recordPayment } from './payments';

export function registerInvoiceCalls(app: FastifyInstance): void {
  registerCall(app, invoiceCalls.createInvoice, async (request, reply) => {
    const company = await assertCompanyOwner(request, request.body.company_id);
    const fallback = isCurrencyCode(company.companyCurrency) ? company.companyCurrency : 'USD';
    const figures = checkSubmittedInvoice(request.body, request.body.currency ?? fallback);
    const { invoice, payments } = await insertInvoice(app.db, {
      companyId: company.id,
      companyName: company.companyName,
      body: request.body,
      figures,
    });
    reply.code(201);
    return toInvoiceDetail(invoice, payments, await companyHasLogo(app.db, company.id));
  });

  registerCall(app, invoiceCalls.countInvoices, async (request) => {
    const company = await assertCompanyOwner(request, request.params.companyId, 'companyId');
    return { total: await countCompanyInvoices(app.db, company.id) };
  });

  registerCall(app, invoiceCalls.listInvoices, async (request) => {
    const company = await assertCompanyOwner(request, request.params.companyId, 'companyId');
    const [rows, hasLogo] = await Promise.all([
      listCompanyInvoices(app.db, company.id),
      companyHasLogo(app.db, company.id),
    ]);
    return rows.map((row) => toInvoiceSummary(row, hasLogo));
  });

  registerCall(app, invoiceCalls.getInvoice, async (request) => {
    const invoice = await findOwnedInvoice(
      app.db,
      currentUser(request).id,
      request.params.invoice_id,
    );
    const [payments, hasLogo] = await Promise.all([
      listPayments(app.db, invoice.id),
      companyHasLogo(app.db, invoice.companyId),
    ]);
    return toInvoiceDetail(invoice, payments, hasLogo);
  });

  registerCall(app, invoiceCalls.downloadInvoicePdf, async (request, reply) => {
    const invoice = await findOwnedInvoice(
      app.db,
      currentUser(request).id,
      request.params.invoice_id,
    );
    const [payments, logo] = await Promise.all([
      listPayments(app.db, invoice.id),
      loadCompanyLogo(app.db, invoice.companyId),
    ]);
    const pdf = await renderInvoicePdf(invoice, payments, logo);
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${invoiceFileName(invoice)}"`)
      .header('cache-control', 'private, no-store');
    return pdf;
  });

  registerCall(app, invoiceCalls.recordInvoicePayment, async (request) => {
    const owned = await findOwnedInvoice(
      app.db,
      currentUser(request).id,
      request.params.invoice_id,
    );
    const { invoice, payments } = await recordPayment(app.db, owned.id, request.body);
    return toInvoiceDetail(invoice, payments, await companyHasLogo(app.db, invoice.companyId));
  });

  registerCall(app, invoiceCalls.uploadCompanyLogo, async (request) => {
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
  });

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
