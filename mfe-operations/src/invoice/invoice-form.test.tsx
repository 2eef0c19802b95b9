import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { bus } from '@fina/bus';
import type { InvoiceDraft } from '@fina/contract';
import { FinaProvider } from '@fina/ui';
import { serveBinary, stubObjectUrls } from '../testing/binary-fetch';
import { installFakeApi } from '@fina/build/jest/fake-api';
import type { FakeApi } from '@fina/build/jest/fake-api';
import { invoiceFixture } from '../testing/invoice-fixtures';
import { COMPANY_ID, OTHER_COMPANY_ID, signIn } from '../testing/signed-in';
import { InvoicePage } from './invoice-page';

const COUNT = `/api/chat/company/${COMPANY_ID}/invoice/count`;
const LOGO = `/api/chat/company/${COMPANY_ID}/logo`;
const CREATE = '/api/account/create_invoice';

let api: FakeApi;
beforeEach(() => {
  signIn();
  stubObjectUrls();
  api = installFakeApi()
    .on('GET', COUNT, () => ({ total: 2 }))
    .on('POST', CREATE, () => ({ status: 201, body: invoiceFixture() }));
});

function renderForm() {
  return render(
    <FinaProvider>
      <MemoryRouter initialEntries={['/record-operations/invoice']}>
        <Routes>
          <Route path="/record-operations/invoice" element={<InvoicePage />} />
          <Route path="/reports" element={<p>reports page</p>} />
        </Routes>
      </MemoryRouter>
    </FinaProvider>,
  );
}

