/**
 * Runs the blind-15 set once against the engine and prints right / rightly refused /
 * refused / wrong / right-or-rightly-refused, then one line per book. Wrong answers go to
 * the file named by BLIND15_WRONG (default /tmp/blind15-wrong.txt), never to stdout, so the
 * questions stay out of logs the engine's engineers read.
 *
 *   npm run eval:blind-15 -w @fina/analyst
 */
import { writeFileSync } from 'node:fs';
import { answerQuestion, ingestWorkbook } from '../../src/index';
import { scoreOwner, type OwnerOutcome } from '../owners/score';
import { BOOKS } from './workbooks';

interface Tally {
  right: number;
  'rightly-refused': number;
  refused: number;
  wrong: number;
}
const blank = (): Tally => ({ right: 0, 'rightly-refused': 0, refused: 0, wrong: 0 });
const line = (name: string, n: number, t: Tally): string =>
  `${name.padEnd(18)} ${String(n).padStart(4)} q  right ${t.right}  rightly refused ${t['rightly-refused']}  refused ${t.refused}  wrong ${t.wrong}  right-or-rightly-refused ${(((t.right + t['rightly-refused']) / n) * 100).toFixed(1)}%`;

async function main(): Promise<void> {
  const all = blank();
  const perBook: string[] = [];
  const wrong: string[] = [];
  let n = 0;
  for (const book of BOOKS) {
    const wb = await ingestWorkbook(await book.build());
    const t = blank();
    for (const q of book.questions) {
      const s = scoreOwner(q.expect, answerQuestion(wb, q.question));
      const o: OwnerOutcome = s.outcome;
      t[o] += 1;
      all[o] += 1;
      if (o === 'wrong') wrong.push(`${q.id}\t${q.question}\t${s.why ?? ''}\tmeans: ${q.means}`);
    }
    n += book.questions.length;
    perBook.push(line(book.name, book.questions.length, t));
  }
  console.log(`blind-15: ${BOOKS.length} books`);
  console.log(line('ALL', n, all));
  perBook.forEach((l) => console.log(l));
  const out = process.env.BLIND15_WRONG ?? '/tmp/blind15-wrong.txt';
  writeFileSync(out, wrong.join('\n') + '\n');
  console.log(`${wrong.length} wrong answers listed in ${out}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
