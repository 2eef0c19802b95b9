import { buildTestApp } from '@fina/service-kit/testing';
import type { TestApp } from '@fina/service-kit/testing';
import { CHAT_UPLOAD_MAX_BYTES } from '@fina/contract';
import type { ChatMessage, ChatSessionSummary } from '@fina/contract';
import { users } from '@fina/db';
import { signToken } from '@fina/service-kit';
import { MAX_FILE_BYTES } from '@fina/analyst';
import { chatService } from '../plugin';
import { createSession } from './session-store';
import { CHAT, auth, fileForm, post, upload } from './testing/requests';
import { expensesWorkbook, pnlWorkbook } from './testing/workbooks';

let t: TestApp;
let ownerToken: string;
let otherToken: string;
let pnl: Uint8Array;
let expenses: Uint8Array;

async function signUp(app: TestApp['app'], email: string): Promise<string> {
  const [user] = await app.db.insert(users).values({ email, passwordHash: 'x' }).returning();
  if (!user) throw new Error('no user');
  return signToken(app, user);
}

beforeAll(async () => {
  t = await buildTestApp({ plugins: [chatService] });
  ownerToken = await signUp(t.app, 'chat-owner@example.com');
  otherToken = await signUp(t.app, 'chat-other@example.com');
  [pnl, expenses] = await Promise.all([pnlWorkbook(), expensesWorkbook()]);
});
afterAll(() => t.dispose());

