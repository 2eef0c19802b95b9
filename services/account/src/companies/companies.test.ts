import { buildTestApp } from '@fina/service-kit/testing';
import type { TestApp } from '@fina/service-kit/testing';
import { COMPANY_NOT_FOUND } from '@fina/service-kit';
import { accountService } from '../plugin';
import { RELAXED_RATE_LIMITS, client, signUpAndLogIn } from '../testing/test-client';
import type { Client } from '../testing/test-client';

let t: TestApp;
let ann: Client;
let bob: Client;
beforeAll(async () => {
  t = await buildTestApp({
    plugins: [accountService],
    config: { rateLimit: RELAXED_RATE_LIMITS },
  });
  ann = await signUpAndLogIn(t, 'ann@example.com');
  bob = await signUpAndLogIn(t, 'bob@example.com');
});
afterAll(() => t.dispose());

const FULL = {
  company_name: 'Ann Bakes',
  company_address: '1 Main St',
  industry: 'Food Industry',
  website: 'https://annbakes.example',
  tech_startup: false,
  currency: 'PHP',
};

async function createCompany(caller: Client, body: object = FULL): Promise<string> {
  const res = await caller.post('company', body);
  expect(res.statusCode).toBe(201);
  return res.json().company.company_id;
}
const details = async (caller: Client, id: string) =>
  (await caller.get(`get_company_details?company_id=${id}`)).json();

describe('company CRUD', () => {
  it('creates a company with the modal defaults', async () => {
    const res = await ann.post('company', { company_name: '  Defaults Inc ' });
    expect(res.statusCode).toBe(201);
    const { message, company } = res.json();
    expect(message).toBe('Company added successfully!');
    expect(company).toEqual({
      company_id: expect.any(String),
      company_name: 'Defaults Inc',
      company_currency: 'USD',
    });
    expect(await details(ann, company.company_id)).toEqual({
      company_id: company.company_id,
      company_name: 'Defaults Inc',
      company_address: '',
      industry: 'Advertising',
      tech_startup: true,
      website: '',
      company_currency: 'USD',
    });
  });

  it('stores every field, the currency as company_currency', async () => {
    const id = await createCompany(ann);
    const { currency, ...rest } = FULL;
    expect(await details(ann, id)).toEqual({ company_id: id, ...rest, company_currency: currency });
  });

  it("lists the caller's companies only, oldest first", async () => {
    const carol = await signUpAndLogIn(t, 'carol@example.com');
    expect((await carol.get('company')).json()).toEqual([]);
    const first = await createCompany(carol, { company_name: 'First' });
    const second = await createCompany(carol, { company_name: 'Second', currency: 'GBP' });
    await createCompany(bob, { company_name: 'Not Carols' });
    const res = await carol.get('company');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { company_id: first, company_name: 'First', company_currency: 'USD' },
      { company_id: second, company_name: 'Second', company_currency: 'GBP' },
    ]);
  });

  it('updates through PUT company/:companyId and update_company_info', async () => {
    const id = await createCompany(ann);
    const put = await ann.put(`company/${id}`, {
      company_name: 'Ann Bakes Ltd',
      tech_startup: true,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ company_name: 'Ann Bakes Ltd', tech_startup: true });
    const info = await ann.post('update_company_info', {
      company_id: id,
      industry: 'Retail',
      website: 'https://bakes.example',
    });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({
      company_id: id,
      company_name: 'Ann Bakes Ltd',
      company_address: '1 Main St',
      industry: 'Retail',
      tech_startup: true,
      website: 'https://bakes.example',
      company_currency: 'PHP',
    });
    expect(await details(ann, id)).toEqual(info.json());
  });

  it('changes the company currency through update_company_info and PUT, and refuses others', async () => {
    const id = await createCompany(ann);
    const info = await ann.post('update_company_info', { company_id: id, company_currency: 'GBP' });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ company_currency: 'GBP', company_address: '1 Main St' });
    const put = await ann.put(`company/${id}`, { company_currency: 'MXN' });
    expect(put.json()).toMatchObject({ company_currency: 'MXN' });
    expect((await details(ann, id)).company_currency).toBe('MXN');
    const bad = await ann.post('update_company_info', { company_id: id, company_currency: 'EUR' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      field: 'company_currency',
      message: 'company_currency must be USD, PHP, GBP or MXN.',
    });
    expect((await details(ann, id)).company_currency).toBe('MXN');
  });

  it('needs a signed-in caller', async () => {
    expect((await client(t).get('company')).statusCode).toBe(401);
    expect((await client(t).post('company', FULL)).statusCode).toBe(401);
  });
});

