import { Table, Tag } from 'antd';
import type { AdviceLineAnswer } from '@fina/contract';
import { formatAmount } from '../shared-ui/charts/format-amount';
import { monthYearLabel } from '../shared-ui/charts/month-labels';

const ACTION_LABEL: Record<AdviceLineAnswer['action'], { text: string; color: string }> = {
  borrow: { text: 'Borrow', color: 'orange' },
  repay: { text: 'Repay', color: 'green' },
  time_deposit: { text: 'Invest', color: 'blue' },
  shortfall: { text: 'Shortfall', color: 'red' },
};

/** The Recommendation table: each borrow/repay/invest line — what, when, how much, cost, why. */
export function RecommendationTable({
  advice,
  currency,
}: {
  advice: AdviceLineAnswer[];
  currency: string;
}) {
  return (
    <Table<AdviceLineAnswer>
      size="small"
      pagination={false}
      rowKey={(line) => `${line.month}-${line.action}-${line.solution ?? ''}-${line.amount}`}
      dataSource={advice}
      scroll={{ y: 240, x: 720 }}
      locale={{ emptyText: 'No borrowing or investing needed: cash stays above your buffer.' }}
      columns={[
        {
          title: 'What',
          key: 'what',
          render: (_, line) => (
            <span>
              <Tag color={ACTION_LABEL[line.action].color}>{ACTION_LABEL[line.action].text}</Tag>
              {line.what}
            </span>
          ),
        },
        { title: 'When', key: 'when', width: 130, render: (_, line) => monthYearLabel(line.month) },
        {
          title: 'How much',
          key: 'amount',
          width: 130,
          align: 'right',
          render: (_, line) => formatAmount(line.amount, currency),
        },
        { title: 'What it costs', dataIndex: 'cost', key: 'cost' },
        { title: 'Why', dataIndex: 'why', key: 'why' },
      ]}
    />
  );
}
