import { SERVICE_PREFIX } from '@fina/contract';
import { eq, users } from '@fina/db';
import { signToken } from '@fina/service-kit';
import { buildTestApp } from '@fina/service-kit/testing';
import type { TestApp } from '@fina/service-kit/testing';
import { accountService } from '../plugin';

const C = SERVICE_PREFIX.chat;
let t: TestApp;
let adminId: string;
let adminToken: string;
let userToken: string;
let userId: string;

beforeAll(async () => {
  t = await buildTestApp({ plugins: [accountService] });
  const rows = await t.app.db
    .insert(users)
    .values([
      { email: 'admin@example.com', passwordHash: 'x', role: 'admin', firstName: 'Ada' },
      { email: 'user@example.com', passwordHash: 'x', lastName: 'Lovelace' },
      ...Array.from({ length: 5 }, (_, i) => ({ email: `u${i}@example.com`, passwordHash: 'x' })),
    ])
    .returning();
  adminId = rows[0]!.id;
  adminToken = signToken(t.app, rows[0]!);
  userId = rows[1]!.id;
  userToken = signToken(t.app, rows[1]!);
});
afterAll(() => t.dispose());

const call = (url: string, payload?: object, token?: string) =>
  t.app.inject({
    method: payload ? 'POST' : 'GET',
    url: `${C}/${url}`,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('get_all_users', () => {
  it('needs a token (401) and the admin role (403)', async () => {
    expect((await call('get_all_users', { limit: 100, skip: 0 })).statusCode).toBe(401);
    const user = await call('get_all_users', { limit: 100, skip: 0 }, userToken);
    expect(user.statusCode).toBe(403);
  });

  it('lists users with paging for an admin', async () => {
    const all = await call('get_all_users', { limit: 100, skip: 0 }, adminToken);
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(7);
    type Row = { id: string; email: string };
    const list: Row[] = all.json().users;
    expect(list.find((u) => u.id === adminId)).toEqual({
      id: adminId,
      email: 'admin@example.com',
      first_name: 'Ada',
      last_name: '',
      role: 'admin',
      deactivated: false,
      early_adopter: false,
      created_at: expect.any(String),
    });
    expect(JSON.stringify(list)).not.toContain('password');
    const page = await call('get_all_users', { limit: 2, skip: 1 }, adminToken);
    expect(page.json().users).toEqual(list.slice(1, 3));
    const defaults = await call('get_all_users', {}, adminToken);
    expect(defaults.json().users).toHaveLength(7);
    const bad = await call('get_all_users', { limit: 1000 }, adminToken);
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'limit' });
  });
});

describe('deactivate_user', () => {
  it('deactivates another account, keeping its data', async () => {
    const res = await call('deactivate_user', { user_id: userId }, adminToken);
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, userId));
    expect(row?.deactivatedAt).toBeInstanceOf(Date);
    // The deactivated user's session ends, and they leave the Manage Users list.
    expect((await call('get_all_users', {}, userToken)).statusCode).toBe(401);
    const list = await call('get_all_users', {}, adminToken);
    expect(list.json().users.map((u: { id: string }) => u.id)).not.toContain(userId);
    expect(list.json().total).toBe(6);
  });

  it("refuses the admin's own account, unknown ids and bad ids", async () => {
    const self = await call('deactivate_user', { user_id: adminId }, adminToken);
    expect(self.json()).toMatchObject({ statusCode: 400, field: 'user_id' });
    const unknown = await call(
      'deactivate_user',
      { user_id: '00000000-0000-4000-8000-000000000000' },
      adminToken,
    );
    expect(unknown.statusCode).toBe(404);
    const bad = await call('deactivate_user', { user_id: 'x' }, adminToken);
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'user_id' });
  });
});
