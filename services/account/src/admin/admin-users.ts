/** Manage Users (admin): the user list and deactivation (DECISIONS.md: Delete deactivates). */
import type { AdminUserRow } from '@fina/contract';
import type { Db } from '@fina/db';
import { asc, count, eq, isNull, users } from '@fina/db';
import { badRequest, notFound } from '@fina/service-kit';

/** Manage Users lists the active accounts: a deactivated user leaves the list (issue 3). */
export async function listUsers(
  db: Db,
  page: { limit: number; skip: number },
): Promise<{ users: AdminUserRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(users)
      .where(isNull(users.deactivatedAt))
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(page.limit)
      .offset(page.skip),
    db.select({ total: count() }).from(users).where(isNull(users.deactivatedAt)),
  ]);
  return {
    users: rows.map((row) => ({
      id: row.id,
      email: row.email,
      first_name: row.firstName,
      last_name: row.lastName,
      role: row.role,
      deactivated: row.deactivatedAt !== null,
      early_adopter: row.earlyAdopterPlace !== null,
      created_at: row.createdAt.toISOString(),
    })),
    total: totals[0]?.total ?? 0,
  };
}

export async function deactivateUser(db: Db, adminId: string, userId: string): Promise<string> {
  if (userId === adminId) throw badRequest('You cannot deactivate your own account.', 'user_id');
  const [row] = await db
    .select({ email: users.email, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound('User not found.', 'user_id');
  if (!row.deactivatedAt) {
    await db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, userId));
  }
  return `${row.email} has been deactivated. Their data is kept.`;
}
