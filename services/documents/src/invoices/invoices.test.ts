import { buildTestApp } from '@fina/service-kit/testing';
import type { TestApp } from '@fina/service-kit/testing';
import { eq, invoices } from '@fina/db';
import { documentsService } from '@fina/documents';
import { pdfText } from './pdf-text';
import type { Owner } from './test-support';
import { CHAT, TINY_PNG, createOwner, multipart, request, validDraft } from './test-support';

let t: TestApp;
let owner: Owner;
let stranger: Owner;

beforeAll(async () => {
  t = await buildTestApp({ plugins: [documentsService] });
  owner = await createOwner(t.app, 'owner');
  stranger = await createOwner(t.app, 'stranger');
});
afterAll(() => t.dispose());

const send = (method: 'GET' | 'POST', path: string, token: string | undefined, body?: object) =>
  request(t.app, method, path, token, body);
const create = (who: Owner, body: object) => send('POST', 'create_invoice', who.token, body);

describe('create_invoice', () => {
  it('computes every amount with the engine and stores them exactly', async () => {
    const res = await create(owner, validDraft(owner.companyId));
    expect(res.statusCode).toBe(201);
    const invoice = res.json();
    expect(invoice).toMatchObject({
      invoice_number: 1,
      company_id: owner.companyId,
      company_name: 'owner Trading',
      client_name: 'Acme Corp',
      currency: 'USD',
      sub_total: '56.00',
      discount: '7.00',
      tax: '5.88',
      shipping_cost: '4.50',
      total: '59.38',
      amount_paid: '20.00',
      balance_due: '39.38',
      discount_in_percent: '12.5',
      tax_in_percent: '12',
      po_number: '4521',
      logo: null,
    });
    expect(invoice.items.map((line: { amount: string }) => line.amount)).toEqual([
      '39.98',
      '15.02',
      '1.00',
    ]);
    // The amount paid at creation is the first payment, dated with the invoice.
    expect(invoice.payments).toEqual([
      expect.objectContaining({ amount: '20.00', date: '2026-03-01' }),
    ]);
    const [row] = await t.app.db.select().from(invoices).where(eq(invoices.id, invoice.invoice_id));
    expect(row).toMatchObject({ total: '59.38', balanceDue: '39.38', subTotal: '56.00' });
  });

  it('accepts the totals a client computed when they agree', async () => {
    const body = validDraft(owner.companyId, {
      sub_total: '56.00',
      total: 59.38,
      balance_due: '39.38',
    });
    expect((await create(owner, body)).statusCode).toBe(201);
  });

  it('refuses a tampered total, naming the field, and stores nothing', async () => {
    const before = (
      await send('GET', `company/${owner.companyId}/invoice/count`, owner.token)
    ).json();
    const res = await create(owner, validDraft(owner.companyId, { total: '1.00' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'total', message: expect.stringContaining('59.38') });
    const balance = await create(owner, validDraft(owner.companyId, { balance_due: '0' }));
    expect(balance.json()).toMatchObject({ statusCode: 400, field: 'balance_due' });
    const after = (
      await send('GET', `company/${owner.companyId}/invoice/count`, owner.token)
    ).json();
    expect(after.total).toBe(before.total);
  });

  it('answers bad input with 400 naming the field', async () => {
    const cases: [object, string, RegExp][] = [
      [{ client_name: '  ' }, 'client_name', /Client name is required/],
      [{ items: [{ item: 'A', quantity: '-1', rate: '2' }] }, 'items.0.quantity', /negative/],
      [{ items: [{ item: 'A', quantity: '1', rate: 'abc' }] }, 'items.0.rate', /number/],
      [{ items: [{ item: '', quantity: '1', rate: '2' }] }, 'items.0.item', /required/],
      [{ items: [] }, 'items', /at least one item/],
      [{ discount_in_percent: '101' }, 'discount_in_percent', /between 0 and 100/],
      [{ tax_in_percent: '-5' }, 'tax_in_percent', /between 0 and 100/],
      [{ amount_paid: '1000' }, 'amount_paid', /more than the total/],
      [{ due_date: '2026-02-01' }, 'due_date', /before the date/],
      [{ date: '2026-02-30' }, 'date', /real date/],
      [{ date: 'yesterday' }, 'date', /YYYY-MM-DD/],
      [{ currency: 'EUR' }, 'currency', /USD, PHP, GBP or MXN/],
    ];
    for (const [override, field, message] of cases) {
      // Nothing paid, so that changing the items does not also make the amount paid too large.
      const res = await create(
        owner,
        validDraft(owner.companyId, { amount_paid: '', ...override }),
      );
      expect({ field, status: res.statusCode }).toEqual({ field, status: 400 });
      expect(res.json()).toMatchObject({ field, message: expect.stringMatching(message) });
    }
  });

  it('uses the invoice currency for the figures and defaults to the company currency', async () => {
    const peso = await createOwner(t.app, 'peso', 'PHP');
    const res = await create(peso, validDraft(peso.companyId, { currency: undefined }));
    expect(res.json()).toMatchObject({ currency: 'PHP', total: '59.38' });
    const gbp = await create(peso, validDraft(peso.companyId, { currency: 'GBP' }));
    expect(gbp.json()).toMatchObject({ currency: 'GBP', invoice_number: 2 });
  });

  it('needs a token', async () => {
    expect(
      (await send('POST', 'create_invoice', undefined, validDraft(owner.companyId))).statusCode,
    ).toBe(401);
  });
});

describe('count, list and detail', () => {
  it('counts and lists only the company’s invoices, newest first', async () => {
    const fresh = await createOwner(t.app, 'fresh');
    const empty = await send('GET', `company/${fresh.companyId}/invoice/count`, fresh.token);
    expect(empty.json()).toEqual({ total: 0 });
    expect((await send('GET', `company/${fresh.companyId}/invoice`, fresh.token)).json()).toEqual(
      [],
    );

    await create(
      fresh,
      validDraft(fresh.companyId, {
        client_name: 'First',
        date: '2020-01-01',
        due_date: '2020-01-31',
      }),
    );
    await create(
      fresh,
      validDraft(fresh.companyId, { client_name: 'Second', amount_paid: '59.38' }),
    );
    expect(
      (await send('GET', `company/${fresh.companyId}/invoice/count`, fresh.token)).json(),
    ).toEqual({
      total: 2,
    });
    const list = (await send('GET', `company/${fresh.companyId}/invoice`, fresh.token)).json();
    expect(list.map((i: { client_name: string }) => i.client_name)).toEqual(['Second', 'First']);
    expect(list.map((i: { invoice_number: number }) => i.invoice_number)).toEqual([2, 1]);
    expect(list[0]).toMatchObject({ balance_due: '0.00', status: 'paid' });
    // Due 2020-01-31 with a balance: overdue.
    expect(list[1]).toMatchObject({ balance_due: '39.38', status: 'overdue' });
  });

  it('reads one invoice with its payments', async () => {
    const created = (
      await create(owner, validDraft(owner.companyId, { due_date: '2999-01-01' }))
    ).json();
    const res = await send('GET', `invoice/${created.invoice_id}`, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      invoice_id: created.invoice_id,
      status: 'due',
      payments: [expect.objectContaining({ amount: '20.00' })],
    });
    const missing = await send('GET', 'invoice/00000000-0000-4000-8000-000000000000', owner.token);
    expect(missing.statusCode).toBe(404);
    const malformed = await send('GET', 'invoice/not-an-id', owner.token);
    expect(malformed.json()).toMatchObject({ statusCode: 400, field: 'invoice_id' });
  });
});

