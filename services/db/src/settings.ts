import { eq } from 'drizzle-orm';
import type { Db } from './open';
import { appSettings } from './schema';

/**
 * The value of a shared setting, created once with `create()` when missing. Safe when several
 * processes start at once on one server: the first insert wins and everyone reads it back.
 */
export async function ensureSetting(db: Db, key: string, create: () => string): Promise<string> {
  const existing = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  if (existing[0]) return existing[0].value;
  await db.insert(appSettings).values({ key, value: create() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  if (!row) throw new Error(`Setting ${key} could not be stored`);
  return row.value;
}
