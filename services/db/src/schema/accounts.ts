/**
 * The account tables every domain refers to: users, companies, password resets, the mail
 * outbox, newsletter subscribers, shared settings and the per-account sign-in throttle.
 * Other schema files import `users` and `companies` from here (never from ../schema, which
 * only re-exports: that would be an import cycle).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-case (checked). */
    email: text('email').notNull().unique('users_email_key'),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    position: text('position').notNull().default(''),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /**
     * The early-adopter place (1..50) this user claimed, or null. The unique constraint and
     * the range check make over-claiming impossible even under concurrent sign-ups.
     */
    earlyAdopterPlace: integer('early_adopter_place').unique('users_early_adopter_place_key'),
    /** Carried by every token; a password reset increments it, ending older sessions. */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('users_role_valid', sql`${t.role} in ('user', 'admin')`),
    check(
      'users_early_adopter_place_range',
      sql`${t.earlyAdopterPlace} is null or ${t.earlyAdopterPlace} between 1 and 50`,
    ),
  ],
);

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    companyName: text('company_name').notNull(),
    companyAddress: text('company_address').notNull().default(''),
    industry: text('industry').notNull().default(''),
    techStartup: boolean('tech_startup').notNull().default(true),
    website: text('website').notNull().default(''),
    companyCurrency: text('company_currency').notNull().default('USD'),
    createdAt: createdAt(),
  },
  (t) => [index('companies_owner_id_idx').on(t.ownerId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** sha256 (hex) of the token mailed to the user; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique('password_reset_tokens_token_hash_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId, t.createdAt)],
);

/** Every mail the services send: the local outbox (no SMTP) and a record of SMTP sends. */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  bodyText: text('body_text').notNull(),
  /**
   * 'stored' (no SMTP configured: kept here and logged), 'sending', 'sent' (the SMTP server
   * accepted it) or 'failed' (see `error`).
   */
  status: text('status', { enum: ['stored', 'sending', 'sent', 'failed'] }).notNull(),
  error: text('error'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique('newsletter_subscribers_email_key'),
  createdAt: createdAt(),
});

/** Small key/value settings shared by every process on one database (e.g. the JWT secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Failed sign-ins per account (email), for the per-account rate limit; shared by all processes. */
export const loginThrottle = pgTable('login_throttle', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});
