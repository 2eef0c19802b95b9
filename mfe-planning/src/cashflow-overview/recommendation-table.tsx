import { useState } from 'react';
import { Button, Empty, Flex, Tag, Typography } from 'antd';
import { Table } from '@fina/antd-deferred';
import type { AdviceLineAnswer } from '@fina/contract';
import { formatAmount } from '../shared-ui/charts/format-amount';
import { monthYearLabel } from '../shared-ui/charts/month-labels';
import { useIsPhone } from '@fina/ui';

const PHONE_FIRST_LINES = 3;

const NOTHING_TO_DO = 'No borrowing or investing needed: cash stays above your buffer.';

/** On a phone each line is a stacked card: every column in view, nothing behind a scroll. */
function RecommendationCards({
  advice,
  currency,
}: {
  advice: AdviceLineAnswer[];
  currency: string;
}) {
  const [all, setAll] = useState(false);
  if (advice.length === 0) return <Empty description={NOTHING_TO_DO} />;
  // A year of monthly lines is a long scroll on a phone: the first few, then the rest on ask.
  const shown = all ? advice : advice.slice(0, PHONE_FIRST_LINES);
  return (
    <>
      <ul aria-label="Recommendation" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {shown.map((line, index) => (
          <li
            key={`${line.month}-${line.action}-${line.solution ?? ''}-${line.amount}`}
            style={{ padding: '12px 0', borderTop: index > 0 ? '1px solid #e5e7eb' : undefined }}
          >
            <Flex justify="space-between" align="center" gap={8}>
              <Tag color={ACTION_LABEL[line.action].color}>{ACTION_LABEL[line.action].text}</Tag>
              <Typography.Text strong>{formatAmount(line.amount, currency)}</Typography.Text>
            </Flex>
            <Typography.Paragraph style={{ margin: '8px 0 4px' }}>
              {line.what}{' '}
              <Typography.Text type="secondary">({monthYearLabel(line.month)})</Typography.Text>
            </Typography.Paragraph>
            <Typography.Paragraph type="secondary" style={{ margin: '0 0 4px' }}>
              <strong>Cost:</strong> {line.cost}
            </Typography.Paragraph>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              <strong>Why:</strong> {line.why}
            </Typography.Paragraph>
          </li>
        ))}
      </ul>
      {shown.length < advice.length && (
        <Button block onClick={() => setAll(true)}>
          Show all {advice.length} lines
        </Button>
      )}
    </>
  );
}

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
  const phone = useIsPhone();
  if (phone) return <RecommendationCards advice={advice} currency={currency} />;
  return (
    <Table<AdviceLineAnswer>
      size="small"
      pagination={false}
      rowKey={(line) => `${line.month}-${line.action}-${line.solution ?? ''}-${line.amount}`}
      dataSource={advice}
      scroll={{ y: 240, x: 720 }}
      locale={{ emptyText: NOTHING_TO_DO }}
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
