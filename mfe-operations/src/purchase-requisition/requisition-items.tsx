import { Typography } from 'antd';
import type { PurchaseRequisitionFigures } from '@fina/finance';
import { CellInput, EditableRows } from '@fina/ui';
import type { FieldErrors, ItemRow } from './requisition-draft';
import { newItemRow } from './requisition-draft';

interface RequisitionItemsProps {
  items: ItemRow[];
  errors: FieldErrors;
  /** The engine's live figures; amounts are shown per filled row, in order. */
  figures: PurchaseRequisitionFigures | null;
  onChange: (items: ItemRow[]) => void;
}

type Column = 'item' | 'description' | 'quantity' | 'rate';
const COLUMNS: { key: Column; title: string; width: number; numeric?: boolean }[] = [
  { key: 'item', title: 'Item', width: 160 },
  { key: 'description', title: 'Description', width: 220 },
  { key: 'quantity', title: 'Quantity', width: 110, numeric: true },
  { key: 'rate', title: 'Unit cost', width: 130, numeric: true },
];

const isBlank = (row: ItemRow) =>
  [row.item, row.description, row.quantity, row.rate].every((value) => !value.trim());

/** The spec's item table: item, description, quantity, unit cost, amount; 'add another item'. */
export function RequisitionItems({ items, errors, figures, onChange }: RequisitionItemsProps) {
  const update = (key: string, column: Column, value: string) =>
    onChange(items.map((row) => (row.key === key ? { ...row, [column]: value } : row)));

  // The engine numbers the filled rows; map each table row to its line.
  const lineOf = new Map<string, number>();
  items.filter((row) => !isBlank(row)).forEach((row, line) => lineOf.set(row.key, line));

  return (
    <EditableRows<ItemRow>
      label="Items"
      rows={items}
      addLabel="add another item"
      emptyText="No items yet."
      error={errors.items}
      errorId="requisition-items-error"
      onAdd={() => onChange([...items, newItemRow()])}
      onDelete={(key) => onChange(items.filter((row) => row.key !== key))}
      columns={[
        ...COLUMNS.map((column) => ({
          key: column.key,
          title: column.title,
          width: column.width,
          render: (row: ItemRow, index: number) => (
            <CellInput
              id={`requisition-items-${index}-${column.key}`}
              label={`${column.title}, row ${index + 1}`}
              value={row[column.key]}
              inputMode={column.numeric ? 'decimal' : 'text'}
              align={column.numeric ? 'right' : 'left'}
              minWidth={column.width - 16}
              error={errors[`items.${index}.${column.key}`]}
              onChange={(value) => update(row.key, column.key, value)}
            />
          ),
        })),
        {
          key: 'amount',
          title: 'Amount',
          width: 130,
          align: 'right' as const,
          render: (row: ItemRow) => {
            const line = lineOf.get(row.key);
            const amount = line === undefined ? undefined : figures?.lines[line]?.amount;
            return (
              <Typography.Text aria-label={`Amount of ${row.item || 'this item'}`}>
                {amount ? amount.formatted : '—'}
              </Typography.Text>
            );
          },
        },
      ]}
    />
  );
}
