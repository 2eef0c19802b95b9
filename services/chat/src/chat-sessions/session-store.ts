/**
 * The chat tables (services/db/src/schema/chat-sessions.ts): sessions per user and company,
 * messages in insertion order. Every read names the user, so a stranger's session reads as
 * missing. Lists never select the workbook column (it can be megabytes).
 *
 * `companyId` null is "no company named": the sessions from before sessions were per company.
 */
import {
  and,
  asc,
  chatMessages,
  chatSessions,
  desc,
  eq,
  isNull,
  isUniqueViolation,
} from '@fina/db';
import type { Db, StoredChatAnswer } from '@fina/db';
import type { ChatMessage, ChatSessionSummary } from '@fina/contract';

const UNIQUE_CONTENT = 'chat_sessions_user_company_content_key';

/** The sessions of this user under this company (or under none). */
function ofUserAndCompany(userId: string, companyId: string | null) {
  return and(
    eq(chatSessions.userId, userId),
    companyId === null ? isNull(chatSessions.companyId) : eq(chatSessions.companyId, companyId),
  );
}

export interface NewMessage {
  type: 'human' | 'ai';
  content: string;
  answer: StoredChatAnswer | null;
}

export async function listSessions(
  db: Db,
  userId: string,
  companyId: string | null,
  page: { limit: number; offset: number },
): Promise<ChatSessionSummary[]> {
  const rows = await db
    .select({
      id: chatSessions.id,
      filename: chatSessions.filename,
      createdAt: chatSessions.createdAt,
    })
    .from(chatSessions)
    .where(ofUserAndCompany(userId, companyId))
    .orderBy(desc(chatSessions.createdAt), desc(chatSessions.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({
    session_id: row.id,
    filename: row.filename,
    created_at: row.createdAt.toISOString(),
  }));
}

/** The caller's session with this id, or undefined (missing or someone else's). */
export async function findOwnedSession(
  db: Db,
  userId: string,
  sessionId: string,
): Promise<{ id: string; filename: string } | undefined> {
  const [row] = await db
    .select({ id: chatSessions.id, filename: chatSessions.filename })
    .from(chatSessions)
    .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.userId, userId)));
  return row;
}

export async function findSessionByContent(
  db: Db,
  userId: string,
  companyId: string | null,
  hash: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: chatSessions.id })
    .from(chatSessions)
    .where(and(ofUserAndCompany(userId, companyId), eq(chatSessions.contentHash, hash)));
  return row?.id;
}

/** The stored workbook JSON of a session (already checked to be the caller's). */
export async function readStoredWorkbook(db: Db, sessionId: string): Promise<unknown> {
  const [row] = await db
    .select({ workbook: chatSessions.workbook })
    .from(chatSessions)
    .where(eq(chatSessions.id, sessionId));
  return row?.workbook;
}

/**
 * Creates the session and its first message in one transaction. Answers
 * `{ duplicateOf }` when the same user stored the same content meanwhile (a concurrent
 * upload of the same file), so the caller answers 411 like the check before the parse.
 */
export async function createSession(
  db: Db,
  input: {
    userId: string;
    companyId: string | null;
    filename: string;
    contentHash: string;
    workbookJson: string;
    firstMessage: NewMessage;
  },
): Promise<{ sessionId: string } | { duplicateOf: string }> {
  try {
    const sessionId = await db.transaction(async (tx) => {
      const [session] = await tx
        .insert(chatSessions)
        .values({
          userId: input.userId,
          companyId: input.companyId,
          filename: input.filename,
          contentHash: input.contentHash,
          // Parsed here so the column holds JSON (jsonb), not a JSON string.
          workbook: JSON.parse(input.workbookJson) as unknown,
        })
        .returning({ id: chatSessions.id });
      if (!session) throw new Error('The chat session was not stored.');
      await tx.insert(chatMessages).values({ sessionId: session.id, ...input.firstMessage });
      return session.id;
    });
    return { sessionId };
  } catch (error) {
    if (!isUniqueViolation(error, UNIQUE_CONTENT)) throw error;
    const existing = await findSessionByContent(
      db,
      input.userId,
      input.companyId,
      input.contentHash,
    );
    if (!existing) throw error;
    return { duplicateOf: existing };
  }
}

/** Appends messages to a session in one transaction, in the order given. */
export async function appendMessages(
  db: Db,
  sessionId: string,
  messages: NewMessage[],
): Promise<void> {
  await db.transaction(async (tx) => {
    // One insert per message, so each gets its sequence number in this order.
    for (const message of messages) {
      await tx.insert(chatMessages).values({ sessionId, ...message });
    }
  });
}

/** A session's messages, oldest first: all with limit 0, else the last `limit`. */
export async function readHistory(
  db: Db,
  sessionId: string,
  limit: number,
): Promise<ChatMessage[]> {
  const columns = {
    type: chatMessages.type,
    content: chatMessages.content,
    answer: chatMessages.answer,
    createdAt: chatMessages.createdAt,
  };
  const where = eq(chatMessages.sessionId, sessionId);
  const rows =
    limit === 0
      ? await db.select(columns).from(chatMessages).where(where).orderBy(asc(chatMessages.seq))
      : (
          await db
            .select(columns)
            .from(chatMessages)
            .where(where)
            .orderBy(desc(chatMessages.seq))
            .limit(limit)
        ).reverse();
  return rows.map((row) => ({
    type: row.type,
    content: row.content,
    created_at: row.createdAt.toISOString(),
    answer: row.answer ?? null,
  }));
}
