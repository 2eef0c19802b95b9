import { Card, Flex, Statistic, Typography } from 'antd';
import { Table } from '@fina/antd-deferred';
import type { PayrollSchedule } from '@fina/contract';

interface PayrollScheduleViewProps {
  schedule: PayrollSchedule;
  employeeCount: number;
}

const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const dateLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

type MonthRow = PayrollSchedule['months'][number];

/** The saved payroll's next 12 months: pay dates with gross pay, monthly totals (the engine's). */
export function PayrollScheduleView({ schedule, employeeCount }: PayrollScheduleViewProps) {
  return (
    <Card title="Pay dates and gross pay" size="small">
      <Flex vertical gap={16}>
        <Flex wrap gap={32}>
          <Statistic
            title="Next pay date"
            value={
              schedule.next_pay_date
                ? `${dateLabel(schedule.next_pay_date.date)} · ${schedule.next_pay_date.gross.formatted}`
                : '—'
            }
          />
          <Statistic
            title={`Monthly gross payroll (${employeeCount} ${employeeCount === 1 ? 'employee' : 'employees'})`}
            value={schedule.monthly_total.formatted}
          />
          <Statistic title="Next 12 months" value={schedule.period_total.formatted} />
        </Flex>
        <section aria-label="Pay dates by month">
          <Table<MonthRow>
            rowKey="month"
            size="small"
            pagination={false}
            dataSource={schedule.months}
            scroll={{ x: 'max-content', y: 240 }}
            columns={[
              { key: 'month', title: 'Month', render: (_, row) => monthLabel(row.month) },
              {
                key: 'dates',
                title: 'Pay dates and gross pay',
                render: (_, row) => (
                  <Flex vertical>
                    {row.pay_dates.map((payDate) => (
                      <Typography.Text key={payDate.date}>
                        {dateLabel(payDate.date)}: {payDate.gross.formatted}
                      </Typography.Text>
                    ))}
                  </Flex>
                ),
              },
              {
                key: 'total',
                title: 'Monthly total',
                align: 'right',
                render: (_, row) => row.total.formatted,
              },
            ]}
          />
        </section>
      </Flex>
    </Card>
  );
}
