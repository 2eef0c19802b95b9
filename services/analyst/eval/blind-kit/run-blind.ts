/**
 * Runs one blind set once against the engine: ingests each book, answers each question with
 * the set's `now`, scores it with the owners' scorer, prints totals and per-book lines.
 * The wrong answers go ONLY to $<wrongEnv> (default <wrongDefault>), never stdout, so the
 * questions do not leak to the engine's engineers. Each set's run-blind.ts calls runBlind.
 */
import { writeFileSync } from 'node:fs';
import { answerQuestion } from '../../src/answer';
import { ingestWorkbook } from '../../src/ingest';
import { scoreOwner, type OwnerOutcome } from '../owners/score';
import type { BlindBook } from './lib';

export interface BlindRun {
  /** the set's name as printed, e.g. "blind-31" */
  name: string;
  books: BlindBook[];
  /** the date the questions are asked on */
  now: Date;
  /** env var naming the file of wrong answers, e.g. "BLIND31_WRONG" */
  wrongEnv: string;
  /** that file when the env var is unset, e.g. "/tmp/blind31-wrong.txt" */
  wrongDefault: string;
}

const OUTCOMES: OwnerOutcome[] = ['right', 'rightly-refused', 'refused', 'wrong'];

type Tally = Record<OwnerOutcome, number>;
const empty = (): Tally => ({ right: 0, 'rightly-refused': 0, refused: 0, wrong: 0 });
const line = (name: string, t: Tally): string => {
  const n = OUTCOMES.reduce((a, o) => a + t[o], 0);
  const ok = t.right + t['rightly-refused'];
  return `${name.padEnd(14)} n=${String(n).padStart(3)}  right ${t.right}  rightly refused ${t['rightly-refused']}  refused ${t.refused}  wrong ${t.wrong}  right-or-rightly-refused ${ok}/${n} (${((100 * ok) / Math.max(1, n)).toFixed(1)}%)`;
};

export async function runBlind({
  name,
  books,
  now,
  wrongEnv,
  wrongDefault,
}: BlindRun): Promise<void> {
  const all = empty();
  const perBook: string[] = [];
  const wrong: string[] = [];
  for (const book of books) {
    const wb = await ingestWorkbook(await book.bytes());
    const t = empty();
    for (const q of book.questions) {
      const a = answerQuestion(wb, q.question, { now });
      const s = scoreOwner(q.expect, a);
      t[s.outcome] += 1;
      all[s.outcome] += 1;
      if (s.outcome === 'wrong')
        wrong.push(`${q.id}\t${q.question}\t${s.why ?? ''}\t${q.expect.means}`);
    }
    perBook.push(line(book.name, t));
  }
  console.log(`${name} (${books.length} books)`);
  console.log(line('ALL', all));
  for (const l of perBook) console.log(l);
  const file = process.env[wrongEnv] ?? wrongDefault;
  writeFileSync(file, wrong.join('\n') + (wrong.length ? '\n' : ''));
  console.log(`wrong answers (${wrong.length}) written to ${file}`);
}
