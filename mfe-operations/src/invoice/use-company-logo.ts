import { useCallback, useEffect, useState } from 'react';
import { invoiceCalls } from '@fina/contract';
import type { ApiClient } from '@fina/api-client';

export interface CompanyLogoState {
  /** An object URL of the logo image, or null when the company has none (yet). */
  url: string | null;
  loading: boolean;
  /** Fetch the logo again (after an upload). */
  reload: () => void;
}

/**
 * The company's logo. It is served only with the bearer token, so it is fetched as a blob and
 * shown through an object URL (revoked when replaced or unmounted).
 */
export function useCompanyLogo(api: ApiClient, companyId: string): CompanyLogoState {
  const [url, setUrl] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    let objectUrl: string | null = null;
    setLoading(true);
    api
      .download(invoiceCalls.getCompanyLogo, { companyId })
      .then((blob) => {
        if (!current) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      // 404: no logo yet; any other failure also leaves the 'Add Your Logo' placeholder.
      .catch(() => current && setUrl(null))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [api, companyId, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { url, loading, reload };
}
