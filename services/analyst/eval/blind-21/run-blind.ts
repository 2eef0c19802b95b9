/**
 * Runs blind-21 against the engine ONCE (the lead runs it): prints the totals and one line per
 * book. The wrong answers go only to $BLIND21_WRONG (default /tmp/blind21-wrong.txt), never stdout.
 */
import { writeFileSync } from 'node:fs';
import { answerQuestion, ingestWorkbook } from '../../src/index';
import { scoreOwner, type OwnerOutcome } from '../owners/score';
import { allQuestions } from './questions';
import { bookBytes, buildBooks } from './workbooks';

const NOW = new Date('2026-11-24T12:00:00Z');

async function main(): Promise<void> {
  const books = buildBooks();
  const questions = allQuestions(books);
  const read = new Map<string, Awaited<ReturnType<typeof ingestWorkbook>>>();
  for (const b of books) read.set(b.name, await ingestWorkbook(await bookBytes(b)));
  const tally = (): Record<OwnerOutcome, number> => ({
    right: 0,
    refused: 0,
    'rightly-refused': 0,
    wrong: 0,
  });
  const total = tally();
  const perBook = new Map(books.map((b) => [b.name, tally()]));
  const wrong: string[] = [];
  for (const q of questions) {
    const a = answerQuestion(read.get(q.book)!, q.question, { now: NOW });
    const s = scoreOwner(q.expect, a);
    total[s.outcome] += 1;
    perBook.get(q.book)![s.outcome] += 1;
    if (s.outcome === 'wrong') wrong.push(`${q.id}\t${q.question}\t${s.why ?? ''}\t(${q.means})`);
  }
  const line = (t: Record<OwnerOutcome, number>, n: number): string =>
    `right ${t.right}, rightly refused ${t['rightly-refused']}, refused ${t.refused}, wrong ${t.wrong}, right-or-rightly-refused ${(((t.right + t['rightly-refused']) / n) * 100).toFixed(1)}%`;
  console.log(`blind-21: ${questions.length} questions over ${books.length} books`);
  console.log(line(total, questions.length));
  for (const b of books)
    console.log(`  ${b.name.padEnd(12)} ${line(perBook.get(b.name)!, b.questions.length)}`);
  const file = process.env.BLIND21_WRONG ?? '/tmp/blind21-wrong.txt';
  writeFileSync(file, wrong.join('\n') + (wrong.length ? '\n' : ''));
  console.log(`wrong answers written to ${file}`);
}

void main();
