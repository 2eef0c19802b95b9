/**
 * Issue 10's limits on the workbook chat: a per-user storage quota for stored workbooks and
 * per-user rate limits on uploads and questions (real .xlsx files, made by the test).
 */
import { buildTestApp } from '@fina/service-kit/testing';
import type { TestApp } from '@fina/service-kit/testing';
import { users } from '@fina/db';
import { signToken } from '@fina/service-kit';
import { chatService } from '../plugin';
import { CHATS_PER_USER_PER_MINUTE } from './routes';
import { post, upload } from './testing/requests';
import { expensesWorkbook, pnlWorkbook } from './testing/workbooks';
import { storedWorkbookBytes } from './workbook-quota';

async function signUp(app: TestApp['app'], email: string) {
  const [user] = await app.db.insert(users).values({ email, passwordHash: 'x' }).returning();
  if (!user) throw new Error('no user');
  return { id: user.id, token: signToken(app, user) };
}

describe('workbook storage quota', () => {
  let t: TestApp;
  afterAll(() => t.dispose());

  it('refuses a workbook past USER_WORKBOOK_QUOTA_MB with 507, per user', async () => {
    t = await buildTestApp({ plugins: [chatService] });
    const ann = await signUp(t.app, 'quota-ann@example.com');
    const first = await upload(t.app, ann.token, 'pnl.xlsx', await pnlWorkbook());
    expect(first.statusCode).toBe(200);
    const used = await storedWorkbookBytes(t.app.db, ann.id);
    expect(used).toBeGreaterThan(0);
    await t.close();

    // Restart with a quota just above what Ann stores: her next workbook does not fit.
    t = await buildTestApp({
      plugins: [chatService],
      testDatabase: t.testDatabase,
      config: { userWorkbookQuotaBytes: used + 10 },
    });
    const second = await upload(t.app, ann.token, 'expenses.xlsx', await expensesWorkbook());
    expect(second.statusCode).toBe(507);
    expect(second.json().message).toMatch(/would use more than your .* MB.*not stored/);
    expect(await storedWorkbookBytes(t.app.db, ann.id)).toBe(used);

    // Another user's quota is their own.
    const bob = await signUp(t.app, 'quota-bob@example.com');
    const bobs = await upload(t.app, bob.token, 'expenses.xlsx', await expensesWorkbook());
    expect(bobs.statusCode).toBe(200);
  });
});

describe('per-user rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ plugins: [chatService] });
  });
  afterAll(() => t.dispose());

  it(`allows ${CHATS_PER_USER_PER_MINUTE} questions a minute per user, then 429`, async () => {
    const ann = await signUp(t.app, 'chatty@example.com');
    const created = await upload(t.app, ann.token, 'pnl.xlsx', await pnlWorkbook());
    const sessionId = created.json().session_id as string;
    const ask = (token: string) =>
      post(t.app, token, 'chat', { session_id: sessionId, query: 'What is the total revenue?' });
    for (let i = 0; i < CHATS_PER_USER_PER_MINUTE; i += 1) {
      expect((await ask(ann.token)).statusCode).toBe(200);
    }
    const blocked = await ask(ann.token);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many chat requests from your account/);
    // Keyed on the user, not the address: someone else from the same address is not blocked.
    const bob = await signUp(t.app, 'quiet@example.com');
    expect((await ask(bob.token)).statusCode).toBe(404);
  });
});
