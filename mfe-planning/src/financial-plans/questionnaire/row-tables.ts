/**
 * The questionnaires' tables (products, hires, purchases, funding) described once: their
 * columns, how each cell is checked, and how many rows they need. Cells stay text, so an
 * amount is sent exactly as typed (a decimal string), never through a binary float.
 */
import { MONTH_NAMES } from '@fina/finance';
import { amountProblem, normaliseAmount, wholeNumberProblem } from '../../shared-ui/amount';

/** 'years': a positive amount (a useful life of 2.5 years is fine). */
export type CellKind = 'text' | 'amount' | 'whole' | 'years' | 'choice';

export interface ColumnSpec {
  field: string;
  title: string;
  kind: CellKind;
  /** The choices of a 'choice' column (months, funding sources). */
  options?: readonly string[];
  placeholder?: string;
  width?: number;
  /** Value of this cell in a new row. */
  initial?: string;
}

export interface TableSpec {
  /** The submission's name for the list (`product_table`), also the error-path prefix. */
  name: string;
  /** What the rows are: the table's accessible name. */
  label: string;
  columns: ColumnSpec[];
  /** At least this many rows (1 for a required table). */
  minRows: number;
  /** The message when there are fewer rows than minRows. */
  tooFew?: string;
  emptyText?: string;
}

export type DraftRow = { key: string } & Record<string, string>;

/** Problems by path: `product_table` (the list) or `product_table.0.price` (a cell). */
export type Problems = Map<string, string>;

let rowCounter = 0;
/** A row with each column's initial value and a key no other row has. */
export function newRow(spec: TableSpec): DraftRow {
  rowCounter += 1;
  const row: DraftRow = { key: `row-${rowCounter}` } as DraftRow;
  for (const column of spec.columns) row[column.field] = column.initial ?? '';
  return row;
}

/** Rows from saved data: each column's value as text. */
export function rowsFrom(
  spec: TableSpec,
  saved: ReadonlyArray<Record<string, unknown>>,
): DraftRow[] {
  return saved.map((values) => {
    const row = newRow(spec);
    for (const column of spec.columns) {
      const value = values[column.field];
      if (value !== undefined && value !== null) row[column.field] = String(value);
    }
    return row;
  });
}

function cellProblem(column: ColumnSpec, value: string): string | null {
  switch (column.kind) {
    case 'text':
      return value.trim() === '' ? `${column.title} is required.` : null;
    case 'amount':
      return amountProblem(value, column.title);
    case 'whole':
      return wholeNumberProblem(value, column.title);
    case 'years':
      return (
        amountProblem(value, column.title) ??
        (/^0*(\.0*)?$/.test(normaliseAmount(value)) ? `${column.title} must be more than 0.` : null)
      );
    case 'choice':
      return column.options?.includes(value) ? null : `Choose the ${column.title.toLowerCase()}.`;
  }
}

/** Every problem of one table, in reading order. */
export function tableProblems(spec: TableSpec, rows: DraftRow[]): Problems {
  const problems: Problems = new Map();
  if (rows.length < spec.minRows) {
    problems.set(spec.name, spec.tooFew ?? `Add at least ${spec.minRows} row.`);
  }
  rows.forEach((row, index) => {
    for (const column of spec.columns) {
      const problem = cellProblem(column, row[column.field] ?? '');
      if (problem) problems.set(`${spec.name}.${index}.${column.field}`, problem);
    }
  });
  return problems;
}

/** The rows as the submission holds them: trimmed text, amounts without separators. */
export function submittedRows(spec: TableSpec, rows: DraftRow[]): Record<string, string>[] {
  return rows.map((row) => {
    const out: Record<string, string> = {};
    for (const column of spec.columns) {
      const value = (row[column.field] ?? '').trim();
      out[column.field] =
        column.kind === 'amount' || column.kind === 'years' ? normaliseAmount(value) : value;
    }
    return out;
  });
}

export const MONTH_COLUMN: ColumnSpec = {
  field: 'month',
  title: 'Start month',
  kind: 'choice',
  options: MONTH_NAMES,
  initial: 'January',
  width: 150,
};

/** A team's hires (role, monthly salary, start month): the spec's hiring tables. */
export const hiresTable = (name: string, label: string): TableSpec => ({
  name,
  label,
  minRows: 0,
  emptyText: 'No hires planned: add a row for each person you plan to hire.',
  columns: [
    { field: 'role', title: 'Role', kind: 'text', placeholder: 'e.g. Baker', width: 180 },
    {
      field: 'salary',
      title: 'Monthly salary',
      kind: 'amount',
      placeholder: 'e.g. 2500.00',
      width: 150,
    },
    MONTH_COLUMN,
  ],
});

/** Big purchases (what, cost, month, useful life in years): the spec's ppe table. */
export const PURCHASES_TABLE: TableSpec = {
  name: 'ppe_table',
  label: 'Big purchases',
  minRows: 0,
  emptyText: 'No big purchases planned.',
  columns: [
    { field: 'purchase', title: 'Purchase', kind: 'text', placeholder: 'e.g. Oven', width: 180 },
    { field: 'amount', title: 'Cost', kind: 'amount', placeholder: 'e.g. 12000', width: 140 },
    { ...MONTH_COLUMN, title: 'Month' },
    {
      field: 'lifespan',
      title: 'Useful life (years)',
      kind: 'years',
      placeholder: 'e.g. 5',
      width: 150,
    },
  ],
};
