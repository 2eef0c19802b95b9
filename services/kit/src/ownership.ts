import type { FastifyRequest } from 'fastify';
import { and, companies, eq } from '@fina/db';
import type { InferSelectModel } from '@fina/db';
import { currentUser, isUuid } from './auth';
import { notFound } from './http-error';

export type CompanyRow = InferSelectModel<typeof companies>;

export const COMPANY_NOT_FOUND = 'Company not found.';

/**
 * Every company-scoped call starts with this (DECISIONS.md): the company, if the signed-in
 * user owns it; else 404, the same answer as for a company that does not exist.
 */
export async function assertCompanyOwner(
  request: FastifyRequest,
  companyId: string,
  field = 'company_id',
): Promise<CompanyRow> {
  const user = currentUser(request);
  if (!isUuid(companyId)) throw notFound(COMPANY_NOT_FOUND, field);
  const [company] = await request.server.db
    .select()
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.ownerId, user.id)));
  if (!company) throw notFound(COMPANY_NOT_FOUND, field);
  return company;
}
