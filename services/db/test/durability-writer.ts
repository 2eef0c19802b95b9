/**
 * The writer the durability test kills: opens the PGlite folder given as argv[2], then inserts
 * rows one at a time, printing `ack <n>` only after each insert has been acknowledged.
 */
import { openDatabase } from '../src/open';
import { newsletterSubscribers } from '../src/schema';

const [, , dataDir, firstArg] = process.argv;
if (!dataDir) throw new Error('usage: durability-writer <dataDir> <first>');

async function main(): Promise<void> {
  const database = await openDatabase({ kind: 'pglite', dataDir: dataDir as string });
  process.stdout.write('open\n');
  for (let n = Number(firstArg ?? 0); ; n += 1) {
    await database.db.insert(newsletterSubscribers).values({ email: `w${n}@durability.test` });
    process.stdout.write(`ack ${n}\n`);
  }
}
void main();
