import { buildTestApp } from '@fina/service-kit/testing';
import type { TestApp } from '@fina/service-kit/testing';
import { SERVICE_PREFIX } from '@fina/contract';
import type { RequisitionDetail } from '@fina/contract';
import { companies, eq, purchaseRequisitionItems, users } from '@fina/db';
import { signToken } from '@fina/service-kit';
import { documentsService } from '@fina/documents';

const C = SERVICE_PREFIX.chat;
let t: TestApp;
let ownerToken: string;
let strangerToken: string;
let companyId: string;
let secondCompanyId: string;
let strangerCompanyId: string;

beforeAll(async () => {
  t = await buildTestApp({ plugins: [documentsService] });
  const [owner, stranger] = await t.app.db
    .insert(users)
    .values([
      { email: 'req-owner@example.com', passwordHash: 'x' },
      { email: 'req-stranger@example.com', passwordHash: 'x' },
    ])
    .returning();
  ownerToken = signToken(t.app, owner!);
  strangerToken = signToken(t.app, stranger!);
  const rows = await t.app.db
    .insert(companies)
    .values([
      { ownerId: owner!.id, companyName: 'Bakery' },
      { ownerId: owner!.id, companyName: 'Cafe', companyCurrency: 'GBP' },
      { ownerId: stranger!.id, companyName: 'Elsewhere' },
    ])
    .returning();
  companyId = rows[0]!.id;
  secondCompanyId = rows[1]!.id;
  strangerCompanyId = rows[2]!.id;
});
afterAll(() => t.dispose());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (url: string, token = ownerToken) =>
  t.app.inject({ method: 'GET', url: `${C}/${url}`, headers: auth(token) });
const create = (payload: object, token = ownerToken) =>
  t.app.inject({ method: 'POST', url: `${C}/purchase_requisition`, payload, headers: auth(token) });
const countOf = async (id = companyId) =>
  (await get(`company/${id}/purchase_requisition/count`)).json().total as number;

/** 3 × 19.99 + 1.5 × 40.10 = 120.12; −10% = 108.11 (12.012 → 12.01); +16% tax = 17.30; +12.50. */
const requisition = (overrides: object = {}) => ({
  company_id: companyId,
  currency: 'USD',
  requisitioned_by: 'Ana Cruz',
  department: 'Kitchen',
  purpose: 'Restock paper and toner',
  date: '2026-11-02',
  date_needed: '2026-11-10',
  charge_to: 'Operations',
  ship_via: 'Courier',
  supplier_code: 'SUP-7',
  supplier_in_mexico: true,
  vendor_name: 'Papeleria Sol',
  address: 'Av. Juarez 10, CDMX',
  point_of_contact: 'Luis',
  phone: '+52 (55) 1234-5678',
  urgency: 'Needed before the audit',
  payment_terms: 'Net 30',
  shipping_terms: 'FOB destination',
  notes: 'Leave at reception',
  items: [
    { item: 'Paper', description: 'A4, 80 g', quantity: '3', rate: '19.99' },
    { item: 'Toner', description: '', quantity: 1.5, rate: '40.10' },
  ],
  discount_in_percent: '10',
  tax_in_percent: '16',
  shipping_cost: '12.5',
  ...overrides,
});

