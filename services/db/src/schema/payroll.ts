/**
 * Payroll (record operations): one saved payroll per company, its employee rows in order.
 * Saving replaces the rows in one transaction. Salaries are exact (numeric, major units).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
// A cycle with ../schema (which re-exports this file): the tables below read it only lazily,
// in `references(() => ...)`, after both modules have loaded.
import { companies } from './accounts';

export const payrolls = pgTable(
  'payrolls',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The company's currency when saved; the salaries are in it. */
    currency: text('currency').notNull(),
    /** One of the spec's four payday options. */
    payday: text('payday').notNull(),
    /** For 'Others': the days of the month (1-31), ascending. */
    customDays: integer('custom_days')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'payrolls_payday_valid',
      sql`${t.payday} in ('Every 15th and 30th of the month', 'Every 5th and 20th of the month', 'Every end of the month', 'Others')`,
    ),
  ],
);

export const payrollEmployees = pgTable(
  'payroll_employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => payrolls.companyId, { onDelete: 'cascade' }),
    /** Order of the rows as the user entered or uploaded them. */
    position: integer('position').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    /** Monthly gross salary, major units, exact. */
    salary: numeric('salary', { precision: 18, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payroll_employees_company_idx').on(t.companyId, t.position),
    check('payroll_employees_salary_not_negative', sql`${t.salary} >= 0`),
  ],
);
