import { useCallback, useEffect, useState } from 'react';
import { PAGE_SIZE_MAX, invoiceCalls } from '@fina/contract';
import type { InvoiceSummary } from '@fina/contract';
import type { ApiClient } from '@fina/api-client';

export interface CompanyInvoices {
  invoices: InvoiceSummary[];
  loading: boolean;
  /** The list could not be read (the table then shows 'No data found.', spec section 8). */
  failed: boolean;
  reload: () => void;
}

/** The selected company's invoices, loaded again whenever the company changes. */
export function useCompanyInvoices(api: ApiClient, companyId: string | null): CompanyInvoices {
  const [invoices, setInvoices] = useState<InvoiceSummary[]>([]);
  const [loading, setLoading] = useState(Boolean(companyId));
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    setInvoices([]);
    setFailed(false);
    if (!companyId) {
      setLoading(false);
      return;
    }
    let current = true;
    setLoading(true);
    api
      // The filters and totals work on what was loaded: the largest page (500 invoices).
      .call(invoiceCalls.listInvoices, { params: { companyId }, query: { limit: PAGE_SIZE_MAX } })
      .then((list) => current && setInvoices(list))
      .catch(() => current && setFailed(true))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [api, companyId, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { invoices, loading, failed, reload };
}
