/**
 * Runs the blind-18 set once: ingests each book, answers each question, scores it with the
 * owners' scorer. Prints totals and per-book lines only; the wrong answers (with the
 * questions) go to /tmp/blind18-wrong.txt or $BLIND18_WRONG, never to stdout.
 */
import { writeFileSync } from 'node:fs';
import { answerQuestion, ingestWorkbook } from '../../src/index';
import { scoreOwner, type OwnerOutcome } from '../owners/score';
import { BLIND18_BOOKS } from './workbooks';

type Tally = Record<OwnerOutcome, number>;
const empty = (): Tally => ({ right: 0, refused: 0, 'rightly-refused': 0, wrong: 0 });

async function main(): Promise<void> {
  const all = empty();
  const lines: string[] = [];
  const wrong: string[] = [];
  for (const book of BLIND18_BOOKS) {
    const wb = await ingestWorkbook(await book.build());
    const t = empty();
    for (const q of book.questions) {
      const a = answerQuestion(wb, q.question);
      const s = scoreOwner(q.expect as Parameters<typeof scoreOwner>[0], a);
      t[s.outcome] += 1;
      all[s.outcome] += 1;
      if (s.outcome === 'wrong')
        wrong.push(`${q.id}\t${q.question}\t${s.why ?? ''}\t(means: ${q.means})`);
    }
    lines.push(
      `${book.name.padEnd(16)} ${String(book.questions.length).padStart(3)} q  right ${t.right}  rightly refused ${t['rightly-refused']}  refused ${t.refused}  wrong ${t.wrong}`,
    );
  }
  const n = BLIND18_BOOKS.reduce((s, b) => s + b.questions.length, 0);
  const ok = all.right + all['rightly-refused'];
  console.log(`blind-18: ${n} questions over ${BLIND18_BOOKS.length} books`);
  console.log(
    `right ${all.right} | rightly refused ${all['rightly-refused']} | refused ${all.refused} | wrong ${all.wrong} | right-or-rightly-refused ${ok}/${n} (${((ok * 100) / n).toFixed(1)}%)`,
  );
  for (const l of lines) console.log(l);
  const file = process.env.BLIND18_WRONG ?? '/tmp/blind18-wrong.txt';
  writeFileSync(file, wrong.join('\n') + '\n');
  console.log(`wrong answers written to ${file}`);
}

void main();
