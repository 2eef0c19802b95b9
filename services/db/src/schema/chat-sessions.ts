/**
 * Chat with Fina: one session per uploaded workbook, user and company, its messages in order.
 * The workbook is stored as the analyst engine's JSON (the tables found, not the raw file),
 * so a session answers after a restart without the upload. A user cannot upload the same
 * content twice for the same company (unique user + company + sha256, a missing company
 * counting as one value), which the upload answers with 411.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
// A cycle with ../schema (which re-exports this file): `users` is only read lazily, in
// `references(() => ...)`, after both modules have loaded.
import { companies, users } from './accounts';

/** The structure of an AI message as the screen renders it (figures with cells, a table). */
export interface StoredChatAnswer {
  kind: string;
  refused: boolean;
  figures: Array<{
    label: string;
    value: string;
    display: string;
    source: { sheet: string; range: string };
    at?: string;
  }>;
  table: { columns: string[]; rows: string[][] } | null;
}

export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /**
     * The company the session was started under (the list follows the company selector).
     * Null for sessions from before sessions were per company: they list when no company
     * is named. Deleting the company deletes its sessions.
     */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** The uploaded file's name, as the sidebar shows it. */
    filename: text('filename').notNull(),
    /** sha256 (hex) of the uploaded bytes: the same content twice is the same session. */
    contentHash: text('content_hash').notNull(),
    /** The engine's Workbook (serializeWorkbook); read back with deserializeWorkbook. */
    workbook: jsonb('workbook').$type<unknown>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('chat_sessions_user_company_content_key')
      .on(t.userId, t.companyId, t.contentHash)
      .nullsNotDistinct(),
    index('chat_sessions_user_company_created_idx').on(t.userId, t.companyId, t.createdAt),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    /** Insertion order: a question and its answer are written in one transaction, same time. */
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['human', 'ai'] }).notNull(),
    content: text('content').notNull(),
    /** AI messages: the answer's figures and table; null for the user's. */
    answer: jsonb('answer').$type<StoredChatAnswer>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_session_seq_idx').on(t.sessionId, t.seq),
    check('chat_messages_type_valid', sql`${t.type} in ('human', 'ai')`),
  ],
);