describe('a stranger gets 404 from every company-scoped call', () => {
  let invoiceId: string;
  beforeAll(async () => {
    invoiceId = (await create(owner, validDraft(owner.companyId))).json().invoice_id;
  });

  it.each([
    ['count', 'GET', () => `company/${owner.companyId}/invoice/count`],
    ['list', 'GET', () => `company/${owner.companyId}/invoice`],
    ['get', 'GET', () => `invoice/${invoiceId}`],
    ['pdf', 'GET', () => `invoice/${invoiceId}/pdf`],
    ['logo', 'GET', () => `company/${owner.companyId}/logo`],
  ] as const)('%s', async (_name, method, path) => {
    const res = await send(method, path(), stranger.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/not found/i);
  });

  it('create for a stranger’s company', async () => {
    const res = await create(stranger, validDraft(owner.companyId));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ field: 'company_id' });
  });

  it('payment on a stranger’s invoice, which stays unpaid', async () => {
    const res = await send('POST', `invoice/${invoiceId}/payment`, stranger.token, { amount: '1' });
    expect(res.statusCode).toBe(404);
    const invoice = (await send('GET', `invoice/${invoiceId}`, owner.token)).json();
    expect(invoice.amount_paid).toBe('20.00');
  });

  it('logo upload for a stranger’s company', async () => {
    const form = multipart('logo', 'logo.png', 'image/png', TINY_PNG);
    const res = await t.app.inject({
      method: 'POST',
      url: `${CHAT}/company/${owner.companyId}/logo`,
      headers: { ...form.headers, authorization: `Bearer ${stranger.token}` },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('payments', () => {
  it('records payments until the invoice is paid, refusing bad amounts', async () => {
    const created = (
      await create(owner, validDraft(owner.companyId, { due_date: '2999-01-01' }))
    ).json();
    const pay = (body: object) =>
      send('POST', `invoice/${created.invoice_id}/payment`, owner.token, body);

    for (const [body, message] of [
      [{ amount: '0' }, /more than 0/],
      [{ amount: '-5' }, /more than 0/],
      [{ amount: 'ten' }, /number/],
      [{ amount: '39.39' }, /more than the balance due \(\$39\.38\)/],
      [{ amount: '1', date: '2026-02-28' }, /before the invoice/],
      [{ amount: '1', date: '2026-02-30' }, /real date/],
    ] as const) {
      const res = await pay(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }

    const first = await pay({ amount: '10.38', date: '2026-03-05' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      amount_paid: '30.38',
      balance_due: '29.00',
      status: 'due',
    });

    const second = (await pay({ amount: 29 })).json();
    expect(second).toMatchObject({ amount_paid: '59.38', balance_due: '0.00', status: 'paid' });
    expect(second.payments.map((p: { amount: string }) => p.amount)).toEqual([
      '20.00',
      '10.38',
      '29.00',
    ]);

    const again = await pay({ amount: '1' });
    expect(again.json()).toMatchObject({
      statusCode: 400,
      message: 'This invoice is already paid.',
    });
  });
});

describe('company logo', () => {
  const upload = (who: Owner, bytes: Buffer, type = 'image/png') => {
    const form = multipart('logo', 'logo.png', type, bytes);
    return t.app.inject({
      method: 'POST',
      url: `${CHAT}/company/${who.companyId}/logo`,
      headers: { ...form.headers, authorization: `Bearer ${who.token}` },
      payload: form.payload,
    });
  };

  it('refuses what is not a PNG or JPEG, whatever the browser says', async () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const res = await upload(owner, gif, 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'logo',
      message: expect.stringMatching(/PNG or JPEG/),
    });
    const broken = Buffer.concat([TINY_PNG.subarray(0, 16), Buffer.alloc(20)]);
    expect((await upload(owner, broken)).json()).toMatchObject({ statusCode: 400, field: 'logo' });
  });

  it('refuses more than 1 MB (413) and a request without a file', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(1024 * 1024)]);
    const res = await upload(owner, big);
    expect(res.statusCode).toBe(413);
    const plain = await send('POST', `company/${owner.companyId}/logo`, owner.token, { logo: 'x' });
    expect(plain.statusCode).toBe(400);
  });

  it('stores a PNG, serves it back and points invoices at it', async () => {
    const missing = await send('GET', `company/${owner.companyId}/logo`, owner.token);
    expect(missing.statusCode).toBe(404);
    const res = await upload(owner, TINY_PNG);
    expect(res.statusCode).toBe(200);
    expect(res.json().logo).toMatchObject({ content_type: 'image/png', size: TINY_PNG.length });
    const served = await send('GET', `company/${owner.companyId}/logo`, owner.token);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    const list = (await send('GET', `company/${owner.companyId}/invoice`, owner.token)).json();
    expect(list[0].logo).toBe(`${CHAT}/company/${owner.companyId}/logo`);
  });
});

