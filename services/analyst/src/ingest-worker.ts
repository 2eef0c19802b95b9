/**
 * Worker entry for ingestWorkbookIsolated: parses one workbook and posts the result (or the
 * WorkbookError fields) back. Bundle it as its own entry point next to the service bundle.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { ingestWorkbookSync } from './ingest';
import type { IngestLimits } from './limits';
import { WorkbookError } from './limits';

interface Job {
  buffer: Uint8Array;
  limits?: Partial<IngestLimits>;
}

const job = workerData as Job;
try {
  const workbook = ingestWorkbookSync(job.buffer, job.limits);
  parentPort?.postMessage({ ok: true, workbook });
} catch (e) {
  if (e instanceof WorkbookError) {
    parentPort?.postMessage({
      ok: false,
      statusCode: e.statusCode,
      code: e.code,
      message: e.message,
    });
  } else {
    parentPort?.postMessage({
      ok: false,
      statusCode: 400,
      code: 'unreadable',
      message: 'Invalid file format.',
    });
  }
}
