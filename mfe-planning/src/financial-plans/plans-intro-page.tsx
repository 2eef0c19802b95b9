/** /financial-plans: the intro card and the company's saved budgets (newest first). */
import { Link } from 'react-router-dom';
import { Card, Flex, Tag, Typography } from 'antd';
import { useSelectedCompanyId } from '@fina/bus';
import type { BudgetWorkflowSummary } from '@fina/contract';
import { Page } from '@fina/ui';
import { AsyncState } from '../shared-ui/async-state';
import { usePlanningApi } from '../shared-ui/planning-api';
import { useLoad } from '../shared-ui/use-load';
import { listBudgetWorkflows } from './api/budget-calls';

const INTRO_POINTS = [
  'Automated 1-year budget creation',
  'Automated 3-statement forecast',
  'For existing and new ventures',
];

export const KIND_LABELS = { existing: 'Existing business', new: 'New business' } as const;

const QUESTIONNAIRE_PATH = {
  existing: '/financial-plans/create-a-budget/existing-business',
  new: '/financial-plans/create-a-budget/new-business',
} as const;

export function savedAtText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

function BudgetHistory() {
  const api = usePlanningApi();
  const companyId = useSelectedCompanyId();
  const history = useLoad<BudgetWorkflowSummary[]>(companyId, (id) => listBudgetWorkflows(api, id));
  const rows = history.data ?? [];
  return (
    <Card title="Your saved budgets">
      <AsyncState
        loading={history.loading}
        error={history.error}
        empty={!companyId || rows.length === 0}
        loadingLabel="Loading your budgets…"
        emptyText={
          companyId
            ? 'No budget saved yet: create one above.'
            : 'Select or add a company in the side menu to see its budgets.'
        }
        onRetry={history.reload}
      >
        <ul aria-label="Saved budgets" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((row, index) => (
            <li
              key={row.workflow_id}
              style={{ padding: '10px 0', borderBottom: '1px solid #f0f0f0' }}
            >
              <Flex justify="space-between" align="center" wrap gap={8}>
                <Flex vertical gap={4}>
                  <Typography.Text strong>{savedAtText(row.saved_at)}</Typography.Text>
                  <Flex gap={8} wrap align="center">
                    <Tag>{KIND_LABELS[row.kind]}</Tag>
                    {index === 0 && (
                      <Typography.Text type="secondary">
                        Latest: used by the forecast
                      </Typography.Text>
                    )}
                  </Flex>
                </Flex>
                {/* Only the latest questionnaire's answers can be reopened (get_income_statement_workflow). */}
                {index === 0 && (
                  <Flex gap={16}>
                    <Link
                      to={QUESTIONNAIRE_PATH[row.kind]}
                      aria-label={`Open the budget saved ${savedAtText(row.saved_at)}`}
                    >
                      Open
                    </Link>
                    <Link to="/cashflow-overview">Forecast</Link>
                  </Flex>
                )}
              </Flex>
            </li>
          ))}
        </ul>
      </AsyncState>
    </Card>
  );
}

export function PlansIntroPage() {
  return (
    <Page title="Financial Plans">
      <Card title="Create a budget" extra={<Link to="create-a-budget">Start</Link>}>
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {INTRO_POINTS.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </Card>
      <BudgetHistory />
    </Page>
  );
}
