/** A company's product information (settings): one row per company, empty until saved. */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
// A cycle with ../schema (which re-exports this file): `companies` is only read lazily.
import { companies } from './accounts';

export const productInfo = pgTable(
  'product_info',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id),
    products: text('products').notNull().default(''),
    services: text('services').notNull().default(''),
    totalNoProducts: integer('total_no_products').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('product_info_total_no_products_min', sql`${t.totalNoProducts} >= 0`)],
);