describe('creating a requisition', () => {
  it('recomputes every figure on the server and stores them exactly', async () => {
    expect(await countOf()).toBe(0);
    const res = await create(requisition({ sub_total: '120.12', total: '137.91' }));
    expect(res.statusCode).toBe(201);
    const saved = res.json<RequisitionDetail>();
    expect(saved).toMatchObject({
      requisition_number: 1,
      company_id: companyId,
      supplier_in_mexico: true,
      phone: '+52 (55) 1234-5678',
      date_needed: '2026-11-10',
      sub_total: '120.12',
      discount_in_percent: '10',
      discount: '12.01',
      tax_in_percent: '16',
      tax: '17.30',
      shipping_cost: '12.50',
      total: '137.91',
    });
    expect(saved.items).toEqual([
      { item: 'Paper', description: 'A4, 80 g', quantity: '3', rate: '19.99', amount: '59.97' },
      { item: 'Toner', description: '', quantity: '1.5', rate: '40.1', amount: '60.15' },
    ]);
    expect(await countOf()).toBe(1);
    expect((await get(`purchase_requisition/${saved.requisition_id}`)).json()).toEqual(saved);
  });

  it('computes the totals itself when the client sends none', async () => {
    const res = await create(
      requisition({
        items: [{ item: 'Pens', quantity: '3', rate: '0.333' }],
        discount_in_percent: '',
        tax_in_percent: '',
        shipping_cost: '',
        date_needed: '',
      }),
    );
    expect(res.statusCode).toBe(201);
    const saved = res.json<RequisitionDetail>();
    expect(saved.requisition_number).toBe(2);
    expect(saved.items[0]).toMatchObject({ quantity: '3', rate: '0.333', amount: '1.00' });
    expect(saved).toMatchObject({ sub_total: '1.00', tax: '0.00', total: '1.00', date_needed: '' });
  });

  it('refuses a tampered total with a 400 naming it, and saves nothing', async () => {
    const before = await countOf();
    const res = await create(requisition({ sub_total: '120.12', total: '100.00' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'total',
      message: expect.stringMatching(/differs from the computed 137\.91/),
    });
    const sub = await create(requisition({ sub_total: '120.13' }));
    expect(sub.json()).toMatchObject({ statusCode: 400, field: 'sub_total' });
    expect(await countOf()).toBe(before);
  });

  it.each([
    [{ purpose: undefined }, 'purpose', /Purpose of purchase is required/],
    [{ purpose: '   ' }, 'purpose', /Purpose of purchase is required/],
    [{ date: '2026-02-30' }, 'date', /real date/],
    [{ date_needed: '2026-11-01' }, 'date_needed', /cannot be before the date/],
    [{ phone: 'call me maybe' }, 'phone', /Phone must be a phone number/],
    [{ items: [] }, 'items', /at least one item/],
    [{ items: [{ item: 'Paper', quantity: '-1', rate: '2' }] }, 'items.0.quantity', /negative/],
    [{ items: [{ item: '', quantity: '1', rate: '2' }] }, 'items.0.item', /Item is required/],
    [{ items: [{ item: 'Paper', quantity: '1', rate: '' }] }, 'items.0.rate', /Unit cost/],
    [{ tax_in_percent: '101' }, 'tax_in_percent', /between 0 and 100/],
    [{ shipping_cost: 'free' }, 'shipping_cost', /must be a number/],
    [{ currency: 'EUR' }, 'currency', /USD, PHP, GBP or MXN/],
  ])('refuses %j with a 400 naming %s', async (overrides, field, text) => {
    const before = await countOf();
    const res = await create(requisition(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
    expect(res.json().message).toMatch(text);
    expect(await countOf()).toBe(before);
  });
});

describe('numbers per company', () => {
  it('numbers each company from 1 and never twice, even for submits at the same time', async () => {
    const first = await create(requisition({ company_id: secondCompanyId, currency: 'GBP' }));
    expect(first.json().requisition_number).toBe(1);
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => create(requisition({ company_id: secondCompanyId }))),
    );
    expect(burst.map((res) => res.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const numbers = burst.map((res) => res.json().requisition_number as number);
    expect([...numbers].sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6]);
    expect(await countOf(secondCompanyId)).toBe(6);
  });

  it('lists a company’s requisitions newest number first with their summary', async () => {
    const res = await get(`company/${companyId}/purchase_requisition`);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((row: { requisition_number: number }) => row.requisition_number)).toEqual([
      2, 1,
    ]);
    expect(list[1]).toEqual({
      requisition_id: expect.any(String),
      requisition_number: 1,
      currency: 'USD',
      date: '2026-11-02',
      date_needed: '2026-11-10',
      requisitioned_by: 'Ana Cruz',
      department: 'Kitchen',
      vendor_name: 'Papeleria Sol',
      purpose: 'Restock paper and toner',
      total: '137.91',
      // A requisition sent by the form is submitted; the owner moves it on from there.
      status: 'submitted',
      status_changed_at: null,
      created_at: expect.any(String),
    });
  });
});

describe('company scope', () => {
  it('answers 404 to a stranger on every company-scoped call', async () => {
    const [mine] = (await get(`company/${companyId}/purchase_requisition`)).json();
    for (const url of [
      `company/${companyId}/purchase_requisition/count`,
      `company/${companyId}/purchase_requisition`,
      `purchase_requisition/${mine.requisition_id}`,
    ]) {
      const res = await get(url, strangerToken);
      expect(res.statusCode).toBe(404);
    }
    const posted = await create(requisition(), strangerToken);
    expect(posted.json()).toMatchObject({ statusCode: 404, message: 'Company not found.' });
    // The stranger cannot file into a company by naming it either way round.
    const intoStranger = await create(requisition({ company_id: strangerCompanyId }));
    expect(intoStranger.statusCode).toBe(404);
  });

  it('answers 404 for a requisition that does not exist or a malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await get(`purchase_requisition/${id}`);
      expect(res.json()).toMatchObject({
        statusCode: 404,
        message: 'Purchase requisition not found.',
      });
    }
  });

  it('stores each item as its own row, in order', async () => {
    const list = (await get(`company/${companyId}/purchase_requisition`)).json();
    const first = list.find((row: { requisition_number: number }) => row.requisition_number === 1);
    const items = await t.app.db
      .select()
      .from(purchaseRequisitionItems)
      .where(eq(purchaseRequisitionItems.requisitionId, first.requisition_id));
    const ordered = [...items].sort((a, b) => a.position - b.position);
    expect(ordered.map((item) => [item.position, item.item, item.amount])).toEqual([
      [0, 'Paper', '59.97'],
      [1, 'Toner', '60.15'],
    ]);
  });
});
