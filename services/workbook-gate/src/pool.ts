/**
 * The gate's worker pool: every parse of untrusted bytes runs here, in a worker thread with
 * a heap cap and a time limit, at most GATE_MAX_WORKERS (default 2) at once over the
 * whole process; up to GATE_MAX_QUEUE (default 16) more wait in order, and beyond that a
 * caller gets 503 `busy` at once. A worker that throws, times out, runs out of memory or
 * dies answers its caller with a WorkbookError; the process is never at stake.
 */
import { Worker } from 'node:worker_threads';
import type { WorkerScript } from './worker-script';
import { resolveWorkerScript } from './worker-script';
import { WorkbookError } from './limits';
import type { WorkerReply } from './worker-reply';

export interface GateJob {
  script: WorkerScript;
  /** structured-cloned into the worker as the job message */
  data: unknown;
  /** default 30 s, then 422 `too_slow` */
  timeoutMs?: number;
  /** worker heap cap (old generation), default 768 MB, then 422 `out_of_memory` */
  maxHeapMb?: number;
}

export interface GateSettings {
  maxWorkers: number;
  maxQueue: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_HEAP_MB = 768;
const RETRY_AFTER_SECONDS = 5;

function envInt(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) {
    throw new Error(`${name} must be a whole number of at least ${min} (got "${raw}").`);
  }
  return n;
}

let settings: GateSettings | undefined;
let running = 0;
const waiting: Array<() => void> = [];

function currentSettings(): GateSettings {
  settings ??= {
    maxWorkers: envInt('GATE_MAX_WORKERS', 2, 1),
    maxQueue: envInt('GATE_MAX_QUEUE', 16, 0),
  };
  return settings;
}

/** Overrides the env settings (tests, or a host that computes them). */
export function configureGate(next: Partial<GateSettings>): void {
  settings = { ...currentSettings(), ...next };
}

export function gateStats(): GateSettings & { running: number; queued: number } {
  return { ...currentSettings(), running, queued: waiting.length };
}

async function acquire(): Promise<void> {
  const { maxWorkers, maxQueue } = currentSettings();
  if (running < maxWorkers) {
    running += 1;
    return;
  }
  if (waiting.length >= maxQueue) {
    throw new WorkbookError(
      503,
      'busy',
      `Fina is reading many files right now. Try again in ${RETRY_AFTER_SECONDS} seconds.`,
      RETRY_AFTER_SECONDS,
    );
  }
  // the slot is handed over by release(): `running` stays counted
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function release(): void {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

/** Runs one job in a pooled worker; resolves with the worker's value or rejects with a WorkbookError. */
export async function runGateJob<T>(job: GateJob): Promise<T> {
  const script = await resolveWorkerScript(job.script);
  await acquire();
  try {
    return await runOnWorker<T>(script, job);
  } finally {
    release();
  }
}

/**
 * Idle workers kept warm per script and heap cap (starting one and loading a parser costs
 * 0.2 to 0.6 s). Only a worker that answered cleanly goes back; one that timed out, ran out
 * of memory or crashed is terminated. Idle workers are unref'd and end after IDLE_MS.
 */
const IDLE_MS = 15_000;
const MAX_JOBS_PER_WORKER = 50;

interface PooledWorker {
  worker: Worker;
  jobs: number;
  idleTimer?: NodeJS.Timeout;
}

const idle = new Map<string, PooledWorker[]>();

function takeWorker(key: string, script: string, maxHeapMb: number): PooledWorker {
  const warm = idle.get(key)?.pop();
  if (warm) {
    clearTimeout(warm.idleTimer);
    warm.worker.ref();
    return warm;
  }
  const worker = new Worker(script, {
    resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: 48 },
  });
  return { worker, jobs: 0 };
}

function putBack(key: string, pooled: PooledWorker): void {
  const list = idle.get(key) ?? [];
  if (pooled.jobs >= MAX_JOBS_PER_WORKER || list.length >= currentSettings().maxWorkers) {
    void pooled.worker.terminate();
    return;
  }
  pooled.worker.unref();
  pooled.idleTimer = setTimeout(() => {
    const at = list.indexOf(pooled);
    if (at >= 0) list.splice(at, 1);
    void pooled.worker.terminate();
  }, IDLE_MS);
  pooled.idleTimer.unref();
  list.push(pooled);
  idle.set(key, list);
}

/** Ends the idle workers (tests, shutdown). */
export async function closeIdleWorkers(): Promise<void> {
  const all = [...idle.values()].flat();
  idle.clear();
  for (const pooled of all) clearTimeout(pooled.idleTimer);
  await Promise.all(all.map((pooled) => pooled.worker.terminate()));
}

function runOnWorker<T>(script: string, job: GateJob): Promise<T> {
  const timeoutMs = job.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxHeapMb = job.maxHeapMb ?? DEFAULT_HEAP_MB;
  const key = `${script}|${maxHeapMb}`;
  return new Promise<T>((resolve, reject) => {
    let pooled: PooledWorker;
    try {
      pooled = takeWorker(key, script, maxHeapMb);
    } catch (error) {
      reject(workerFailed(error));
      return;
    }
    const { worker } = pooled;
    pooled.jobs += 1;
    let settled = false;
    const finish = (reuse: boolean, settle: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (reuse) putBack(key, pooled);
      else void worker.terminate();
      settle();
    };
    const onMessage = (reply: WorkerReply<T>): void =>
      finish(true, () => {
        if (reply.ok) resolve(reply.value);
        else reject(new WorkbookError(reply.statusCode, reply.code, reply.message));
      });
    const onError = (error: Error & { code?: string }): void =>
      finish(false, () =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new WorkbookError(
                422,
                'out_of_memory',
                'This file needs more memory to read than the server allows.',
              )
            : workerFailed(error),
        ),
      );
    const onExit = (code: number): void =>
      finish(false, () => reject(workerFailed(new Error(`worker exited with code ${code}`))));
    const timer = setTimeout(
      () =>
        finish(false, () =>
          reject(
            new WorkbookError(
              422,
              'too_slow',
              `This file took longer than ${Math.round(timeoutMs / 1000)} s to read.`,
            ),
          ),
        ),
      timeoutMs,
    );
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(job.data);
  });
}

function workerFailed(cause: unknown): WorkbookError {
  const error = new WorkbookError(500, 'worker_failed', 'The file could not be read. Try again.');
  (error as Error & { cause?: unknown }).cause = cause;
  return error;
}
