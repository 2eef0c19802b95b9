/**
 * Runs the blind-10 set against the engine once: ingests each book, answers each question,
 * scores it with the owners' scorer, prints the totals and a line per book, and writes the
 * wrong answers (question, expected, got) to /tmp/blind10-wrong.txt for the lead only.
 *   npm run eval:blind-10 -w @fina/analyst
 */
import { writeFileSync } from 'node:fs';
import { answerQuestion } from '../../src/answer';
import { ingestWorkbook } from '../../src/ingest';
import { scoreOwner, type OwnerOutcome } from '../owners/score';
import { buildBooks } from './workbooks';

type Tally = Record<OwnerOutcome, number>;
const empty = (): Tally => ({ right: 0, refused: 0, 'rightly-refused': 0, wrong: 0 });

function line(label: string, t: Tally): string {
  const n = t.right + t.refused + t['rightly-refused'] + t.wrong;
  const ok = t.right + t['rightly-refused'];
  return `${label.padEnd(22)} n=${String(n).padStart(3)}  right ${t.right}  rightly refused ${t['rightly-refused']}  refused ${t.refused}  wrong ${t.wrong}  right-or-rightly-refused ${ok} (${n ? ((100 * ok) / n).toFixed(1) : '0'}%)`;
}

async function main(): Promise<void> {
  const books = await buildBooks();
  const total = empty();
  const wrong: string[] = [];
  const perBook: string[] = [];
  for (const book of books) {
    const wb = await ingestWorkbook(book.bytes);
    const t = empty();
    for (const q of book.questions) {
      const answer = answerQuestion(wb, q.question);
      const s = scoreOwner(q.expect, answer);
      t[s.outcome] += 1;
      total[s.outcome] += 1;
      if (s.outcome === 'wrong') wrong.push(`${q.id}\t${q.question}\t${s.why ?? ''}\t(${q.means})`);
    }
    perBook.push(line(book.name, t));
  }
  console.log(line('blind-10 (all)', total));
  for (const l of perBook) console.log(l);
  writeFileSync('/tmp/blind10-wrong.txt', wrong.join('\n') + '\n');
  console.log(`${wrong.length} wrong answers listed in /tmp/blind10-wrong.txt`);
}

void main();
