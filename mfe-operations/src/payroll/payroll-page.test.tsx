import '../testing/test-setup';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { bus } from '@fina/bus';
import type { PayrollSubmission, SavedPayroll } from '@fina/contract';
import { installFakeApi } from '@fina/build/jest/fake-api';
import type { FakeApi } from '@fina/build/jest/fake-api';
import { COMPANY_ID, OTHER_COMPANY_ID, signIn } from '../testing/signed-in';
import { PayrollPage } from './payroll-page';
import { PHONE_QUERY } from '@fina/ui';

const PAYROLL_PATH = `/api/chat/company/${COMPANY_ID}/payroll`;
const UPLOAD_PATH = `${PAYROLL_PATH}/parse_upload`;

const figure = (amount: string) => ({
  minor: Math.round(Number(amount) * 100),
  amount,
  formatted: `$${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
});

/** A saved payroll as the service answers it (its schedule trimmed to two months). */
function saved(body: PayrollSubmission): SavedPayroll {
  const employees = body.employees.map((e) => ({ ...e, salary: Number(e.salary).toFixed(2) }));
  const monthly = employees.reduce((sum, e) => sum + Number(e.salary), 0).toFixed(2);
  const half = (Number(monthly) / 2).toFixed(2);
  return {
    company_id: COMPANY_ID,
    currency: 'USD',
    payday: body.payday,
    custom_days: body.custom_days ?? [],
    employees,
    updated_at: '2026-11-21T10:00:00.000Z',
    schedule: {
      start_month: '2026-11',
      monthly_total: figure(monthly),
      period_total: figure((Number(monthly) * 12).toFixed(2)),
      next_pay_date: { date: '2026-11-30', gross: figure(half) },
      months: ['2026-11', '2026-12'].map((month) => ({
        month,
        total: figure(monthly),
        pay_dates: [
          { date: `${month}-15`, gross: figure(half) },
          { date: `${month}-30`, gross: figure(half) },
        ],
      })),
    },
  };
}

let api: FakeApi;
beforeEach(() => {
  signIn();
  api = installFakeApi().on('GET', PAYROLL_PATH, () => ({ payroll: null }));
});

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/record-operations/payroll']}>
      <Routes>
        <Route path="/record-operations/payroll" element={<PayrollPage />} />
        <Route path="/record-operations" element={<p>operations home</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const cell = (column: 'Name' | 'Role' | 'Gross salary', row: number) =>
  screen.getByRole('textbox', { name: `${column}, row ${row}` });
const fileInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Types a value in one go (a paste): keystroke by keystroke is slow in jsdom. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save payroll' }));

async function choosePayday(option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Payday' }));
  await userEvent.click(await screen.findByTitle(option));
}

describe('the payroll page', () => {
  it('loads the saved payroll for review: rows, payday and the schedule', async () => {
    api.on('GET', PAYROLL_PATH, () => ({
      payroll: saved({
        employees: [{ name: 'Ana Cruz', role: 'Baker', salary: '3000' }],
        payday: 'Every 15th and 30th of the month',
      }),
    }));
    renderPage();
    expect(screen.getByText('Loading the payroll…')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Ana Cruz')).toBeInTheDocument();
    expect(cell('Role', 1)).toHaveValue('Baker');
    expect(cell('Gross salary', 1)).toHaveValue('3000.00');
    expect(screen.getByText('Every 15th and 30th of the month')).toBeInTheDocument();
    expect(screen.getByText('Nov 30, 2026 · $1,500.00')).toBeInTheDocument();
    const months = screen.getByRole('region', { name: 'Pay dates by month' });
    expect(within(months).getByText('December 2026')).toBeInTheDocument();
    expect(within(months).getByText('Dec 15, 2026: $1,500.00')).toBeInTheDocument();
  });

  it('stacks each employee’s inputs on a phone: salary in view, rows added and deleted', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query === PHONE_QUERY,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as typeof window.matchMedia;
    try {
      renderPage();
      const employees = await screen.findByRole('group', { name: 'Employees' });
      expect(employees.querySelector('.ant-table')).toBeNull();
      await fill(cell('Name', 1), 'Ana Cruz');
      await fill(cell('Gross salary', 1), '3000');
      await userEvent.click(within(employees).getByRole('button', { name: 'Add Row' }));
      expect(cell('Name', 2)).toHaveFocus();
      await userEvent.click(within(employees).getByRole('button', { name: 'Delete row 2' }));
      expect(screen.queryByRole('textbox', { name: 'Name, row 2' })).not.toBeInTheDocument();
      expect(cell('Gross salary', 1)).toHaveValue('3000');
    } finally {
      window.matchMedia = original;
    }
  });

  it('requires an employee list and a payday, saying so next to each, and sends nothing', async () => {
    renderPage();
    await screen.findByRole('button', { name: 'Save payroll' });
    await save();
    expect(await screen.findByText('Add at least one employee.')).toBeInTheDocument();
    expect(screen.getByText('Payday is required.')).toBeInTheDocument();
    // Said once, next to each field: no generic banner underneath.
    expect(
      screen.queryByText('An error occurred. Please check your inputs and try again.'),
    ).not.toBeInTheDocument();
    expect(api.bodiesOf('PUT', PAYROLL_PATH)).toHaveLength(0);
  });

  it('edits rows by hand, checks each cell with the engine and saves with its own call', async () => {
    api.on('PUT', PAYROLL_PATH, ({ body }) => saved(body as PayrollSubmission));
    renderPage();
    await fill(await screen.findByRole('textbox', { name: 'Name, row 1' }), 'Ana Cruz');
    await fill(cell('Role', 1), 'Baker');
    await fill(cell('Gross salary', 1), '3000');

    await userEvent.click(screen.getByRole('button', { name: 'Add Row' }));
    expect(cell('Name', 2)).toHaveFocus();
    await fill(cell('Name', 2), 'Ben');
    await fill(cell('Role', 2), 'Cashier');
    await fill(cell('Gross salary', 2), '-20');
    await userEvent.click(screen.getByRole('button', { name: 'Add Row' }));
    await fill(cell('Name', 3), 'Temp');
    await userEvent.click(screen.getByRole('button', { name: 'Delete row 3' }));
    expect(screen.queryByRole('textbox', { name: 'Name, row 3' })).not.toBeInTheDocument();

    await choosePayday('Others');
    await save();
    expect(await screen.findByText('Gross salary cannot be negative.')).toBeInTheDocument();
    expect(cell('Gross salary', 2)).toHaveAttribute('aria-invalid', 'true');
    expect(cell('Gross salary', 2)).toHaveFocus();
    expect(
      screen.getByText(/Give at least one day of the month|Pay days is required/),
    ).toBeInTheDocument();

    await fill(cell('Gross salary', 2), '2000.50');
    expect(screen.getByText('$5,000.50')).toBeInTheDocument(); // live, from the engine
    await userEvent.click(screen.getByRole('combobox', { name: 'Days of the month' }));
    await userEvent.click(await screen.findByTitle('25'));
    await userEvent.click(await screen.findByTitle('10'));
    await save();

    expect(await screen.findByText('Form submitted successfully!')).toBeInTheDocument();
    expect(api.bodiesOf('PUT', PAYROLL_PATH)).toEqual([
      {
        employees: [
          { name: 'Ana Cruz', role: 'Baker', salary: '3000' },
          { name: 'Ben', role: 'Cashier', salary: '2000.50' },
        ],
        payday: 'Others',
        custom_days: [10, 25],
      },
    ]);
    expect(screen.getByRole('region', { name: 'Pay dates by month' })).toBeInTheDocument();
    expect(screen.getByText('Monthly gross payroll (2 employees)')).toBeInTheDocument();
  });

  it('shows the rows of an uploaded workbook for review, with the cells to fix', async () => {
    api.on('POST', UPLOAD_PATH, ({ form }) => {
      const file = form?.get('file');
      return {
        file_name: file instanceof File ? file.name : '?',
        sheet: 'Staff',
        employees: [
          { name: 'Ana Cruz', role: 'Baker', salary: '3000' },
          { name: 'Cleo', role: 'Manager', salary: 'a lot' },
        ],
        issues: [{ field: 'employees.1.salary', message: 'Row 3: Gross salary must be a number.' }],
      };
    });
    const { container } = renderPage();
    await screen.findByRole('button', { name: 'Save payroll' });
    const input = fileInput(container);
    expect(input).toHaveAttribute('accept', '.xlsx');
    await userEvent.upload(input, new File(['xlsx bytes'], 'staff.xlsx'));

    expect(await screen.findByDisplayValue('Cleo')).toBeInTheDocument();
    expect(cell('Name', 1)).toHaveValue('Ana Cruz');
    expect(screen.getByText('Row 3: Gross salary must be a number.')).toBeInTheDocument();
    expect(
      screen.getByText(/2 employees read from staff.xlsx \(sheet Staff\)/),
    ).toBeInTheDocument();
    expect(api.bodiesOf('PUT', PAYROLL_PATH)).toHaveLength(0);
  });

  it("refuses a file that is not .xlsx before sending it, and shows the server's 400", async () => {
    api.on('POST', UPLOAD_PATH, () => ({
      status: 400,
      body: { message: 'The workbook needs a header row with the columns Name, Role and Salary.' },
    }));
    const { container } = renderPage();
    await screen.findByRole('button', { name: 'Save payroll' });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(container), new File(['a,b'], 'staff.csv'));
    expect(await screen.findByText('Invalid file format.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    // The upload control renews its input after each file: find it again.
    await user.upload(fileInput(container), new File(['x'], 'staff.xlsx'));
    expect(await screen.findByText(/columns Name, Role and Salary/)).toBeInTheDocument();
  });

  it("puts a server 400 next to its field and a 500 in the catalogue's words", async () => {
    let status = 400;
    api.on('PUT', PAYROLL_PATH, () => ({
      status,
      body: { message: 'Gross salary has too many digits.', field: 'employees.0.salary' },
    }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Row' }));
    // Row 1 stays blank: the server's employees.0 is the table's row 2.
    await fill(cell('Name', 2), 'Ana');
    await fill(cell('Role', 2), 'Baker');
    await fill(cell('Gross salary', 2), '3000');
    await choosePayday('Every end of the month');
    await save();
    expect(await screen.findByText('Gross salary has too many digits.')).toBeInTheDocument();
    expect(cell('Gross salary', 2)).toHaveAttribute('aria-invalid', 'true');

    status = 500;
    await save();
    expect(
      await screen.findByText('Internal Server Error. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('closes to /record-operations and follows the selected company', async () => {
    const otherPath = `/api/chat/company/${OTHER_COMPANY_ID}/payroll`;
    api.on('GET', otherPath, () => ({
      payroll: {
        ...saved({
          employees: [{ name: 'Dee', role: 'Driver', salary: '900' }],
          payday: 'Every end of the month',
        }),
        company_id: OTHER_COMPANY_ID,
      },
    }));
    renderPage();
    await screen.findByRole('button', { name: 'Save payroll' });
    act(() => bus.publish('shell:company:selected', OTHER_COMPANY_ID));
    expect(await screen.findByDisplayValue('Dee')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.map((c) => c.path)).toContain(otherPath));

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText('operations home')).toBeInTheDocument();
  });

  it('asks for a company when none is selected', () => {
    signIn(null);
    renderPage();
    expect(screen.getByText('Add or select a company to run its payroll.')).toBeInTheDocument();
  });
});
