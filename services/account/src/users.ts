import type { PublicUser } from '@fina/contract';
import type { InferSelectModel } from '@fina/db';
import type { users } from '@fina/db';

export type UserRow = InferSelectModel<typeof users>;

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    position: row.position,
    role: row.role,
  };
}

export const ACCOUNT_MESSAGES = {
  emailExists: 'An account with this email already exists.',
  invalidCredentials: 'Invalid email or password',
  deactivated: 'This account has been deactivated. Contact support to restore it.',
  created: 'Your account has been created. You can now log in.',
  createdEarlyAdopter:
    'Your account has been created and you have an early-adopter place. You can now log in.',
  offerClosed:
    'Your account has been created. The early-adopter offer is closed, so no place was claimed.',
  tooManyFromAddress: (after: string) =>
    `Too many sign-in attempts from your address. Try again in ${after}.`,
  accountLocked: (minutes: number) =>
    `Too many failed sign-in attempts for this account. Try again in ${minutes} minute${
      minutes === 1 ? '' : 's'
    }, or reset your password.`,
  resetRequested:
    'If an account exists for this email, we have sent it a link to reset the password.',
  resetInvalid: 'This reset link is invalid, expired or already used. Please ask for a new one.',
  resetDone: 'Your password has been changed. You can now log in.',
  loggedOut: 'You are signed out.',
  adminExistsNotAdmin: (email: string) =>
    `ADMIN_EMAIL: ${email} is an existing account that is not an admin. Refusing to make it an admin at start-up (whoever holds its password would gain admin rights). Use another address, or set ADMIN_PROMOTE_EXISTING=true to promote it on purpose.`,
  subscribed: 'Thank you! You are now subscribed to our newsletter.',
  alreadySubscribed: 'You are already subscribed to our newsletter.',
} as const;
