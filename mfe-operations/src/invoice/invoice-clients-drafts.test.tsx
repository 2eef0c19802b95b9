import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ClientRecord, InvoiceDraft } from '@fina/contract';
import { FinaProvider, PHONE_QUERY } from '@fina/ui';
import { installFakeApi } from '@fina/build/jest/fake-api';
import type { FakeApi } from '@fina/build/jest/fake-api';
import { invoiceFixture } from '../testing/invoice-fixtures';
import { COMPANY_ID, signIn } from '../testing/signed-in';
import { InvoicePage } from './invoice-page';

const COUNT = `/api/chat/company/${COMPANY_ID}/invoice/count`;
const CLIENTS = `/api/account/company/${COMPANY_ID}/clients`;
const CREATE = '/api/account/create_invoice';
const DRAFT = invoiceFixture({
  state: 'draft',
  issued_at: null,
  client_name: 'Old Client',
  discount_in_percent: '0',
  discount: '0.00',
  tax_in_percent: '0',
  tax: '0.00',
  shipping_cost: '0.00',
});
const DETAIL = `/api/chat/invoice/${DRAFT.invoice_id}`;
const UPDATE = `/api/account/invoice/${DRAFT.invoice_id}`;

const client = (name: string, email: string, address: string, id: string): ClientRecord => ({
  client_id: id,
  company_id: COMPANY_ID,
  name,
  email,
  address,
  created_at: '',
  updated_at: '',
});
const ZETA = client(
  'Zeta Ltd',
  'ap@zeta.example',
  '9 Dock St',
  '22222222-0000-4000-8000-000000000001',
);

let api: FakeApi;
beforeEach(() => {
  signIn();
  api = installFakeApi()
    .on('GET', COUNT, () => ({ total: 2 }))
    .on('GET', CLIENTS, () => [ZETA])
    .on('POST', CREATE, () => ({ status: 201, body: invoiceFixture() }))
    .on('GET', DETAIL, () => ({ status: 200, body: DRAFT }))
    .on('PUT', UPDATE, () => ({ status: 200, body: { ...DRAFT, state: 'issued' } }));
});

function renderAt(path: string) {
  return render(
    <FinaProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/record-operations/invoice" element={<InvoicePage />} />
          <Route path="/reports" element={<p>reports page</p>} />
        </Routes>
      </MemoryRouter>
    </FinaProvider>,
  );
}

const box = (name: string) => screen.getByLabelText(name);
const button = (name: string) => {
  const found = screen.getByText(name).closest('button');
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
async function typeInto(name: string, text: string) {
  await userEvent.clear(box(name));
  if (text) await userEvent.paste(text);
}

describe('saved clients on the invoice form', () => {
  it('fills the name, email and address from a picked client and sends its id', async () => {
    renderAt('/record-operations/invoice');
    await screen.findByText('# 3');
    await userEvent.click(box('Client name'));
    await userEvent.paste('zet');
    await userEvent.click(await screen.findByText('Zeta Ltd'));
    expect(box('Client name')).toHaveValue('Zeta Ltd');
    expect(box('Client email (optional)')).toHaveValue('ap@zeta.example');
    expect(box('Client address (optional)')).toHaveValue('9 Dock St');
    expect(screen.queryByText('Save as a new client')).not.toBeInTheDocument();

    await typeInto('Item 1', 'Bread');
    await typeInto('Rate 1', '3');
    await userEvent.click(button('Issue invoice'));
    expect(await screen.findByText('reports page')).toBeInTheDocument();
    expect(api.bodiesOf('POST', CREATE)[0]).toMatchObject({
      client_id: ZETA.client_id,
      client_name: 'Zeta Ltd',
      client_email: 'ap@zeta.example',
      client_address: '9 Dock St',
    });
  });

  it('offers to save a new name as a client, with the email and address typed', async () => {
    const saved = client('New Co', 'hi@new.example', '', '22222222-0000-4000-8000-000000000002');
    api.on('POST', CLIENTS, () => ({ status: 201, body: saved }));
    renderAt('/record-operations/invoice');
    await screen.findByText('# 3');
    await typeInto('Client name', 'New Co');
    await typeInto('Client email (optional)', 'hi@new.example');
    await userEvent.click(button('Save as a new client'));
    await waitFor(() => expect(screen.queryByText('Save as a new client')).not.toBeInTheDocument());
    expect(api.bodiesOf('POST', CLIENTS)).toEqual([
      { name: 'New Co', email: 'hi@new.example', address: '' },
    ]);
    expect(screen.getByText('Saved client')).toBeInTheDocument();
  });

  it('checks the client email before sending', async () => {
    renderAt('/record-operations/invoice');
    await typeInto('Client name', 'Acme');
    await typeInto('Client email (optional)', 'not-an-email');
    await typeInto('Item 1', 'Bread');
    await typeInto('Rate 1', '3');
    await userEvent.click(button('Issue invoice'));
    expect(await screen.findByText('Email must be a valid email address.')).toBeInTheDocument();
    expect(api.bodiesOf('POST', CREATE)).toHaveLength(0);
  });
});

describe('drafts on the invoice form', () => {
  it('saves a new invoice as a draft', async () => {
    renderAt('/record-operations/invoice');
    await typeInto('Client name', 'Acme');
    await typeInto('Item 1', 'Bread');
    await typeInto('Rate 1', '3');
    await userEvent.click(button('Save as draft'));
    expect(await screen.findByText('reports page')).toBeInTheDocument();
    expect((api.bodiesOf('POST', CREATE)[0] as InvoiceDraft).status).toBe('draft');
  });

  it('edits a draft in the same form, prefilled, and issues it', async () => {
    renderAt(`/record-operations/invoice?edit=${DRAFT.invoice_id}`);
    expect(await screen.findByText('# 7')).toBeInTheDocument();
    expect(box('Client name')).toHaveValue('Old Client');
    expect(box('Item 1')).toHaveValue('Coffee (kg)');
    expect(box('Rate 3')).toHaveValue('0.333');
    // A zero discount shows as an empty field, not "0".
    expect(box('Discount')).toHaveValue('');
    await typeInto('Client name', 'New Client');
    await userEvent.click(button('Issue invoice'));
    expect(await screen.findByText('reports page')).toBeInTheDocument();
    expect(api.bodiesOf('POST', CREATE)).toHaveLength(0);
    expect(api.bodiesOf('PUT', UPDATE)[0]).toMatchObject({
      status: 'issued',
      client_name: 'New Client',
      company_id: COMPANY_ID,
    });
  });

  it('refuses to edit an issued invoice', async () => {
    api.on('GET', DETAIL, () => ({ status: 200, body: { ...DRAFT, state: 'issued' } }));
    renderAt(`/record-operations/invoice?edit=${DRAFT.invoice_id}`);
    expect(
      await screen.findByText(
        'Only a draft can be edited. An issued invoice is never changed: void it instead.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Client name')).not.toBeInTheDocument();
  });
});

describe('the invoice form on a phone', () => {
  it('stacks each item so quantity and rate are in view, not behind a scroll', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query === PHONE_QUERY,
    })) as typeof window.matchMedia;
    try {
      renderAt('/record-operations/invoice');
      await typeInto('Quantity 1', '3');
      await typeInto('Rate 1', '2.50');
      expect(document.querySelector('.ant-table')).toBeNull();
      expect(screen.getByTestId('amount-1')).toHaveTextContent('$7.50');
      expect(screen.getByLabelText('Delete item 1')).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });
});
