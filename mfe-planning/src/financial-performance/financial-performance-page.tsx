import { Alert, Card, Flex, Typography } from 'antd';
import { useSelectedCompanyId } from '@fina/bus';
import type { GenerateBudgetResponse, PerformanceResponse } from '@fina/contract';
import { Page, useApi } from '@fina/ui';
import { ProfitMarginsChart, RevenueCostsChart } from '../shared-ui/charts/lazy-charts';
import { decimalToPlot } from '../shared-ui/charts/chart-format';
import { BudgetError, BudgetLoading, NoBudgetYet } from '../shared-ui/budget/budget-states';
import { useBudget } from '../shared-ui/budget/use-budget';
import type { PerformanceRange } from './use-performance';
import { usePerformance } from './use-performance';
import { VarianceTable } from './variance-table';
import { ActualsOnly } from './actuals-only';

/** Actual figures aligned to the budget's months (null where a month has none). */
function actualsByMonth(budget: GenerateBudgetResponse, performance: PerformanceResponse | null) {
  const byMonth = new Map(performance?.months.map((m) => [m.month, m]) ?? []);
  const months = budget.statements.income.map((m) => byMonth.get(m.month) ?? null);
  return {
    revenue: months.map((m) => decimalToPlot(m?.actual.revenue)),
    costs: months.map((m) => decimalToPlot(m?.actual.costs)),
    grossMargin: months.map((m) => m?.actual.gross_margin ?? null),
  };
}

function PerformanceCharts({
  budget,
  performance,
}: {
  budget: GenerateBudgetResponse;
  performance: PerformanceResponse | null;
}) {
  const income = budget.statements.income;
  // Costs = everything between revenue and net income (cost of sales, expenses, interest).
  const costs = income.map((m) => {
    const revenue = decimalToPlot(m.revenue);
    const net = decimalToPlot(m.net_income);
    return revenue === null || net === null ? null : Math.round((revenue - net) * 100) / 100;
  });
  const actual = performance?.has_actuals ? actualsByMonth(budget, performance) : null;
  return (
    <Flex vertical gap={16} style={{ minWidth: 0 }}>
      <Card size="small">
        <RevenueCostsChart
          dates={budget.dates}
          currency={budget.currency}
          budgetRevenue={income.map((m) => decimalToPlot(m.revenue))}
          budgetCosts={costs}
          actualRevenue={actual?.revenue}
          actualCosts={actual?.costs}
        />
      </Card>
      <Card size="small">
        <ProfitMarginsChart
          dates={budget.dates}
          grossProfit={budget.margins.gross_profit}
          operatingIncome={budget.margins.operating_income}
          netIncome={budget.margins.net_income}
          actualGrossProfit={actual?.grossMargin}
        />
      </Card>
      {performance?.has_actuals ? (
        <Card title="Budget against actual" size="small">
          <VarianceTable performance={performance} />
        </Card>
      ) : (
        <Typography.Text type="secondary">
          Record invoices, sales or expenses and your actual figures appear beside the budget.
        </Typography.Text>
      )}
    </Flex>
  );
}

/** The months to ask actual figures for: the budget's, the last 12 without one, else none yet. */
function performanceRange(budget: GenerateBudgetResponse | null, noBudget: boolean) {
  if (noBudget) return 'default' satisfies PerformanceRange;
  if (!budget) return null;
  return {
    from: budget.statements.income[0]?.month ?? budget.start_month,
    to: budget.statements.income.at(-1)?.month ?? budget.start_month,
  };
}

/**
 * /financial-performance: Revenue and Costs, Profit Margins, and budget against actual. Before
 * a budget exists, the actual figures alone (when any were recorded) with a call to make one.
 */
export function FinancialPerformancePage() {
  const api = useApi('mfe-planning');
  const companyId = useSelectedCompanyId();
  const { state, reload } = useBudget(api, companyId);
  const budget = state.status === 'ready' ? state.budget : null;
  const noBudget = state.status === 'none';
  const actuals = usePerformance(api, companyId, performanceRange(budget, noBudget));
  const performance = actuals.status === 'ready' ? actuals.performance : null;
  const waitingForActuals = actuals.status === 'idle' || actuals.status === 'loading';

  return (
    <Page title="Financial Performance">
      {state.status === 'no-company' && (
        <Alert type="info" showIcon title="Add or select a company to see its performance." />
      )}
      {(state.status === 'loading' || (noBudget && waitingForActuals)) && <BudgetLoading />}
      {noBudget &&
        !waitingForActuals &&
        (performance?.has_actuals ? (
          <ActualsOnly performance={performance} />
        ) : (
          <Card>
            <Typography.Paragraph>
              Financial Performance puts your budget beside what you record, month by month: create
              a budget, then record invoices, sales and expenses to compare.
            </Typography.Paragraph>
            <NoBudgetYet buttonText="Create a budget" />
          </Card>
        ))}
      {state.status === 'error' && <BudgetError onRetry={reload} />}
      {budget && <PerformanceCharts budget={budget} performance={performance} />}
    </Page>
  );
}
