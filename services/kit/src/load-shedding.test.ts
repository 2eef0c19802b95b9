import type { AddressInfo, Socket } from 'node:net';
import { connect } from 'node:net';
import Fastify from 'fastify';
import './testing'; // loads light-my-request outside jest's sandbox
import { errorHandler } from './error-handler';
import {
  EventLoopLag,
  SHED_MESSAGE,
  defaultSheddingLimits,
  installLoadShedding,
} from './load-shedding';

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

it('counts together the calls read in one turn, though each would finish within it', async () => {
  // PGlite answers within the turn that read the request: without a turn between counting and
  // running, no two calls were ever in flight at once, the cap never fired, and one turn served
  // every readable socket in full while new connections waited to be accepted (module comment).
  const app = Fastify();
  app.setErrorHandler(errorHandler);
  installLoadShedding(app, 2);
  app.get('/api/account/quick', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const sockets = await Promise.all(
    Array.from(
      { length: 5 },
      () =>
        new Promise<Socket>((resolve) => {
          const socket = connect(port, '127.0.0.1', () => resolve(socket));
        }),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 100)); // every connection accepted
  const answers = sockets.map(
    (socket) =>
      new Promise<string>((resolve) => {
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        const done = () => resolve(text.slice(9, 12) || 'none');
        socket.on('end', done);
        socket.on('close', done);
        socket.setTimeout(5000, () => socket.destroy());
      }),
  );
  for (const socket of sockets)
    socket.write('GET /api/account/quick HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  // Hold the loop so the five requests are readable in the same turn, as under load.
  const until = Date.now() + 50;
  while (Date.now() < until);
  try {
    expect((await Promise.all(answers)).sort()).toEqual(['200', '200', '503', '503', '503']);
  } finally {
    for (const socket of sockets) socket.destroy();
    await app.close();
  }
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

it('sheds on PGlite only by default', () => {
  expect(defaultSheddingLimits('pglite')).toEqual({ maxInFlight: 64, maxLagMs: 300 });
  expect(defaultSheddingLimits('postgres')).toEqual({ maxInFlight: 0, maxLagMs: 0 });
});

describe('EventLoopLag', () => {
  function gaugeWithClock() {
    const clock = { now: 0 };
    const lag = new EventLoopLag(20, () => clock.now);
    /** One tick of the timer, `late` ms after it was due. */
    const tick = (late: number) => {
      clock.now += 20 + late;
      lag.tick();
    };
    return { lag, tick };
  }

  it('lets one slow moment pass, rises on a loop late on every tick, falls when it recovers', () => {
    const { lag, tick } = gaugeWithClock();
    tick(0);
    tick(500); // a 500 ms PDF or parse
    expect(lag.ms).toBeLessThan(300);
    for (let n = 0; n < 4; n += 1) tick(0);
    expect(lag.ms).toBeLessThan(50);
    for (let n = 0; n < 4; n += 1) tick(500); // saturated: every tick half a second late
    expect(lag.ms).toBeGreaterThan(300);
    for (let n = 0; n < 4; n += 1) tick(0);
    expect(lag.ms).toBeLessThan(300);
  });

  it('measures a real loop kept busy', async () => {
    const lag = new EventLoopLag(10);
    lag.start();
    for (let n = 0; n < 4; n += 1) {
      const until = performance.now() + 200;
      while (performance.now() < until) {
        // the event loop is blocked, as by a long synchronous query
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    lag.stop();
    // An idle loop is late by a millisecond or two; this one by about 190 ms per tick.
    expect(lag.ms).toBeGreaterThan(40);
  });
});

describe('shedding on event-loop lag (PGlite saturated)', () => {
  async function appWithLag() {
    const app = Fastify();
    app.setErrorHandler(errorHandler);
    const lag = new EventLoopLag();
    let gauge = 0;
    Object.defineProperty(lag, 'ms', { get: () => gauge });
    installLoadShedding(app, { maxInFlight: 48, maxLagMs: 300 }, lag);
    let handled = 0;
    app.get('/api/chat/company/x/invoice', async () => {
      handled += 1;
      return [];
    });
    app.get('/api/account/health', async () => ({ status: 'ok' }));
    await app.ready();
    return {
      app,
      setLag: (ms: number) => (gauge = ms),
      handled: () => handled,
    };
  }

  it('serves a normal load, and answers 503 + Retry-After at once, before any work, when saturated', async () => {
    const { app, setLag, handled } = await appWithLag();
    const list = () => app.inject({ method: 'GET', url: '/api/chat/company/x/invoice' });
    setLag(40);
    const normal = await Promise.all(Array.from({ length: 20 }, list));
    expect(normal.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(handled()).toBe(20);

    setLag(450);
    const started = performance.now();
    const shed = await Promise.all(Array.from({ length: 20 }, list));
    const elapsed = performance.now() - started;
    expect(shed.map((r) => r.statusCode)).toEqual(Array(20).fill(503));
    expect(shed[0]!.headers['retry-after']).toBe('1');
    expect(shed[0]!.json().message).toBe(SHED_MESSAGE);
    expect(handled()).toBe(20); // no handler ran: no database work was queued
    expect(elapsed).toBeLessThan(250);
    expect((await app.inject({ method: 'GET', url: '/api/account/health' })).statusCode).toBe(200);

    setLag(120); // recovered
    expect((await list()).statusCode).toBe(200);
    await app.close();
  });

  it('watches the loop only once the app is ready: start-up work is not lag', async () => {
    const app = Fastify();
    const lag = new EventLoopLag();
    const start = jest.spyOn(lag, 'start');
    installLoadShedding(app, { maxInFlight: 0, maxLagMs: 300 }, lag);
    let startedDuringStartup: boolean | undefined;
    app.register(async () => {
      startedDuringStartup = start.mock.calls.length > 0;
    });
    await app.ready();
    expect(startedDuringStartup).toBe(false);
    expect(start).toHaveBeenCalledTimes(1);
    await app.close();
  });

  it('stops its timer when the app closes', async () => {
    const app = Fastify();
    const lag = new EventLoopLag();
    const stop = jest.spyOn(lag, 'stop');
    installLoadShedding(app, { maxInFlight: 0, maxLagMs: 300 }, lag);
    await app.ready();
    await app.close();
    expect(stop).toHaveBeenCalled();
  });
});
