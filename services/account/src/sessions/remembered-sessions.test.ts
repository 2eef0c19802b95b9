/**
 * A checked session is remembered for SESSION_CACHE_MS (kit/src/session-cache.ts). These tests
 * warm that memory first, then prove that a logout, a deactivation, a password change and a
 * role change made through this process still apply at once, and show the documented limit: a
 * change made behind the process's back (another process, plain SQL) applies after the TTL.
 */
import { buildTestApp } from '@fina/service-kit/testing';
import type { TestApp } from '@fina/service-kit/testing';
import { SERVICE_PREFIX } from '@fina/contract';
import { eq, users } from '@fina/db';
import { accountService } from '../plugin';
import { RELAXED_RATE_LIMITS, TEST_PASSWORD, logIn, signUpAndLogIn } from '../testing/test-client';

const ADMIN = { email: 'admin@fina.test', password: 'admin-pass-1' };
const TTL_MS = 400;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    plugins: [accountService],
    config: { admin: ADMIN, rateLimit: RELAXED_RATE_LIMITS, sessionCacheMs: TTL_MS },
  });
});
afterAll(() => t.dispose());

/** Two reads in a row: the second is answered from the memory. */
async function warm(user: { get: (url: string) => Promise<{ statusCode: number }> }) {
  expect((await user.get('get_user_details')).statusCode).toBe(200);
  expect((await user.get('get_user_details')).statusCode).toBe(200);
}

it('remembers a session: a read does not check the user row again', async () => {
  const user = await signUpAndLogIn(t, 'remembered@example.com');
  await warm(user);
  // Even a row gone behind the process's back is not read again within the TTL...
  await t.app.db.update(users).set({ sessionVersion: 99 }).where(eq(users.id, user.userId));
  expect((await user.get('get_user_details')).statusCode).toBe(200);
  // ...and is after it: a change made by another process applies within SESSION_CACHE_MS.
  await new Promise((resolve) => setTimeout(resolve, TTL_MS + 50));
  expect((await user.get('get_user_details')).statusCode).toBe(401);
});

it('a signed-out session is refused at once, though it was remembered', async () => {
  const user = await signUpAndLogIn(t, 'leaving-now@example.com');
  await warm(user);
  expect((await user.post('logout', {})).statusCode).toBe(200);
  expect((await user.get('get_user_details')).statusCode).toBe(401);
});

it('a deactivated user is refused at once, though the session was remembered', async () => {
  const user = await signUpAndLogIn(t, 'deactivated-now@example.com');
  await warm(user);
  const admin = (await logIn(t, ADMIN.email, ADMIN.password)).json().token as string;
  const res = await t.app.inject({
    method: 'POST',
    url: `${SERVICE_PREFIX.chat}/deactivate_user`,
    payload: { user_id: user.userId },
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(res.statusCode).toBe(200);
  const refused = await user.get('get_user_details');
  expect(refused.statusCode).toBe(401);
  expect(refused.json().message).toBe(
    'This account has been deactivated. Contact support to restore it.',
  );
});

it('an email change ends the other remembered sessions at once', async () => {
  const user = await signUpAndLogIn(t, 'changer@example.com');
  const other = await logIn(t, 'changer@example.com');
  const otherToken = other.json().token as string;
  const otherDevice = {
    get: (url: string) =>
      t.app.inject({
        method: 'GET',
        url: `${SERVICE_PREFIX.account}/${url}`,
        headers: { authorization: `Bearer ${otherToken}` },
      }),
  };
  await warm(otherDevice);
  const changed = await user.post('update_personal_info', {
    email: 'changed-address@example.com',
    current_password: TEST_PASSWORD,
  });
  expect(changed.statusCode).toBe(200);
  expect((await otherDevice.get('get_user_details')).statusCode).toBe(401);
});
