import { buildTestApp } from '@fina/service-kit/testing';
import type { TestApp } from '@fina/service-kit/testing';
import { SERVICE_PREFIX } from '@fina/contract';
import { accountService } from './plugin';
import { RELAXED_RATE_LIMITS, logIn, signUpAndLogIn } from './testing/test-client';

const ADMIN = { email: 'admin@fina.test', password: 'admin-pass-1' };
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    plugins: [accountService],
    config: { admin: ADMIN, rateLimit: RELAXED_RATE_LIMITS },
  });
});
afterAll(() => t.dispose());

it("an admin's deactivate_user (chat service) makes the user's login answer 410", async () => {
  const user = await signUpAndLogIn(t, 'leaving@example.com');
  const admin = (await logIn(t, ADMIN.email, ADMIN.password)).json().token;
  const res = await t.app.inject({
    method: 'POST',
    url: `${SERVICE_PREFIX.chat}/deactivate_user`,
    payload: { user_id: user.userId },
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(res.statusCode).toBe(200);

  const login = await logIn(t, 'leaving@example.com');
  expect(login.statusCode).toBe(410);
  expect(login.json()).toEqual({
    statusCode: 410,
    error: 'Gone',
    message: 'This account has been deactivated. Contact support to restore it.',
  });
  // The session it had ends too (401, so the client drops the token).
  expect((await user.get('get_user_details')).statusCode).toBe(401);
  expect((await user.get('get_onboarding_info')).statusCode).toBe(401);
});
