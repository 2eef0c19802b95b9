/**
 * Balance sheets (prepare wizard, edit, upload): every save is a new version, so a company
 * keeps its history. Amounts are Postgres numeric, as entered (exact); the totals are the
 * finance engine's figures at save time (numeric, to the cent), recomputed on every read.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
// A cycle with ../schema (which re-exports this file): `companies` and `users` are only
// read lazily, in `references(() => ...)`, after both modules have loaded.
import { companies, users } from './accounts';

/** An amount as entered: up to 13 digits before the point and 6 after (cost per item 7.333). */
const enteredAmount = (name: string) => numeric(name, { precision: 19, scale: 6 });
/** A figure computed by the engine, to the cent. */
const figure = (name: string) => numeric(name, { precision: 20, scale: 2 }).notNull();

export const balanceSheets = pgTable(
  'balance_sheets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    /** The date the balance sheet describes. */
    balanceDate: date('balance_date', { mode: 'string' }).notNull(),
    /** The company's currency when saved (USD, PHP, GBP, MXN). */
    currency: text('currency').notNull(),
    cashOnHand: enteredAmount('cash_on_hand').notNull(),
    totalAssets: figure('total_assets'),
    totalLiabilities: figure('total_liabilities'),
    ownerInvestment: figure('owner_investment'),
    retainedEarnings: figure('retained_earnings'),
    totalEquity: figure('total_equity'),
    /** The version's save time: the history is ordered by it. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('balance_sheets_company_id_created_at_idx').on(t.companyId, t.createdAt),
    check('balance_sheets_cash_on_hand_min', sql`${t.cashOnHand} >= 0`),
  ],
);

/** The tables of the wizard, one value per row list of the spec. */
export const BALANCE_SHEET_ROW_KINDS = [
  'cib_rows',
  'client_rows',
  'inventory_rows',
  'cash_advance_rows',
  'loan_rows',
  'other_asset_rows',
  'building_rows',
  'supplier_rows',
  'other_loan_rows',
  'investment_rows',
] as const;

/**
 * One row of one table. The spec's fields map onto a few columns:
 *   name   — nameOfBank, name, productName, typeOfDeposit, typeOfLoan, nameOfAsset, type,
 *            nameOfSupplier (the row's label)
 *   detail — paidToWhom, loanedTo, lender, typeOfInvestment (the counterparty or kind)
 *   amount — amount, costPerItem (inventory), cost (buildings)
 *   quantity — numberOfItems (inventory; null = blank, counted as 1)
 *   years / life_years — numberOfYears and usefulLife (buildings; null = blank)
 */
export const balanceSheetRows = pgTable(
  'balance_sheet_rows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    balanceSheetId: uuid('balance_sheet_id')
      .notNull()
      .references(() => balanceSheets.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: BALANCE_SHEET_ROW_KINDS }).notNull(),
    /** Order within its table, from 0. */
    position: integer('position').notNull(),
    name: text('name').notNull().default(''),
    detail: text('detail').notNull().default(''),
    amount: enteredAmount('amount').notNull(),
    quantity: enteredAmount('quantity'),
    years: enteredAmount('years'),
    lifeYears: enteredAmount('life_years'),
  },
  (t) => [
    index('balance_sheet_rows_sheet_idx').on(t.balanceSheetId, t.kind, t.position),
    check(
      'balance_sheet_rows_kind_valid',
      sql.raw(`kind in (${BALANCE_SHEET_ROW_KINDS.map((k) => `'${k}'`).join(', ')})`),
    ),
    check('balance_sheet_rows_amount_min', sql`${t.amount} >= 0`),
  ],
);
