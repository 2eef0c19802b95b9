import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { EditableRows } from './editable-rows';
import { PHONE_QUERY } from './use-is-phone';

interface Row {
  key: string;
  name: string;
  amount: string;
}

let nextKey = 0;
const newRow = (): Row => ({ key: `row-${(nextKey += 1)}`, name: '', amount: '' });

/** A caller as payroll is one: owns the rows, renders one labelled input per cell. */
function Harness({ initial }: { initial: Row[] }) {
  const [rows, setRows] = useState(initial);
  return (
    <EditableRows<Row>
      label="Employees"
      rows={rows}
      emptyText="No employees yet."
      onAdd={() => setRows([...rows, newRow()])}
      onDelete={(key) => setRows(rows.filter((row) => row.key !== key))}
      columns={(['name', 'amount'] as const).map((field) => ({
        key: field,
        title: field === 'name' ? 'Name' : 'Gross salary',
        width: 160,
        render: (row, index) => (
          <input
            aria-label={`${field === 'name' ? 'Name' : 'Gross salary'}, row ${index + 1}`}
            value={row[field]}
            onChange={(event) =>
              setRows(
                rows.map((r) => (r.key === row.key ? { ...r, [field]: event.target.value } : r)),
              )
            }
          />
        ),
      }))}
    />
  );
}

/** Makes the window answer the phone query as `phone` says. */
function windowIsPhone(phone: boolean) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: phone && query === PHONE_QUERY,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

let restore: () => void = () => undefined;
afterEach(() => restore());

describe.each([
  ['a wide screen', false],
  ['a phone', true],
])('EditableRows on %s', (_, phone) => {
  beforeEach(() => {
    restore = windowIsPhone(phone);
  });

  it('puts the focus in the new row’s first input after adding', () => {
    render(<Harness initial={[{ key: 'a', name: 'Ann', amount: '2500.00' }]} />);
    fireEvent.click(screen.getByRole('button', { name: /Add Row/ }));
    expect(screen.getByLabelText('Name, row 2')).toHaveFocus();
  });

  it('deletes the row whose Delete was pressed, keeping the other', () => {
    render(
      <Harness
        initial={[
          { key: 'a', name: 'Ann', amount: '1' },
          { key: 'b', name: 'Bo', amount: '2' },
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete row 1' }));
    expect(screen.getByLabelText('Name, row 1')).toHaveValue('Bo');
    expect(screen.queryByLabelText('Name, row 2')).not.toBeInTheDocument();
  });

  it('says when there are no rows', () => {
    render(<Harness initial={[]} />);
    expect(screen.getByText('No employees yet.')).toBeInTheDocument();
  });
});

it('on a phone, stacks each row as a block with captions instead of a table', () => {
  restore = windowIsPhone(true);
  render(<Harness initial={[{ key: 'a', name: 'Ann', amount: '2500.00' }]} />);
  const list = screen.getByRole('group', { name: 'Employees' });
  expect(within(list).queryByRole('table')).not.toBeInTheDocument();
  const block = list.querySelector<HTMLElement>('[data-row-key="a"]');
  expect(block?.tagName).toBe('DIV');
  expect(within(block!).getByText('Gross salary')).toBeInTheDocument();
  expect(within(block!).getByLabelText('Gross salary, row 1')).toHaveValue('2500.00');
  expect(within(block!).getByRole('button', { name: 'Delete row 1' })).toHaveTextContent('Delete');
});

it('on a wide screen, shows a table with a column per field', () => {
  restore = windowIsPhone(false);
  render(<Harness initial={[{ key: 'a', name: 'Ann', amount: '2500.00' }]} />);
  const list = screen.getByRole('group', { name: 'Employees' });
  expect(within(list).getAllByRole('table').length).toBeGreaterThan(0);
  expect(within(list).getByRole('columnheader', { name: 'Gross salary' })).toBeInTheDocument();
  expect(list.querySelector('tr[data-row-key="a"]')).not.toBeNull();
});
