/**
 * Server-side session ends. Logout records the token's id (jti) until the token would have
 * expired; a password or email change, or a reset, bumps the user's session version, which
 * ends every token issued before (the caller of a change gets a fresh one).
 */
import type { Db, Tx } from '@fina/db';
import { eq, lt, revokedSessions, sql, users } from '@fina/db';
import type { AuthUser } from '@fina/service-kit';

/** Ends this one token (logout). Old entries are pruned on the way. */
export async function endSession(db: Db, user: AuthUser): Promise<void> {
  if (!user.jti) return;
  const expiresAt = user.exp ? new Date(user.exp * 1000) : new Date(Date.now() + 86_400_000);
  await db
    .insert(revokedSessions)
    .values({ jti: user.jti, userId: user.id, expiresAt })
    .onConflictDoNothing();
  await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, sql`now()`));
}

/** Ends every session of the user; answers what a fresh token for the caller needs. */
export async function endAllSessions(
  db: Db | Tx,
  userId: string,
): Promise<{ id: string; role: 'user' | 'admin'; sessionVersion: number }> {
  const [row] = await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ id: users.id, role: users.role, sessionVersion: users.sessionVersion });
  if (!row) throw new Error(`endAllSessions: no user ${userId}`);
  return row;
}
