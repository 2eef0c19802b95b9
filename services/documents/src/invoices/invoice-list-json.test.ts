import { z } from 'zod';
import { invoiceSummary } from '@fina/contract';
import { and, companies, eq, invoicePayments, invoices } from '@fina/db';
import { buildTestApp } from '@fina/service-kit/testing';
import type { TestApp } from '@fina/service-kit/testing';
import { documentsService } from '@fina/documents';
import { companyInvoiceListJson } from './invoice-list-json';
import { companyContext, listCompanyInvoices } from './invoice-store';
import { toInvoiceSummary, todayUtc } from './invoice-view';
import type { Owner } from './test-support';
import { CHAT, TINY_PNG, createOwner, multipart, request, validDraft } from './test-support';

let t: TestApp;
let plain: Owner;
let withLogo: Owner;
let stranger: Owner;

const send = (method: 'GET' | 'POST', path: string, who: Owner, body?: object) =>
  request(t.app, method, path, who.token, body);

/** Every kind of row the list shows: draft, due, overdue, paid, void, odd items and text. */
async function createEveryKind(owner: Owner): Promise<void> {
  const make = async (overrides: object) => {
    const res = await send('POST', 'create_invoice', owner, validDraft(owner.companyId, overrides));
    if (res.statusCode !== 201) throw new Error(`create_invoice ${res.statusCode}: ${res.body}`);
    return res.json() as { invoice_id: string };
  };
  await make({ status: 'draft', due_date: null, notes: 'draft "quoted" \\ back\nslash é 🙂' });
  await make({ due_date: '2999-01-01' });
  await make({ due_date: '2000-01-31', date: '2000-01-01', currency: 'GBP' });
  await make({ amount_paid: '59.38', client_email: 'payer@example.com' });
  const voided = await make({ tax_in_percent: '0', discount_in_percent: '0' });
  const res = await send('POST', `invoice/${voided.invoice_id}/void`, owner, { reason: 'typo' });
  expect(res.statusCode).toBe(200);
}

beforeAll(async () => {
  t = await buildTestApp({ plugins: [documentsService] });
  plain = await createOwner(t.app, 'plain');
  withLogo = await createOwner(t.app, 'logo');
  stranger = await createOwner(t.app, 'stranger');
  const form = multipart('logo', 'logo.png', 'image/png', TINY_PNG);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `${CHAT}/company/${withLogo.companyId}/logo`,
    headers: { ...form.headers, authorization: `Bearer ${withLogo.token}` },
    payload: form.payload,
  });
  expect(uploaded.statusCode).toBeLessThan(300);
  await createEveryKind(plain);
  await createEveryKind(withLogo);
});
afterAll(() => t.dispose());

/** What the list said before it was built by the database: rows mapped in JavaScript. */
async function mappedInJavaScript(owner: Owner, page: { limit: number; offset: number }) {
  const [rows, context] = await Promise.all([
    listCompanyInvoices(t.app.db, owner.companyId, page),
    companyContext(t.app.db, owner.companyId),
  ]);
  return rows.map((row) => toInvoiceSummary(row, context));
}

describe('the invoice list built as JSON by the database', () => {
  it.each([
    ['without a logo', () => plain],
    ['with a logo', () => withLogo],
  ])('says exactly what toInvoiceSummary says (%s), in the schema’s shape', async (_, who) => {
    const owner = who();
    const page = { limit: 50, offset: 0 };
    const text = await companyInvoiceListJson(
      t.app.db,
      owner.userId,
      owner.companyId,
      page,
      todayUtc(),
    );
    expect(text).toBeDefined();
    const fromDatabase = JSON.parse(text!.toString()) as unknown[];
    const expected = await mappedInJavaScript(owner, page);
    expect(fromDatabase).toHaveLength(5);
    expect(fromDatabase).toEqual(expected);
    // Nothing the schema would have dropped or refused.
    expect(z.array(invoiceSummary.strict()).parse(fromDatabase)).toEqual(expected);
    const statuses = expected.map((row) => `${row.state}/${row.status}`).sort();
    expect(statuses).toEqual([
      'draft/due',
      'issued/due',
      'issued/overdue',
      'issued/paid',
      'void/overdue',
    ]);
  });

  it('pages like the rows do, and answers [] past the end', async () => {
    for (const page of [
      { limit: 2, offset: 0 },
      { limit: 2, offset: 2 },
      { limit: 10, offset: 4 },
      { limit: 5, offset: 5 },
    ]) {
      const text = await companyInvoiceListJson(
        t.app.db,
        plain.userId,
        plain.companyId,
        page,
        todayUtc(),
      );
      expect(JSON.parse(text!.toString())).toEqual(await mappedInJavaScript(plain, page));
    }
  });

  it('answers nothing for a stranger’s company, and the call answers 404', async () => {
    const text = await companyInvoiceListJson(
      t.app.db,
      stranger.userId,
      plain.companyId,
      { limit: 50, offset: 0 },
      todayUtc(),
    );
    expect(text).toBeUndefined();
    const res = await send('GET', `company/${plain.companyId}/invoice`, stranger);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Company not found.');
  });

  it('the call sends that JSON with a JSON content type', async () => {
    const res = await send('GET', `company/${withLogo.companyId}/invoice?limit=3`, withLogo);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual(await mappedInJavaScript(withLogo, { limit: 3, offset: 0 }));
    expect(res.json()[0].logo).toBe(`${CHAT}/company/${withLogo.companyId}/logo`);
  });
});

