/**
 * A minimal SMTP client on node's net/tls, enough to hand a plain-text mail to a relay:
 * `smtp://[user:pass@]host[:port]` (STARTTLS when the server offers it) or
 * `smtps://[user:pass@]host[:port]` (TLS from the first byte). AUTH PLAIN when credentials
 * are given, and only over TLS (refused otherwise). No pooling, no retries: a failure is
 * recorded in the outbox.
 */
import crypto from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import tls from 'node:tls';

export const SMTP_MESSAGES = {
  credentialsNeedTls: (host: string) =>
    `SMTP: refusing to send the SMTP password to ${host} without TLS: the server did not offer STARTTLS. Use smtps:// (port 465) or a server that offers STARTTLS.`,
} as const;

export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

export interface SmtpMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  attachments?: readonly MailAttachment[];
}

export interface SmtpOptions {
  timeoutMs?: number;
  /** Accept self-signed certificates (tests); default false. */
  allowInvalidCertificates?: boolean;
}

const noBreaks = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

function encodeHeader(value: string): string {
  const clean = noBreaks(value);
  return /^[\x20-\x7e]*$/.test(clean)
    ? clean
    : `=?UTF-8?B?${Buffer.from(clean, 'utf8').toString('base64')}?=`;
}

/** The address inside `Name <address>`, or the whole value. */
export function addressOf(value: string): string {
  const match = /<([^>]+)>/.exec(value);
  return noBreaks(match?.[1] ?? value);
}

const base64Lines = (bytes: Buffer) => bytes.toString('base64').replace(/.{1,76}/g, '$&\r\n');

