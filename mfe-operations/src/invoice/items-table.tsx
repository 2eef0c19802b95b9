import { Button, Input, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { DraftItem, FieldIssues } from './invoice-draft';
import { FieldError, errorProps } from './field-error';

type ItemField = 'item' | 'quantity' | 'rate';

interface Props {
  items: DraftItem[];
  /** Each row's amount, formatted by the engine (null while it cannot be computed). */
  lineAmounts: (string | null)[];
  issues: FieldIssues;
  /** The row just added, to put the cursor in it. */
  focusKey: number | null;
  onChange: (index: number, patch: Partial<Pick<DraftItem, ItemField>>) => void;
  onDelete: (index: number) => void;
  onAdd: () => void;
}

const LABELS: Record<ItemField, string> = { item: 'Item', quantity: 'Quantity', rate: 'Rate' };

/** The items: item, quantity, rate, computed amount and Delete per row; 'add another item'. */
export function ItemsTable({
  items,
  lineAmounts,
  issues,
  focusKey,
  onChange,
  onDelete,
  onAdd,
}: Props) {
  const cell =
    (field: ItemField, numeric: boolean) => (_: unknown, row: DraftItem, index: number) => {
      const issue = issues[`items[${index}].${field}`];
      const errorId = `invoice-item-${row.key}-${field}-error`;
      return (
        <>
          <Input
            aria-label={`${LABELS[field]} ${index + 1}`}
            value={row[field]}
            inputMode={numeric ? 'decimal' : undefined}
            placeholder={field === 'item' ? 'Description of the item or service' : '0'}
            autoFocus={field === 'item' && row.key === focusKey}
            onChange={(event) => onChange(index, { [field]: event.target.value })}
            style={numeric ? { textAlign: 'right' } : undefined}
            {...errorProps(errorId, issue)}
          />
          <FieldError id={errorId} message={issue} />
        </>
      );
    };

  const columns: TableColumnsType<DraftItem> = [
    { title: 'Item', key: 'item', render: cell('item', false), width: '45%' },
    { title: 'Quantity', key: 'quantity', render: cell('quantity', true), width: 110 },
    { title: 'Rate', key: 'rate', render: cell('rate', true), width: 140 },
    {
      title: 'Amount',
      key: 'amount',
      align: 'right',
      width: 140,
      render: (_: unknown, _row: DraftItem, index: number) => (
        <Typography.Text data-testid={`amount-${index + 1}`}>
          {lineAmounts[index] ?? '—'}
        </Typography.Text>
      ),
    },
    {
      key: 'delete',
      width: 56,
      render: (_: unknown, _row: DraftItem, index: number) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={`Delete item ${index + 1}`}
          onClick={() => onDelete(index)}
        />
      ),
    },
  ];

  return (
    <div>
      <Table<DraftItem>
        rowKey="key"
        size="small"
        columns={columns}
        dataSource={items}
        pagination={false}
        scroll={{ x: 640 }}
        locale={{ emptyText: 'No items yet.' }}
      />
      <FieldError id="invoice-items-error" message={issues.items} />
      <Button type="dashed" icon={<PlusOutlined />} onClick={onAdd} style={{ marginTop: 8 }}>
        add another item
      </Button>
    </div>
  );
}
