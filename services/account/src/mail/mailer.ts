/**
 * Mail: every message is stored in `mail_outbox`. With SMTP_URL it is then handed to that
 * server (status 'sent' or 'failed'); without, it stays there as 'stored' and is logged,
 * so a developer can follow the reset link from the log.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@fina/db';
import { eq, mailOutbox } from '@fina/db';
import { sendSmtp } from './smtp';
import type { SmtpOptions } from './smtp';

export interface Mail {
  to: string;
  subject: string;
  text: string;
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
  config: { smtpUrl?: string; from: string },
  log: FastifyBaseLogger,
  smtpOptions: SmtpOptions = {},
): Mailer {
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
          bodyText: mail.text,
          status: smtpUrl ? 'sending' : 'stored',
        })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('mail_outbox insert returned nothing');
      if (!smtpUrl) {
        log.info(
          { mailId: row.id, to: mail.to, subject: mail.subject, text: mail.text },
          'mail stored in the local outbox (no SMTP_URL configured)',
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