const sessionsOf = async (token: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `${CHAT}/get_sessions`,
    headers: auth(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<ChatSessionSummary[]>();
};

const history = (sessionId: string, limit = 0, token = ownerToken) =>
  post(t.app, token, 'get_message_history', { session_id: sessionId, limit });

const ask = (sessionId: string, query: string, token = ownerToken) =>
  post(t.app, token, 'chat', { session_id: sessionId, query });

describe('chat sessions', () => {
  let pnlSession: string;
  let expensesSession: string;

  it('upload_excel starts a session named after the file, with a first message', async () => {
    const response = await upload(t.app, ownerToken, 'C:\\books\\pnl-2024.xlsx', pnl);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ session_id: string; filename: string; message: string }>();
    expect(body).toMatchObject({
      filename: 'pnl-2024.xlsx',
      message: 'File uploaded successfully.',
    });
    pnlSession = body.session_id;

    const { messages } = (await history(pnlSession)).json<{ messages: ChatMessage[] }>();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ type: 'ai' });
    expect(messages[0]!.content).toContain("sheet 'P&L' B2:E2");
    expect(messages[0]!.answer?.figures[0]).toMatchObject({
      value: '55551.5',
      source: { sheet: 'P&L', range: 'B2:E2' },
    });
  });

  it('refuses the same content again from that user with 411 and names the session', async () => {
    const response = await upload(t.app, ownerToken, 'renamed copy.xlsx', pnl);
    expect(response.statusCode).toBe(411);
    expect(response.json()).toMatchObject({
      message: 'Session already exists',
      session_id: pnlSession,
    });
    expect(await sessionsOf(ownerToken)).toHaveLength(1);
  });

  it('stores one session when the same file arrives twice at once', async () => {
    const [first, second] = await Promise.all([
      upload(t.app, otherToken, 'expenses.xlsx', expenses),
      upload(t.app, otherToken, 'expenses (1).xlsx', expenses),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 411]);
    const created = (first.statusCode === 200 ? first : second).json<{ session_id: string }>();
    const refused = (first.statusCode === 411 ? first : second).json<{ session_id: string }>();
    expect(refused.session_id).toBe(created.session_id);
  });

  it('turns a unique-content race at insert time into the existing session', async () => {
    const [user] = await t.app.db
      .insert(users)
      .values({ email: 'chat-race@example.com', passwordHash: 'x' })
      .returning();
    const input = {
      userId: user!.id,
      companyId: null,
      filename: 'race.xlsx',
      contentHash: 'f'.repeat(64),
      workbookJson: '{}',
      firstMessage: { type: 'ai' as const, content: 'hello', answer: null },
    };
    const first = await createSession(t.app.db, input);
    expect(first).toHaveProperty('sessionId');
    const second = await createSession(t.app.db, { ...input, filename: 'race again.xlsx' });
    expect(second).toEqual({ duplicateOf: (first as { sessionId: string }).sessionId });
  });

  it('lets another user upload the same file', async () => {
    const response = await upload(t.app, otherToken, 'pnl-2024.xlsx', pnl);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ session_id: string }>().session_id).not.toBe(pnlSession);
  });

  it('checks the content, not the name: a text file named .xlsx is an invalid format', async () => {
    const text = new TextEncoder().encode('Revenue,100\nCosts,50\n');
    const response = await upload(t.app, ownerToken, 'figures.xlsx', text);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Invalid file format.', field: 'file' });
    expect(await sessionsOf(ownerToken)).toHaveLength(1);
  });

  it("takes the engine's file limit, which the contract tells the screen", () => {
    expect(CHAT_UPLOAD_MAX_BYTES).toBe(MAX_FILE_BYTES);
  });

  it('answers 413 for a file over the upload limit', async () => {
    const big = new Uint8Array(t.app.serviceConfig.uploadLimit + 1);
    big.set(pnl);
    const response = await upload(t.app, ownerToken, 'big.xlsx', big);
    expect(response.statusCode).toBe(413);
    expect(response.json<{ message: string }>().message).toMatch(/too large: the limit is 10 MB/);
  });

  it('answers 415 when the body is not multipart, 400 when it has no file', async () => {
    const json = await post(t.app, ownerToken, 'upload_excel', { file: 'x' });
    expect(json.statusCode).toBe(415);
    const form = new FormData();
    form.append('note', 'no file here');
    const encoded = new Response(form);
    const noFile = await t.app.inject({
      method: 'POST',
      url: `${CHAT}/upload_excel`,
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type') ?? '', ...auth(ownerToken) },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ field: 'file' });
  });

  it('needs a signed-in user', async () => {
    const form = await fileForm('pnl.xlsx', pnl);
    const response = await t.app.inject({
      method: 'POST',
      url: `${CHAT}/upload_excel`,
      payload: form.payload,
      headers: form.headers,
    });
    expect(response.statusCode).toBe(401);
  });

  it("get_sessions lists only the caller's sessions, newest first", async () => {
    const response = await upload(t.app, ownerToken, 'expenses.xlsx', expenses);
    expect(response.statusCode).toBe(200);
    expensesSession = response.json<{ session_id: string }>().session_id;
    const mine = await sessionsOf(ownerToken);
    expect(mine.map((s) => [s.session_id, s.filename])).toEqual([
      [expensesSession, 'expenses.xlsx'],
      [pnlSession, 'pnl-2024.xlsx'],
    ]);
    const theirs = await sessionsOf(otherToken);
    expect(theirs).toHaveLength(2);
    expect(theirs.map((s) => s.session_id)).not.toContain(pnlSession);
  });

  it("answers 404 for a stranger's or a missing session, for history and chat alike", async () => {
    const missing = '6f1c2b1a-3d4e-4f5a-9b8c-7d6e5f4a3b2c';
    for (const id of [pnlSession, missing]) {
      const read = await history(id, 0, otherToken);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toMatchObject({ field: 'session_id' });
      expect((await ask(id, 'What is the total revenue?', otherToken)).statusCode).toBe(404);
    }
    // Nothing was written to the owner's session by the stranger.
    expect((await history(pnlSession)).json<{ messages: ChatMessage[] }>().messages).toHaveLength(
      1,
    );
  });

  it('answers 400 naming the field for an empty query or a malformed session id', async () => {
    for (const query of ['', '   \n ']) {
      const response = await ask(pnlSession, query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        field: 'query',
        message: 'query must not be empty.',
      });
    }
    const badId = await ask('not-a-session', 'What is the total revenue?');
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ field: 'session_id' });
    const badLimit = await history(pnlSession, -1);
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.json()).toMatchObject({ field: 'limit' });
  });

  it('answers from the workbook with the cells of every figure, and stores both messages', async () => {
    const total = await ask(pnlSession, '  What is the total revenue?  ');
    expect(total.statusCode).toBe(200);
    const body = total.json<{ output_text: string; answer: ChatMessage['answer'] }>();
    expect(body.output_text).toContain('55,551.50');
    expect(body.output_text).toContain("sheet 'P&L' B2:E2");
    expect(body.answer).toMatchObject({ kind: 'total', refused: false, table: null });
    expect(body.answer?.figures[0]).toMatchObject({
      value: '55551.5',
      source: { sheet: 'P&L', range: 'B2:E2' },
    });

    const march = (await ask(pnlSession, 'Revenue in March')).json<{ output_text: string }>();
    expect(march.output_text).toContain('15,750');
    expect(march.output_text).toContain('D2');

    const margin = (await ask(pnlSession, 'What is the gross margin?')).json<{
      output_text: string;
    }>();
    expect(margin.output_text).toContain('58.24%');

    const byMonth = (await ask(pnlSession, 'revenue by month')).json<{
      answer: NonNullable<ChatMessage['answer']>;
    }>();
    expect(byMonth.answer.table?.rows).toContainEqual(['Mar 2024', '15,750.00', 'D2']);

    const refused = (await ask(pnlSession, 'What was EBITDA?')).json<{
      answer: NonNullable<ChatMessage['answer']>;
    }>();
    expect(refused.answer).toMatchObject({ refused: true, figures: [] });

    const { messages } = (await history(pnlSession)).json<{ messages: ChatMessage[] }>();
    expect(messages.map((m) => m.type)).toEqual([
      'ai',
      ...Array.from({ length: 5 }, () => ['human', 'ai']).flat(),
    ]);
    expect(messages[1]).toMatchObject({ content: 'What is the total revenue?', answer: null });
    expect(messages[2]!.content).toBe(body.output_text);
    expect(messages[8]!.answer?.table?.columns).toEqual(['Month', 'Revenue', 'Cells']);
  });

  it('get_message_history: limit 0 is all, else the last N oldest first', async () => {
    const all = (await history(pnlSession, 0)).json<{ messages: ChatMessage[] }>().messages;
    expect(all).toHaveLength(11);
    const lastThree = (await history(pnlSession, 3)).json<{ messages: ChatMessage[] }>().messages;
    expect(lastThree).toEqual(all.slice(-3));
    const many = (await history(pnlSession, 500)).json<{ messages: ChatMessage[] }>().messages;
    expect(many).toEqual(all);
    const defaulted = await post(t.app, ownerToken, 'get_message_history', {
      session_id: pnlSession,
    });
    expect(defaulted.json<{ messages: ChatMessage[] }>().messages).toHaveLength(11);
  });

  it('keeps sessions and history across a restart, and answers from the stored workbook', async () => {
    const before = (await history(pnlSession)).json<{ messages: ChatMessage[] }>().messages;
    await t.close();
    t = await buildTestApp({
      plugins: [chatService],
      testDatabase: t.testDatabase,
    });
    const after = (await history(pnlSession)).json<{ messages: ChatMessage[] }>().messages;
    expect(after).toEqual(before);
    expect((await sessionsOf(ownerToken)).map((s) => s.session_id)).toEqual([
      expensesSession,
      pnlSession,
    ]);
    const total = (await ask(expensesSession, 'What is the total amount?')).json<{
      output_text: string;
    }>();
    expect(total.output_text).toContain('3,450.40');
    const again = await upload(t.app, ownerToken, 'pnl-2024.xlsx', pnl);
    expect(again.statusCode).toBe(411);
  });
});

it('answers the chat service health check without auth', async () => {
  const res = await t.app.inject({ method: 'GET', url: `${CHAT}/health` });
  expect(res.json()).toEqual({ status: 'ok', service: 'chat' });
});
