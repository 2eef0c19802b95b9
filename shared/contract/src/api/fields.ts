import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, PASSWORD_RULES_TEXT } from '../constants';

/** Field schemas reused across calls; messages name the field so a 400 reads well. */
export const emailField = z
  .string({ error: 'Email is required.' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required.')
  .max(254, 'Email must be at most 254 characters.')
  .email('Email must be a valid email address.');

export { PASSWORD_MIN_LENGTH, PASSWORD_RULES_TEXT };

export const newPasswordField = z
  .string({ error: 'Password is required.' })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_RULES_TEXT)
  .max(128, 'Password must be at most 128 characters.')
  .refine((value) => /[A-Za-z]/.test(value) && /\d/.test(value), PASSWORD_RULES_TEXT);

export const uuidField = (name: string) =>
  z.string({ error: `${name} is required.` }).uuid(`${name} must be a valid id.`);

export const messageResponse = z.object({ message: z.string() });

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for 'YYYY-MM-DD' text naming a day that exists (no 2026-02-30). */
export function isRealIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * The one date field of every call: a real calendar date written YYYY-MM-DD, trimmed.
 * `optional` also accepts '' (a form's empty date input); the caller maps it as it needs.
 */
export const isoDateField = (name: string, { optional = false } = {}) =>
  z
    .string({ error: `${name} is required.` })
    .trim()
    .refine((value) => optional || value.length > 0, `${name} is required.`)
    .refine(
      (value) => value === '' || ISO_DATE.test(value),
      `${name} must be a date written YYYY-MM-DD.`,
    )
    .refine((value) => value === '' || isRealIsoDate(value), `${name} must be a real date.`);

/** The largest page any list call answers; the default page when none is asked. */
export const PAGE_SIZE_MAX = 500;
export const PAGE_SIZE_DEFAULT = 100;

/**
 * `?limit=&offset=` of every list call (query values arrive as text): a list never answers
 * more than PAGE_SIZE_MAX rows, however many there are.
 */
export const pageFields = {
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int('limit must be a whole number.')
    .min(1, 'limit must be at least 1.')
    .max(PAGE_SIZE_MAX, `limit must be at most ${PAGE_SIZE_MAX}.`)
    .default(PAGE_SIZE_DEFAULT),
  offset: z.coerce
    .number({ error: 'offset must be a number.' })
    .int('offset must be a whole number.')
    .min(0, 'offset must not be negative.')
    .max(1_000_000, 'offset must be at most 1000000.')
    .default(0),
};
export const pageQuery = z.object(pageFields);
