/** parse_upload: the rows an .xlsx balance sheet holds, for the user to review (nothing saved). */
import type { BalanceSheetUploadResult } from '@fina/contract';
import { parseCommonLayout } from './common-layout';
import { isTemplateWorkbook, parseTemplate } from './template-layout';
import { readWorkbook } from './workbook';

export async function parseBalanceSheetWorkbook(
  data: Uint8Array,
): Promise<BalanceSheetUploadResult> {
  const sheets = await readWorkbook(data);
  const result = isTemplateWorkbook(sheets) ? parseTemplate(sheets) : parseCommonLayout(sheets);
  return result.result();
}
