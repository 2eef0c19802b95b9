/** The worker side of the gate: how a worker entry takes jobs and what it posts back. */
import { parentPort } from 'node:worker_threads';
import type { WorkbookErrorCode, WorkbookErrorStatus } from './limits';
import { WorkbookError } from './limits';

export type WorkerReply<T> =
  | { ok: true; value: T }
  | { ok: false; statusCode: WorkbookErrorStatus; code: WorkbookErrorCode; message: string };

/**
 * A WorkbookError as a reply; anything else thrown by a parser is an unreadable file (the
 * bytes are the user's, so a parser's crash is their file's fault, answered 400).
 */
export function workbookErrorReply(error: unknown): WorkerReply<never> {
  if (error instanceof WorkbookError) {
    return { ok: false, statusCode: error.statusCode, code: error.code, message: error.message };
  }
  if (process.env.GATE_DEBUG) console.error(error);
  return { ok: false, statusCode: 400, code: 'unreadable', message: 'Invalid file format.' };
}

/**
 * Call once in a worker entry: each job the pool posts is handled and answered in turn. The
 * pool may reuse a worker for further jobs after a clean answer.
 */
export function serveGateJobs<J, T>(handle: (job: J) => T): void {
  const port = parentPort;
  if (!port) throw new Error('serveGateJobs runs inside a worker thread only');
  port.on('message', (job: J) => {
    let reply: WorkerReply<T>;
    try {
      reply = { ok: true, value: handle(job) };
    } catch (error) {
      reply = workbookErrorReply(error);
    }
    port.postMessage(reply);
  });
}
