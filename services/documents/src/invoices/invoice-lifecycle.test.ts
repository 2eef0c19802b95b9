import { buildTestApp } from '@fina/service-kit/testing';
import type { TestApp } from '@fina/service-kit/testing';
import { documentsService } from '@fina/documents';
import type { Owner } from './test-support';
import { createOwner, request, validDraft } from './test-support';

let t: TestApp;
let owner: Owner;
let stranger: Owner;

beforeAll(async () => {
  t = await buildTestApp({ plugins: [documentsService] });
  owner = await createOwner(t.app, 'life-owner');
  stranger = await createOwner(t.app, 'life-stranger');
});
afterAll(() => t.dispose());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, path: string, who: Owner = owner, body?: object) =>
  request(t.app, method, path, who.token, body);
const createDraft = async (overrides: object = {}) => {
  const res = await call('POST', 'create_invoice', owner, {
    ...validDraft(owner.companyId),
    status: 'draft',
    ...overrides,
  });
  expect(res.statusCode).toBe(201);
  return res.json();
};
const createIssued = async () =>
  (await call('POST', 'create_invoice', owner, validDraft(owner.companyId))).json();

describe('drafts', () => {
  it('saves a draft, edits it (figures recomputed, the paid amount replaced) and issues it', async () => {
    const draft = await createDraft();
    expect(draft).toMatchObject({ state: 'draft', issued_at: null, total: '59.38' });
    const number = draft.invoice_number;

    const edited = await call('PUT', `invoice/${draft.invoice_id}`, owner, {
      ...validDraft(owner.companyId),
      status: 'draft',
      client_name: 'Beta LLC',
      items: [{ item: 'Design', quantity: '3', rate: '100' }],
      discount_in_percent: '',
      tax_in_percent: '',
      shipping_cost: '',
      amount_paid: '50',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      invoice_number: number,
      state: 'draft',
      client_name: 'Beta LLC',
      sub_total: '300.00',
      total: '300.00',
      amount_paid: '50.00',
      balance_due: '250.00',
    });
    // The old first payment (20.00) is gone: the form's amount paid is the only one.
    expect(edited.json().payments.map((p: { amount: string }) => p.amount)).toEqual(['50.00']);

    const issued = await call('POST', `invoice/${draft.invoice_id}/issue`);
    expect(issued.statusCode).toBe(200);
    expect(issued.json()).toMatchObject({ state: 'issued', invoice_number: number });
    expect(issued.json().issued_at).toEqual(expect.any(String));
    expect((await call('POST', `invoice/${draft.invoice_id}/issue`)).statusCode).toBe(409);
  });

  it('issues a draft by saving it with status issued', async () => {
    const draft = await createDraft();
    const res = await call('PUT', `invoice/${draft.invoice_id}`, owner, {
      ...validDraft(owner.companyId),
      status: 'issued',
    });
    expect(res.json()).toMatchObject({ state: 'issued' });
  });

  it('never edits an issued invoice (409), nor moves a draft to another company', async () => {
    const issued = await createIssued();
    const res = await call('PUT', `invoice/${issued.invoice_id}`, owner, {
      ...validDraft(owner.companyId),
      client_name: 'Changed',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Only a draft can be edited');
    const unchanged = (await call('GET', `invoice/${issued.invoice_id}`)).json();
    expect(unchanged.client_name).toBe('Acme Corp');

    const draft = await createDraft();
    const moved = await call('PUT', `invoice/${draft.invoice_id}`, owner, {
      ...validDraft(stranger.companyId),
      status: 'draft',
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ field: 'company_id' });
  });

  it('refuses a payment on a draft', async () => {
    const draft = await createDraft({ amount_paid: '' });
    const res = await call('POST', `invoice/${draft.invoice_id}/payment`, owner, { amount: '1' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only an issued invoice can take a payment.');
  });

  it('checks a draft edit like a new invoice (400 naming the field)', async () => {
    const draft = await createDraft();
    const res = await call('PUT', `invoice/${draft.invoice_id}`, owner, {
      ...validDraft(owner.companyId),
      status: 'draft',
      total: '1.00',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'total' });
  });
});

describe('voiding', () => {
  it('keeps a void invoice with its number, date and reason, and refuses payments', async () => {
    const issued = await createIssued();
    const res = await call('POST', `invoice/${issued.invoice_id}/void`, owner, {
      reason: 'Billed twice',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'void',
      invoice_number: issued.invoice_number,
      void_reason: 'Billed twice',
      total: '59.38',
    });
    expect(res.json().voided_at).toEqual(expect.any(String));

    const payment = await call('POST', `invoice/${issued.invoice_id}/payment`, owner, {
      amount: '1',
    });
    expect(payment.statusCode).toBe(409);
    expect(payment.json().message).toBe('This invoice is void: it cannot take a payment.');
    expect((await call('POST', `invoice/${issued.invoice_id}/void`, owner, {})).statusCode).toBe(
      409,
    );
    const listed = (await call('GET', `company/${owner.companyId}/invoice`)).json();
    expect(
      listed.find((i: { invoice_id: string }) => i.invoice_id === issued.invoice_id),
    ).toMatchObject({
      state: 'void',
    });
  });

  it('refuses to void a draft (delete nothing: edit it instead)', async () => {
    const draft = await createDraft();
    expect((await call('POST', `invoice/${draft.invoice_id}/void`, owner, {})).statusCode).toBe(
      409,
    );
  });
});

describe('ownership', () => {
  it("answers 404 to a stranger for every change to someone else's invoice", async () => {
    const draft = await createDraft();
    const issued = await createIssued();
    const attempts = [
      call('PUT', `invoice/${draft.invoice_id}`, stranger, {
        ...validDraft(stranger.companyId),
        status: 'draft',
      }),
      call('POST', `invoice/${draft.invoice_id}/issue`, stranger),
      call('POST', `invoice/${issued.invoice_id}/void`, stranger, {}),
      call('POST', `invoice/${issued.invoice_id}/send`, stranger, { to: 'x@example.com' }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode).toBe(404);
    expect((await call('GET', `invoice/${draft.invoice_id}`)).json().state).toBe('draft');
    expect((await call('GET', `invoice/${issued.invoice_id}`)).json().state).toBe('issued');
  });
});
