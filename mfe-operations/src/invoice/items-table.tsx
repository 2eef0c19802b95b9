import { Button, Col, Flex, Input, Row, Typography } from 'antd';
import { Table } from '@fina/antd-deferred';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { DraftItem, FieldIssues } from './invoice-draft';
import { FieldError, errorProps } from '../shared-ui/field-error';
import { useIsPhone } from '@fina/ui';

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
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export function ItemsTable({
  items,
  lineAmounts,
  issues,
  focusKey,
  onChange,
  onDelete,
  onAdd,
}: Props) {
  const phone = useIsPhone();
  const cell =
    (field: ItemField, numeric: boolean) => (_: unknown, row: DraftItem, index: number) => {
      const issue = issues[`items.${index}.${field}`];
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

  const deleteButton = (index: number) => (
    <Button
      type="text"
      danger
      icon={<DeleteOutlined />}
      aria-label={`Delete item ${index + 1}`}
      onClick={() => onDelete(index)}
    />
  );

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
      // Named for screen readers (an empty header is an axe finding); the icons say it visually.
      title: <span style={VISUALLY_HIDDEN}>Delete</span>,
      width: 56,
      render: (_: unknown, _row: DraftItem, index: number) => deleteButton(index),
    },
  ];

  const addButton = (
    <Button type="dashed" icon={<PlusOutlined />} onClick={onAdd} style={{ marginTop: 8 }}>
      add another item
    </Button>
  );

  // On a phone each item is a block (item, then quantity and rate side by side): nothing
  // hides behind a sideways scroll.
  if (phone) {
    const small = (text: string) => (
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {text}
      </Typography.Text>
    );
    return (
      <div>
        <Flex vertical gap={8}>
          {items.map((row, index) => (
            <div
              key={row.key}
              style={{ border: '1px solid rgba(0,0,0,0.08)', borderRadius: 8, padding: 8 }}
            >
              {small('Item')}
              {cell('item', false)(null, row, index)}
              <Row gutter={8} style={{ marginTop: 6 }}>
                <Col span={12}>
                  {small('Quantity')}
                  {cell('quantity', true)(null, row, index)}
                </Col>
                <Col span={12}>
                  {small('Rate')}
                  {cell('rate', true)(null, row, index)}
                </Col>
              </Row>
              <Flex justify="space-between" align="center" style={{ marginTop: 6 }}>
                <Typography.Text data-testid={`amount-${index + 1}`}>
                  {lineAmounts[index] ?? '—'}
                </Typography.Text>
                {deleteButton(index)}
              </Flex>
            </div>
          ))}
        </Flex>
        <FieldError id="invoice-items-error" message={issues.items} />
        {addButton}
      </div>
    );
  }

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
      {addButton}
    </div>
  );
}
