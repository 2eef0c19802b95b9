/**
 * The forecast calls (chat service): generate_budget, performance, KPIs, the forecast
 * workbook and "ask Fina about this forecast".
 */
import type { FastifyInstance } from 'fastify';
import { planningCalls } from '@fina/contract';
import { and, chatSessions, eq } from '@fina/db';
import type { CurrencyCode } from '@fina/finance';
import { openWorkbookSession } from '@fina/chat-service';
import { assertCompanyOwner, currentUser, registerCall } from '@fina/service-kit';
import { companyKpis } from '../kpis/kpis';
import { registerCompanyCall } from '../shared/company-call';
import { performance } from '../performance/performance';
import { findWorkflow } from '../workflows/store';
import { budgetAnswer } from './budget-answer';
import { companyForecast } from './company-forecast';
import type { CompanyForecast } from './company-forecast';
import { forecastWorkbook } from './forecast-workbook';

/** One name per forecast (questionnaire, opening position, start): the same ask reopens its session. */
function workbookName(forecast: CompanyForecast): string {
  const opening = forecast.openingSource === 'balance_sheet' ? '-bs' : '';
  return `forecast-${forecast.exact.start_month}-${forecast.workflow.id.slice(0, 8)}${opening}.xlsx`;
}

export function registerForecastCalls(app: FastifyInstance): void {
  registerCall(app, planningCalls.generateBudget, async (request) => {
    const company = await assertCompanyOwner(request, request.body.company_id);
    return budgetAnswer(await companyForecast(app.db, company, request.body.workflow_id));
  });

  registerCompanyCall(app, planningCalls.getPerformance, async (company, request) => {
    const hasWorkflow = await findWorkflow(app.db, company.id);
    const forecast = hasWorkflow ? (await companyForecast(app.db, company)).exact : null;
    return performance(
      app.db,
      company.id,
      company.companyCurrency as CurrencyCode,
      forecast,
      request.query,
      new Date(),
    );
  });

  registerCompanyCall(app, planningCalls.getKpis, async (company) => {
    return companyKpis(app.db, company, new Date());
  });

  registerCompanyCall(
    app,
    planningCalls.downloadForecastWorkbook,
    async (company, request, reply) => {
      const forecast = await companyForecast(app.db, company);
      reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${workbookName(forecast)}"`);
      return forecastWorkbook(forecast.exact, company.companyName);
    },
  );

  registerCompanyCall(app, planningCalls.askAboutForecast, async (company, request) => {
    const userId = currentUser(request).id;
    const forecast = await companyForecast(app.db, company);
    const filename = workbookName(forecast);
    const [existing] = await app.db
      .select({ id: chatSessions.id })
      .from(chatSessions)
      .where(
        and(
          eq(chatSessions.userId, userId),
          eq(chatSessions.companyId, company.id),
          eq(chatSessions.filename, filename),
        ),
      )
      .limit(1);
    if (existing) return { session_id: existing.id, filename };
    const data = await forecastWorkbook(forecast.exact, company.companyName);
    const { sessionId } = await openWorkbookSession(app.db, {
      userId,
      companyId: company.id,
      filename,
      data,
    });
    return { session_id: sessionId, filename };
  });
}
