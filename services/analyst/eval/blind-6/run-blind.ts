/**
 * Runs the sixth blind hold-out once against the engine and prints right / rightly refused /
 * refused / wrong and right-or-rightly-refused, in total and per book. Wrong answers go to
 * the file named by BLIND6_WRONG (default /tmp/blind6-wrong.txt), not to stdout, so that the
 * questions are not spread around. Scoring is the owners' scorer, reused.
 */
import { writeFileSync } from 'node:fs';
import { answerQuestion } from '../../src/answer';
import { ingestWorkbook } from '../../src/ingest';
import { scoreOwner, type OwnerOutcome } from '../owners/score';
import { BLIND6_BOOKS } from './workbooks';

type Tally = Record<OwnerOutcome, number>;
const empty = (): Tally => ({ right: 0, refused: 0, 'rightly-refused': 0, wrong: 0 });
const line = (name: string, t: Tally): string => {
  const n = t.right + t.refused + t['rightly-refused'] + t.wrong;
  const ok = t.right + t['rightly-refused'];
  return `${name.padEnd(22)} n=${String(n).padStart(3)} right=${t.right} rightly-refused=${t['rightly-refused']} refused=${t.refused} wrong=${t.wrong} right-or-rightly-refused=${ok} (${((100 * ok) / Math.max(1, n)).toFixed(1)}%)`;
};

async function main(): Promise<void> {
  const all = empty();
  const wrong: string[] = [];
  const perBook: string[] = [];
  for (const book of BLIND6_BOOKS) {
    const wb = await ingestWorkbook(await book.build());
    const t = empty();
    for (const q of book.questions) {
      const s = scoreOwner(q.expect, answerQuestion(wb, q.question));
      t[s.outcome] += 1;
      all[s.outcome] += 1;
      if (s.outcome === 'wrong')
        wrong.push(`${q.id}\t${q.question}\t${s.why ?? ''}\t(means: ${q.means})`);
    }
    perBook.push(line(book.name, t));
  }
  console.log(line('blind-6 (all)', all));
  for (const l of perBook) console.log(l);
  const out = process.env.BLIND6_WRONG ?? '/tmp/blind6-wrong.txt';
  writeFileSync(out, wrong.join('\n') + '\n');
  console.log(`${wrong.length} wrong answers listed in ${out}`);
}

void main();