/** A file name safe inside a quoted MIME parameter (no quotes, breaks or backslashes). */
const safeFileName = (name: string) => noBreaks(name).replace(/["\\]/g, '_') || 'attachment';

/** The text part, then each attachment, as multipart/mixed (RFC 2046). */
function mixedBody(message: SmtpMessage, text: string, boundary: string): string[] {
  const parts = [
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    text,
  ];
  for (const file of message.attachments ?? []) {
    const name = safeFileName(file.fileName);
    parts.push(
      `--${boundary}`,
      `Content-Type: ${noBreaks(file.contentType)}; name="${name}"`,
      'Content-Transfer-Encoding: base64',
      `Content-Disposition: attachment; filename="${name}"`,
      '',
      base64Lines(file.content),
    );
  }
  parts.push(`--${boundary}--`, '');
  return parts;
}

export function formatMessage(message: SmtpMessage, domain: string): string {
  const body = base64Lines(Buffer.from(message.text.replace(/\r?\n/g, '\r\n'), 'utf8'));
  const boundary = `fina-${crypto.randomUUID()}`;
  const fromName = /^(.*)<[^>]+>\s*$/.exec(message.from)?.[1]?.trim();
  const from = fromName
    ? `${encodeHeader(fromName)} <${addressOf(message.from)}>`
    : addressOf(message.from);
  return [
    `From: ${from}`,
    `To: ${addressOf(message.to)}`,
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${crypto.randomUUID()}@${domain}>`,
    'MIME-Version: 1.0',
    ...(message.attachments?.length
      ? [
          `Content-Type: multipart/mixed; boundary="${boundary}"`,
          '',
          ...mixedBody(message, body, boundary),
        ]
      : ['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: base64', '', body]),
  ].join('\r\n');
}

interface Reply {
  code: number;
  lines: string[];
}

class SmtpConnection {
  private socket: net.Socket;
  private buffer = '';
  private pending: Reply['lines'] = [];
  private waiters: { resolve: (reply: Reply) => void; reject: (error: Error) => void }[] = [];
  private failure: Error | undefined;

  constructor(socket: net.Socket) {
    this.socket = socket;
    this.attach(socket);
  }

  private attach(socket: net.Socket) {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => this.onData(chunk));
    socket.on('error', (error) => this.fail(error));
    socket.on('close', () => this.fail(new Error('SMTP connection closed')));
  }

  private fail(error: Error) {
    this.failure ??= error;
    for (const waiter of this.waiters.splice(0)) waiter.reject(this.failure);
  }

  private onData(chunk: string) {
    this.buffer += chunk;
    let index: number;
    while ((index = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, index).replace(/\r$/, '');
      this.buffer = this.buffer.slice(index + 1);
      this.pending.push(line);
      if (/^\d{3} /.test(line) || /^\d{3}$/.test(line)) {
        const reply = {
          code: Number(line.slice(0, 3)),
          lines: this.pending.map((l) => l.slice(4)),
        };
        this.pending = [];
        this.waiters.shift()?.resolve(reply);
      }
    }
  }

  read(): Promise<Reply> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => this.waiters.push({ resolve, reject }));
  }

  async command(line: string | undefined, expect: number[]): Promise<Reply> {
    const replyPromise = this.read();
    if (line !== undefined) this.socket.write(`${line}\r\n`);
    const reply = await replyPromise;
    if (!expect.includes(reply.code)) {
      const shown = line?.startsWith('AUTH') ? 'AUTH' : (line ?? 'greeting');
      throw new Error(`SMTP ${shown}: ${reply.code} ${reply.lines.join(' ')}`);
    }
    return reply;
  }

  upgrade(host: string, rejectUnauthorized: boolean): Promise<void> {
    return new Promise((resolve, reject) => {
      this.socket.removeAllListeners('data');
      this.socket.removeAllListeners('close');
      this.socket.removeAllListeners('error');
      const secure = tls.connect(
        { socket: this.socket, servername: host, rejectUnauthorized },
        () => resolve(),
      );
      secure.once('error', reject);
      this.socket = secure;
      this.attach(secure);
    });
  }

  get raw() {
    return this.socket;
  }
}

export async function sendSmtp(
  url: string,
  message: SmtpMessage,
  options: SmtpOptions = {},
): Promise<void> {
  const parsed = new URL(url);
  const implicitTls = parsed.protocol === 'smtps:';
  const host = parsed.hostname;
  const port = Number(parsed.port || (implicitTls ? 465 : 587));
  const rejectUnauthorized = !options.allowInvalidCertificates;
  const socket = await new Promise<net.Socket>((resolve, reject) => {
    const connected = implicitTls
      ? tls.connect({ host, port, servername: host, rejectUnauthorized }, () => resolve(connected))
      : net.connect({ host, port }, () => resolve(connected));
    connected.once('error', reject);
  });
  socket.setTimeout(options.timeoutMs ?? 15_000, () => socket.destroy(new Error('SMTP timed out')));
  const smtp = new SmtpConnection(socket);
  const domain = os.hostname() || 'localhost';
  try {
    await smtp.command(undefined, [220]);
    let ehlo = await smtp.command(`EHLO ${domain}`, [250]);
    const offers = (word: string) => ehlo.lines.some((line) => line.toUpperCase().startsWith(word));
    let encrypted = implicitTls;
    if (!implicitTls && offers('STARTTLS')) {
      await smtp.command('STARTTLS', [220]);
      await smtp.upgrade(host, rejectUnauthorized);
      ehlo = await smtp.command(`EHLO ${domain}`, [250]);
      encrypted = true;
    }
    if (parsed.username) {
      // Credentials never cross the network in clear text.
      if (!encrypted) throw new Error(SMTP_MESSAGES.credentialsNeedTls(host));
      const user = decodeURIComponent(parsed.username);
      const pass = decodeURIComponent(parsed.password);
      const token = Buffer.from(`\0${user}\0${pass}`, 'utf8').toString('base64');
      await smtp.command(`AUTH PLAIN ${token}`, [235]);
    }
    await smtp.command(`MAIL FROM:<${addressOf(message.from)}>`, [250]);
    await smtp.command(`RCPT TO:<${addressOf(message.to)}>`, [250, 251]);
    await smtp.command('DATA', [354]);
    await smtp.command(`${formatMessage(message, domain)}\r\n.`, [250]);
    await smtp.command('QUIT', [221]).catch(() => undefined);
  } finally {
    smtp.raw.destroy();
  }
}