describe('empty keeps the old value', () => {
  const blanks = {
    company_name: '',
    company_address: '   ',
    industry: ' ',
    website: '\t',
  };

  it('in PUT company/:companyId', async () => {
    const id = await createCompany(ann);
    const before = await details(ann, id);
    const res = await ann.put(`company/${id}`, blanks);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(before);
    expect((await ann.put(`company/${id}`, {})).json()).toEqual(before);
    expect(await details(ann, id)).toEqual(before);
  });

  it('in update_company_info', async () => {
    const id = await createCompany(ann);
    const before = await details(ann, id);
    const res = await ann.post('update_company_info', { company_id: id, ...blanks });
    expect(res.json()).toEqual(before);
    const one = await ann.post('update_company_info', {
      company_id: id,
      company_address: '2 Side St',
    });
    expect(one.json()).toEqual({ ...before, company_address: '2 Side St' });
  });

  it('in update_product_info', async () => {
    const id = await createCompany(ann);
    const get = async () => (await ann.get(`get_product_details?company_id=${id}`)).json();
    const saved = { products: 'Bread, cakes', services: 'Catering', total_no_products: 12 };
    expect((await ann.post('update_product_info', { company_id: id, ...saved })).statusCode).toBe(
      200,
    );
    await ann.post('update_product_info', { company_id: id, products: '', services: '  ' });
    expect(await get()).toEqual(saved);
    await ann.post('update_product_info', { company_id: id, services: 'Delivery' });
    expect(await get()).toEqual({ ...saved, services: 'Delivery' });
    // 0 is a value, not a blank.
    await ann.post('update_product_info', { company_id: id, total_no_products: 0 });
    expect(await get()).toEqual({ ...saved, services: 'Delivery', total_no_products: 0 });
  });
});

describe('product details', () => {
  it('answers empty strings and 0 until saved, then what was saved', async () => {
    const id = await createCompany(ann);
    const empty = await ann.get(`get_product_details?company_id=${id}`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ products: '', services: '', total_no_products: 0 });
    const res = await ann.post('update_product_info', { company_id: id, products: ' Pies ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Form submitted successfully!' });
    expect((await ann.get(`get_product_details?company_id=${id}`)).json()).toEqual({
      products: 'Pies',
      services: '',
      total_no_products: 0,
    });
  });
});

