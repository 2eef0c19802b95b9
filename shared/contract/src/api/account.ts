import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { defineCall } from './define-call';
import { emailField, messageResponse, newPasswordField } from './fields';

export const userRole = z.enum(['user', 'admin']);
export type UserRole = z.infer<typeof userRole>;

export const publicUser = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  position: z.string(),
  role: userRole,
});
export type PublicUser = z.infer<typeof publicUser>;

export const accountCalls = {
  health: defineCall({
    service: 'account',
    method: 'GET',
    path: 'health',
    access: 'public',
    summary: 'Liveness of the account service (does not touch the database).',
    response: z.object({ status: z.literal('ok'), service: z.literal('account') }),
  }),
  login: defineCall({
    service: 'account',
    method: 'POST',
    path: 'login',
    access: 'public',
    summary: 'Sign in; answers a bearer token. 401 bad credentials, 410 deactivated account.',
    body: z.object({
      email: z
        .string({ error: 'Email is required.' })
        .trim()
        .toLowerCase()
        .min(1, 'Email is required.')
        .max(254, 'Email must be at most 254 characters.'),
      password: z
        .string({ error: 'Password is required.' })
        .min(1, 'Password is required.')
        .max(128, 'Password must be at most 128 characters.'),
    }),
    response: z.object({ token: z.string(), user: publicUser }),
  }),
  createAccount: defineCall({
    service: 'account',
    method: 'POST',
    path: 'create_account',
    access: 'public',
    summary: 'Register. 474 when an account with the email exists; 400 for password rules.',
    body: z.object({
      email: emailField,
      password: newPasswordField,
      /** Claims one of the early-adopter places when the offer is open (/sign-up). */
      early_adopter: z.boolean().optional(),
    }),
    response: z.object({ message: z.string(), user_id: z.string(), early_adopter: z.boolean() }),
  }),
  getUserDetails: defineCall({
    service: 'account',
    method: 'GET',
    path: 'get_user_details',
    access: 'user',
    summary: "The signed-in user's details.",
    response: publicUser,
  }),
  requestPasswordReset: defineCall({
    service: 'account',
    method: 'POST',
    path: 'request_password_reset',
    access: 'public',
    summary:
      'Forgot password: mails a single-use reset link (SMTP or the local outbox). Same answer whether or not the email exists.',
    body: z.object({ email: emailField }),
    response: messageResponse,
  }),
  resetPassword: defineCall({
    service: 'account',
    method: 'POST',
    path: 'reset_password',
    access: 'public',
    summary: 'Set a new password with a reset token; the token works once and expires.',
    body: z.object({
      token: z.string({ error: 'Token is required.' }).min(10, 'Token is invalid.'),
      password: newPasswordField,
    }),
    response: messageResponse,
  }),
  subscribeNewsletter: defineCall({
    service: 'account',
    method: 'POST',
    path: 'newsletter_subscribe',
    access: 'public',
    summary: "The footer's Join: stores the address once.",
    body: z.object({ email: emailField }),
    response: z.object({ message: z.string(), already_subscribed: z.boolean() }),
  }),
  earlyAdopterStatus: defineCall({
    service: 'account',
    method: 'GET',
    path: 'early_adopter_status',
    access: 'public',
    summary: 'Places left in the early-adopter offer, and whether it is still open.',
    response: z.object({
      places_total: z.number().int(),
      places_left: z.number().int(),
      offer_ends: z.string(),
      open: z.boolean(),
    }),
  }),
  countries: defineCall({
    service: 'account',
    method: 'GET',
    path: 'countries',
    access: 'public',
    summary: 'Country names in a language, from local data (no internet needed).',
    query: z.object({
      language: z.enum(LANGUAGES, { error: 'language must be english, french or spanish.' }),
    }),
    response: z.object({ countries: z.array(z.object({ code: z.string(), name: z.string() })) }),
  }),
};
