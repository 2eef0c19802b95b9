import '../testing/test-setup';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { bus } from '@fina/bus';
import { FinaProvider } from '@fina/ui';
import type { RequisitionDetail, RequisitionSubmission } from '@fina/contract';
import { installFakeApi } from '@fina/build/jest/fake-api';
import type { FakeApi } from '@fina/build/jest/fake-api';
import { COMPANY_ID, OTHER_COMPANY_ID, signIn } from '../testing/signed-in';
import { PurchaseRequisitionRoutes } from './purchase-requisition-routes';
import { REQUISITION_DRAFT_SAVED } from './requisition-detail-page';

const BASE = '/record-operations/purchase-requisition-form';
const COUNT = `/api/chat/company/${COMPANY_ID}/purchase_requisition/count`;
const CREATE = '/api/chat/purchase_requisition';
const SAVED_ID = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

function detail(body: RequisitionSubmission): RequisitionDetail {
  return {
    requisition_id: SAVED_ID,
    requisition_number: 3,
    company_id: COMPANY_ID,
    currency: 'USD',
    status: 'submitted',
    status_changed_at: null,
    requisitioned_by: body.requisitioned_by ?? '',
    department: body.department ?? '',
    purpose: body.purpose,
    date: body.date,
    date_needed: body.date_needed ?? '',
    charge_to: '',
    ship_via: '',
    supplier_code: '',
    supplier_in_mexico: body.supplier_in_mexico ?? false,
    vendor_name: body.vendor_name ?? '',
    address: '',
    point_of_contact: '',
    phone: body.phone ?? '',
    urgency: '',
    payment_terms: '',
    shipping_terms: '',
    notes: '',
    items: [
      { item: 'Paper', description: 'A4', quantity: '3', rate: '19.99', amount: '59.97' },
      { item: 'Toner', description: '', quantity: '1.5', rate: '40.1', amount: '60.15' },
    ],
    sub_total: '120.12',
    discount_in_percent: '10',
    discount: '12.01',
    tax_in_percent: '16',
    tax: '17.30',
    shipping_cost: '12.50',
    total: '137.91',
    created_at: '2026-11-21T10:00:00.000Z',
  };
}

let api: FakeApi;
beforeEach(() => {
  signIn();
  api = installFakeApi()
    .on('GET', COUNT, () => ({ total: 2 }))
    .on('POST', CREATE, ({ body }) => ({
      status: 201,
      body: detail(body as RequisitionSubmission),
    }))
    // A requisition has a `status` of its own: wrapped, so the fake does not read it as HTTP's.
    .on('GET', `/api/chat/purchase_requisition/${SAVED_ID}`, () => ({
      status: 200,
      body: detail({
        company_id: COMPANY_ID,
        purpose: 'Restock paper',
        date: '2026-11-02',
        items: [],
      }),
    }));
});

function renderForm() {
  return render(
    <FinaProvider>
      <MemoryRouter initialEntries={[BASE]}>
        <Routes>
          <Route path={`${BASE}/*`} element={<PurchaseRequisitionRoutes />} />
        </Routes>
      </MemoryRouter>
    </FinaProvider>,
  );
}

async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}
const field = (label: string) => screen.getByLabelText(label);
const cell = (column: string, row: number) =>
  screen.getByRole('textbox', { name: `${column}, row ${row}` });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));
const totals = () => within(screen.getByText('Subtotal').closest('table')!);

async function fillItems() {
  await fill(cell('Item', 1), 'Paper');
  await fill(cell('Description', 1), 'A4');
  await fill(cell('Quantity', 1), '3');
  await fill(cell('Unit cost', 1), '19.99');
  await userEvent.click(screen.getByRole('button', { name: 'add another item' }));
  await fill(cell('Item', 2), 'Toner');
  await fill(cell('Quantity', 2), '1.5');
  await fill(cell('Unit cost', 2), '40.10');
}

