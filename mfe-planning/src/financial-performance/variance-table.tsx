import { Typography } from 'antd';
import { Table } from '@fina/antd-deferred';
import type { PerformanceMonth, PerformanceResponse } from '@fina/contract';
import { formatAmount } from '../shared-ui/charts/format-amount';
import { monthEndLabel } from '../shared-ui/charts/month-labels';

/** Budget, actual and variance per month (actual − budget), exact from the server. */
export function VarianceTable({ performance }: { performance: PerformanceResponse }) {
  const money = (value: string | undefined | null) =>
    value === undefined || value === null ? '—' : formatAmount(value, performance.currency);
  const variance = (value: string | undefined | null, favourableWhenPositive: boolean) => {
    if (value === undefined || value === null) return '—';
    const negative = value.trim().startsWith('-');
    const isZero = Number(value) === 0;
    const good = isZero || negative !== favourableWhenPositive;
    return <Typography.Text type={good ? 'success' : 'danger'}>{money(value)}</Typography.Text>;
  };
  return (
    <section aria-label="Budget against actual by month">
      <Table<PerformanceMonth>
        size="small"
        pagination={false}
        rowKey="month"
        scroll={{ y: 240, x: 760 }}
        dataSource={performance.months}
        columns={[
          { title: 'Month', key: 'month', render: (_, m) => monthEndLabel(m.date) },
          {
            title: 'Budget revenue',
            key: 'br',
            align: 'right',
            render: (_, m) => money(m.budget?.revenue),
          },
          {
            title: 'Actual revenue',
            key: 'ar',
            align: 'right',
            render: (_, m) => money(m.actual.revenue),
          },
          {
            title: 'Revenue variance',
            key: 'vr',
            align: 'right',
            render: (_, m) => variance(m.variance?.revenue, true),
          },
          {
            title: 'Budget costs',
            key: 'bc',
            align: 'right',
            render: (_, m) => money(m.budget?.costs),
          },
          {
            title: 'Actual costs',
            key: 'ac',
            align: 'right',
            render: (_, m) => money(m.actual.costs),
          },
          {
            title: 'Costs variance',
            key: 'vc',
            align: 'right',
            render: (_, m) => variance(m.variance?.costs, false),
          },
        ]}
      />
    </section>
  );
}
