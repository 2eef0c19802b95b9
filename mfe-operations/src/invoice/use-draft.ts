import { useEffect, useState } from 'react';
import { INVOICE_MESSAGES, invoiceCalls } from '@fina/contract';
import type { InvoiceDetail } from '@fina/contract';
import type { ApiClient } from '@fina/api-client';

export type DraftLoad =
  | { state: 'new' }
  | { state: 'loading' }
  | { state: 'loaded'; invoice: InvoiceDetail }
  /** Missing, not the caller's, or no longer a draft: said, not edited. */
  | { state: 'refused'; message: string };

/** The draft named by `?edit=`, or 'new' when none is named. */
export function useDraft(api: ApiClient, invoiceId: string | null): DraftLoad {
  const [load, setLoad] = useState<DraftLoad>(invoiceId ? { state: 'loading' } : { state: 'new' });
  useEffect(() => {
    if (!invoiceId) {
      setLoad({ state: 'new' });
      return;
    }
    let current = true;
    setLoad({ state: 'loading' });
    api
      .call(invoiceCalls.getInvoice, { params: { invoice_id: invoiceId } })
      .then((invoice) => {
        if (!current) return;
        setLoad(
          invoice.state === 'draft'
            ? { state: 'loaded', invoice }
            : { state: 'refused', message: INVOICE_MESSAGES.notDraft },
        );
      })
      .catch(
        () => current && setLoad({ state: 'refused', message: 'That invoice was not found.' }),
      );
    return () => {
      current = false;
    };
  }, [api, invoiceId]);
  return load;
}
