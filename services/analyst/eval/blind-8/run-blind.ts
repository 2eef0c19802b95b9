/**
 * Runs the blind-8 set against the engine once and prints right / rightly refused / refused /
 * wrong, the right-or-rightly-refused share, and one line per book. Wrong answers go to
 * /tmp/blind8-wrong.txt (for the lead), never to the console, so the questions stay unseen.
 * Scoring is the owners' scorer (reused, not copied).
 */
import { writeFileSync } from 'node:fs';
import { answerQuestion } from '../../src/answer';
import { ingestWorkbook } from '../../src/ingest';
import type { Workbook } from '../../src/model';
import { headlineFirst, scoreOwner, type OwnerOutcome } from '../owners/score';
import { blindBooks } from './workbooks';

const WRONG_FILE = '/tmp/blind8-wrong.txt';

interface Tally {
  right: number;
  'rightly-refused': number;
  refused: number;
  wrong: number;
  n: number;
}
const empty = (): Tally => ({ right: 0, 'rightly-refused': 0, refused: 0, wrong: 0, n: 0 });
const share = (t: Tally): string =>
  `${(((t.right + t['rightly-refused']) / t.n) * 100).toFixed(1)}%`;

async function main(): Promise<void> {
  const books = await blindBooks();
  const all = empty();
  const wrongLines: string[] = [];
  let headlineMisses = 0;
  const perBook: string[] = [];
  for (const book of books) {
    const wb: Workbook = await ingestWorkbook(book.bytes);
    const t = empty();
    for (const q of book.questions) {
      const answer = answerQuestion(wb, q.question);
      const { outcome, why } = scoreOwner(q.expect, answer);
      const o: OwnerOutcome = outcome;
      t[o] += 1;
      t.n += 1;
      all[o] += 1;
      all.n += 1;
      if (!headlineFirst(answer)) headlineMisses += 1;
      if (o === 'wrong') wrongLines.push(`${q.id}\t${q.question}\t${why ?? ''}\tmeans: ${q.means}`);
    }
    perBook.push(
      `  ${book.name.padEnd(16)} ${String(t.n).padStart(3)} q  right ${t.right}  rightly refused ${t['rightly-refused']}  refused ${t.refused}  wrong ${t.wrong}  (${share(t)})`,
    );
  }
  writeFileSync(WRONG_FILE, wrongLines.join('\n') + '\n');
  console.log(`blind-8: ${all.n} questions over ${books.length} books`);
  console.log(`  right ${all.right}`);
  console.log(`  rightly refused ${all['rightly-refused']}`);
  console.log(`  refused ${all.refused}`);
  console.log(`  wrong ${all.wrong}`);
  console.log(`  right or rightly refused ${share(all)}`);
  console.log(`  headline misses ${headlineMisses}`);
  console.log('per book:');
  for (const line of perBook) console.log(line);
  console.log(`wrong answers listed in ${WRONG_FILE}`);
}

void main();