describe('the purchase requisition form', () => {
  it("shows the company's next number, every field of the spec and the company currency", async () => {
    renderForm();
    expect(await screen.findByText('Requisition #3')).toBeInTheDocument();
    for (const label of [
      'Requisitioned by',
      'Department',
      'Purpose of purchase',
      'Date',
      'Date needed',
      'Charge to',
      'Ship via',
      'Supplier code',
      'Vendor name',
      'Address',
      'Point of contact',
      'Phone',
      'Urgency',
      'Payment terms',
      'Shipping terms',
      'Notes',
      'Discount (%)',
      'Tax (%)',
      'Shipping',
    ]) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: 'Currency' })).toBeInTheDocument();
    expect(screen.getByText('USD')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Supplier in Mexico?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
  });

  it('numbers the first requisition 1 when the count call answers 404', async () => {
    api.on('GET', COUNT, () => ({ status: 404, body: { message: 'Company not found.' } }));
    renderForm();
    expect(await screen.findByText('Requisition #1')).toBeInTheDocument();
  });

  it('computes each amount and the totals live, tax on the discounted subtotal', async () => {
    renderForm();
    await screen.findByText('Requisition #3');
    await fillItems();
    expect(screen.getByLabelText('Amount of Paper')).toHaveTextContent('$59.97');
    expect(screen.getByLabelText('Amount of Toner')).toHaveTextContent('$60.15');
    await fill(field('Discount (%)'), '10');
    await fill(field('Tax (%)'), '16');
    await fill(field('Shipping'), '12.5');
    expect(totals().getByText('$120.12')).toBeInTheDocument();
    expect(totals().getByText('$12.01')).toBeInTheDocument();
    // 16% of 108.11 (the discounted subtotal) = 17.2976 → 17.30; not 16% of 120.12.
    expect(totals().getByText('Tax (16% of $108.11)')).toBeInTheDocument();
    expect(totals().getByText('$17.30')).toBeInTheDocument();
    expect(totals().getByText('$137.91')).toBeInTheDocument();

    await fill(cell('Quantity', 2), '-1');
    expect(await screen.findByText('Quantity cannot be negative.')).toBeInTheDocument();
    expect(totals().getAllByText('—').length).toBeGreaterThan(0);
  });

  it('requires the purpose and items, checks dates and phone, and sends nothing', async () => {
    renderForm();
    await screen.findByText('Requisition #3');
    fireEvent.change(field('Date'), { target: { value: '2026-11-10' } });
    fireEvent.change(field('Date needed'), { target: { value: '2026-11-01' } });
    await fill(field('Phone'), 'call me');
    await submit();
    expect(await screen.findByText('Purpose of purchase is required.')).toBeInTheDocument();
    expect(field('Purpose of purchase')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Purpose of purchase')).toHaveFocus();
    expect(screen.getByText('Add at least one item.')).toBeInTheDocument();
    expect(screen.getByText('Date needed cannot be before the date.')).toBeInTheDocument();
    expect(screen.getByText(/Phone must be a phone number/)).toBeInTheDocument();
    // Said once, next to each field: no generic banner underneath.
    expect(
      screen.queryByText('An error occurred. Please check your inputs and try again.'),
    ).not.toBeInTheDocument();
    expect(api.bodiesOf('POST', CREATE)).toHaveLength(0);

    // Typing in the purpose clears its message.
    await fill(field('Purpose of purchase'), 'Restock');
    expect(screen.queryByText('Purpose of purchase is required.')).not.toBeInTheDocument();
  });

  it('submits every field with the totals it showed, then opens the saved requisition', async () => {
    renderForm();
    await screen.findByText('Requisition #3');
    await fill(field('Requisitioned by'), 'Ana Cruz');
    await fill(field('Department'), 'Kitchen');
    await fill(field('Purpose of purchase'), 'Restock paper');
    fireEvent.change(field('Date'), { target: { value: '2026-11-02' } });
    fireEvent.change(field('Date needed'), { target: { value: '2026-11-10' } });
    await fill(field('Vendor name'), 'Papeleria Sol');
    await fill(field('Phone'), '+52 (55) 1234-5678');
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await fillItems();
    // A row added and left blank is not an item.
    await userEvent.click(screen.getByRole('button', { name: 'add another item' }));
    await fill(field('Discount (%)'), '10');
    await fill(field('Tax (%)'), '16');
    await fill(field('Shipping'), '12.5');
    await submit();

    expect(await screen.findByText('Form submitted successfully!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Purchase Requisition #3' })).toBeInTheDocument();
    const [sent] = api.bodiesOf('POST', CREATE) as RequisitionSubmission[];
    expect(sent).toMatchObject({
      company_id: COMPANY_ID,
      currency: 'USD',
      requisitioned_by: 'Ana Cruz',
      department: 'Kitchen',
      purpose: 'Restock paper',
      date: '2026-11-02',
      date_needed: '2026-11-10',
      vendor_name: 'Papeleria Sol',
      phone: '+52 (55) 1234-5678',
      supplier_in_mexico: true,
      discount_in_percent: '10',
      tax_in_percent: '16',
      shipping_cost: '12.5',
      sub_total: '120.12',
      total: '137.91',
      items: [
        { item: 'Paper', description: 'A4', quantity: '3', rate: '19.99' },
        { item: 'Toner', description: '', quantity: '1.5', rate: '40.10' },
      ],
    });
    expect(Object.keys(sent!)).toEqual(
      expect.arrayContaining(['charge_to', 'ship_via', 'supplier_code', 'address', 'urgency']),
    );
  });

  it('saves a draft, then submits it for approval from the detail', async () => {
    let saved: RequisitionDetail | null = null;
    api
      .on('POST', CREATE, ({ body }) => {
        saved = { ...detail(body as RequisitionSubmission), status: 'draft' };
        return { status: 201, body: saved };
      })
      .on('GET', `/api/chat/purchase_requisition/${SAVED_ID}`, () => ({
        status: 200,
        body: saved!,
      }))
      .on('POST', `/api/account/purchase_requisition/${SAVED_ID}/status`, ({ body }) => ({
        status: 200,
        body: { ...saved!, status: (body as { status: string }).status },
      }));
    renderForm();
    await screen.findByText('Requisition #3');
    await fill(field('Purpose of purchase'), 'Restock paper');
    await fillItems();
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));

    expect(await screen.findByText(REQUISITION_DRAFT_SAVED)).toBeInTheDocument();
    expect(screen.queryByText('Form submitted successfully!')).not.toBeInTheDocument();
    const [sent] = api.bodiesOf('POST', CREATE) as RequisitionSubmission[];
    expect(sent).toMatchObject({ status: 'draft', purpose: 'Restock paper' });
    expect(screen.getByText('Draft')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Submit for approval' }));
    expect(await screen.findByText('Submitted')).toBeInTheDocument();
    expect(api.bodiesOf('POST', `/api/account/purchase_requisition/${SAVED_ID}/status`)).toEqual([
      { status: 'submitted' },
    ]);
  });

  it('sends a plain Submit as submitted', async () => {
    renderForm();
    await screen.findByText('Requisition #3');
    await fill(field('Purpose of purchase'), 'Restock paper');
    await fillItems();
    await submit();
    expect(await screen.findByText('Form submitted successfully!')).toBeInTheDocument();
    const [sent] = api.bodiesOf('POST', CREATE) as RequisitionSubmission[];
    expect(sent?.status).toBe('submitted');
  });

  it("puts a server 400 next to its field, and a 500 in the catalogue's words", async () => {
    let reply: { status: number; body: object } = {
      status: 400,
      body: { message: 'Unit cost has too many digits.', field: 'items.0.rate' },
    };
    api.on('POST', CREATE, () => reply);
    renderForm();
    await screen.findByText('Requisition #3');
    await fill(field('Purpose of purchase'), 'Restock');
    // Row 1 stays blank: the server's items.0 is the table's row 2.
    await userEvent.click(screen.getByRole('button', { name: 'add another item' }));
    await fill(cell('Item', 2), 'Paper');
    await fill(cell('Quantity', 2), '1');
    await fill(cell('Unit cost', 2), '2');
    await submit();
    expect(await screen.findByText('Unit cost has too many digits.')).toBeInTheDocument();
    expect(cell('Unit cost', 2)).toHaveAttribute('aria-invalid', 'true');

    reply = { status: 500, body: { message: 'boom' } };
    await submit();
    expect(
      await screen.findByText('Internal Server Error. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('starts over in the currency of a newly selected company', async () => {
    api.on('GET', `/api/chat/company/${OTHER_COMPANY_ID}/purchase_requisition/count`, () => ({
      total: 0,
    }));
    renderForm();
    await screen.findByText('Requisition #3');
    await fill(field('Purpose of purchase'), 'Restock');
    act(() => bus.publish('shell:company:selected', OTHER_COMPANY_ID));
    expect(await screen.findByText('Requisition #1')).toBeInTheDocument();
    expect(screen.getByText('PHP')).toBeInTheDocument();
    expect(field('Purpose of purchase')).toHaveValue('');
  });
});
