export * as schema from './schema';
export * from './schema';
export { databaseConfigFromEnv, pgliteLayout, redactUrl } from './config';
export type { DatabaseConfig } from './config';
export { openDatabase, resolveMigrationsFolder } from './open';
export type { Database, Db, Tx, Schema, OpenDatabaseOptions } from './open';
export { lockDataDir, DataDirLockedError } from './lock';
export type { DataDirLock } from './lock';
export { ensureSetting } from './settings';
/**
 * Query helpers re-exported from drizzle-orm: npm installs drizzle-orm inside this package
 * only, so the services import them from here (one copy, one version).
 */
export {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  not,
  or,
  sql,
} from 'drizzle-orm';
export type { SQL, InferInsertModel, InferSelectModel } from 'drizzle-orm';
/** Error code of a unique violation, and a test for it (optionally on one constraint). */
export const UNIQUE_VIOLATION = '23505';
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = findPgError(error);
  return found?.code === UNIQUE_VIOLATION && (!constraint || found.constraint === constraint);
}
function findPgError(error: unknown): { code?: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
    current = candidate.cause;
  }
  return undefined;
}
export { selectRowsAsJson } from './json-rows';
export type { JsonRowsQuery } from './json-rows';
