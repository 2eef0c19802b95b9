import { useEffect, useState } from 'react';
import { invoiceCalls } from '@fina/contract';
import type { InvoiceDetail } from '@fina/contract';
import { isApiError } from '@fina/api-client';
import type { ApiClient } from '@fina/api-client';

export type InvoiceLoad =
  | { state: 'loading' }
  | { state: 'loaded'; invoice: InvoiceDetail }
  /** Missing, not the caller's, or not an invoice id at all. */
  | { state: 'not-found' }
  | { state: 'failed' };

export function useInvoice(
  api: ApiClient,
  invoiceId: string,
): [InvoiceLoad, (invoice: InvoiceDetail) => void] {
  const [load, setLoad] = useState<InvoiceLoad>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    setLoad({ state: 'loading' });
    api
      .call(invoiceCalls.getInvoice, { params: { invoice_id: invoiceId } })
      .then((invoice) => current && setLoad({ state: 'loaded', invoice }))
      .catch((error: unknown) => {
        if (!current) return;
        const missing = isApiError(error) && (error.status === 404 || error.status === 400);
        setLoad({ state: missing ? 'not-found' : 'failed' });
      });
    return () => {
      current = false;
    };
  }, [api, invoiceId]);
  return [load, (invoice) => setLoad({ state: 'loaded', invoice })];
}