describe("another user's company answers 404 and changes nothing", () => {
  let id: string;
  let before: object;
  beforeAll(async () => {
    id = await createCompany(ann);
    await ann.post('update_product_info', { company_id: id, products: 'Secret recipe' });
    before = await details(ann, id);
  });
  afterEach(async () => {
    expect(await details(ann, id)).toEqual(before);
    expect((await ann.get(`get_product_details?company_id=${id}`)).json().products).toBe(
      'Secret recipe',
    );
  });

  const expectNotFound = (res: { statusCode: number; json: () => unknown }, field: string) => {
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: COMPANY_NOT_FOUND,
      field,
    });
    expect(JSON.stringify(res.json())).not.toContain('Ann Bakes');
  };

  it('PUT company/:companyId', async () => {
    expectNotFound(await bob.put(`company/${id}`, { company_name: 'Stolen' }), 'companyId');
  });
  it('get_company_details', async () => {
    expectNotFound(await bob.get(`get_company_details?company_id=${id}`), 'company_id');
  });
  it('update_company_info', async () => {
    expectNotFound(
      await bob.post('update_company_info', { company_id: id, company_name: 'Stolen' }),
      'company_id',
    );
  });
  it('get_product_details', async () => {
    expectNotFound(await bob.get(`get_product_details?company_id=${id}`), 'company_id');
  });
  it('update_product_info', async () => {
    expectNotFound(
      await bob.post('update_product_info', { company_id: id, products: 'Stolen' }),
      'company_id',
    );
  });
  it('and a company that does not exist answers the same', async () => {
    const missing = '6f1c2a4e-8b9d-4c3e-a1f2-0123456789ab';
    expectNotFound(await ann.get(`get_company_details?company_id=${missing}`), 'company_id');
    expectNotFound(await ann.put(`company/${missing}`, { company_name: 'X' }), 'companyId');
  });
  it("and bob's list does not show it", async () => {
    const listed: { company_id: string }[] = (await bob.get('company')).json();
    expect(listed.map((c) => c.company_id)).not.toContain(id);
  });
});

describe('validation: a 400 naming the field, and nothing changes', () => {
  let id: string;
  beforeAll(async () => {
    id = await createCompany(ann);
    await ann.post('update_product_info', {
      company_id: id,
      products: 'Bread',
      total_no_products: 3,
    });
  });

  it.each([
    [
      { ...FULL, industry: 'Space Piracy' },
      'industry',
      'industry must be one of the listed industries.',
    ],
    [{ ...FULL, currency: 'EUR' }, 'currency', 'currency must be USD, PHP, GBP or MXN.'],
    [{ ...FULL, company_name: '   ' }, 'company_name', 'company_name is required.'],
    [{ company_address: 'x' }, 'company_name', 'company_name is required.'],
    [{ ...FULL, tech_startup: 'yes' }, 'tech_startup', 'tech_startup must be true or false.'],
    [{ ...FULL, website: 'w'.repeat(301) }, 'website', expect.stringContaining('at most 300')],
  ])('POST company %j', async (body, field, message) => {
    const count = (await ann.get('company')).json().length;
    const res = await ann.post('company', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, message });
    expect((await ann.get('company')).json()).toHaveLength(count);
  });

  it('refuses a bad industry in both company updates', async () => {
    const before = await details(ann, id);
    for (const res of [
      await ann.put(`company/${id}`, { company_name: 'New', industry: 'Space Piracy' }),
      await ann.post('update_company_info', { company_id: id, company_name: 'New', industry: 7 }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        field: 'industry',
        message: 'industry must be one of the listed industries.',
      });
    }
    expect(await details(ann, id)).toEqual(before);
  });

  it.each([
    [-1, 'total_no_products must be 0 or more.'],
    [2.5, 'total_no_products must be a whole number.'],
    ['12', 'total_no_products must be a number.'],
  ])('refuses total_no_products %j', async (total, message) => {
    const res = await ann.post('update_product_info', {
      company_id: id,
      products: 'Changed',
      total_no_products: total,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'total_no_products', message });
    expect((await ann.get(`get_product_details?company_id=${id}`)).json()).toEqual({
      products: 'Bread',
      services: '',
      total_no_products: 3,
    });
  });

  it('refuses a malformed uuid wherever a company is named', async () => {
    const cases = [
      [await ann.put('company/not-a-uuid', { company_name: 'X' }), 'companyId'],
      [await ann.get('get_company_details?company_id=123'), 'company_id'],
      [await ann.get('get_company_details'), 'company_id'],
      [
        await ann.post('update_company_info', { company_id: 'abc', company_name: 'X' }),
        'company_id',
      ],
      [await ann.get('get_product_details?company_id=zzz'), 'company_id'],
      [await ann.post('update_product_info', { company_id: 5 }), 'company_id'],
    ] as const;
    for (const [res, field] of cases) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, field });
      expect(res.json().message).toContain(field);
    }
  });
});
