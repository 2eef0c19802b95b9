/**
 * Runs the blind-20 set once against the engine: right / rightly refused / refused / wrong /
 * right-or-rightly-refused, overall and per book. Wrong answers go ONLY to a file
 * ($BLIND20_WRONG or /tmp/blind20-wrong.txt) so the questions never reach a shared log.
 */
import { writeFileSync } from 'node:fs';
import { answerQuestion, ingestWorkbook } from '../../src';
import { scoreOwner, type OwnerOutcome } from '../owners/score';
import { BLIND20_QUESTIONS } from './questions';
import { BLIND20_BOOKS } from './workbooks';

type Tally = Record<OwnerOutcome, number>;
const empty = (): Tally => ({ right: 0, 'rightly-refused': 0, refused: 0, wrong: 0 });

function line(label: string, t: Tally): string {
  const n = t.right + t['rightly-refused'] + t.refused + t.wrong;
  const ok = t.right + t['rightly-refused'];
  return `${label.padEnd(22)} n=${String(n).padStart(3)}  right ${t.right}  rightly refused ${t['rightly-refused']}  refused ${t.refused}  wrong ${t.wrong}  right-or-rightly-refused ${ok} (${((100 * ok) / Math.max(n, 1)).toFixed(1)}%)`;
}

async function main(): Promise<void> {
  const all = empty();
  const wrongLines: string[] = [];
  const perBook: string[] = [];
  for (const book of BLIND20_BOOKS) {
    const wb = await ingestWorkbook(await book.build());
    const t = empty();
    for (const q of BLIND20_QUESTIONS.filter((x) => x.book === book.name)) {
      const a = answerQuestion(wb, q.question, { now: new Date('2026-11-24T12:00:00Z') });
      const s = scoreOwner(q.expect, a);
      t[s.outcome]++;
      all[s.outcome]++;
      if (s.outcome === 'wrong')
        wrongLines.push(
          `${q.id} [${book.name}] ${q.question} :: ${s.why ?? ''} :: means ${q.expect.means}`,
        );
    }
    perBook.push(line(book.name, t));
  }
  const out = process.env.BLIND20_WRONG ?? '/tmp/blind20-wrong.txt';
  writeFileSync(out, wrongLines.join('\n') + '\n');
  console.log(line('blind-20 (all)', all));
  for (const l of perBook) console.log('  ' + l);
  console.log(`wrong answers listed in ${out}`);
}

void main();
