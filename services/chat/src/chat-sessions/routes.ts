/**
 * Chat with Fina's calls (contract: shared/contract/src/api/chat-sessions.ts), registered by
 * the chat service: upload_excel, get_sessions, get_message_history, chat. A session is its
 * user's alone: anyone else's, like a missing one, answers 404. A session also belongs to the
 * company it was uploaded under, and the list is one company's (the company selector's).
 */
import type { FastifyInstance } from 'fastify';
import { MESSAGES, chatSessionCalls } from '@fina/contract';
import {
  assertCompanyOwner,
  currentUser,
  notFound,
  perUserRateLimit,
  registerCall,
} from '@fina/service-kit';
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
import { assertWorkbookQuota } from './workbook-quota';

/** Per user and minute (issue 10): parsing and answering are the costly calls. */
export const UPLOADS_PER_USER_PER_MINUTE = 20;
export const CHATS_PER_USER_PER_MINUTE = 60;

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

  registerCall(
    app,
    chatSessionCalls.uploadExcel,
    async (request) => {
      const userId = currentUser(request).id;
      const { filename, data, companyId } = await readWorkbookUpload(request, maxFileBytes);
      if (companyId !== null) await assertCompanyOwner(request, companyId);
      const hash = contentHash(data);
      // Before the parse: a known workbook costs no parsing.
      const known = await findSessionByContent(app.db, userId, companyId, hash);
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
      const workbookJson = serializeWorkbook(workbook);
      await assertWorkbookQuota(
        app.db,
        userId,
        Buffer.byteLength(workbookJson),
        app.serviceConfig.userWorkbookQuotaBytes,
      );
      const created = await createSession(app.db, {
        userId,
        companyId,
        filename,
        contentHash: hash,
        workbookJson,
        firstMessage: { type: 'ai', content: first.text, answer: storedAnswer(first) },
      });
      if ('duplicateOf' in created) throw new SessionExistsError(created.duplicateOf);
      workbooks.set(created.sessionId, workbook);
      return { session_id: created.sessionId, filename, message: MESSAGES.fileUploaded };
    },
    { rateLimit: perUserRateLimit('upload', UPLOADS_PER_USER_PER_MINUTE) },
  );

  registerCall(app, chatSessionCalls.getSessions, async (request) => {
    const companyId = request.query.company_id ?? null;
    if (companyId !== null) await assertCompanyOwner(request, companyId);
    return listSessions(app.db, currentUser(request).id, companyId, request.query);
  });

  registerCall(app, chatSessionCalls.getMessageHistory, async (request) => {
    const session = await ownedSession(currentUser(request).id, request.body.session_id);
    return { messages: await readHistory(app.db, session.id, request.body.limit) };
  });

  registerCall(
    app,
    chatSessionCalls.chat,
    async (request) => {
      const { query, session_id: sessionId } = request.body;
      const session = await ownedSession(currentUser(request).id, sessionId);
      const answer = await askFina(await workbookOf(session.id), query);
      const stored = storedAnswer(answer);
      await appendMessages(app.db, session.id, [
        { type: 'human', content: query, answer: null },
        { type: 'ai', content: answer.text, answer: stored },
      ]);
      return { output_text: answer.text, answer: stored };
    },
    { rateLimit: perUserRateLimit('chat', CHATS_PER_USER_PER_MINUTE) },
  );
}
