/**
 * Runs the third blind set against the embedded engine: ingests each book once, answers each
 * question, scores it with the owners' scorer (../owners/score.ts) and prints right / rightly
 * refused / refused / wrong, overall and per book. `--wrong FILE` writes the wrong answers
 * (question, expected, got) to FILE for the lead; they are not printed.
 *
 *   npm run eval:blind-3 -w @fina/analyst [-- --wrong /tmp/blind3-wrong.txt]
 */
import { writeFileSync } from 'node:fs';
import { answerQuestion } from '../../src/answer';
import { ingestWorkbook } from '../../src/ingest';
import { scoreOwner, type OwnerOutcome } from '../owners/score';
import { buildBooks } from './workbooks';

interface Tally {
  right: number;
  rightlyRefused: number;
  refused: number;
  wrong: number;
  n: number;
}
const empty = (): Tally => ({ right: 0, rightlyRefused: 0, refused: 0, wrong: 0, n: 0 });
const KEY: Record<OwnerOutcome, keyof Omit<Tally, 'n'>> = {
  right: 'right',
  'rightly-refused': 'rightlyRefused',
  refused: 'refused',
  wrong: 'wrong',
};
const line = (name: string, t: Tally): string =>
  `${name.padEnd(12)} ${String(t.n).padStart(4)} q | right ${t.right} | rightly refused ${t.rightlyRefused} | refused ${t.refused} | wrong ${t.wrong} | right or rightly refused ${t.right + t.rightlyRefused} (${((100 * (t.right + t.rightlyRefused)) / Math.max(1, t.n)).toFixed(1)}%)`;

async function main(): Promise<void> {
  const wrongFile = process.argv.includes('--wrong')
    ? process.argv[process.argv.indexOf('--wrong') + 1]
    : undefined;
  const books = await buildBooks();
  const all = empty();
  const wrong: string[] = [];
  const perBook: string[] = [];
  for (const book of books) {
    const wb = await ingestWorkbook(book.bytes);
    const t = empty();
    for (const q of book.questions) {
      const answer = answerQuestion(wb, q.question);
      const s = scoreOwner(q.expect, answer);
      t[KEY[s.outcome]] += 1;
      t.n += 1;
      if (s.outcome === 'wrong') {
        wrong.push(
          `${q.id} | ${q.question} | expected ${JSON.stringify(q.expect)} (${q.means}) | ${s.why ?? ''} | ${answer.text.split('\n')[0]}`,
        );
      }
    }
    for (const k of Object.keys(t) as Array<keyof Tally>) all[k] += t[k];
    perBook.push(line(book.name, t));
  }
  console.log(`blind-3: ${books.length} books`);
  console.log(line('ALL', all));
  for (const l of perBook) console.log(l);
  if (wrongFile) {
    writeFileSync(wrongFile, wrong.join('\n') + '\n');
    console.log(`${wrong.length} wrong answers written to ${wrongFile}`);
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
