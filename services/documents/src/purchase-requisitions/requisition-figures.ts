/**
 * A requisition's figures, from the finance engine only (DECISIONS.md: the server computes
 * every derived amount; a total sent by the client is checked, never stored blindly; tax on
 * the discounted amount, as on the invoice).
 */
import type { RequisitionSubmission } from '@fina/contract';
import type { PurchaseRequisitionFigures } from '@fina/finance';
import { checkPurchaseRequisition, isFinanceInputError } from '@fina/finance';
import { badRequest } from '@fina/service-kit';

type Parsed = Omit<RequisitionSubmission, 'sub_total' | 'total'> & {
  sub_total?: string | number;
  total?: string | number;
};

/** Validates, computes and compares the sent totals; throws 400 naming the field at fault. */
export function requisitionFigures(body: Parsed): PurchaseRequisitionFigures {
  try {
    const { figures, issues } = checkPurchaseRequisition({
      ...body,
      // Blank sent totals mean "not sent"; the engine skips them.
      sub_total: body.sub_total,
      total: body.total,
      amount_paid: 0,
    });
    const [first] = issues;
    if (first) throw badRequest(first.message, first.field || undefined);
    if (!figures) throw badRequest('The requisition could not be computed.');
    return figures;
  } catch (error) {
    // e.g. a line whose amount is too large to represent exactly.
    if (isFinanceInputError(error)) {
      throw badRequest(error.issues[0]?.message ?? error.message, error.field || undefined);
    }
    throw error;
  }
}
