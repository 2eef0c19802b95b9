/**
 * Planning (issue 11). Registered at the root: records the owner keeps (questionnaires,
 * applications, preferences, scenarios) are account calls; the forecast, performance, KPIs,
 * the forecast workbook and "ask Fina" are chat calls (the contract decides the prefix).
 */
import type { FastifyPluginAsync } from 'fastify';
import { registerApplicationCalls } from './applications/routes';
import { registerForecastCalls } from './forecast/routes';
import { registerPreferenceCalls } from './preferences/routes';
import { registerWorkflowCalls } from './workflows/routes';

export const planningService: FastifyPluginAsync = async (app) => {
  registerWorkflowCalls(app);
  registerApplicationCalls(app);
  registerPreferenceCalls(app);
  registerForecastCalls(app);
};
