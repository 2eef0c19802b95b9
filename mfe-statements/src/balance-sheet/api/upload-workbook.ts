/** parse_upload (the rows an .xlsx holds, nothing saved) and the template download. */
import { MESSAGES, balanceSheetCalls } from '@fina/contract';
import type { BalanceSheetUploadResult } from '@fina/contract';
import type { ApiClient } from '@fina/api-client';

export function isXlsxName(name: string): boolean {
  return /\.xlsx$/i.test(name.trim());
}

export async function parseUpload(
  api: ApiClient,
  companyId: string,
  file: File,
): Promise<BalanceSheetUploadResult> {
  if (!isXlsxName(file.name)) throw new Error(MESSAGES.invalidFileFormat);
  const form = new FormData();
  form.set('file', file, file.name);
  return api.upload(balanceSheetCalls.parseBalanceSheetUpload, form, { companyId });
}

export const TEMPLATE_FILENAME = 'fina-balance-sheet-template.xlsx';

/** Fetches the template with the session's token and hands it to the browser as a download. */
export async function downloadTemplate(api: ApiClient): Promise<void> {
  const blob = await api.download(balanceSheetCalls.balanceSheetTemplate);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = TEMPLATE_FILENAME;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has been handled, or the download may not start.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
