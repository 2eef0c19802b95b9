/**
 * ingestWorkbookIsolated: the ingest of an upload, in a worker of the workbook gate's pool
 * (global concurrency cap, heap cap, time limit; see services/workbook-gate/README.md). A
 * worker that fails, times out or runs out of memory rejects with a WorkbookError carrying
 * the HTTP status; the process is never at stake.
 */
import path from 'node:path';
import type { IngestLimits, WorkerScript } from '@fina/workbook-gate';
import { checkFileSize, runGateJob } from '@fina/workbook-gate';
import type { Workbook } from './model';

export interface IsolationOptions {
  /** kill the parse after this long (default 30 s, then 422 too_slow) */
  timeoutMs?: number;
  /** worker heap cap in MB (default 1024: 1M cells peak near 470 MB RSS) */
  maxHeapMb?: number;
}

export const INGEST_WORKER: WorkerScript = {
  name: 'ingest-worker',
  source: path.join(__dirname, 'ingest-worker.ts'),
};

export async function ingestWorkbookIsolated(
  buffer: Uint8Array,
  limits?: Partial<IngestLimits>,
  options: IsolationOptions = {},
): Promise<{ workbook: Workbook; isolated: true }> {
  checkFileSize(buffer, limits);
  const workbook = await runGateJob<Workbook>({
    script: INGEST_WORKER,
    data: { bytes: buffer, limits },
    timeoutMs: options.timeoutMs ?? 30_000,
    maxHeapMb: options.maxHeapMb ?? 1024,
  });
  return { workbook, isolated: true };
}
