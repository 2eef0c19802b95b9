import '../testing/test-setup';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { bus } from '@fina/bus';
import type { RequisitionSummary } from '@fina/contract';
import { installFakeApi } from '@fina/build/jest/fake-api';
import type { FakeApi } from '@fina/build/jest/fake-api';
import { COMPANY_ID, OTHER_COMPANY_ID, signIn } from '../testing/signed-in';
import { FinaProvider, PHONE_QUERY } from '@fina/ui';
import { PurchaseRequisitionRoutes } from './purchase-requisition-routes';

const BASE = '/record-operations/purchase-requisition-form';
const LIST = `/api/chat/company/${COMPANY_ID}/purchase_requisition`;
const ID = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const summary = (overrides: Partial<RequisitionSummary>): RequisitionSummary => ({
  requisition_id: ID,
  requisition_number: 2,
  currency: 'USD',
  status: 'submitted',
  status_changed_at: null,
  date: '2026-11-02',
  date_needed: '',
  requisitioned_by: 'Ana Cruz',
  department: 'Kitchen',
  vendor_name: 'Papeleria Sol',
  purpose: 'Restock paper',
  total: '1234.5',
  created_at: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

let api: FakeApi;
beforeEach(() => {
  signIn();
  api = installFakeApi()
    .on('GET', LIST, () => [
      summary({}),
      summary({ requisition_id: 'b', requisition_number: 1, vendor_name: '', total: '10' }),
    ])
    // A requisition has a `status` of its own: wrapped, so the fake does not read it as HTTP's.
    .on('GET', `/api/chat/purchase_requisition/${ID}`, () => ({ status: 200, body: detailOf() }));
});

function detailOf(overrides: Partial<RequisitionSummary> = {}) {
  return {
    ...summary(overrides),
    company_id: COMPANY_ID,
    charge_to: 'Operations',
    ship_via: 'Courier',
    supplier_code: 'SUP-7',
    supplier_in_mexico: true,
    address: 'Av. Juarez 10',
    point_of_contact: 'Luis',
    phone: '+52 55 1234 5678',
    urgency: 'Before the audit',
    payment_terms: 'Net 30',
    shipping_terms: 'FOB',
    notes: '',
    items: [{ item: 'Paper', description: 'A4', quantity: '3', rate: '19.99', amount: '59.97' }],
    sub_total: '59.97',
    discount_in_percent: '0',
    discount: '0.00',
    tax_in_percent: '0',
    tax: '0.00',
    shipping_cost: '0.00',
    total: '59.97',
  };
}

function renderAt(path: string) {
  return render(
    <FinaProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={`${BASE}/*`} element={<PurchaseRequisitionRoutes />} />
        </Routes>
      </MemoryRouter>
    </FinaProvider>,
  );
}

describe('the requisition list and detail', () => {
  it('lists number, date, requester, vendor and total, and opens a requisition', async () => {
    renderAt(`${BASE}/requisitions`);
    const link = await screen.findByRole('link', { name: '#2' });
    const row = link.closest('tr')!;
    expect(within(row).getByText('Nov 2, 2026')).toBeInTheDocument();
    expect(within(row).getByText('Ana Cruz')).toBeInTheDocument();
    expect(within(row).getByText('Papeleria Sol')).toBeInTheDocument();
    expect(within(row).getByText('$1,234.50')).toBeInTheDocument();
    const other = screen.getByRole('link', { name: '#1' }).closest('tr')!;
    expect(within(other).getByText('$10.00')).toBeInTheDocument();

    await userEvent.click(link);
    expect(
      await screen.findByRole('heading', { name: 'Purchase Requisition #2' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Papeleria Sol')).toBeInTheDocument();
    expect(screen.getByText('Yes')).toBeInTheDocument();
    expect(screen.getByText('Net 30')).toBeInTheDocument();
    expect(screen.getAllByText('$59.97').length).toBeGreaterThan(0);
    // Reached from the list, not from a submit: no success message.
    expect(screen.queryByText('Form submitted successfully!')).not.toBeInTheDocument();
  });

  it('offers the first requisition to a company without any, and follows the company', async () => {
    api.on('GET', `/api/chat/company/${OTHER_COMPANY_ID}/purchase_requisition`, () => []);
    renderAt(`${BASE}/requisitions`);
    await screen.findByRole('link', { name: '#2' });
    act(() => bus.publish('shell:company:selected', OTHER_COMPANY_ID));
    expect(await screen.findByText(/^No requisitions yet\./)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '#2' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Request a purchase' }));
    expect(
      await screen.findByRole('heading', { name: 'Purchase Requisition' }),
    ).toBeInTheDocument();
  });

  it('shows stacked cards with every figure on a phone, the list and the items', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query === PHONE_QUERY,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as typeof window.matchMedia;
    try {
      renderAt(`${BASE}/requisitions`);
      const list = await screen.findByRole('list', { name: 'Requisitions' });
      expect(document.querySelector('.ant-table')).toBeNull();
      const card = within(list).getByRole('link', { name: '#2' });
      expect(within(card).getByText('#2 · Papeleria Sol')).toBeInTheDocument();
      expect(within(card).getByText('$1,234.50')).toBeInTheDocument();
      expect(within(card).getByText('Submitted')).toBeInTheDocument();
      expect(within(list).getByText('#1 · No vendor yet')).toBeInTheDocument();

      await userEvent.click(card);
      const items = await screen.findByRole('list', { name: 'Items' });
      expect(within(items).getByText('Paper')).toBeInTheDocument();
      expect(within(items).getByText('3 × $19.99')).toBeInTheDocument();
      expect(within(items).getByText('$59.97')).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  it('leaves out discount, tax and shipping when none was entered, and shows them when there is', async () => {
    renderAt(`${BASE}/requisitions/${ID}`);
    await screen.findByRole('heading', { name: 'Purchase Requisition #2' });
    expect(screen.getByText('Subtotal')).toBeInTheDocument();
    expect(screen.queryByText(/^Discount/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Tax/)).not.toBeInTheDocument();
    expect(screen.queryByText('Shipping')).not.toBeInTheDocument();

    api.on('GET', `/api/chat/purchase_requisition/charged`, () => ({
      status: 200,
      body: {
        ...detailOf({ requisition_id: 'charged', requisition_number: 5 }),
        discount_in_percent: '10',
        discount: '6.00',
        tax_in_percent: '16',
        tax: '8.64',
        shipping_cost: '2.50',
      },
    }));
    renderAt(`${BASE}/requisitions/charged`);
    await screen.findByRole('heading', { name: 'Purchase Requisition #5' });
    expect(screen.getByText('Discount (10%)')).toBeInTheDocument();
    expect(screen.getByText('−$6.00')).toBeInTheDocument();
    expect(screen.getByText('Tax (16%)')).toBeInTheDocument();
    expect(screen.getByText('Shipping')).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    api.on('GET', LIST, () => (fail ? { status: 500, body: {} } : [summary({})]));
    renderAt(`${BASE}/requisitions`);
    expect(
      await screen.findByText('Internal Server Error. Please try again later.'),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: '#2' })).toBeInTheDocument();
  });

  it("says so when a requisition does not exist or is not the user's", async () => {
    api.on('GET', '/api/chat/purchase_requisition/gone', () => ({
      status: 404,
      body: { message: 'Purchase requisition not found.' },
    }));
    renderAt(`${BASE}/requisitions/gone`);
    expect(await screen.findByText('Purchase requisition not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All requisitions' })).toHaveAttribute(
      'href',
      `${BASE}/requisitions`,
    );
  });
});

describe('the requisition status', () => {
  const STATUS = `/api/account/purchase_requisition/${ID}/status`;

  it('shows the status in the list and moves it only along the allowed transitions', async () => {
    api.on('POST', STATUS, ({ body }) => {
      const { status } = body as { status: RequisitionSummary['status'] };
      return {
        status: 200,
        body: { ...detailOf({ status }), status_changed_at: '2026-11-22T10:00:00Z' },
      };
    });
    renderAt(`${BASE}/requisitions`);
    const row = (await screen.findByRole('link', { name: '#2' })).closest('tr')!;
    expect(within(row).getByText('Submitted')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: '#2' }));
    await screen.findByRole('heading', { name: 'Purchase Requisition #2' });
    // From submitted: approve, reject or back to draft; never "Submit for approval" again.
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to draft' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for approval' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved requisitions are final.')).toBeInTheDocument();
    expect(api.bodiesOf('POST', STATUS)).toEqual([{ status: 'approved' }]);
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a move", async () => {
    api.on('POST', STATUS, () => ({
      status: 409,
      body: {
        statusCode: 409,
        field: 'status',
        message: 'A draft requisition cannot be marked approved. It can go to: submitted.',
      },
    }));
    renderAt(`${BASE}/requisitions/${ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText(
        'A draft requisition cannot be marked approved. It can go to: submitted.',
      ),
    ).toBeInTheDocument();
  });
});
