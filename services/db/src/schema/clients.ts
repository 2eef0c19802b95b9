/**
 * A company's saved clients (invoicing): picked on the invoice form, which copies the name,
 * email and address onto the invoice (an issued invoice keeps what it was sent with, even if
 * the client is edited or deleted later).
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
// A cycle with ../schema (which re-exports this file): `companies` is only read lazily.
import { companies } from './accounts';

export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    address: text('address').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One client per name in a company, whatever the case ("Acme" and "ACME" are one client).
    uniqueIndex('clients_company_name_key').on(t.companyId, sql`lower(${t.name})`),
    index('clients_company_idx').on(t.companyId),
  ],
);
