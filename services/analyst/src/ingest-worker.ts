/**
 * Worker entry of ingestWorkbookIsolated: the gate reads the workbook (all its checks) and
 * the tables are detected in the same worker, so only the finished Workbook crosses back.
 * Bundled beside the host as ingest-worker.js (services/host/build.mjs).
 */
import type { IngestLimits } from '@fina/workbook-gate';
import { serveGateJobs } from '@fina/workbook-gate';
import { ingestWorkbookSync } from './ingest';

serveGateJobs((job: { bytes: Uint8Array; limits?: Partial<IngestLimits> }) =>
  ingestWorkbookSync(job.bytes, job.limits),
);
