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

/** A signed-in session: the bearer token and who it is. */
export const sessionResponse = z.object({ token: z.string(), user: publicUser });

/** Password right, two-step sign-in on: send a code (or a recovery code) with `login_mfa`. */
export const mfaChallenge = z.object({
  mfa_required: z.literal(true),
  /** Short-lived (5 minutes); only `login_mfa` accepts it. */
  mfa_token: z.string(),
});

/** A TOTP code (6 digits) or a recovery code (xxxxx-xxxxx); spaces and dashes are ignored. */
const mfaCodeField = z
  .string({ error: 'Code is required.' })
  .trim()
  .min(1, 'Code is required.')
  .max(32, 'Code must be at most 32 characters.');

const currentPasswordField = z
  .string({ error: 'current_password is required.' })
  .min(1, 'Enter your current password.')
  .max(128, 'current_password must be at most 128 characters.');

export const mfaStatus = z.object({
  enabled: z.boolean(),
  /** MFA_REQUIRED_FOR_ADMINS is on and the caller is an admin. */
  required: z.boolean(),
  recovery_codes_left: z.number().int(),
});

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
    summary:
      'Sign in; answers a bearer token, or `{mfa_required, mfa_token}` when two-step sign-in is on (then `login_mfa`). 401 bad credentials, 410 deactivated account.',
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
    response: z.union([sessionResponse, mfaChallenge]),
  }),
  loginMfa: defineCall({
    service: 'account',
    method: 'POST',
    path: 'login_mfa',
    access: 'public',
    summary:
      'Second step of sign-in: the mfa_token from login and a code from the authenticator app (or a single-use recovery code). 401 wrong code, 429 too many.',
    body: z.object({
      mfa_token: z.string({ error: 'mfa_token is required.' }).min(1).max(2048),
      code: mfaCodeField,
    }),
    response: sessionResponse,
  }),
  logout: defineCall({
    service: 'account',
    method: 'POST',
    path: 'logout',
    access: 'user',
    summary: 'End Session: this token stops working at once (server-side).',
    response: messageResponse,
  }),
  mfaStatus: defineCall({
    service: 'account',
    method: 'GET',
    path: 'mfa/status',
    access: 'user',
    summary: 'Whether two-step sign-in is on, required, and how many recovery codes are left.',
    response: mfaStatus,
  }),
  mfaEnrol: defineCall({
    service: 'account',
    method: 'POST',
    path: 'mfa/enrol',
    access: 'user',
    summary:
      'Start two-step sign-in: a new secret, as a key to type and a QR code (a data URL made on the server; nothing is sent elsewhere). Confirm with mfa/confirm.',
    response: z.object({ secret: z.string(), otpauth_url: z.string(), qr_data_url: z.string() }),
  }),
  mfaConfirm: defineCall({
    service: 'account',
    method: 'POST',
    path: 'mfa/confirm',
    access: 'user',
    summary:
      'Turn two-step sign-in on with a code from the app; answers ten single-use recovery codes, shown once.',
    body: z.object({ code: mfaCodeField }),
    response: z.object({ message: z.string(), recovery_codes: z.array(z.string()) }),
  }),
  mfaDisable: defineCall({
    service: 'account',
    method: 'POST',
    path: 'mfa/disable',
    access: 'user',
    summary:
      'Turn two-step sign-in off: needs the current password and a code (or a recovery code).',
    body: z.object({ current_password: currentPasswordField, code: mfaCodeField }),
    response: messageResponse,
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
