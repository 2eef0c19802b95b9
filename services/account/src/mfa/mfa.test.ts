/**
 * Two-step sign-in end to end through the real calls: enrol (secret, QR, confirming code,
 * recovery codes), sign-in with a code and with a recovery code (once only), wrong codes
 * throttled per account, turning it off, and admins required to enrol.
 */
import { buildTestApp } from '@fina/service-kit/testing';
import type { TestApp } from '@fina/service-kit/testing';
import { eq, userMfa, users } from '@fina/db';
import { accountService } from '../plugin';
import {
  RELAXED_RATE_LIMITS,
  TEST_PASSWORD,
  client,
  logIn,
  signUpAndLogIn,
} from '../testing/test-client';
import type { Client } from '../testing/test-client';
import { MFA_MAX_FAILURES } from './mfa-store';
import { totpCode } from './otp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ plugins: [accountService], config: { rateLimit: RELAXED_RATE_LIMITS } });
});
afterAll(() => t.dispose());

const now = () => Math.floor(Date.now() / 1000);
/**
 * A code accepted once per 30 s step: the next step's code (within the tolerance) lets a test
 * sign in right after enrolling, as a user would 30 s later.
 */
const codeAt = (secret: string, stepsAhead: number) => totpCode(secret, now() + 30 * stepsAhead);

async function enrol(user: Client): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await user.post('mfa/enrol', {});
  expect(started.statusCode).toBe(200);
  const { secret } = started.json();
  const confirmed = await user.post('mfa/confirm', { code: codeAt(secret, 0) });
  expect(confirmed.statusCode).toBe(200);
  return { secret, recoveryCodes: confirmed.json().recovery_codes };
}

async function passwordStep(email: string): Promise<string> {
  const res = await logIn(t, email);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ mfa_required: true, mfa_token: expect.any(String) });
  return res.json().mfa_token;
}

describe('enrolment', () => {
  it('gives a secret, an otpauth URL and a local QR code, then needs a right code', async () => {
    const ann = await signUpAndLogIn(t, 'enrol@example.com');
    expect((await ann.get('mfa/status')).json()).toEqual({
      enabled: false,
      required: false,
      recovery_codes_left: 0,
    });
    const started = await ann.post('mfa/enrol', {});
    expect(started.statusCode).toBe(200);
    const { secret, otpauth_url: url, qr_data_url: qr } = started.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(url).toBe(`otpauth://totp/Fina:enrol%40example.com?secret=${secret}&issuer=Fina`);
    expect(qr).toMatch(/^data:image\/png;base64,/);

    const wrong = await ann.post('mfa/confirm', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().field).toBe('code');
    // Sign-in is unchanged until the code is confirmed.
    expect((await logIn(t, 'enrol@example.com')).json().token).toEqual(expect.any(String));

    const confirmed = await ann.post('mfa/confirm', { code: codeAt(secret, 0) });
    expect(confirmed.statusCode).toBe(200);
    const codes: string[] = confirmed.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    codes.forEach((code) => expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/));

    expect((await ann.get('mfa/status')).json()).toEqual({
      enabled: true,
      required: false,
      recovery_codes_left: 10,
    });
    // Never again: no call answers the secret after enrolment, and it is stored encrypted.
    expect((await ann.post('mfa/enrol', {})).statusCode).toBe(409);
    const [row] = await t.app.db.select().from(userMfa).where(eq(userMfa.userId, ann.userId));
    expect(row?.secretEncrypted).not.toContain(secret);
  });
});

