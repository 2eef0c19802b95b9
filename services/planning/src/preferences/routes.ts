/** The dashboard's KPI choice (per company; default: all) and saved what-if scenarios. */
import type { FastifyInstance } from 'fastify';
import { KPI_KEYS, planningCalls } from '@fina/contract';
import type { KpiKey } from '@fina/contract';
import { and, eq, kpiPreferences, planningScenarios } from '@fina/db';
import type { InferSelectModel } from '@fina/db';
import { currentUser, notFound } from '@fina/service-kit';
import { createdAnswer, registerCompanyCall } from '../shared/company-call';
import { companyPage } from '../shared/company-page';

type ScenarioRow = InferSelectModel<typeof planningScenarios>;

const scenarioView = (row: ScenarioRow) => ({
  scenario_id: row.id,
  name: row.name,
  growth_rate: Number(row.growthRate),
  price_change_percent: Number(row.priceChangePercent),
  days_to_collect: row.daysToCollect,
  hire_start_shift_months: row.hireStartShiftMonths,
  created_at: row.createdAt.toISOString(),
});

export function registerPreferenceCalls(app: FastifyInstance): void {
  registerCompanyCall(app, planningCalls.getKpiPreferences, async (company) => {
    const [row] = await app.db
      .select()
      .from(kpiPreferences)
      .where(eq(kpiPreferences.companyId, company.id));
    return { kpis: row ? (row.kpis as KpiKey[]) : [...KPI_KEYS] };
  });

  registerCompanyCall(app, planningCalls.putKpiPreferences, async (company, request) => {
    // Kept in the dashboard's order, whatever order they were ticked in.
    const kpis = KPI_KEYS.filter((k) => request.body.kpis.includes(k));
    await app.db
      .insert(kpiPreferences)
      .values({ companyId: company.id, kpis })
      .onConflictDoUpdate({
        target: kpiPreferences.companyId,
        set: { kpis, updatedAt: new Date() },
      });
    return { kpis };
  });

  registerCompanyCall(app, planningCalls.listScenarios, async (company, request) => {
    const rows = await companyPage(app.db, planningScenarios, company.id, request.query);
    return rows.map(scenarioView);
  });

  registerCompanyCall(app, planningCalls.createScenario, async (company, request, reply) => {
    const body = request.body;
    const [row] = await app.db
      .insert(planningScenarios)
      .values({
        companyId: company.id,
        createdBy: currentUser(request).id,
        name: body.name,
        growthRate: String(body.growth_rate),
        priceChangePercent: String(body.price_change_percent),
        daysToCollect: body.days_to_collect,
        hireStartShiftMonths: body.hire_start_shift_months,
      })
      .returning();
    return createdAnswer(reply, row, 'scenario', scenarioView);
  });

  registerCompanyCall(app, planningCalls.deleteScenario, async (company, request) => {
    const deleted = await app.db
      .delete(planningScenarios)
      .where(
        and(
          eq(planningScenarios.companyId, company.id),
          eq(planningScenarios.id, request.params.scenarioId),
        ),
      )
      .returning({ id: planningScenarios.id });
    if (deleted.length === 0) throw notFound('This scenario does not exist.', 'scenarioId');
    return { message: 'Scenario deleted.' };
  });
}
