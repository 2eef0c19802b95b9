import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Button, Flex, Typography } from 'antd';
import { Table } from '@fina/antd-deferred';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useIsPhone } from './use-is-phone';

export interface EditableColumn<R> {
  key: string;
  title: ReactNode;
  /** Width in px on a wide screen; the table scrolls sideways rather than squeeze inputs. */
  width?: number;
  align?: 'left' | 'right';
  render: (row: R, index: number) => ReactNode;
}

interface EditableRowsProps<R extends { key: string }> {
  /** What the rows are ('Employees', 'Items'): the list's accessible name. */
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

interface LayoutProps<R extends { key: string }> {
  rows: R[];
  columns: EditableColumn<R>[];
  onDelete: (key: string) => void;
  emptyText: string;
}

/** The spec's table area: at most 15rem high, scrolling. */
const TABLE_MAX_HEIGHT = 240;

/**
 * An editable list (payroll employees, requisition items, plan questions): one row per
 * entry, a Delete per row and an add button. The caller owns the rows and renders each
 * cell's input. A table on a wide screen; under 768 px each row is a bordered block with its
 * inputs one under the other and their captions, so no column hides behind a sideways scroll
 * (issue 15). Either way, after adding, the new row's first input takes the focus so keyboard
 * users can type at once.
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
  const phone = useIsPhone();
  const container = useRef<HTMLDivElement>(null);
  const focusNew = useRef(false);
  const lastKey = rows[rows.length - 1]?.key;

  useEffect(() => {
    if (!focusNew.current || !lastKey) return;
    focusNew.current = false;
    // Both layouts mark each row (a <tr> or a block) with data-row-key.
    const row = container.current?.querySelector(`[data-row-key="${lastKey}"]`);
    row?.querySelector<HTMLElement>('input, textarea, [role="combobox"]')?.focus();
  }, [lastKey]);

  const layout = { rows, columns, onDelete, emptyText };
  return (
    <Flex vertical gap={8} ref={container} role="group" aria-label={label}>
      {phone ? <StackedRows<R> {...layout} /> : <TableRows<R> {...layout} />}
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

function DeleteButton({
  index,
  onClick,
  text,
}: {
  index: number;
  onClick: () => void;
  text?: string;
}) {
  return (
    <Button
      type="text"
      danger
      icon={<DeleteOutlined aria-hidden />}
      aria-label={`Delete row ${index + 1}`}
      onClick={onClick}
    >
      {text}
    </Button>
  );
}

function TableRows<R extends { key: string }>({
  rows,
  columns,
  onDelete,
  emptyText,
}: LayoutProps<R>) {
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
        <DeleteButton index={index} onClick={() => onDelete(row.key)} />
      ),
    },
  ];
  return (
    <Table<R>
      rowKey="key"
      size="small"
      columns={tableColumns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content', y: TABLE_MAX_HEIGHT }}
      locale={{ emptyText }}
    />
  );
}

/** A phone's layout: each row a bordered block, each input under its column's caption. */
function StackedRows<R extends { key: string }>({
  rows,
  columns,
  onDelete,
  emptyText,
}: LayoutProps<R>) {
  if (rows.length === 0) return <Typography.Text type="secondary">{emptyText}</Typography.Text>;
  return (
    <Flex vertical gap={8}>
      {rows.map((row, index) => (
        <div key={row.key} data-row-key={row.key} style={STACKED_ROW_STYLE}>
          <Flex vertical gap={6}>
            {columns.map((column) => (
              <div key={column.key}>
                {/* The caption is for the eye; each input carries its own label. */}
                <Typography.Text type="secondary" style={{ fontSize: 12 }} aria-hidden>
                  {column.title}
                </Typography.Text>
                <div style={{ textAlign: column.align ?? 'left' }}>{column.render(row, index)}</div>
              </div>
            ))}
            <div>
              <DeleteButton index={index} onClick={() => onDelete(row.key)} text="Delete" />
            </div>
          </Flex>
        </div>
      ))}
    </Flex>
  );
}

const STACKED_ROW_STYLE = {
  border: '1px solid rgba(0, 0, 0, 0.08)',
  borderRadius: 8,
  padding: 8,
} as const;
