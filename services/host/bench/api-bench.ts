/**
 * API throughput on loopback (autocannon, about 5 s per route): `npm run bench -- api`, or
 * `npx tsx services/host/bench/api-bench.ts`. The server runs in a child process on a fresh
 * database (a PGlite copy, or a temporary database on DATABASE_URL's server); the per-address
 * login limit is lifted for the run. Prints req/s and p99 latency per route.
 */
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { createTestDatabase } from '@fina/db/testing';
import { loadServiceConfig } from '@fina/service-kit';
import { buildApiServer } from '../src/api-server';
import { loadHostConfig } from '../src/config';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
/** The load: the authenticated invoice list of one owner with 50 invoices. */
const LIST_SECONDS = Number(process.env.BENCH_LIST_SECONDS ?? 30);
const LIST_CONNECTIONS = 200;

async function serve() {
  const testDb = await createTestDatabase();
  const app = await buildApiServer({
    serviceConfig: loadServiceConfig({
      ...process.env,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000000',
    }),
    hostConfig: loadHostConfig({ SHELL_DIST: '/nonexistent' }),
    databaseConfig: testDb.config,
    logger: false,
  });
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

function startServer(): Promise<{ child: ChildProcess; base: string }> {
  const child = fork(__filename, ['--serve'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { port: number }) =>
      resolve({ child, base: `http://127.0.0.1:${message.port}` }),
    );
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
}

async function main() {
  const started = Date.now();
  const { child, base } = await startServer();
  const json = { 'content-type': 'application/json' };
  const credentials = JSON.stringify({ email: 'bench@example.com', password: 'bench-pass-1' });
  await fetch(`${base}/api/account/create_account`, {
    method: 'POST',
    headers: json,
    body: credentials,
  });
  const login = await fetch(`${base}/api/account/login`, {
    method: 'POST',
    headers: json,
    body: credentials,
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { ...json, authorization: `Bearer ${token}` };
  await fetch(`${base}/api/account/company`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      company_name: 'Bench Bakery',
      industry: 'Food Industry',
      company_address: '1 Main St',
      website: 'https://bakery.example',
      tech_startup: false,
      currency: 'PHP',
    }),
  });
  const [company] = (await (
    await fetch(`${base}/api/account/company`, { headers: auth })
  ).json()) as {
    company_id: string;
  }[];
  if (!company) throw new Error('no company');
  for (let n = 0; n < 50; n += 1) {
    const created = await fetch(`${base}/api/account/create_invoice`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        company_id: company.company_id,
        client_name: `Client ${n}`,
        date: '2026-03-01',
        due_date: '2026-03-31',
        items: [
          { item: 'Bread', quantity: '12', rate: '45.50' },
          { item: 'Cakes', quantity: '2', rate: '650' },
        ],
        tax_in_percent: '12',
      }),
    });
    if (created.status !== 201) throw new Error(`create_invoice: ${created.status}`);
  }
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite in-process';
  console.log(
    `API bench: ${database}, ${DURATION} s per route, loopback (ready in ${Date.now() - started} ms)`,
  );

  const routes: {
    name: string;
    url: string;
    connections: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
  }[] = [
    { name: 'health (no DB)', url: '/api/account/health', connections: 50 },
    {
      name: 'login (argon2id verify)',
      url: '/api/account/login',
      connections: 10,
      method: 'POST',
      headers: json,
      body: credentials,
    },
    {
      name: 'get_user_details (JWT + DB)',
      url: '/api/account/get_user_details',
      connections: 10,
      headers: { authorization: `Bearer ${token}` },
    },
    {
      name: 'get_user_details (JWT + DB)',
      url: '/api/account/get_user_details',
      connections: 50,
      headers: { authorization: `Bearer ${token}` },
    },
  ];
  routes.push(
    { name: 'health (no DB)', url: '/api/account/health', connections: LIST_CONNECTIONS },
    {
      name: 'invoice list, 50 invoices (JWT + DB)',
      url: `/api/chat/company/${company.company_id}/invoice`,
      connections: LIST_CONNECTIONS,
      headers: { authorization: `Bearer ${token}` },
    },
  );
  const rows: string[][] = [];
  for (const route of routes) {
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
    rows.push([
      route.name,
      String(route.connections),
      result.requests.average.toFixed(0),
      result.latency.p99.toFixed(0),
      String(result.non2xx + result.errors),
      String(result.timeouts),
      String(result.statusCodeStats?.['503']?.count ?? 0),
    ]);
  }
  const header = ['route', 'connections', 'req/s', 'p99 ms', 'non-2xx', 'timeouts', '503'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  child.disconnect();
  await new Promise((resolve) => child.once('exit', resolve));
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
