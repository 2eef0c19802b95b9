import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { bus } from '@fina/bus';
import { FinaProvider } from '@fina/ui';
import { installFakeApi } from '@fina/build/jest/fake-api';
import type { FakeApi } from '@fina/build/jest/fake-api';
import { invoiceFixture } from '../testing/invoice-fixtures';
import { COMPANY_ID, OTHER_COMPANY_ID, signIn } from '../testing/signed-in';
import { ReportsRoutes } from './reports-routes';

const LIST = `/api/chat/company/${COMPANY_ID}/invoice`;
const OTHER_LIST = `/api/chat/company/${OTHER_COMPANY_ID}/invoice`;

const summary = (overrides: Parameters<typeof invoiceFixture>[0]) => {
  const { payments: _payments, ...rest } = invoiceFixture(overrides);
  return rest;
};

const INVOICES = [
  summary({
    invoice_id: '11111111-0000-4000-8000-000000000001',
    invoice_number: 2,
    client_name: 'Zeta Ltd',
    date: '2026-04-02',
    due_date: '2026-04-30',
    amount_paid: '0.00',
    balance_due: '1250.00',
    notes: 'Second',
  }),
  summary({
    invoice_id: '11111111-0000-4000-8000-000000000002',
    invoice_number: 1,
    client_name: 'alpha & Co',
    date: '2026-03-01',
    due_date: '2999-12-31',
    amount_paid: '59.38',
    balance_due: '0.00',
    notes: 'First',
  }),
  summary({
    invoice_id: '11111111-0000-4000-8000-000000000003',
    invoice_number: 3,
    client_name: 'Mid Corp',
    date: '2026-05-01',
    due_date: '2999-12-31',
    amount_paid: '5.00',
    balance_due: '99.00',
    notes: '',
  }),
];

let api: FakeApi;
beforeEach(() => {
  signIn();
  api = installFakeApi().on('GET', LIST, () => INVOICES);
});

function renderReports(path = '/reports') {
  return render(
    <FinaProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/reports/*" element={<ReportsRoutes />} />
        </Routes>
      </MemoryRouter>
    </FinaProvider>,
  );
}

const tableBody = () => {
  const body = document.querySelector<HTMLElement>('.ant-table-tbody');
  if (!body) throw new Error('no table body');
  return body;
};

/** The client names in the order the table shows them. */
const clientOrder = () =>
  Array.from(document.querySelectorAll('.ant-table-tbody tr.ant-table-row')).map(
    (row) => row.querySelectorAll('td')[3]?.textContent,
  );

describe('the reports page', () => {
  it('shows a spinner, then every invoice with its figures, status and View link', async () => {
    let answer: (value: unknown) => void = () => undefined;
    api.on('GET', LIST, () => new Promise((resolve) => (answer = resolve)));
    renderReports();
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).not.toBeNull());
    expect(screen.queryByText('No data found.')).not.toBeInTheDocument();
    await act(async () => answer(INVOICES));

    expect(await screen.findByText('Zeta Ltd')).toBeInTheDocument();
    for (const title of [
      'Date Created',
      'Due Date',
      'Client Name',
      'Amount',
      'Amount Paid',
      'Balance Due',
      'Notes',
      'Action',
    ]) {
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    }
    const table = within(tableBody());
    expect(table.getByText('$1,250.00')).toBeInTheDocument();
    // Amount (the total) of each invoice, and what was paid on the second one.
    expect(table.getAllByText('$59.38')).toHaveLength(4);
    expect(table.getByText('Overdue')).toBeInTheDocument(); // due 2026-04-30, not paid
    expect(table.getByText('Paid')).toBeInTheDocument();
    expect(table.getByText('Due')).toBeInTheDocument();
    expect(screen.getByLabelText('View invoice 2')).toHaveAttribute(
      'href',
      '/reports/invoice/11111111-0000-4000-8000-000000000001',
    );
    expect(document.querySelector('.ant-spin-spinning')).toBeNull();
  });

  it('sorts by a column when its title is clicked', async () => {
    renderReports();
    await screen.findByText('Zeta Ltd');
    expect(clientOrder()).toEqual(['Zeta Ltd', 'alpha & Co', 'Mid Corp']);
    await userEvent.click(screen.getAllByText('Client Name')[0]!);
    expect(clientOrder()).toEqual(['alpha & Co', 'Mid Corp', 'Zeta Ltd']);
    await userEvent.click(screen.getAllByText('Balance Due')[0]!);
    expect(clientOrder()).toEqual(['alpha & Co', 'Mid Corp', 'Zeta Ltd']);
    await userEvent.click(screen.getAllByText('Balance Due')[0]!);
    expect(clientOrder()).toEqual(['Zeta Ltd', 'Mid Corp', 'alpha & Co']);
  });

  it("says 'No data found.' when there are no invoices, or they cannot be loaded", async () => {
    api.on('GET', LIST, () => []);
    const { unmount } = renderReports();
    expect(await screen.findByText('No data found.')).toBeInTheDocument();
    unmount();

    api.on('GET', LIST, () => ({ status: 500, body: { message: 'boom' } }));
    renderReports();
    expect(await screen.findByText('No data found.')).toBeInTheDocument();
    expect(screen.getByText('The invoices could not be loaded.')).toBeInTheDocument();
    api.on('GET', LIST, () => INVOICES);
    await userEvent.click(screen.getByText('Try again'));
    expect(await screen.findByText('Zeta Ltd')).toBeInTheDocument();
  });

  it('follows the company chosen in the side menu', async () => {
    api.on('GET', OTHER_LIST, () => [
      summary({
        company_id: OTHER_COMPANY_ID,
        client_name: 'Cliente Uno',
        currency: 'PHP',
        balance_due: '10.00',
      }),
    ]);
    renderReports();
    await screen.findByText('Zeta Ltd');
    act(() => bus.publish('shell:company:selected', OTHER_COMPANY_ID));
    expect(await screen.findByText('Cliente Uno')).toBeInTheDocument();
    expect(screen.queryByText('Zeta Ltd')).not.toBeInTheDocument();
    expect(within(tableBody()).getByText('₱10.00')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === OTHER_LIST)).toHaveLength(1);
  });
});
