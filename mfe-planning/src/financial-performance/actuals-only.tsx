import { Alert, Button, Card, Flex } from 'antd';
import { Link } from 'react-router-dom';
import type { PerformanceResponse } from '@fina/contract';
import { RevenueCostsChart } from '../shared-ui/charts/lazy-charts';
import { decimalToPlot } from '../shared-ui/charts/chart-format';
import { CREATE_BUDGET_PATH } from '../shared-ui/budget/budget-states';
import { ActualsTable } from './actuals-table';

/**
 * No budget yet, but figures recorded (invoices, sales, expenses, categorised bank lines):
 * show them, and offer the budget as the way to compare.
 */
export function ActualsOnly({ performance }: { performance: PerformanceResponse }) {
  return (
    <Flex vertical gap={16} style={{ minWidth: 0 }}>
      <Alert
        type="info"
        showIcon
        title="These are your actual figures. Make a budget and Fina shows it beside them, with the difference each month."
        action={
          <Link to={CREATE_BUDGET_PATH}>
            <Button type="primary">Create a budget to compare</Button>
          </Link>
        }
      />
      <Card size="small">
        <RevenueCostsChart
          dates={performance.months.map((m) => m.date)}
          currency={performance.currency}
          actualRevenue={performance.months.map((m) => decimalToPlot(m.actual.revenue))}
          actualCosts={performance.months.map((m) => decimalToPlot(m.actual.costs))}
        />
      </Card>
      <Card title="Actual figures" size="small">
        <ActualsTable performance={performance} />
      </Card>
    </Flex>
  );
}
