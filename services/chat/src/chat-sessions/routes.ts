/**
 * Chat with Fina's calls (contract: shared/contract/src/api/chat-sessions.ts), registered by
 * the chat service: upload_excel, get_sessions, get_message_history, chat. A session is its
 * user's alone: anyone else's, like a missing one, answers 404.
 */
import type { FastifyInstance } from 'fastify';
import { MESSAGES, chatSessionCalls } from '@fina/contract';
import { currentUser, notFound, registerCall } from '@fina/service-kit';
import {
  MAX_FILE_BYTES,
  createLlmPlanner,
  describeWorkbook,
  deserializeWorkbook,
  serializeWorkbook,
} from '@fina/analyst';
import type { Workbook } from '@fina/analyst';
import { createAskFina, storedAnswer } from './ask-fina';
import { contentHash, ingestUpload } from './ingest-upload';
import { readWorkbookUpload } from './read-upload';
import { SessionExistsError } from './session-exists-error';
import {
  appendMessages,
  createSession,
  findOwnedSession,
  findSessionByContent,
  listSessions,
  readHistory,
  readStoredWorkbook,
} from './session-store';
import { LruCache, WORKBOOK_CACHE_ENTRIES } from './workbook-cache';

export const SESSION_NOT_FOUND = 'This chat session does not exist.';

export function registerChatSessionCalls(app: FastifyInstance): void {
  const workbooks = new LruCache<Workbook>(WORKBOOK_CACHE_ENTRIES);
  const askFina = createAskFina(createLlmPlanner(process.env));
  // The smaller of the host's upload limit and the engine's own file limit.
  const maxFileBytes = Math.min(app.serviceConfig.uploadLimit, MAX_FILE_BYTES);

  async function ownedSession(userId: string, sessionId: string) {
    const session = await findOwnedSession(app.db, userId, sessionId);
    if (!session) throw notFound(SESSION_NOT_FOUND, 'session_id');
    return session;
  }

  async function workbookOf(sessionId: string): Promise<Workbook> {
    const cached = workbooks.get(sessionId);
    if (cached) return cached;
    const workbook = deserializeWorkbook(await readStoredWorkbook(app.db, sessionId));
    workbooks.set(sessionId, workbook);
    return workbook;
  }

  registerCall(app, chatSessionCalls.uploadExcel, async (request) => {
    const userId = currentUser(request).id;
    const { filename, data } = await readWorkbookUpload(request, maxFileBytes);
    const hash = contentHash(data);
    // Before the parse: a known workbook costs no parsing.
    const known = await findSessionByContent(app.db, userId, hash);
    if (known) throw new SessionExistsError(known);
    const started = performance.now();
    const { workbook, isolated } = await ingestUpload(data, maxFileBytes);
    request.log.info(
      {
        bytes: data.length,
        cells: workbook.stats.cells,
        isolated,
        ms: Math.round(performance.now() - started),
      },
      'chat workbook read',
    );
    const first = describeWorkbook(workbook);
    const created = await createSession(app.db, {
      userId,
      filename,
      contentHash: hash,
      workbookJson: serializeWorkbook(workbook),
      firstMessage: { type: 'ai', content: first.text, answer: storedAnswer(first) },
    });
    if ('duplicateOf' in created) throw new SessionExistsError(created.duplicateOf);
    workbooks.set(created.sessionId, workbook);
    return { session_id: created.sessionId, filename, message: MESSAGES.fileUploaded };
  });

  registerCall(app, chatSessionCalls.getSessions, async (request) =>
    listSessions(app.db, currentUser(request).id),
  );

  registerCall(app, chatSessionCalls.getMessageHistory, async (request) => {
    const session = await ownedSession(currentUser(request).id, request.body.session_id);
    return { messages: await readHistory(app.db, session.id, request.body.limit) };
  });

  registerCall(app, chatSessionCalls.chat, async (request) => {
    const { query, session_id: sessionId } = request.body;
    const session = await ownedSession(currentUser(request).id, sessionId);
    const answer = await askFina(await workbookOf(session.id), query);
    const stored = storedAnswer(answer);
    await appendMessages(app.db, session.id, [
      { type: 'human', content: query, answer: null },
      { type: 'ai', content: answer.text, answer: stored },
    ]);
    return { output_text: answer.text, answer: stored };
  });
}
