/**
 * Runs the blind-12 set against the engine once and prints right / rightly refused / refused /
 * wrong / right-or-rightly-refused, overall and per book. Wrong answers go to the file named by
 * BLIND12_WRONG (default /tmp/blind12-wrong.txt), never to stdout, so a log does not leak questions.
 */
import { writeFileSync } from 'node:fs';
import { answerQuestion, ingestWorkbook, type Workbook } from '../../src/index';
import { scoreOwner, type OwnerOutcome } from '../owners/score';
import { QUESTIONS } from './questions';
import { buildBooks, BOOKS } from './workbooks';

type Tally = Record<OwnerOutcome, number>;
const empty = (): Tally => ({ right: 0, 'rightly-refused': 0, refused: 0, wrong: 0 });
const line = (name: string, t: Tally): string => {
  const n = t.right + t['rightly-refused'] + t.refused + t.wrong;
  const ok = t.right + t['rightly-refused'];
  return `${name.padEnd(20)} n=${n} right=${t.right} rightly-refused=${t['rightly-refused']} refused=${t.refused} wrong=${t.wrong} right-or-rightly-refused=${ok} (${((100 * ok) / Math.max(1, n)).toFixed(1)}%)`;
};

async function main(): Promise<void> {
  const bytes = await buildBooks();
  const read = new Map<string, Workbook>();
  for (const [name, b] of bytes) read.set(name, await ingestWorkbook(b));
  const all = empty();
  const perBook = new Map(BOOKS.map((b) => [b.name, empty()]));
  const wrong: string[] = [];
  for (const q of QUESTIONS) {
    const answer = answerQuestion(read.get(q.book)!, q.question);
    const s = scoreOwner(q.expect as Parameters<typeof scoreOwner>[0], answer);
    all[s.outcome]++;
    perBook.get(q.book)![s.outcome]++;
    if (s.outcome === 'wrong') wrong.push(`${q.id}\t${q.question}\t${s.why ?? ''}\t(${q.means})`);
  }
  console.log(line('ALL', all));
  for (const [name, t] of perBook) console.log(line(name, t));
  const out = process.env.BLIND12_WRONG ?? '/tmp/blind12-wrong.txt';
  writeFileSync(out, wrong.join('\n') + '\n');
  console.log(`${wrong.length} wrong answers listed in ${out}`);
}

void main();
