/**
 * Test helpers: a signed-in caller made through the real create_account and login calls,
 * and a small client that sends its bearer token. (Import `buildTestApp` first in the test.)
 */
import { SERVICE_PREFIX } from '@fina/contract';
import type { TestApp } from '@fina/service-kit/testing';

const A = SERVICE_PREFIX.account;
export const TEST_PASSWORD = 'secret-123';

/** Rate limits high enough for a test file's many sign-ups and sign-ins from one address. */
export const RELAXED_RATE_LIMITS = {
  loginPerAddressPerMinute: 10_000,
  publicPerAddressPerMinute: 10_000,
};

export function client(t: TestApp, token?: string) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url: `${A}/${url}`, headers }),
    post: (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `${A}/${url}`, payload, headers }),
    put: (url: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: `${A}/${url}`, payload, headers }),
  };
}
export type Client = ReturnType<typeof client>;

export async function logIn(t: TestApp, email: string, password = TEST_PASSWORD) {
  return client(t).post('login', { email, password });
}

/** Registers `email`, signs in, and answers a client carrying the new session's token. */
export async function signUpAndLogIn(
  t: TestApp,
  email: string,
  password = TEST_PASSWORD,
): Promise<Client & { token: string; userId: string }> {
  const created = await client(t).post('create_account', { email, password });
  if (created.statusCode !== 201) throw new Error(`create_account: ${created.body}`);
  const session = await logIn(t, email, password);
  if (session.statusCode !== 200) throw new Error(`login: ${session.body}`);
  const { token, user } = session.json<{ token: string; user: { id: string } }>();
  return { ...client(t, token), token, userId: user.id };
}
