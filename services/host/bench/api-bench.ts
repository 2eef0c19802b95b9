/**
 * API throughput on loopback (autocannon): `npm run bench -- api`, or
 * `npx tsx services/host/bench/api-bench.ts`. Runs on PGlite always, and on PostgreSQL when
 * BENCH_DATABASE_URL (or DATABASE_URL) names a server or Debian's `postgresql` is installed (a
 * private throw-away cluster; BENCH_POSTGRES=off skips it). Each run serves a fresh database
 * from a child process (the per-address login limit lifted) and prints req/s and p99 per
 * route, then issue 14's figures: the invoice list at 200 connections for 30 s beside the
 * health route measured in the same run, and whether each goal holds.
 *
 * BENCH_SECONDS (5) per short route, BENCH_LIST_SECONDS (30) for the 200-connection pair,
 * BENCH_ONLY=<part of a route name> (the 200-connection pair always runs), BENCH_CPU_PROF=<folder>
 * writes the server's CPU profile, BENCH_SERVER_TIMES=1 logs the longest time in the server.
 */
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import autocannon from 'autocannon';
import { createTestDatabase } from '@fina/db/testing';
import { loadServiceConfig } from '@fina/service-kit';
import { buildApiServer } from '../src/api-server';
import { loadHostConfig } from '../src/config';
import { startPostgresCluster } from './postgres-cluster';
import type { PostgresCluster } from './postgres-cluster';
import { BENCH_CREDENTIALS, JSON_HEADERS, seedBenchData } from './seed';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
/** The load: the authenticated invoice list of one owner with 50 invoices. */
const LIST_SECONDS = Number(process.env.BENCH_LIST_SECONDS ?? 30);
const LIST_CONNECTIONS = 200;
const HEALTH_NAME = 'health (no DB)';
const LIST_NAME = 'invoice list, 50 invoices (JWT + DB)';

/**
 * Every 2 s, the longest time a request spent inside fastify (onRequest to onResponse): when
 * clients see far longer, the wait is in the sockets, before the server reads the request.
 */
function logServerTimes(app: FastifyInstance): void {
  const started = new WeakMap<object, number>();
  let worst = 0;
  app.addHook('onRequest', async (request) => {
    started.set(request, performance.now());
  });
  app.addHook('onResponse', async (request) => {
    worst = Math.max(worst, performance.now() - (started.get(request) ?? performance.now()));
  });
  setInterval(() => {
    console.error(`in the server: at most ${worst.toFixed(0)} ms per request`);
    worst = 0;
  }, 2000).unref();
}

