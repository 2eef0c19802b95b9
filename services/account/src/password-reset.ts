/**
 * Forgot password: a single-use token that expires, mailed as a link to the reset form.
 * Only its sha256 is stored; using it changes the password, ends every session and spends
 * every other token of the account. A new request, or a password change in Settings, revokes
 * the links sent before. Once the mail goes by SMTP the outbox keeps it without the link.
 */
import crypto from 'node:crypto';
import type { Db, Tx } from '@fina/db';
import {
  and,
  count,
  eq,
  gt,
  isNull,
  loginThrottle,
  passwordResetTokens,
  sql,
  users,
} from '@fina/db';
import { PRODUCT_NAME } from '@fina/contract';
import { badRequest, gone } from '@fina/service-kit';
import type { Mailer } from './mail/mailer';
import { hashPassword } from './passwords';
import { ACCOUNT_MESSAGES } from './users';

/** At most this many reset mails per account per hour (the rest are silently skipped). */
export const RESET_MAILS_PER_HOUR = 5;

const sha256 = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** Spends every outstanding reset link of the user (a later request, a password change). */
export async function revokeResetLinks(db: Db | Tx, userId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  input: { email: string; origin: string; ttlMinutes: number },
): Promise<void> {
  const [user] = await db
    .select({ id: users.id, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(eq(users.email, input.email));
  if (!user || user.deactivatedAt) return;
  const [recent] = await db
    .select({ n: count() })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, user.id),
        gt(passwordResetTokens.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  if ((recent?.n ?? 0) >= RESET_MAILS_PER_HOUR) return;
  const token = crypto.randomBytes(32).toString('base64url');
  await revokeResetLinks(db, user.id);
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: sql`now() + make_interval(mins => ${input.ttlMinutes}::integer)`,
  });
  const link = `${input.origin}/reset-password?token=${encodeURIComponent(token)}`;
  const body = (linkLine: string) =>
    [
      'Hello,',
      '',
      `Someone (we hope you) asked to reset the password of your ${PRODUCT_NAME} account.`,
      'Open this link to choose a new one:',
      '',
      linkLine,
      '',
      `The link works once, within ${input.ttlMinutes} minutes.`,
      'If you did not ask for this, ignore this mail: your password stays as it is.',
      '',
      `The ${PRODUCT_NAME} team`,
    ].join('\n');
  await mailer.send({
    to: input.email,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: body(link),
    outboxText: body('[reset link removed: it was sent by mail only]'),
  });
}

export async function resetPassword(
  db: Db,
  input: { token: string; password: string },
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, sha256(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) throw badRequest(ACCOUNT_MESSAGES.resetInvalid, 'token');
    const [user] = await tx
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(and(eq(users.id, spent.userId)))
      .returning({ email: users.email, deactivatedAt: users.deactivatedAt });
    if (!user) throw badRequest(ACCOUNT_MESSAGES.resetInvalid, 'token');
    if (user.deactivatedAt) throw gone(ACCOUNT_MESSAGES.deactivated); // rolls back
    await revokeResetLinks(tx, spent.userId);
    await tx.delete(loginThrottle).where(eq(loginThrottle.email, user.email));
  });
}
