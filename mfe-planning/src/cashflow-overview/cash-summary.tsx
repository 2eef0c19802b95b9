import { Card, Col, Row, Statistic } from 'antd';
import type { GenerateBudgetResponse } from '@fina/contract';
import { formatAmount } from '../shared-ui/charts/format-amount';
import { monthYearLabel } from '../shared-ui/charts/month-labels';

/** The saved plan's cash low point (and its month) and runway. */
export function CashSummary({ budget }: { budget: GenerateBudgetResponse }) {
  const runway =
    budget.runway_months === null
      ? 'Cash lasts the whole forecast'
      : `${budget.runway_months} ${budget.runway_months === 1 ? 'month' : 'months'}`;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={8}>
        <Card size="small">
          <Statistic
            title="Lowest cash"
            value={formatAmount(budget.low_point.cash, budget.currency)}
          />
          <span aria-label="Lowest cash month">in {monthYearLabel(budget.low_point.month)}</span>
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <Card size="small">
          <Statistic title="Runway" value={runway} />
          <span>before any borrowing</span>
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <Card size="small">
          <Statistic
            title="Cash buffer kept"
            value={formatAmount(budget.minimum_cash, budget.currency)}
          />
          <span>the least cash the plan keeps</span>
        </Card>
      </Col>
    </Row>
  );
}
