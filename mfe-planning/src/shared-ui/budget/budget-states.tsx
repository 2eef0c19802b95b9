import { Button, Empty, Result, Spin } from 'antd';
import { Link } from 'react-router-dom';
import { MESSAGES } from '@fina/contract';

export const CREATE_BUDGET_PATH = '/financial-plans/create-a-budget';

export function BudgetLoading() {
  return (
    <div style={{ padding: 48, textAlign: 'center' }}>
      <Spin size="large" aria-label="Loading your forecast" />
    </div>
  );
}

/** No budget inputs yet: the spec's 'No data', with the next step. */
export function NoBudgetYet({ buttonText = 'Create your budget' }: { buttonText?: string }) {
  return (
    <Empty description={MESSAGES.noData}>
      <Link to={CREATE_BUDGET_PATH}>
        <Button type="primary">{buttonText}</Button>
      </Link>
    </Empty>
  );
}

/** The spec's chart error (section 8). */
export function BudgetError({ onRetry }: { onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title={MESSAGES.chartsOops}
      subTitle={MESSAGES.chartsIssue}
      extra={<Button onClick={onRetry}>Try again</Button>}
    />
  );
}
