import fs from 'node:fs';
import path from 'node:path';
import Module from 'node:module';
import type * as PgliteModule from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import * as schema from './schema';
import type { DatabaseConfig } from './config';
import { pgliteLayout, redactUrl } from './config';
import { lockDataDir } from './lock';

/**
 * PGlite's CommonJS build loads node built-ins with `import()`, which jest's module sandbox
 * refuses (unless node runs with --experimental-vm-modules). Node's own CommonJS loader
 * (`Module._load`) loads it outside the sandbox; outside jest this is a plain require.
 */
function loadPglite(): typeof PgliteModule {
  const loader = Module as unknown as {
    _load?: (request: string, parent: null, isMain: boolean) => unknown;
  };
  const file = require.resolve('@electric-sql/pglite');
  return (
    typeof loader._load === 'function'
      ? loader._load(file, null, false)
      : Module.createRequire(__filename)(file)
  ) as typeof PgliteModule;
}
type PGlite = PgliteModule.PGlite;

export type Schema = typeof schema;
/** The drizzle handle both drivers give: write queries against this type only. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle (`db.transaction(async (tx) => …)`): inside, use `tx` only. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: DatabaseConfig['kind'];
  /** Where the data is, for logs (password hidden). */
  location: string;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** Folder of the generated migrations (found automatically in source and bundle layouts). */
  migrationsFolder?: string;
  /** Where pool errors are reported (idle PostgreSQL connections dropped by the server). */
  onPoolError?: (error: Error) => void;
}

/** Key of the advisory lock that serialises migrations across processes on one server. */
const MIGRATION_LOCK_KEY = 0x46494e41; // 'FINA'

/**
 * The migrations folder: `FINA_MIGRATIONS_DIR`, else `../migrations` beside this source
 * file, else `migrations/` beside the bundle (services/host/dist copies it there).
 */
export function resolveMigrationsFolder(): string {
  const candidates = [
    process.env.FINA_MIGRATIONS_DIR,
    path.resolve(__dirname, '../migrations'),
    path.resolve(__dirname, 'migrations'),
  ].filter((dir): dir is string => Boolean(dir));
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) {
    throw new Error(`No migrations folder found (looked in ${candidates.join(', ')}).`);
  }
  return found;
}

/** Opens the database and applies pending migrations. */
export async function openDatabase(
  config: DatabaseConfig,
  options: OpenDatabaseOptions = {},
): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? resolveMigrationsFolder();
  return config.kind === 'postgres'
    ? openPostgres(config, migrationsFolder, options)
    : openPglite(config.dataDir, migrationsFolder);
}

async function openPglite(dataDir: string, migrationsFolder: string): Promise<Database> {
  const { databaseDir, lockFile } = pgliteLayout(dataDir);
  // PGlite's own mkdir is not recursive: create the parents first.
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir, lockFile);
  let client: PGlite | undefined;
  try {
    client = await loadPglite().PGlite.create(databaseDir);
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    const opened = client;
    let closed = false;
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      location: dataDir,
      async close() {
        if (closed) return;
        closed = true;
        try {
          await opened.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    lock.release();
    throw error;
  }
}

async function openPostgres(
  config: Extract<DatabaseConfig, { kind: 'postgres' }>,
  migrationsFolder: string,
  options: OpenDatabaseOptions,
): Promise<Database> {
  const pool = new Pool({ connectionString: config.url, max: config.poolSize ?? 10 });
  pool.on('error', options.onPoolError ?? ((error) => console.warn('PostgreSQL pool:', error)));
  try {
    // drizzle's migrator takes no lock: concurrent start-ups would race. One session holds an
    // advisory lock while it migrates; the others wait, then find nothing left to do.
    const session = await pool.connect();
    try {
      await session.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        await migratePg(drizzlePg({ client: session, schema }), { migrationsFolder });
      } finally {
        await session.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
    } finally {
      session.release();
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  const db = drizzlePg({ client: pool, schema });
  let closed = false;
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    location: redactUrl(config.url),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
