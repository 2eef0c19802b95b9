import Fastify from 'fastify';
import './testing'; // loads light-my-request outside jest's sandbox
import { errorHandler } from './error-handler';
import { SHED_MESSAGE, installLoadShedding } from './load-shedding';

async function appWithGate(maxInFlight: number) {
  const app = Fastify();
  app.setErrorHandler(errorHandler);
  installLoadShedding(app, maxInFlight);
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  app.get('/api/account/slow', async () => {
    await gate;
    return { ok: true };
  });
  app.get('/api/account/health', async () => ({ status: 'ok' }));
  await app.ready();
  return { app, open };
}

it('answers 503 with Retry-After at once past the cap, and serves again once requests finish', async () => {
  const { app, open } = await appWithGate(2);
  const first = app.inject({ method: 'GET', url: '/api/account/slow' });
  const second = app.inject({ method: 'GET', url: '/api/account/slow' });
  await new Promise((resolve) => setImmediate(resolve));
  const shed = await app.inject({ method: 'GET', url: '/api/account/slow' });
  expect(shed.statusCode).toBe(503);
  expect(shed.headers['retry-after']).toBe('1');
  expect(shed.json().message).toBe(SHED_MESSAGE);
  // Health is never shed: a load balancer must see the process alive.
  expect((await app.inject({ method: 'GET', url: '/api/account/health' })).statusCode).toBe(200);
  open();
  expect((await first).statusCode).toBe(200);
  expect((await second).statusCode).toBe(200);
  expect((await app.inject({ method: 'GET', url: '/api/account/slow' })).statusCode).toBe(200);
  await app.close();
});

it('sheds nothing when the cap is 0 (PostgreSQL queues in its pool)', async () => {
  const { app, open } = await appWithGate(0);
  const pending = Array.from({ length: 5 }, () =>
    app.inject({ method: 'GET', url: '/api/account/slow' }),
  );
  open();
  expect((await Promise.all(pending)).map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
  await app.close();
});
