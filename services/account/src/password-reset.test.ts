import net from 'node:net';
import { SERVICE_PREFIX } from '@fina/contract';
import { desc, eq, mailOutbox, passwordResetTokens, sql } from '@fina/db';
import { buildTestApp } from '@fina/service-kit/testing';
import type { TestApp } from '@fina/service-kit/testing';
import { accountService } from './plugin';
import { formatMessage } from './mail/smtp';

const A = SERVICE_PREFIX.account;

async function lastMail(t: TestApp) {
  const [mail] = await t.app.db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail;
}
const tokenIn = (text: string) => /reset-password\?token=([\w-]+)/.exec(text)?.[1];

describe('forgot password (local outbox)', () => {
  let t: TestApp;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `${A}/${url}`, payload, headers });

  beforeAll(async () => {
    t = await buildTestApp({ plugins: [accountService] });
    await post('create_account', { email: 'reset@example.com', password: 'old-pass-1' });
  });
  afterAll(() => t.dispose());

  it('answers the same for unknown emails and mails nothing', async () => {
    const res = await post('request_password_reset', { email: 'nobody@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/If an account exists/);
    expect(await lastMail(t)).toBeUndefined();
  });

  it('mails a link to the request origin; the token works once', async () => {
    const res = await post(
      'request_password_reset',
      { email: 'Reset@Example.com' },
      { host: 'fina.example:8080' },
    );
    expect(res.statusCode).toBe(200);
    const mail = await lastMail(t);
    expect(mail).toMatchObject({ toAddress: 'reset@example.com', status: 'stored' });
    expect(mail?.bodyText).toContain('http://fina.example:8080/reset-password?token=');
    const token = tokenIn(mail?.bodyText ?? '');
    expect(token).toBeDefined();
    // Only a hash of the token is stored.
    const stored = await t.app.db.select().from(passwordResetTokens);
    expect(JSON.stringify(stored)).not.toContain(token);

    const session = (
      await post('login', { email: 'reset@example.com', password: 'old-pass-1' })
    ).json().token;
    const weak = await post('reset_password', { token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().field).toBe('password');

    const done = await post('reset_password', { token, password: 'new-pass-2' });
    expect(done.statusCode).toBe(200);
    expect(
      (await post('login', { email: 'reset@example.com', password: 'old-pass-1' })).statusCode,
    ).toBe(401);
    expect(
      (await post('login', { email: 'reset@example.com', password: 'new-pass-2' })).statusCode,
    ).toBe(200);
    // Sessions from before the reset end.
    const me = await t.app.inject({
      method: 'GET',
      url: `${A}/get_user_details`,
      headers: { authorization: `Bearer ${session}` },
    });
    expect(me.statusCode).toBe(401);

    const again = await post('reset_password', { token, password: 'other-pass-3' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ field: 'token', message: expect.stringMatching(/used/) });
  });

  it('refuses an expired token', async () => {
    await post('request_password_reset', { email: 'reset@example.com' });
    const token = tokenIn((await lastMail(t))?.bodyText ?? '');
    await t.app.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 second' where used_at is null`,
    );
    const res = await post('reset_password', { token, password: 'new-pass-4' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/expired/);
  });

  it('refuses a made-up token', async () => {
    const res = await post('reset_password', { token: 'x'.repeat(43), password: 'new-pass-4' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('token');
  });

  it('uses PUBLIC_URL for the link when set', async () => {
    const withUrl = await buildTestApp({
      plugins: [accountService],
      config: { publicUrl: 'https://app.fina.example' },
      testDatabase: undefined,
    });
    try {
      await withUrl.app.inject({
        method: 'POST',
        url: `${A}/create_account`,
        payload: { email: 'p@example.com', password: 'secret-123' },
      });
      await withUrl.app.inject({
        method: 'POST',
        url: `${A}/request_password_reset`,
        payload: { email: 'p@example.com' },
        headers: { host: 'evil.example' },
      });
      expect((await lastMail(withUrl))?.bodyText).toContain(
        'https://app.fina.example/reset-password?token=',
      );
    } finally {
      await withUrl.dispose();
    }
  });
});

/** A tiny SMTP server that accepts one conversation and records it. */
function fakeSmtpServer() {
  const received: { commands: string[]; data: string }[] = [];
  const server = net.createServer((socket) => {
    const session = { commands: [] as string[], data: '' };
    received.push(session);
    let inData = false;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 queued\r\n');
          } else session.data += `${line}\r\n`;
          continue;
        }
        session.commands.push(line);
        const verb = line.split(' ')[0]?.toUpperCase();
        if (verb === 'EHLO') socket.write('250-fake\r\n250-AUTH PLAIN\r\n250 8BITMIME\r\n');
        else if (verb === 'AUTH') socket.write('235 ok\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return { server, received };
}

async function waitForDelivery(t: TestApp) {
  const deadline = Date.now() + 5000;
  let mail = await lastMail(t);
  while (mail?.status === 'sending' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    mail = await lastMail(t);
  }
  return mail;
}

describe('forgot password over SMTP', () => {
  it('hands the mail to SMTP_URL; the outbox keeps it without the link', async () => {
    const { server, received } = fakeSmtpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const t = await buildTestApp({
      plugins: [accountService],
      config: {
        mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Fina <no-reply@fina.test>' },
      },
    });
    try {
      await t.app.inject({
        method: 'POST',
        url: `${A}/create_account`,
        payload: { email: 'smtp@example.com', password: 'secret-123' },
      });
      await t.app.inject({
        method: 'POST',
        url: `${A}/request_password_reset`,
        payload: { email: 'smtp@example.com' },
      });
      const mail = await waitForDelivery(t);
      expect(mail).toMatchObject({ status: 'sent', toAddress: 'smtp@example.com' });
      // The link went by mail only: the outbox row has no usable token.
      expect(tokenIn(mail!.bodyText)).toBeUndefined();
      expect(mail!.bodyText).toContain('reset link removed');
      const session = received[0];
      expect(session?.commands).toEqual(
        expect.arrayContaining(['MAIL FROM:<no-reply@fina.test>', 'RCPT TO:<smtp@example.com>']),
      );
      const body = session?.data.split('\r\n\r\n')[1]?.replace(/\r\n/g, '') ?? '';
      expect(Buffer.from(body, 'base64').toString('utf8')).toContain('/reset-password?token=');
      await t.app.db.delete(mailOutbox).where(eq(mailOutbox.id, mail!.id));
    } finally {
      await t.dispose();
      server.close();
    }
  });

  it('refuses to send SMTP credentials without TLS, and says why', async () => {
    const { server, received } = fakeSmtpServer(); // offers no STARTTLS
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const t = await buildTestApp({
      plugins: [accountService],
      config: {
        mail: { smtpUrl: `smtp://user:p%40ss@127.0.0.1:${port}`, from: 'no-reply@fina.test' },
      },
    });
    try {
      await t.app.inject({
        method: 'POST',
        url: `${A}/create_account`,
        payload: { email: 'plain@example.com', password: 'secret-123' },
      });
      await t.app.inject({
        method: 'POST',
        url: `${A}/request_password_reset`,
        payload: { email: 'plain@example.com' },
      });
      const mail = await waitForDelivery(t);
      expect(mail).toMatchObject({ status: 'failed', error: expect.stringMatching(/without TLS/) });
      expect(received[0]?.commands.some((line) => line.startsWith('AUTH'))).toBe(false);
      expect(tokenIn(mail!.bodyText)).toBeUndefined();
    } finally {
      await t.dispose();
      server.close();
    }
  });

  it('records a failed delivery', async () => {
    const t = await buildTestApp({
      plugins: [accountService],
      config: { mail: { smtpUrl: 'smtp://127.0.0.1:1', from: 'no-reply@fina.test' } },
    });
    try {
      await t.app.inject({
        method: 'POST',
        url: `${A}/create_account`,
        payload: { email: 'fail@example.com', password: 'secret-123' },
      });
      const res = await t.app.inject({
        method: 'POST',
        url: `${A}/request_password_reset`,
        payload: { email: 'fail@example.com' },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await t.close(); // waits for the delivery attempt
    }
    const reopened = await buildTestApp({
      plugins: [accountService],
      testDatabase: t.testDatabase,
    });
    try {
      expect(await lastMail(reopened)).toMatchObject({
        status: 'failed',
        error: expect.any(String),
      });
    } finally {
      await reopened.dispose();
    }
  });

  it('encodes headers and body safely', () => {
    const text = formatMessage(
      { from: 'Fína <a@b.c>', to: 'x@y.z\r\nBcc: evil@z', subject: 'Héllo\r\nX: y', text: 'Hi\n.' },
      'host',
    );
    expect(text).toContain('From: =?UTF-8?B?');
    expect(text).not.toMatch(/\r\nBcc:/);
    expect(text).not.toMatch(/\r\nX: y/);
  });
});
