/** Purchase requisitions and their items, numbered per company. */
import type { RequisitionDetail, RequisitionSummary } from '@fina/contract';
import type { PurchaseRequisitionFigures } from '@fina/finance';
import type { Db, InferSelectModel } from '@fina/db';
import {
  and,
  asc,
  companies,
  count,
  desc,
  eq,
  purchaseRequisitionItems,
  purchaseRequisitions,
  sql,
} from '@fina/db';

type RequisitionRow = InferSelectModel<typeof purchaseRequisitions>;

/** The text fields of the form, as the contract parsed them. */
export interface RequisitionFields {
  currency: string;
  requisitioned_by: string;
  department: string;
  purpose: string;
  date: string;
  date_needed: string;
  charge_to: string;
  ship_via: string;
  supplier_code: string;
  supplier_in_mexico: boolean;
  vendor_name: string;
  address: string;
  point_of_contact: string;
  phone: string;
  urgency: string;
  payment_terms: string;
  shipping_terms: string;
  notes: string;
  /** draft or submitted (the form's choice); the owner moves it on from there. */
  status?: 'draft' | 'submitted';
  items: { item: string; description: string }[];
}

export async function countRequisitions(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(purchaseRequisitions)
    .where(eq(purchaseRequisitions.companyId, companyId));
  return row?.total ?? 0;
}

/**
 * Saves a requisition with the company's next number. The company row is locked for the
 * transaction, so two submits at once take numbers one after the other; the unique
 * (company, number) constraint backs it. Requisitions are never deleted, so the highest
 * number + 1 is the count + 1 of the spec.
 */
export async function insertRequisition(
  db: Db,
  owner: { companyId: string; userId: string },
  fields: RequisitionFields,
  figures: PurchaseRequisitionFigures,
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, owner.companyId))
      .for('update');
    const [last] = await tx
      .select({ number: sql<number>`coalesce(max(${purchaseRequisitions.requisitionNumber}), 0)` })
      .from(purchaseRequisitions)
      .where(eq(purchaseRequisitions.companyId, owner.companyId));
    const number = Number(last?.number ?? 0) + 1;
    const [saved] = await tx
      .insert(purchaseRequisitions)
      .values({
        companyId: owner.companyId,
        createdBy: owner.userId,
        requisitionNumber: number,
        status: fields.status ?? 'submitted',
        currency: figures.currency,
        requisitionedBy: fields.requisitioned_by,
        department: fields.department,
        purpose: fields.purpose,
        date: fields.date,
        dateNeeded: fields.date_needed || null,
        chargeTo: fields.charge_to,
        shipVia: fields.ship_via,
        supplierCode: fields.supplier_code,
        supplierInMexico: fields.supplier_in_mexico,
        vendorName: fields.vendor_name,
        address: fields.address,
        pointOfContact: fields.point_of_contact,
        phone: fields.phone,
        urgency: fields.urgency,
        paymentTerms: fields.payment_terms,
        shippingTerms: fields.shipping_terms,
        notes: fields.notes,
        discountInPercent: figures.discount_in_percent,
        taxInPercent: figures.tax_in_percent,
        subTotal: figures.sub_total.amount,
        discount: figures.discount.amount,
        tax: figures.tax.amount,
        shippingCost: figures.shipping_cost.amount,
        total: figures.total.amount,
      })
      .returning({ id: purchaseRequisitions.id });
    if (!saved) throw new Error('The requisition was not saved.');
    if (figures.lines.length > 0) {
      await tx.insert(purchaseRequisitionItems).values(
        figures.lines.map((line) => ({
          requisitionId: saved.id,
          position: line.index,
          item: fields.items[line.index]?.item ?? '',
          description: fields.items[line.index]?.description ?? '',
          quantity: line.quantity,
          rate: line.rate,
          amount: line.amount.amount,
        })),
      );
    }
    return saved.id;
  });
}

function summary(row: RequisitionRow): RequisitionSummary {
  return {
    requisition_id: row.id,
    requisition_number: row.requisitionNumber,
    currency: row.currency as RequisitionSummary['currency'],
    date: row.date,
    date_needed: row.dateNeeded ?? '',
    requisitioned_by: row.requisitionedBy,
    department: row.department,
    vendor_name: row.vendorName,
    purpose: row.purpose,
    total: row.total,
    status: row.status,
    status_changed_at: row.statusChangedAt ? row.statusChangedAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listRequisitions(
  db: Db,
  companyId: string,
  page: { limit: number; offset: number },
): Promise<RequisitionSummary[]> {
  const rows = await db
    .select()
    .from(purchaseRequisitions)
    .where(eq(purchaseRequisitions.companyId, companyId))
    .orderBy(desc(purchaseRequisitions.requisitionNumber))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(summary);
}

/** One requisition, only if the user owns its company (else null: the caller answers 404). */
export async function loadRequisition(
  db: Db,
  requisitionId: string,
  userId: string,
): Promise<RequisitionDetail | null> {
  const [found] = await db
    .select({ row: purchaseRequisitions })
    .from(purchaseRequisitions)
    .innerJoin(companies, eq(companies.id, purchaseRequisitions.companyId))
    .where(and(eq(purchaseRequisitions.id, requisitionId), eq(companies.ownerId, userId)));
  if (!found) return null;
  const row = found.row;
  const items = await db
    .select()
    .from(purchaseRequisitionItems)
    .where(eq(purchaseRequisitionItems.requisitionId, requisitionId))
    .orderBy(asc(purchaseRequisitionItems.position));
  return {
    ...summary(row),
    company_id: row.companyId,
    charge_to: row.chargeTo,
    ship_via: row.shipVia,
    supplier_code: row.supplierCode,
    supplier_in_mexico: row.supplierInMexico,
    address: row.address,
    point_of_contact: row.pointOfContact,
    phone: row.phone,
    urgency: row.urgency,
    payment_terms: row.paymentTerms,
    shipping_terms: row.shippingTerms,
    notes: row.notes,
    items: items.map((item) => ({
      item: item.item,
      description: item.description,
      quantity: item.quantity,
      rate: item.rate,
      amount: item.amount,
    })),
    sub_total: row.subTotal,
    discount_in_percent: row.discountInPercent,
    discount: row.discount,
    tax_in_percent: row.taxInPercent,
    tax: row.tax,
    shipping_cost: row.shippingCost,
  };
}
