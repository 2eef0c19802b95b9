/**
 * Keeps one child process running: forks it, waits for its `{ ready }` message, and when it
 * dies after having been ready, forks it again after a back-off (1 s, doubling up to 30 s;
 * back to 1 s once a child has stayed up for a minute). A child that dies before it was ever
 * ready is a start-up failure (bad config, locked data folder): no restart, `onStartFailure`.
 */
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';

export interface SupervisorLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface SuperviseOptions {
  name: string;
  script: string;
  args?: string[];
  env?: NodeJS.ProcessEnv;
  execArgv?: string[];
  log?: SupervisorLog;
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  /** uptime after which the back-off starts again from the beginning */
  stableAfterMs?: number;
  onReady?: (message: { ready: unknown }, child: ChildProcess) => void;
  onStartFailure?: (code: number | null, signal: NodeJS.Signals | null) => void;
}

export interface Supervised {
  /** the running child, if any */
  child(): ChildProcess | undefined;
  restarts(): number;
  /** stops supervising and ends the child (SIGTERM, then SIGKILL after `graceMs`) */
  stop(graceMs?: number): Promise<void>;
}

const consoleLog: SupervisorLog = {
  info: (message) => console.info(message),
  warn: (message) => console.warn(message),
};

export function supervise(options: SuperviseOptions): Supervised {
  const log = options.log ?? consoleLog;
  const initial = options.initialBackoffMs ?? 1_000;
  const max = options.maxBackoffMs ?? 30_000;
  const stableAfter = options.stableAfterMs ?? 60_000;
  let current: ChildProcess | undefined;
  let everReady = false;
  let stopping = false;
  let restarts = 0;
  let backoff = initial;
  let pending: NodeJS.Timeout | undefined;

  const start = (): void => {
    const child = fork(options.script, options.args ?? [], {
      env: options.env ?? process.env,
      ...(options.execArgv ? { execArgv: options.execArgv } : {}),
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    current = child;
    let readyAt: number | undefined;
    child.on('message', (message: unknown) => {
      if (typeof message === 'object' && message !== null && 'ready' in message) {
        everReady = true;
        readyAt = Date.now();
        options.onReady?.(message as { ready: unknown }, child);
      }
    });
    child.on('exit', (code, signal) => {
      if (current === child) current = undefined;
      if (stopping) return;
      if (!everReady) {
        options.onStartFailure?.(code, signal);
        return;
      }
      if (readyAt !== undefined && Date.now() - readyAt >= stableAfter) backoff = initial;
      log.warn(
        `${options.name} stopped (${signal ?? `exit code ${code}`}); restarting in ${backoff} ms`,
      );
      pending = setTimeout(() => {
        pending = undefined;
        restarts += 1;
        start();
      }, backoff);
      backoff = Math.min(backoff * 2, max);
    });
  };
  start();

  return {
    child: () => current,
    restarts: () => restarts,
    stop: async (graceMs = 5_000) => {
      stopping = true;
      clearTimeout(pending);
      const child = current;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill('SIGTERM');
      });
    },
  };
}
