/**
 * Runs blind set 17 against the engine: `npm run eval:blind-17 -w @fina/analyst`.
 * Prints right / rightly refused / refused / wrong / right-or-rightly-refused, a line per
 * book, and the wrong answers (for the lead only: do not pass them to the engine's engineer).
 */
import { writeFileSync } from 'node:fs';
import { answerQuestion, ingestWorkbook } from '../../src/index';
import { scoreOwner, type OwnerOutcome } from '../owners/score';
import { QUESTIONS } from './questions';
import { BOOKS, buildBooks } from './workbooks';

type Tally = Record<OwnerOutcome, number>;
const empty = (): Tally => ({ right: 0, 'rightly-refused': 0, refused: 0, wrong: 0 });
const line = (name: string, t: Tally): string => {
  const n = t.right + t['rightly-refused'] + t.refused + t.wrong;
  const ok = t.right + t['rightly-refused'];
  return `${name.padEnd(14)} ${String(n).padStart(4)} q | right ${t.right} | rightly refused ${t['rightly-refused']} | refused ${t.refused} | wrong ${t.wrong} | right or rightly refused ${ok} (${((100 * ok) / Math.max(1, n)).toFixed(1)}%)`;
};

async function main(): Promise<void> {
  const bytes = await buildBooks();
  const read = new Map<string, Awaited<ReturnType<typeof ingestWorkbook>>>();
  for (const b of BOOKS) read.set(b.name, await ingestWorkbook(bytes.get(b.name)!));
  const all = empty();
  const perBook = new Map(BOOKS.map((b) => [b.name, empty()]));
  const wrong: string[] = [];
  for (const q of QUESTIONS) {
    const answer = answerQuestion(read.get(q.book)!, q.question);
    const s = scoreOwner(q.expect, answer);
    all[s.outcome]++;
    perBook.get(q.book)![s.outcome]++;
    if (s.outcome === 'wrong') wrong.push(`${q.id}  ${q.question}  -> ${s.why ?? ''}`);
  }
  console.log(`blind-17: ${QUESTIONS.length} questions over ${BOOKS.length} books`);
  console.log(line('ALL', all));
  for (const b of BOOKS) console.log(line(b.name, perBook.get(b.name)!));
  // Wrong answers go to a file, never to stdout, so the questions stay out of logs the
  // engine's engineers read.
  const out = process.env.BLIND17_WRONG ?? '/tmp/blind17-wrong.txt';
  writeFileSync(out, wrong.join('\n') + '\n');
  console.log(`${wrong.length} wrong answers listed in ${out}`);
}

void main();
