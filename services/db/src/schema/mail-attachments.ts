/**
 * Files attached to a mail of the outbox (an invoice's PDF): kept beside the mail so the local
 * outbox holds exactly what was (or would have been) sent. Base64 text so both drivers agree.
 */
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
// A cycle with ../schema (which re-exports this file): `mailOutbox` is only read lazily.
import { mailOutbox } from './accounts';

export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mailId: uuid('mail_id')
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    dataBase64: text('data_base64').notNull(),
    byteSize: integer('byte_size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_attachments_mail_idx').on(t.mailId)],
);
