/**
 * Purchase requisitions (record operations). Numbers run per company (1, 2, …): the
 * unique constraint backs the server's count + 1 under concurrent submits. Amounts are the
 * engine's exact figures (numeric, major units); quantities and unit costs are kept as typed.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
// A cycle with ../schema (which re-exports this file): the tables below read it only lazily,
// in `references(() => ...)`, after both modules have loaded.
import { companies, users } from './accounts';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 }).notNull();
const optionalText = (name: string) => text(name).notNull().default('');

export const purchaseRequisitions = pgTable(
  'purchase_requisitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    requisitionNumber: integer('requisition_number').notNull(),
    currency: text('currency').notNull(),
    requisitionedBy: optionalText('requisitioned_by'),
    department: optionalText('department'),
    purpose: text('purpose').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    dateNeeded: date('date_needed', { mode: 'string' }),
    chargeTo: optionalText('charge_to'),
    shipVia: optionalText('ship_via'),
    supplierCode: optionalText('supplier_code'),
    supplierInMexico: boolean('supplier_in_mexico').notNull().default(false),
    vendorName: optionalText('vendor_name'),
    address: optionalText('address'),
    pointOfContact: optionalText('point_of_contact'),
    phone: optionalText('phone'),
    urgency: optionalText('urgency'),
    paymentTerms: optionalText('payment_terms'),
    shippingTerms: optionalText('shipping_terms'),
    notes: optionalText('notes'),
    discountInPercent: numeric('discount_in_percent').notNull(),
    taxInPercent: numeric('tax_in_percent').notNull(),
    subTotal: money('sub_total'),
    discount: money('discount'),
    tax: money('tax'),
    shippingCost: money('shipping_cost'),
    total: money('total'),
    /**
     * draft → submitted → approved | rejected, set by the owner (the allowed moves are
     * checked by the server). Rows made before statuses existed had been submitted.
     */
    status: text('status', { enum: ['draft', 'submitted', 'approved', 'rejected'] })
      .notNull()
      .default('submitted'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'purchase_requisitions_status_valid',
      sql`${t.status} in ('draft', 'submitted', 'approved', 'rejected')`,
    ),
    unique('purchase_requisitions_company_number_key').on(t.companyId, t.requisitionNumber),
    check('purchase_requisitions_number_positive', sql`${t.requisitionNumber} > 0`),
    check('purchase_requisitions_total_not_negative', sql`${t.total} >= 0`),
  ],
);

export const purchaseRequisitionItems = pgTable(
  'purchase_requisition_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requisitionId: uuid('requisition_id')
      .notNull()
      .references(() => purchaseRequisitions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    item: text('item').notNull(),
    description: optionalText('description'),
    quantity: numeric('quantity').notNull(),
    /** Unit cost. */
    rate: numeric('rate').notNull(),
    amount: money('amount'),
  },
  (t) => [index('purchase_requisition_items_requisition_idx').on(t.requisitionId, t.position)],
);
