/**
 * Runs the blind-13 set once against the engine and prints right / rightly refused / refused /
 * wrong / right-or-rightly-refused, overall and per book. Wrong answers (with the question)
 * go to a file for the lead only (BLIND13_WRONG, default /tmp/blind13-wrong.txt), never to
 * the console, so a report can quote the totals without the questions.
 *
 *   npm run eval:blind-13 -w @fina/analyst
 */
import { writeFileSync } from 'node:fs';
import { answerQuestion, ingestWorkbook } from '../../src';
import { scoreOwner, type OwnerOutcome } from '../owners/score';
import { QUESTIONS } from './questions';
import { BOOKS } from './workbooks';

type Tally = Record<OwnerOutcome, number>;
const empty = (): Tally => ({ right: 0, 'rightly-refused': 0, refused: 0, wrong: 0 });

function line(label: string, t: Tally): string {
  const n = t.right + t['rightly-refused'] + t.refused + t.wrong;
  const ok = t.right + t['rightly-refused'];
  const share = n ? ((100 * ok) / n).toFixed(1) : '0.0';
  return `${label.padEnd(24)} n=${String(n).padStart(3)}  right ${t.right}  rightly refused ${t['rightly-refused']}  refused ${t.refused}  wrong ${t.wrong}  right-or-rightly-refused ${ok} (${share}%)`;
}

async function main(): Promise<void> {
  const total = empty();
  const wrong: string[] = [];
  const perBook: string[] = [];
  for (const book of BOOKS) {
    const wb = await ingestWorkbook(await book.build());
    const t = empty();
    for (const q of QUESTIONS.filter((x) => x.book === book.name)) {
      const answer = answerQuestion(wb, q.question);
      const s = scoreOwner(q.expect, answer);
      t[s.outcome] += 1;
      total[s.outcome] += 1;
      if (s.outcome === 'wrong')
        wrong.push(`${q.id}\t${q.question}\t${s.why ?? ''}\t[${q.expect.means}]`);
    }
    perBook.push(line(book.name, t));
  }
  console.log(`blind-13: ${QUESTIONS.length} questions over ${BOOKS.length} books`);
  console.log(line('ALL', total));
  for (const l of perBook) console.log(l);
  const out = process.env.BLIND13_WRONG ?? '/tmp/blind13-wrong.txt';
  writeFileSync(out, wrong.join('\n') + '\n');
  console.log(`wrong answers (${wrong.length}) written to ${out}`);
}

void main();
