/**
 * npm run eval:blind-24 -w @fina/analyst: runs blind hold-out 24 once and prints right /
 * rightly refused / refused / wrong per set and per book. The wrong answers (with the
 * questions) go ONLY to $BLIND24_WRONG or /tmp/blind24-wrong.txt, never to stdout.
 */
import { writeFileSync } from 'node:fs';
import { answerQuestion } from '../../src/answer';
import { ingestWorkbook } from '../../src/ingest';
import { scoreOwner, type OwnerOutcome } from '../owners/score';
import { blindQuestions } from './questions';
import { buildBlindBooks } from './workbooks';

const NOW = new Date('2026-11-24T12:00:00Z');
type Tally = Record<OwnerOutcome, number>;
const empty = (): Tally => ({ right: 0, 'rightly-refused': 0, refused: 0, wrong: 0 });

async function main(): Promise<void> {
  const books = await buildBlindBooks();
  const total = empty();
  const perBook = new Map<string, Tally>();
  const wrong: string[] = [];
  for (const book of books) {
    const wb = await ingestWorkbook(book.bytes);
    const tally = empty();
    for (const q of book.questions) {
      const answer = answerQuestion(wb, q.question, { now: NOW });
      const s = scoreOwner(q.expect as Parameters<typeof scoreOwner>[0], answer);
      tally[s.outcome]++;
      total[s.outcome]++;
      if (s.outcome === 'wrong')
        wrong.push(`${q.id}: ${q.question}\n  ${s.why ?? ''}\n  means: ${q.means}`);
    }
    perBook.set(book.name, tally);
  }
  const line = (t: Tally): string => {
    const n = t.right + t['rightly-refused'] + t.refused + t.wrong;
    const ok = t.right + t['rightly-refused'];
    return `right ${t.right}, rightly refused ${t['rightly-refused']}, refused ${t.refused}, wrong ${t.wrong}, right-or-rightly-refused ${ok}/${n} (${((ok / n) * 100).toFixed(1)}%)`;
  };
  for (const [name, t] of perBook) console.log(`${name.padEnd(10)} ${line(t)}`);
  console.log(
    `\nBlind hold-out 24: ${blindQuestions(books).length} questions over ${books.length} workbooks`,
  );
  console.log(line(total));
  const file = process.env.BLIND24_WRONG ?? '/tmp/blind24-wrong.txt';
  writeFileSync(file, wrong.join('\n\n') + '\n');
  console.log(`(${wrong.length} wrong answers written to ${file})`);
}

void main();
