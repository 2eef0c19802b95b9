/**
 * The onboarding questionnaire's personal answers: one row per user, written by
 * update_onboarding_info (an upsert) and read by get_onboarding_info.
 */
import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
// A cycle with ../schema (which re-exports this file): `users` is only read lazily, in
// `references(() => ...)`, after both modules have loaded.
import { users } from './accounts';

const emptyList = () => sql`'{}'::text[]`;

export const onboardingInfo = pgTable('onboarding_info', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  /** english | french | spanish, or '' (checked by the contract). */
  language: text('language').notNull().default(''),
  /** ISO 3166 alpha-2 code, or ''. */
  country: text('country').notNull().default(''),
  profile: text('profile').array().notNull().default(emptyList()),
  useCase: text('use_case').array().notNull().default(emptyList()),
  description: text('description').notNull().default(''),
  referralSource: text('referral_source').notNull().default(''),
  preferences: text('preferences').array().notNull().default(emptyList()),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
