import { EARLY_ADOPTER_PLACES, SERVICE_PREFIX } from '@fina/contract';
import { eq, sql, users } from '@fina/db';
import { buildTestApp } from '@fina/service-kit/testing';
import type { TestApp } from '@fina/service-kit/testing';
import { accountService } from './plugin';

const A = SERVICE_PREFIX.account;
const ADMIN = { email: 'Boss@Fina.test', password: 'admin-pass-1' };
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    plugins: [accountService],
    config: {
      admin: ADMIN,
      rateLimit: { loginPerAddressPerMinute: 1000, accountMaxFailures: 3, accountLockMinutes: 15 },
    },
  });
});
afterAll(() => t.dispose());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `${A}/${url}`, payload: payload as object, headers });
const signUp = (email: string, password = 'secret-123', extra: object = {}) =>
  post('create_account', { email, password, ...extra });
const login = (email: string, password = 'secret-123') => post('login', { email, password });

describe('create_account', () => {
  it('creates an account, lower-casing the email', async () => {
    const res = await signUp('  New.User@Example.COM ');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ user_id: expect.any(String), early_adopter: false });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, res.json().user_id));
    expect(row?.email).toBe('new.user@example.com');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('answers 474 when the email exists (any case)', async () => {
    await signUp('twice@example.com');
    const res = await signUp('TWICE@example.com');
    expect(res.statusCode).toBe(474);
    expect(res.json()).toEqual({
      statusCode: 474,
      error: 'Account Exists',
      message: 'An account with this email already exists.',
      field: 'email',
    });
  });

  it.each([
    ['short1', 'at least 8 characters'],
    ['lettersonly', 'contain a letter and a number'],
    ['12345678', 'contain a letter and a number'],
  ])('refuses the password %s with a 400 naming password', async (password, text) => {
    const res = await signUp('weak@example.com', password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, field: 'password' });
    expect(res.json().message).toContain('Password');
    expect(res.json().message).toContain(text);
  });

  it('refuses a bad email with a 400 naming email', async () => {
    const res = await signUp('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'email', message: expect.stringMatching(/Email/) });
  });

  it('answers wrong types, missing fields and bad JSON with 400, never 500', async () => {
    const wrongType = await post('create_account', { email: 'x@example.com', password: 12345678 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().field).toBe('password');
    const badFlag = await signUp('flag@example.com', 'secret-123', { early_adopter: 'yes' });
    expect(badFlag.statusCode).toBe(400);
    expect(badFlag.json()).toMatchObject({ field: 'early_adopter' });
    expect(badFlag.json().message).toContain('early_adopter');
    const missing = await post('create_account', { email: 'x@example.com' });
    expect(missing.json()).toMatchObject({ statusCode: 400, field: 'password' });
    const notObject = await post('create_account', [1, 2]);
    expect(notObject.statusCode).toBe(400);
    const malformed = await t.app.inject({
      method: 'POST',
      url: `${A}/create_account`,
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "x@example.com", "password": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request body is not valid JSON.',
    });
    const noBody = await t.app.inject({ method: 'POST', url: `${A}/create_account` });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().message).toBe('The request body must be a JSON object.');
  });

  it('answers an oversized body with 413 and a form body with 415', async () => {
    const big = await post('create_account', {
      email: 'big@example.com',
      password: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
    const form = await t.app.inject({
      method: 'POST',
      url: `${A}/create_account`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a@b.c&password=secret-123',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json().message).toMatch(/application\/json/);
  });
});

describe('login and get_user_details', () => {
  beforeAll(async () => {
    await signUp('ann@example.com');
    await signUp('gone@example.com');
    await t.app.db
      .update(users)
      .set({ deactivatedAt: new Date() })
      .where(eq(users.email, 'gone@example.com'));
  });

  it('answers a token that get_user_details accepts', async () => {
    const res = await login('ANN@example.com');
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json();
    expect(user).toMatchObject({ email: 'ann@example.com', role: 'user', first_name: '' });
    expect(user.password_hash).toBeUndefined();
    const me = await t.app.inject({
      method: 'GET',
      url: `${A}/get_user_details`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);
  });

  it('answers 401 for a wrong password or an unknown email', async () => {
    for (const res of [await login('ann@example.com', 'wrong-123'), await login('who@x.io')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid email or password');
    }
    const empty = await post('login', { email: '', password: 'x' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ field: 'email', message: 'Email is required.' });
  });

  it('answers 410 with a message for a deactivated account', async () => {
    const res = await login('gone@example.com');
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toMatch(/deactivated/);
  });

  it('requires a valid bearer token', async () => {
    const none = await t.app.inject({ method: 'GET', url: `${A}/get_user_details` });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toMatch(/Bearer/);
    const forged = await t.app.inject({
      method: 'GET',
      url: `${A}/get_user_details`,
      headers: { authorization: `Bearer ${t.app.jwt.sign({ sub: 'x', role: 'admin', sv: 0 })}x` },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses the token of an account deactivated since', async () => {
    const { token } =
      (await signUp('later@example.com'), (await login('later@example.com')).json());
    await t.app.db
      .update(users)
      .set({ deactivatedAt: new Date() })
      .where(eq(users.email, 'later@example.com'));
    const res = await t.app.inject({
      method: 'GET',
      url: `${A}/get_user_details`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/deactivated/);
  });

  it('locks an account after repeated failures (429), shared through the database', async () => {
    await signUp('target@example.com');
    for (let i = 0; i < 3; i += 1) {
      expect((await login('target@example.com', 'wrong-123')).statusCode).toBe(401);
    }
    const locked = await login('target@example.com');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed sign-in attempts for this account/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account from the same address is not affected.
    expect((await login('ann@example.com')).statusCode).toBe(200);
    // Once the window has passed, the right password works and clears the count.
    await t.app.db.execute(
      sql`update login_throttle set window_started_at = now() - interval '16 minutes'`,
    );
    expect((await login('target@example.com')).statusCode).toBe(200);
  });
});

describe('admin seed', () => {
  it('creates ADMIN_EMAIL as an admin at start-up', async () => {
    const res = await login(ADMIN.email, ADMIN.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: 'boss@fina.test', role: 'admin' });
  });
});

describe('newsletter_subscribe', () => {
  it('stores an address once', async () => {
    const first = await post('newsletter_subscribe', { email: 'News@Example.com' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ already_subscribed: false });
    const again = await post('newsletter_subscribe', { email: 'news@example.com ' });
    expect(again.json()).toMatchObject({ already_subscribed: true });
    const bad = await post('newsletter_subscribe', { email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('email');
  });
});

describe('countries', () => {
  const get = (language: string) =>
    t.app.inject({ method: 'GET', url: `${A}/countries?language=${language}` });

  it.each([
    ['english', 'DE', 'Germany'],
    ['french', 'DE', 'Allemagne'],
    ['spanish', 'DE', 'Alemania'],
  ])('lists countries in %s, sorted by name', async (language, code, name) => {
    const res = await get(language);
    expect(res.statusCode).toBe(200);
    const list: { code: string; name: string }[] = res.json().countries;
    expect(list.length).toBeGreaterThan(240);
    expect(list.find((c) => c.code === code)?.name).toBe(name);
    const names = list.map((c) => c.name);
    const collator = new Intl.Collator(language.slice(0, 2), { sensitivity: 'base' });
    expect([...names].sort(collator.compare)).toEqual(names);
  });

  it('answers 400 naming language for another language', async () => {
    const res = await get('german');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'language',
      message: 'language must be english, french or spanish.',
    });
    expect((await t.app.inject({ method: 'GET', url: `${A}/countries` })).statusCode).toBe(400);
  });
});

describe('early adopters', () => {
  const status = async () =>
    (await t.app.inject({ method: 'GET', url: `${A}/early_adopter_status` })).json();

  it('claims places until the last one, then registers without a place', async () => {
    expect(await status()).toMatchObject({
      places_total: EARLY_ADOPTER_PLACES,
      places_left: EARLY_ADOPTER_PLACES,
      offer_ends: '2027-10-25',
      open: true,
    });
    const first = await signUp('first@example.com', 'secret-123', { early_adopter: true });
    expect(first.json()).toMatchObject({ early_adopter: true });
    // Fill places 2..49 directly, leaving exactly one.
    await t.app.db.execute(sql`insert into users (email, password_hash, early_adopter_place)
      select 'filler' || n || '@example.com', 'x', n from generate_series(2, 49) as n`);
    expect((await status()).places_left).toBe(1);
    // Two concurrent claims for the last place: exactly one gets it.
    const [a, b] = await Promise.all([
      signUp('racer-a@example.com', 'secret-123', { early_adopter: true }),
      signUp('racer-b@example.com', 'secret-123', { early_adopter: true }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect([a.json().early_adopter, b.json().early_adopter].sort()).toEqual([false, true]);
    expect(await status()).toMatchObject({ places_left: 0, open: false });
    const late = await signUp('late@example.com', 'secret-123', { early_adopter: true });
    expect(late.statusCode).toBe(201);
    expect(late.json()).toMatchObject({ early_adopter: false });
    expect(late.json().message).toMatch(/offer is closed/);
  });
});

describe('early adopter offer after its end date', () => {
  let closed: TestApp;
  beforeAll(async () => {
    closed = await buildTestApp({
      plugins: [accountService],
      config: { earlyAdopter: { ends: '2020-10-25', endsAt: new Date('2020-10-26T00:00:00Z') } },
    });
  });
  afterAll(() => closed.dispose());

  it('is closed and claims nothing', async () => {
    const status = await closed.app.inject({ method: 'GET', url: `${A}/early_adopter_status` });
    expect(status.json()).toMatchObject({ places_left: 50, open: false, offer_ends: '2020-10-25' });
    const res = await closed.app.inject({
      method: 'POST',
      url: `${A}/create_account`,
      payload: { email: 'late@example.com', password: 'secret-123', early_adopter: true },
    });
    expect(res.json()).toMatchObject({ early_adopter: false });
  });
});

describe('per-address rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({
      plugins: [accountService],
      config: { rateLimit: { loginPerAddressPerMinute: 3, publicPerAddressPerMinute: 2 } },
    });
  });
  afterAll(() => limited.dispose());

  const from = (ip: string, url: string, payload: object) =>
    limited.app.inject({ method: 'POST', url: `${A}/${url}`, payload, remoteAddress: ip });

  it('answers 429 with a message once an address exceeds the sign-in limit', async () => {
    const attempt = { email: 'any@example.com', password: 'wrong-123' };
    for (let i = 0; i < 3; i += 1) {
      expect((await from('10.0.0.1', 'login', attempt)).statusCode).toBe(401);
    }
    const blocked = await from('10.0.0.1', 'login', attempt);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(blocked.json().message).toMatch(/Too many sign-in attempts from your address/);
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await from('10.0.0.2', 'login', attempt)).statusCode).toBe(401);
  });

  it('limits registrations and other public writes per address', async () => {
    const sign = (n: number) =>
      from('10.0.0.3', 'create_account', { email: `r${n}@example.com`, password: 'secret-123' });
    expect((await sign(1)).statusCode).toBe(201);
    expect((await sign(2)).statusCode).toBe(201);
    const blocked = await sign(3);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many requests/);
  });
});
