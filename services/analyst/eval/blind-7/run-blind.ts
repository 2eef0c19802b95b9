/**
 * Runs the blind-7 set against the engine once and prints right / rightly refused / refused /
 * wrong and per-book lines; wrong answers go to /tmp/blind7-wrong.txt, not to stdout.
 * Scoring is the owners' harness (score.ts).
 */
import { writeFileSync } from 'node:fs';
import { answerQuestion, ingestWorkbook } from '../../src';
import { scoreOwner, type OwnerOutcome } from '../owners/score';
import { buildBlind7 } from './workbooks';

async function main(): Promise<void> {
  const books = await buildBlind7();
  const totals: Record<OwnerOutcome, number> = {
    right: 0,
    refused: 0,
    'rightly-refused': 0,
    wrong: 0,
  };
  const wrong: string[] = [];
  const lines: string[] = [];
  for (const book of books) {
    const wb = await ingestWorkbook(book.bytes);
    const per: Record<OwnerOutcome, number> = {
      right: 0,
      refused: 0,
      'rightly-refused': 0,
      wrong: 0,
    };
    for (const q of book.questions) {
      const s = scoreOwner(q.expect, answerQuestion(wb, q.question));
      per[s.outcome]++;
      totals[s.outcome]++;
      if (s.outcome === 'wrong') wrong.push(`${q.id}\t${q.question}\t${s.why ?? ''}\t(${q.means})`);
    }
    lines.push(
      `${book.name.padEnd(20)} ${String(book.questions.length).padStart(3)} q  right ${per.right}  rightly refused ${per['rightly-refused']}  refused ${per.refused}  wrong ${per.wrong}`,
    );
  }
  const n = books.reduce((a, b) => a + b.questions.length, 0);
  const share = (x: number): string => `${((100 * x) / n).toFixed(1)}%`;
  console.log(`blind-7: ${n} questions over ${books.length} books`);
  console.log(`right ${totals.right} (${share(totals.right)})`);
  console.log(`rightly refused ${totals['rightly-refused']} (${share(totals['rightly-refused'])})`);
  console.log(`refused ${totals.refused} (${share(totals.refused)})`);
  console.log(`wrong ${totals.wrong} (${share(totals.wrong)})`);
  console.log(`right or rightly refused ${share(totals.right + totals['rightly-refused'])}`);
  console.log(lines.join('\n'));
  writeFileSync('/tmp/blind7-wrong.txt', wrong.join('\n') + '\n');
  console.log(`wrong answers listed in /tmp/blind7-wrong.txt (${wrong.length})`);
}

void main();
