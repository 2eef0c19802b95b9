import { CellInput, EditableRows } from '@fina/ui';
import type { EmployeeRow, FieldErrors } from './payroll-draft';
import { newEmployeeRow } from './payroll-draft';

interface EmployeeTableProps {
  rows: EmployeeRow[];
  errors: FieldErrors;
  onChange: (rows: EmployeeRow[]) => void;
}

type Column = 'name' | 'role' | 'salary';
const COLUMNS: { key: Column; title: string; width: number; placeholder: string }[] = [
  { key: 'name', title: 'Name', width: 200, placeholder: 'Full name' },
  // DECISIONS.md: the role is text (the earlier client's numeric input was a bug).
  { key: 'role', title: 'Role', width: 180, placeholder: 'e.g. Baker' },
  { key: 'salary', title: 'Gross salary', width: 150, placeholder: 'Monthly, e.g. 2500.00' },
];

/** The spec's employee table: name, role, gross salary, Delete per row, 'Add Row'. */
export function EmployeeTable({ rows, errors, onChange }: EmployeeTableProps) {
  const update = (key: string, column: Column, value: string) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, [column]: value } : row)));

  return (
    <EditableRows<EmployeeRow>
      label="Employees"
      rows={rows}
      addLabel="Add Row"
      emptyText="No employees yet: upload a workbook or add a row."
      error={errors.employees}
      errorId="payroll-employees-error"
      onAdd={() => onChange([...rows, newEmployeeRow()])}
      onDelete={(key) => onChange(rows.filter((row) => row.key !== key))}
      columns={COLUMNS.map((column) => ({
        key: column.key,
        title: column.title,
        width: column.width,
        render: (row, index) => (
          <CellInput
            id={`payroll-employees-${index}-${column.key}`}
            label={`${column.title}, row ${index + 1}`}
            value={row[column.key]}
            placeholder={column.placeholder}
            inputMode={column.key === 'salary' ? 'decimal' : 'text'}
            align={column.key === 'salary' ? 'right' : 'left'}
            error={errors[`employees.${index}.${column.key}`]}
            onChange={(value) => update(row.key, column.key, value)}
          />
        ),
      }))}
    />
  );
}
