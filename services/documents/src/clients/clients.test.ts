import { buildTestApp } from '@fina/service-kit/testing';
import type { TestApp } from '@fina/service-kit/testing';
import { documentsService } from '@fina/documents';
import type { Owner } from '../invoices/test-support';
import { createOwner, request, validDraft } from '../invoices/test-support';

let t: TestApp;
let owner: Owner;
let stranger: Owner;

beforeAll(async () => {
  t = await buildTestApp({ plugins: [documentsService] });
  owner = await createOwner(t.app, 'clients-owner');
  stranger = await createOwner(t.app, 'clients-stranger');
});
afterAll(() => t.dispose());

const list = (who: Owner, companyId = who.companyId) =>
  request(t.app, 'GET', `company/${companyId}/clients`, who.token);
const create = (who: Owner, body: object, companyId = who.companyId) =>
  request(t.app, 'POST', `company/${companyId}/clients`, who.token, body);

describe('saved clients', () => {
  it('creates, lists by name, updates and deletes a client', async () => {
    const zeta = await create(owner, {
      name: '  Zeta Ltd ',
      email: 'Billing@Zeta.example',
      address: '9 Dock St\nManila',
    });
    expect(zeta.statusCode).toBe(201);
    expect(zeta.json()).toMatchObject({
      name: 'Zeta Ltd',
      email: 'billing@zeta.example',
      address: '9 Dock St\nManila',
      company_id: owner.companyId,
    });
    expect((await create(owner, { name: 'acme corp' })).statusCode).toBe(201);
    expect((await list(owner)).json().map((c: { name: string }) => c.name)).toEqual([
      'acme corp',
      'Zeta Ltd',
    ]);

    const id = zeta.json().client_id as string;
    const path = `company/${owner.companyId}/clients/${id}`;
    const changed = await request(t.app, 'PUT', path, owner.token, {
      name: 'Zeta Limited',
      email: '',
      address: '',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Zeta Limited', email: '', address: '' });

    const deleted = await request(t.app, 'DELETE', path, owner.token);
    expect(deleted.json()).toEqual({ message: 'Client deleted.' });
    expect((await list(owner)).json()).toHaveLength(1);
    expect((await request(t.app, 'DELETE', path, owner.token)).statusCode).toBe(404);
  });

  it('pages the list with limit and offset', async () => {
    const who = await createOwner(t.app, 'clients-pager');
    for (const name of ['Cee', 'Ay', 'Bee']) await create(who, { name });
    const page = (query: string) =>
      request(t.app, 'GET', `company/${who.companyId}/clients?${query}`, who.token);
    const names = async (query: string) =>
      ((await page(query)).json() as { name: string }[]).map((c) => c.name);
    expect(await names('limit=2')).toEqual(['Ay', 'Bee']);
    expect(await names('limit=2&offset=2')).toEqual(['Cee']);
    expect((await page('limit=0')).json()).toMatchObject({ statusCode: 400, field: 'limit' });
  });

  it('refuses a second client of the same name (any case) and a bad email, naming the field', async () => {
    expect((await create(owner, { name: 'Same Name' })).statusCode).toBe(201);
    const twice = await create(owner, { name: 'SAME name' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      field: 'name',
      message: 'A client with this name already exists.',
    });
    // Another company may have a client of that name.
    expect((await create(stranger, { name: 'Same Name' })).statusCode).toBe(201);

    const email = await create(owner, { name: 'Bad Mail', email: 'not-an-email' });
    expect(email.statusCode).toBe(400);
    expect(email.json()).toMatchObject({ field: 'email' });
    const blank = await create(owner, { name: '   ' });
    expect(blank.json()).toMatchObject({ statusCode: 400, field: 'name' });
  });

  it("answers 404 for a stranger's company or client, and changes nothing", async () => {
    const mine = (await create(owner, { name: 'Private Client' })).json();
    expect((await list(stranger, owner.companyId)).statusCode).toBe(404);
    expect((await create(stranger, { name: 'Intruder' }, owner.companyId)).statusCode).toBe(404);
    const path = `company/${owner.companyId}/clients/${mine.client_id}`;
    expect((await request(t.app, 'PUT', path, stranger.token, { name: 'x' })).statusCode).toBe(404);
    expect((await request(t.app, 'DELETE', path, stranger.token)).statusCode).toBe(404);
    // The client id under the stranger's own company is not found either.
    const theirs = `company/${stranger.companyId}/clients/${mine.client_id}`;
    expect((await request(t.app, 'DELETE', theirs, stranger.token)).statusCode).toBe(404);
    const names = (await list(owner)).json().map((c: { name: string }) => c.name);
    expect(names).toContain('Private Client');
  });

  it('links an invoice to a client of its company only, and the invoice keeps its copy', async () => {
    const client = (
      await create(owner, { name: 'Linked Co', email: 'ap@linked.example', address: '1 Main' })
    ).json();
    const body = validDraft(owner.companyId, {
      client_id: client.client_id,
      client_name: 'Linked Co',
      client_email: 'ap@linked.example',
      client_address: '1 Main',
    });
    const invoice = await request(t.app, 'POST', 'create_invoice', owner.token, body);
    expect(invoice.statusCode).toBe(201);
    expect(invoice.json()).toMatchObject({
      client_id: client.client_id,
      client_email: 'ap@linked.example',
      client_address: '1 Main',
    });
    const foreign = (await create(stranger, { name: 'Not Yours' })).json();
    const refused = await request(t.app, 'POST', 'create_invoice', owner.token, {
      ...body,
      client_id: foreign.client_id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'client_id' });

    await request(
      t.app,
      'DELETE',
      `company/${owner.companyId}/clients/${client.client_id}`,
      owner.token,
    );
    const kept = await request(t.app, 'GET', `invoice/${invoice.json().invoice_id}`, owner.token);
    expect(kept.json()).toMatchObject({
      client_id: null,
      client_name: 'Linked Co',
      client_email: 'ap@linked.example',
    });
  });
});
