/**
 * Actuals (issue 12): sales, expenses, bank statements, bank lines, rules and matching. Registered
 * at the root; every call is an account call (records the user keeps).
 */
import type { FastifyPluginAsync } from 'fastify';
import { registerBankStatementCalls } from './bank-statements/routes';
import { registerExpenseCalls } from './expenses/expense-routes';
import { registerRuleCalls } from './rules/rule-routes';
import { registerSalesCalls } from './sales/sales-routes';
import { registerTransactionCalls } from './transactions/routes';

export const ledgerService: FastifyPluginAsync = async (app) => {
  registerSalesCalls(app);
  registerExpenseCalls(app);
  registerBankStatementCalls(app);
  registerTransactionCalls(app);
  registerRuleCalls(app);
};
