/**
 * The documents a company keeps: invoices, balance sheets, payroll and purchase requisitions.
 * Registered at the root: each call is served at the prefix the contract gives it (the spec
 * lists `create_invoice` and `update_balance_sheet` under the account service and the reads
 * under the chat service).
 */
import type { FastifyPluginAsync } from 'fastify';
import { createMailer } from '@fina/account-service';
import type { Mailer } from '@fina/account-service';
import { registerBalanceSheetCalls } from './balance-sheets';
import { registerClientCalls } from './clients/client-routes';
import { registerInvoiceCalls } from './invoices/invoice-routes';
import { registerPayrollCalls } from './payroll/payroll-routes';
import { registerPurchaseRequisitionCalls } from './purchase-requisitions/requisition-routes';

export interface DocumentsServiceOptions {
  /** Replaces the SMTP/outbox mailer that sends invoices (tests). */
  mailer?: Mailer;
}

export const documentsService: FastifyPluginAsync<DocumentsServiceOptions> = async (
  app,
  options,
) => {
  const config = app.serviceConfig;
  const mailer =
    options.mailer ??
    createMailer(app.db, { ...config.mail, development: !config.production }, app.log);
  app.addHook('onClose', () => mailer.drain());
  registerClientCalls(app);
  registerInvoiceCalls(app, mailer);
  registerBalanceSheetCalls(app);
  registerPayrollCalls(app);
  registerPurchaseRequisitionCalls(app);
};
