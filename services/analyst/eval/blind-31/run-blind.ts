/**
 * Runs blind-31 once against the engine: ingests each book, answers each question with
 * now = 2026-11-25, scores it with the owners' scorer, prints totals and per-book lines.
 * The wrong answers go ONLY to $BLIND31_WRONG (default /tmp/blind31-wrong.txt), never stdout,
 * so the questions do not leak to the engine's engineers.
 */
import { writeFileSync } from 'node:fs';
import { answerQuestion } from '../../src/answer';
import { ingestWorkbook } from '../../src/ingest';
import { scoreOwner, type OwnerOutcome } from '../owners/score';
import { BOOKS } from './workbooks';

const NOW = new Date('2026-11-25T12:00:00Z');
const OUTCOMES: OwnerOutcome[] = ['right', 'rightly-refused', 'refused', 'wrong'];

type Tally = Record<OwnerOutcome, number>;
const empty = (): Tally => ({ right: 0, 'rightly-refused': 0, refused: 0, wrong: 0 });
const line = (name: string, t: Tally): string => {
  const n = OUTCOMES.reduce((a, o) => a + t[o], 0);
  const ok = t.right + t['rightly-refused'];
  return `${name.padEnd(14)} n=${String(n).padStart(3)}  right ${t.right}  rightly refused ${t['rightly-refused']}  refused ${t.refused}  wrong ${t.wrong}  right-or-rightly-refused ${ok}/${n} (${((100 * ok) / Math.max(1, n)).toFixed(1)}%)`;
};

async function main(): Promise<void> {
  const all = empty();
  const perBook: string[] = [];
  const wrong: string[] = [];
  for (const book of BOOKS) {
    const wb = await ingestWorkbook(await book.bytes());
    const t = empty();
    for (const q of book.questions) {
      const a = answerQuestion(wb, q.question, { now: NOW });
      const s = scoreOwner(q.expect, a);
      t[s.outcome] += 1;
      all[s.outcome] += 1;
      if (s.outcome === 'wrong')
        wrong.push(`${q.id}\t${q.question}\t${s.why ?? ''}\t${q.expect.means}`);
    }
    perBook.push(line(book.name, t));
  }
  console.log(`blind-31 (${BOOKS.length} books)`);
  console.log(line('ALL', all));
  for (const l of perBook) console.log(l);
  const file = process.env.BLIND31_WRONG ?? '/tmp/blind31-wrong.txt';
  writeFileSync(file, wrong.join('\n') + (wrong.length ? '\n' : ''));
  console.log(`wrong answers (${wrong.length}) written to ${file}`);
}

void main();
