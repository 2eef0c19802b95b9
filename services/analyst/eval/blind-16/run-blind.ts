/**
 * Runs blind set 16 against the engine once: prints right / rightly refused / refused /
 * wrong / right-or-rightly-refused for the set and per book, and writes the wrong answers
 * to the file named by BLIND16_WRONG (default /tmp/blind16-wrong.txt) for the lead.
 */
import { writeFileSync } from 'node:fs';
import { answerQuestion, ingestWorkbook } from '../../src/index';
import { scoreOwner, type OwnerOutcome } from '../owners/score';
import { blind16Questions } from './questions';
import { buildBlind16 } from './workbooks';

type Tally = Record<OwnerOutcome, number>;
const empty = (): Tally => ({ right: 0, 'rightly-refused': 0, refused: 0, wrong: 0 });

function line(name: string, t: Tally): string {
  const n = t.right + t['rightly-refused'] + t.refused + t.wrong;
  const ok = t.right + t['rightly-refused'];
  const p = (x: number): string => `${((100 * x) / Math.max(1, n)).toFixed(1)}%`;
  return `${name.padEnd(20)} n=${String(n).padStart(3)}  right ${t.right}  rightly refused ${t['rightly-refused']}  refused ${t.refused}  wrong ${t.wrong}  right-or-rightly-refused ${ok} (${p(ok)})`;
}

async function main(): Promise<void> {
  const built = await buildBlind16();
  const questions = blind16Questions(built);
  const total = empty();
  const perBook = new Map<string, Tally>();
  const wrong: string[] = [];
  for (const [name, book] of built) {
    const wb = await ingestWorkbook(book.bytes);
    const t = empty();
    for (const q of questions.filter((x) => x.book === name)) {
      const answer = answerQuestion(wb, q.question);
      const s = scoreOwner(q.expect, answer);
      t[s.outcome]++;
      total[s.outcome]++;
      if (s.outcome === 'wrong') wrong.push(`${q.id}\t${q.question}\t${s.why ?? ''}\t(${q.means})`);
    }
    perBook.set(name, t);
  }
  console.log(line('blind-16 (all)', total));
  for (const [name, t] of perBook) console.log(line(name, t));
  const out = process.env.BLIND16_WRONG ?? '/tmp/blind16-wrong.txt';
  writeFileSync(out, wrong.join('\n') + '\n');
  console.log(`${wrong.length} wrong answers listed in ${out}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
