import { ledgerCalls } from '@fina/contract';
import type { ApiClient } from '@fina/api-client';

/** Fetches the sales template (it needs the bearer token, so no plain link) and saves it. */
export async function downloadSalesTemplate(api: ApiClient): Promise<void> {
  const blob = await api.download(ledgerCalls.salesTemplate);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'fina-sales-template.xlsx';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Let the browser start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
