/**
 * Load shedding for the embedded database. PGlite runs one query at a time on the event loop:
 * past a few dozen requests in flight, each new one only waits behind the others until clients
 * time out. Past `maxInFlight`, an API call is answered 503 with Retry-After at once, so a
 * client backs off and the requests already accepted stay fast. Health checks are never shed.
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';

export const SHED_MESSAGE = 'Fina is busy right now. Please try again in a moment.';

/** PGlite: a few dozen in flight keep p99 low; PostgreSQL: its pool queues well, no cap. */
export function defaultMaxInFlight(databaseKind: 'pglite' | 'postgres'): number {
  return databaseKind === 'pglite' ? 48 : 0;
}

export function installLoadShedding(app: FastifyInstance, maxInFlight: number): void {
  if (maxInFlight <= 0) return;
  let inFlight = 0;
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.url.endsWith('/health')) return;
    if (inFlight >= maxInFlight) {
      throw new HttpError(503, SHED_MESSAGE, { headers: { 'retry-after': '1' } });
    }
    inFlight += 1;
    (request as { counted?: boolean }).counted = true;
  });
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
