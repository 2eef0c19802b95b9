/** The loan application calls (shared/contract/src/api/planning.ts). */
import { PAGE_SIZE_DEFAULT, planningCalls } from '@fina/contract';
import type { LoanApplicationBody } from '@fina/contract';
import type { ApiClient } from '@fina/api-client';

export function applyForLoan(api: ApiClient, companyId: string, body: LoanApplicationBody) {
  return api.call(planningCalls.createLoanApplication, { params: { companyId }, body });
}

/** The newest applications (one page). */
export function listLoanApplications(api: ApiClient, companyId: string) {
  return api.call(planningCalls.listLoanApplications, {
    params: { companyId },
    query: { limit: PAGE_SIZE_DEFAULT },
  });
}
