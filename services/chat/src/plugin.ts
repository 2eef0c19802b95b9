/**
 * The chat service (spec section 7), registered by the host under /api/chat. Every route
 * comes from `chatCalls` in @fina/contract; auth and errors come from @fina/service-kit.
 */
import type { FastifyPluginAsync } from 'fastify';
import { chatCalls } from '@fina/contract';
import { currentUser, registerCall } from '@fina/service-kit';
import { deactivateUser, listUsers } from './admin-users';
import { registerPayrollCalls } from './payroll/payroll-routes';
import { registerPurchaseRequisitionCalls } from './purchase-requisitions/requisition-routes';
import { registerInvoiceCalls } from './invoices/invoice-routes';
import { registerBalanceSheetCalls } from './balance-sheets';
import { registerChatSessionCalls } from './chat-sessions';

export const chatService: FastifyPluginAsync = async (app) => {
  registerCall(app, chatCalls.health, async () => ({
    status: 'ok' as const,
    service: 'chat' as const,
  }));

  registerCall(app, chatCalls.getAllUsers, async (request) => listUsers(app.db, request.body));

  registerCall(app, chatCalls.deactivateUser, async (request) => ({
    message: await deactivateUser(app.db, currentUser(request).id, request.body.user_id),
  }));

  registerPayrollCalls(app);
  registerPurchaseRequisitionCalls(app);
  registerInvoiceCalls(app);
  registerBalanceSheetCalls(app);
  registerChatSessionCalls(app);
};
