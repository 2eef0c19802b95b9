/**
 * Loan applications (PHP, spec section 9) and cash-flow solution applications: persisted,
 * listed back with their status (DECISIONS.md). A new business cannot apply for a loan.
 */
import type { FastifyInstance } from 'fastify';
import { LOAN_NEW_BUSINESS_MESSAGE, planningCalls } from '@fina/contract';
import { desc, eq, loanApplications, solutionApplications } from '@fina/db';
import type { InferSelectModel } from '@fina/db';
import { assertCompanyOwner, badRequest, currentUser, registerCall } from '@fina/service-kit';
import type { SolutionKey } from '@fina/contract';

type LoanRow = InferSelectModel<typeof loanApplications>;
type SolutionRow = InferSelectModel<typeof solutionApplications>;

const loanView = (row: LoanRow) => ({
  application_id: row.id,
  amount: row.amount,
  currency: 'PHP' as const,
  term: row.term,
  purpose: row.purpose,
  notes: row.notes,
  status: row.status,
  created_at: row.createdAt.toISOString(),
});

const solutionView = (row: SolutionRow) => ({
  application_id: row.id,
  solutions: row.solutions as SolutionKey[],
  status: row.status,
  created_at: row.createdAt.toISOString(),
});

export function registerApplicationCalls(app: FastifyInstance): void {
  registerCall(app, planningCalls.createLoanApplication, async (request, reply) => {
    const company = await assertCompanyOwner(request, request.params.companyId, 'companyId');
    const body = request.body;
    if (body.business_kind === 'new') throw badRequest(LOAN_NEW_BUSINESS_MESSAGE, 'business_kind');
    const [row] = await app.db
      .insert(loanApplications)
      .values({
        companyId: company.id,
        createdBy: currentUser(request).id,
        amount: String(body.amount),
        currency: 'PHP',
        term: body.term,
        purpose: body.purpose,
        notes: body.notes ?? '',
      })
      .returning();
    if (!row) throw new Error('The loan application was not saved.');
    reply.code(201);
    return loanView(row);
  });

  registerCall(app, planningCalls.listLoanApplications, async (request) => {
    const company = await assertCompanyOwner(request, request.params.companyId, 'companyId');
    const rows = await app.db
      .select()
      .from(loanApplications)
      .where(eq(loanApplications.companyId, company.id))
      .orderBy(desc(loanApplications.createdAt), desc(loanApplications.id))
      .limit(request.query.limit)
      .offset(request.query.offset);
    return rows.map(loanView);
  });

  registerCall(app, planningCalls.createSolutionApplication, async (request, reply) => {
    const company = await assertCompanyOwner(request, request.params.companyId, 'companyId');
    const [row] = await app.db
      .insert(solutionApplications)
      .values({
        companyId: company.id,
        createdBy: currentUser(request).id,
        solutions: request.body.solutions,
      })
      .returning();
    if (!row) throw new Error('The solution application was not saved.');
    reply.code(201);
    return solutionView(row);
  });

  registerCall(app, planningCalls.listSolutionApplications, async (request) => {
    const company = await assertCompanyOwner(request, request.params.companyId, 'companyId');
    const rows = await app.db
      .select()
      .from(solutionApplications)
      .where(eq(solutionApplications.companyId, company.id))
      .orderBy(desc(solutionApplications.createdAt), desc(solutionApplications.id))
      .limit(request.query.limit)
      .offset(request.query.offset);
    return rows.map(solutionView);
  });
}