describe('sign-in with two-step sign-in on', () => {
  let secret: string;
  let recoveryCodes: string[];
  beforeAll(async () => {
    const bob = await signUpAndLogIn(t, 'bob-mfa@example.com');
    ({ secret, recoveryCodes } = await enrol(bob));
  });

  it('login answers a challenge, not a token; the challenge is no session', async () => {
    const mfaToken = await passwordStep('bob-mfa@example.com');
    expect((await client(t, mfaToken).get('get_user_details')).statusCode).toBe(401);
  });

  it('login_mfa with the code gives the session; the same code works once', async () => {
    const mfaToken = await passwordStep('bob-mfa@example.com');
    const code = codeAt(secret, 1);
    const res = await client(t).post('login_mfa', { mfa_token: mfaToken, code });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('bob-mfa@example.com');
    expect((await client(t, res.json().token).get('get_user_details')).statusCode).toBe(200);
    const replay = await client(t).post('login_mfa', { mfa_token: mfaToken, code });
    expect(replay.statusCode).toBe(401);
  });

  it('a recovery code works once only', async () => {
    const code = recoveryCodes[3]!;
    const first = await client(t).post('login_mfa', {
      mfa_token: await passwordStep('bob-mfa@example.com'),
      code: code.toUpperCase(),
    });
    expect(first.statusCode).toBe(200);
    const again = await client(t).post('login_mfa', {
      mfa_token: await passwordStep('bob-mfa@example.com'),
      code,
    });
    expect(again.statusCode).toBe(401);
    const session = client(t, first.json().token);
    expect((await session.get('mfa/status')).json().recovery_codes_left).toBe(9);
  });

  it('refuses a made-up challenge', async () => {
    const res = await client(t).post('login_mfa', { mfa_token: 'x.y.z', code: '123456' });
    expect(res.statusCode).toBe(401);
  });
});

describe('wrong codes', () => {
  it(`are refused with 429 after ${MFA_MAX_FAILURES}, even before a right one`, async () => {
    const cat = await signUpAndLogIn(t, 'guesser@example.com');
    const { secret } = await enrol(cat);
    const mfaToken = await passwordStep('guesser@example.com');
    const right = codeAt(secret, 1);
    const wrongCode = right === '111111' ? '222222' : '111111';
    for (let i = 0; i < MFA_MAX_FAILURES; i += 1) {
      const res = await client(t).post('login_mfa', { mfa_token: mfaToken, code: wrongCode });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await client(t).post('login_mfa', { mfa_token: mfaToken, code: right });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many wrong codes/);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});

describe('turning it off', () => {
  it('needs the password and a code; then sign-in is one step again', async () => {
    const dan = await signUpAndLogIn(t, 'off@example.com');
    const { secret } = await enrol(dan);
    const noPassword = await dan.post('mfa/disable', {
      current_password: 'wrong-pass-1',
      code: codeAt(secret, 1),
    });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().field).toBe('current_password');
    const noCode = await dan.post('mfa/disable', {
      current_password: TEST_PASSWORD,
      code: '999999' === codeAt(secret, 1) ? '888888' : '999999',
    });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().field).toBe('code');
    const off = await dan.post('mfa/disable', {
      current_password: TEST_PASSWORD,
      code: codeAt(secret, 1),
    });
    expect(off.statusCode).toBe(200);
    expect((await dan.get('mfa/status')).json().enabled).toBe(false);
    expect((await logIn(t, 'off@example.com')).json().token).toEqual(expect.any(String));
  });
});

describe('MFA_REQUIRED_FOR_ADMINS', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await buildTestApp({
      plugins: [accountService],
      config: { rateLimit: RELAXED_RATE_LIMITS, mfaRequiredForAdmins: true },
    });
  });
  afterAll(() => strict.dispose());

  it('sends an admin without MFA to enrol before anything else', async () => {
    const admin = await signUpAndLogIn(strict, 'boss@example.com');
    await strict.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId));
    // get_all_users is served under /api/chat (the account client posts under /api/account).
    const list = await strict.app.inject({
      method: 'POST',
      url: '/api/chat/get_all_users',
      payload: {},
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toMatch(/turn on two-step sign-in first/);
    expect((await admin.get('get_onboarding_info')).statusCode).toBe(403);
    expect((await admin.get('mfa/status')).json()).toMatchObject({
      enabled: false,
      required: true,
    });

    const started = await admin.post('mfa/enrol', {});
    const confirmed = await admin.post('mfa/confirm', {
      code: totpCode(started.json().secret),
    });
    expect(confirmed.statusCode).toBe(200);
    const after = await strict.app.inject({
      method: 'POST',
      url: '/api/chat/get_all_users',
      payload: {},
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(after.statusCode).toBe(200);
  });

  it('leaves ordinary users free to choose', async () => {
    const user = await signUpAndLogIn(strict, 'free@example.com');
    expect((await user.get('get_onboarding_info')).statusCode).toBe(200);
    expect((await user.get('mfa/status')).json().required).toBe(false);
  });
});
