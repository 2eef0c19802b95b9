/**
 * The owner moves a requisition through its statuses (issue 15); only the moves of
 * REQUISITION_TRANSITIONS are allowed, checked here under a row lock (409 naming `status`).
 */
import { REQUISITION_TRANSITIONS, canMoveRequisition } from '@fina/contract';
import type { RequisitionStatus } from '@fina/contract';
import type { Db } from '@fina/db';
import { eq, purchaseRequisitions } from '@fina/db';
import { HttpError, notFound } from '@fina/service-kit';

export const REQUISITION_NOT_FOUND = 'Purchase requisition not found.';

export function transitionRefusal(from: RequisitionStatus, to: RequisitionStatus): string {
  const allowed = REQUISITION_TRANSITIONS[from];
  const next = allowed.length > 0 ? `It can go to: ${allowed.join(', ')}.` : 'It is final.';
  return `A ${from} requisition cannot be marked ${to}. ${next}`;
}

/** Moves the requisition (already checked to be the caller's) to `to`, or refuses. */
export async function moveRequisition(
  db: Db,
  requisitionId: string,
  to: RequisitionStatus,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: purchaseRequisitions.status })
      .from(purchaseRequisitions)
      .where(eq(purchaseRequisitions.id, requisitionId))
      .for('update');
    if (!row) throw notFound(REQUISITION_NOT_FOUND, 'requisitionId');
    if (!canMoveRequisition(row.status, to)) {
      throw new HttpError(409, transitionRefusal(row.status, to), { field: 'status' });
    }
    await tx
      .update(purchaseRequisitions)
      .set({ status: to, statusChangedAt: new Date() })
      .where(eq(purchaseRequisitions.id, requisitionId));
  });
}
