import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { FinaProvider, PHONE_QUERY } from '@fina/ui';
import { installFakeApi } from '@fina/build/jest/fake-api';
import { invoiceFixture } from '../testing/invoice-fixtures';
import { COMPANY_ID, signIn } from '../testing/signed-in';
import { ReportsRoutes } from './reports-routes';

const LIST = `/api/chat/company/${COMPANY_ID}/invoice`;

const summary = (overrides: Parameters<typeof invoiceFixture>[0]) => {
  const { payments: _payments, ...rest } = invoiceFixture(overrides);
  return rest;
};
const id = (n: number) => `11111111-0000-4000-8000-00000000000${n}`;
const INVOICES = [
  // Issued, due: 100.00 total, 40.00 paid.
  summary({
    invoice_id: id(1),
    invoice_number: 1,
    client_name: 'Due Co',
    date: '2026-01-10',
    total: '100.00',
    amount_paid: '40.00',
    balance_due: '60.00',
  }),
  // Issued, paid in full.
  summary({
    invoice_id: id(2),
    invoice_number: 2,
    client_name: 'Paid Co',
    date: '2026-02-10',
    total: '25.50',
    amount_paid: '25.50',
    balance_due: '0.00',
  }),
  // Draft and void: shown, never counted.
  summary({
    invoice_id: id(3),
    invoice_number: 3,
    client_name: 'Draft Co',
    date: '2026-02-20',
    state: 'draft',
    total: '999.00',
    amount_paid: '0.00',
    balance_due: '999.00',
  }),
  summary({
    invoice_id: id(4),
    invoice_number: 4,
    client_name: 'Void Co',
    date: '2026-03-05',
    state: 'void',
    total: '500.00',
    amount_paid: '0.00',
    balance_due: '500.00',
  }),
];

beforeEach(() => {
  signIn();
  installFakeApi().on('GET', LIST, () => INVOICES);
});

function renderReports() {
  return render(
    <FinaProvider>
      <MemoryRouter initialEntries={['/reports']}>
        <Routes>
          <Route path="/reports/*" element={<ReportsRoutes />} />
          <Route path="/record-operations/invoice" element={<p>invoice form</p>} />
        </Routes>
      </MemoryRouter>
    </FinaProvider>,
  );
}

const shownClients = () =>
  Array.from(document.querySelectorAll('.ant-table-tbody tr.ant-table-row')).map(
    (row) => row.querySelectorAll('td')[3]?.textContent,
  );
const totals = () => within(screen.getByTestId('totals-USD'));

async function pickStatus(label: string) {
  const select = document.getElementById('reports-status');
  if (!select) throw new Error('no status filter');
  await userEvent.click(select);
  const options = await screen.findAllByTitle(label);
  await userEvent.click(options[options.length - 1]!);
}

describe('the reports filters and totals', () => {
  it('totals only the issued invoices shown: drafts and void ones owe nothing', async () => {
    renderReports();
    await screen.findByText('Due Co');
    expect(shownClients()).toHaveLength(4);
    expect(totals().getByText('Invoiced (2)')).toBeInTheDocument();
    // 100.00 + 25.50; paid 40.00 + 25.50; balance 60.00 + 0.00.
    expect(totals().getByText('$125.50')).toBeInTheDocument();
    expect(totals().getByText('$65.50')).toBeInTheDocument();
    expect(totals().getByText('$60.00')).toBeInTheDocument();
    expect(
      within(document.querySelector('.ant-table-tbody')!).getByText('Void'),
    ).toBeInTheDocument();
    expect(
      within(document.querySelector('.ant-table-tbody')!).getByText('Draft'),
    ).toBeInTheDocument();
  });

  it('filters by status, and the totals follow', async () => {
    renderReports();
    await screen.findByText('Due Co');
    await pickStatus('Paid');
    await waitFor(() => expect(shownClients()).toEqual(['Paid Co']));
    expect(totals().getByText('Invoiced (1)')).toBeInTheDocument();
    expect(totals().getAllByText('$25.50')).toHaveLength(2);

    await pickStatus('Draft');
    await waitFor(() => expect(shownClients()).toEqual(['Draft Co']));
    expect(screen.queryByTestId('totals-USD')).not.toBeInTheDocument();
    expect(screen.getByText(/No issued invoice among those shown/)).toBeInTheDocument();
  });

  it('filters by a date range, inclusive, and clears', async () => {
    renderReports();
    await screen.findByText('Due Co');
    await userEvent.type(screen.getByLabelText('From'), '2026-02-10');
    await userEvent.type(screen.getByLabelText('To'), '2026-02-20');
    await waitFor(() => expect(shownClients().sort()).toEqual(['Draft Co', 'Paid Co']));
    expect(totals().getByText('Invoiced (1)')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Clear filters'));
    await waitFor(() => expect(shownClients()).toHaveLength(4));
  });

  it('has a New invoice button to the invoice form', async () => {
    renderReports();
    await screen.findByText('Due Co');
    await userEvent.click(screen.getByText('New invoice'));
    expect(await screen.findByText('invoice form')).toBeInTheDocument();
  });

  it('shows stacked cards instead of the table on a phone', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query === PHONE_QUERY,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as typeof window.matchMedia;
    try {
      renderReports();
      await screen.findByText('Due Co');
      expect(document.querySelector('.ant-table')).toBeNull();
      expect(screen.getAllByTestId('invoice-card')).toHaveLength(4);
      expect(screen.getByLabelText('View invoice 1')).toHaveAttribute(
        'href',
        `/reports/invoice/${id(1)}`,
      );
      expect(screen.getByText('Balance $60.00')).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });
});
