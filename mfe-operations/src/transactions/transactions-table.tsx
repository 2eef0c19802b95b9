import { Button, Flex, Select, Typography } from 'antd';
import { Table } from '@fina/antd-deferred';
import type { TransactionLine } from '@fina/contract';
import { formatLedgerAmount, ledgerMinor } from '../shared-ui/ledger-money';
import { shortDate } from '../shared-ui/ledger-dates';

export interface TransactionsTableProps {
  lines: TransactionLine[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  options: { value: string; label: string }[];
  emptyText: string;
  onPage: (page: number, pageSize: number) => void;
  onCategorise: (line: TransactionLine, category: string | null) => void;
  onMakeRule: (line: TransactionLine) => void;
  onUnmatch: (line: TransactionLine) => void;
}

/** Imported bank lines, paged on the server; each with its category and what it is matched to. */
export function TransactionsTable(props: TransactionsTableProps) {
  const { lines, options } = props;
  return (
    <Table<TransactionLine>
      size="small"
      rowKey="transaction_id"
      aria-label="Transactions"
      loading={props.loading}
      dataSource={lines}
      // antd draws empty text in its faint "disabled" grey; this says what to do next, so it
      // must be readable (contrast 4.5:1).
      locale={{ emptyText: <Typography.Text type="secondary">{props.emptyText}</Typography.Text> }}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: props.page,
        pageSize: props.pageSize,
        total: props.total,
        showSizeChanger: true,
        pageSizeOptions: [25, 50, 100],
        hideOnSinglePage: props.total <= 25,
        onChange: props.onPage,
      }}
      columns={[
        { title: 'Date', dataIndex: 'date', render: (d: string) => shortDate(d) },
        {
          title: 'Description',
          dataIndex: 'description',
          render: (text: string, line) => (
            <Flex vertical>
              <Typography.Text>{text}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {line.bank_account} · {line.source_file}
              </Typography.Text>
            </Flex>
          ),
        },
        {
          title: 'Amount',
          dataIndex: 'amount',
          align: 'right',
          render: (amount: string, line) => (
            <Typography.Text type={ledgerMinor(amount, line.currency) < 0n ? undefined : 'success'}>
              {formatLedgerAmount(amount, line.currency)}
            </Typography.Text>
          ),
        },
        {
          title: 'Category',
          key: 'category',
          render: (_: unknown, line) => (
            <Flex vertical gap={2} style={{ minWidth: 170 }}>
              <Select
                aria-label={`Category of ${line.description}`}
                allowClear
                showSearch
                size="small"
                value={line.category ?? undefined}
                placeholder="Uncategorised"
                options={options}
                onChange={(value: string | undefined) => props.onCategorise(line, value ?? null)}
              />
              <Button
                type="link"
                size="small"
                style={{ padding: 0, alignSelf: 'start' }}
                onClick={() => props.onMakeRule(line)}
              >
                Always put…
              </Button>
            </Flex>
          ),
        },
        {
          title: 'Matched to',
          key: 'matched',
          render: (_: unknown, line) =>
            line.matched ? (
              <Flex gap={4} align="center" wrap>
                <Typography.Text>{line.matched.label}</Typography.Text>
                <Button
                  size="small"
                  onClick={() => props.onUnmatch(line)}
                  aria-label={`Undo match of ${line.description}`}
                >
                  Undo
                </Button>
              </Flex>
            ) : (
              <Typography.Text type="secondary">—</Typography.Text>
            ),
        },
      ]}
    />
  );
}
