/**
 * Settings, personal information: email, names, position and password of the signed-in user.
 * Blank or missing fields keep their stored value. A new password needs the current one.
 *
 * A self-service password change does not bump the session version: the caller proved the
 * current password, and bumping would end the very session that made the change (the
 * response has no room for a new token). `reset_password` is the path that ends every session.
 */
import type { onboardingCalls } from '@fina/contract';
import type { CallBody } from '@fina/contract';
import type { Db } from '@fina/db';
import { eq, isUniqueViolation, users } from '@fina/db';
import { HttpError, badRequest, unauthorized } from '@fina/service-kit';
import { isEmptyPatch, withoutBlanks } from '../keep-blank';
import { hashPassword, verifyPassword } from '../passwords';
import { ACCOUNT_MESSAGES } from '../users';
import type { UserRow } from '../users';

type PersonalPatch = CallBody<typeof onboardingCalls.updatePersonalInfo>;

export const PERSONAL_INFO_MESSAGES = {
  currentPasswordMissing: 'Enter your current password to set a new one.',
  currentPasswordWrong: 'Current password is incorrect.',
  tooMany: (after: string) => `Too many changes from your address. Try again in ${after}.`,
} as const;

export async function updatePersonalInfo(
  db: Db,
  userId: string,
  patch: PersonalPatch,
): Promise<UserRow> {
  const { current_password: currentPassword, ...fields } = patch;
  const changes = withoutBlanks(fields);
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized(ACCOUNT_MESSAGES.invalidCredentials);

  let passwordHash: string | undefined;
  if (changes.password !== undefined) {
    if (!currentPassword) {
      throw badRequest(PERSONAL_INFO_MESSAGES.currentPasswordMissing, 'current_password');
    }
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      throw badRequest(PERSONAL_INFO_MESSAGES.currentPasswordWrong, 'current_password');
    }
    passwordHash = await hashPassword(changes.password);
  }

  const set = {
    email: changes.email !== user.email ? changes.email : undefined,
    firstName: changes.first_name,
    lastName: changes.last_name,
    position: changes.position,
    passwordHash,
  };
  if (isEmptyPatch(set)) return user;
  try {
    const [updated] = await db.update(users).set(set).where(eq(users.id, userId)).returning();
    if (!updated) throw unauthorized(ACCOUNT_MESSAGES.invalidCredentials);
    return updated;
  } catch (error) {
    // 474, as create_account answers for the same conflict (spec section 8).
    if (isUniqueViolation(error, 'users_email_key')) {
      throw new HttpError(474, ACCOUNT_MESSAGES.emailExists, { field: 'email' });
    }
    throw error;
  }
}
