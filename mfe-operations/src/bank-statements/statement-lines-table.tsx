import { Tag, Typography } from 'antd';
import { Table } from '@fina/antd-deferred';
import type { BankStatementLine } from '@fina/contract';
import { formatLedgerAmount, ledgerMinor } from '../shared-ui/ledger-money';
import { ToneTag } from '../shared-ui/tone-tag';

/** The lines as read from the file; the ones already imported are marked. */
export function StatementLinesTable({
  lines,
  currency,
  loading,
}: {
  lines: BankStatementLine[];
  currency: string;
  loading: boolean;
}) {
  return (
    <Table<BankStatementLine>
      size="small"
      rowKey="row"
      aria-label="Statement lines"
      loading={loading}
      dataSource={lines}
      pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: 'Row', dataIndex: 'row', width: 64 },
        { title: 'Date', dataIndex: 'date' },
        { title: 'Description', dataIndex: 'description' },
        {
          title: 'Amount',
          dataIndex: 'amount',
          align: 'right',
          render: (amount: string) => (
            <Typography.Text type={ledgerMinor(amount, currency) < 0n ? undefined : 'success'}>
              {formatLedgerAmount(amount, currency)}
            </Typography.Text>
          ),
        },
        {
          title: 'Balance',
          dataIndex: 'balance',
          align: 'right',
          render: (b: string | null) => (b === null ? '' : formatLedgerAmount(b, currency)),
        },
        {
          title: 'Status',
          dataIndex: 'duplicate',
          render: (duplicate: boolean) =>
            duplicate ? <Tag>Already imported</Tag> : <ToneTag tone="info">New</ToneTag>,
        },
      ]}
    />
  );
}
