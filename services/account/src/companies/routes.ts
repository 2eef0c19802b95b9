/**
 * Company calls (spec section 7): the caller's companies and, per company, its details and
 * product information. Every company-scoped call starts with assertCompanyOwner, so a
 * stranger's company answers 404 exactly like a missing one.
 */
import type { FastifyInstance } from 'fastify';
import { MESSAGES, companyCalls } from '@fina/contract';
import { assertCompanyOwner, currentUser, registerCall } from '@fina/service-kit';
import {
  createCompany,
  listCompanies,
  toCompanyDetails,
  toCompanySummary,
  updateCompany,
} from './company-store';
import { getProductDetails, saveProductDetails } from './product-info';

export function registerCompanyCalls(app: FastifyInstance): void {
  registerCall(app, companyCalls.createCompany, async (request, reply) => {
    const row = await createCompany(app.db, currentUser(request).id, request.body);
    reply.code(201);
    return { message: MESSAGES.companyAdded, company: toCompanySummary(row) };
  });

  registerCall(app, companyCalls.listCompanies, async (request) => {
    const rows = await listCompanies(app.db, currentUser(request).id, request.query);
    return rows.map(toCompanySummary);
  });

  registerCall(app, companyCalls.updateCompany, async (request) => {
    const company = await assertCompanyOwner(request, request.params.companyId, 'companyId');
    return toCompanyDetails(await updateCompany(app.db, company, request.body));
  });

  registerCall(app, companyCalls.getCompanyDetails, async (request) => {
    return toCompanyDetails(await assertCompanyOwner(request, request.query.company_id));
  });

  registerCall(app, companyCalls.updateCompanyInfo, async (request) => {
    const { company_id: companyId, ...patch } = request.body;
    const company = await assertCompanyOwner(request, companyId);
    return toCompanyDetails(await updateCompany(app.db, company, patch));
  });

  registerCall(app, companyCalls.getProductDetails, async (request) => {
    const company = await assertCompanyOwner(request, request.query.company_id);
    return getProductDetails(app.db, company.id);
  });

  registerCall(app, companyCalls.updateProductInfo, async (request) => {
    const { company_id: companyId, ...patch } = request.body;
    const company = await assertCompanyOwner(request, companyId);
    await saveProductDetails(app.db, company.id, patch);
    return { message: MESSAGES.formSubmitted };
  });
}