describe('a remembered page is sent only while nothing it shows has changed', () => {
  let owner: Owner;
  const list = async () => {
    const res = await send('GET', `company/${owner.companyId}/invoice`, owner);
    expect(res.statusCode).toBe(200);
    return res.json() as { invoice_id: string; [key: string]: unknown }[];
  };
  /** Two calls (the second from memory), both the same as the rows mapped in JavaScript. */
  const listTwiceAndCheck = async () => {
    const first = await list();
    expect(await list()).toEqual(first);
    expect(first).toEqual(await mappedInJavaScript(owner, { limit: 20, offset: 0 }));
    return first;
  };

  beforeAll(async () => {
    owner = await createOwner(t.app, 'fresh');
    await send('POST', 'create_invoice', owner, validDraft(owner.companyId));
  });

  it('shows a payment, a void, a new invoice and a logo at once', async () => {
    const [invoice] = await listTwiceAndCheck();
    const paid = await send('POST', `invoice/${invoice!.invoice_id}/payment`, owner, {
      amount: '39.38',
    });
    expect(paid.statusCode).toBe(200);
    expect((await listTwiceAndCheck())[0]).toMatchObject({ balance_due: '0.00', status: 'paid' });

    const created = await send('POST', 'create_invoice', owner, validDraft(owner.companyId));
    expect((await listTwiceAndCheck()).map((row) => row.invoice_id)).toEqual([
      created.json().invoice_id,
      invoice!.invoice_id,
    ]);
    await send('POST', `invoice/${created.json().invoice_id}/void`, owner, { reason: 'twice' });
    expect((await listTwiceAndCheck())[0]).toMatchObject({ state: 'void', void_reason: 'twice' });

    const form = multipart('logo', 'logo.png', 'image/png', TINY_PNG);
    await t.app.inject({
      method: 'POST',
      url: `${CHAT}/company/${owner.companyId}/logo`,
      headers: { ...form.headers, authorization: `Bearer ${owner.token}` },
      payload: form.payload,
    });
    expect((await listTwiceAndCheck())[0]!.logo).toBe(`${CHAT}/company/${owner.companyId}/logo`);
  });

  it('shows changes made behind this process (another process, plain SQL)', async () => {
    await listTwiceAndCheck();
    await t.app.db
      .update(companies)
      .set({ companyAddress: '9 New Street' })
      .where(eq(companies.id, owner.companyId));
    expect((await listTwiceAndCheck())[0]!.company_address).toBe('9 New Street');
    await t.app.db
      .update(invoices)
      .set({ clientName: 'Renamed by SQL' })
      .where(eq(invoices.companyId, owner.companyId));
    expect((await listTwiceAndCheck()).map((row) => row.client_name)).toEqual([
      'Renamed by SQL',
      'Renamed by SQL',
    ]);
    const [voided] = await t.app.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.companyId, owner.companyId), eq(invoices.state, 'void')));
    await t.app.db.delete(invoicePayments).where(eq(invoicePayments.invoiceId, voided!.id));
    await t.app.db.delete(invoices).where(eq(invoices.id, voided!.id));
    expect(await listTwiceAndCheck()).toHaveLength(1);
  });

  it('recomputes the status on another day', async () => {
    const other = await createOwner(t.app, 'calendar');
    await send('POST', 'create_invoice', other, validDraft(other.companyId));
    const on = async (day: string) => {
      const text = await companyInvoiceListJson(
        t.app.db,
        other.userId,
        other.companyId,
        { limit: 5, offset: 0 },
        day,
      );
      return (JSON.parse(text!.toString()) as { status: string }[])[0]!.status;
    };
    expect(await on('2026-03-31')).toBe('due');
    expect(await on('2026-03-31')).toBe('due');
    // Unchanged, the page is the very bytes this process built before (not built again).
    const read = () =>
      companyInvoiceListJson(
        t.app.db,
        other.userId,
        other.companyId,
        { limit: 5, offset: 0 },
        '2026-03-31',
      );
    expect(await read()).toBe(await read());
    expect(await on('2026-04-01')).toBe('overdue');
  });
});
