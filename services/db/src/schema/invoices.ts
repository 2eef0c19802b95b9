/**
 * Invoices (spec section 3), their payments, the per-company invoice counter and the company
 * logo. Amounts are Postgres `numeric` holding the engine's exact decimal text ("1234.50").
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
// A cycle with ../schema (which re-exports this file): `companies` is only read lazily.
import { companies } from './accounts';
import { clients } from './clients';

/** One line as stored: the exact text the engine read, and its rounded amount. */
export interface StoredInvoiceItem {
  item: string;
  quantity: string;
  rate: string;
  amount: string;
}

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** From `invoice_counters` in the creating transaction; unique per company. */
    invoiceNumber: integer('invoice_number').notNull(),
    /** The company's name when the invoice was made (an invoice does not change afterwards). */
    companyName: text('company_name').notNull(),
    clientName: text('client_name').notNull(),
    /** The saved client it was made for, if any (the name, email and address are copied). */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    clientEmail: text('client_email').notNull().default(''),
    clientAddress: text('client_address').notNull().default(''),
    /**
     * draft (editable, not yet owed), issued (owed: paid / due / overdue by its balance) or
     * void (kept with its number, owes nothing, takes no payment). Rows made before drafts
     * existed were issued.
     */
    state: text('state', { enum: ['draft', 'issued', 'void'] })
      .notNull()
      .default('issued'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason').notNull().default(''),
    /** The last time it was sent by email, and to whom. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentTo: text('sent_to').notNull().default(''),
    shipTo: text('ship_to').notNull().default(''),
    date: date('date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    paymentTerms: text('payment_terms').notNull().default(''),
    poNumber: text('po_number').notNull().default(''),
    items: jsonb('items').$type<StoredInvoiceItem[]>().notNull(),
    notes: text('notes').notNull().default(''),
    terms: text('terms').notNull().default(''),
    currency: text('currency').notNull(),
    subTotal: numeric('sub_total').notNull(),
    discountInPercent: numeric('discount_in_percent').notNull(),
    discount: numeric('discount').notNull(),
    taxInPercent: numeric('tax_in_percent').notNull(),
    tax: numeric('tax').notNull(),
    shippingCost: numeric('shipping_cost').notNull(),
    total: numeric('total').notNull(),
    amountPaid: numeric('amount_paid').notNull(),
    balanceDue: numeric('balance_due').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('invoices_company_number_key').on(t.companyId, t.invoiceNumber),
    index('invoices_company_created_idx').on(t.companyId, t.createdAt),
    check('invoices_number_positive', sql`${t.invoiceNumber} >= 1`),
    check('invoices_state_valid', sql`${t.state} in ('draft', 'issued', 'void')`),
    check(
      'invoices_balance_consistent',
      sql`${t.amountPaid} >= 0 and ${t.balanceDue} >= 0 and ${t.balanceDue} = ${t.total} - ${t.amountPaid}`,
    ),
  ],
);

/**
 * The last invoice number given per company. Creating an invoice increments it with
 * `insert … on conflict do update … returning` inside the creating transaction: the row lock
 * serialises concurrent creations, so numbers are 1, 2, 3… with no duplicate.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [check('invoice_counters_last_number_positive', sql`${t.lastNumber} >= 1`)],
);

/** Payments recorded against an invoice (the amount paid at creation included). */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amount: numeric('amount').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoice_payments_invoice_idx').on(t.invoiceId, t.createdAt),
    check('invoice_payments_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** One logo per company (PNG or JPEG, at most 1 MB), base64 text so both drivers agree. */
export const companyLogos = pgTable(
  'company_logos',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id),
    contentType: text('content_type').notNull(),
    dataBase64: text('data_base64').notNull(),
    byteSize: integer('byte_size').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('company_logos_content_type', sql`${t.contentType} in ('image/png', 'image/jpeg')`),
  ],
);
