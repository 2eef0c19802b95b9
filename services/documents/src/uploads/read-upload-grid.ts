/**
 * Every workbook upload of the documents service reads through the workbook gate
 * (@fina/workbook-gate: zip, sizes, rows, columns, cells, declared dimensions and time, in a
 * pooled worker). A refusal answers with the gate's message on the `file` field; the
 * service's uploads answer 400 for a refused file as they always have (the gate says 422),
 * 413 for size, 503 with Retry-After when the readers are all busy.
 */
import type { IngestLimits, WorkbookGrid } from '@fina/workbook-gate';
import { WorkbookError, readWorkbookGrid, retryAfterHeaders } from '@fina/workbook-gate';
import { HttpError } from '@fina/service-kit';

export type UploadGridLimits = Partial<IngestLimits>;

/** Rewrites a gate refusal with this service's message for some codes (e.g. too many rows). */
export type RefusalMessages = Partial<Record<WorkbookError['code'], string>>;

export function uploadHttpError(error: WorkbookError, messages: RefusalMessages = {}): HttpError {
  const status = error.statusCode === 422 ? 400 : error.statusCode;
  return new HttpError(status, messages[error.code] ?? error.message, {
    field: 'file',
    headers: retryAfterHeaders(error),
  });
}

export async function readUploadGrid(
  bytes: Uint8Array,
  limits: UploadGridLimits,
  messages?: RefusalMessages,
): Promise<WorkbookGrid> {
  try {
    return await readWorkbookGrid(bytes, limits);
  } catch (error) {
    if (error instanceof WorkbookError) throw uploadHttpError(error, messages);
    throw error;
  }
}
