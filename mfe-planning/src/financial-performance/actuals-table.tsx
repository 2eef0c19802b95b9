import { Table } from '@fina/antd-deferred';
import type { PerformanceMonth, PerformanceResponse } from '@fina/contract';
import { formatAmount } from '../shared-ui/charts/format-amount';
import { monthEndLabel } from '../shared-ui/charts/month-labels';

/** Recorded figures per month, exact from the server (no budget to compare with yet). */
export function ActualsTable({ performance }: { performance: PerformanceResponse }) {
  const money = (value: string) => formatAmount(value, performance.currency);
  const amount = (title: string, key: keyof PerformanceMonth['actual'] & string) => ({
    title,
    key,
    align: 'right' as const,
    render: (_: unknown, m: PerformanceMonth) => money(String(m.actual[key])),
  });
  return (
    <section aria-label="Actual figures by month">
      <Table<PerformanceMonth>
        size="small"
        pagination={false}
        rowKey="month"
        scroll={{ x: 640 }}
        dataSource={performance.months}
        columns={[
          { title: 'Month', key: 'month', render: (_, m) => monthEndLabel(m.date) },
          amount('Revenue', 'revenue'),
          amount('Cost of sales', 'cost_of_sales'),
          amount('Expenses', 'expenses'),
          amount('Gross profit', 'gross_profit'),
          {
            title: 'Gross margin',
            key: 'gross_margin',
            align: 'right',
            render: (_, m) => (m.actual.gross_margin === null ? '—' : `${m.actual.gross_margin}%`),
          },
        ]}
      />
    </section>
  );
}
