/**
 * Load shedding for the embedded database. PGlite runs its queries on the event loop: past what
 * it can serve, new requests wait, and mostly NOT where fastify can count them. While the loop
 * is busy, their bytes sit unread in the sockets (measured: 200 connections, 48 allowed in
 * flight, the cap almost never fired, and clients timed out). So two signals answer 503 with
 * Retry-After at once, before any database work:
 * - the event loop's lag (how late a 20 ms timer fires, kept by `EventLoopLag`): when it is
 *   past `maxLagMs`, requests already wait that long unread, and each one more makes it worse;
 * - the calls in flight past `maxInFlight` (requests read but waiting for the database; each
 *   call waits one loop phase after being counted, so the calls read in one turn count together).
 * Health checks are never shed (a load balancer must see the process alive). On PostgreSQL
 * both are off by default: its pool queues and its work runs in other processes.
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';

export const SHED_MESSAGE = 'Fina is busy right now. Please try again in a moment.';

export interface SheddingLimits {
  /** API calls in flight before new ones get 503 (0: no cap). */
  maxInFlight: number;
  /** Event-loop lag in ms past which new API calls get 503 (0: not watched). */
  maxLagMs: number;
}

/**
 * PGlite: 64 in flight (a turn's worth of calls: 50 connections are served without a 503, and
 * 200 keep turns under ~100 ms), 300 ms of lag; PostgreSQL: none (its pool queues well).
 */
export function defaultSheddingLimits(databaseKind: 'pglite' | 'postgres'): SheddingLimits {
  return databaseKind === 'pglite' ? { maxInFlight: 64, maxLagMs: 300 } : NO_SHEDDING;
}
const NO_SHEDDING: SheddingLimits = { maxInFlight: 0, maxLagMs: 0 };

/**
 * How late the event loop runs: a timer every `intervalMs` measures how much later than asked
 * it fired, averaged over the last few ticks (each moves the gauge 30% of the way). One slow
 * moment (a 500 ms PDF or parse) stays under the default 300 ms; a loop late by 400 ms or more
 * on every tick passes it within a few ticks (measured: PGlite, 200 connections on the invoice
 * list, ticks 250 to 800 ms late on a loaded machine), and one that recovers falls back under
 * it within a few prompt ticks. Past 300 ms the 503s cost less than the waiting they prevent;
 * at 100 ms they took most of the CPU and the list served fewer 200s than with no shedding.
 */
const LAG_WEIGHT = 0.3;

export class EventLoopLag {
  private lag = 0;
  private last: number;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly intervalMs = 20,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.last = this.now();
  }

  get ms(): number {
    return this.lag;
  }

  /** One tick (the timer's; tests call it with their own clock). */
  tick(): void {
    const now = this.now();
    const late = Math.max(0, now - this.last - this.intervalMs);
    this.last = now;
    this.lag += LAG_WEIGHT * (late - this.lag);
  }

  start(): void {
    if (this.timer) return;
    this.last = this.now();
    this.timer = setInterval(() => this.tick(), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}

function shed(): HttpError {
  return new HttpError(503, SHED_MESSAGE, { headers: { 'retry-after': '1' } });
}

export function installLoadShedding(
  app: FastifyInstance,
  limits: SheddingLimits | number,
  lag: EventLoopLag = new EventLoopLag(),
): void {
  const { maxInFlight, maxLagMs } =
    typeof limits === 'number' ? { maxInFlight: limits, maxLagMs: 0 } : limits;
  if (maxInFlight <= 0 && maxLagMs <= 0) return;
  if (maxLagMs > 0) {
    // Watched from ready on: start-up (migrations, the admin's password hash) blocks the loop by
    // design, and counted as lag it shed the first calls after a restart (seen on a busy CI run).
    app.addHook('onReady', async () => lag.start());
    app.addHook('onClose', async () => lag.stop());
  }
  let inFlight = 0;
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.url.endsWith('/health')) return;
    if (maxLagMs > 0 && lag.ms > maxLagMs) throw shed();
    if (maxInFlight > 0) {
      if (inFlight >= maxInFlight) throw shed();
      inFlight += 1;
      (request as { counted?: boolean }).counted = true;
      // Run the call in the next phase of the loop, not in the socket's read callback. PGlite
      // answers within the turn, so each call used to finish before the next socket was read:
      // never two in flight, the cap idle, and one turn serving every readable socket in full
      // (150–265 ms with 120 busy sockets). libuv accepts one new connection per turn, so new
      // connections waited in the accept queue until clients timed out. Now every call read in
      // a turn is counted first, those past the cap get their 503 at once, and a turn runs at
      // most `maxInFlight` calls: turns stay short and connections are accepted.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  });
  if (maxInFlight <= 0) return;
  const release = async (request: object) => {
    const counted = request as { counted?: boolean };
    if (counted.counted) {
      counted.counted = false;
      inFlight -= 1;
    }
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}
