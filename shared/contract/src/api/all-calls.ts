/**
 * Every call of the API in one list: the OpenAPI test, the spec-conformance test and the
 * fuzz test walk it. A new `*Calls` group is added here.
 */
import type { CallDef } from './define-call';
import { accountCalls } from './account';
import { balanceSheetCalls } from './balance-sheets';
import { chatCalls } from './chat';
import { chatSessionCalls } from './chat-sessions';
import { clientCalls } from './clients';
import { companyCalls } from './companies';
import { invoiceCalls } from './invoices';
import { ledgerCalls } from './ledger';
import { onboardingCalls } from './onboarding';
import { payrollCalls } from './payroll';
import { planningCalls } from './planning';
import { purchaseRequisitionCalls } from './purchase-requisitions';

export const CALL_GROUPS = {
  accountCalls,
  onboardingCalls,
  companyCalls,
  balanceSheetCalls,
  invoiceCalls,
  clientCalls,
  payrollCalls,
  purchaseRequisitionCalls,
  chatCalls,
  chatSessionCalls,
  planningCalls,
  ledgerCalls,
} as const;

export const ALL_CALLS: readonly CallDef[] = Object.values(CALL_GROUPS).flatMap(
  (group) => Object.values(group) as CallDef[],
);

/** The call served at `path` (under any service), e.g. 'create_invoice' or 'invoice/<id>/pdf'. */
export function findCall(method: string, path: string): CallDef | undefined {
  const bare = path.replace(/^\/+/, '').split('?')[0] ?? '';
  return ALL_CALLS.find(
    (def) =>
      def.method === method &&
      new RegExp(`^${def.path.replace(/[.]/g, '\\.').replace(/:[A-Za-z_]+/g, '[^/]+')}$`).test(
        bare,
      ),
  );
}
