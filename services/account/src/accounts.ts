/** Registration, sign-in (with the per-account limit), the early-adopter places, the admin seed. */
import type { FastifyBaseLogger } from 'fastify';
import { EARLY_ADOPTER_PLACES, emailField, newPasswordField } from '@fina/contract';
import type { Db } from '@fina/db';
import { eq, isNotNull, isUniqueViolation, loginThrottle, sql, users, count } from '@fina/db';
import { ConfigError, HttpError, tooManyRequests, gone, unauthorized } from '@fina/service-kit';
import type { ServiceConfig } from '@fina/service-kit';
import { dummyHash, hashPassword, verifyPassword } from './passwords';
import { ACCOUNT_MESSAGES } from './users';
import type { UserRow } from './users';

/** Advisory lock key serialising early-adopter claims (the unique place is the backstop). */
const EARLY_ADOPTER_LOCK = 0x46494e42;

export interface EarlyAdopterStatus {
  places_total: number;
  places_left: number;
  offer_ends: string;
  open: boolean;
}

export async function earlyAdopterStatus(
  db: Db,
  offer: ServiceConfig['earlyAdopter'],
  now = new Date(),
): Promise<EarlyAdopterStatus> {
  const [row] = await db
    .select({ claimed: count() })
    .from(users)
    .where(isNotNull(users.earlyAdopterPlace));
  const left = Math.max(0, EARLY_ADOPTER_PLACES - (row?.claimed ?? 0));
  return {
    places_total: EARLY_ADOPTER_PLACES,
    places_left: left,
    offer_ends: offer.ends,
    open: left > 0 && now < offer.endsAt,
  };
}

export async function createAccount(
  db: Db,
  input: { email: string; password: string; earlyAdopter: boolean },
  offer: ServiceConfig['earlyAdopter'],
  now = new Date(),
): Promise<{ user: UserRow; earlyAdopter: boolean }> {
  const passwordHash = await hashPassword(input.password);
  try {
    if (input.earlyAdopter && now < offer.endsAt) {
      // One claim at a time (advisory lock); the lowest free place, or none when all 50 are
      // taken. The unique, range-checked column makes a 51st claim impossible regardless.
      const user = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${EARLY_ADOPTER_LOCK})`);
        const freePlace = sql`(select min(n)::integer from generate_series(1, ${EARLY_ADOPTER_PLACES}::integer) as n
          where not exists (select 1 from ${users} where ${users.earlyAdopterPlace} = n))`;
        const [row] = await tx
          .insert(users)
          .values({ email: input.email, passwordHash, earlyAdopterPlace: freePlace })
          .returning();
        return row;
      });
      if (!user) throw new Error('insert returned nothing');
      return { user, earlyAdopter: user.earlyAdopterPlace !== null };
    }
    const [user] = await db.insert(users).values({ email: input.email, passwordHash }).returning();
    if (!user) throw new Error('insert returned nothing');
    return { user, earlyAdopter: false };
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) {
      throw new HttpError(474, ACCOUNT_MESSAGES.emailExists, { field: 'email' });
    }
    throw error;
  }
}

/**
 * Checks the credentials. Refuses with 429 while the account is locked by failed attempts
 * (counted in the database, so every process shares the count), 401 for bad credentials
 * (the same for an unknown email, in the same time), 410 for a deactivated account.
 */
export async function verifyLogin(
  db: Db,
  credentials: { email: string; password: string },
  limits: ServiceConfig['rateLimit'],
): Promise<UserRow> {
  const { email, password } = credentials;
  const window = sql`make_interval(mins => ${limits.accountLockMinutes}::integer)`;
  const [throttle] = await db
    .select({
      locked: sql<boolean>`${loginThrottle.failures} >= ${limits.accountMaxFailures}::integer
        and ${loginThrottle.windowStartedAt} + ${window} > now()`,
      secondsLeft: sql<number>`ceil(extract(epoch from (${loginThrottle.windowStartedAt} + ${window} - now())))::integer`,
    })
    .from(loginThrottle)
    .where(eq(loginThrottle.email, email));
  if (throttle?.locked) {
    const seconds = Math.max(1, Number(throttle.secondsLeft));
    throw tooManyRequests(ACCOUNT_MESSAGES.accountLocked(Math.ceil(seconds / 60)), seconds);
  }
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), password);
  if (!user || !ok) {
    const expired = sql`${loginThrottle.windowStartedAt} + ${window} <= now()`;
    await db
      .insert(loginThrottle)
      .values({ email, failures: 1, windowStartedAt: sql`now()` })
      .onConflictDoUpdate({
        target: loginThrottle.email,
        set: {
          failures: sql`case when ${expired} then 1 else ${loginThrottle.failures} + 1 end`,
          windowStartedAt: sql`case when ${expired} then now() else ${loginThrottle.windowStartedAt} end`,
        },
      });
    throw unauthorized(ACCOUNT_MESSAGES.invalidCredentials);
  }
  if (throttle) await db.delete(loginThrottle).where(eq(loginThrottle.email, email));
  if (user.deactivatedAt) throw gone(ACCOUNT_MESSAGES.deactivated);
  return user;
}

/**
 * The first admin (DECISIONS.md): ADMIN_EMAIL is created with ADMIN_PASSWORD when missing.
 * An existing admin is kept (reactivated), its password untouched. An existing NON-admin
 * account is never promoted silently: start-up refuses unless ADMIN_PROMOTE_EXISTING=true
 * (else anyone who registered that address first would become an admin).
 */
export async function seedAdmin(
  db: Db,
  admin: { email: string; password: string },
  log: FastifyBaseLogger,
  options: { promoteExisting?: boolean } = {},
): Promise<void> {
  const email = emailField.safeParse(admin.email);
  if (!email.success) {
    throw new Error(`ADMIN_EMAIL: ${email.error.issues[0]?.message ?? 'invalid'}`);
  }
  const password = newPasswordField.safeParse(admin.password);
  if (!password.success) {
    throw new Error(`ADMIN_PASSWORD: ${password.error.issues[0]?.message ?? 'invalid'}`);
  }
  const [existing] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, email.data));
  if (existing?.role !== 'admin' && existing && !options.promoteExisting) {
    throw new ConfigError(ACCOUNT_MESSAGES.adminExistsNotAdmin(email.data));
  }
  if (existing) {
    await db
      .update(users)
      .set({ role: 'admin', deactivatedAt: null })
      .where(eq(users.id, existing.id));
    log.info({ email: email.data }, 'admin account ready');
    return;
  }
  const passwordHash = await hashPassword(password.data);
  await db
    .insert(users)
    .values({ email: email.data, passwordHash, role: 'admin' })
    .onConflictDoNothing({ target: users.email });
  log.info({ email: email.data }, 'admin account created from ADMIN_EMAIL');
}
