/**
 * Sessions belong to the selected company as well as the user (issue 13): the list follows
 * `company_id`, the same file under two companies is two sessions, a stranger's company
 * answers 404, and sessions uploaded under no company keep listing without one.
 */
import { buildTestApp, createCompanyOwner } from '@fina/service-kit/testing';
import type { CompanyOwner, TestApp } from '@fina/service-kit/testing';
import type { ChatSessionSummary } from '@fina/contract';
import { companies } from '@fina/db';
import { chatService } from '../plugin';
import { openWorkbookSession } from './open-session';
import { CHAT, auth, post, upload } from './testing/requests';
import { expensesWorkbook, pnlWorkbook } from './testing/workbooks';

let t: TestApp;
let owner: CompanyOwner;
let secondCompanyId: string;
let stranger: CompanyOwner;
let pnl: Uint8Array;
let expenses: Uint8Array;

beforeAll(async () => {
  t = await buildTestApp({ plugins: [chatService] });
  owner = await createCompanyOwner(t.app, 'bakery-owner');
  stranger = await createCompanyOwner(t.app, 'stranger');
  const [second] = await t.app.db
    .insert(companies)
    .values({ ownerId: owner.userId, companyName: 'Second Shop' })
    .returning();
  secondCompanyId = second!.id;
  [pnl, expenses] = await Promise.all([pnlWorkbook(), expensesWorkbook()]);
});
afterAll(() => t.dispose());

async function listOf(token: string, companyId?: string) {
  const query = companyId === undefined ? '' : `?company_id=${companyId}`;
  return t.app.inject({ method: 'GET', url: `${CHAT}/get_sessions${query}`, headers: auth(token) });
}

async function filenames(token: string, companyId?: string): Promise<string[]> {
  const response = await listOf(token, companyId);
  expect(response.statusCode).toBe(200);
  return response.json<ChatSessionSummary[]>().map((s) => s.filename);
}

describe('chat sessions per company', () => {
  let bakerySession: string;

  it('lists a workbook only under the company it was uploaded for', async () => {
    const response = await upload(t.app, owner.token, 'bakery.xlsx', pnl, owner.companyId);
    expect(response.statusCode).toBe(200);
    bakerySession = response.json<{ session_id: string }>().session_id;

    expect(await filenames(owner.token, owner.companyId)).toEqual(['bakery.xlsx']);
    expect(await filenames(owner.token, secondCompanyId)).toEqual([]);
    expect(await filenames(owner.token)).toEqual([]);
  });

  it('takes the same file under another company as a new session; 411 only within one company', async () => {
    const again = await upload(t.app, owner.token, 'bakery copy.xlsx', pnl, owner.companyId);
    expect(again.statusCode).toBe(411);
    expect(again.json()).toMatchObject({ session_id: bakerySession });

    const other = await upload(t.app, owner.token, 'bakery.xlsx', pnl, secondCompanyId);
    expect(other.statusCode).toBe(200);
    expect(other.json<{ session_id: string }>().session_id).not.toBe(bakerySession);
    expect(await filenames(owner.token, secondCompanyId)).toEqual(['bakery.xlsx']);
  });

  it('answers 404 for a company that is not the caller’s, on the list and the upload', async () => {
    expect((await listOf(stranger.token, owner.companyId)).statusCode).toBe(404);
    const response = await upload(t.app, stranger.token, 'x.xlsx', expenses, owner.companyId);
    expect(response.statusCode).toBe(404);
    expect(await filenames(stranger.token, stranger.companyId)).toEqual([]);
  });

  it('answers 400 naming company_id when it is not an id', async () => {
    const list = await listOf(owner.token, 'not-an-id');
    expect(list.statusCode).toBe(400);
    expect(list.json()).toMatchObject({ field: expect.stringContaining('company_id') });
    const response = await upload(t.app, owner.token, 'x.xlsx', expenses, 'not-an-id');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'company_id' });
  });

  it('keeps sessions uploaded under no company listing without one', async () => {
    const response = await upload(t.app, owner.token, 'personal.xlsx', expenses);
    expect(response.statusCode).toBe(200);
    expect(await filenames(owner.token)).toEqual(['personal.xlsx']);
    expect(await filenames(owner.token, owner.companyId)).toEqual(['bakery.xlsx']);
  });

  it('still answers a company session by its id', async () => {
    const response = await post(t.app, owner.token, 'chat', {
      session_id: bakerySession,
      query: 'What was total revenue?',
    });
    expect(response.statusCode).toBe(200);
    expect(
      response.json<{ answer: { figures: Array<{ value: string }> } }>().answer.figures[0],
    ).toMatchObject({ value: '55551.5' });
  });

  it('openWorkbookSession files a session under the company it is given', async () => {
    const opened = await openWorkbookSession(t.app.db, {
      userId: owner.userId,
      companyId: secondCompanyId,
      filename: 'forecast.xlsx',
      data: expenses,
    });
    expect(opened.created).toBe(true);
    expect(await filenames(owner.token, secondCompanyId)).toEqual(['forecast.xlsx', 'bakery.xlsx']);
    expect(await filenames(owner.token, owner.companyId)).toEqual(['bakery.xlsx']);
    const reopened = await openWorkbookSession(t.app.db, {
      userId: owner.userId,
      companyId: secondCompanyId,
      filename: 'forecast.xlsx',
      data: expenses,
    });
    expect(reopened).toEqual({ sessionId: opened.sessionId, created: false });
  });
});
