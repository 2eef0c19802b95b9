import { Alert, Card, Flex, Typography } from 'antd';
import { useSelectedCompanyId } from '@fina/bus';
import { Page, useApi } from '@fina/ui';
import { BudgetError, BudgetLoading, NoBudgetYet } from '../shared-ui/budget/budget-states';
import { CashSummary } from './cash-summary';
import { ForecastActions } from './forecast-actions';
import { RecommendationTable } from './recommendation-table';
import { SolutionsSection } from './solutions-section';
import { useBudget } from '../shared-ui/budget/use-budget';
import { WhatIfSection } from './what-if/what-if-section';

/**
 * /cashflow-overview (and /cashflow-overview/1 after the new-business questionnaire): the
 * company's cash forecast for its real year, low point and runway, what Fina recommends, the
 * what-if, the financing solutions, and the forecast's export.
 */
export function CashflowOverviewPage() {
  const api = useApi('mfe-planning');
  const companyId = useSelectedCompanyId();
  const { state, reload } = useBudget(api, companyId);

  return (
    <Page
      title="Cashflow Overview"
      extra={
        state.status === 'ready' &&
        companyId && <ForecastActions api={api} companyId={companyId} year={state.budget.year} />
      }
    >
      {state.status === 'no-company' && (
        <Alert type="info" showIcon title="Add or select a company to see its cash forecast." />
      )}
      {state.status === 'loading' && <BudgetLoading />}
      {state.status === 'none' && (
        <Card>
          <Typography.Paragraph>
            Your cash forecast starts from a budget: answer a few questions about your business and
            Fina forecasts the next 12 months.
          </Typography.Paragraph>
          <NoBudgetYet />
        </Card>
      )}
      {state.status === 'error' && <BudgetError onRetry={reload} />}
      {state.status === 'ready' && companyId && (
        <Flex vertical gap={16} style={{ minWidth: 0 }}>
          <CashSummary budget={state.budget} />
          <WhatIfSection api={api} companyId={companyId} budget={state.budget} />
          <Card title="Recommendation" size="small">
            <RecommendationTable advice={state.budget.advice} currency={state.budget.currency} />
          </Card>
          <SolutionsSection api={api} companyId={companyId} />
        </Flex>
      )}
    </Page>
  );
}
