import { useEffect, useRef } from 'react';
import type { ComponentProps } from 'react';
import { Button, Flex, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { EditableRows } from '@fina/ui';
import { useIsPhone } from './use-is-phone';

type RowsProps<R extends { key: string }> = ComponentProps<typeof EditableRows<R>>;

/**
 * An editable list as a table on a wide screen and as stacked blocks on a phone (issue 15):
 * each row's inputs one under the other with their captions, so no column hides behind a
 * sideways scroll. Same props, same input labels, either way.
 */
export function ResponsiveRows<R extends { key: string }>(props: RowsProps<R>) {
  const phone = useIsPhone();
  return phone ? <StackedRows {...props} /> : <EditableRows<R> {...props} />;
}

function StackedRows<R extends { key: string }>({
  label,
  rows,
  columns,
  onAdd,
  onDelete,
  addLabel = 'Add Row',
  emptyText = 'No rows yet.',
  error,
  errorId,
}: RowsProps<R>) {
  const container = useRef<HTMLDivElement>(null);
  const focusNew = useRef(false);
  const lastKey = rows[rows.length - 1]?.key;

  // As in the table: after adding, the new row's first input takes the focus.
  useEffect(() => {
    if (!focusNew.current || !lastKey) return;
    focusNew.current = false;
    const row = container.current?.querySelector(`[data-row-key="${lastKey}"]`);
    row?.querySelector<HTMLElement>('input, textarea, [role="combobox"]')?.focus();
  }, [lastKey]);

  return (
    <Flex vertical gap={8} ref={container} role="group" aria-label={label}>
      {rows.length === 0 && <Typography.Text type="secondary">{emptyText}</Typography.Text>}
      {rows.map((row, index) => (
        <div
          key={row.key}
          data-row-key={row.key}
          style={{ border: '1px solid rgba(0,0,0,0.08)', borderRadius: 8, padding: 8 }}
        >
          <Flex vertical gap={6}>
            {columns.map((column) => (
              <div key={column.key}>
                <Typography.Text type="secondary" style={{ fontSize: 12 }} aria-hidden>
                  {column.title}
                </Typography.Text>
                <div style={{ textAlign: column.align ?? 'left' }}>{column.render(row, index)}</div>
              </div>
            ))}
            <div>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={`Delete row ${index + 1}`}
                onClick={() => onDelete(row.key)}
              >
                Delete
              </Button>
            </div>
          </Flex>
        </div>
      ))}
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
