import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { bus } from '@fina/bus';
import type { InvoiceDetail, PaymentInput } from '@fina/contract';
import { FinaProvider } from '@fina/ui';
import { serveBinary, stubObjectUrls } from '../testing/binary-fetch';
import { installFakeApi } from '@fina/build/jest/fake-api';
import type { FakeApi } from '@fina/build/jest/fake-api';
import { invoiceFixture } from '../testing/invoice-fixtures';
import { OTHER_COMPANY_ID, signIn } from '../testing/signed-in';
import { InvoiceDetailPage } from './invoice-detail-page';

const INVOICE = invoiceFixture();
const DETAIL = `/api/chat/invoice/${INVOICE.invoice_id}`;
const PAYMENT = `${DETAIL}/payment`;
const PDF = `${DETAIL}/pdf`;

/** The fake reads a top-level `status` as the HTTP status, and an invoice has one: wrap it. */
const ok = (invoice: InvoiceDetail) => ({ status: 200, body: invoice });

let api: FakeApi;
beforeEach(() => {
  signIn();
  api = installFakeApi().on('GET', DETAIL, () => ok(INVOICE));
});

function renderDetail(id = INVOICE.invoice_id) {
  return render(
    <FinaProvider>
      <MemoryRouter initialEntries={[`/reports/invoice/${id}`]}>
        <Routes>
          <Route path="/reports/invoice/:invoiceId" element={<InvoiceDetailPage />} />
          <Route path="/reports" element={<p>reports list</p>} />
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
const balance = () => screen.getByTestId('detail-balance-due');

describe('the invoice detail', () => {
  it('shows the invoice read-only: parties, items, totals and payments', async () => {
    renderDetail();
    expect(await screen.findByText('Invoice #7', { selector: 'h1, h2' })).toBeInTheDocument();
    expect(screen.getByText('Acme Corp')).toBeInTheDocument();
    expect(screen.getByText('1 Harbour Road')).toBeInTheDocument();
    expect(screen.getByText('Coffee (kg)')).toBeInTheDocument();
    expect(screen.getByText('$0.333')).toBeInTheDocument(); // a rate keeps its decimals
    expect(screen.getByText('$39.98')).toBeInTheDocument();
    expect(screen.getByText('Discount (12.5%)')).toBeInTheDocument();
    expect(screen.getByText('$59.38')).toBeInTheDocument();
    expect(balance()).toHaveTextContent('$39.38');
    expect(screen.getByText('Due')).toBeInTheDocument();
    expect(screen.getByText('Thank you!')).toBeInTheDocument();
    expect(document.querySelectorAll('input:not([id^="payment-"])')).toHaveLength(0);
  });

  it('records a payment only after the owner confirms it: the form starts empty', async () => {
    api.on('POST', PAYMENT, ({ body }) => {
      const { amount } = body as PaymentInput;
      const paid: InvoiceDetail = invoiceFixture({
        amount_paid: '59.38',
        balance_due: '0.00',
        status: 'paid',
        payments: [
          ...INVOICE.payments,
          { payment_id: 'p2', amount: String(amount), date: '2026-03-05', created_at: '' },
        ],
      });
      return ok(paid);
    });
    renderDetail();
    await screen.findByText('Invoice #7', { selector: 'h1, h2' });
    // Empty, so a click cannot mark the invoice paid by accident.
    expect(screen.getByLabelText(/Amount \(USD\)/)).toHaveValue('');
    await userEvent.click(button('Record payment'));
    expect(await screen.findByText('Amount is required.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/Amount \(USD\)/), '40');
    await userEvent.click(button('Record payment'));
    expect(
      await screen.findByText('Amount cannot be more than the balance due ($39.38).'),
    ).toBeInTheDocument();
    expect(api.bodiesOf('POST', PAYMENT)).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText(/Amount \(USD\)/));
    await userEvent.type(screen.getByLabelText(/Amount \(USD\)/), '39.38');
    await userEvent.clear(screen.getByLabelText('Payment date'));
    await userEvent.type(screen.getByLabelText('Payment date'), '2026-03-05');
    await userEvent.click(button('Record payment'));
    const question = `Record a payment of $39.38 on ${new Intl.DateTimeFormat(undefined, {
      dateStyle: 'medium',
    }).format(new Date(2026, 2, 5))} for invoice #7?`;
    expect(await screen.findByText(question)).toBeInTheDocument();
    // Cancel records nothing.
    await userEvent.click(button('Cancel'));
    await waitFor(() => expect(screen.queryByText(question)).not.toBeInTheDocument());
    expect(api.bodiesOf('POST', PAYMENT)).toHaveLength(0);

    await userEvent.click(button('Record payment'));
    await userEvent.click(await screen.findByText('Yes, record it'));
    await waitFor(() => expect(balance()).toHaveTextContent('$0.00'));
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.getByText('Paid in full.')).toBeInTheDocument();
    expect(await screen.findByText('Payment recorded.')).toBeInTheDocument();
    expect(api.bodiesOf('POST', PAYMENT)).toEqual([{ amount: '39.38', date: '2026-03-05' }]);
  });

  it("shows the server's refusal next to the field", async () => {
    api.on('POST', PAYMENT, () => ({
      status: 400,
      body: {
        statusCode: 400,
        message: 'Amount cannot be more than the balance due ($10.00).',
        field: 'amount',
      },
    }));
    renderDetail();
    await screen.findByText('Invoice #7', { selector: 'h1, h2' });
    await userEvent.type(screen.getByLabelText(/Amount \(USD\)/), '39');
    await userEvent.click(button('Record payment'));
    await userEvent.click(await screen.findByText('Yes, record it'));
    expect(
      await screen.findByText('Amount cannot be more than the balance due ($10.00).'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('An error occurred. Please check your inputs and try again.'),
    ).toBeInTheDocument();
    expect(balance()).toHaveTextContent('$39.38');
  });

  it('downloads the PDF through an object URL with the invoice number as file name', async () => {
    const urls = stubObjectUrls();
    serveBinary('GET', PDF, () => ({
      bytes: new TextEncoder().encode('%PDF-1.3'),
      type: 'application/pdf',
    }));
    const clicked: { href: string; download: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });
    renderDetail();
    await screen.findByText('Invoice #7', { selector: 'h1, h2' });
    await userEvent.click(button('Download PDF'));
    await waitFor(() =>
      expect(clicked).toEqual([{ href: 'blob:test/1', download: 'invoice-7.pdf' }]),
    );
    const blob = urls.create.mock.calls[0] as unknown as [Blob];
    expect(await blob[0].text()).toBe('%PDF-1.3');
    await waitFor(() => expect(urls.revoke).toHaveBeenCalledWith('blob:test/1'));
    click.mockRestore();
  });

  it('goes back to /reports for an invoice that is not found, or when the company changes', async () => {
    api.on('GET', DETAIL, () => ({ status: 404, body: { message: 'Invoice not found.' } }));
    const { unmount } = renderDetail();
    expect(await screen.findByText('reports list')).toBeInTheDocument();
    unmount();

    api.on('GET', DETAIL, () => ok(INVOICE));
    renderDetail();
    await screen.findByText('Invoice #7', { selector: 'h1, h2' });
    act(() => bus.publish('shell:company:selected', OTHER_COMPANY_ID));
    expect(await screen.findByText('reports list')).toBeInTheDocument();
  });
});