/** The child: the API on a fresh database (DATABASE_URL from the parent picks the server). */
async function serve() {
  const testDb = await createTestDatabase();
  // The production pool (DB_POOL_SIZE, default 10), not the small one of a test database.
  const databaseConfig =
    testDb.config.kind === 'postgres'
      ? { ...testDb.config, poolSize: Number(process.env.DB_POOL_SIZE ?? 10) }
      : testDb.config;
  const app = await buildApiServer({
    serviceConfig: loadServiceConfig({
      ...process.env,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000000',
    }),
    hostConfig: loadHostConfig({
      SHELL_DIST: '/nonexistent',
      API_MAX_IN_FLIGHT: process.env.API_MAX_IN_FLIGHT,
      API_MAX_LAG_MS: process.env.API_MAX_LAG_MS,
    }),
    databaseConfig,
    logger: false,
  });
  if (process.env.BENCH_SERVER_TIMES) logServerTimes(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  process.once('disconnect', () => {
    app
      .close()
      .then(() => testDb.dispose())
      .finally(() => process.exit(0));
  });
}

function startServer(
  databaseUrl: string | undefined,
): Promise<{ child: ChildProcess; base: string }> {
  const profileDir = process.env.BENCH_CPU_PROF;
  const env = { ...process.env };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child = fork(__filename, ['--serve'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: [
      ...process.execArgv,
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    ],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { port: number }) =>
      resolve({ child, base: `http://127.0.0.1:${message.port}` }),
    );
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
}

interface Route {
  name: string;
  url: string;
  connections: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

interface Measured {
  route: Route;
  reqPerSec: number;
  p99: number;
  non2xx: number;
  timeouts: number;
  shed: number;
}

function routesFor(token: string, companyId: string): Route[] {
  const bearer = { authorization: `Bearer ${token}` };
  return [
    { name: HEALTH_NAME, url: '/api/account/health', connections: 50 },
    {
      name: 'login (argon2id verify)',
      url: '/api/account/login',
      connections: 10,
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify(BENCH_CREDENTIALS),
    },
    {
      name: 'get_user_details (JWT + DB)',
      url: '/api/account/get_user_details',
      connections: 10,
      headers: bearer,
    },
    {
      name: 'get_user_details (JWT + DB)',
      url: '/api/account/get_user_details',
      connections: 50,
      headers: bearer,
    },
    // The pair: health and the list at 200 connections, one after the other.
    { name: HEALTH_NAME, url: '/api/account/health', connections: LIST_CONNECTIONS },
    {
      name: LIST_NAME,
      url: `/api/chat/company/${companyId}/invoice`,
      connections: LIST_CONNECTIONS,
      headers: bearer,
    },
  ];
}

async function measure(base: string, route: Route): Promise<Measured> {
  const long = route.connections === LIST_CONNECTIONS;
  const result = await autocannon({
    url: `${base}${route.url}`,
    connections: route.connections,
    duration: long ? LIST_SECONDS : DURATION,
    timeout: 10,
    method: route.method ?? 'GET',
    headers: route.headers ?? {},
    ...(route.body ? { body: route.body } : {}),
  });
  return {
    route,
    reqPerSec: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
    timeouts: result.timeouts,
    shed: result.statusCodeStats?.['503']?.count ?? 0,
  };
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

async function benchOn(label: string, databaseUrl: string | undefined): Promise<Measured[]> {
  const started = Date.now();
  const { child, base } = await startServer(databaseUrl);
  try {
    const { token, companyId } = await seedBenchData(base);
    console.log(`\nAPI bench on ${label} (ready in ${Date.now() - started} ms)`);
    const only = process.env.BENCH_ONLY;
    const measured: Measured[] = [];
    for (const route of routesFor(token, companyId)) {
      if (only && !route.name.includes(only) && route.connections !== LIST_CONNECTIONS) continue;
      measured.push(await measure(base, route));
    }
    printTable(
      ['route', 'connections', 'req/s', 'p99 ms', 'non-2xx', 'timeouts', '503'],
      measured.map((m) => [
        m.route.name,
        String(m.route.connections),
        m.reqPerSec.toFixed(0),
        m.p99.toFixed(0),
        String(m.non2xx),
        String(m.timeouts),
        String(m.shed),
      ]),
    );
    return measured;
  } finally {
    child.disconnect();
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/** Issue 14's API goals, from the 200-connection pair of one run. */
function goals(label: string, kind: 'pglite' | 'postgres', measured: Measured[]): string[] {
  const at200 = (name: string) =>
    measured.find((m) => m.route.name === name && m.route.connections === LIST_CONNECTIONS);
  const health = at200(HEALTH_NAME);
  const list = at200(LIST_NAME);
  if (!health || !list) return [];
  const ratio = list.reqPerSec / health.reqPerSec;
  const served = list.non2xx - list.shed;
  const cells = [
    label,
    list.reqPerSec.toFixed(0),
    list.p99.toFixed(0),
    health.reqPerSec.toFixed(0),
    `${(ratio * 100).toFixed(0)}%`,
    String(list.timeouts),
    String(list.shed),
  ];
  const ok = (pass: boolean) => (pass ? 'yes' : 'NO');
  const verdict =
    kind === 'postgres'
      ? `p99 <= 200 ms: ${ok(list.p99 <= 200)}; >= 25% of health: ${ok(ratio >= 0.25)}; no error or timeout: ${ok(list.timeouts === 0 && list.non2xx === 0)}`
      : `no timeout: ${ok(list.timeouts === 0)}; errors other than 503: ${served}`;
  return [...cells, verdict];
}

async function main() {
  const explicitUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  let cluster: PostgresCluster | undefined;
  const summary: string[][] = [];
  try {
    summary.push(
      goals('PGlite in-process', 'pglite', await benchOn('PGlite in-process', undefined)),
    );
    if (!explicitUrl && process.env.BENCH_POSTGRES !== 'off') {
      try {
        cluster = startPostgresCluster();
      } catch (error) {
        console.log(`\nPostgreSQL: the private cluster did not start (${String(error)}).`);
      }
    }
    const postgresUrl = explicitUrl ?? cluster?.url;
    if (postgresUrl) {
      const label = cluster ? `PostgreSQL ${cluster.version} (private cluster)` : 'PostgreSQL';
      summary.push(goals(label, 'postgres', await benchOn(label, postgresUrl)));
    } else {
      console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL or install postgresql).');
    }
  } finally {
    cluster?.stop();
  }
  const rows = summary.filter((row) => row.length > 0);
  if (rows.length === 0) return;
  console.log(
    `\nIssue 14, API: the invoice list at ${LIST_CONNECTIONS} connections, ${LIST_SECONDS} s`,
  );
  printTable(
    [
      'database',
      'list req/s',
      'list p99 ms',
      'health req/s',
      'list/health',
      'timeouts',
      '503',
      'goals',
    ],
    rows,
  );
}

if (process.argv[2] === '--serve') {
  serve().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
