/**
 * Between the password and the code: a short-lived signed token that names the user and
 * their session version, marked `mfa` so that it is never accepted as a session.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '@fina/db';
import { eq, users } from '@fina/db';
import { gone, unauthorized } from '@fina/service-kit';
import type { TokenPayload } from '@fina/service-kit';
import { ACCOUNT_MESSAGES } from '../users';
import type { UserRow } from '../users';
import { MFA_MESSAGES } from './mfa-messages';

const CHALLENGE_LIFETIME = '5m';

export function signChallenge(app: FastifyInstance, user: UserRow): string {
  return app.jwt.sign(
    { sub: user.id, role: user.role, sv: user.sessionVersion, mfa: true },
    { expiresIn: CHALLENGE_LIFETIME },
  );
}

/** The user the challenge was made for, while it is fresh and their sessions unchanged. */
export async function openChallenge(app: FastifyInstance, db: Db, token: string): Promise<UserRow> {
  let payload: TokenPayload;
  try {
    payload = app.jwt.verify<TokenPayload>(token);
  } catch {
    throw unauthorized(MFA_MESSAGES.expired);
  }
  if (payload.mfa !== true || typeof payload.sub !== 'string') {
    throw unauthorized(MFA_MESSAGES.expired);
  }
  const [user] = await db.select().from(users).where(eq(users.id, payload.sub));
  if (!user || user.sessionVersion !== payload.sv) throw unauthorized(MFA_MESSAGES.expired);
  if (user.deactivatedAt) throw gone(ACCOUNT_MESSAGES.deactivated);
  return user;
}
