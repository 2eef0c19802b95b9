import { Select } from 'antd';
import { CellInput, EditableRows } from '@fina/ui';
import type { DraftRow, Problems, TableSpec } from './row-tables';
import { newRow } from './row-tables';

interface RowsQuestionProps {
  spec: TableSpec;
  rows: DraftRow[];
  /** Problems to show (after a refused Next), by path. */
  problems: Problems;
  onChange: (rows: DraftRow[]) => void;
}

/** A table question: one input per cell with its message under it, Delete per row, Add Row. */
export function RowsQuestion({ spec, rows, problems, onChange }: RowsQuestionProps) {
  const update = (key: string, field: string, value: string) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)));

  return (
    <EditableRows<DraftRow>
      label={spec.label}
      rows={rows}
      emptyText={spec.emptyText}
      onAdd={() => onChange([...rows, newRow(spec)])}
      onDelete={(key) => onChange(rows.filter((row) => row.key !== key))}
      columns={spec.columns.map((column) => ({
        key: column.field,
        title: column.title,
        width: column.width,
        render: (row, index) => {
          const id = `${spec.name}-${index}-${column.field}`;
          const label = `${column.title}, row ${index + 1}`;
          const error = problems.get(`${spec.name}.${index}.${column.field}`);
          if (column.kind === 'choice') {
            return (
              <Select
                id={id}
                aria-label={label}
                value={row[column.field] || undefined}
                placeholder="Choose"
                status={error ? 'error' : undefined}
                options={(column.options ?? []).map((option) => ({ value: option, label: option }))}
                onChange={(value: string) => update(row.key, column.field, value)}
                style={{ minWidth: column.width ?? 140 }}
              />
            );
          }
          const numeric = column.kind !== 'text';
          return (
            <CellInput
              id={id}
              label={label}
              value={row[column.field] ?? ''}
              placeholder={column.placeholder}
              inputMode={column.kind === 'whole' ? 'numeric' : numeric ? 'decimal' : 'text'}
              align={numeric ? 'right' : 'left'}
              minWidth={column.width ? Math.min(column.width, 140) : 120}
              error={error}
              onChange={(value) => update(row.key, column.field, value)}
            />
          );
        },
      }))}
    />
  );
}
