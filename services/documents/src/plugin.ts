/**
 * The documents a company keeps: invoices, balance sheets, payroll and purchase requisitions.
 * Registered at the root: each call is served at the prefix the contract gives it (the spec
 * lists `create_invoice` and `update_balance_sheet` under the account service and the reads
 * under the chat service).
 */
import type { FastifyPluginAsync } from 'fastify';
import { registerBalanceSheetCalls } from './balance-sheets';
import { registerInvoiceCalls } from './invoices/invoice-routes';
import { registerPayrollCalls } from './payroll/payroll-routes';
import { registerPurchaseRequisitionCalls } from './purchase-requisitions/requisition-routes';

export const documentsService: FastifyPluginAsync = async (app) => {
  registerInvoiceCalls(app);
  registerBalanceSheetCalls(app);
  registerPayrollCalls(app);
  registerPurchaseRequisitionCalls(app);
};
