/**
 * Mail: every message is stored in `mail_outbox`. With SMTP_URL it is then handed to that
 * server (status 'sent' or 'failed') and the outbox keeps only `outboxText` (no usable reset
 * link); nothing of the body is logged. Without SMTP_URL it stays there whole as 'stored'
 * and is logged with a "development only" line (a warning in production), so a developer
 * can follow the link.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@fina/db';
import { eq, mailAttachments, mailOutbox } from '@fina/db';
import { sendSmtp } from './smtp';
import type { MailAttachment, SmtpOptions } from './smtp';

export type { MailAttachment };

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** What the outbox keeps once the mail goes by SMTP: the text without secrets (links). */
  outboxText?: string;
  /** Files sent with the mail (an invoice's PDF); the outbox keeps them beside the mail. */
  attachments?: readonly MailAttachment[];
}

export interface Mailer {
  /**
   * Stores the mail, and starts SMTP delivery when configured without waiting for it (the
   * caller answers at once; `delivered` settles when the attempt is over).
   */
  send(mail: Mail): Promise<{ id: string; delivered: Promise<void> }>;
  /** Waits for the deliveries under way (called when the app closes). */
  drain(): Promise<void>;
}

export function createMailer(
  db: Db,
  config: { smtpUrl?: string; from: string; development?: boolean },
  log: FastifyBaseLogger,
  smtpOptions: SmtpOptions = {},
): Mailer {
  const development = config.development ?? process.env.NODE_ENV !== 'production';
  const underWay = new Set<Promise<void>>();
  return {
    async drain() {
      await Promise.all([...underWay]);
    },
    async send(mail) {
      const smtpUrl = config.smtpUrl;
      const [row] = await db
        .insert(mailOutbox)
        .values({
          toAddress: mail.to,
          subject: mail.subject,
          bodyText: smtpUrl ? (mail.outboxText ?? mail.text) : mail.text,
          status: smtpUrl ? 'sending' : 'stored',
        })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('mail_outbox insert returned nothing');
      if (mail.attachments?.length) {
        await db.insert(mailAttachments).values(
          mail.attachments.map((file) => ({
            mailId: row.id,
            fileName: file.fileName,
            contentType: file.contentType,
            dataBase64: file.content.toString('base64'),
            byteSize: file.content.length,
          })),
        );
      }
      if (!smtpUrl) {
        // Without SMTP the outbox and this log are the only way to the link: fine for
        // development, and said loudly (warn) when it happens in production.
        log[development ? 'info' : 'warn'](
          {
            mailId: row.id,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            // Names and sizes only: the bytes are in mail_attachments.
            attachments: mail.attachments?.map((file) => ({
              fileName: file.fileName,
              contentType: file.contentType,
              size: file.content.length,
            })),
          },
          'DEVELOPMENT ONLY: no SMTP_URL, so this mail was kept in the local outbox and logged with its links. Set SMTP_URL in production.',
        );
        return { id: row.id, delivered: Promise.resolve() };
      }
      const delivered = sendSmtp(smtpUrl, { from: config.from, ...mail }, smtpOptions).then(
        async () => {
          await db
            .update(mailOutbox)
            .set({ status: 'sent', sentAt: new Date() })
            .where(eq(mailOutbox.id, row.id));
          log.info({ mailId: row.id, to: mail.to }, 'mail sent');
        },
        async (error: Error) => {
          log.error({ mailId: row.id, to: mail.to, err: error }, 'mail delivery failed');
          await db
            .update(mailOutbox)
            .set({ status: 'failed', error: error.message.slice(0, 500) })
            .where(eq(mailOutbox.id, row.id));
        },
      );
      const settled = delivered
        .catch((error: unknown) => log.error({ err: error }, 'mail outbox update failed'))
        .finally(() => underWay.delete(settled));
      underWay.add(settled);
      return { id: row.id, delivered: settled };
    },
  };
}
