import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Button, Flex, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';

export interface EditableColumn<R> {
  key: string;
  title: ReactNode;
  /** Width in px; the table scrolls sideways on small screens instead of squeezing inputs. */
  width?: number;
  align?: 'left' | 'right';
  render: (row: R, index: number) => ReactNode;
}

interface EditableRowsProps<R extends { key: string }> {
  /** What the rows are ('Employees', 'Items'): the table's accessible name. */
  label: string;
  rows: R[];
  columns: EditableColumn<R>[];
  onAdd: () => void;
  onDelete: (key: string) => void;
  /** The add button's text: the spec's 'Add Row' or 'add another item'. */
  addLabel?: string;
  emptyText?: string;
  /** A message about the list as a whole (e.g. 'Add at least one employee.'). */
  error?: string;
  errorId?: string;
}

/** The spec's table area: at most 15rem high, scrolling. */
const TABLE_MAX_HEIGHT = 240;

/**
 * An editable list (payroll employees, requisition items): one row per entry, a Delete per
 * row and an add button. The caller owns the rows and renders each cell's input; after
 * adding, the new row's first input takes the focus so keyboard users can type at once.
 */
export function EditableRows<R extends { key: string }>({
  label,
  rows,
  columns,
  onAdd,
  onDelete,
  addLabel = 'Add Row',
  emptyText = 'No rows yet.',
  error,
  errorId,
}: EditableRowsProps<R>) {
  const container = useRef<HTMLDivElement>(null);
  const focusNew = useRef(false);
  const lastKey = rows[rows.length - 1]?.key;

  useEffect(() => {
    if (!focusNew.current || !lastKey) return;
    focusNew.current = false;
    const row = container.current?.querySelector(`tr[data-row-key="${lastKey}"]`);
    row?.querySelector<HTMLElement>('input, textarea, [role="combobox"]')?.focus();
  }, [lastKey]);

  const tableColumns: TableColumnsType<R> = [
    ...columns.map((column) => ({
      key: column.key,
      title: column.title,
      width: column.width,
      align: column.align,
      render: (_: unknown, row: R, index: number) => column.render(row, index),
    })),
    {
      key: 'delete',
      title: 'Delete',
      width: 72,
      render: (_: unknown, row: R, index: number) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={`Delete row ${index + 1}`}
          onClick={() => onDelete(row.key)}
        />
      ),
    },
  ];

  return (
    <Flex vertical gap={8} ref={container} role="group" aria-label={label}>
      <Table<R>
        rowKey="key"
        size="small"
        columns={tableColumns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content', y: TABLE_MAX_HEIGHT }}
        locale={{ emptyText }}
      />
      {error && (
        <Typography.Text type="danger" id={errorId} role="alert">
          {error}
        </Typography.Text>
      )}
      <div>
        <Button
          icon={<PlusOutlined aria-hidden />}
          onClick={() => {
            focusNew.current = true;
            onAdd();
          }}
        >
          {addLabel}
        </Button>
      </div>
    </Flex>
  );
}
