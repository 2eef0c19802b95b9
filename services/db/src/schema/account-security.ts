/**
 * Account security: ended sessions (logout) and two-step sign-in (TOTP with recovery codes).
 *
 * A session token carries a random id (jti) and the user's session version. A password
 * change, an email change or a reset bumps the version (ending every token at once, the
 * caller gets a fresh one); logout records the token's id here until the token would have
 * expired anyway. The auth check reads both in the one query it makes per request.
 */
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
// A cycle with ../schema (which re-exports this file): `users` is only read lazily.
import { users } from './accounts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Tokens ended by logout, kept until they would have expired (then pruned). */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    jti: uuid('jti').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('revoked_sessions_expires_at_idx').on(t.expiresAt)],
);

/**
 * One row per user who started enrolling. `enabledAt` null: enrolment not confirmed yet.
 * The TOTP secret is stored encrypted (AES-256-GCM) and never returned after enrolment.
 */
export const userMfa = pgTable('user_mfa', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  secretEncrypted: text('secret_encrypted').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The last TOTP time step accepted: a code is never accepted twice (replay). */
  lastTimeStep: integer('last_time_step').notNull().default(0),
  /** Wrong codes in the current window (per account, shared by every process). */
  failures: integer('failures').notNull().default(0),
  failuresWindowStartedAt: timestamp('failures_window_started_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Ten single-use recovery codes per enrolment, stored as sha256 only. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mfa_recovery_codes_user_id_idx').on(t.userId)],
);
