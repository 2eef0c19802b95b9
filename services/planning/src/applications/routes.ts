/**
 * Loan applications (PHP, spec section 9) and cash-flow solution applications: persisted,
 * listed back with their status (DECISIONS.md). A new business cannot apply for a loan.
 */
import type { FastifyInstance } from 'fastify';
import { LOAN_NEW_BUSINESS_MESSAGE, planningCalls } from '@fina/contract';
import { loanApplications, solutionApplications } from '@fina/db';
import type { InferSelectModel } from '@fina/db';
import { badRequest, currentUser } from '@fina/service-kit';
import type { SolutionKey } from '@fina/contract';
import { createdAnswer, registerCompanyCall } from '../shared/company-call';
import { companyPage } from '../shared/company-page';

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
  registerCompanyCall(app, planningCalls.createLoanApplication, async (company, request, reply) => {
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
    return createdAnswer(reply, row, 'loan application', loanView);
  });

  registerCompanyCall(app, planningCalls.listLoanApplications, async (company, request) => {
    const rows = await companyPage(app.db, loanApplications, company.id, request.query);
    return rows.map(loanView);
  });

  registerCompanyCall(
    app,
    planningCalls.createSolutionApplication,
    async (company, request, reply) => {
      const [row] = await app.db
        .insert(solutionApplications)
        .values({
          companyId: company.id,
          createdBy: currentUser(request).id,
          solutions: request.body.solutions,
        })
        .returning();
      return createdAnswer(reply, row, 'solution application', solutionView);
    },
  );

  registerCompanyCall(app, planningCalls.listSolutionApplications, async (company, request) => {
    const rows = await companyPage(app.db, solutionApplications, company.id, request.query);
    return rows.map(solutionView);
  });
}
