/**
 * Turns uploaded bytes into the engine's Workbook: the content decides whether it is an
 * .xlsx (not the file name), in a worker thread with a heap cap and a time limit when the
 * bundled worker is present (production), in-process otherwise (tsx, jest). A workbook the
 * engine refuses answers its status and message (400 'Invalid file format.', 413, 422).
 */
import { createHash } from 'node:crypto';
import { HttpError } from '@fina/service-kit';
import { WorkbookError, ingestWorkbookIsolated } from '@fina/analyst';
import type { Workbook } from '@fina/analyst';

/** sha256 (hex) of the uploaded bytes: the identity of "the same workbook" per user. */
export function contentHash(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

export async function ingestUpload(
  data: Uint8Array,
  maxFileBytes: number,
): Promise<{ workbook: Workbook; isolated: boolean }> {
  try {
    return await ingestWorkbookIsolated(data, { maxFileBytes });
  } catch (error) {
    if (error instanceof WorkbookError) {
      throw new HttpError(error.statusCode, error.message, { field: 'file' });
    }
    throw error;
  }
}
