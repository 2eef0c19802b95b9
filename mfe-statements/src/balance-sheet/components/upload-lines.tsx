/** What Fina read from the workbook, line by line, and where each line went (or why not). */
import { Tag } from 'antd';
import { Table } from '@fina/antd-deferred';
import type { TableColumnsType } from 'antd';
import { BALANCE_SHEET_TABLES } from '@fina/contract';
import type { BalanceSheetUploadResult } from '@fina/contract';

type Line = BalanceSheetUploadResult['lines'][number];

const TARGET_LABELS: Record<string, string> = {
  ...Object.fromEntries(BALANCE_SHEET_TABLES.map((t) => [t.list, t.title])),
  cash_on_hand: 'Cash on hand',
  date: 'Date',
};

export function UploadLines({ lines }: { lines: readonly Line[] }) {
  const columns: TableColumnsType<Line & { key: number }> = [
    { key: 'where', title: 'Sheet, row', render: (_, l) => `${l.sheet}, ${l.row}` },
    { key: 'label', title: 'Line', dataIndex: 'label' },
    { key: 'amount', title: 'Amount', dataIndex: 'amount', align: 'right' },
    {
      key: 'target',
      title: 'Went to',
      render: (_, l) =>
        l.target === 'skipped' ? (
          <Tag>Skipped</Tag>
        ) : (
          <Tag color="blue">{TARGET_LABELS[l.target]}</Tag>
        ),
    },
    { key: 'note', title: 'Note', dataIndex: 'note' },
  ];
  return (
    <div role="region" aria-label="What Fina read">
      <Table
        size="small"
        pagination={false}
        columns={columns}
        dataSource={lines.map((line, key) => ({ ...line, key }))}
        scroll={{ x: 'max-content', y: 240 }}
      />
    </div>
  );
}