// Queries by label and text: *ByRole walks the accessibility tree of this large form, which
// takes seconds per query in jsdom.
const box = (name: string) => screen.getByLabelText(name);
const button = (name: string) => {
  const found = screen.getByText(name).closest('button');
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
/** Replaces a field's text the way a user pastes it (one change event: typing each key into
 *  this large form is slow in jsdom; the per-key behaviour is antd's, not ours). */
async function typeInto(name: string, text: string) {
  await userEvent.clear(box(name));
  if (text) await userEvent.paste(text);
}
const total = () => screen.getByTestId('invoice-total');
const balance = () => screen.getByTestId('invoice-balance-due');
const submit = () => userEvent.click(button('Issue invoice'));

/** The spec's worked example: 56.00 subtotal, 12.5% off, 12% tax, 4.50 shipping, 20 paid. */
async function fillExample() {
  await typeInto('Client name', 'Acme Corp');
  await typeInto('Item 1', 'Coffee (kg)');
  await typeInto('Quantity 1', '2');
  await typeInto('Rate 1', '19.99');
  await userEvent.click(button('add another item'));
  await typeInto('Item 2', 'Consulting (h)');
  await typeInto('Quantity 2', '1.5');
  await typeInto('Rate 2', '10.01');
  await userEvent.click(button('add another item'));
  await typeInto('Item 3', 'Stickers');
  await typeInto('Quantity 3', '3');
  await typeInto('Rate 3', '0.333');
  await typeInto('Discount', '12.5');
  await typeInto('Tax', '12');
  await typeInto('Shipping', '4.50');
  await typeInto('Amount Paid', '20');
}

describe('the invoice form', () => {
  it('shows the company, the next number, the logo placeholder and today’s date', async () => {
    renderForm();
    expect(screen.getByText('Bakery')).toBeInTheDocument();
    expect(await screen.findByText('# 3')).toBeInTheDocument();
    expect(await screen.findByText('Add Your Logo')).toBeInTheDocument();
    const today = new Date();
    const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(screen.getByLabelText('Date')).toHaveValue(iso);
    expect(screen.getByTitle('USD')).toBeInTheDocument();
  });

  it('numbers the first invoice 1 when the count answers 404', async () => {
    api.on('GET', COUNT, () => ({ status: 404, body: { message: 'Not found.' } }));
    renderForm();
    expect(await screen.findByText('# 1')).toBeInTheDocument();
  });

  it('computes every amount live with the finance engine', async () => {
    renderForm();
    await fillExample();
    expect(screen.getByTestId('amount-1')).toHaveTextContent('$39.98');
    expect(screen.getByTestId('amount-2')).toHaveTextContent('$15.02');
    expect(screen.getByTestId('amount-3')).toHaveTextContent('$1.00');
    const totals = screen.getByLabelText('Totals');
    expect(within(totals).getByText('$56.00')).toBeInTheDocument();
    expect(within(totals).getByText('−$7.00')).toBeInTheDocument();
    expect(within(totals).getByText('+$5.88')).toBeInTheDocument();
    expect(total()).toHaveTextContent('$59.38');
    expect(balance()).toHaveTextContent('$39.38');

    await userEvent.click(screen.getByLabelText('Delete item 3'));
    // 55.00 − 6.88 (12.5%, half-up) = 48.12; + 5.77 tax (12%) + 4.50 shipping.
    expect(total()).toHaveTextContent('$58.39');
    expect(screen.queryByLabelText('Item 3')).not.toBeInTheDocument();
  });

  it('formats in the chosen currency', async () => {
    renderForm();
    await typeInto('Rate 1', '1234.5');
    expect(total()).toHaveTextContent('$1,234.50');
    await userEvent.click(screen.getByLabelText('Currency'));
    await userEvent.click(await screen.findByTitle('PHP'));
    expect(total()).toHaveTextContent('₱1,234.50');
  });

  it('shows the engine’s messages next to the field while typing', async () => {
    renderForm();
    await typeInto('Quantity 1', '-2');
    expect(screen.getByText('Quantity cannot be negative.')).toBeInTheDocument();
    expect(box('Quantity 1')).toHaveAttribute('aria-invalid', 'true');
    await typeInto('Quantity 1', '2');
    expect(screen.queryByText('Quantity cannot be negative.')).not.toBeInTheDocument();

    await typeInto('Discount', '101');
    expect(screen.getByText('Discount must be between 0 and 100 percent.')).toBeInTheDocument();
    await typeInto('Discount', '');

    await typeInto('Rate 1', '10');
    await typeInto('Amount Paid', '25');
    expect(
      screen.getByText('Amount paid cannot be more than the total (20.00).'),
    ).toBeInTheDocument();
    expect(total()).toHaveTextContent('$20.00');
    expect(balance()).toHaveTextContent('—');
  });

  it('requires the client name, with the message next to it, and sends nothing', async () => {
    renderForm();
    await typeInto('Item 1', 'Bread');
    await typeInto('Rate 1', '3');
    await submit();
    const message = await screen.findByText('Client name is required.');
    expect(message).toHaveAttribute('id', 'invoice-client-name-error');
    expect(screen.getByLabelText('Client name')).toHaveFocus();
    expect(api.bodiesOf('POST', CREATE)).toHaveLength(0);

    await typeInto('Client name', 'Acme');
    expect(screen.queryByText('Client name is required.')).not.toBeInTheDocument();
  });

  it('refuses a due date before the date', async () => {
    renderForm();
    await typeInto('Client name', 'Acme');
    await typeInto('Item 1', 'Bread');
    await typeInto('Rate 1', '3');
    await userEvent.clear(screen.getByLabelText('Date'));
    await userEvent.type(screen.getByLabelText('Date'), '2026-03-10');
    await userEvent.clear(screen.getByLabelText('Due date'));
    await userEvent.type(screen.getByLabelText('Due date'), '2026-03-01');
    await submit();
    expect(await screen.findByText('Due date cannot be before the date.')).toBeInTheDocument();
    expect(api.bodiesOf('POST', CREATE)).toHaveLength(0);
  });

  it('submits the invoice with the engine’s totals and goes to /reports', async () => {
    let release: () => void = () => undefined;
    api.on(
      'POST',
      CREATE,
      () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 201, body: invoiceFixture() });
        }),
    );
    renderForm();
    await screen.findByText('# 3');
    await fillExample();
    await typeInto('PO number', '4521');
    await submit();
    // Disabled while sending: a second click cannot send twice.
    await waitFor(() => expect(button('Issue invoice')).toBeDisabled());
    expect(button('Save as draft')).toBeDisabled();
    await act(async () => release());
    expect(await screen.findByText('reports page')).toBeInTheDocument();
    expect(await screen.findByText('Form submitted successfully!')).toBeInTheDocument();

    const [body] = api.bodiesOf('POST', CREATE) as InvoiceDraft[];
    expect(body).toMatchObject({
      company_id: COMPANY_ID,
      invoice_number: 3,
      status: 'issued',
      currency: 'USD',
      client_id: null,
      client_name: 'Acme Corp',
      po_number: '4521',
      sub_total: '56.00',
      total: '59.38',
      balance_due: '39.38',
      discount_in_percent: '12.5',
      amount_paid: '20',
    });
    expect(body?.items).toEqual([
      { item: 'Coffee (kg)', quantity: '2', rate: '19.99' },
      { item: 'Consulting (h)', quantity: '1.5', rate: '10.01' },
      { item: 'Stickers', quantity: '3', rate: '0.333' },
    ]);
  });

  it('shows the catalogue message on failure, and the server’s message next to its field', async () => {
    api.on('POST', CREATE, () => ({
      status: 400,
      body: { statusCode: 400, message: 'Rate must be a number.', field: 'items.0.rate' },
    }));
    renderForm();
    await typeInto('Client name', 'Acme');
    await typeInto('Item 1', 'Bread');
    await typeInto('Rate 1', '3');
    await submit();
    expect(
      await screen.findByText('An error occurred. Please check your inputs and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Rate must be a number.')).toBeInTheDocument();
    expect(box('Rate 1')).toHaveAttribute('aria-invalid', 'true');

    api.on('POST', CREATE, () => ({ status: 500, body: { message: 'boom' } }));
    await submit();
    expect(
      await screen.findByText('Internal Server Error. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('reports page')).not.toBeInTheDocument();
  });

  it('uploads a logo and shows it instead of the placeholder', async () => {
    let stored = false;
    api.on('POST', LOGO, () => {
      stored = true;
      return {
        message: 'Logo saved.',
        logo: { content_type: 'image/png', size: 4, updated_at: '' },
      };
    });
    serveBinary('GET', LOGO, () =>
      stored
        ? { bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]), type: 'image/png' }
        : { status: 404 },
    );
    const { container } = renderForm();
    await screen.findByText('Add Your Logo');

    // The upload control replaces its file input after each pick: find it each time.
    const input = () => {
      const found = container.querySelector<HTMLInputElement>('input[type="file"]');
      if (!found) throw new Error('no file input');
      return found;
    };
    await userEvent.upload(input(), new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    expect(await screen.findByText('Choose a PNG or JPEG image for the logo.')).toBeInTheDocument();
    expect(stored).toBe(false);

    await userEvent.upload(
      input(),
      new File([new Uint8Array([0x89, 0x50])], 'logo.png', { type: 'image/png' }),
    );
    const logo = await screen.findByAltText('Company logo');
    expect(logo.getAttribute('src')).toMatch(/^blob:/);
    const [upload] = api.calls.filter((c) => c.path === LOGO && c.method === 'POST');
    expect(upload?.form?.get('logo')).toBeInstanceOf(File);
    expect(screen.queryByText('Add Your Logo')).not.toBeInTheDocument();
  });

  it('starts again for another company, in its currency', async () => {
    api.on('GET', `/api/chat/company/${OTHER_COMPANY_ID}/invoice/count`, () => ({ total: 0 }));
    renderForm();
    await typeInto('Client name', 'Acme');
    act(() => bus.publish('shell:company:selected', OTHER_COMPANY_ID));
    expect(await screen.findByText('Panaderia')).toBeInTheDocument();
    expect(screen.getByLabelText('Client name')).toHaveValue('');
    expect(screen.getByTitle('PHP')).toBeInTheDocument();
    expect(await screen.findByText('# 1')).toBeInTheDocument();
  });
});
