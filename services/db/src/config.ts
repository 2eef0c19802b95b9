import path from 'node:path';

/** Where the data lives: an embedded PGlite folder (default) or a PostgreSQL server. */
export type DatabaseConfig =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; poolSize?: number };

/**
 * `DATABASE_URL` set → PostgreSQL (`DB_POOL_SIZE`, default 10 connections);
 * else PGlite in `DATA_DIR` (default `./data`, relative to the working directory).
 */
export function databaseConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    const poolSize = env.DB_POOL_SIZE ? Number(env.DB_POOL_SIZE) : undefined;
    if (poolSize !== undefined && !(Number.isInteger(poolSize) && poolSize > 0)) {
      throw new Error(`DB_POOL_SIZE must be a positive integer, got "${env.DB_POOL_SIZE}".`);
    }
    return poolSize ? { kind: 'postgres', url, poolSize } : { kind: 'postgres', url };
  }
  return { kind: 'pglite', dataDir: path.resolve(env.DATA_DIR?.trim() || './data') };
}

/** Layout of a data folder: PGlite's files in `pglite/`, the process lock beside them. */
export function pgliteLayout(dataDir: string) {
  return {
    databaseDir: path.join(dataDir, 'pglite'),
    lockFile: path.join(dataDir, 'fina.lock'),
  };
}

/** A connection URL with its password hidden, for logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://(unparsable url)';
  }
}
