/**
 * Worker entry of readWorkbookGrid: reads one workbook into its grid inside the limits.
 * Bundled beside the host as grid-worker.js.
 */
import { readWorkbookGridSync } from './grid';
import type { IngestLimits } from './limits';
import { serveGateJobs } from './worker-reply';

serveGateJobs((job: { bytes: Uint8Array; limits?: Partial<IngestLimits> }) =>
  readWorkbookGridSync(job.bytes, job.limits),
);
