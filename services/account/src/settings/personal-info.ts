/**
 * Settings, personal information: email, names, position and password of the signed-in user.
 * Blank or missing fields keep their stored value. A new email or a new password needs the
 * current password (a borrowed token alone cannot take the account over).
 *
 * Either change ends every session (session version + 1) and revokes outstanding reset
 * links; the route answers a fresh token so that the session that made the change goes on.
 */
import type { onboardingCalls } from '@fina/contract';
import type { CallBody } from '@fina/contract';
import type { Db } from '@fina/db';
import { eq, isUniqueViolation, sql, users } from '@fina/db';
import { HttpError, badRequest, unauthorized } from '@fina/service-kit';
import { isEmptyPatch, withoutBlanks } from '../keep-blank';
import { revokeResetLinks } from '../password-reset';
import { hashPassword, verifyPassword } from '../passwords';
import { ACCOUNT_MESSAGES } from '../users';
import type { UserRow } from '../users';

type PersonalPatch = CallBody<typeof onboardingCalls.updatePersonalInfo>;

export const PERSONAL_INFO_MESSAGES = {
  currentPasswordMissing: 'Enter your current password to set a new one.',
  currentPasswordMissingForEmail: 'Enter your current password to change your email.',
  currentPasswordWrong: 'Current password is incorrect.',
  tooMany: (after: string) => `Too many changes from your address. Try again in ${after}.`,
} as const;

export async function updatePersonalInfo(
  db: Db,
  userId: string,
  patch: PersonalPatch,
): Promise<{ user: UserRow; credentialsChanged: boolean }> {
  const { current_password: currentPassword, ...fields } = patch;
  const changes = withoutBlanks(fields);
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized(ACCOUNT_MESSAGES.invalidCredentials);

  const newEmail = changes.email !== undefined && changes.email !== user.email;
  const credentialsChanged = newEmail || changes.password !== undefined;
  if (credentialsChanged) {
    if (!currentPassword) {
      throw badRequest(
        changes.password !== undefined
          ? PERSONAL_INFO_MESSAGES.currentPasswordMissing
          : PERSONAL_INFO_MESSAGES.currentPasswordMissingForEmail,
        'current_password',
      );
    }
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      throw badRequest(PERSONAL_INFO_MESSAGES.currentPasswordWrong, 'current_password');
    }
  }
  const passwordHash =
    changes.password !== undefined ? await hashPassword(changes.password) : undefined;

  const set = {
    email: newEmail ? changes.email : undefined,
    firstName: changes.first_name,
    lastName: changes.last_name,
    position: changes.position,
    passwordHash,
    sessionVersion: credentialsChanged ? sql`${users.sessionVersion} + 1` : undefined,
  };
  if (isEmptyPatch(set)) return { user, credentialsChanged: false };
  try {
    const [updated] = await db.update(users).set(set).where(eq(users.id, userId)).returning();
    if (!updated) throw unauthorized(ACCOUNT_MESSAGES.invalidCredentials);
    if (credentialsChanged) await revokeResetLinks(db, userId);
    return { user: updated, credentialsChanged };
  } catch (error) {
    // 474, as create_account answers for the same conflict (spec section 8).
    if (isUniqueViolation(error, 'users_email_key')) {
      throw new HttpError(474, ACCOUNT_MESSAGES.emailExists, { field: 'email' });
    }
    throw error;
  }
}
