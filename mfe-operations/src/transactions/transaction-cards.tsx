import { Button, Card, Empty, Flex, Select, Typography } from 'antd';
import { Pagination } from '@fina/antd-deferred';
import type { TransactionLine } from '@fina/contract';
import { formatLedgerAmount, ledgerMinor } from '../shared-ui/ledger-money';
import { shortDate } from '../shared-ui/ledger-dates';
import type { TransactionsTableProps } from './transactions-table';

/** The lines as stacked cards, for phones: the table's columns would not fit 390 px. */
export function TransactionCards(props: TransactionsTableProps) {
  if (!props.loading && props.lines.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.emptyText} />;
  }
  return (
    <Flex vertical gap={8} aria-label="Transactions" role="list" aria-busy={props.loading}>
      {props.lines.map((line: TransactionLine) => (
        <Card key={line.transaction_id} size="small" role="listitem">
          <Flex vertical gap={6}>
            <Flex justify="space-between" gap={8}>
              <Typography.Text type="secondary">{shortDate(line.date)}</Typography.Text>
              <Typography.Text
                strong
                type={ledgerMinor(line.amount, line.currency) < 0n ? undefined : 'success'}
              >
                {formatLedgerAmount(line.amount, line.currency)}
              </Typography.Text>
            </Flex>
            <Typography.Text>{line.description}</Typography.Text>
            <Select
              aria-label={`Category of ${line.description}`}
              allowClear
              showSearch
              value={line.category ?? undefined}
              placeholder="Uncategorised"
              options={props.options}
              onChange={(value: string | undefined) => props.onCategorise(line, value ?? null)}
            />
            <Flex justify="space-between" align="center" wrap gap={4}>
              <Button
                type="link"
                size="small"
                style={{ padding: 0 }}
                onClick={() => props.onMakeRule(line)}
              >
                Always put…
              </Button>
              {line.matched && (
                <Flex gap={4} align="center">
                  <Typography.Text type="secondary">{line.matched.label}</Typography.Text>
                  <Button
                    size="small"
                    onClick={() => props.onUnmatch(line)}
                    aria-label={`Undo match of ${line.description}`}
                  >
                    Undo
                  </Button>
                </Flex>
              )}
            </Flex>
          </Flex>
        </Card>
      ))}
      {props.total > props.pageSize && (
        <Pagination
          simple
          current={props.page}
          pageSize={props.pageSize}
          total={props.total}
          onChange={props.onPage}
        />
      )}
    </Flex>
  );
}
