/**
 * Runs blind hold-out 11 against the engine ONCE and prints right / rightly refused / refused
 * (missed) / wrong / right-or-rightly-refused, then one line per book.
 * `-- --wrong <file>` writes the wrong answers (for the lead only; never to the engine's engineer).
 */
import { writeFileSync } from 'node:fs';
import { answerQuestion } from '../../src/answer';
import { ingestWorkbook } from '../../src/ingest';
import { scoreOwner, type OwnerOutcome } from '../owners/score';
import { blind11Questions } from './questions';
import { buildBlind11 } from './workbooks';

async function main(): Promise<void> {
  const books = await buildBlind11();
  const questions = blind11Questions(books);
  const tally = new Map<string, Record<OwnerOutcome, number>>();
  const wrong: string[] = [];
  for (const book of books) {
    const wb = await ingestWorkbook(book.bytes);
    const t: Record<OwnerOutcome, number> = {
      right: 0,
      refused: 0,
      'rightly-refused': 0,
      wrong: 0,
    };
    for (const q of book.questions) {
      const s = scoreOwner(q.expect, answerQuestion(wb, q.question));
      t[s.outcome] += 1;
      if (s.outcome === 'wrong')
        wrong.push(`${q.id}\t${q.question}\t${s.why ?? ''}\t(${q.expect.means})`);
    }
    tally.set(book.def.name, t);
  }
  const all = [...tally.values()];
  const total = (o: OwnerOutcome): number => all.reduce((s, t) => s + t[o], 0);
  const n = questions.length;
  const pc = (x: number): string => `${((100 * x) / n).toFixed(1)}%`;
  console.log(`blind-11: ${n} questions over ${books.length} books`);
  console.log(
    `right ${total('right')} | rightly refused ${total('rightly-refused')} | refused ${total('refused')} | wrong ${total('wrong')} (${pc(total('wrong'))}) | right or rightly refused ${pc(total('right') + total('rightly-refused'))}`,
  );
  for (const [name, t] of tally) {
    console.log(
      `  ${name.padEnd(12)} right ${t.right}  rightly refused ${t['rightly-refused']}  refused ${t.refused}  wrong ${t.wrong}`,
    );
  }
  const at = process.argv.indexOf('--wrong');
  if (at > 0 && process.argv[at + 1]) writeFileSync(process.argv[at + 1]!, wrong.join('\n') + '\n');
}

void main();
