import { buildTestApp } from '@fina/service-kit/testing';
import type { TestApp } from '@fina/service-kit/testing';
import { accountService } from '../plugin';
import {
  RELAXED_RATE_LIMITS,
  TEST_PASSWORD,
  client,
  logIn,
  signUpAndLogIn,
} from '../testing/test-client';
import type { Client } from '../testing/test-client';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    plugins: [accountService],
    config: { rateLimit: RELAXED_RATE_LIMITS },
  });
});
afterAll(() => t.dispose());

const me = async (caller: Client) => (await caller.get('get_user_details')).json();

describe('update_personal_info', () => {
  it('updates names and position, answering the updated user', async () => {
    const ann = await signUpAndLogIn(t, 'names@example.com');
    const res = await ann.post('update_personal_info', {
      first_name: ' Ann ',
      last_name: 'Lee',
      position: 'Owner',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: ann.userId,
      email: 'names@example.com',
      first_name: 'Ann',
      last_name: 'Lee',
      position: 'Owner',
      role: 'user',
    });
    expect(await me(ann)).toEqual(res.json());
  });

  it('keeps the stored value for every missing or blank field', async () => {
    const ann = await signUpAndLogIn(t, 'keep@example.com');
    await ann.post('update_personal_info', {
      first_name: 'Ann',
      last_name: 'Lee',
      position: 'CEO',
    });
    const before = await me(ann);
    const res = await ann.post('update_personal_info', {
      email: '  ',
      first_name: '',
      last_name: '   ',
      position: '\t',
      password: ' ',
      current_password: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(before);
    expect((await ann.post('update_personal_info', {})).json()).toEqual(before);
    expect((await logIn(t, 'keep@example.com')).statusCode).toBe(200);
  });

  it('changes the email; sign-in then uses the new one', async () => {
    const ann = await signUpAndLogIn(t, 'old-address@example.com');
    const res = await ann.post('update_personal_info', {
      email: ' New-Address@Example.com ',
      current_password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe('new-address@example.com');
    expect((await logIn(t, 'new-address@example.com')).statusCode).toBe(200);
    expect((await logIn(t, 'old-address@example.com')).statusCode).toBe(401);
    // Its own address again is no conflict, and needs no password (nothing changes).
    const fresh = client(t, res.json().token);
    const same = await fresh.post('update_personal_info', { email: 'new-address@example.com' });
    expect(same.statusCode).toBe(200);
    expect(same.json().token).toBeUndefined();
  });

  it('answers 474 when another account has the email, changing nothing', async () => {
    await signUpAndLogIn(t, 'taken@example.com');
    const ann = await signUpAndLogIn(t, 'wants-taken@example.com');
    const res = await ann.post('update_personal_info', {
      email: 'TAKEN@example.com',
      first_name: 'Changed',
      current_password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(474);
    expect(res.json()).toEqual({
      statusCode: 474,
      error: 'Account Exists',
      message: 'An account with this email already exists.',
      field: 'email',
    });
    expect(await me(ann)).toMatchObject({ email: 'wants-taken@example.com', first_name: '' });
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'Email must be a valid email address.'],
    [{ email: 5 }, 'email', 'Email must be text.'],
    [{ password: 'short1' }, 'password', expect.stringContaining('at least 8 characters')],
    [{ password: 'lettersonly' }, 'password', expect.stringContaining('a letter and a number')],
    [{ first_name: 'x'.repeat(81) }, 'first_name', 'first_name must be at most 80 characters.'],
    [{ position: false }, 'position', 'position must be text.'],
  ])('refuses %j with a 400 naming the field', async (body, field, message) => {
    const ann = await signUpAndLogIn(t, `bad-${field}-${Math.random()}@example.com`);
    const before = await me(ann);
    const res = await ann.post('update_personal_info', {
      ...body,
      current_password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, message });
    expect(await me(ann)).toEqual(before);
  });

  it('needs a signed-in caller', async () => {
    const res = await client(t).post('update_personal_info', { first_name: 'X' });
    expect(res.statusCode).toBe(401);
  });
});

describe('changing the password in settings', () => {
  let ann: Awaited<ReturnType<typeof signUpAndLogIn>>;
  beforeAll(async () => {
    ann = await signUpAndLogIn(t, 'pass@example.com');
  });

  it('needs current_password, and changes nothing without it', async () => {
    const res = await ann.post('update_personal_info', {
      password: 'brand-new-1',
      first_name: 'Changed',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'current_password',
      message: 'Enter your current password to set a new one.',
    });
    expect((await me(ann)).first_name).toBe('');
    expect((await logIn(t, 'pass@example.com')).statusCode).toBe(200);
  });

  it('refuses a wrong current_password', async () => {
    const res = await ann.post('update_personal_info', {
      password: 'brand-new-1',
      current_password: 'wrong-pass-9',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'current_password',
      message: 'Current password is incorrect.',
    });
    expect((await logIn(t, 'pass@example.com', 'brand-new-1')).statusCode).toBe(401);
  });

  it('changes it with the right current_password; login then takes only the new one', async () => {
    const res = await ann.post('update_personal_info', {
      password: 'brand-new-1',
      current_password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe('pass@example.com');
    expect((await logIn(t, 'pass@example.com', TEST_PASSWORD)).statusCode).toBe(401);
    const fresh = await logIn(t, 'pass@example.com', 'brand-new-1');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().user.email).toBe('pass@example.com');
    // Every older token ends; the session that made the change goes on with the new token.
    expect((await ann.get('get_user_details')).statusCode).toBe(401);
    expect(typeof res.json().token).toBe('string');
    expect((await client(t, res.json().token).get('get_user_details')).statusCode).toBe(200);
  });
});

describe('rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({
      plugins: [accountService],
      config: { rateLimit: { ...RELAXED_RATE_LIMITS, loginPerAddressPerMinute: 2 } },
    });
  });
  afterAll(() => limited.dispose());

  it('limits password guesses through update_personal_info per address', async () => {
    const created = await client(limited).post('create_account', {
      email: 'guess@example.com',
      password: TEST_PASSWORD,
    });
    expect(created.statusCode).toBe(201);
    const { token } = (await logIn(limited, 'guess@example.com')).json();
    const guess = (n: number) =>
      client(limited, token).post('update_personal_info', {
        password: 'brand-new-1',
        current_password: `guess-${n}`,
      });
    expect((await guess(1)).statusCode).toBe(400);
    expect((await guess(2)).statusCode).toBe(400);
    const blocked = await guess(3);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many changes from your address/);
  });
});
