/**
 * One editable table of the balance sheet: its columns come from the contract's table
 * definition (text or number inputs), each row has Delete, and 'Add Row' adds an empty one.
 * The table area is at most 15rem high and scrolls (spec section 9), sideways too on small
 * screens. A plain table styled with the theme's tokens: every keystroke re-renders the rows,
 * and antd's Table (virtual measuring, sticky header) is far heavier than these inputs need.
 */
import type { CSSProperties } from 'react';
import { Button, Flex, Input, Typography, theme } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { BalanceSheetTable } from '@fina/contract';
import type { DraftRow } from '../model/draft';
import { emptyRow } from '../model/draft';
import { AmountInput } from './amount-input';

interface EditableRowsTableProps {
  table: BalanceSheetTable;
  rows: readonly DraftRow[];
  onChange: (rows: DraftRow[]) => void;
  /** Messages by `row.column`, e.g. `1.amount`. */
  errors?: Record<string, string>;
}

export function EditableRowsTable({ table, rows, onChange, errors = {} }: EditableRowsTableProps) {
  const { token } = theme.useToken();
  const setCell = (index: number, key: string, value: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  const remove = (index: number) => onChange(rows.filter((_, i) => i !== index));
  const add = () => onChange([...rows, emptyRow(table.list)]);

  const cell: CSSProperties = {
    padding: `${token.paddingXS}px ${token.paddingXS}px`,
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    verticalAlign: 'top',
    textAlign: 'left',
  };
  const head: CSSProperties = {
    ...cell,
    position: 'sticky',
    top: 0,
    zIndex: 1,
    background: token.colorFillAlter,
    fontWeight: token.fontWeightStrong,
    whiteSpace: 'nowrap',
  };

  return (
    <Flex vertical gap={8}>
      <div
        style={{
          maxHeight: '15rem',
          overflow: 'auto',
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadius,
        }}
      >
        <table
          aria-label={table.title}
          style={{ width: '100%', borderCollapse: 'separate', borderSpacing: 0 }}
        >
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column.key} scope="col" style={head}>
                  {column.header}
                  {column.required && (
                    <span aria-hidden style={{ color: token.colorError }}>
                      {' '}
                      *
                    </span>
                  )}
                </th>
              ))}
              <th scope="col" style={head}>
                <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden' }}>
                  Actions
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={table.columns.length + 1} style={cell}>
                  <Typography.Text type="secondary">
                    No rows. Use Add Row to add one.
                  </Typography.Text>
                </td>
              </tr>
            )}
            {rows.map((row, index) => (
              // Rows have no identity of their own; the index is their place in the table.
              <tr key={index}>
                {table.columns.map((column) => {
                  const error = errors[`${index}.${column.key}`];
                  const label = `${column.header}, row ${index + 1}`;
                  const value = row[column.key] ?? '';
                  return (
                    <td key={column.key} style={{ ...cell, minWidth: column.numeric ? 120 : 160 }}>
                      {column.numeric ? (
                        <AmountInput
                          aria-label={label}
                          value={value}
                          onChange={(next) => setCell(index, column.key, next)}
                          {...(error ? { status: 'error' as const } : {})}
                          {...(column.blankMeans ? { placeholder: column.blankMeans } : {})}
                        />
                      ) : (
                        <Input
                          aria-label={label}
                          value={value}
                          maxLength={200}
                          onChange={(event) => setCell(index, column.key, event.target.value)}
                          status={error ? 'error' : undefined}
                        />
                      )}
                      {error && (
                        <Typography.Text type="danger" style={{ fontSize: 12, display: 'block' }}>
                          {error}
                        </Typography.Text>
                      )}
                    </td>
                  );
                })}
                <td style={{ ...cell, width: 1 }}>
                  <Button
                    danger
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={`Delete row ${index + 1} of ${table.title}`}
                    onClick={() => remove(index)}
                  >
                    Delete
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div>
        <Button icon={<PlusOutlined />} onClick={add}>
          Add Row
        </Button>
      </div>
    </Flex>
  );
}
