/**
 * npm run eval:blind-4 -w @fina/analyst: runs the blind-4 hold-out once through the embedded
 * engine and prints right / rightly refused / refused / wrong, overall and per book. Scoring is
 * the owners' scorer (eval/owners/score.ts). `--wrong FILE` writes the wrong answers to FILE.
 */
import { writeFileSync } from 'node:fs';
import { answerQuestion } from '../../src/answer';
import { ingestWorkbook } from '../../src/ingest';
import type { Workbook } from '../../src/model';
import { scoreOwner, type OwnerOutcome } from '../owners/score';
import { blind4Questions } from './questions';
import { buildBlind4Books, type Blind4BookName } from './workbooks';

interface Tally {
  n: number;
  right: number;
  rightlyRefused: number;
  refused: number;
  wrong: number;
}
const empty = (): Tally => ({ n: 0, right: 0, rightlyRefused: 0, refused: 0, wrong: 0 });
const KEY: Record<OwnerOutcome, keyof Omit<Tally, 'n'>> = {
  right: 'right',
  'rightly-refused': 'rightlyRefused',
  refused: 'refused',
  wrong: 'wrong',
};

function line(name: string, t: Tally): string {
  const ok = t.right + t.rightlyRefused;
  const p = (x: number): string => `${((x / t.n) * 100).toFixed(1)}%`;
  return `${name.padEnd(20)} ${String(t.n).padStart(4)}  right ${t.right}  rightly refused ${t.rightlyRefused}  refused ${t.refused}  wrong ${t.wrong}  right-or-rightly-refused ${ok} (${p(ok)})`;
}

async function main(): Promise<void> {
  const wrongFile = process.argv[process.argv.indexOf('--wrong') + 1];
  const books = await buildBlind4Books();
  const questions = blind4Questions(books);
  const read = new Map<Blind4BookName, Workbook>();
  for (const name of Object.keys(books) as Blind4BookName[]) {
    read.set(name, await ingestWorkbook(books[name].bytes));
  }
  const total = empty();
  const perBook = new Map<Blind4BookName, Tally>();
  const wrong: string[] = [];
  for (const q of questions) {
    const answer = answerQuestion(read.get(q.book)!, q.question);
    const s = scoreOwner(q.expect, answer);
    const t = perBook.get(q.book) ?? empty();
    perBook.set(q.book, t);
    for (const x of [t, total]) {
      x.n += 1;
      x[KEY[s.outcome]] += 1;
    }
    if (s.outcome === 'wrong')
      wrong.push(`${q.id}: ${q.question}\n  ${s.why}\n  means: ${q.means}`);
  }
  for (const [name, t] of perBook) console.log(line(name, t));
  console.log(`\n${line(`blind-4 (${perBook.size} books)`, total)}`);
  if (process.argv.includes('--wrong') && wrongFile)
    writeFileSync(wrongFile, `${wrong.join('\n')}\n`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
