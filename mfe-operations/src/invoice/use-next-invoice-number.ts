import { useEffect, useState } from 'react';
import { invoiceCalls } from '@fina/contract';
import { isApiError } from '@fina/api-client';
import type { ApiClient } from '@fina/api-client';

/**
 * The number the new invoice will most likely get: the company's invoice count + 1, or 1 when
 * the count answers 404 (spec section 4). Only a preview: the server numbers the invoice when
 * it is saved, so two invoices made at once still get different numbers. null while loading or
 * when the count could not be read.
 */
export function useNextInvoiceNumber(api: ApiClient, companyId: string): number | null {
  const [next, setNext] = useState<number | null>(null);
  useEffect(() => {
    let current = true;
    setNext(null);
    api
      .call(invoiceCalls.countInvoices, { params: { companyId } })
      .then(({ total }) => current && setNext(total + 1))
      .catch((error: unknown) => {
        if (current && isApiError(error) && error.status === 404) setNext(1);
      });
    return () => {
      current = false;
    };
  }, [api, companyId]);
  return next;
}
