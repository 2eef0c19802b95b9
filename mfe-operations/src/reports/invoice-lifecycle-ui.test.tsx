import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { InvoiceDetail } from '@fina/contract';
import { FinaProvider } from '@fina/ui';
import { installFakeApi } from '@fina/build/jest/fake-api';
import type { FakeApi } from '@fina/build/jest/fake-api';
import { invoiceFixture } from '../testing/invoice-fixtures';
import { signIn } from '../testing/signed-in';
import { InvoiceDetailPage } from './invoice-detail-page';

const INVOICE = invoiceFixture();
const DETAIL = `/api/chat/invoice/${INVOICE.invoice_id}`;
const ACCOUNT = `/api/account/invoice/${INVOICE.invoice_id}`;
/** The fake reads a top-level `status` as the HTTP status, and an invoice has one: wrap it. */
const ok = (invoice: InvoiceDetail) => ({ status: 200, body: invoice });

let api: FakeApi;
function renderWith(invoice: InvoiceDetail) {
  api = installFakeApi().on('GET', DETAIL, () => ok(invoice));
  return render(
    <FinaProvider>
      <MemoryRouter initialEntries={[`/reports/invoice/${invoice.invoice_id}`]}>
        <Routes>
          <Route path="/reports/invoice/:invoiceId" element={<InvoiceDetailPage />} />
          <Route path="/record-operations/invoice" element={<p>invoice form</p>} />
        </Routes>
      </MemoryRouter>
    </FinaProvider>,
  );
}
const button = (name: string) => {
  const found = screen.getByText(name).closest('button');
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const heading = () => screen.findByText('Invoice #7', { selector: 'h1, h2' });

beforeEach(() => signIn());

describe('a draft on its detail page', () => {
  const draft = invoiceFixture({ state: 'draft', issued_at: null });

  it('says it is a draft, takes no payment, and can be edited or issued', async () => {
    renderWith(draft);
    await heading();
    expect(screen.getByText(/This is a draft/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Amount \(USD\)/)).not.toBeInTheDocument();
    expect(screen.queryByText('Send by email')).not.toBeInTheDocument();
    expect(screen.queryByText('Void')).not.toBeInTheDocument();

    api.on('POST', `${ACCOUNT}/issue`, () => ok(invoiceFixture({ state: 'issued' })));
    await userEvent.click(button('Issue invoice'));
    expect(await screen.findByText('Send by email')).toBeInTheDocument();
    expect(screen.getByLabelText(/Amount \(USD\)/)).toBeInTheDocument();
    expect(screen.queryByText(/This is a draft/)).not.toBeInTheDocument();
  });

  it('opens the form to edit the draft', async () => {
    renderWith(draft);
    await heading();
    await userEvent.click(button('Edit draft'));
    expect(await screen.findByText('invoice form')).toBeInTheDocument();
  });
});

describe('an issued invoice on its detail page', () => {
  it('sends by email to the client address, which can be changed', async () => {
    renderWith(INVOICE);
    await heading();
    api.on('POST', `${ACCOUNT}/send`, ({ body }) =>
      ok({ ...INVOICE, sent_at: '2026-03-02T09:00:00.000Z', sent_to: (body as { to: string }).to }),
    );
    await userEvent.click(button('Send by email'));
    const to = await screen.findByLabelText('Send to');
    expect(to).toHaveValue('ap@acme.example');
    await userEvent.clear(to);
    await userEvent.click(button('Send'));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    await userEvent.type(to, 'boss@acme.example');
    await userEvent.click(button('Send'));
    expect(await screen.findByText(/Sent to boss@acme.example on/)).toBeInTheDocument();
    expect(api.bodiesOf('POST', `${ACCOUNT}/send`)).toEqual([
      { to: 'boss@acme.example', message: '' },
    ]);
  });

  it('voids with a reason after saying what it means; a void invoice takes no payment', async () => {
    renderWith(INVOICE);
    await heading();
    api.on('POST', `${ACCOUNT}/void`, ({ body }) =>
      ok({
        ...INVOICE,
        state: 'void',
        voided_at: '2026-03-04T09:00:00.000Z',
        void_reason: (body as { reason: string }).reason,
      }),
    );
    await userEvent.click(button('Void'));
    expect(await screen.findByText(/This cannot be undone/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Reason (optional)'), 'Billed twice');
    await userEvent.click(button('Void invoice'));
    expect(await screen.findByText('Reason: Billed twice')).toBeInTheDocument();
    expect(screen.getByText(/owes nothing and takes no payment/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText(/Amount \(USD\)/)).not.toBeInTheDocument());
    expect(screen.queryByText('Send by email')).not.toBeInTheDocument();
    expect(api.bodiesOf('POST', `${ACCOUNT}/void`)).toEqual([{ reason: 'Billed twice' }]);
  });

  it('shows no discount, tax, shipping or paid line when none was entered, and the addresses', async () => {
    renderWith(
      invoiceFixture({
        discount_in_percent: '0',
        discount: '0.00',
        tax_in_percent: '0',
        tax: '0.00',
        shipping_cost: '0.00',
        amount_paid: '0.00',
        client_address: '9 Dock St',
        payments: [],
      }),
    );
    await heading();
    const totals = screen.getByLabelText('Totals');
    for (const absent of [/Discount/, /Tax/, /Shipping/, /Amount Paid/]) {
      expect(totals).not.toHaveTextContent(absent);
    }
    expect(totals).toHaveTextContent('Subtotal');
    expect(screen.getByText('5 Baker Street, Quezon City')).toBeInTheDocument();
    expect(screen.getByText('9 Dock St')).toBeInTheDocument();
    expect(screen.getByText('ap@acme.example')).toBeInTheDocument();
  });
});
