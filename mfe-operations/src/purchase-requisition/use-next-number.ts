import { useEffect, useState } from 'react';
import { purchaseRequisitionCalls } from '@fina/contract';
import { isApiError } from '@fina/api-client';
import type { ApiClient } from '@fina/api-client';

/**
 * The number the next requisition will get: the company's count + 1 (1 when the count call
 * answers 404, as the spec does for invoices). The server assigns the real number on submit.
 */
export function useNextRequisitionNumber(api: ApiClient, companyId: string): number | null {
  const [next, setNext] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    setNext(null);
    api
      .call(purchaseRequisitionCalls.countRequisitions, { params: { companyId } })
      .then(({ total }) => live && setNext(total + 1))
      .catch(
        (error: unknown) => live && setNext(isApiError(error) && error.status === 404 ? 1 : null),
      );
    return () => {
      live = false;
    };
  }, [api, companyId]);
  return next;
}
