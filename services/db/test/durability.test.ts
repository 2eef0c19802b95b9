/**
 * kill -9 in the middle of writes: the embedded database must lose no acknowledged write and
 * reopen (taking over the dead writer's lock). PostgreSQL's own durability is not ours to test.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { like } from 'drizzle-orm';
import { openDatabase } from '../src/open';
import { newsletterSubscribers } from '../src/schema';
import { createTestDatabase } from '../src/testing';

const onPglite = !process.env.DATABASE_URL;
const ROUNDS = 3;

/** Runs the writer until it has acknowledged `killAfter` rows, kills it with SIGKILL. */
function writeThenKill(dataDir: string, first: number, killAfter: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, 'durability-writer.ts'), dataDir, String(first)],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const acked: number[] = [];
    let buffered = '';
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^ack (\d+)$/.exec(line);
        if (match) acked.push(Number(match[1]));
      }
      if (acked.length >= killAfter && child.exitCode === null) child.kill('SIGKILL');
    });
    child.on('exit', (code, signal) =>
      signal === 'SIGKILL' ? resolve(acked) : reject(new Error(`writer exited ${code}: ${errors}`)),
    );
  });
}

(onPglite ? it : it.skip)(
  'loses no acknowledged write across kill -9 rounds and reopens each time',
  async () => {
    const testDb = await createTestDatabase();
    if (testDb.config.kind !== 'pglite') throw new Error('PGlite only');
    const dataDir = testDb.config.dataDir;
    const acknowledged: number[] = [];
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        const killAfter = 20 + Math.floor(Math.random() * 120);
        acknowledged.push(...(await writeThenKill(dataDir, round * 100_000, killAfter)));
      }
      const database = await openDatabase(testDb.config);
      const rows = await database.db
        .select({ email: newsletterSubscribers.email })
        .from(newsletterSubscribers)
        .where(like(newsletterSubscribers.email, '%@durability.test'));
      await database.close();
      const stored = new Set(rows.map((row) => row.email));
      const lost = acknowledged.filter((n) => !stored.has(`w${n}@durability.test`));
      console.info(
        `kill -9: ${ROUNDS} rounds, ${acknowledged.length} acknowledged writes, ${lost.length} lost`,
      );
      expect(lost).toEqual([]);
    } finally {
      await testDb.dispose();
    }
  },
  180_000,
);
