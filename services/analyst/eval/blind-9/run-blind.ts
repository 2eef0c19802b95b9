/**
 * npm run eval:blind-9 -w @fina/analyst: runs the blind-9 hold-out through the embedded engine
 * once and prints right / rightly refused / refused / wrong / right-or-rightly-refused, overall
 * and per book. The wrong answers (question, expectation, answer) go to a file for the lead
 * (default /tmp/blind9-wrong.txt, or `-- --wrong <path>`), never to stdout.
 */
import { writeFileSync } from 'node:fs';
import { answerQuestion, ingestWorkbook, type Workbook } from '../../src';
import { scoreOwner, type OwnerOutcome } from '../owners/score';
import type { BlindQuestion } from './kit';
import { BOOKS } from './workbooks';

interface Scored {
  q: BlindQuestion;
  outcome: OwnerOutcome;
  why?: string;
}

interface Tally {
  n: number;
  right: number;
  rightlyRefused: number;
  refused: number;
  wrong: number;
}

function tally(xs: Scored[]): Tally {
  const c = (o: OwnerOutcome): number => xs.filter((x) => x.outcome === o).length;
  return {
    n: xs.length,
    right: c('right'),
    rightlyRefused: c('rightly-refused'),
    refused: c('refused'),
    wrong: c('wrong'),
  };
}

const pc = (a: number, n: number): string => `${((100 * a) / Math.max(1, n)).toFixed(1)}%`;
const line = (label: string, t: Tally): string =>
  `${label.padEnd(20)} n=${String(t.n).padStart(3)}  right ${t.right}  rightly refused ${t.rightlyRefused}  refused ${t.refused}  wrong ${t.wrong}  right-or-rightly-refused ${pc(t.right + t.rightlyRefused, t.n)}`;

async function main(): Promise<void> {
  const at = process.argv.indexOf('--wrong');
  const wrongFile = at > 0 ? process.argv[at + 1]! : '/tmp/blind9-wrong.txt';
  const all: Scored[] = [];
  const perBook: string[] = [];
  for (const book of BOOKS) {
    const wb: Workbook = await ingestWorkbook(await book.bytes());
    const scored = book.questions.map((q): Scored => {
      const s = scoreOwner(q.expect, answerQuestion(wb, q.question));
      return { q, outcome: s.outcome, ...(s.why ? { why: s.why } : {}) };
    });
    all.push(...scored);
    perBook.push(line(book.name, tally(scored)));
  }
  console.log(`blind-9 (seed 9613): ${all.length} questions over ${BOOKS.length} books`);
  console.log(line('ALL', tally(all)));
  for (const l of perBook) console.log(`  ${l}`);
  const wrong = all.filter((s) => s.outcome === 'wrong');
  writeFileSync(
    wrongFile,
    wrong
      .map((s) => `${s.q.id}\t${s.q.question}\t${s.why ?? ''}\t(means: ${s.q.means})`)
      .join('\n') + '\n',
  );
  console.log(`${wrong.length} wrong answers listed in ${wrongFile}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
