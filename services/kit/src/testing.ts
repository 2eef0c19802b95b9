/**
 * Service tests run the real app through `app.inject` on a real database: a migrated PGlite
 * copy in a temp folder, or a fresh database on the server of DATABASE_URL.
 *
 *   const t = await buildTestApp({ plugins: [accountService, documentsService] });
 *   afterAll(() => t.dispose());
 */
import Module from 'node:module';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { SERVICE_PREFIX, findCall } from '@fina/contract';
import { companies, openDatabase, users } from '@fina/db';
import { createTestDatabase } from '@fina/db/testing';
import type { TestDatabase } from '@fina/db/testing';
import { createServiceApp } from './app';
import { loadServiceConfig } from './config';
import { signToken } from './auth';
import type { ServiceConfig } from './config';

/**
 * Some fastify packages now require ESM-only dependencies (light-my-request, which inject()
 * loads, needs `cookie` 2; @fastify/static needs `content-disposition` 1). Node 20.19+ can
 * require() an ES module; jest's module sandbox cannot (before node 24.9). Under jest these
 * packages are therefore loaded by node's own CommonJS loader. Import this module before the
 * code under test (the alternative: let swc transform those packages in jest.config.cjs).
 */
export const LOADED_NATIVELY_UNDER_JEST = ['light-my-request', '@fastify/static'] as const;
if (typeof jest !== 'undefined') {
  const loader = Module as unknown as { _load: (request: string, parent: null) => unknown };
  for (const name of LOADED_NATIVELY_UNDER_JEST) {
    const file = require.resolve(name);
    jest.mock(name, () => loader._load(file, null));
  }
}

export type ConfigOverrides = Partial<Omit<ServiceConfig, 'rateLimit'>> & {
  rateLimit?: Partial<ServiceConfig['rateLimit']>;
};

/** The defaults of an empty environment, quiet, with `overrides` on top. */
export function testServiceConfig(overrides: ConfigOverrides = {}): ServiceConfig {
  const base = loadServiceConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  return {
    ...base,
    ...overrides,
    rateLimit: { ...base.rateLimit, ...overrides.rateLimit },
  };
}

export interface TestApp {
  app: FastifyInstance;
  testDatabase: TestDatabase;
  /** Closes the app and its database; the data stays (build again to "restart"). */
  close(): Promise<void>;
  /** Closes, then deletes the data. */
  dispose(): Promise<void>;
}

export interface TestAppOptions {
  /** Domain plugins, registered at the root: each call is served at its contract prefix. */
  plugins: FastifyPluginAsync[];
  config?: ConfigOverrides;
  /** Reuse the data of an earlier test app (to test a restart); default: a fresh database. */
  testDatabase?: TestDatabase;
  /**
   * Event-loop lag that sheds calls (load-shedding.ts); default 0 = off: a busy test machine
   * must not turn a test's call into a 503. The in-flight cap keeps its default.
   */
  maxLagMs?: number;
}

export async function buildTestApp(options: TestAppOptions): Promise<TestApp> {
  const testDatabase = options.testDatabase ?? (await createTestDatabase());
  const database = await openDatabase(testDatabase.config);
  let app: FastifyInstance;
  try {
    app = await createServiceApp({
      database,
      config: testServiceConfig(options.config),
      logger: false,
      maxLagMs: options.maxLagMs ?? 0,
    });
    for (const plugin of options.plugins) await app.register(plugin);
    await app.ready();
  } catch (error) {
    await database.close();
    throw error;
  }
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await app.close();
  };
  return {
    app,
    testDatabase,
    close,
    async dispose() {
      await close();
      await testDatabase.dispose();
    },
  };
}

/** A signed-in user with one company, as the company-scoped service tests need. */
export interface CompanyOwner {
  userId: string;
  token: string;
  companyId: string;
}

/** Inserts a user with one company (in `currency`) and signs a token for them. */
export async function createCompanyOwner(
  app: FastifyInstance,
  name: string,
  currency: 'USD' | 'PHP' | 'GBP' | 'MXN' = 'USD',
): Promise<CompanyOwner> {
  const [user] = await app.db
    .insert(users)
    .values({ email: `${name}.${Date.now()}.${Math.random()}@example.com`, passwordHash: 'x' })
    .returning();
  if (!user) throw new Error('no user');
  const [company] = await app.db
    .insert(companies)
    .values({ ownerId: user.id, companyName: `${name} Trading`, companyCurrency: currency })
    .returning();
  if (!company) throw new Error('no company');
  return { userId: user.id, token: signToken(app, user), companyId: company.id };
}

/**
 * The URL of a call by its path under the service prefix, wherever the contract serves it:
 * `apiUrl('POST', 'create_invoice')` → `/api/account/create_invoice`. Tests that name calls by
 * path stay right when the contract moves a call to another prefix.
 */
export function apiUrl(method: string, path: string): string {
  const def = findCall(method, path);
  if (!def) throw new Error(`No call ${method} ${path} in the contract`);
  return `${SERVICE_PREFIX[def.service]}/${path.replace(/^\/+/, '')}`;
}
