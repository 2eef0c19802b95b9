/**
 * Issue 10's account findings, each reproduced: a token alone cannot change the email, a
 * credential change ends the OTHER sessions, logout really logs out, later reset requests and
 * password changes revoke reset links, ADMIN_EMAIL never promotes an existing account silently,
 * and the environment refuses TRUST_PROXY=true and a production start without PUBLIC_URL.
 */
import { buildTestApp } from '@fina/service-kit/testing';
import type { TestApp } from '@fina/service-kit/testing';
import { desc, eq, mailOutbox, users } from '@fina/db';
import { ConfigError, loadServiceConfig } from '@fina/service-kit';
import { accountService } from '../plugin';
import {
  RELAXED_RATE_LIMITS,
  TEST_PASSWORD,
  client,
  logIn,
  signUpAndLogIn,
} from '../testing/test-client';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ plugins: [accountService], config: { rateLimit: RELAXED_RATE_LIMITS } });
});
afterAll(() => t.dispose());

/** A second sign-in of the same account: another device. */
async function otherDevice(email: string, password = TEST_PASSWORD) {
  const res = await logIn(t, email, password);
  expect(res.statusCode).toBe(200);
  return client(t, res.json().token as string);
}

describe('changing the email', () => {
  it('is refused with a token only (400 naming current_password), changing nothing', async () => {
    const ann = await signUpAndLogIn(t, 'stolen-token@example.com');
    const res = await ann.post('update_personal_info', { email: 'attacker@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'current_password',
      message: 'Enter your current password to change your email.',
    });
    const wrong = await ann.post('update_personal_info', {
      email: 'attacker@example.com',
      current_password: 'not-the-password-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().field).toBe('current_password');
    expect((await ann.get('get_user_details')).json().email).toBe('stolen-token@example.com');
    expect((await logIn(t, 'attacker@example.com')).statusCode).toBe(401);
  });

  it('with the password ends the other sessions; this one goes on with the new token', async () => {
    const ann = await signUpAndLogIn(t, 'moving@example.com');
    const phone = await otherDevice('moving@example.com');
    const res = await ann.post('update_personal_info', {
      email: 'moved@example.com',
      current_password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect((await phone.get('get_user_details')).statusCode).toBe(401);
    expect((await client(t, res.json().token).get('get_user_details')).json().email).toBe(
      'moved@example.com',
    );
  });
});

describe('changing the password', () => {
  it('ends every OTHER session at once', async () => {
    const ann = await signUpAndLogIn(t, 'two-devices@example.com');
    const phone = await otherDevice('two-devices@example.com');
    expect((await phone.get('get_user_details')).statusCode).toBe(200);
    const res = await ann.post('update_personal_info', {
      password: 'brand-new-2',
      current_password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const otherAfter = await phone.get('get_user_details');
    expect(otherAfter.statusCode).toBe(401);
    expect((await client(t, res.json().token).get('get_user_details')).statusCode).toBe(200);
  });

  it('revokes an outstanding reset link', async () => {
    const ann = await signUpAndLogIn(t, 'link-then-change@example.com');
    const token = await requestResetToken('link-then-change@example.com');
    await ann.post('update_personal_info', {
      password: 'brand-new-3',
      current_password: TEST_PASSWORD,
    });
    const res = await client(t).post('reset_password', { token, password: 'taken-over-3' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('token');
    expect((await logIn(t, 'link-then-change@example.com', 'brand-new-3')).statusCode).toBe(200);
  });
});

describe('logout', () => {
  it('ends this token server-side and leaves the other sessions alone', async () => {
    const ann = await signUpAndLogIn(t, 'bye@example.com');
    const phone = await otherDevice('bye@example.com');
    const res = await ann.post('logout', {});
    expect(res.statusCode).toBe(200);
    expect((await ann.get('get_user_details')).statusCode).toBe(401);
    expect((await ann.post('logout', {})).statusCode).toBe(401);
    expect((await phone.get('get_user_details')).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    expect((await client(t).post('logout', {})).statusCode).toBe(401);
  });
});

async function requestResetToken(email: string): Promise<string> {
  const res = await client(t).post('request_password_reset', { email });
  expect(res.statusCode).toBe(200);
  const [mail] = await t.app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const token = /reset-password\?token=([\w-]+)/.exec(mail?.bodyText ?? '')?.[1];
  if (!token) throw new Error('no reset link in the outbox');
  return token;
}

describe('password reset', () => {
  it('a link dies when a second reset is requested; the newest works', async () => {
    await signUpAndLogIn(t, 'twice@example.com');
    const first = await requestResetToken('twice@example.com');
    const second = await requestResetToken('twice@example.com');
    expect(second).not.toBe(first);
    const old = await client(t).post('reset_password', { token: first, password: 'new-pass-77' });
    expect(old.statusCode).toBe(400);
    expect(old.json().field).toBe('token');
    const fresh = await client(t).post('reset_password', {
      token: second,
      password: 'new-pass-77',
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('ends every session', async () => {
    const ann = await signUpAndLogIn(t, 'reset-ends@example.com');
    const token = await requestResetToken('reset-ends@example.com');
    await client(t).post('reset_password', { token, password: 'new-pass-88' });
    expect((await ann.get('get_user_details')).statusCode).toBe(401);
  });
});

describe('ADMIN_EMAIL at start-up', () => {
  const admin = { email: 'first-come@example.com', password: 'Admin-pass-1' };

  it('refuses to promote an existing non-admin account, with a clear message', async () => {
    await signUpAndLogIn(t, admin.email, TEST_PASSWORD);
    await t.close();
    await expect(
      buildTestApp({
        plugins: [accountService],
        testDatabase: t.testDatabase,
        config: { admin, rateLimit: RELAXED_RATE_LIMITS },
      }),
    ).rejects.toThrow(
      /ADMIN_EMAIL: first-come@example.com .* not an admin.*ADMIN_PROMOTE_EXISTING/,
    );
    t = await buildTestApp({
      plugins: [accountService],
      testDatabase: t.testDatabase,
      config: { rateLimit: RELAXED_RATE_LIMITS },
    });
    const [row] = await t.app.db.select().from(users).where(eq(users.email, admin.email));
    expect(row?.role).toBe('user');
  });

  it('promotes it only with ADMIN_PROMOTE_EXISTING=true, its password untouched', async () => {
    await t.close();
    t = await buildTestApp({
      plugins: [accountService],
      testDatabase: t.testDatabase,
      config: { admin, adminPromoteExisting: true, rateLimit: RELAXED_RATE_LIMITS },
    });
    const res = await logIn(t, admin.email, TEST_PASSWORD);
    expect(res.json().user.role).toBe('admin');
  });
});

describe('environment', () => {
  const base = { NODE_ENV: 'test' };

  it('refuses TRUST_PROXY=true with a message', () => {
    expect(() => loadServiceConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadServiceConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would trust every X-Forwarded-For hop/,
    );
  });

  it('takes a hop count or a list of proxy addresses', () => {
    expect(loadServiceConfig({ ...base, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadServiceConfig({ ...base, TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(loadServiceConfig(base).trustProxy).toBe(false);
    expect(() => loadServiceConfig({ ...base, TRUST_PROXY: 'proxy.example' })).toThrow(
      /TRUST_PROXY/,
    );
  });

  it('requires PUBLIC_URL in production', () => {
    expect(() => loadServiceConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL is required/);
    expect(
      loadServiceConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://app.fina.example/' })
        .publicUrl,
    ).toBe('https://app.fina.example');
  });

  it('reads MFA_REQUIRED_FOR_ADMINS, ADMIN_PROMOTE_EXISTING and USER_WORKBOOK_QUOTA_MB', () => {
    const config = loadServiceConfig({
      ...base,
      MFA_REQUIRED_FOR_ADMINS: 'true',
      ADMIN_PROMOTE_EXISTING: 'yes',
      USER_WORKBOOK_QUOTA_MB: '5',
    });
    expect(config).toMatchObject({
      mfaRequiredForAdmins: true,
      adminPromoteExisting: true,
      userWorkbookQuotaBytes: 5 * 1024 * 1024,
    });
    expect(loadServiceConfig(base).userWorkbookQuotaBytes).toBe(200 * 1024 * 1024);
  });
});
