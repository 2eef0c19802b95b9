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
