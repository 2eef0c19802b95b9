/**
 * Purchase requisition calls (DECISIONS.md: the form persists, numbered per company).
 * Company-scoped: a stranger's company or requisition answers 404.
 */
import type { FastifyInstance } from 'fastify';
import { purchaseRequisitionCalls } from '@fina/contract';
import { assertCompanyOwner, currentUser, isUuid, notFound, registerCall } from '@fina/service-kit';
import { requisitionFigures } from './requisition-figures';
import {
  countRequisitions,
  insertRequisition,
  listRequisitions,
  loadRequisition,
} from './requisition-store';
import { REQUISITION_NOT_FOUND, moveRequisition } from './requisition-status';

export function registerPurchaseRequisitionCalls(app: FastifyInstance): void {
  registerCall(app, purchaseRequisitionCalls.countRequisitions, async (request) => {
    await assertCompanyOwner(request, request.params.companyId);
    return { total: await countRequisitions(app.db, request.params.companyId) };
  });

  registerCall(app, purchaseRequisitionCalls.listRequisitions, async (request) => {
    await assertCompanyOwner(request, request.params.companyId);
    return listRequisitions(app.db, request.params.companyId, request.query);
  });

  registerCall(app, purchaseRequisitionCalls.getRequisition, async (request) => {
    const { requisitionId } = request.params;
    if (!isUuid(requisitionId)) throw notFound(REQUISITION_NOT_FOUND, 'requisitionId');
    const found = await loadRequisition(app.db, requisitionId, currentUser(request).id);
    if (!found) throw notFound(REQUISITION_NOT_FOUND, 'requisitionId');
    return found;
  });

  registerCall(app, purchaseRequisitionCalls.setRequisitionStatus, async (request) => {
    const { requisitionId } = request.params;
    const userId = currentUser(request).id;
    if (!isUuid(requisitionId)) throw notFound(REQUISITION_NOT_FOUND, 'requisitionId');
    if (!(await loadRequisition(app.db, requisitionId, userId))) {
      throw notFound(REQUISITION_NOT_FOUND, 'requisitionId');
    }
    await moveRequisition(app.db, requisitionId, request.body.status);
    const moved = await loadRequisition(app.db, requisitionId, userId);
    if (!moved) throw notFound(REQUISITION_NOT_FOUND, 'requisitionId');
    return moved;
  });

  registerCall(app, purchaseRequisitionCalls.createRequisition, async (request, reply) => {
    const body = request.body;
    const company = await assertCompanyOwner(request, body.company_id);
    const figures = requisitionFigures(body);
    const id = await insertRequisition(
      app.db,
      { companyId: company.id, userId: currentUser(request).id },
      body,
      figures,
    );
    const saved = await loadRequisition(app.db, id, currentUser(request).id);
    if (!saved) throw new Error('The saved requisition could not be read back.');
    reply.code(201);
    return saved;
  });
}
