/**
 * Test databases: a migrated PGlite folder per test file (copied from a template built once
 * and cached in the OS temp folder), or a fresh database per test file on the PostgreSQL
 * server named by DATABASE_URL.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { DatabaseConfig } from './config';
import { openDatabase, resolveMigrationsFolder } from './open';

export interface TestDatabase {
  config: DatabaseConfig;
  /** Removes the folder or drops the database. Close every opener first. */
  dispose(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL?.trim();
  return url ? createPostgresTestDatabase(url) : createPgliteTestDatabase();
}

async function createPostgresTestDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `fina_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString(), poolSize: 5 },
    async dispose() {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

function migrationsHash(folder: string): string {
  const hash = crypto.createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(fs.readFileSync(full));
    }
  };
  walk(folder);
  const pgliteVersion = (
    JSON.parse(
      fs.readFileSync(
        path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json'),
        'utf8',
      ),
    ) as { version: string }
  ).version;
  return hash.update(pgliteVersion).digest('hex').slice(0, 16);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The migrated template folder, built once (about 5 s: PGlite's initdb) and reused by every
 * test file and every later run until the migrations change. Parallel jest workers wait for
 * the one that builds it.
 */
export async function pgliteTemplate(): Promise<string> {
  const migrationsFolder = resolveMigrationsFolder();
  const template = path.join(
    os.tmpdir(),
    `fina-pglite-template-${migrationsHash(migrationsFolder)}`,
  );
  const building = `${template}.building`;
  const deadline = Date.now() + 120_000;
  while (!fs.existsSync(template)) {
    try {
      fs.mkdirSync(building);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const stat = fs.statSync(building, { throwIfNoEntry: false });
      // A builder that died leaves its folder behind: a minute is far more than a build takes.
      if (stat && Date.now() - stat.mtimeMs > 60_000) {
        fs.rmSync(building, { recursive: true, force: true });
      }
      if (Date.now() > deadline) {
        throw new Error(`Timed out waiting for ${building}`, { cause: error });
      }
      await sleep(200);
      continue;
    }
    try {
      const dataDir = path.join(building, 'data');
      const database = await openDatabase({ kind: 'pglite', dataDir }, { migrationsFolder });
      await database.close();
      fs.renameSync(dataDir, template);
    } finally {
      fs.rmSync(building, { recursive: true, force: true });
    }
  }
  return template;
}

async function createPgliteTestDatabase(): Promise<TestDatabase> {
  const template = await pgliteTemplate();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fina-test-'));
  const dataDir = path.join(root, 'data');
  fs.cpSync(template, dataDir, { recursive: true });
  return {
    config: { kind: 'pglite', dataDir },
    async dispose() {
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
