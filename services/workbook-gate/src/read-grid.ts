/** readWorkbookGrid: the gate's plain API for any workbook upload. */
import path from 'node:path';
import type { WorkbookGrid, WorkbookGridData } from './grid';
import { withAddresses } from './grid';
import type { IngestLimits } from './limits';
import { WorkbookError, formatBytes, resolveLimits } from './limits';
import { runGateJob } from './pool';
import type { WorkerScript } from './worker-script';

export interface GateRunOptions {
  /** default 30 s */
  timeoutMs?: number;
  /** default 768 MB */
  maxHeapMb?: number;
}

export const GRID_WORKER: WorkerScript = {
  name: 'grid-worker',
  source: path.join(__dirname, 'grid-worker.ts'),
};

/**
 * Reads an uploaded .xlsx into a bounded grid, in a pooled worker. Throws WorkbookError
 * (see README.md for every status and code).
 */
export async function readWorkbookGrid(
  bytes: Uint8Array,
  limits?: Partial<IngestLimits>,
  options: GateRunOptions = {},
): Promise<WorkbookGrid> {
  checkFileSize(bytes, limits);
  const data = await runGateJob<WorkbookGridData>({
    script: GRID_WORKER,
    data: { bytes, limits },
    ...options,
  });
  return withAddresses(data);
}

/** The size check needs no worker: an oversized upload is refused before it is copied. */
export function checkFileSize(bytes: Uint8Array, limits?: Partial<IngestLimits>): void {
  const { maxFileBytes } = resolveLimits(limits);
  if (bytes.length > maxFileBytes) {
    throw new WorkbookError(
      413,
      'file_too_large',
      `This file is too large: ${formatBytes(bytes.length)} (limit ${formatBytes(maxFileBytes)}).`,
    );
  }
}
