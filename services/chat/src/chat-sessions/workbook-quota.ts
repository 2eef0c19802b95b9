/**
 * Per-user storage quota for chat workbooks (USER_WORKBOOK_QUOTA_MB, default 200): the sum of
 * the stored workbooks' sizes, checked before a new one is stored. 507 with a clear message.
 */
import { chatSessions, eq, sql } from '@fina/db';
import type { Db } from '@fina/db';
import { HttpError } from '@fina/service-kit';

const MB = 1024 * 1024;

export const quotaMessage = (usedBytes: number, quotaBytes: number) =>
  `Your stored workbooks would use more than your ${Math.round(quotaBytes / MB)} MB ` +
  `(${(usedBytes / MB).toFixed(1)} MB in use). This workbook was not stored.`;

export async function storedWorkbookBytes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({
      bytes: sql<string>`coalesce(sum(octet_length(${chatSessions.workbook}::text)), 0)`,
    })
    .from(chatSessions)
    .where(eq(chatSessions.userId, userId));
  return Number(row?.bytes ?? 0);
}

export async function assertWorkbookQuota(
  db: Db,
  userId: string,
  incomingBytes: number,
  quotaBytes: number,
): Promise<void> {
  const used = await storedWorkbookBytes(db, userId);
  if (used + incomingBytes > quotaBytes) {
    throw new HttpError(507, quotaMessage(used, quotaBytes));
  }
}
