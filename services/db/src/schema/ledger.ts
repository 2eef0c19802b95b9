/**
 * Actuals (issue 12): sales, expenses and their categories, bank accounts (with the remembered
 * column mapping), bank statement imports, the bank lines themselves, category rules and matches
 * of bank lines to invoices, expenses or sales. Amounts are Postgres `numeric` holding exact
 * decimal text; bank line amounts are signed (negative is money out).
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
import { invoicePayments } from './invoices';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const companyRef = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id);

/** A day's sale typed by hand or read from a sales workbook (`fingerprint` then set). */
export const sales = pgTable(
  'sales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    date: date('date', { mode: 'string' }).notNull(),
    amount: numeric('amount').notNull(),
    product: text('product').notNull().default(''),
    paymentMethod: text('payment_method').notNull().default(''),
    /** 'manual', or the workbook's file name. */
    source: text('source').notNull().default('manual'),
    /** Workbook rows only: makes a re-import of the same rows add nothing. */
    fingerprint: text('fingerprint'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sales_company_date_idx').on(t.companyId, t.date),
    unique('sales_company_fingerprint_key').on(t.companyId, t.fingerprint),
  ],
);

export const expenses = pgTable(
  'expenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    date: date('date', { mode: 'string' }).notNull(),
    vendor: text('vendor').notNull(),
    category: text('category').notNull(),
    /** Total paid, tax included. */
    amount: numeric('amount').notNull(),
    tax: numeric('tax').notNull().default('0'),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('expenses_company_date_idx').on(t.companyId, t.date),
    check('expenses_tax_within_amount', sql`${t.tax} >= 0 and ${t.tax} <= ${t.amount}`),
  ],
);

/** A company's own expense categories (the default list lives in the contract). */
export const expenseCategories = pgTable(
  'expense_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('expense_categories_company_name_key').on(t.companyId, t.name)],
);

/** What a CSV/xlsx statement's columns mean, remembered per bank account. */
export interface StoredBankMapping {
  date_column: string;
  description_columns: string[];
  amount_column?: string;
  debit_column?: string;
  credit_column?: string;
  balance_column?: string;
  date_order?: 'dmy' | 'mdy' | 'ymd';
  decimal_mark?: '.' | ',';
  sheet?: string;
}

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    /** The user's name for it, or the account id read from the file (IBAN, ACCTID, :25:). */
    name: text('name').notNull(),
    mapping: jsonb('mapping').$type<StoredBankMapping>(),
    lastImportAt: timestamp('last_import_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [unique('bank_accounts_company_name_key').on(t.companyId, t.name)],
);

/** One statement file imported (the lines keep a reference for "source file"). */
export const bankImports = pgTable(
  'bank_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    bankAccountId: uuid('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    fileName: text('file_name').notNull(),
    /** sha256 of the file's bytes. */
    fileHash: text('file_hash').notNull(),
    format: text('format').notNull(),
    lineCount: integer('line_count').notNull(),
    imported: integer('imported').notNull(),
    duplicates: integer('duplicates').notNull(),
    skipped: integer('skipped').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('bank_imports_company_idx').on(t.companyId, t.createdAt)],
);

/**
 * One bank line. `fingerprint` (account, date, amount, normalised description, occurrence among
 * identical lines of its file) is unique per company: re-importing a statement adds nothing.
 */
export const bankTransactions = pgTable(
  'bank_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // No foreign keys on company_id and bank_account_id: each costs a check per inserted line
    // (about a quarter of a 50,000-line import on PGlite). Both are written with import_id, whose
    // bank_imports row carries the same company and account under foreign keys.
    companyId: uuid('company_id').notNull(),
    bankAccountId: uuid('bank_account_id').notNull(),
    importId: uuid('import_id')
      .notNull()
      .references(() => bankImports.id),
    date: date('date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    /** Signed: positive is money in. */
    amount: numeric('amount').notNull(),
    balance: numeric('balance'),
    currency: text('currency').notNull(),
    category: text('category'),
    fingerprint: text('fingerprint').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('bank_transactions_company_fingerprint_key').on(t.companyId, t.fingerprint),
    index('bank_transactions_company_date_idx').on(t.companyId, t.date),
  ],
);

export const categoryRules = pgTable(
  'category_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    /** Matched case-insensitively against the description. */
    contains: text('contains').notNull(),
    /** 'in', 'out', or null for both. */
    sign: text('sign', { enum: ['in', 'out'] }),
    category: text('category').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('category_rules_company_idx').on(t.companyId, t.createdAt),
    check('category_rules_sign_valid', sql`${t.sign} is null or ${t.sign} in ('in', 'out')`),
  ],
);

/**
 * A bank line confirmed as the payment of an invoice, an expense or a sale (one match per line).
 * For an invoice, `invoice_payment_id` is the payment the match recorded (removed on undo).
 */
export const transactionMatches = pgTable(
  'transaction_matches',
  {
    transactionId: uuid('transaction_id')
      .primaryKey()
      .references(() => bankTransactions.id),
    companyId: companyRef(),
    kind: text('kind', { enum: ['invoice', 'expense', 'sale'] }).notNull(),
    targetId: uuid('target_id').notNull(),
    invoicePaymentId: uuid('invoice_payment_id').references(() => invoicePayments.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('transaction_matches_target_idx').on(t.kind, t.targetId),
    check('transaction_matches_kind_valid', sql`${t.kind} in ('invoice', 'expense', 'sale')`),
  ],
);