describe('PDF', () => {
  it('is a real PDF with the invoice, its logo and totals in its currency', async () => {
    const peso = await createOwner(t.app, 'pdf', 'PHP');
    const form = multipart('logo', 'logo.png', 'image/png', TINY_PNG);
    await t.app.inject({
      method: 'POST',
      url: `${CHAT}/company/${peso.companyId}/logo`,
      headers: { ...form.headers, authorization: `Bearer ${peso.token}` },
      payload: form.payload,
    });
    const created = (
      await create(
        peso,
        validDraft(peso.companyId, { items: [{ item: 'Rice', quantity: 1000, rate: '12.5' }] }),
      )
    ).json();
    const res = await send('GET', `invoice/${created.invoice_id}/pdf`, peso.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="invoice-1.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toContain('/Subtype /Image');
    const text = pdfText(res.rawPayload);
    // 12,500.00 − 12.5% = 10,937.50; + 12% tax = 12,250.00; + 4.50 shipping.
    for (const expected of [
      'pdf Trading',
      'INVOICE',
      '# 1',
      'Acme Corp',
      '1 Harbour Road',
      'Rice',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('₱12,500.00');
    expect(text).toContain('₱12,254.50');
    expect(text).toContain('₱12,234.50'); // balance due after the 20.00 paid
    expect(text).toContain('Net 30');
  });
});
