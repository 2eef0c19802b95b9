import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { defineCall } from '@fina/contract';
import { companies, users } from '@fina/db';
import { assertCompanyOwner, currentUser, registerCall, signToken } from './index';
import { HttpError } from './http-error';
import { loadServiceConfig } from './config';
import { buildTestApp } from './testing';
import type { TestApp } from './testing';

const calls = {
  echo: defineCall({
    service: 'chat',
    method: 'POST',
    path: 'echo/:id',
    access: 'public',
    summary: 'test',
    params: z.object({ id: z.coerce.number().int() }),
    body: z.object({
      items: z.array(z.object({ quantity: z.number().min(1, 'Quantity must be at least 1.') })),
      note: z.string().optional(),
    }),
    response: z.object({ id: z.number(), count: z.number() }),
  }),
  boom: defineCall({
    service: 'chat',
    method: 'GET',
    path: 'boom',
    access: 'public',
    summary: 'test',
    response: z.object({}),
  }),
  mine: defineCall({
    service: 'chat',
    method: 'GET',
    path: 'company/:companyId',
    access: 'user',
    summary: 'test',
    params: z.object({ companyId: z.string() }),
    response: z.object({ company_name: z.string() }),
  }),
  admin: defineCall({
    service: 'chat',
    method: 'GET',
    path: 'admin-only',
    access: 'admin',
    summary: 'test',
    response: z.object({ ok: z.boolean() }),
  }),
};

const testPlugin: FastifyPluginAsync = async (app) => {
  registerCall(app, calls.echo, async (request) => {
    // Extra fields are dropped by the response schema.
    const answer = { id: request.params.id, count: request.body.items.length, secret: 'x' };
    return answer;
  });
  registerCall(app, calls.boom, async () => {
    throw new Error('database password is hunter2');
  });
  registerCall(app, calls.mine, async (request) => {
    const company = await assertCompanyOwner(request, request.params.companyId);
    return { company_name: company.companyName };
  });
  registerCall(app, calls.admin, async (request) => ({
    ok: currentUser(request).role === 'admin',
  }));
};

let t: TestApp;
let userToken: string;
let adminToken: string;
let otherToken: string;
let companyId: string;

beforeAll(async () => {
  t = await buildTestApp({ plugins: [testPlugin] });
  const [owner, admin, other] = await t.app.db
    .insert(users)
    .values([
      { email: 'owner@example.com', passwordHash: 'x' },
      { email: 'admin@example.com', passwordHash: 'x', role: 'admin' },
      { email: 'other@example.com', passwordHash: 'x' },
    ])
    .returning();
  userToken = signToken(t.app, owner!);
  adminToken = signToken(t.app, admin!);
  otherToken = signToken(t.app, other!);
  const [company] = await t.app.db
    .insert(companies)
    .values({ ownerId: owner!.id, companyName: 'Acme' })
    .returning();
  companyId = company!.id;
});
afterAll(() => t.dispose());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('registerCall and the error format', () => {
  it('validates, parses and serialises through the call schemas', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/echo/7',
      payload: { items: [{ quantity: 2 }] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 7, count: 1 });
  });

  it('names the nested field at fault', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/echo/7',
      payload: { items: [{ quantity: 2 }, { quantity: 0 }] },
    });
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Quantity must be at least 1.',
      field: 'items.1.quantity',
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/chat/echo/7',
      payload: { items: [{ quantity: 'two' }] },
    });
    expect(wrong.json()).toMatchObject({
      field: 'items.0.quantity',
      message: 'Invalid items.0.quantity: expected number, received string',
    });
    const param = await t.app.inject({
      method: 'POST',
      url: '/api/chat/echo/seven',
      payload: { items: [] },
    });
    expect(param.json()).toMatchObject({ statusCode: 400, field: 'id' });
    expect(param.json().message).toContain('id');
  });

  it('hides 5xx details', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/chat/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal Server Error. Please try again later.',
    });
    expect(res.body).not.toContain('hunter2');
  });

  it('answers unknown routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/chat/nothing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'There is no GET /api/chat/nothing in this API.',
    });
  });

  it('keeps custom status codes and fields', () => {
    expect(new HttpError(474, 'exists', { field: 'email' }).toBody()).toEqual({
      statusCode: 474,
      error: 'Account Exists',
      message: 'exists',
      field: 'email',
    });
  });
});

describe('access', () => {
  it('answers 401 without a token, 403 for a user on an admin call', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/chat/admin-only' });
    expect(none.statusCode).toBe(401);
    const user = await t.app.inject({
      method: 'GET',
      url: '/api/chat/admin-only',
      headers: bearer(userToken),
    });
    expect(user.statusCode).toBe(403);
    expect(user.json().message).toBe('This call is for administrators only.');
    const admin = await t.app.inject({
      method: 'GET',
      url: '/api/chat/admin-only',
      headers: bearer(adminToken),
    });
    expect(admin.json()).toEqual({ ok: true });
  });

  it('refuses a token signed with another secret or expired', async () => {
    const other = await buildTestApp({ plugins: [], testDatabase: undefined });
    const foreign = other.app.jwt.sign({
      sub: '00000000-0000-4000-8000-000000000000',
      role: 'admin',
      sv: 0,
    });
    await other.dispose();
    const expired = t.app.jwt.sign(
      { sub: '00000000-0000-4000-8000-000000000000', role: 'admin', sv: 0 },
      { expiresIn: -10 },
    );
    for (const token of [foreign, expired, 'not-a-jwt']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/chat/admin-only',
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('lets only the owner reach a company (404 for others and for bad ids)', async () => {
    const get = (id: string, token: string) =>
      t.app.inject({ method: 'GET', url: `/api/chat/company/${id}`, headers: bearer(token) });
    expect((await get(companyId, userToken)).json()).toEqual({ company_name: 'Acme' });
    const stranger = await get(companyId, otherToken);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Company not found.');
    expect((await get('not-a-uuid', userToken)).statusCode).toBe(404);
  });
});

describe('configuration', () => {
  it('reads the defaults and refuses bad values naming the variable', () => {
    const config = loadServiceConfig({});
    expect(config.earlyAdopter.ends).toBe('2027-10-25');
    expect(config.earlyAdopter.endsAt.toISOString()).toBe('2027-10-26T00:00:00.000Z');
    expect(config.jwt.expiresIn).toBe('7d');
    expect(() => loadServiceConfig({ EARLY_ADOPTER_ENDS: 'soon' })).toThrow(/EARLY_ADOPTER_ENDS/);
    expect(() => loadServiceConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadServiceConfig({ ADMIN_EMAIL: 'a@b.co' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadServiceConfig({ SMTP_URL: 'http://x' })).toThrow(/SMTP_URL/);
  });
});
