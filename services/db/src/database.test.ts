import fs from 'node:fs';
import os from 'node:os';
import { spawnSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { openDatabase } from './open';
import type { Database } from './open';
import { ensureSetting } from './settings';
import { newsletterSubscribers, users } from './schema';
import { DataDirLockedError, lockDataDir } from './lock';
import { isUniqueViolation } from './index';
import { pgliteLayout } from './config';
import { createTestDatabase } from './testing';
import type { TestDatabase } from './testing';

const onPglite = !process.env.DATABASE_URL;

describe('a database', () => {
  let testDb: TestDatabase;
  let database: Database;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = await openDatabase(testDb.config);
  });
  afterAll(async () => {
    await database.close();
    await testDb.dispose();
  });

  it('keeps its data across a close and a reopen', async () => {
    await database.db.insert(newsletterSubscribers).values({ email: 'kept@example.com' });
    await database.close();
    database = await openDatabase(testDb.config);
    const rows = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'kept@example.com'));
    expect(rows).toHaveLength(1);
  });

  it('enforces lower-case unique emails and reports unique violations', async () => {
    await database.db.insert(users).values({ email: 'one@example.com', passwordHash: 'x' });
    const duplicate = await database.db
      .insert(users)
      .values({ email: 'one@example.com', passwordHash: 'x' })
      .catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate, 'users_email_key')).toBe(true);
    expect(isUniqueViolation(duplicate, 'other_key')).toBe(false);
    await expect(
      database.db.insert(users).values({ email: 'Upper@example.com', passwordHash: 'x' }),
    ).rejects.toThrow();
    await expect(
      database.db
        .insert(users)
        .values({ email: 'place@example.com', passwordHash: 'x', earlyAdopterPlace: 51 }),
    ).rejects.toThrow();
  });

  it('creates a shared setting once', async () => {
    const a = await ensureSetting(database.db, 'k', () => 'first');
    const b = await ensureSetting(database.db, 'k', () => 'second');
    expect([a, b]).toEqual(['first', 'first']);
  });
});

(onPglite ? describe : describe.skip)('the PGlite data folder lock', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb.dispose());
  const dataDir = () => (testDb.config as { dataDir: string }).dataDir;

  it('refuses a second opener while the first is open, then lets it in', async () => {
    const first = await openDatabase(testDb.config);
    await expect(openDatabase(testDb.config)).rejects.toThrow(DataDirLockedError);
    await expect(openDatabase(testDb.config)).rejects.toThrow(/is in use by/);
    await first.close();
    const second = await openDatabase(testDb.config);
    await second.close();
    expect(fs.existsSync(pgliteLayout(dataDir()).lockFile)).toBe(false);
  });

  it('refuses a lock held by another live process', () => {
    const { lockFile } = pgliteLayout(dataDir());
    // The parent of this process is alive and is not us.
    fs.writeFileSync(lockFile, JSON.stringify({ pid: process.ppid, hostname: os.hostname() }));
    try {
      expect(() => lockDataDir(dataDir(), lockFile)).toThrow(`pid ${process.ppid}`);
    } finally {
      fs.rmSync(lockFile);
    }
  });

  it('takes over the lock of a dead process', async () => {
    const { lockFile } = pgliteLayout(dataDir());
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    fs.writeFileSync(
      lockFile,
      JSON.stringify({ pid: Number(dead.stdout), hostname: os.hostname() }),
    );
    const database = await openDatabase(testDb.config);
    expect(JSON.parse(fs.readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);
    await database.close();
  });
});

(onPglite ? describe.skip : describe)('PostgreSQL start-up', () => {
  it('lets several processes migrate one new database at once (advisory lock)', async () => {
    const testDb = await createTestDatabase();
    try {
      const opened = await Promise.all([1, 2, 3].map(() => openDatabase(testDb.config)));
      await Promise.all(opened.map((database) => database.close()));
    } finally {
      await testDb.dispose();
    }
  });
});
