/**
 * ingestWorkbookIsolated: the same ingest in a worker thread with a heap cap and a time limit,
 * so even a workbook inside the limits that is unusually costly cannot stall or exhaust the
 * server. The worker needs a JavaScript entry: pass `workerPath` (the bundled
 * ingest-worker.js), or set ANALYST_INGEST_WORKER, or ship ingest-worker.js beside this module.
 * When none exists (running from TypeScript sources under tsx or jest) it parses in-process,
 * which the byte, row and cell limits already bound, and says so in `isolated: false`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ingestWorkbookSync } from './ingest';
import type { IngestLimits, WorkbookErrorCode } from './limits';
import { WorkbookError } from './limits';
import type { Workbook } from './model';

export interface IsolationOptions {
  /** path to the bundled worker script (ingest-worker.js) */
  workerPath?: string;
  /** kill the parse after this long (default 30 s) */
  timeoutMs?: number;
  /** worker heap cap in MB (default 1536) */
  maxHeapMb?: number;
}

export function resolveWorkerPath(explicit?: string): string | undefined {
  const candidates = [
    explicit,
    process.env.ANALYST_INGEST_WORKER,
    path.join(__dirname, 'ingest-worker.js'),
  ];
  for (const c of candidates) if (c && c.endsWith('.js') && existsSync(c)) return c;
  return undefined;
}

type WorkerReply =
  | { ok: true; workbook: Workbook }
  | { ok: false; statusCode: 400 | 413 | 422; code: WorkbookErrorCode; message: string };

export async function ingestWorkbookIsolated(
  buffer: Uint8Array,
  limits?: Partial<IngestLimits>,
  options: IsolationOptions = {},
): Promise<{ workbook: Workbook; isolated: boolean }> {
  const script = resolveWorkerPath(options.workerPath);
  if (!script) return { workbook: ingestWorkbookSync(buffer, limits), isolated: false };
  const timeoutMs = options.timeoutMs ?? 30_000;
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, {
      workerData: { buffer, limits },
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 1536 },
    });
    let settled = false;
    const finish = (fn: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(
      () =>
        finish(() =>
          reject(
            new WorkbookError(
              422,
              'too_slow',
              `This workbook took longer than ${Math.round(timeoutMs / 1000)} s to read.`,
            ),
          ),
        ),
      timeoutMs,
    );
    worker.on('message', (m: WorkerReply) =>
      finish(() => {
        if (m.ok) resolve({ workbook: m.workbook, isolated: true });
        else reject(new WorkbookError(m.statusCode, m.code, m.message));
      }),
    );
    worker.on('error', (e: Error & { code?: string }) =>
      finish(() =>
        reject(
          e.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new WorkbookError(
                422,
                'too_many_cells',
                'This workbook needs more memory to read than the server allows.',
              )
            : e,
        ),
      ),
    );
    worker.on('exit', (code) =>
      finish(() => reject(new Error(`ingest worker exited with code ${code}`))),
    );
  });
}
